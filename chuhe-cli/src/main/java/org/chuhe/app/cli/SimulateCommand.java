package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.presets.Presets;
import org.chuhe.tournament.Tournament;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "simulate", description = {"模拟整场比赛：生成棋手、抽签、逐轮编排并随机给出成绩",
    "simulate a whole event: a field, the draw, every round paired by the engine, results drawn at random"})
final class SimulateCommand implements Callable<Integer>, EngineUser {
  private PairingEngine engine = PairingEngine.inCallingThread(EngineProbe.NONE);

  @Override
  public void useEngine(PairingEngine engine) {
    this.engine = engine;
  }

  @Option(names = "--preset", required = true, description = {"规程预设", "regulations preset"})
  String preset;

  @Option(names = "--players", description = {"人数（团体赛为队数，同 --teams）",
      "number of players (in a team event the number of teams, as --teams)"})
  Integer players;

  @Option(names = "--teams", description = {"团体赛的队数（每队人数按规程：台数加替补）",
      "team event: the number of teams (each of the regulations' boards and reserves)"})
  Integer teams;

  @Option(names = "--rounds", description = {"轮数（默认按规程）", "rounds (default: the regulations')"})
  Integer rounds;

  @Option(names = "--division", description = {"组别（默认第一个）", "division (default: the first)"})
  String division;

  @Option(names = "--units", description = {"单位数（默认每 6 人一个，并按规程的同单位回避与每单位名额增加）",
      "number of units (default: one per six players, more where same-unit avoidance or the entry limits per unit "
          + "need more)"})
  Integer units;

  @Option(names = "--forfeits", description = {"弃权对局的比例，0 到 1（默认 0.01；其中十分之一双方弃权）",
      "share of games forfeited, 0 to 1 (default 0.01; a tenth of them by both sides)"})
  Double forfeits;

  @Option(names = "--withdrawals", description = {"每轮后退赛棋手的比例，0 到 1（默认 0.002）",
      "share of players withdrawing after each round, 0 to 1 (default 0.002)"})
  Double withdrawals;

  @Option(names = "--seed", required = true, description = {"随机种子，可复现", "random seed (reproducible)"})
  long seed;

  @Option(names = "--out", required = true, description = {"输出的赛事文件", "document to write"})
  Path out;

  @Spec CommandSpec spec;

  /** Exit code when a round could not be paired: the rounds before it are written all the same. */
  static final int EXIT_STOPPED = 1;

  @Override
  public Integer call() {
    org.chuhe.regulations.Regulations regulations = Presets.get(preset);
    boolean teamEvent = regulations.format().teams();
    if (teams != null && !teamEvent) {
      throw org.chuhe.problem.ProblemException.of("--teams", "预设 " + preset + " 不是团体赛（赛制 "
          + regulations.format().chinese() + "），请用 --players 指定人数", "preset " + preset + " is no team event "
          + "(format " + regulations.format().english() + "): give the number of players with --players");
    }
    Integer entrants = teams != null ? teams : players;
    if (entrants == null) {
      throw org.chuhe.problem.ProblemException.of(teamEvent ? "--teams" : "--players", teamEvent
          ? "请用 --teams 指定队数" : "请用 --players 指定人数", teamEvent ? "give the number of teams with --teams"
          : "give the number of players with --players");
    }
    SimulationSpec simulation = new SimulationSpec(seed, regulations, division, entrants, rounds, null, forfeits,
        withdrawals, null, units);
    // A field that cannot be paired at all is refused here, before anything is simulated (exit 2).
    Simulation.Run run = Simulation.simulate(simulation, simulation.rounds(), engine);
    Tournament t = run.tournament();
    TournamentDocuments.write(t, out, true);
    int played = t.roundsOf(simulation.division()).size();
    var printer = spec.commandLine().getOut();
    if (teamEvent) {
      // A team event counts teams: each of the regulations' boards and reserves (SimulationSpec's players).
      int size = regulations.teamMatch().teamSize();
      printer.println("已模拟 " + entrants + " 队（每队 " + size + " 人，共 " + t.playersIn(simulation.division()).size()
          + " 人）" + played + " 轮，写入 / simulated " + entrants + " teams (" + size + " players each, "
          + t.playersIn(simulation.division()).size() + " players), " + played + " rounds, written to: " + out);
    } else {
      printer.println("已模拟 " + entrants + " 人 " + played + " 轮（" + simulation.unitCount() + " 个单位），写入 / "
          + "simulated " + entrants + " players, " + played + " rounds (" + simulation.unitCount() + " units), "
          + "written to: " + out);
    }
    if (run.complete()) {
      return 0;
    }
    var err = spec.commandLine().getErr();
    err.println("第 " + (played + 1) + " 轮无法编排，模拟到第 " + played + " 轮为止 / round " + (played + 1)
        + " could not be paired: the simulation stops after round " + played);
    run.stoppedBy().problems().forEach(p -> err.println(p.line()));
    return EXIT_STOPPED;
  }
}

package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Tournament;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "simulate", description = {"模拟整场比赛：生成棋手、抽签、逐轮编排并随机给出成绩",
    "simulate a whole event: a field, the draw, every round paired by the engine, results drawn at random"})
final class SimulateCommand implements Callable<Integer> {
  @Option(names = "--preset", required = true, description = {"规程预设", "regulations preset"})
  String preset;

  @Option(names = "--players", required = true, description = {"人数", "number of players"})
  int players;

  @Option(names = "--rounds", description = {"轮数（默认按规程）", "rounds (default: the regulations')"})
  Integer rounds;

  @Option(names = "--division", description = {"组别（默认第一个）", "division (default: the first)"})
  String division;

  @Option(names = "--seed", required = true, description = {"随机种子，可复现", "random seed (reproducible)"})
  long seed;

  @Option(names = "--out", required = true, description = {"输出的赛事文件", "document to write"})
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    SimulationSpec simulation = new SimulationSpec(seed, Presets.get(preset), division, players, rounds, null, null,
        null, null, null);
    Tournament t = Simulation.run(simulation);
    TournamentDocuments.write(t, out, true);
    spec.commandLine().getOut().println("已模拟 " + players + " 人 " + t.roundsOf(simulation.division()).size()
        + " 轮，写入 / simulated " + players + " players, " + t.roundsOf(simulation.division()).size()
        + " rounds, written to: " + out);
    return 0;
  }
}

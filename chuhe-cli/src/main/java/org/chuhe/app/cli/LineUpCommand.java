package org.chuhe.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.LineUps;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.teams.MatchScore;
import org.chuhe.teams.TeamField;
import org.chuhe.teams.TeamLineUps;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "line-up", description = {
    "录入一支队伍本轮的出场名单（团体赛）：ROUND TEAM PLAYER…，棋手按台次从第 1 台起，须按报名顺序（替补可顶上）；"
        + "少于台数则下面的台空缺，对方该台不战而胜。比赛开始（录入结果）前可改，已发布的一轮也可",
    "enter a team's line-up for the round (team events): ROUND TEAM PLAYER…, board 1 first, in the declared order "
        + "(a reserve moves up); fewer players than boards leave the bottom boards empty, won by forfeit by the other "
        + "team. Changeable until the match's first result, in a published round too"})
final class LineUpCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(index = "0", paramLabel = "ROUND", description = {"轮次（最后编排的一轮）", "round (the last paired one)"})
  int round;

  @Parameters(index = "1", paramLabel = "TEAM", description = {"队伍：队号、队名或编号", "team: team number, name or id"})
  String team;

  @Parameters(index = "2..*", arity = "1..*", paramLabel = "PLAYER", description = {
      "出场棋手，第 1 台起：编号、姓名或 id（逗号或空格分隔均可）",
      "the players, board 1 first: pairing number, name or id (commas or spaces)"})
  List<String> players = new ArrayList<>();

  @Option(names = "--division", description = {"组别（多个组别时）", "division (when there are several)"})
  String division;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    List<String> refs = players.stream().flatMap(p -> List.of(p.split("[,，]")).stream())
        .map(String::strip).filter(p -> !p.isEmpty()).toList();
    var out = spec.commandLine().getOut();
    try (Session s = store.session()) {
      String d = Results.division(s, division, round);
      LineUps.Entered e = LineUps.enter(s, d, round, team, refs);
      Tournament t = s.load();
      TeamPairing m = e.match();
      if (e.unchanged()) {
        out.println("第 " + round + " 轮第 " + m.table() + " 场 " + e.team().name() + " 的出场名单未变 / round " + round
            + " match " + m.table() + ": the line-up of " + e.team().name() + " is unchanged");
        return 0;
      }
      out.println("第 " + round + " 轮第 " + m.table() + " 场 " + e.team().name() + " 出场名单已录入 / round " + round
          + " match " + m.table() + ": line-up of " + e.team().name() + " entered");
      lines(t, e.after(), m).forEach(out::println);
    }
    return 0;
  }

  /** The match's boards as they now are: red against black, or the player who wins an empty board by forfeit. */
  private static List<String> lines(Tournament t, Round r, TeamPairing m) {
    int boards = t.regulations().teamMatch().boards();
    TeamField field = TeamField.of(t, r.division());
    List<Game> games = MatchScore.boards(r, m, boards);
    List<String> first = TeamLineUps.fielded(r, m, field.team(m.first()).orElseThrow(), boards);
    List<String> second = TeamLineUps.fielded(r, m, field.team(m.second()).orElseThrow(), boards);
    List<String> lines = new ArrayList<>();
    for (int k = 1; k <= games.size(); k++) {
      Game g = games.get(k - 1);
      int board = m.firstBoard(boards) + k - 1;
      if (g != null) {
        lines.add("  " + board + "台 / board " + board + ": 红 " + t.nameZh(g.red()) + " — 黑 " + t.nameZh(g.black()));
      } else {
        String alone = first.get(k - 1) != null ? first.get(k - 1) : second.get(k - 1);
        lines.add("  " + board + "台 / board " + board + ": 空台" + (alone == null ? "" : "，" + t.nameZh(alone)
            + " 不战而胜") + " / empty" + (alone == null ? "" : ", " + t.nameEn(alone) + " wins by forfeit"));
      }
    }
    return lines;
  }
}

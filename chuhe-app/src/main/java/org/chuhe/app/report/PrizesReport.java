package org.chuhe.app.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.chuhe.app.io.Mappers;
import org.chuhe.awards.Award;
import org.chuhe.awards.DivisionTotal;
import org.chuhe.awards.GradeAward;
import org.chuhe.awards.ManualAwardEntry;
import org.chuhe.awards.PrizeList;
import org.chuhe.awards.ResultsBook;
import org.chuhe.awards.TeamAward;
import org.chuhe.awards.TitleAward;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.TeamStandingsRow;

/** The prize list (R16–R20) and the team standings as text and JSON. Public output: names and units only. */
public final class PrizesReport {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private PrizesReport() {}

  public static String text(Tournament t, ResultsBook book, Lang lang) {
    PrizeList prizes = book.prizes();
    StringBuilder sb = new StringBuilder();
    Map<String, List<Award>> byList = new LinkedHashMap<>();
    for (Award a : prizes.awards()) {
      byList.computeIfAbsent(a.listId(), k -> new ArrayList<>()).add(a);
    }
    for (List<Award> list : byList.values()) {
      Award first = list.get(0);
      sb.append(first.listName()).append('\n');
      TextTable table = new TextTable(List.of(lang.pick("名次", "Place"), lang.pick("总名次", "Rank"),
          lang.pick("姓名", "Name"), lang.pick("单位", "Unit"), lang.pick("奖金（元）", "Money (yuan)"),
          lang.pick("奖杯", "Trophy"), lang.pick("证书", "Certificate")),
          List.of(true, true, false, false, true, false, false));
      for (Award a : list) {
        Player p = player(t, a.playerId());
        table.add(List.of(Integer.toString(a.place()), Integer.toString(a.rank()), p.name() + mark(prizes, p, lang),
            StandingsReport.unitName(t, p), Integer.toString(a.money()), a.trophy() ? "✓" : "",
            a.certificate() ? "✓" : ""));
      }
      sb.append(table.render()).append('\n');
    }
    if (!book.teams().isEmpty()) {
      sb.append(lang.pick("团体名次", "Team standings")).append('\n');
      TextTable table = new TextTable(List.of(lang.pick("名次", "Rank"), lang.pick("单位", "Unit"),
          lang.pick("团体成绩", "Score"), lang.pick("计分队员", "Counted players"), lang.pick("奖金（元）", "Money"),
          lang.pick("奖杯", "Trophy")), List.of(true, false, true, false, true, false));
      for (TeamStandingsRow row : book.teams()) {
        TeamAward award = prizes.teamAwards().stream().filter(a -> a.unit().equals(row.unit())).findFirst()
            .orElse(null);
        table.add(List.of(Integer.toString(row.rank()), row.unitName(), Integer.toString(row.score()),
            String.join("、", row.counted().stream().map(id -> player(t, id).name()).toList()),
            award == null ? "" : Integer.toString(award.money()), award != null && award.trophy() ? "✓" : ""));
      }
      sb.append(table.render()).append('\n');
    }
    if (!prizes.titles().isEmpty()) {
      sb.append(lang.pick("称号与资格", "Titles and qualification")).append('\n');
      for (TitleAward a : prizes.titles()) {
        Player p = player(t, a.playerId());
        sb.append("  ").append(a.name()).append("：").append(p.name()).append(lang.pick("（总名次 ", " (rank "))
            .append(a.rank()).append(lang.pick("）", ")")).append(mark(prizes, p, lang)).append('\n');
      }
      sb.append('\n');
    }
    if (!prizes.grades().isEmpty()) {
      sb.append(lang.pick("可申报等级称号", "Grade titles that may be applied for")).append('\n');
      TextTable table = new TextTable(List.of(lang.pick("名次", "Rank"), lang.pick("姓名", "Name"),
          lang.pick("等级称号", "Grade title")), List.of(true, false, false));
      for (GradeAward g : prizes.grades()) {
        Player p = player(t, g.playerId());
        table.add(List.of(Integer.toString(g.rank()), p.name() + mark(prizes, p, lang), g.grade()));
      }
      sb.append(table.render()).append('\n');
    }
    if (!prizes.manualAwards().isEmpty()) {
      sb.append(lang.pick("组委会评选奖项", "Awards chosen by the organisers")).append('\n');
      for (ManualAwardEntry m : prizes.manualAwards()) {
        Player p = player(t, m.playerId());
        sb.append("  ").append(m.name()).append("：").append(p.name()).append(mark(prizes, p, lang)).append('\n');
      }
      sb.append('\n');
    }
    sb.append(lang.pick("奖金合计", "Prize money paid")).append('\n');
    for (DivisionTotal d : prizes.divisionTotals()) {
      sb.append("  ").append(StandingsReport.divisionName(t, d.division(), lang)).append("：")
          .append(d.total()).append(lang.pick(" 元", " yuan")).append('\n');
    }
    if (prizes.teamTotal() > 0) {
      sb.append("  ").append(lang.pick("团体", "Teams")).append("：").append(prizes.teamTotal())
          .append(lang.pick(" 元", " yuan")).append('\n');
    }
    sb.append("  ").append(lang.pick("总计", "Total")).append("：").append(prizes.grandTotal())
        .append(lang.pick(" 元", " yuan")).append('\n');
    for (DivisionStandings s : book.standings().values()) {
      if (!s.didNotPlay().isEmpty()) {
        String division = StandingsReport.divisionName(t, s.division(), lang);
        String names = s.didNotPlay().stream().map(d -> d.player().name())
            .collect(Collectors.joining(lang.pick("、", ", ")));
        sb.append(lang.pick("未参赛，不参加评奖（" + division + "）：" + names,
            "Did not play, so no prizes or titles (" + division + "): " + names)).append('\n');
      }
    }
    for (Problem w : prizes.warnings()) {
      sb.append(lang.pick("注意：", "Note: ")).append(w.line()).append('\n');
    }
    return sb.toString();
  }

  /**
   * The prize list as JSON: the core's award records as they are (field names as in the code), each with the
   * player's name added, and the team standings with their prizes.
   */
  public static ObjectNode json(Tournament t, ResultsBook book) {
    PrizeList prizes = book.prizes();
    ObjectNode root = NODES.objectNode();
    ArrayNode totals = root.putArray("divisions");
    for (DivisionTotal d : prizes.divisionTotals()) {
      totals.add(tree(d).put("total", d.total()));
    }
    root.put("teamTotal", prizes.teamTotal());
    root.put("grandTotal", prizes.grandTotal());
    ArrayNode awards = root.putArray("awards");
    prizes.awards().forEach(a -> awards.add(withdrawn(prizes, a.playerId(),
        tree(a).put("name", player(t, a.playerId()).name()))));
    ArrayNode teams = root.putArray("teams");
    for (TeamStandingsRow row : book.teams()) {
      ObjectNode team = tree(row);
      teams.add(team);
      prizes.teamAwards().stream().filter(a -> a.unit().equals(row.unit())).findFirst()
          .ifPresent(a -> team.put("money", a.money()).put("trophy", a.trophy()));
    }
    ArrayNode titles = root.putArray("titles");
    prizes.titles().forEach(a -> titles.add(withdrawn(prizes, a.playerId(), tree(a)
        .put("name", player(t, a.playerId()).name()).put("title", a.name()))));
    ArrayNode grades = root.putArray("grades");
    prizes.grades().forEach(g -> grades.add(withdrawn(prizes, g.playerId(), tree(g)
        .put("name", player(t, g.playerId()).name()))));
    // A withdrawn player's lines carry his status (above); these are the prizes of a place nobody receives.
    ArrayNode withdrawn = root.putArray("withdrawn");
    prizes.withdrawn().forEach(w -> withdrawn.add(tree(w).put("name", player(t, w.playerId()).name())));
    ArrayNode withheld = root.putArray("withheld");
    prizes.withheld().forEach(a -> withheld.add(tree(a).put("name", player(t, a.playerId()).name())));
    prizes.withheldGrades().forEach(g -> withheld.add(tree(g).put("name", player(t, g.playerId()).name())));
    ArrayNode manual = root.putArray("manualAwards");
    prizes.manualAwards().forEach(m -> manual.add(tree(m).put("playerName", player(t, m.playerId()).name())));
    ArrayNode didNotPlay = root.putArray("didNotPlay");
    for (DivisionStandings s : book.standings().values()) {
      s.didNotPlay().forEach(d -> didNotPlay.addObject().put("division", s.division()).put("player", d.playerId())
          .put("name", d.player().name()));
    }
    ArrayNode warnings = root.putArray("warnings");
    prizes.warnings().forEach(w -> warnings.add(tree(w)));
    return root;
  }

  /** A withdrawn player's line marked with his status ({@code "withdrawn": "PENDING"} …). */
  private static ObjectNode withdrawn(PrizeList prizes, String player, ObjectNode line) {
    prizes.withdrawn(player).ifPresent(w -> line.put("withdrawn", w.status().name()));
    return line;
  }

  /** After a withdrawn player's name: "（退赛·待裁判长确认）"; nothing for the others. */
  static String mark(PrizeList prizes, Player p, Lang lang) {
    return prizes.withdrawn(p.id()).map(w -> lang.pick("（" + w.markZh() + "）", " (" + w.markEn() + ")"))
        .orElse("");
  }

  private static ObjectNode tree(Object value) {
    return Mappers.json().valueToTree(value);
  }

  private static Player player(Tournament t, String id) {
    return t.player(id).orElse(Player.of(id, id, null, null));
  }
}

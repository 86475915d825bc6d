package org.chuhe.app.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Unit;
import org.chuhe.regulations.Criterion;
import org.chuhe.roundrobin.RoundRobinWithdrawals;
import org.chuhe.standings.DidNotPlay;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;
import org.chuhe.standings.TieBreakValue;

/**
 * Standings as text, JSON and CSV. Public output: a player's name, unit and results, never the sensitive fields.
 * Players who did not take part (未参赛) come after the ranked players: under their own heading in text, as rows
 * with {@code "didNotPlay": true} and no rank in JSON, and as rows whose rank is 未参赛 (did not play) in CSV.
 */
public final class StandingsReport {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private StandingsReport() {}

  public static String text(Tournament t, DivisionStandings s, Lang lang) {
    List<String> header = new ArrayList<>(List.of(lang.pick("名次", "Rank"), lang.pick("序号", "No."),
        lang.pick("姓名", "Name"), lang.pick("单位", "Unit"), lang.pick("积分", "Points")));
    List<Boolean> right = new ArrayList<>(List.of(true, true, false, false, true));
    for (Criterion c : s.chain()) {
      header.add(lang.pick(c.chinese(), c.key()));
      right.add(true);
    }
    TextTable table = new TextTable(header, right);
    List<String> notes = new ArrayList<>();
    for (StandingsRow r : s.rows()) {
      table.add(cells(t, s, r, lang, notes));
    }
    // What the figures count (issue 23): "第 9 轮后名次", or during a round "名次（第 5 轮进行中，已录入 12 / 60 台）".
    String title = divisionName(t, s.division(), lang) + "  " + countedTitle(s, lang);
    StringBuilder text = new StringBuilder(title).append('\n');
    table.appendTo(text);
    notes.forEach(n -> text.append(n).append('\n'));
    withdrawals(t, s).forEach(w -> text.append(lang.pick("* " + w.zh(t.nameZh(w.player())),
        "* " + w.en(t.nameEn(w.player())))).append('\n'));
    return text.append(didNotPlay(t, s, lang)).toString();
  }

  /** A round robin's withdrawals and what they did to the results (Laws §20.3), one note per player. */
  static java.util.Collection<RoundRobinWithdrawals.Ruling> withdrawals(Tournament t, DivisionStandings s) {
    return RoundRobinWithdrawals.of(t.regulations(), t.roundsOf(s.division()),
        id -> t.player(id).map(org.chuhe.model.Player::number).orElse(null), t.withdrawals()).values();
  }

  /**
   * One row of the text table (and its note when a result was cancelled). A method of its own, not the body of the
   * loop over the rows: a loop that runs once per command is left to the interpreter for its first 60,000 turns,
   * a method called for each of 10,000 rows is compiled after its first few hundred (issue 27).
   */
  private static List<String> cells(Tournament t, DivisionStandings s, StandingsRow r, Lang lang,
      List<String> notes) {
    boolean cancelled = !r.cancelledRounds().isEmpty();
    if (cancelled) {
      String rounds = r.cancelledRounds().stream().map(String::valueOf).collect(Collectors.joining(
          lang.pick("、", ", ")));
      notes.add(lang.pick("* " + t.nameZh(r.playerId()) + " 第 " + rounds
              + " 轮成绩已取消（处分），该轮计 0 分；对手成绩不变",
          "* " + t.nameEn(r.playerId()) + ": result of round " + rounds
              + " cancelled by a penalty, scored 0; the opponent keeps his result"));
    }
    List<String> cells = new ArrayList<>(5 + s.chain().size());
    cells.add(r.sharedRank() ? "=" + r.rank() : Integer.toString(r.rank()));
    cells.add(r.player().number() == null ? "" : r.player().number().toString());
    cells.add(r.withdrawn() ? r.player().name() + lang.pick("（退赛）", " (withdrawn)") : r.player().name());
    cells.add(unitName(t, r.player()));
    cells.add(cancelled ? r.points() + "*" : Integer.toString(r.points()));
    for (Criterion c : s.chain()) {
      TieBreakValue v = r.tieBreaks().get(c);
      cells.add(v == null ? "-" : v.display());
    }
    return cells;
  }

  /** What the standings count, as their title says it: "第 9 轮后名次", "名次（第 5 轮进行中，已录入 12 / 60 台）". */
  static String countedTitle(DivisionStandings s, Lang lang) {
    return s.counted().complete() ? lang.pick(s.counted().zh() + "名次", "standings " + s.counted().en())
        : lang.pick("名次（" + s.counted().zh() + "）", "standings (" + s.counted().en() + ")");
  }

  /** The players who did not take part, apart from the table: number, name, unit and why. Empty when none. */
  static String didNotPlay(Tournament t, DivisionStandings s, Lang lang) {
    if (s.didNotPlay().isEmpty()) {
      return "";
    }
    TextTable table = new TextTable(List.of(lang.pick("序号", "No."), lang.pick("姓名", "Name"),
        lang.pick("单位", "Unit"), lang.pick("情况", "Why")), List.of(true, false, false, false));
    for (DidNotPlay d : s.didNotPlay()) {
      table.add(List.of(d.player().number() == null ? "" : d.player().number().toString(), d.player().name(),
          unitName(t, d.player()), lang.pick(d.zh(), d.en())));
    }
    return "\n" + lang.pick("未参赛（不排名次，不参加评奖）", "Did not play (not ranked, no prizes or titles)") + "\n"
        + table.render();
  }

  public static ArrayNode json(Tournament t, DivisionStandings s) {
    ArrayNode rows = NODES.arrayNode();
    for (StandingsRow r : s.rows()) {
      ObjectNode row = rows.addObject();
      row.put("division", s.division());
      // what the figures count: after round "round" when "roundComplete", else that round under way (issue 23)
      row.put("round", s.counted().round());
      row.put("roundComplete", s.counted().complete());
      row.put("rank", r.rank());
      row.put("sharedRank", r.sharedRank());
      row.put("player", r.playerId());
      row.put("name", r.player().name());
      if (r.player().number() != null) {
        row.put("number", r.player().number());
      }
      row.put("unit", unitName(t, r.player()));
      row.put("points", r.points());
      row.put("gamesPlayed", r.gamesPlayed());
      row.put("withdrawn", r.withdrawn());
      row.put("didNotPlay", false);
      withdrawalNote(row, t, s, r.playerId());
      if (!r.cancelledRounds().isEmpty()) {
        r.cancelledRounds().forEach(row.putArray("cancelledRounds")::add);
      }
      ObjectNode tieBreaks = row.putObject("tiebreaks");
      r.tieBreaks().forEach((c, v) -> tieBreaks.set(c.key(), jsonValue(c, v)));
    }
    for (DidNotPlay d : s.didNotPlay()) {
      ObjectNode row = rows.addObject();
      row.put("division", s.division());
      row.putNull("rank");
      row.put("player", d.playerId());
      row.put("name", d.player().name());
      if (d.player().number() != null) {
        row.put("number", d.player().number());
      }
      row.put("unit", unitName(t, d.player()));
      row.put("points", d.points());
      row.put("gamesPlayed", 0);
      row.put("withdrawn", d.withdrawn());
      row.put("didNotPlay", true);
      withdrawalNote(row, t, s, d.playerId());
      row.put("forfeits", d.forfeits());
      row.put("absences", d.absences());
    }
    return rows;
  }

  /** A round robin's ruling on the player's withdrawal (§20.3): "cancelled" or "kept", and the note. */
  private static void withdrawalNote(ObjectNode row, Tournament t, DivisionStandings s, String player) {
    for (RoundRobinWithdrawals.Ruling w : withdrawals(t, s)) {
      if (w.player().equals(player)) {
        ObjectNode note = row.putObject("roundRobinWithdrawal");
        note.put("afterRound", w.afterRound());
        note.put("gamesPlayed", w.gamesPlayed());
        note.put("gamesScheduled", w.gamesScheduled());
        note.put("results", w.treatment() == RoundRobinWithdrawals.Treatment.CANCELLED ? "cancelled" : "kept");
        note.put("zh", w.zh(t.nameZh(player)));
        note.put("en", w.en(t.nameEn(player)));
      }
    }
  }

  public static String csv(Tournament t, DivisionStandings s, boolean withHeader, Lang lang) {
    StringBuilder sb = new StringBuilder();
    if (withHeader) {
      // zh-CN headings by default, as Excel shows them to the organiser; the English ones are the JSON keys
      List<String> header = new ArrayList<>(List.of(lang.pick("组别", "division"), lang.pick("名次", "rank"),
          lang.pick("棋手代码", "player"), lang.pick("姓名", "name"), lang.pick("单位", "unit"),
          lang.pick("积分", "points")));
      s.chain().forEach(c -> header.add(lang.pick(c.chinese(), c.key())));
      sb.append(Csv.row(header));
    }
    for (StandingsRow r : s.rows()) {
      List<String> cells = new ArrayList<>(List.of(s.division(), (r.sharedRank() ? "=" : "") + r.rank(),
          r.playerId(), r.player().name(), unitName(t, r.player()), Integer.toString(r.points())));
      for (Criterion c : s.chain()) {
        TieBreakValue v = r.tieBreaks().get(c);
        cells.add(v == null ? "" : v.display());
      }
      sb.append(Csv.row(cells));
    }
    for (DidNotPlay d : s.didNotPlay()) {
      List<String> cells = new ArrayList<>(List.of(s.division(), lang.pick("未参赛", "did not play"), d.playerId(),
          d.player().name(), unitName(t, d.player()), Integer.toString(d.points())));
      s.chain().forEach(c -> cells.add(""));
      sb.append(Csv.row(cells));
    }
    return sb.toString();
  }

  /** A single number as a JSON number (halves as decimals), a sequence of round totals as an array. */
  static com.fasterxml.jackson.databind.JsonNode jsonValue(Criterion c, TieBreakValue v) {
    if (c == Criterion.REVERSE_ROUND_COMPARISON || c == Criterion.DROP_LAST_ROUNDS
        || c == Criterion.DROP_FIRST_ROUNDS) {
      ArrayNode a = NODES.arrayNode();
      v.key().forEach(a::add);
      return a;
    }
    return NODES.numberNode(new BigDecimal(v.display()));
  }

  public static String unitName(Tournament t, Player p) {
    return t.unitName(p);
  }

  public static String divisionName(Tournament t, String division, Lang lang) {
    return t.regulations().division(division).map(d -> lang.pick(d.name(), d.nameEn())).orElse(division);
  }
}

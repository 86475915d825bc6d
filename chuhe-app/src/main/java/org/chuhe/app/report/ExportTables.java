package org.chuhe.app.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.chuhe.awards.Award;
import org.chuhe.awards.DivisionTotal;
import org.chuhe.awards.GradeAward;
import org.chuhe.awards.PrizeList;
import org.chuhe.awards.ResultsBook;
import org.chuhe.awards.TeamAward;
import org.chuhe.awards.TitleAward;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.regulations.Criterion;
import org.chuhe.standings.DidNotPlay;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;
import org.chuhe.standings.TeamStandingsRow;
import org.chuhe.standings.TieBreakValue;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.RoundEntry;
import org.chuhe.tournament.Tournament;

/**
 * The tables of {@code export KIND} (issue 24), one per division, as a Chinese arbiter's lists have them: headings in
 * zh-CN (English with {@link Lang#en}), players named by number, name and unit, results the Chinese way (红胜, 和,
 * 黑胜, 黑方弃权 …). The same tables are written as CSV ({@link TableCsv}) and as a workbook ({@link TableXlsx}).
 * Public output apart from the payout sheet, and never an ID or phone number.
 */
public final class ExportTables {
  private ExportTables() {}

  /** Pairing lists: of round {@code round} of each division, or (null) of each division's last paired round. */
  public static List<Table> pairings(Tournament t, List<String> divisions, Integer round, Lang lang) {
    List<Table> tables = new ArrayList<>();
    for (String division : divisions) {
      List<Round> rounds = t.roundsOf(division);
      Optional<Round> chosen = round == null ? rounds.stream().reduce((a, b) -> b)
          : rounds.stream().filter(r -> r.number() == round).findFirst();
      chosen.ifPresent(r -> tables.add(pairing(t, r, lang)));
    }
    return tables;
  }

  private static Table pairing(Tournament t, Round round, Lang lang) {
    Map<String, PlayerHistory> histories = Histories.of(t, round.division());
    List<List<Object>> rows = new ArrayList<>();
    for (Game g : round.games()) {
      Player red = player(t, g.red());
      Player black = player(t, g.black());
      rows.add(List.of(g.board(), number(red), unit(t, red), pointsBefore(histories, red, round), red.name(),
          lang.pick(g.result().zh(), g.result().en()), black.name(), pointsBefore(histories, black, round),
          unit(t, black), number(black)));
    }
    for (String id : round.byes()) {
      Player p = player(t, id);
      rows.add(List.of("", number(p), unit(t, p), pointsBefore(histories, p, round), p.name(),
          lang.pick("轮空", "bye"), "", "", "", ""));
    }
    String division = StandingsReport.divisionName(t, round.division(), lang);
    return new Table(division, title(t, division, lang.pick("第 " + round.number() + " 轮对阵表",
        "pairings, round " + round.number())), List.of(lang.pick("台次", "Board"), lang.pick("编号", "No."),
        lang.pick("红方单位", "Red's unit"), lang.pick("积分", "Pts"), lang.pick("红方", "Red"),
        lang.pick("结果", "Result"), lang.pick("黑方", "Black"), lang.pick("积分", "Pts"),
        lang.pick("黑方单位", "Black's unit"), lang.pick("编号", "No.")), rows);
  }

  /** Standings with every tie-break column of the regulations, the players who did not play last. */
  public static List<Table> standings(Tournament t, List<DivisionStandings> standings, Lang lang) {
    List<Table> tables = new ArrayList<>();
    for (DivisionStandings s : standings) {
      List<String> headings = new ArrayList<>(List.of(lang.pick("名次", "Rank"), lang.pick("编号", "No."),
          lang.pick("姓名", "Name"), lang.pick("单位", "Unit"), lang.pick("积分", "Points")));
      s.chain().forEach(c -> headings.add(lang.pick(c.chinese(), c.key())));
      List<List<Object>> rows = new ArrayList<>();
      for (StandingsRow r : s.rows()) {
        List<Object> row = new ArrayList<>(List.of(rank(r), number(r.player()), r.player().name()
            + (r.withdrawn() ? lang.pick("（退赛）", " (withdrawn)") : ""), unit(t, r.player()), r.points()));
        for (Criterion c : s.chain()) {
          TieBreakValue v = r.tieBreaks().get(c);
          row.add(v == null ? "" : Table.numberOrText(v.display()));
        }
        rows.add(row);
      }
      for (DidNotPlay d : s.didNotPlay()) {
        List<Object> row = new ArrayList<>(List.of(lang.pick("未参赛", "did not play"), number(d.player()),
            d.player().name(), unit(t, d.player()), d.points()));
        s.chain().forEach(c -> row.add(""));
        rows.add(row);
      }
      String division = StandingsReport.divisionName(t, s.division(), lang);
      tables.add(new Table(division, title(t, division, StandingsReport.countedTitle(s, lang)), headings, rows));
    }
    return tables;
  }

  /**
   * The crosstable (交叉表) of {@code t} (its later rounds already left out when the standings are after a round): lines in the order of the standings, each round's cell naming the opponent by his line,
   * the colour and the outcome ("12红胜"; in English "12 R 1").
   */
  public static List<Table> crosstable(Tournament t, List<DivisionStandings> standings, Lang lang) {
    List<Table> tables = new ArrayList<>();
    for (DivisionStandings s : standings) {
      List<String> order = new ArrayList<>(s.rows().stream().map(StandingsRow::playerId).toList());
      s.didNotPlay().forEach(d -> order.add(d.playerId()));
      Map<String, Integer> line = new LinkedHashMap<>();
      order.forEach(id -> line.put(id, line.size() + 1));
      Map<String, PlayerHistory> histories = Histories.of(t, s.division());
      List<Integer> rounds = t.roundsOf(s.division()).stream().map(Round::number).toList();
      List<String> headings = new ArrayList<>(List.of(lang.pick("序", "Line"), lang.pick("名次", "Rank"),
          lang.pick("编号", "No."), lang.pick("姓名", "Name"), lang.pick("单位", "Unit")));
      rounds.forEach(n -> headings.add(lang.pick("第" + n + "轮", "Rd " + n)));
      headings.add(lang.pick("积分", "Points"));
      List<List<Object>> rows = new ArrayList<>();
      for (String id : order) {
        PlayerHistory h = histories.get(id);
        Player p = player(t, id);
        List<Object> row = new ArrayList<>(List.of(line.get(id), s.row(id).<Object>map(ExportTables::rank)
            .orElse("–"), number(p), p.name(), unit(t, p)));
        for (int n : rounds) {
          RoundEntry e = h == null || n > h.rounds() ? null : h.entry(n);
          row.add(e == null ? "" : e.opponent() == null ? outcome(e.outcome(), lang)
              : lang.pick(line.get(e.opponent()) + colour(e.colour(), lang) + outcome(e.outcome(), lang),
                  (line.get(e.opponent()) + " " + colour(e.colour(), lang) + " " + outcome(e.outcome(), lang))
                      .strip()));
        }
        row.add(h == null ? 0 : h.points());
        rows.add(row);
      }
      String division = StandingsReport.divisionName(t, s.division(), lang);
      tables.add(new Table(division, title(t, division, lang.pick("交叉表（" + s.counted().zh() + "）",
          "crosstable (" + s.counted().en() + ")")), headings, rows));
    }
    return tables;
  }

  /** The team standings (团体名次), with each team's counted players and its prize. */
  public static List<Table> teams(Tournament t, ResultsBook book, Lang lang) {
    List<List<Object>> rows = new ArrayList<>();
    DivisionStandings individual = book.standings().get(t.regulations().teamDivision());
    for (TeamStandingsRow r : book.teams()) {
      String counted = r.counted().stream().map(id -> player(t, id).name() + Optional.ofNullable(individual)
          .flatMap(s -> s.row(id)).map(s -> "(" + s.points() + ")").orElse(""))
          .collect(Collectors.joining(lang.pick("、", ", ")));
      Optional<TeamAward> award = book.prizes().teamAwards().stream().filter(a -> a.unit().equals(r.unit()))
          .findFirst();
      rows.add(List.of(r.rank(), r.unitName(), r.score(), counted, award.<Object>map(TeamAward::money).orElse(""),
          award.filter(TeamAward::trophy).map(a -> "✓").orElse("")));
    }
    String name = lang.pick("团体名次", "Team standings");
    return List.of(new Table(name, title(t, name, ""), List.of(lang.pick("名次", "Rank"), lang.pick("单位", "Unit"),
        lang.pick("团体成绩", "Score"), lang.pick("计分队员（积分）", "Counted players (points)"),
        lang.pick("奖金（元）", "Money (yuan)"), lang.pick("奖杯", "Trophy")), rows));
  }

  /**
   * The prize list of each division (every list it draws, lucky prizes included) with the division's total, and
   * when every division is asked for, a sheet of the totals (each division, the teams, the whole event).
   */
  public static List<Table> prizes(Tournament t, ResultsBook book, List<String> divisions, boolean withTotals,
      Lang lang) {
    PrizeList prizes = book.prizes();
    List<Table> tables = new ArrayList<>();
    for (String division : divisions) {
      List<List<Object>> rows = new ArrayList<>();
      int total = 0;
      for (Award a : prizes.awards()) {
        if (a.division().equals(division)) {
          Player p = player(t, a.playerId());
          rows.add(List.of(a.listName(), a.place(), a.rank(), number(p), p.name() + PrizesReport.mark(prizes, p,
              lang), unit(t, p), a.money(), a.trophy() ? "✓" : "", a.certificate() ? "✓" : ""));
          total += a.money();
        }
      }
      rows.add(List.of(lang.pick("合计", "Total"), "", "", "", "", "", total, "", ""));
      String name = StandingsReport.divisionName(t, division, lang);
      tables.add(new Table(name, title(t, name, lang.pick("奖励名单", "prize list")), List.of(
          lang.pick("奖项", "Prize list"), lang.pick("名次", "Place"), lang.pick("总名次", "Rank"),
          lang.pick("编号", "No."), lang.pick("姓名", "Name"), lang.pick("单位", "Unit"),
          lang.pick("奖金（元）", "Money (yuan)"), lang.pick("奖杯", "Trophy"), lang.pick("证书", "Certificate")),
          rows));
    }
    if (withTotals) {
      List<List<Object>> rows = new ArrayList<>();
      for (DivisionTotal d : prizes.divisionTotals()) {
        rows.add(List.of(StandingsReport.divisionName(t, d.division(), lang), d.total()));
      }
      if (prizes.teamTotal() > 0) {
        rows.add(List.of(lang.pick("团体", "Teams"), prizes.teamTotal()));
      }
      rows.add(List.of(lang.pick("总计", "Total"), prizes.grandTotal()));
      String name = lang.pick("奖金合计", "Prize money");
      tables.add(new Table(name, title(t, name, ""), List.of(lang.pick("项目", "Item"),
          lang.pick("奖金（元）", "Money (yuan)")), rows));
    }
    return tables;
  }

  /**
   * The payout sheet (领奖签收表) of each division: one line per player with every prize he collects, his total and
   * a blank cell to sign; the division's total last. For the treasurer, not for publishing.
   */
  public static List<Table> payout(Tournament t, ResultsBook book, List<String> divisions, Lang lang) {
    PrizeList prizes = book.prizes();
    List<Table> tables = new ArrayList<>();
    for (String division : divisions) {
      Map<String, List<Award>> byPlayer = new LinkedHashMap<>();
      prizes.awards().stream().filter(a -> a.division().equals(division))
          .forEach(a -> byPlayer.computeIfAbsent(a.playerId(), k -> new ArrayList<>()).add(a));
      List<List<Object>> rows = new ArrayList<>();
      int total = 0;
      for (var e : byPlayer.entrySet()) {
        Player p = player(t, e.getKey());
        int money = e.getValue().stream().mapToInt(Award::money).sum();
        String what = e.getValue().stream().map(a -> lang.pick(a.listName() + "第" + a.place() + "名",
            a.listName() + " place " + a.place())).collect(Collectors.joining(lang.pick("、", "; ")));
        rows.add(List.of(rows.size() + 1, number(p), p.name() + PrizesReport.mark(prizes, p, lang), unit(t, p),
            what, money, ""));
        total += money;
      }
      rows.add(List.of(lang.pick("合计", "Total"), "", "", "", "", total, ""));
      String name = StandingsReport.divisionName(t, division, lang);
      tables.add(new Table(name, title(t, name, lang.pick("领奖签收表", "payout sheet")), List.of(
          lang.pick("序号", "Line"), lang.pick("编号", "No."), lang.pick("姓名", "Name"), lang.pick("单位", "Unit"),
          lang.pick("奖项", "Prizes"), lang.pick("奖金合计（元）", "Total (yuan)"), lang.pick("签字", "Signature")),
          rows));
    }
    return tables;
  }

  /**
   * The titles and qualification places won (R18, {@link TitleAward}) and the grade titles (等级称号) the players may
   * apply for, by division.
   */
  public static List<Table> grades(Tournament t, ResultsBook book, List<String> divisions, Lang lang) {
    PrizeList prizes = book.prizes();
    List<Table> tables = new ArrayList<>();
    for (String division : divisions) {
      List<List<Object>> rows = new ArrayList<>();
      // Titles and qualification places (R18: 山西赛区棋王 …) first, as the prize list prints them, then grades.
      for (TitleAward a : prizes.titles()) {
        if (a.division().equals(division)) {
          Player p = player(t, a.playerId());
          rows.add(List.of(a.rank(), number(p), p.name() + PrizesReport.mark(prizes, p, lang), unit(t, p),
              a.name()));
        }
      }
      for (GradeAward g : prizes.grades()) {
        if (g.division().equals(division)) {
          Player p = player(t, g.playerId());
          rows.add(List.of(g.rank(), number(p), p.name() + PrizesReport.mark(prizes, p, lang), unit(t, p),
              g.grade()));
        }
      }
      String name = StandingsReport.divisionName(t, division, lang);
      tables.add(new Table(name, title(t, name, lang.pick("称号与等级称号", "titles and grade titles")), List.of(
          lang.pick("名次", "Rank"), lang.pick("编号", "No."), lang.pick("姓名", "Name"), lang.pick("单位", "Unit"),
          lang.pick("称号", "Title")), rows));
    }
    return tables;
  }

  private static String title(Tournament t, String what, String list) {
    return (t.name() + "  " + what + (list.isEmpty() ? "" : "  " + list)).strip();
  }

  /** A rank as lists print it: a number, or "=3" when shared. */
  private static Object rank(StandingsRow r) {
    return r.sharedRank() ? "=" + r.rank() : r.rank();
  }

  private static Object number(Player p) {
    return p.number() == null ? "" : p.number();
  }

  private static Object pointsBefore(Map<String, PlayerHistory> histories, Player p, Round round) {
    PlayerHistory h = histories.get(p.id());
    return h == null ? "" : h.pointsAfter(round.number() - 1);
  }

  private static String unit(Tournament t, Player p) {
    return StandingsReport.unitName(t, p);
  }

  private static Player player(Tournament t, String id) {
    return t.player(id).orElse(Player.of(id, id, null, null));
  }

  private static String colour(Colour c, Lang lang) {
    return c == null ? "" : c == Colour.RED ? lang.pick("红", "R") : lang.pick("黑", "B");
  }

  private static String outcome(Outcome o, Lang lang) {
    return switch (o) {
      case WIN -> lang.pick("胜", "1");
      case DRAW -> lang.pick("和", "½");
      case LOSS -> lang.pick("负", "0");
      case FORFEIT_WIN -> lang.pick("不战胜", "+");
      case FORFEIT_LOSS -> lang.pick("弃权", "−");
      case BYE -> lang.pick("轮空", "bye");
      case NOT_PLAYED -> "";
      case ABSENT -> lang.pick("缺席", "absent");
    };
  }
}

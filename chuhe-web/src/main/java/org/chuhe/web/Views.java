package org.chuhe.web;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.report.Pinyin;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.awards.ResultsBook;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.ScheduledRound;
import org.chuhe.regulations.TeamScoring;
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
 * Core values as the pages show them: rows of strings, built from the tournament and the use cases' values for one
 * request and rendered by the templates, which hold no logic beyond loops and conditions. The tournament handed in
 * is the public one ({@link Event#publicTournament}): it has no ID or phone numbers to leak.
 */
final class Views {
  private Views() {}

  /** A player as a list shows him: pairing number, name, unit, and his card's address (blank before the draw). */
  record PlayerCell(String number, String name, String unit, String url) {
    /** What the find box matches pinyin against: the name's and the unit's full pinyin and initials. */
    String pinyin() {
      return (Pinyin.searchKeys(name) + " " + Pinyin.searchKeys(unit)).strip();
    }
  }

  /** One board of a pairing list: points are each side's before the round. */
  /** {@code gameUrl}: the viewer of the board's game record, blank when none was entered (issue 25). */
  record BoardRow(int board, PlayerCell red, String redPoints, String result, String blackPoints, PlayerCell black,
      boolean finished, String gameUrl) {
    /** What the find box matches digits against: the board and both pairing numbers. */
    String numbers() {
      return board + " " + red.number() + " " + black.number();
    }

    /** What the find box matches pinyin against: both players' names and units ("zhangsan zs …"). */
    String pinyin() {
      return red.pinyin() + " " + black.pinyin();
    }

    /** What the find box matches words against: names and units. */
    String words() {
      return (red.name() + " " + red.unit() + " " + black.name() + " " + black.unit()).toLowerCase(Locale.ROOT);
    }
  }

  /** A player with the bye, and the points he had before the round. */
  record ByeRow(PlayerCell player, String points) {}

  /** The pairing list of one round of one division, and where its live copy is fetched. */
  record Pairings(String division, String divisionName, int round, int rounds, List<BoardRow> boards,
      List<ByeRow> byes, int finished, String boardsUrl, String liveKey) {}

  /** A column of the standings: a tie-break's key, its name in the page's language and its Chinese name. */
  record Column(String key, String name, String chinese, String legend) {}

  record StandingRow(String rank, PlayerCell player, String points, List<String> values, boolean withdrawn) {}

  record NotRanked(PlayerCell player, String points, String why) {}

  /** {@code underWay}: how far the results of the division's last round are, blank when it is complete. */
  /**
   * A division's standings as a page shows them: {@code counted} says what the figures count ("第 4 轮后", or live
   * "实时 · 第 5 轮进行中，已录入 12 / 60 台"); {@code otherUrl}/{@code otherLabel} lead to the other view while a
   * round is under way ({@link Shown}), blank otherwise.
   */
  record Standings(String division, String divisionName, String counted, boolean live, String otherUrl,
      String otherLabel, List<Column> columns, List<StandingRow> rows, List<NotRanked> notRanked, String tableUrl,
      String liveKey) {}

  /**
   * One round of a player's card: the opponent (null for a bye or an absence), the colour played, the result, and
   * the points and rank after the round.
   */
  record CardRound(int round, String roundUrl, PlayerCell opponent, String colour, String result, String points,
      String rank, String gameUrl) {}

  record Card(String division, String divisionName, PlayerCell player, String points, String rank,
      List<CardRound> rounds, String roundsUrl, String liveKey) {}

  /** A player's rank in the division's standings after a round, as {@link #rank} prints it, for the card. */
  interface RanksAfter {
    String rank(int round, String playerId);
  }

  /** A rank as the lists print it: "=3" when shared; a dash for a player not ranked (未参赛). */
  static String rank(DivisionStandings s, String playerId) {
    return s.rows().stream().filter(r -> r.playerId().equals(playerId)).findFirst()
        .map(r -> (r.sharedRank() ? "=" : "") + r.rank()).orElse("–");
  }

  /** {@code h}: the player's history ({@link Histories#of}); {@code ranks}: his rank after each round. */
  static Card card(Tournament t, Texts x, Player p, PlayerHistory h, RanksAfter ranks) {
    return card(t, x, p, h, ranks, Map.of());
  }

  /** As above, each round's game linked to its viewer when {@code recorded} (boards by round) has its board. */
  static Card card(Tournament t, Texts x, Player p, PlayerHistory h, RanksAfter ranks,
      Map<Integer, java.util.Set<Integer>> recorded) {
    String division = p.division();
    List<CardRound> rounds = new ArrayList<>();
    for (RoundEntry e : h.entries()) {
      rounds.add(new CardRound(e.round(), Paths.round(division, e.round()),
          e.opponent() == null ? null : cell(t, e.opponent()), colour(x, e.colour()), outcome(x, e.outcome()),
          Integer.toString(h.pointsAfter(e.round())), ranks.rank(e.round(), p.id()),
          gameUrl(t, division, e.round(), p.id(), recorded.getOrDefault(e.round(), java.util.Set.of()))));
    }
    String url = Paths.player(division, p.number());
    return new Card(division, divisionName(t, x, division), cell(t, p.id()), Integer.toString(h.points()),
        rounds.isEmpty() ? "–" : rounds.get(rounds.size() - 1).rank(), rounds, url + "/rounds", division);
  }

  /** The viewer of the player's game of a round, when its board has a record; else blank. */
  private static String gameUrl(Tournament t, String division, int round, String player,
      java.util.Set<Integer> recorded) {
    if (recorded.isEmpty()) {
      return "";
    }
    return t.roundsOf(division).stream().filter(r -> r.number() == round).flatMap(r -> r.games().stream())
        .filter(g -> (player.equals(g.red()) || player.equals(g.black())) && recorded.contains(g.board()))
        .findFirst().map(g -> Paths.game(division, round, g.board())).orElse("");
  }

  /** A colour as the card and the crosstable print it (红/黑, R/B); blank for a bye or absence. */
  private static String colour(Texts x, Colour c) {
    return c == null ? "" : x.get("colour." + c.name());
  }

  /** What a round was for one player ({@code outcome.*}): 胜/和/负 …; blank for a game still on. */
  private static String outcome(Texts x, Outcome o) {
    return x.get("outcome." + o.name());
  }

  /**
   * One line of the crosstable: its line number (the rank order; what the other lines' cells refer to), the rank,
   * the player, one cell per round and the points.
   */
  record CrossRow(int line, String rank, PlayerCell player, List<String> cells, String points,
      List<String> tieBreaks) {}

  /**
   * {@code headers}: one per cell column (the rounds, or a round robin's opponents by number); {@code tieBreaks}: the
   * chain's column headings after the points (a round robin's; none for a Swiss, whose standings show them);
   * {@code legend}: what a cell says.
   */
  record Crosstable(String division, String divisionName, String counted, String otherUrl, String otherLabel,
      List<String> headers, List<CrossRow> rows, List<String> tieBreaks, String legend, String tableUrl,
      String liveKey) {}

  /**
   * The crosstable (交叉表) of a division: lines in the order of its standings, the players who did not play last;
   * each round's cell names the opponent by his line number, the colour and the result ("12红胜", "12 R 1").
   */
  static Crosstable crosstable(Texts x, DivisionStandings s, Shown shown) {
    Tournament t = shown.tournament();
    if (t.regulations().format().roundRobin()) {
      return roundRobinCrosstable(x, s, shown);
    }
    List<String> order = new ArrayList<>(s.rows().stream().map(StandingsRow::playerId).toList());
    s.didNotPlay().forEach(d -> order.add(d.playerId()));
    Map<String, Integer> line = new HashMap<>();
    for (int i = 0; i < order.size(); i++) {
      line.put(order.get(i), i + 1);
    }
    Map<String, PlayerHistory> histories = Histories.of(t, s.division());
    List<CrossRow> rows = new ArrayList<>();
    for (String id : order) {
      PlayerHistory h = histories.get(id);
      List<String> cells = new ArrayList<>();
      for (RoundEntry e : h.entries()) {
        cells.add(e.opponent() == null ? outcome(x, e.outcome())
            : x.get("cross.cell", line.get(e.opponent()), colour(x, e.colour()), outcome(x, e.outcome())).trim());
      }
      rows.add(new CrossRow(line.get(id), rank(s, id), cell(t, id), cells, Integer.toString(h.points()),
          List.of()));
    }
    List<String> rounds = t.roundsOf(s.division()).stream().map(r -> x.get("cross.round", r.number())).toList();
    String page = Paths.crosstable(s.division());
    return new Crosstable(s.division(), divisionName(t, x, s.division()), shown.counted(x), shown.otherUrl(page),
        shown.otherLabel(x), rounds, rows, List.of(), x.get("cross.legend"), shown.part(page + "/table"),
        s.division());
  }

  /**
   * A round robin's crosstable (循环赛交叉表): rows the players by rank (the players who did not play last), columns
   * the opponents by pairing number, each cell the colour and result of their game(s) in round order ("红胜", "黑和";
   * a double round robin two), the player's own cell ×; then the points and the chain's tie-breaks.
   */
  static Crosstable roundRobinCrosstable(Texts x, DivisionStandings s, Shown shown) {
    Tournament t = shown.tournament();
    List<String> order = new ArrayList<>(s.rows().stream().map(StandingsRow::playerId).toList());
    s.didNotPlay().forEach(d -> order.add(d.playerId()));
    List<Player> columns = t.playersIn(s.division()).stream().filter(p -> p.number() != null)
        .sorted(java.util.Comparator.comparing(Player::number)).toList();
    Map<String, PlayerHistory> histories = Histories.of(t, s.division());
    List<CrossRow> rows = new ArrayList<>();
    for (String id : order) {
      PlayerHistory h = histories.get(id);
      List<String> cells = new ArrayList<>();
      for (Player q : columns) {
        if (q.id().equals(id)) {
          cells.add("×");
          continue;
        }
        List<String> games = new ArrayList<>();
        for (RoundEntry e : h.entries()) {
          if (q.id().equals(e.opponent()) && e.outcome() != Outcome.NOT_PLAYED) {
            games.add(x.get("cross.rr.cell", colour(x, e.colour()), outcome(x, e.outcome())).trim());
          }
        }
        cells.add(String.join(" ", games));
      }
      Optional<StandingsRow> row = s.row(id);
      List<String> tieBreaks = new ArrayList<>();
      for (Criterion c : s.chain()) {
        TieBreakValue v = row.map(r -> r.tieBreaks().get(c)).orElse(null);
        tieBreaks.add(v == null ? "–" : v.display());
      }
      Integer number = h.player().number();
      rows.add(new CrossRow(number == null ? 0 : number, rank(s, id), cell(t, id), cells,
          Integer.toString(h.points()), tieBreaks));
    }
    List<String> headers = columns.stream().map(p -> Integer.toString(p.number())).toList();
    List<String> tieBreakHeaders = s.chain().stream()
        .map(c -> x.english() ? x.get("criterion." + c.key()) : c.chinese()).toList();
    String page = Paths.crosstable(s.division());
    return new Crosstable(s.division(), divisionName(t, x, s.division()), shown.counted(x), shown.otherUrl(page),
        shown.otherLabel(x), headers, rows, tieBreakHeaders, x.get("cross.rr.legend"), shown.part(page + "/table"),
        s.division());
  }

  /** A player whose result counts for his team, and his points. */
  record Counted(PlayerCell player, String points) {}

  record TeamRow(int rank, String unit, int score, List<Counted> counted) {}

  /** The team standings (团体名次) of the division the regulations score teams in, and how they are scored. */
  record Teams(String divisionName, String counted, String otherUrl, String otherLabel, String method,
      List<TeamRow> rows, String tableUrl, String liveKey) {}

  static Teams teams(Texts x, ResultsBook book, Shown shown) {
    Tournament t = shown.tournament();
    TeamScoring scoring = t.regulations().teamScoring();
    String division = t.regulations().teamDivision();
    DivisionStandings individual = book.standings().get(division);
    List<TeamRow> rows = new ArrayList<>();
    for (TeamStandingsRow r : book.teams()) {
      List<Counted> counted = new ArrayList<>();
      for (String id : r.counted()) {
        String points = individual.rows().stream().filter(s -> s.playerId().equals(id)).findFirst()
            .map(s -> Integer.toString(s.points())).orElse("");
        counted.add(new Counted(cell(t, id), points));
      }
      rows.add(new TeamRow(r.rank(), r.unitName(), r.score(), counted));
    }
    return new Teams(divisionName(t, x, division), shown.counted(x), shown.otherUrl(Paths.TEAMS),
        shown.otherLabel(x), x.get("teams.method." + scoring.method().name(), divisionName(t, x, division),
        scoring.bestN()), rows, shown.part(Paths.TEAMS + "/table"), division);
  }

  /** A round on the event's home: its number, when it starts (blank when the schedule does not say), its state. */
  record RoundLink(int number, String url, String start, boolean paired, boolean complete, boolean current) {}

  /**
   * {@code crosstableUrl}: a round robin's crosstable (交叉表), its main table; {@code bracketUrl}: the knock-out
   * bracket's address (a Swiss then knock-out); {@code teamTableUrl}: a team event's team table (团体排名); each
   * blank otherwise.
   */
  record DivisionCard(String id, String name, int players, int paired, int roundCount, List<RoundLink> rounds,
      String standingsUrl, String crosstableUrl, String bracketUrl, String teamTableUrl) {}

  /**
   * The rounds a division plays as far as they are known ({@code NextRound.rounds}: a round robin's from its Berger
   * table, a knock-out's as its matches need); the regulations' before a round robin's numbers are drawn.
   */
  static int roundsOf(Tournament t, String division) {
    try {
      return org.chuhe.pairing.NextRound.rounds(t, division);
    } catch (org.chuhe.problem.ProblemException notDrawnYet) {
      return t.regulations().roundsOf(division);
    }
  }

  /** {@code teamsUrl}: the team standings' address, blank when the event has no team scoring. */
  record Home(String eventName, List<DivisionCard> divisions, String teamsUrl) {}

  /** The key live updates of a round carry ({@link Live}): the division and the round. */
  static String liveKey(String division, int round) {
    return division + "/" + round;
  }

  static String divisionName(Tournament t, Texts x, String division) {
    return t.regulations().division(division).map(d -> x.pick(d.name(), d.nameEn())).orElse(division);
  }

  static PlayerCell cell(Tournament t, String playerId) {
    Optional<Player> p = t.player(playerId);
    return new PlayerCell(p.map(Player::number).map(String::valueOf).orElse(""), p.map(Player::name).orElse(playerId),
        p.map(player -> StandingsReport.unitName(t, player)).orElse(""),
        p.filter(player -> player.number() != null).map(player -> Paths.player(player.division(), player.number()))
            .orElse(""));
  }

  /**
   * A result as the lists print it: in Chinese as arbiters write it ({@link Result#zh}: 红胜, 和, 黑胜, 黑方弃权 …), in
   * English as 1-0, ½-½ ({@link Result#en}); blank for a game still on.
   */
  static String result(Texts x, Result r) {
    return r.isFinished() ? x.pick(r.zh(), r.en()) : "";
  }

  static Pairings pairings(Tournament t, Texts x, Round round) {
    return pairings(t, x, round, java.util.Set.of());
  }

  /** As above, the boards of {@code recorded} linked to the viewer of their game records. */
  static Pairings pairings(Tournament t, Texts x, Round round, java.util.Set<Integer> recorded) {
    String division = round.division();
    Map<String, PlayerHistory> before = Histories.of(t, division, round.number() - 1);
    List<BoardRow> boards = new ArrayList<>();
    int finished = 0;
    for (Game g : round.games()) {
      boards.add(new BoardRow(g.board(), cell(t, g.red()), points(before, g.red()), result(x, g.result()),
          points(before, g.black()), cell(t, g.black()), g.result().isFinished(),
          recorded.contains(g.board()) ? Paths.game(division, round.number(), g.board()) : ""));
      finished += g.result().isFinished() ? 1 : 0;
    }
    List<ByeRow> byes = round.byes().stream().map(id -> new ByeRow(cell(t, id), points(before, id))).toList();
    String path = Paths.round(division, round.number());
    return new Pairings(division, divisionName(t, x, division), round.number(),
        roundsOf(t, division), boards, byes, finished, path + "/boards",
        liveKey(division, round.number()));
  }

  private static String points(Map<String, PlayerHistory> histories, String id) {
    PlayerHistory h = histories.get(id);
    return h == null ? "" : Integer.toString(h.points());
  }

  static Standings standings(Texts x, DivisionStandings s, Shown shown) {
    Tournament t = shown.tournament();
    List<Column> columns = new ArrayList<>();
    for (Criterion c : s.chain()) {
      columns.add(new Column(c.key(), x.english() ? x.get("criterion." + c.key()) : c.chinese(), c.chinese(),
          x.get("legend." + c.key())));
    }
    List<StandingRow> rows = new ArrayList<>();
    for (StandingsRow r : s.rows()) {
      List<String> values = new ArrayList<>();
      for (Criterion c : s.chain()) {
        TieBreakValue v = r.tieBreaks().get(c);
        values.add(v == null ? "–" : v.display());
      }
      rows.add(new StandingRow((r.sharedRank() ? "=" : "") + r.rank(), cell(t, r.playerId()),
          Integer.toString(r.points()), values, r.withdrawn()));
    }
    List<NotRanked> notRanked = new ArrayList<>();
    for (DidNotPlay d : s.didNotPlay()) {
      notRanked.add(new NotRanked(cell(t, d.playerId()), Integer.toString(d.points()), x.pick(d.zh(), d.en())));
    }
    String page = Paths.standings(s.division());
    return new Standings(s.division(), divisionName(t, x, s.division()), shown.counted(x), shown.live(),
        shown.otherUrl(page), shown.otherLabel(x), columns, rows, notRanked, shown.part(page + "/table"),
        s.division());
  }

  static Home home(Tournament t, Texts x) {
    List<DivisionCard> cards = new ArrayList<>();
    for (DivisionRules d : t.regulations().divisions()) {
      List<Round> paired = t.roundsOf(d.id());
      int total = Math.max(roundsOf(t, d.id()), paired.size());
      int current = paired.isEmpty() ? 0 : paired.get(paired.size() - 1).number();
      List<RoundLink> links = new ArrayList<>();
      for (int n = 1; n <= total; n++) {
        int number = n;
        Optional<Round> r = paired.stream().filter(p -> p.number() == number).findFirst();
        links.add(new RoundLink(n, Paths.round(d.id(), n), start(t, x, n), r.isPresent(),
            r.map(Round::isComplete).orElse(false), n == current));
      }
      cards.add(new DivisionCard(d.id(), x.pick(d.name(), d.nameEn()), t.playersIn(d.id()).size(), paired.size(),
          total, links, Paths.standings(d.id()),
          t.regulations().format().roundRobin() ? Paths.crosstable(d.id()) : "",
          t.regulations().format() == org.chuhe.regulations.Format.SWISS_KNOCKOUT ? Paths.bracket(d.id()) : "",
          t.regulations().format().teams() ? Paths.teamTable(d.id()) : ""));
    }
    boolean teams = t.regulations().teamScoring().method() != TeamScoring.Method.NONE;
    return new Home(t.name(), cards, teams ? Paths.TEAMS : "");
  }

  /** When round {@code n} starts by the schedule (R22), in the page's language; blank when it does not say. */
  private static String start(Tournament t, Texts x, int n) {
    for (ScheduledRound s : t.regulations().schedule()) {
      if (s.round() == n) {
        return format(x, s.start());
      }
    }
    return "";
  }

  static String format(Texts x, LocalDateTime at) {
    return at.format(DateTimeFormatter.ofPattern(x.get("format.start"), x.english() ? Locale.ENGLISH : Locale.CHINA));
  }
}

package org.chuhe.app.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.pairing.NextRound;
import org.chuhe.regulations.PrizeBand;
import org.chuhe.regulations.TeamCriterion;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.teams.BoardPrizes;
import org.chuhe.teams.MatchScore;
import org.chuhe.teams.TeamField;
import org.chuhe.teams.TeamLineUps;
import org.chuhe.teams.TeamRanking;
import org.chuhe.tournament.Tournament;

/**
 * A team event's lists (团体赛, issue 28): the team standings (团体名次) by the regulations' chain ({@code
 * teamMatch.chain}: 场分, 局分, 直胜, 台次成绩, 抽签 by default; {@link TeamRanking}), the team prizes of the division's
 * prize table by team rank, and the board prizes (台次奖, {@link BoardPrizes}). Teams by their number and name,
 * players as arbiters name them; public: never an ID or phone number.
 */
public final class TeamReport {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private TeamReport() {}

  /** The divisions of a team event (a team format) that have teams, in the regulations' order; none otherwise. */
  public static List<String> divisions(Tournament t) {
    if (!t.regulations().format().teams()) {
      return List.of();
    }
    return t.regulations().divisions().stream().map(d -> d.id()).filter(d -> TeamField.of(t, d).size() > 0).toList();
  }

  /**
   * The team standings as a table: rank (= when shared), team number, team, 场分, 局分, matches played, byes, the
   * game points of each board, and why the team is behind the one above.
   */
  public static Table standings(Tournament t, String division, Lang lang) {
    TeamField field = TeamField.of(t, division);
    int boards = t.regulations().teamMatch().boards();
    List<String> headings = new ArrayList<>(List.of(lang.pick("名次", "Rank"), lang.pick("队号", "No."),
        lang.pick("队名", "Team"), lang.pick("场分", "Match pts"), lang.pick("局分", "Game pts"),
        lang.pick("场数", "Matches"), lang.pick("轮空", "Byes")));
    for (int k = 1; k <= boards; k++) {
      headings.add(lang.pick("第" + k + "台", "Board " + k));
    }
    headings.add(lang.pick("说明", "How"));
    List<TeamRanking.TeamRank> ranks = TeamRanking.of(t, division);
    List<List<Object>> rows = new ArrayList<>();
    for (TeamRanking.TeamRank r : ranks) {
      List<Object> row = new ArrayList<>();
      row.add((shared(ranks, r.rank()) ? "=" : "") + r.rank());
      row.add(field.number(r.team()));
      row.add(teamName(field, r.team()));
      row.add(r.matchPoints());
      row.add(r.gamePoints());
      row.add(r.matches());
      row.add(r.byes());
      for (int k = 0; k < boards; k++) {
        row.add(k < r.boardPoints().size() ? r.boardPoints().get(k) : 0);
      }
      row.add(lang.pick(r.explanationZh(), r.explanationEn()));
      rows.add(row);
    }
    return new Table(StandingsReport.divisionName(t, division, lang), t.name() + " " + StandingsReport.divisionName(
        t, division, lang) + " " + lang.pick("团体名次", "team standings"), headings, rows);
  }

  /** The team standings as text: the division, the chain they are ranked by, the table. */
  public static String standingsText(Tournament t, String division, Lang lang) {
    List<TeamCriterion> chain = t.regulations().teamMatch().chain();
    String by = String.join(lang.pick("、", ", "), chain.stream().map(c -> lang.pick(c.chinese(), c.english()))
        .toList());
    return StandingsReport.divisionName(t, division, lang) + "  " + lang.pick("团体名次（依次比较：" + by + "）",
        "team standings (ranked by " + by + ")") + "\n" + text(standings(t, division, lang));
  }

  /** The team standings as JSON rows: the figures of {@link #standings}, the explanation in both languages. */
  public static ArrayNode standingsJson(Tournament t, String division) {
    TeamField field = TeamField.of(t, division);
    List<TeamRanking.TeamRank> ranks = TeamRanking.of(t, division);
    ArrayNode rows = NODES.arrayNode();
    for (TeamRanking.TeamRank r : ranks) {
      ObjectNode row = rows.addObject();
      row.put("division", division);
      row.put("rank", r.rank());
      row.put("sharedRank", shared(ranks, r.rank()));
      row.put("number", field.number(r.team()));
      row.put("team", r.team());
      row.put("name", teamName(field, r.team()));
      row.put("matchPoints", r.matchPoints());
      row.put("gamePoints", r.gamePoints());
      row.put("matches", r.matches());
      row.put("byes", r.byes());
      ArrayNode boards = row.putArray("boardPoints");
      r.boardPoints().forEach(boards::add);
      row.put("decidedBy", r.decidedBy() == null ? null : r.decidedBy().key());
      row.put("explanationZh", r.explanationZh());
      row.put("explanationEn", r.explanationEn());
    }
    return rows;
  }

  /**
   * The team prizes (the division's prize table applied to the team ranks: a team's rank wins its band) and the
   * board prizes, each board's list with the players ranked on it first; those with too few games on a board follow
   * unranked (no rank).
   */
  public static List<Table> prizes(Tournament t, String division, Lang lang) {
    List<Table> tables = new ArrayList<>();
    String divisionName = StandingsReport.divisionName(t, division, lang);
    TeamField field = TeamField.of(t, division);
    List<List<Object>> teamRows = new ArrayList<>();
    for (TeamPrize p : teamPrizes(t, division)) {
      PrizeBand b = p.band();
      teamRows.add(List.<Object>of((p.shared() ? "=" : "") + p.rank().rank(), field.number(p.rank().team()),
          teamName(field, p.rank().team()), b.money() == null || b.money() == 0 ? "" : b.money(),
          yes(b.trophy(), lang), yes(b.certificate(), lang)));
    }
    if (!teamRows.isEmpty()) {
      tables.add(new Table(divisionName, t.name() + " " + divisionName + " " + lang.pick("团体奖", "team prizes"),
          List.of(lang.pick("名次", "Rank"), lang.pick("队号", "No."), lang.pick("队名", "Team"),
              lang.pick("奖金", "Money"), lang.pick("奖杯", "Trophy"), lang.pick("证书", "Certificate")), teamRows));
    }
    TeamMatchRules rules = t.regulations().teamMatch();
    int rounds = NextRound.rounds(t, division);
    for (Map.Entry<Integer, List<BoardPrizes.BoardLine>> board : BoardPrizes.of(t, division, rounds).entrySet()) {
      List<BoardPrizes.BoardLine> lines = board.getValue();
      List<List<Object>> rows = new ArrayList<>();
      for (BoardPrizes.BoardLine l : lines) {
        boolean shared = l.rank() > 0 && lines.stream().filter(x -> x.rank() == l.rank()).count() > 1;
        // the player as arbiters name him: number, name and (his unit) his team
        rows.add(List.<Object>of(l.rank() == 0 ? "" : (shared ? "=" : "") + l.rank(), lang.pick(t.nameZh(l.player()),
            t.nameEn(l.player())), l.games(), l.points(), percent(l)));
      }
      tables.add(new Table(divisionName + " " + board.getKey(), t.name() + " " + divisionName + " "
          + lang.pick("第 " + board.getKey() + " 台台次奖（至少 " + rules.boardPrizeMinGames(rounds) + " 局）",
          "board " + board.getKey() + " prize (at least " + rules.boardPrizeMinGames(rounds) + " games)"),
          List.of(lang.pick("名次", "Rank"), lang.pick("棋手", "Player"), lang.pick("局数", "Games"),
              lang.pick("得分", "Points"), lang.pick("得分率", "Score")), rows));
    }
    return tables;
  }

  /** The prizes as text: each table under its title. */
  public static String prizesText(Tournament t, String division, Lang lang) {
    StringBuilder out = new StringBuilder();
    for (Table table : prizes(t, division, lang)) {
      out.append(table.title()).append('\n').append(text(table)).append('\n');
    }
    return out.toString();
  }

  /** The prizes as JSON: the team prizes by rank, then each board's list. */
  public static ObjectNode prizesJson(Tournament t, String division) {
    ObjectNode root = NODES.objectNode();
    root.put("division", division);
    TeamField field = TeamField.of(t, division);
    ArrayNode teams = root.putArray("teamPrizes");
    for (TeamPrize p : teamPrizes(t, division)) {
      ObjectNode o = teams.addObject();
      o.put("rank", p.rank().rank());
      o.put("team", p.rank().team());
      o.put("name", teamName(field, p.rank().team()));
      o.put("money", p.band().money());
      o.put("trophy", Boolean.TRUE.equals(p.band().trophy()));
      o.put("certificate", Boolean.TRUE.equals(p.band().certificate()));
    }
    ArrayNode boards = root.putArray("boardPrizes");
    BoardPrizes.of(t, division, NextRound.rounds(t, division)).forEach((k, lines) -> {
      ObjectNode board = boards.addObject();
      board.put("board", k);
      ArrayNode list = board.putArray("players");
      for (BoardPrizes.BoardLine l : lines) {
        ObjectNode o = list.addObject();
        o.put("rank", l.rank());
        o.put("player", l.player());
        o.put("name", t.player(l.player()).map(p -> p.name()).orElse(l.player()));
        o.put("team", l.team());
        o.put("games", l.games());
        o.put("points", l.points());
        o.put("maxPoints", l.maxPoints());
      }
    });
    return root;
  }

  /** A team's prize: its line of the standings, whether its rank is shared, and the band of its rank. */
  private record TeamPrize(TeamRanking.TeamRank rank, boolean shared, PrizeBand band) {}

  /** The teams whose rank the division's prize table gives a band, best first. */
  private static List<TeamPrize> teamPrizes(Tournament t, String division) {
    List<TeamRanking.TeamRank> ranks = TeamRanking.of(t, division);
    var prizes = t.regulations().division(division).map(d -> d.prizes()).orElseThrow();
    List<TeamPrize> out = new ArrayList<>();
    for (TeamRanking.TeamRank r : ranks) {
      prizes.forRank(r.rank()).ifPresent(b -> out.add(new TeamPrize(r, shared(ranks, r.rank()), b)));
    }
    return out;
  }

  /**
   * A team round's match list (团体对阵表) as a table: a line a match (第 1 场, both teams by number and name, the score
   * in games as arbiters write it, 2½:1½, and 场分 once every board is in), then a line a board (1台 …: each team's
   * player with his number and colour, the first team's on the left, the result 红胜/和/黑胜; a board a short team left
   * empty shows 空台 and 不战胜, one both teams left empty 空台 on both sides and 双方判负), then the teams with a bye.
   */
  public static Table matches(Tournament t, Round round, Lang lang) {
    TeamField field = TeamField.of(t, round.division());
    int boards = t.regulations().teamMatch().boards();
    List<List<Object>> rows = new ArrayList<>();
    for (TeamPairing m : round.matches()) {
      MatchScore score = MatchScore.of(t, round, m);
      List<Game> games = MatchScore.boards(round, m, boards);
      boolean anyResult = games.stream().anyMatch(g -> g != null && g.result().isFinished());
      String written = !anyResult && !score.finished() ? "" : MatchScore.written(t.regulations(),
          score.firstGamePoints()) + ":" + MatchScore.written(t.regulations(), score.secondGamePoints())
          + (score.finished() ? lang.pick("（场分 ", " (match points ") + score.firstMatchPoints() + ":"
          + score.secondMatchPoints() + lang.pick("）", ")") : "");
      rows.add(List.of(lang.pick("第" + m.table() + "场", "Match " + m.table()), "", teamLine(field, m.first(), lang),
          "", "", written, "", "", teamLine(field, m.second(), lang)));
      List<String> first = TeamLineUps.fielded(round, m, field.team(m.first()).orElseThrow(), boards);
      List<String> second = TeamLineUps.fielded(round, m, field.team(m.second()).orElseThrow(), boards);
      for (int k = 1; k <= boards; k++) {
        Game g = games.get(k - 1);
        boolean firstRed = MatchScore.firstColour(k) == Colour.RED;
        boolean bothEmpty = g == null && first.get(k - 1) == null && second.get(k - 1) == null;
        String result = bothEmpty ? lang.pick("双方判负", "lost by both") : g == null ? lang.pick("不战胜", "walkover")
            : lang.pick(g.result().zh(), g.result().en());
        rows.add(List.of("", lang.pick(k + "台", "Board " + k), "", playerNumber(t, first.get(k - 1)),
            playerCell(t, first.get(k - 1), firstRed, lang), result, playerCell(t, second.get(k - 1), !firstRed,
                lang), playerNumber(t, second.get(k - 1)), ""));
      }
    }
    for (String team : round.teamByes()) {
      rows.add(List.of(lang.pick("轮空", "Bye"), "", teamLine(field, team, lang), "", "", "", "", "", ""));
    }
    String division = StandingsReport.divisionName(t, round.division(), lang);
    return new Table(division, t.name() + " " + division + " " + lang.pick("第 " + round.number() + " 轮团体对阵表",
        "team pairings, round " + round.number()), List.of(lang.pick("场次", "Match"), lang.pick("台次", "Board"),
        lang.pick("先走队", "First team"), lang.pick("编号", "No."), lang.pick("队员", "Player"),
        lang.pick("结果", "Result"), lang.pick("队员", "Player"), lang.pick("编号", "No."),
        lang.pick("后走队", "Second team")), rows);
  }

  /**
   * The team crosstable (团体交叉表): the teams in the order of the standings, each round's cell the opponent's line,
   * the match's outcome for this team (胜/和/负 by match points) and the score in games from its side ("3胜 2½:1½";
   * in English "3 W 2½-1½"; 轮空 for a bye); then 场分 and 局分.
   */
  public static Table crosstable(Tournament t, String division, Lang lang) {
    TeamField field = TeamField.of(t, division);
    List<TeamRanking.TeamRank> ranks = TeamRanking.of(t, division);
    Map<String, Integer> line = new java.util.LinkedHashMap<>();
    ranks.forEach(r -> line.put(r.team(), line.size() + 1));
    List<Round> rounds = t.roundsOf(division);
    List<String> headings = new ArrayList<>(List.of(lang.pick("序", "Line"), lang.pick("名次", "Rank"),
        lang.pick("队号", "No."), lang.pick("队名", "Team")));
    rounds.forEach(r -> headings.add(lang.pick("第" + r.number() + "轮", "Rd " + r.number())));
    headings.add(lang.pick("场分", "Match pts"));
    headings.add(lang.pick("局分", "Game pts"));
    List<List<Object>> rows = new ArrayList<>();
    for (TeamRanking.TeamRank r : ranks) {
      List<Object> row = new ArrayList<>(List.of(line.get(r.team()), (shared(ranks, r.rank()) ? "=" : "") + r.rank(),
          field.number(r.team()), teamName(field, r.team())));
      for (Round round : rounds) {
        row.add(crossCell(t, round, r.team(), line, lang));
      }
      row.add(r.matchPoints());
      row.add(r.gamePoints());
      rows.add(row);
    }
    String name = StandingsReport.divisionName(t, division, lang);
    return new Table(name, t.name() + " " + name + " " + lang.pick("团体交叉表", "team crosstable"), headings, rows);
  }

  /** One team's cell of a round in the crosstable: "3胜 2½:1½", "3" while the match is on, 轮空, or blank. */
  private static String crossCell(Tournament t, Round round, String team, Map<String, Integer> line, Lang lang) {
    if (round.teamByes().contains(team)) {
      return lang.pick("轮空", "bye");
    }
    return round.matches().stream().filter(m -> m.involves(team)).findFirst().map(m -> {
      MatchScore s = MatchScore.of(t, round, m);
      String opponent = m.opponentOf(team);
      Integer against = line.get(opponent);
      String who = against == null ? "" : against.toString();
      if (!s.finished()) {
        return who;
      }
      int sign = Integer.compare(s.matchPointsOf(team), s.matchPointsOf(opponent));
      String games = MatchScore.written(t.regulations(), s.gamePointsOf(team)) + lang.pick(":", "-")
          + MatchScore.written(t.regulations(), s.gamePointsOf(opponent));
      return lang.pick(who + (sign > 0 ? "胜" : sign == 0 ? "和" : "负") + " " + games,
          who + " " + (sign > 0 ? "W" : sign == 0 ? "D" : "L") + " " + games);
    }).orElse("");
  }

  /** A team on a line of the match list: {@code 3号队 厦门队} ({@code team 3 厦门队}). */
  private static String teamLine(TeamField field, String team, Lang lang) {
    return lang.pick(field.nameZh(team), field.nameEn(team));
  }

  /** A team's player on a board: name and colour, 空台 for a board the team left empty. */
  private static String playerCell(Tournament t, String player, boolean red, Lang lang) {
    if (player == null) {
      return lang.pick("空台", "(empty board)");
    }
    String name = t.player(player).map(p -> p.name()).orElse(player);
    return name + lang.pick(red ? "（红）" : "（黑）", red ? " (R)" : " (B)");
  }

  private static Object playerNumber(Tournament t, String player) {
    Integer n = player == null ? null : t.player(player).map(p -> p.number()).orElse(null);
    return n == null ? "" : n;
  }

  private static String teamName(TeamField field, String team) {
    return field.team(team).map(Unit::name).orElse(team);
  }

  private static boolean shared(List<TeamRanking.TeamRank> ranks, int rank) {
    return ranks.stream().filter(r -> r.rank() == rank).count() > 1;
  }

  private static String yes(Boolean b, Lang lang) {
    return Boolean.TRUE.equals(b) ? lang.pick("有", "yes") : "";
  }

  /** The share of the most the player could have scored on the board, to one decimal: 87.5%. */
  private static String percent(BoardPrizes.BoardLine l) {
    return l.maxPoints() == 0 ? "" : String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * l.points()
        / l.maxPoints());
  }

  /** A table as fixed-width text, numbers right-aligned. */
  private static String text(Table table) {
    List<Boolean> right = new ArrayList<>();
    for (int c = 0; c < table.headings().size(); c++) {
      int col = c;
      right.add(!table.rows().isEmpty() && table.rows().stream().allMatch(r -> r.get(col) instanceof Integer
          || Table.text(r.get(col)).matches("=?\\d+(\\.\\d+%)?|")));
    }
    TextTable text = new TextTable(table.headings(), right);
    table.rows().forEach(r -> text.add(r.stream().map(Table::text).toList()));
    return text.render();
  }
}

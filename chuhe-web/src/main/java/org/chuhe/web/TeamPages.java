package org.chuhe.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamCriterion;
import org.chuhe.teams.BoardPrizes;
import org.chuhe.teams.MatchScore;
import org.chuhe.teams.TeamLineUps;
import org.chuhe.teams.TeamField;
import org.chuhe.teams.TeamRanking;
import org.chuhe.tournament.Tournament;

/**
 * The pages of a team event (团体赛, format team-swiss or team-round-robin, issue 28): a round's match list (each match
 * at its table, team against team, its score as arbiters write it, 2½:1½, and its boards underneath with both
 * players named as arbiters name them and the result 红胜/和/黑胜), the team table (团体排名: 场分, 局分 and the
 * regulations' chain) and the board prizes (台次奖). From the public tournament only: no ID or phone numbers. The
 * console's results desk groups a team round's boards by match with {@link #matches} too.
 */
final class TeamPages {
  private final Event event;
  private final Templates templates;

  TeamPages(Event event, Templates templates) {
    this.event = event;
    this.templates = templates;
  }

  /**
   * One board of a match: its number in the round ({@code board}, what the desk and the board's page go by) and in
   * the match ({@code matchBoard}, 1 for the first), the first team's player (red when {@code firstRed}) and the
   * second's, the result as arbiters write it. A board a short team left empty has no game: {@code board} 0.
   */
  record BoardLine(int board, int matchBoard, Views.PlayerCell first, boolean firstRed, String result,
      Views.PlayerCell second, boolean finished, String gameUrl) {
    /** What the find box matches digits against: the board and both pairing numbers. */
    String numbers() {
      return board + " " + first.number() + " " + second.number();
    }
  }

  /**
   * One match: its table, both teams by name, the score in games ({@code score}: 2½:1½, blank before a result), the
   * match points once every board is in ({@code matchPoints}: 2:0, blank before), its boards.
   */
  record MatchView(int table, String first, String second, String score, String matchPoints, boolean finished,
      List<BoardLine> boards) {
    /** What the find box matches words against on board {@code b}: both teams and its two players. */
    String words(BoardLine b) {
      return (first + " " + second + " " + b.first().name() + " " + b.second().name())
          .toLowerCase(java.util.Locale.ROOT);
    }

    /** What the find box matches pinyin against on board {@code b}: both teams' and its players' pinyin. */
    String pinyin(BoardLine b) {
      return org.chuhe.app.report.Pinyin.searchKeys(first) + " " + org.chuhe.app.report.Pinyin.searchKeys(second)
          + " " + b.first().pinyin() + " " + b.second().pinyin();
    }
  }

  /** A round's match list: its matches, the teams with a bye, how many matches are complete. */
  record MatchList(String division, String divisionName, int round, int rounds, List<MatchView> matches,
      List<String> byes, int finished, String partUrl, String liveKey, String teamsUrl) {}

  /** GET {@code /divisions/{division}/rounds/{n}} of a team round: its match list. */
  void round(Context ctx, Tournament tournament, Round round, Set<Integer> recorded) {
    Texts t = Web.texts(ctx);
    MatchList list = matches(tournament, t, round, recorded);
    Frame f = Web.frame(ctx, t, t.get("match.title", list.divisionName(), list.round()), Optional.empty());
    templates.send(ctx, "matches", Web.model(f, "m", list));
  }

  /** The live part of {@link #round}. */
  void roundPart(Context ctx, Tournament tournament, Round round, Set<Integer> recorded) {
    Texts t = Web.texts(ctx);
    templates.send(ctx, "matchesPart", Web.model(Web.frame(ctx, t, "", Optional.empty()), "m",
        matches(tournament, t, round, recorded)));
  }

  /** A team round's matches as the pages show them. */
  static MatchList matches(Tournament t, Texts x, Round round, Set<Integer> recorded) {
    String division = round.division();
    Regulations regs = t.regulations();
    TeamField field = TeamField.of(t, division);
    int boards = regs.teamMatch().boards();
    List<MatchView> matches = new ArrayList<>();
    int finished = 0;
    for (TeamPairing m : round.matches()) {
      MatchScore score = MatchScore.of(t, round, m);
      List<Game> games = MatchScore.boards(round, m, boards);
      List<BoardLine> lines = new ArrayList<>();
      boolean anyResult = false;
      List<String> firstFielded = TeamLineUps.fielded(round, m, field.team(m.first()).orElseThrow(), boards);
      List<String> secondFielded = TeamLineUps.fielded(round, m, field.team(m.second()).orElseThrow(), boards);
      for (int k = 1; k <= games.size(); k++) {
        Game g = games.get(k - 1);
        Colour first = MatchScore.firstColour(k);
        if (g == null) {
          Optional<BoardLine> empty = emptyBoard(t, x, k, first == Colour.RED, firstFielded.get(k - 1),
              secondFielded.get(k - 1));
          empty.ifPresent(lines::add);
          anyResult |= empty.isPresent();
          continue;
        }
        String firstPlayer = first == Colour.RED ? g.red() : g.black();
        String secondPlayer = first == Colour.RED ? g.black() : g.red();
        anyResult |= g.result().isFinished();
        lines.add(new BoardLine(g.board(), k, Views.cell(t, firstPlayer), first == Colour.RED,
            Views.result(x, g.result()), Views.cell(t, secondPlayer), g.result().isFinished(), recorded.contains(g.board())
                ? Paths.game(division, round.number(), g.board()) : ""));
      }
      finished += score.finished() ? 1 : 0;
      matches.add(new MatchView(m.table(), name(field, x, m.first()), name(field, x, m.second()),
          anyResult ? MatchScore.written(regs, score.firstGamePoints()) + ":" + MatchScore.written(regs, score.secondGamePoints())
              : "",
          score.finished() ? x.get("match.matchPoints", score.firstMatchPoints() + ":" + score.secondMatchPoints())
              : "", score.finished(), lines));
    }
    List<String> byes = round.teamByes().stream().map(team -> name(field, x, team)).toList();
    return new MatchList(division, Views.divisionName(t, x, division), round.number(), Views.roundsOf(t, division),
        matches, byes, finished, Paths.round(division, round.number()) + "/boards",
        Views.liveKey(division, round.number()), Paths.teamTable(division));
  }

  /**
   * Board {@code k} of a match that a short team left empty (no game): the present side's player wins it by forfeit
   * (Laws §13; {@code TeamLineUps}), the other side is written 空台. Empty on both sides (both teams short): 空台 on
   * each side, lost by both ({@code MatchScore}).
   */
  private static Optional<BoardLine> emptyBoard(Tournament t, Texts x, int k, boolean firstRed, String first,
      String second) {
    Views.PlayerCell empty = new Views.PlayerCell("", x.get("match.emptyBoard"), "", "");
    if (first == null && second == null) {
      return Optional.of(new BoardLine(0, k, empty, firstRed, x.get("match.emptyBoardBoth"), empty, true, ""));
    }
    return Optional.of(new BoardLine(0, k, first == null ? empty : Views.cell(t, first), firstRed,
        x.get("match.emptyBoardWin"), second == null ? empty : Views.cell(t, second), true, ""));
  }

  /** A team as the pages name it: {@code 3号队 厦门队} ({@code team 3 厦门队}). */
  static String name(TeamField field, Texts x, String team) {
    return x.pick(field.nameZh(team), field.nameEn(team));
  }

  // ---- the team table ----------------------------------------------------------------------------------------

  /** One team's line: rank ("=3" shared), team, matches played, 场分, 局分, board results, why it is below. */
  record TeamLine(String rank, String team, int matches, int matchPoints, int gamePoints, String boards,
      String why) {}

  /** The team table of a division: its lines and the chain that ranks them, in words. */
  record TeamTable(String division, String divisionName, String after, List<TeamLine> rows, boolean boardColumn,
      String chain, String prizesUrl, org.chuhe.app.report.Table crosstable) {

    /** Whether the crosstable has a round to show (its columns: line, rank, number, team, the rounds, 场分, 局分). */
    boolean hasCrosstable() {
      return crosstable.headings().size() > 6 && !crosstable.rows().isEmpty();
    }
  }

  /** GET {@code /divisions/{division}/teams}: the team table (团体排名) of a team event; 404 for another format. */
  void table(Context ctx) {
    send(ctx, "teamTable", "s", "teamTable.title", TeamPages::table, TeamTable::divisionName);
  }

  static TeamTable table(Tournament t, Texts x, String division) {
    TeamField field = TeamField.of(t, division);
    List<TeamCriterion> chain = t.regulations().teamMatch().chain();
    List<TeamRanking.TeamRank> ranks = TeamRanking.of(t, division);
    List<TeamLine> rows = new ArrayList<>();
    for (int i = 0; i < ranks.size(); i++) {
      TeamRanking.TeamRank r = ranks.get(i);
      boolean shared = i > 0 && ranks.get(i - 1).rank() == r.rank()
          || i + 1 < ranks.size() && ranks.get(i + 1).rank() == r.rank();
      rows.add(new TeamLine((shared ? "=" : "") + r.rank(), name(field, x, r.team()), r.matches(), r.matchPoints(),
          r.gamePoints(), String.join(" · ", r.boardPoints().stream().map(String::valueOf).toList()),
          i == 0 ? "" : x.pick(r.explanationZh(), r.explanationEn())));
    }
    int complete = (int) t.roundsOf(division).stream().filter(Round::isComplete).count();
    String words = String.join(x.english() ? ", " : "、", chain.stream()
        .map(c -> x.pick(c.chinese(), c.english())).toList());
    return new TeamTable(division, Views.divisionName(t, x, division), x.get("teamTable.after", complete), rows,
        chain.contains(TeamCriterion.BOARDS), x.get("teamTable.chain", words), Paths.boardPrizes(division),
        org.chuhe.app.report.TeamReport.crosstable(t, division, x.english() ? org.chuhe.app.report.Lang.en
            : org.chuhe.app.report.Lang.zh));
  }

  // ---- the board prizes --------------------------------------------------------------------------------------

  /** One player's line on a board: rank ("–" below the games needed), player, team, games, points, share. */
  record PrizeLine(String rank, Views.PlayerCell player, String team, int games, String points, String share) {}

  record BoardList(int board, List<PrizeLine> lines) {}

  record PrizesView(String division, String divisionName, String needed, List<BoardList> boards,
      String teamsUrl) {}

  /** GET {@code /divisions/{division}/board-prizes}: the board prizes (台次奖); 404 unless a team event. */
  void prizes(Context ctx) {
    send(ctx, "boardPrizes", "p", "boardPrizes.title", TeamPages::prizes, PrizesView::divisionName);
  }

  static PrizesView prizes(Tournament t, Texts x, String division) {
    Regulations regs = t.regulations();
    TeamField field = TeamField.of(t, division);
    int rounds = Views.roundsOf(t, division);
    List<BoardList> boards = new ArrayList<>();
    for (Map.Entry<Integer, List<BoardPrizes.BoardLine>> e : BoardPrizes.of(t, division, rounds).entrySet()) {
      List<PrizeLine> lines = new ArrayList<>();
      for (BoardPrizes.BoardLine l : e.getValue()) {
        String share = l.maxPoints() == 0 ? "" : String.format(java.util.Locale.ROOT, "%.1f%%",
            100.0 * l.points() / l.maxPoints());
        lines.add(new PrizeLine(l.rank() == 0 ? "–" : Integer.toString(l.rank()), Views.cell(t, l.player()),
            l.team() == null ? "" : name(field, x, l.team()), l.games(), MatchScore.written(regs, l.points()), share));
      }
      boards.add(new BoardList(e.getKey(), lines));
    }
    return new PrizesView(division, Views.divisionName(t, x, division),
        x.get("boardPrizes.needed", regs.teamMatch().boardPrizeMinGames(rounds), rounds), boards,
        Paths.teamTable(division));
  }

  /** A view of a team event's division. */
  private interface ViewOf<V> {
    V of(Tournament t, Texts x, String division);
  }

  /** A page of the division of the address, in a team event (not found otherwise), titled by its division. */
  private <V> void send(Context ctx, String template, String name, String title, ViewOf<V> view,
      java.util.function.Function<V, String> divisionName) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    V v = view.of(tournament, t, teamDivision(tournament, ctx));
    Frame f = Web.frame(ctx, t, t.get(title, divisionName.apply(v)), Optional.empty());
    templates.send(ctx, template, Web.model(f, name, v));
  }

  /** The division of the address, in a team event (not found otherwise). */
  private static String teamDivision(Tournament tournament, Context ctx) {
    String division = PublicPages.division(tournament, ctx.pathParam("division"));
    if (!tournament.regulations().format().teams()) {
      throw Web.notFound("format", "problem.noTeamEvent", tournament.regulations().format().key());
    }
    return division;
  }
}

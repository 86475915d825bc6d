package org.chuhe.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.chuhe.model.Colour;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Range;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.Query;

/**
 * Pairing lists, games, byes and the arbiter's manual changes, a team round's matches and team byes, and the draw
 * of lots. Plain storage: the checks of what may be written when (a
 * round only after the previous one is complete, an undo only before the first result …) are the workflow's.
 */
public final class RoundStore {
  /**
   * {@code red_fouls}/{@code black_fouls} hold all fouls of the side, {@code red_illegal_moves}/{@code
   * black_illegal_moves} (V21) how many of them were illegal moves: a game stored before V21 holds other fouls only,
   * as in the tournament document.
   */
  private static final String GAME_COLUMNS = "division, round_number, slot, board, red, black, result, red_fouls, "
      + "black_fouls, red_illegal_moves, black_illegal_moves, record_kept, version";
  private static final String CHANGE_COLUMNS = "division, round_number, slot, kind, player_id, other_id, colour, "
      + "reason, made_by, made_at";
  private static final String DRAW_COLUMNS = "division, round_number, slot, game_round, game_board";
  private static final String BYE_COLUMNS = "division, round_number, slot, player_id";
  /** A team round's matches and team byes (V37); empty for a round of an individual event. */
  private static final String MATCH_COLUMNS = "division, round_number, slot, table_number, first_team, second_team";
  private static final String TEAM_BYE_COLUMNS = "division, round_number, slot, team_id";

  private RoundStore() {}

  /**
   * Every round of the tournament in the order they were written, with their games, byes, manual changes and the
   * games a provisional pairing counted as draws. Each of those rows must belong to a round, name players of the
   * round's division and of the tournament ({@code references}), each player once a round, as in a document.
   */
  static List<Round> list(ReadTx tx, StoredReferences references) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    // Each mapper checks its row while it is the current one (so that a problem can name it) and files it under
    // its round; the rounds come first, and a round's games and byes before the changes that must name them.
    Map<String, RoundRows> rounds = new LinkedHashMap<>();
    h.createQuery("SELECT tournament_id, division, round_number, draft FROM rounds WHERE tournament_id = :t "
            + "ORDER BY seq")
        .bind("t", tournamentId)
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "rounds", "tournament_id", "division", "round_number");
          RoundRows r = new RoundRows(references.division(row, "division"), row.integer("round_number", Range.ROUND),
              references);
          r.draft = row.bool("draft");
          return r;
        })
        .forEach(r -> rounds.put(key(r.division, r.number), r));
    String ofTournament = " WHERE tournament_id = :t ORDER BY division, round_number, slot";
    Query games = h.createQuery("SELECT tournament_id, " + GAME_COLUMNS + " FROM games" + ofTournament);
    underRounds(games.bind("t", tournamentId), RoundStore::gameRow, rounds,
        (row, r) -> r.games.add(mapGame(row, r).game()));
    Query byes = h.createQuery("SELECT tournament_id, " + BYE_COLUMNS + " FROM byes" + ofTournament);
    underRounds(byes.bind("t", tournamentId), RoundStore::byeRow, rounds,
        (row, r) -> r.byes.add(r.pairedOnce(row, "player_id")));
    Query changes = h.createQuery("SELECT tournament_id, " + CHANGE_COLUMNS + " FROM round_changes" + ofTournament);
    underRounds(changes.bind("t", tournamentId), RoundStore::changeRow, rounds,
        (row, r) -> r.changes.add(mapChange(row, r)));
    Query drawn = h.createQuery("SELECT tournament_id, " + DRAW_COLUMNS + " FROM provisional_draws" + ofTournament);
    underRounds(drawn.bind("t", tournamentId), RoundStore::drawRow, rounds, (row, r) -> {
      Round.Unfinished u = mapDraw(row, r);
      RoundRows earlier = rounds.get(key(r.division, u.round()));
      if (earlier == null || earlier.games.stream().noneMatch(g -> g.board() == u.board())) {
        throw row.wrong("第 " + u.round() + " 轮没有第 " + u.board() + " 台", "round " + u.round() + " has no board "
            + u.board());
      }
      r.drawn.add(u);
    });
    Query absences = h.createQuery("SELECT tournament_id, " + BYE_COLUMNS + " FROM round_absences" + ofTournament);
    underRounds(absences.bind("t", tournamentId), RoundStore::absenceRow, rounds,
        (row, r) -> r.absent.add(r.pairedOnce(row, "player_id")));
    teamRows(sql -> h.createQuery(sql + ofTournament).bind("t", tournamentId), rounds);
    List<Round> list = new ArrayList<>();
    for (RoundRows r : rounds.values()) {
      list.add(r.round());
    }
    return list;
  }

  public static Optional<Round> find(ReadTx tx, String division, int number) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    Optional<Boolean> draft = isDraft(tx, division, number);
    if (draft.isEmpty()) {
      return Optional.empty();
    }
    RoundRows r = new RoundRows(division, number, null);
    r.draft = draft.get();
    Map<String, RoundRows> only = Map.of(key(division, number), r);
    String ofRound = " WHERE tournament_id = :t AND division = :d AND round_number = :r ORDER BY slot";
    underRounds(h.createQuery("SELECT tournament_id, " + GAME_COLUMNS + " FROM games" + ofRound)
        .bind("t", tournamentId).bind("d", division).bind("r", number), RoundStore::gameRow, only,
        (row, round) -> round.games.add(mapGame(row, round).game()));
    underRounds(h.createQuery("SELECT tournament_id, " + BYE_COLUMNS + " FROM byes" + ofRound)
        .bind("t", tournamentId).bind("d", division).bind("r", number), RoundStore::byeRow, only,
        (row, round) -> round.byes.add(round.pairedOnce(row, "player_id")));
    underRounds(h.createQuery("SELECT tournament_id, " + CHANGE_COLUMNS + " FROM round_changes" + ofRound)
        .bind("t", tournamentId).bind("d", division).bind("r", number), RoundStore::changeRow, only,
        (row, round) -> round.changes.add(mapChange(row, round)));
    underRounds(h.createQuery("SELECT tournament_id, " + DRAW_COLUMNS + " FROM provisional_draws" + ofRound)
        .bind("t", tournamentId).bind("d", division).bind("r", number), RoundStore::drawRow, only,
        (row, round) -> round.drawn.add(mapDraw(row, round)));
    underRounds(h.createQuery("SELECT tournament_id, " + BYE_COLUMNS + " FROM round_absences" + ofRound)
        .bind("t", tournamentId).bind("d", division).bind("r", number), RoundStore::absenceRow, only,
        (row, round) -> round.absent.add(round.pairedOnce(row, "player_id")));
    teamRows(sql -> h.createQuery(sql + ofRound).bind("t", tournamentId).bind("d", division).bind("r", number),
        only);
    return Optional.of(r.round());
  }

  /**
   * A team round's matches and team byes, filed under their rounds; {@code query} makes the query of a SELECT that
   * selects the rows (of the tournament, or of one round). Each team once in its round, a table once.
   */
  private static void teamRows(Function<String, Query> query, Map<String, RoundRows> rounds) {
    underRounds(query.apply("SELECT tournament_id, " + MATCH_COLUMNS + " FROM team_matches"), RoundStore::matchRow,
        rounds, (row, r) -> {
          int table = row.integer("table_number", Range.BOARD);
          if (r.matches.stream().anyMatch(m -> m.table() == table)) {
            throw row.bad("table_number", table, "在本轮出现两次", "appears twice in this round");
          }
          String first = r.teamOnce(row, "first_team");
          String second = r.teamOnce(row, "second_team");
          r.matches.add(row.model(() -> new TeamPairing(table, first, second)));
        });
    underRounds(query.apply("SELECT tournament_id, " + TEAM_BYE_COLUMNS + " FROM team_byes"), RoundStore::teamByeRow,
        rounds, (row, r) -> r.teamByes.add(r.teamOnce(row, "team_id")));
  }

  /** Whether the round is a draft (not published yet); empty when it is not paired. */
  public static Optional<Boolean> isDraft(ReadTx tx, String division, int number) {
    return tx.handle().createQuery("SELECT tournament_id, division, round_number, draft FROM rounds "
            + "WHERE tournament_id = :t AND division = :d AND round_number = :r")
        .bind("t", tx.tournament()).bind("d", division).bind("r", number)
        .map((rs, ctx) -> new StoredRow(rs, "rounds", "tournament_id", "division", "round_number").bool("draft"))
        .findOne();
  }

  /** Publishes a draft: players see it from now on; who and when are kept with it. */
  public static void publish(WriteTx tx, String division, int number) {
    tx.handle().createUpdate("UPDATE rounds SET draft = :draft, published_at = :at, published_by = :by "
            + "WHERE tournament_id = :t AND division = :d AND round_number = :r")
        .bind("draft", false).bind("at", tx.now()).bind("by", tx.actor())
        .bind("t", tx.tournament()).bind("d", division).bind("r", number).execute();
  }

  /** The highest round number paired in a division, 0 before round 1. */
  public static int lastRound(ReadTx tx, String division) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT tournament_id, division, round_number FROM rounds WHERE tournament_id = :t "
            + "AND division = :d")
        .bind("t", tournamentId).bind("d", division)
        .map((rs, ctx) -> new StoredRow(rs, "rounds", "tournament_id", "division", "round_number")
            .integer("round_number", Range.ROUND))
        .stream().mapToInt(Integer::intValue).max().orElse(0);
  }

  /** Divisions that have a round with this number. */
  public static List<String> divisionsWithRound(ReadTx tx, int number) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT tournament_id, division, round_number FROM rounds WHERE tournament_id = :t "
            + "AND round_number = :r ORDER BY division")
        .bind("t", tournamentId).bind("r", number)
        .map((rs, ctx) -> new StoredRow(rs, "rounds", "tournament_id", "division", "round_number").id("division"))
        .list();
  }

  public static void insert(WriteTx tx, Round round, boolean provisional) {
    insertAll(tx, List.of(round), provisional);
  }

  /** Writes rounds with their games (version 0), byes and manual changes, after the rounds already stored. */
  static void insertAll(WriteTx tx, List<Round> rounds, boolean provisional) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    if (rounds.isEmpty()) {
      return;
    }
    int seq = Sql.nextSeq(h, "rounds", tournamentId);
    var roundBatch = h.prepareBatch("INSERT INTO rounds (tournament_id, division, round_number, seq, provisional, "
        + "draft) VALUES (:t, :d, :r, :seq, :provisional, :draft)");
    PreparedBatch gameBatch = gameInserts(h);
    PreparedBatch byeBatch = byeInserts(h);
    var changeBatch = h.prepareBatch("INSERT INTO round_changes (tournament_id, division, round_number, slot, kind, "
        + "player_id, other_id, colour, reason, made_by, made_at) VALUES (:t, :d, :r, :slot, :kind, :player, :other, "
        + ":colour, :reason, :by, :at)");
    var absentBatch = h.prepareBatch("INSERT INTO round_absences (tournament_id, division, round_number, slot, "
        + "player_id) VALUES (:t, :d, :r, :slot, :player)");
    boolean anyAbsent = false;
    var drawBatch = h.prepareBatch("INSERT INTO provisional_draws (tournament_id, division, round_number, slot, "
        + "game_round, game_board) VALUES (:t, :d, :r, :slot, :gameRound, :gameBoard)");
    boolean anyBye = false;
    boolean anyChange = false;
    boolean anyDraw = false;
    var matchBatch = h.prepareBatch("INSERT INTO team_matches (tournament_id, " + MATCH_COLUMNS + ") VALUES (:t, "
        + ":d, :r, :slot, :table, :first, :second)");
    var teamByeBatch = h.prepareBatch("INSERT INTO team_byes (tournament_id, " + TEAM_BYE_COLUMNS + ") VALUES (:t, "
        + ":d, :r, :slot, :team)");
    for (Round round : rounds) {
      for (int i = 0; i < round.matches().size(); i++) {
        TeamPairing m = round.matches().get(i);
        matchBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("slot", i + 1)
            .bind("table", m.table()).bind("first", m.first()).bind("second", m.second()).add();
      }
      for (int i = 0; i < round.teamByes().size(); i++) {
        teamByeBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number())
            .bind("slot", i + 1).bind("team", round.teamByes().get(i)).add();
      }
      roundBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("seq", seq++)
          .bind("provisional", provisional || round.isProvisional()).bind("draft", round.draft()).add();
      for (int i = 0; i < round.countedAsDraws().size(); i++) {
        Round.Unfinished u = round.countedAsDraws().get(i);
        drawBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("slot", i + 1)
            .bind("gameRound", u.round()).bind("gameBoard", u.board()).add();
        anyDraw = true;
      }
      for (int i = 0; i < round.games().size(); i++) {
        Game g = round.games().get(i);
        addGame(gameBatch, tournamentId, round, i + 1, g, 0);
      }
      for (int i = 0; i < round.absent().size(); i++) {
        absentBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number())
            .bind("slot", i + 1).bind("player", round.absent().get(i)).add();
        anyAbsent = true;
      }
      for (int i = 0; i < round.byes().size(); i++) {
        addBye(byeBatch, tournamentId, round, i + 1);
        anyBye = true;
      }
      for (int i = 0; i < round.changes().size(); i++) {
        ManualChange c = round.changes().get(i);
        changeBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("slot", i + 1)
            .bind("kind", c.kind().name()).bind("player", c.players().get(0))
            .bind("other", c.players().size() > 1 ? c.players().get(1) : null)
            .bind("colour", c.colour() == null ? null : c.colour().name()).bind("reason", c.reason())
            .bind("by", c.by()).bind("at", c.at() == null ? null : c.at().toString()).add();
        anyChange = true;
      }
    }
    roundBatch.execute();
    if (rounds.stream().anyMatch(r -> !r.games().isEmpty())) {
      gameBatch.execute();
    }
    if (anyBye) {
      byeBatch.execute();
    }
    if (anyChange) {
      changeBatch.execute();
    }
    if (anyAbsent) {
      absentBatch.execute();
    }
    if (anyDraw) {
      drawBatch.execute();
    }
    if (rounds.stream().anyMatch(r -> !r.matches().isEmpty())) {
      matchBatch.execute();
    }
    if (rounds.stream().anyMatch(r -> !r.teamByes().isEmpty())) {
      teamByeBatch.execute();
    }
  }

  public static void delete(WriteTx tx, String division, int number) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    for (String table : List.of("result_claims", "report_rounds", "game_records", "round_absences",
        "provisional_draws", "round_changes", "team_matches", "team_byes", "games", "byes", "rounds")) {
      h.createUpdate("DELETE FROM " + table + " WHERE tournament_id = :t AND division = :d AND round_number = :r")
          .bind("t", tournamentId).bind("d", division).bind("r", number).execute();
    }
  }

  /**
   * Writes a round's games and byes anew, the round itself, its matches and manual changes staying as they are: a
   * team's line-up entered changes one match's boards. A board keeps the version {@code versions} gives it (a board
   * not changed); the others get {@code changedVersion}, above every version they had, so that a results form that
   * showed a board before the change is refused by the optimistic lock ({@link #update}).
   */
  public static void rewriteGames(WriteTx tx, Round round, Map<Integer, Long> versions, long changedVersion) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    for (String table : List.of("games", "byes")) {
      h.createUpdate("DELETE FROM " + table + " WHERE tournament_id = :t AND division = :d AND round_number = :r")
          .bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).execute();
    }
    PreparedBatch games = gameInserts(h);
    for (int i = 0; i < round.games().size(); i++) {
      Game g = round.games().get(i);
      addGame(games, tournamentId, round, i + 1, g, versions.getOrDefault(g.board(), changedVersion));
    }
    if (!round.games().isEmpty()) {
      games.execute();
    }
    PreparedBatch byes = byeInserts(h);
    for (int i = 0; i < round.byes().size(); i++) {
      addBye(byes, tournamentId, round, i + 1);
    }
    if (!round.byes().isEmpty()) {
      byes.execute();
    }
  }

  /** The insert of a round's games, one {@link #addGame} each. */
  private static PreparedBatch gameInserts(Handle h) {
    return h.prepareBatch("INSERT INTO games (tournament_id, " + GAME_COLUMNS + ") VALUES (:t, :d, :r, :slot, "
        + ":board, :red, :black, :result, :redFouls, :blackFouls, :redIllegalMoves, :blackIllegalMoves, "
        + ":recordKept, :version)");
  }

  private static void addGame(PreparedBatch batch, String tournamentId, Round round, int slot, Game g,
      long version) {
    batch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("slot", slot)
        .bind("board", g.board()).bind("red", g.red()).bind("black", g.black()).bind("result", g.result().code())
        .bindMap(fouls(g)).bind("recordKept", g.recordKept()).bind("version", version).add();
  }

  /** The insert of a round's byes, one {@link #addBye} each. */
  private static PreparedBatch byeInserts(Handle h) {
    return h.prepareBatch("INSERT INTO byes (tournament_id, division, round_number, slot, player_id) "
        + "VALUES (:t, :d, :r, :slot, :player)");
  }

  /** The bye of the round's {@code slot}-th player in {@code round.byes()}. */
  private static void addBye(PreparedBatch batch, String tournamentId, Round round, int slot) {
    batch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("slot", slot)
        .bind("player", round.byes().get(slot - 1)).add();
  }

  /** Every game of a round with its version, by board: the result sheet a form shows and sends back. */
  public static List<StoredGame> games(ReadTx tx, String division, int round) {
    return tx.handle().createQuery("SELECT tournament_id, " + GAME_COLUMNS + " FROM games WHERE tournament_id = :t "
            + "AND division = :d AND round_number = :r ORDER BY board, slot")
        .bind("t", tx.tournament()).bind("d", division).bind("r", round)
        .map((rs, ctx) -> mapGame(gameRow(rs), null)).list();
  }

  /** The games on this board of this round (normally one; a document may number two games alike). */
  public static List<StoredGame> games(ReadTx tx, String division, int round, int board) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT tournament_id, " + GAME_COLUMNS + " FROM games WHERE tournament_id = :t "
            + "AND division = :d AND round_number = :r AND board = :b ORDER BY slot")
        .bind("t", tournamentId).bind("d", division).bind("r", round).bind("b", board)
        .map((rs, ctx) -> mapGame(gameRow(rs), null)).list();
  }

  /**
   * Writes a changed game if nobody changed it since {@code stored} was read: the optimistic lock. Returns false,
   * writing nothing, when the stored version has moved on.
   */
  public static boolean update(WriteTx tx, StoredGame stored, Game changed) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createUpdate("UPDATE games SET result = :result, red_fouls = :redFouls, black_fouls = :blackFouls, "
            + "red_illegal_moves = :redIllegalMoves, black_illegal_moves = :blackIllegalMoves, "
            + "record_kept = :recordKept, version = version + 1 WHERE tournament_id = :t AND division = :d "
            + "AND round_number = :r AND slot = :slot AND version = :version")
        .bind("result", changed.result().code()).bindMap(fouls(changed)).bind("recordKept", changed.recordKept())
        .bind("t", tournamentId).bind("d", stored.division()).bind("r", stored.round()).bind("slot", stored.slot())
        .bind("version", stored.version())
        .execute() == 1;
  }

  /** Records a division's draw: pairing numbers, lots (the last tie-break) and the seed that reproduces them. */
  public static void saveDraw(WriteTx tx, String division, Map<String, Integer> numbers, Map<String, Integer> lots,
      String seed) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    h.createUpdate("DELETE FROM draws WHERE tournament_id = :t AND division = :d")
        .bind("t", tournamentId).bind("d", division).execute();
    h.createUpdate("INSERT INTO draws (tournament_id, division, seed, drawn_at, drawn_by) "
            + "VALUES (:t, :d, :seed, :at, :by)")
        .bind("t", tournamentId).bind("d", division).bind("seed", seed).bind("at", tx.now())
        .bind("by", tx.actor()).execute();
    // Players not in this draw have no number, even if an earlier draw gave them one.
    h.createUpdate("UPDATE players SET pairing_number = NULL WHERE tournament_id = :t AND division = :d")
        .bind("t", tournamentId).bind("d", division).execute();
    var number = h.prepareBatch("UPDATE players SET pairing_number = :n WHERE tournament_id = :t AND id = :p");
    numbers.forEach((p, n) -> number.bind("n", n).bind("t", tournamentId).bind("p", p).add());
    if (!numbers.isEmpty()) {
      number.execute();
    }
    TournamentStore.putLots(tx, lots);
  }

  /** A game's fouls as the columns hold them: all fouls per side, and how many of them were illegal moves. */
  private static Map<String, Object> fouls(Game g) {
    return Map.of("redFouls", g.redFouls().total(), "blackFouls", g.blackFouls().total(),
        "redIllegalMoves", g.redFouls().illegalMoves(), "blackIllegalMoves", g.blackFouls().illegalMoves());
  }

  /**
   * One round as its rows are read: the games, byes and changes that belong to it, and who is in it. With
   * {@code references} (a whole tournament read) its players must be the tournament's, of the round's division.
   */
  private static final class RoundRows {
    final String division;
    final int number;
    final StoredReferences references;
    final List<Game> games = new ArrayList<>();
    final List<String> byes = new ArrayList<>();
    final List<ManualChange> changes = new ArrayList<>();
    final List<Round.Unfinished> drawn = new ArrayList<>();
    final List<String> absent = new ArrayList<>();
    final List<TeamPairing> matches = new ArrayList<>();
    final List<String> teamByes = new ArrayList<>();
    final Set<String> paired = new HashSet<>();
    final Set<String> teams = new HashSet<>();
    boolean draft;

    RoundRows(String division, int number, StoredReferences references) {
      this.division = division;
      this.number = number;
      this.references = references;
    }

    String player(StoredRow row, String column) throws SQLException {
      return references == null ? row.id(column) : references.player(row, column, division);
    }

    /** A player paired (or given a bye) in this round, once. */
    String pairedOnce(StoredRow row, String column) throws SQLException {
      String id = player(row, column);
      if (!paired.add(id)) {
        throw row.bad(column, id, "在本轮出现两次", "appears twice in this round");
      }
      return id;
    }

    /** A team in a match or given the bye in this round, once; with {@code references}, a team of the division. */
    String teamOnce(StoredRow row, String column) throws SQLException {
      String id = references == null ? row.id(column) : references.team(row, column, division);
      if (!teams.add(id)) {
        throw row.bad(column, id, "在本轮出现两次", "appears twice in this round");
      }
      return id;
    }

    Round round() {
      return new Round(division, number, games, byes, changes, drawn, absent, draft, matches, teamByes);
    }
  }

  /** What is done with one row of a round's table, while it is the current row. */
  private interface RowOfRound {
    void file(StoredRow row, RoundRows round) throws SQLException;
  }

  /**
   * Reads each row of {@code query} and files it under its round with {@code file}, while it is the current row (so
   * that a problem names it); a row of no round in {@code rounds} is refused.
   */
  private static void underRounds(Query query, Function<ResultSet, StoredRow> rowOf, Map<String, RoundRows> rounds,
      RowOfRound file) {
    query.map((rs, ctx) -> {
      StoredRow row = rowOf.apply(rs);
      file.file(row, roundOf(row, rounds));
      return row;
    }).forEach(done -> { });
  }

  /** The round a game, bye or change belongs to: one that is there. */
  private static RoundRows roundOf(StoredRow row, Map<String, RoundRows> rounds) throws SQLException {
    String division = row.id("division");
    int number = row.integer("round_number", Range.ROUND);
    RoundRows r = rounds.get(key(division, number));
    if (r == null) {
      throw row.wrong("不属于任何一轮（rounds 表中没有组别 " + division + " 的第 " + number + " 轮）",
          "belongs to no round (rounds holds no round " + number + " of division " + division + ")");
    }
    return r;
  }

  private static StoredRow gameRow(ResultSet rs) {
    return new StoredRow(rs, "games", "tournament_id", "division", "round_number", "slot");
  }

  private static StoredRow absenceRow(ResultSet rs) {
    return new StoredRow(rs, "round_absences", "tournament_id", "division", "round_number", "slot");
  }

  private static StoredRow byeRow(ResultSet rs) {
    return new StoredRow(rs, "byes", "tournament_id", "division", "round_number", "slot");
  }

  private static StoredRow changeRow(ResultSet rs) {
    return new StoredRow(rs, "round_changes", "tournament_id", "division", "round_number", "slot");
  }

  private static StoredRow matchRow(ResultSet rs) {
    return new StoredRow(rs, "team_matches", "tournament_id", "division", "round_number", "slot");
  }

  private static StoredRow teamByeRow(ResultSet rs) {
    return new StoredRow(rs, "team_byes", "tournament_id", "division", "round_number", "slot");
  }

  private static StoredRow drawRow(ResultSet rs) {
    return new StoredRow(rs, "provisional_draws", "tournament_id", "division", "round_number", "slot");
  }

  /** A game; with {@code round}, its players are checked as the round's (each once, red not black). */
  private static StoredGame mapGame(StoredRow row, RoundRows round) throws SQLException {
    String red = round == null ? row.id("red") : round.pairedOnce(row, "red");
    String black = round == null ? row.id("black") : round.player(row, "black");
    if (black.equals(red)) {
      throw row.bad("black", black, "与红方是同一名棋手", "is the red player too");
    }
    if (round != null) {
      round.pairedOnce(row, "black");
    }
    Game g = new Game(row.integer("board", Range.BOARD), red, black, row.result("result"), fouls(row, "red"),
        fouls(row, "black"), row.optionalBool("record_kept"));
    return new StoredGame(row.id("division"), row.integer("round_number", Range.ROUND), row.integer("slot"), g,
        row.bigInteger("version"));
  }

  /** One side's fouls: all of them, and how many were illegal moves (V21). */
  private static Fouls fouls(StoredRow row, String side) throws SQLException {
    int all = row.integer(side + "_fouls", Range.FOULS);
    int illegal = row.integer(side + "_illegal_moves", Range.FOULS);
    if (illegal > all) {
      throw row.bad(side + "_illegal_moves", illegal, "多于该方的犯规总数 " + side + "_fouls（" + all + "）",
          "is more than all fouls of the side, " + side + "_fouls (" + all + ")");
    }
    return new Fouls(illegal, all - illegal);
  }

  /** A manual change of {@code round}: its kind's number of players, each in the round; a colour only for a pair. */
  private static ManualChange mapChange(StoredRow row, RoundRows round) throws SQLException {
    ManualChange.Kind kind = row.choice("kind", ManualChange.Kind.class);
    List<String> players = new ArrayList<>();
    players.add(inRound(row, "player_id", round));
    String other = row.optionalText("other_id");
    if ((other != null) != (kind.players() == 2)) {
      throw row.bad("other_id", other, kind + " 须写明 " + kind.players() + " 名棋手",
          kind + " names " + kind.players() + " player(s)");
    }
    if (other != null) {
      players.add(inRound(row, "other_id", round));
      if (other.equals(players.get(0))) {
        throw row.bad("other_id", other, "与 player_id 是同一名棋手", "is the player of player_id too");
      }
    }
    Colour colour = row.optionalChoice("colour", Colour.class);
    if (colour != null && kind != ManualChange.Kind.FORCE_PAIR) {
      throw row.bad("colour", colour.name(), "只有指定对阵（FORCE_PAIR）才有颜色", "is given, but only a forced pair "
          + "(FORCE_PAIR) has a colour");
    }
    String reason = row.text("reason");
    if (reason.isBlank()) {
      throw row.bad("reason", reason, "是空的：人工调整必须写明理由", "is blank: a manual change needs a reason");
    }
    String by = row.optionalText("made_by");
    Instant at = row.optionalInstant("made_at");
    return row.model(() -> ManualChange.of(kind, players, colour, reason, by, at));
  }

  /** A player a change names: one paired or given a bye in the round (when the round is read whole). */
  private static String inRound(StoredRow row, String column, RoundRows round) throws SQLException {
    String id = round.player(row, column);
    if (round.references != null && !round.paired.contains(id)) {
      throw row.bad(column, id, "不在本轮的对阵或轮空中", "is neither paired nor given a bye in this round");
    }
    return id;
  }

  /** A game of an earlier round that {@code round} counted as a draw. */
  private static Round.Unfinished mapDraw(StoredRow row, RoundRows round) throws SQLException {
    int gameRound = row.integer("game_round", Range.ROUND);
    if (gameRound >= round.number) {
      throw row.bad("game_round", gameRound, "不是本轮之前的轮次（1 至 " + (round.number - 1) + "）",
          "is not an earlier round (1 to " + (round.number - 1) + ")");
    }
    int board = row.integer("game_board", Range.BOARD);
    return new Round.Unfinished(gameRound, board);
  }

  private static String key(String division, int round) {
    return division + "\u0000" + round;
  }
}

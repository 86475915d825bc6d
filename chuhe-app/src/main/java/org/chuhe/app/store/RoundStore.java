package org.chuhe.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.model.Colour;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.jdbi.v3.core.Handle;

/**
 * Pairing lists, games, byes and the arbiter's manual changes, and the draw of lots. Plain storage: the checks of what may be written when (a
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

  private RoundStore() {}

  /** Every round of the tournament in the order they were written, with their games, byes and manual changes. */
  static List<Round> list(ReadTx tx) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    Map<String, List<Game>> games = new LinkedHashMap<>();
    h.createQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE tournament_id = :t "
            + "ORDER BY division, round_number, slot")
        .bind("t", tournamentId)
        .map((rs, ctx) -> mapGame(rs))
        .forEach(g -> games.computeIfAbsent(key(g.division(), g.round()), k -> new ArrayList<>()).add(g.game()));
    Map<String, List<String>> byes = new LinkedHashMap<>();
    h.createQuery("SELECT division, round_number, player_id FROM byes WHERE tournament_id = :t "
            + "ORDER BY division, round_number, slot")
        .bind("t", tournamentId)
        .map((rs, ctx) -> new String[] {key(rs.getString(1), rs.getInt(2)), rs.getString(3)})
        .forEach(b -> byes.computeIfAbsent(b[0], k -> new ArrayList<>()).add(b[1]));
    Map<String, List<ManualChange>> changes = changes(h, tournamentId, null, 0);
    Map<String, List<Round.Unfinished>> drawn = countedAsDraws(h, tournamentId, null, 0);
    return h.createQuery("SELECT division, round_number FROM rounds WHERE tournament_id = :t ORDER BY seq")
        .bind("t", tournamentId)
        .map((rs, ctx) -> {
          String key = key(rs.getString(1), rs.getInt(2));
          return new Round(rs.getString(1), rs.getInt(2), games.getOrDefault(key, List.of()),
              byes.getOrDefault(key, List.of()), changes.getOrDefault(key, List.of()),
              drawn.getOrDefault(key, List.of()));
        })
        .list();
  }

  public static Optional<Round> find(ReadTx tx, String division, int number) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    boolean exists = h.createQuery("SELECT COUNT(*) FROM rounds WHERE tournament_id = :t AND division = :d "
            + "AND round_number = :r")
        .bind("t", tournamentId).bind("d", division).bind("r", number).mapTo(Integer.class).one() > 0;
    if (!exists) {
      return Optional.empty();
    }
    List<Game> games = h.createQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE tournament_id = :t "
            + "AND division = :d AND round_number = :r ORDER BY slot")
        .bind("t", tournamentId).bind("d", division).bind("r", number)
        .map((rs, ctx) -> mapGame(rs).game()).list();
    List<String> byes = h.createQuery("SELECT player_id FROM byes WHERE tournament_id = :t AND division = :d "
            + "AND round_number = :r ORDER BY slot")
        .bind("t", tournamentId).bind("d", division).bind("r", number).mapTo(String.class).list();
    List<ManualChange> changes = changes(h, tournamentId, division, number)
        .getOrDefault(key(division, number), List.of());
    List<Round.Unfinished> drawn = countedAsDraws(h, tournamentId, division, number)
        .getOrDefault(key(division, number), List.of());
    return Optional.of(new Round(division, number, games, byes, changes, drawn));
  }

  /** The highest round number paired in a division, 0 before round 1. */
  public static int lastRound(ReadTx tx, String division) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT COALESCE(MAX(round_number), 0) FROM rounds WHERE tournament_id = :t "
            + "AND division = :d")
        .bind("t", tournamentId).bind("d", division).mapTo(Integer.class).one();
  }

  /** Divisions that have a round with this number. */
  public static List<String> divisionsWithRound(ReadTx tx, int number) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT division FROM rounds WHERE tournament_id = :t AND round_number = :r "
            + "ORDER BY division")
        .bind("t", tournamentId).bind("r", number).mapTo(String.class).list();
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
    var roundBatch = h.prepareBatch("INSERT INTO rounds (tournament_id, division, round_number, seq, provisional) "
        + "VALUES (:t, :d, :r, :seq, :provisional)");
    var gameBatch = h.prepareBatch("INSERT INTO games (tournament_id, " + GAME_COLUMNS + ") VALUES (:t, :d, :r, "
        + ":slot, :board, :red, :black, :result, :redFouls, :blackFouls, :redIllegalMoves, :blackIllegalMoves, "
        + ":recordKept, 0)");
    var byeBatch = h.prepareBatch("INSERT INTO byes (tournament_id, division, round_number, slot, player_id) "
        + "VALUES (:t, :d, :r, :slot, :player)");
    var changeBatch = h.prepareBatch("INSERT INTO round_changes (tournament_id, division, round_number, slot, kind, "
        + "player_id, other_id, colour, reason, made_by, made_at) VALUES (:t, :d, :r, :slot, :kind, :player, :other, "
        + ":colour, :reason, :by, :at)");
    var drawBatch = h.prepareBatch("INSERT INTO provisional_draws (tournament_id, division, round_number, slot, "
        + "game_round, game_board) VALUES (:t, :d, :r, :slot, :gameRound, :gameBoard)");
    boolean anyBye = false;
    boolean anyChange = false;
    boolean anyDraw = false;
    for (Round round : rounds) {
      roundBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("seq", seq++)
          .bind("provisional", provisional || round.isProvisional()).add();
      for (int i = 0; i < round.countedAsDraws().size(); i++) {
        Round.Unfinished u = round.countedAsDraws().get(i);
        drawBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("slot", i + 1)
            .bind("gameRound", u.round()).bind("gameBoard", u.board()).add();
        anyDraw = true;
      }
      for (int i = 0; i < round.games().size(); i++) {
        Game g = round.games().get(i);
        gameBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("slot", i + 1)
            .bind("board", g.board()).bind("red", g.red()).bind("black", g.black())
            .bind("result", g.result().code()).bindMap(fouls(g)).bind("recordKept", g.recordKept()).add();
      }
      for (int i = 0; i < round.byes().size(); i++) {
        byeBatch.bind("t", tournamentId).bind("d", round.division()).bind("r", round.number()).bind("slot", i + 1)
            .bind("player", round.byes().get(i)).add();
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
    if (anyDraw) {
      drawBatch.execute();
    }
  }

  public static void delete(WriteTx tx, String division, int number) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    for (String table : List.of("provisional_draws", "round_changes", "games", "byes", "rounds")) {
      h.createUpdate("DELETE FROM " + table + " WHERE tournament_id = :t AND division = :d AND round_number = :r")
          .bind("t", tournamentId).bind("d", division).bind("r", number).execute();
    }
  }

  /** Every game of a round with its version, by board: the result sheet a form shows and sends back. */
  public static List<StoredGame> games(ReadTx tx, String division, int round) {
    return tx.handle().createQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE tournament_id = :t "
            + "AND division = :d AND round_number = :r ORDER BY board, slot")
        .bind("t", tx.tournament()).bind("d", division).bind("r", round)
        .map((rs, ctx) -> mapGame(rs)).list();
  }

  /** The games on this board of this round (normally one; a document may number two games alike). */
  public static List<StoredGame> games(ReadTx tx, String division, int round, int board) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE tournament_id = :t AND division = :d "
            + "AND round_number = :r AND board = :b ORDER BY slot")
        .bind("t", tournamentId).bind("d", division).bind("r", round).bind("b", board)
        .map((rs, ctx) -> mapGame(rs)).list();
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

  private static Fouls fouls(ResultSet rs, String side) throws SQLException {
    int illegal = rs.getInt(side + "_illegal_moves");
    return new Fouls(illegal, rs.getInt(side + "_fouls") - illegal);
  }

  private static StoredGame mapGame(ResultSet rs) throws SQLException {
    Result result = Result.parse(rs.getString("result")).orElseThrow();
    Game g = new Game(rs.getInt("board"), rs.getString("red"), rs.getString("black"), result,
        fouls(rs, "red"), fouls(rs, "black"), Sql.bool(rs, "record_kept"));
    return new StoredGame(rs.getString("division"), rs.getInt("round_number"), rs.getInt("slot"), g,
        rs.getLong("version"));
  }

  /** Manual changes by round: of the whole tournament ({@code division} null), or of one round. */
  private static Map<String, List<ManualChange>> changes(Handle h, String tournamentId, String division, int number) {
    var query = h.createQuery("SELECT division, round_number, kind, player_id, other_id, colour, reason, made_by, "
            + "made_at FROM round_changes WHERE tournament_id = :t"
            + (division == null ? "" : " AND division = :d AND round_number = :r")
            + " ORDER BY division, round_number, slot")
        .bind("t", tournamentId);
    if (division != null) {
      query.bind("d", division).bind("r", number);
    }
    Map<String, List<ManualChange>> changes = new HashMap<>();
    query.map((rs, ctx) -> Map.entry(key(rs.getString("division"), rs.getInt("round_number")), mapChange(rs)))
        .forEach(e -> changes.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue()));
    return changes;
  }

  /** The games provisional pairings counted as draws, by round: of the whole tournament, or of one round. */
  private static Map<String, List<Round.Unfinished>> countedAsDraws(Handle h, String tournamentId, String division,
      int number) {
    var query = h.createQuery("SELECT division, round_number, game_round, game_board FROM provisional_draws "
            + "WHERE tournament_id = :t" + (division == null ? "" : " AND division = :d AND round_number = :r")
            + " ORDER BY division, round_number, slot")
        .bind("t", tournamentId);
    if (division != null) {
      query.bind("d", division).bind("r", number);
    }
    Map<String, List<Round.Unfinished>> drawn = new HashMap<>();
    query.map((rs, ctx) -> Map.entry(key(rs.getString("division"), rs.getInt("round_number")),
            new Round.Unfinished(rs.getInt("game_round"), rs.getInt("game_board"))))
        .forEach(e -> drawn.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue()));
    return drawn;
  }

  private static ManualChange mapChange(ResultSet rs) throws SQLException {
    String player = rs.getString("player_id");
    String other = rs.getString("other_id");
    String colour = rs.getString("colour");
    String at = rs.getString("made_at");
    return ManualChange.of(ManualChange.Kind.valueOf(rs.getString("kind")),
        other == null ? List.of(player) : List.of(player, other), colour == null ? null : Colour.valueOf(colour),
        rs.getString("reason"), rs.getString("made_by"), at == null ? null : Instant.parse(at));
  }

  private static String key(String division, int round) {
    return division + "\u0000" + round;
  }
}

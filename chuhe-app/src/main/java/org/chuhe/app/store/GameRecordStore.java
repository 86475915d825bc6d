package org.chuhe.app.store;

import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.document.RecordedGame;
import org.chuhe.model.Range;
import org.chuhe.problem.ProblemException;
import org.chuhe.xiangqi.GameLine;
import org.jdbi.v3.core.statement.Query;

/**
 * The moves of recorded games (录谱, table {@code game_records}, V35), one row a board of a round. Plain storage with
 * the optimistic lock: what may be recorded where, and the audit, are the workflow's ({@code GameRecords}). Every
 * row read is checked as a game: a start position that is no position, or a move that is not legal there, is the
 * row's problem naming the move.
 */
public final class GameRecordStore {
  private static final String COLUMNS = "tournament_id, division, round_number, board, start_fen, moves, version, "
      + "recorded_by, recorded_at";

  private GameRecordStore() {}

  /** The record of one board, if one is stored. */
  public static Optional<RecordedGame> find(ReadTx tx, String division, int round, int board) {
    return tx.handle().createQuery("SELECT " + COLUMNS + " FROM game_records WHERE tournament_id = :t "
            + "AND division = :d AND round_number = :r AND board = :b")
        .bind("t", tx.tournament()).bind("d", division).bind("r", round).bind("b", board)
        .map((rs, ctx) -> row(new StoredRow(rs, "game_records", "tournament_id", "division", "round_number",
            "board")))
        .findOne();
  }

  /** The records of a division (null: all) and round (null: all), by division, round and board. */
  public static List<RecordedGame> list(ReadTx tx, String division, Integer round) {
    Query q = tx.handle().createQuery("SELECT " + COLUMNS + " FROM game_records WHERE tournament_id = :t"
        + (division == null ? "" : " AND division = :d") + (round == null ? "" : " AND round_number = :r")
        + " ORDER BY division, round_number, board").bind("t", tx.tournament());
    if (division != null) {
      q.bind("d", division);
    }
    if (round != null) {
      q.bind("r", round);
    }
    return q.map((rs, ctx) -> row(new StoredRow(rs, "game_records", "tournament_id", "division", "round_number",
        "board"))).list();
  }

  /** Writes a new record (its version, who and when as given; who and when left out: this transaction's). */
  public static void insert(WriteTx tx, RecordedGame r) {
    tx.handle().createUpdate("INSERT INTO game_records (" + COLUMNS + ") VALUES (:t, :d, :r, :b, :fen, :moves, "
            + ":version, :by, :at)")
        .bind("t", tx.tournament()).bind("d", r.division()).bind("r", r.round()).bind("b", r.board())
        .bind("fen", r.line().start().fen()).bind("moves", RecordedGame.moves(r.line()))
        .bind("version", r.version()).bind("by", r.by() == null ? tx.actor() : r.by())
        .bind("at", r.at() == null ? tx.now() : r.at().toString()).execute();
  }

  /** Every record of an imported document, in the transaction that creates its tournament. */
  public static void insertAll(WriteTx tx, List<RecordedGame> records) {
    records.forEach(r -> insert(tx, r));
  }

  /**
   * Replaces the record of {@code r}'s board with {@code r} if its stored version is still {@code expected}: the
   * optimistic lock. Returns false, writing nothing, when the version has moved on.
   */
  public static boolean update(WriteTx tx, RecordedGame r, long expected) {
    return tx.handle().createUpdate("UPDATE game_records SET start_fen = :fen, moves = :moves, version = :version, "
            + "recorded_by = :by, recorded_at = :at WHERE tournament_id = :t AND division = :d "
            + "AND round_number = :r AND board = :b AND version = :expected")
        .bind("fen", r.line().start().fen()).bind("moves", RecordedGame.moves(r.line()))
        .bind("version", r.version()).bind("by", r.by()).bind("at", r.at().toString())
        .bind("t", tx.tournament()).bind("d", r.division()).bind("r", r.round()).bind("b", r.board())
        .bind("expected", expected).execute() == 1;
  }

  /** Deletes a board's record if its version is still {@code expected}; false when it moved on or is gone. */
  public static boolean delete(WriteTx tx, String division, int round, int board, long expected) {
    return tx.handle().createUpdate("DELETE FROM game_records WHERE tournament_id = :t AND division = :d "
            + "AND round_number = :r AND board = :b AND version = :expected")
        .bind("t", tx.tournament()).bind("d", division).bind("r", round).bind("b", board)
        .bind("expected", expected).execute() == 1;
  }

  private static RecordedGame row(StoredRow row) throws SQLException {
    String fen = row.text("start_fen");
    String moves = row.text("moves");
    GameLine line;
    try {
      line = RecordedGame.line(fen, moves);
    } catch (ProblemException e) {
      var p = e.problems().get(0);
      boolean inMoves = "moves".equals(p.where());
      throw row.bad(inMoves ? "moves" : "start_fen", inMoves ? moves : fen, p.zh(), p.en());
    }
    Instant at = row.optionalInstant("recorded_at");
    if (at == null) {
      throw row.bad("recorded_at", null, "缺失", "is missing");
    }
    return new RecordedGame(row.id("division"), row.integer("round_number", Range.ROUND),
        row.integer("board", Range.BOARD), line, row.bigInteger("version"), row.text("recorded_by"), at);
  }
}

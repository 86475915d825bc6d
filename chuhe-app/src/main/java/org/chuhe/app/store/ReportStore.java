package org.chuhe.app.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.model.Colour;
import org.chuhe.model.Range;
import org.chuhe.model.Result;
import org.jdbi.v3.core.statement.Query;

/**
 * The players' claims of their boards' results and the rounds' reporting switches (tables {@code result_claims} and
 * {@code report_rounds}, V36; issue 26). Plain storage: who may claim what, the states and the audit are the
 * workflow's ({@code ResultReports}).
 */
public final class ReportStore {
  private ReportStore() {}

  /** One side's claim of a board as stored. */
  public record StoredClaim(String division, int round, int board, Colour side, Result result, String by,
      String at) {}

  /** A round's reporting: its auto-accept switch and its mark (the revision of its last claim or switch). */
  public record ReportRound(String division, int round, boolean autoAccept, long mark) {}

  /** The claims of a division (null: all) and round (null: all), by division, round, board and side (red first). */
  public static List<StoredClaim> claims(ReadTx tx, String division, Integer round) {
    Query q = tx.handle().createQuery("SELECT division, round_number, board, side, result, claimed_by, claimed_at "
        + "FROM result_claims WHERE tournament_id = :t" + (division == null ? "" : " AND division = :d")
        + (round == null ? "" : " AND round_number = :r") + " ORDER BY division, round_number, board, side DESC")
        .bind("t", tx.tournament());
    if (division != null) {
      q.bind("d", division);
    }
    if (round != null) {
      q.bind("r", round);
    }
    return q.map((rs, ctx) -> {
      StoredRow row = new StoredRow(rs, "result_claims", "tournament_id", "division", "round_number", "board",
          "side");
      String side = row.text("side");
      if (!side.equals("red") && !side.equals("black")) {
        throw row.bad("side", side, "不是 red 或 black", "is not red or black");
      }
      return new StoredClaim(row.id("division"), row.integer("round_number", Range.ROUND),
          row.integer("board", Range.BOARD), side.equals("red") ? Colour.RED : Colour.BLACK, row.result("result"),
          row.text("claimed_by"), row.text("claimed_at"));
    }).list();
  }

  /** The claims of one board. */
  public static List<StoredClaim> claims(ReadTx tx, String division, int round, int board) {
    return claims(tx, division, round).stream().filter(c -> c.board() == board).toList();
  }

  /** Writes one side's claim, replacing the side's earlier one. */
  public static void putClaim(WriteTx tx, StoredClaim c) {
    tx.handle().createUpdate("DELETE FROM result_claims WHERE tournament_id = :t AND division = :d "
            + "AND round_number = :r AND board = :b AND side = :side")
        .bind("t", tx.tournament()).bind("d", c.division()).bind("r", c.round()).bind("b", c.board())
        .bind("side", side(c.side())).execute();
    tx.handle().createUpdate("INSERT INTO result_claims (tournament_id, division, round_number, board, side, result, "
            + "claimed_by, claimed_at) VALUES (:t, :d, :r, :b, :side, :result, :by, :at)")
        .bind("t", tx.tournament()).bind("d", c.division()).bind("r", c.round()).bind("b", c.board())
        .bind("side", side(c.side())).bind("result", c.result().code()).bind("by", c.by()).bind("at", c.at())
        .execute();
  }

  /** The rounds' reporting rows, by division and round. */
  public static List<ReportRound> rounds(ReadTx tx) {
    return tx.handle().createQuery("SELECT division, round_number, auto_accept, mark FROM report_rounds "
            + "WHERE tournament_id = :t ORDER BY division, round_number")
        .bind("t", tx.tournament())
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "report_rounds", "tournament_id", "division", "round_number");
          return new ReportRound(row.id("division"), row.integer("round_number", Range.ROUND),
              row.bool("auto_accept"), row.bigInteger("mark"));
        }).list();
  }

  public static Optional<ReportRound> round(ReadTx tx, String division, int round) {
    return rounds(tx).stream().filter(r -> r.division().equals(division) && r.round() == round).findFirst();
  }

  /** Each round's mark, keyed "division/round". */
  public static Map<String, Long> marks(ReadTx tx) {
    Map<String, Long> marks = new LinkedHashMap<>();
    rounds(tx).forEach(r -> marks.put(r.division() + "/" + r.round(), r.mark()));
    return marks;
  }

  /**
   * Sets a round's switch (null: as it is, off for a round without a row) and its mark to this transaction's
   * revision: every claim and switch of the round calls it.
   */
  public static void touch(WriteTx tx, String division, int round, Boolean autoAccept) {
    Optional<ReportRound> now = round(tx, division, round);
    boolean on = autoAccept != null ? autoAccept : now.map(ReportRound::autoAccept).orElse(false);
    long mark = TournamentStore.revision(tx);
    if (now.isPresent()) {
      tx.handle().createUpdate("UPDATE report_rounds SET auto_accept = :on, mark = :mark, changed_by = :by, "
              + "changed_at = :at WHERE tournament_id = :t AND division = :d AND round_number = :r")
          .bind("on", on).bind("mark", mark).bind("by", tx.actor()).bind("at", tx.now())
          .bind("t", tx.tournament()).bind("d", division).bind("r", round).execute();
    } else {
      tx.handle().createUpdate("INSERT INTO report_rounds (tournament_id, division, round_number, auto_accept, mark, "
              + "changed_by, changed_at) VALUES (:t, :d, :r, :on, :mark, :by, :at)")
          .bind("on", on).bind("mark", mark).bind("by", tx.actor()).bind("at", tx.now())
          .bind("t", tx.tournament()).bind("d", division).bind("r", round).execute();
    }
  }

  public static String side(Colour c) {
    return c == Colour.RED ? "red" : "black";
  }
}

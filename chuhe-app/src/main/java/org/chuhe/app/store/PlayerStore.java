package org.chuhe.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Range;
import org.chuhe.model.Residence;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.SqlStatement;

/** The players of a tournament, in registration order. */
public final class PlayerStore {
  private static final String COLUMNS = "id, name, division, unit, gender, birth_date, province, city, grade, "
      + "rating, pairing_number, fee_paid, checked_in, phone, id_number";
  private static final String VALUES = ":id, :name, :division, :unit, :gender, :birthDate, :province, :city, "
      + ":grade, :rating, :number, :feePaid, :checkedIn, :phone, :idNumber";

  private PlayerStore() {}

  /** Every player, each in a division of the regulations; {@code references} learns them. */
  static List<Player> list(ReadTx tx, StoredReferences references) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT tournament_id, " + COLUMNS + " FROM players WHERE tournament_id = :t ORDER BY seq")
        .bind("t", tournamentId)
        .map((rs, ctx) -> {
          StoredRow row = row(rs);
          Player p = map(row, references.division(row, "division"));
          references.player(p.id(), p.division());
          return p;
        })
        .list();
  }

  public static Optional<Player> find(ReadTx tx, String playerId) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createQuery("SELECT tournament_id, " + COLUMNS + " FROM players WHERE tournament_id = :t AND id = :id")
        .bind("t", tournamentId).bind("id", playerId)
        .map((rs, ctx) -> {
          StoredRow row = row(rs);
          return map(row, row.id("division"));
        })
        .findOne();
  }

  /** Adds a player after the last one registered. */
  public static void insert(WriteTx tx, Player p) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    int seq = Sql.nextSeq(h, "players", tournamentId);
    bind(h.createUpdate("INSERT INTO players (tournament_id, seq, " + COLUMNS + ") VALUES (:t, :seq, " + VALUES
        + ")"), p).bind("t", tournamentId).bind("seq", seq).execute();
  }

  /** Many players in one batch, in the given order, after those already registered. */
  public static void insertAll(WriteTx tx, List<Player> players) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    if (players.isEmpty()) {
      return;
    }
    int seq = Sql.nextSeq(h, "players", tournamentId);
    var batch = h.prepareBatch("INSERT INTO players (tournament_id, seq, " + COLUMNS + ") VALUES (:t, :seq, "
        + VALUES + ")");
    for (Player p : players) {
      bind(batch, p).bind("t", tournamentId).bind("seq", seq++).add();
    }
    batch.execute();
  }

  public static void update(WriteTx tx, Player p) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    bind(h.createUpdate("UPDATE players SET name = :name, division = :division, unit = :unit, gender = :gender, "
        + "birth_date = :birthDate, province = :province, city = :city, grade = :grade, rating = :rating, "
        + "pairing_number = :number, fee_paid = :feePaid, checked_in = :checkedIn, phone = :phone, "
        + "id_number = :idNumber WHERE tournament_id = :t AND id = :id"), p)
        .bind("t", tournamentId).execute();
  }

  /**
   * Removes a player with the withdrawals, penalties, hand-picked awards, prize decisions and lots recorded for him,
   * and his place in a team's line-up (the players after him move up).
   * The workflow removes only players who are in no round (games and byes keep their players).
   */
  public static void delete(WriteTx tx, String playerId) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    for (String table : List.of("player_codes", "lots", "manual_awards", "prize_decisions", "penalties", "withdrawals",
        "unit_line_ups", "players")) {
      h.createUpdate("DELETE FROM " + table + " WHERE tournament_id = :t AND "
              + (table.equals("players") ? "id" : "player_id") + " = :p")
          .bind("t", tournamentId).bind("p", playerId).execute();
    }
  }

  private static <S extends SqlStatement<S>> S bind(S s, Player p) {
    return s.bind("id", p.id()).bind("name", p.name()).bind("division", p.division()).bind("unit", p.unit())
        .bind("gender", p.gender() == null ? null : p.gender().name())
        .bind("birthDate", p.birthDate() == null ? null : p.birthDate().toString())
        .bind("province", p.residence().province()).bind("city", p.residence().city())
        .bind("grade", p.grade()).bind("rating", p.rating()).bind("number", p.number())
        .bind("feePaid", p.feePaid()).bind("checkedIn", p.checkedIn())
        .bind("phone", p.phone()).bind("idNumber", p.idNumber());
  }

  private static StoredRow row(ResultSet rs) {
    return new StoredRow(rs, "players", "tournament_id", "id");
  }

  private static Player map(StoredRow row, String division) throws SQLException {
    String province = row.optionalText("province");
    String city = row.optionalText("city");
    return new Player(row.id("id"), row.text("name"), division, row.optionalText("unit"),
        row.optionalChoice("gender", Gender.class), row.optionalDate("birth_date"),
        province == null && city == null ? Residence.UNKNOWN : new Residence(province, city),
        row.optionalText("grade"), row.optionalInteger("rating", Range.RATING),
        row.optionalInteger("pairing_number", Range.PAIRING_NUMBER),
        row.bool("fee_paid"), row.bool("checked_in"), row.optionalText("phone"), row.optionalText("id_number"));
  }
}

package org.chuhe.app.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.io.RegulationsReader;
import org.chuhe.app.report.Times;
import org.chuhe.model.ManualAward;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Unit;
import org.chuhe.model.UnitKind;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;
import org.jdbi.v3.core.Handle;

/**
 * Tournaments as a whole: creating one, listing them, reading one back into the core's {@link Tournament}, and
 * writing a whole {@link Tournament} (an imported document). Reading is the one way data leaves the database for
 * the engines: standings, prizes and (later) pairings are computed from what {@link #load} returns.
 */
public final class TournamentStore {
  /** Parsed regulations by their JSON text: they never change after creation, and parsing is the slow part. */
  private static final Map<String, Regulations> PARSED = Collections.synchronizedMap(
      new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Regulations> eldest) {
          return size() > 8;
        }
      });

  private TournamentStore() {}

  private static boolean exists(Handle h, String id) {
    return h.createQuery("SELECT COUNT(*) FROM tournaments WHERE id = :id").bind("id", id)
        .mapTo(Integer.class).one() > 0;
  }

  /**
   * The first id free in the database of {@code base}, {@code base-2}, {@code base-3} …, all looked at in one
   * transaction.
   */
  public static String freeId(Database db, String base) {
    return db.transaction(h -> {
      String candidate = base;
      for (int n = 2; exists(h, candidate); n++) {
        candidate = base + "-" + n;
      }
      return candidate;
    });
  }

  /**
   * Creates the row of the transaction's tournament (see {@link Database#create}), created now; the transaction goes
   * on to fill it and write its first audit entry.
   */
  public static void create(WriteTx tx, String name, Regulations regulations) {
    Handle h = tx.handle();
    String id = tx.tournament();
    if (exists(h, id)) {
      throw ProblemException.conflict("id", "数据库中已有赛事 \"" + id + "\"", "the database already has a tournament \""
          + id + "\"");
    }
    h.createUpdate("INSERT INTO tournaments (id, name, regulations, created_at, created_seq, revision) "
            + "SELECT :id, :name, :regulations, :at, COALESCE(MAX(created_seq), 0) + 1, 0 FROM tournaments")
        .bind("id", id).bind("name", name).bind("regulations", WriteTx.json(regulations)).bind("at", tx.now()).execute();
  }

  /** Every tournament, most recently created first, read in one transaction. */
  public static List<TournamentInfo> list(Database db) {
    return db.transaction(TournamentStore::list);
  }

  private static List<TournamentInfo> list(Handle h) {
    return h.createQuery("SELECT t.id, t.name, t.regulations, t.created_at, "
            + "(SELECT COUNT(*) FROM players p WHERE p.tournament_id = t.id) AS players "
            + "FROM tournaments t ORDER BY t.created_seq DESC")
        .map((rs, ctx) -> new TournamentInfo(rs.getString(1), rs.getString(2),
            regulations(rs.getString(3)).id(), rs.getString(4), rs.getInt(5)))
        .list();
  }

  /**
   * The refusal when the database holds several tournaments and none is named: no tournament is the default, so
   * that a document imported again (an edited copy) never becomes, unnoticed, the one every later command changes.
   */
  public static final class Unnamed extends ProblemException {
    private static final long serialVersionUID = 1L;

    Unnamed(List<TournamentInfo> tournaments) {
      super(List.of(Problem.of(Problem.Kind.INVALID_INPUT, "tournament",
          "数据库中有 " + tournaments.size() + " 个赛事，请指明用哪一个：" + String.join("；",
              tournaments.stream().map(t -> t.id() + "（" + t.name() + "，" + t.players() + " 名棋手，创建于 "
                  + Times.local(t.createdAt()) + "）").toList()),
          "the database holds " + tournaments.size() + " tournaments: name the one to use: " + String.join("; ",
              tournaments.stream().map(t -> t.id() + " (" + t.name() + ", " + t.players() + " players, created "
                  + Times.local(t.createdAt()) + ")").toList())).withRemedy("tournament")));
    }
  }

  /**
   * The tournament a command works on: the one named, else the only one. Several and none named is refused
   * ({@link Unnamed}), listing them, most recently created first. Read in one transaction.
   */
  public static String resolve(Database db, String requested) {
    return db.transaction(h -> resolve(h, requested));
  }

  private static String resolve(Handle h, String requested) {
    if (requested != null) {
      if (!exists(h, requested)) {
        String known = String.join(", ", h.createQuery("SELECT id FROM tournaments ORDER BY created_seq")
            .mapTo(String.class).list());
        throw new ProblemException(Problem.of(Problem.Kind.NOT_FOUND, "tournament",
            "数据库中没有赛事 \"" + requested + "\"（已有：" + known + "）",
            "no tournament \"" + requested + "\" in the database (known: " + known + ")").withRemedy("tournament"));
      }
      return requested;
    }
    List<String> ids = h.createQuery("SELECT id FROM tournaments ORDER BY created_seq DESC LIMIT 2")
        .mapTo(String.class).list();
    if (ids.size() > 1) {
      throw new Unnamed(list(h));
    }
    return ids.stream().findFirst().orElseThrow(() -> new ProblemException(Problem.of(Problem.Kind.NOT_FOUND,
        "tournament", "数据库中还没有赛事：请先创建赛事或导入赛事文件",
        "there is no tournament in the database yet: create one or import a tournament document first")
        .withRemedy("database")));
  }

  /** The regulations of tournament {@code id}, read in one transaction of their own. */
  public static Regulations regulations(Database db, String id) {
    return db.transaction(h -> regulations(new ReadTx(h, id)));
  }

  public static Regulations regulations(ReadTx tx) {
    return regulations(tx.handle().createQuery("SELECT regulations FROM tournaments WHERE id = :id")
        .bind("id", tx.tournament()).mapTo(String.class).one());
  }

  /** Reads the whole tournament into the core model. */
  public static Tournament load(ReadTx tx) {
    Handle h = tx.handle();
    String id = tx.tournament();
    var row = h.createQuery("SELECT name, regulations FROM tournaments WHERE id = :id").bind("id", id)
        .map((rs, ctx) -> new String[] {rs.getString(1), rs.getString(2)}).one();
    List<Unit> units = h.createQuery("SELECT id, name, kind FROM units WHERE tournament_id = :t ORDER BY seq")
        .bind("t", id)
        .map((rs, ctx) -> new Unit(rs.getString(1), rs.getString(2), UnitKind.valueOf(rs.getString(3)))).list();
    List<Withdrawal> withdrawals = h.createQuery("SELECT player_id, after_round, reason FROM withdrawals "
            + "WHERE tournament_id = :t ORDER BY seq")
        .bind("t", id)
        .map((rs, ctx) -> new Withdrawal(rs.getString(1), rs.getInt(2), rs.getString(3))).list();
    List<Penalty> penalties = h.createQuery("SELECT player_id, kind, round_number, amount, reason FROM penalties "
            + "WHERE tournament_id = :t ORDER BY seq")
        .bind("t", id)
        .map((rs, ctx) -> new Penalty(rs.getString(1), PenaltyKind.valueOf(rs.getString(2)),
            Sql.integer(rs, "round_number"), rs.getInt(4), rs.getString(5))).list();
    List<ManualAward> awards = h.createQuery("SELECT player_id, name FROM manual_awards WHERE tournament_id = :t "
            + "ORDER BY seq")
        .bind("t", id)
        .map((rs, ctx) -> new ManualAward(rs.getString(1), rs.getString(2))).list();
    Map<String, Integer> lots = new LinkedHashMap<>();
    h.createQuery("SELECT player_id, lot FROM lots WHERE tournament_id = :t ORDER BY player_id").bind("t", id)
        .map((rs, ctx) -> Map.entry(rs.getString(1), rs.getInt(2)))
        .forEach(e -> lots.put(e.getKey(), e.getValue()));
    return new Tournament(id, row[0], regulations(row[1]), units, PlayerStore.list(tx), RoundStore.list(tx),
        withdrawals, penalties, awards, lots);
  }

  /**
   * Writes everything of {@code t} under a new tournament row: the import of a document, in the transaction that
   * creates tournament {@code t.id()}.
   */
  public static void insert(WriteTx tx, Tournament t) {
    Handle h = tx.handle();
    create(tx, t.name(), t.regulations());
    var units = h.prepareBatch("INSERT INTO units (tournament_id, seq, id, name, kind) VALUES (:t, :seq, :id, "
        + ":name, :kind)");
    for (int i = 0; i < t.units().size(); i++) {
      Unit u = t.units().get(i);
      units.bind("t", t.id()).bind("seq", i + 1).bind("id", u.id()).bind("name", u.name())
          .bind("kind", u.kind().name()).add();
    }
    if (!t.units().isEmpty()) {
      units.execute();
    }
    PlayerStore.insertAll(tx, t.players());
    RoundStore.insertAll(tx, t.rounds(), false);
    t.withdrawals().forEach(w -> addWithdrawal(tx, w));
    t.penalties().forEach(p -> addPenalty(tx, p));
    t.awards().forEach(a -> addAward(tx, a));
    putLots(tx, t.lots());
  }

  /** Replaces the regulations of a tournament (a change the workflow has checked and logs). */
  public static void setRegulations(WriteTx tx, Regulations regulations) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    h.createUpdate("UPDATE tournaments SET regulations = :regulations WHERE id = :id")
        .bind("regulations", WriteTx.json(regulations)).bind("id", tournamentId).execute();
  }

  public static void addAward(WriteTx tx, ManualAward a) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    h.createUpdate("INSERT INTO manual_awards (tournament_id, seq, player_id, name) VALUES (:t, :seq, :p, :n)")
        .bind("t", tournamentId).bind("seq", Sql.nextSeq(h, "manual_awards", tournamentId)).bind("p", a.player())
        .bind("n", a.name()).execute();
  }

  /** Removes the first entry of this award to this player; whether there was one. */
  public static boolean removeAward(WriteTx tx, ManualAward a) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    return h.createUpdate("DELETE FROM manual_awards WHERE tournament_id = :t AND seq = (SELECT MIN(seq) FROM "
            + "manual_awards WHERE tournament_id = :t AND player_id = :p AND name = :n)")
        .bind("t", tournamentId).bind("p", a.player()).bind("n", a.name()).execute() > 0;
  }

  public static void addWithdrawal(WriteTx tx, Withdrawal w) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    h.createUpdate("INSERT INTO withdrawals (tournament_id, seq, player_id, after_round, reason) "
            + "VALUES (:t, :seq, :p, :after, :reason)")
        .bind("t", tournamentId).bind("seq", Sql.nextSeq(h, "withdrawals", tournamentId)).bind("p", w.player())
        .bind("after", w.afterRound()).bind("reason", w.reason()).execute();
  }

  public static void addPenalty(WriteTx tx, Penalty p) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    h.createUpdate("INSERT INTO penalties (tournament_id, seq, player_id, kind, round_number, amount, reason) "
            + "VALUES (:t, :seq, :p, :kind, :round, :amount, :reason)")
        .bind("t", tournamentId).bind("seq", Sql.nextSeq(h, "penalties", tournamentId)).bind("p", p.player())
        .bind("kind", p.kind().name()).bind("round", p.round()).bind("amount", p.amount())
        .bind("reason", p.reason()).execute();
  }

  /** Records lots (player id → lot number); a player who already holds a lot gets the new one. */
  public static void putLots(WriteTx tx, Map<String, Integer> lots) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    if (lots.isEmpty()) {
      return;
    }
    var delete = h.prepareBatch("DELETE FROM lots WHERE tournament_id = :t AND player_id = :p");
    var insert = h.prepareBatch("INSERT INTO lots (tournament_id, player_id, lot) VALUES (:t, :p, :lot)");
    lots.forEach((p, lot) -> {
      delete.bind("t", tournamentId).bind("p", p).add();
      insert.bind("t", tournamentId).bind("p", p).bind("lot", lot).add();
    });
    delete.execute();
    insert.execute();
  }

  static Regulations regulations(String json) {
    return PARSED.computeIfAbsent(json, text -> {
      try {
        JsonNode node = Mappers.json().readTree(text);
        return RegulationsReader.fromTree("database", "regulations", node);
      } catch (IOException e) {
        throw new IllegalStateException("stored regulations are not JSON", e);
      }
    });
  }
}

package org.chuhe.app.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.io.RegulationsReader;
import org.chuhe.app.report.Times;
import org.chuhe.model.ManualAward;
import org.chuhe.model.Player;
import org.chuhe.model.PrizeDecision;
import org.chuhe.model.Range;
import org.chuhe.model.Round;
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
        .map((rs, ctx) -> {
          StoredRow row = row(rs);
          String createdAt = row.text("created_at");
          row.optionalInstant("created_at");
          return new TournamentInfo(row.id("id"), row.text("name"), regulations(row).id(), createdAt,
              row.integer("players"));
        })
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
        String known = String.join(", ", ids(h, "ORDER BY created_seq"));
        throw new ProblemException(Problem.of(Problem.Kind.NOT_FOUND, "tournament",
            "数据库中没有赛事 \"" + requested + "\"（已有：" + known + "）",
            "no tournament \"" + requested + "\" in the database (known: " + known + ")").withRemedy("tournament"));
      }
      return requested;
    }
    List<String> ids = ids(h, "ORDER BY created_seq DESC LIMIT 2");
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
    return tx.handle().createQuery("SELECT id, regulations FROM tournaments WHERE id = :id")
        .bind("id", tx.tournament()).map((rs, ctx) -> regulations(row(rs))).one();
  }

  private static List<String> ids(Handle h, String order) {
    return h.createQuery("SELECT id FROM tournaments " + order).map((rs, ctx) -> row(rs).id("id")).list();
  }

  private static StoredRow row(ResultSet rs) {
    return new StoredRow(rs, "tournaments", "id");
  }

  /** The tournament's units, in their order, each with its declared line-up (a team event's, V37). */
  public static List<Unit> units(ReadTx tx) {
    return units(tx, null);
  }

  /**
   * The units with their line-ups; with {@code references} (a whole tournament read) each player of a line-up must
   * be one of the tournament's, all of a line-up in one division, and no player in two line-ups.
   */
  private static List<Unit> units(ReadTx tx, StoredReferences references) {
    Map<String, List<String>> lineUps = lineUps(tx, references);
    List<Unit> units = tx.handle().createQuery("SELECT tournament_id, seq, id, name, kind FROM units "
            + "WHERE tournament_id = :t ORDER BY seq")
        .bind("t", tx.tournament())
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "units", "tournament_id", "seq");
          String id = row.id("id");
          String name = row.text("name");
          UnitKind kind = row.choice("kind", UnitKind.class);
          return row.model(() -> new Unit(id, name, kind, lineUps.remove(id)));
        }).list();
    if (!lineUps.isEmpty()) {
      String unit = lineUps.keySet().iterator().next();
      throw new StoredRow.Invalid("unit_line_ups " + tx.tournament() + "/" + unit,
          "报名顺序属于不存在的单位 " + unit + "（units 表中没有）",
          "is the line-up of unit " + unit + ", which units does not hold");
    }
    return units;
  }

  /** Each unit's line-up (unit id → its players in declared order), as unit_line_ups holds them. */
  private static Map<String, List<String>> lineUps(ReadTx tx, StoredReferences references) {
    Map<String, List<String>> lineUps = new LinkedHashMap<>();
    Map<String, String> unitOf = new java.util.HashMap<>();
    Map<String, String> divisionOf = new java.util.HashMap<>();
    tx.handle().createQuery("SELECT tournament_id, unit_id, slot, player_id FROM unit_line_ups "
            + "WHERE tournament_id = :t ORDER BY unit_id, slot")
        .bind("t", tx.tournament())
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "unit_line_ups", "tournament_id", "unit_id", "slot");
          String unit = row.id("unit_id");
          String player = references == null ? row.id("player_id") : references.player(row, "player_id");
          String other = unitOf.putIfAbsent(player, unit);
          if (other != null) {
            throw row.bad("player_id", player, "已在单位 " + other + " 的报名顺序中", "is in the line-up of unit " + other
                + " already");
          }
          if (references != null) {
            String division = references.divisionOf(player);
            String first = divisionOf.putIfAbsent(unit, division);
            if (first != null && !first.equals(division)) {
              throw row.bad("player_id", player, "属于组别 " + division + "，而该队的其他队员属于组别 " + first,
                  "is a player of division " + division + ", the team's other players of division " + first);
            }
          }
          lineUps.computeIfAbsent(unit, u -> new ArrayList<>()).add(player);
          return row;
        }).forEach(done -> { });
    return lineUps;
  }

  /**
   * Reads the whole tournament into the core model, as strictly as a document is read: every value is checked
   * ({@link StoredRow}) and every reference between rows ({@link StoredReferences}), so that a value chuhe never
   * writes is one problem naming its table, row and value, not an internal error or a game silently left out.
   */
  public static Tournament load(ReadTx tx) {
    Handle h = tx.handle();
    String id = tx.tournament();
    String[] name = new String[1];
    Regulations regulations = h.createQuery("SELECT id, name, regulations FROM tournaments WHERE id = :id")
        .bind("id", id)
        .map((rs, ctx) -> {
          StoredRow row = row(rs);
          name[0] = row.text("name");
          return regulations(row);
        }).one();
    StoredReferences references = new StoredReferences(regulations);
    List<Player> players = PlayerStore.list(tx, references);
    List<Unit> units = units(tx, references);
    references.teams(units);
    List<Round> rounds = RoundStore.list(tx, references);
    List<Withdrawal> withdrawals = h.createQuery("SELECT tournament_id, seq, player_id, after_round, reason "
            + "FROM withdrawals WHERE tournament_id = :t ORDER BY seq")
        .bind("t", id)
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "withdrawals", "tournament_id", "seq");
          return new Withdrawal(references.player(row, "player_id"), row.integer("after_round", Range.ROUNDS),
              row.optionalText("reason"));
        }).list();
    List<Penalty> penalties = h.createQuery("SELECT tournament_id, seq, player_id, kind, round_number, amount, "
            + "reason FROM penalties WHERE tournament_id = :t ORDER BY seq")
        .bind("t", id)
        .map((rs, ctx) -> penalty(new StoredRow(rs, "penalties", "tournament_id", "seq"), references, rounds))
        .list();
    List<ManualAward> awards = h.createQuery("SELECT tournament_id, seq, player_id, name FROM manual_awards "
            + "WHERE tournament_id = :t ORDER BY seq")
        .bind("t", id)
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "manual_awards", "tournament_id", "seq");
          return new ManualAward(references.player(row, "player_id"), row.text("name"));
        }).list();
    List<PrizeDecision> decisions = h.createQuery("SELECT tournament_id, seq, player_id, keeps, reason "
            + "FROM prize_decisions WHERE tournament_id = :t ORDER BY seq")
        .bind("t", id)
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "prize_decisions", "tournament_id", "seq");
          return new PrizeDecision(references.player(row, "player_id"), row.bool("keeps"),
              row.optionalText("reason"));
        }).list();
    Map<String, Integer> lots = new LinkedHashMap<>();
    h.createQuery("SELECT tournament_id, player_id, lot FROM lots WHERE tournament_id = :t ORDER BY player_id")
        .bind("t", id)
        .map((rs, ctx) -> {
          StoredRow row = new StoredRow(rs, "lots", "tournament_id", "player_id");
          return Map.entry(references.player(row, "player_id"), row.integer("lot", Range.LOT));
        })
        .forEach(e -> lots.put(e.getKey(), e.getValue()));
    return new Tournament(id, name[0], regulations, units, players, rounds, withdrawals, penalties, awards, lots,
        decisions);
  }

  /**
   * A penalty: of a player of the tournament, of a known kind, at least 1; one that cancels a round's result names
   * a round in which the player has a game or a bye.
   */
  private static Penalty penalty(StoredRow row, StoredReferences references, List<Round> rounds)
      throws SQLException {
    String player = references.player(row, "player_id");
    PenaltyKind kind = row.choice("kind", PenaltyKind.class);
    Integer round = row.optionalInteger("round_number", Range.ROUND);
    int amount = row.integer("amount", Range.AMOUNT);
    if (kind.needsRound()) {
      String division = references.divisionOf(player);
      boolean plays = round != null && rounds.stream().anyMatch(r -> r.division().equals(division)
          && r.number() == round
          && (r.byes().contains(player) || r.games().stream().anyMatch(g -> g.involves(player))));
      if (!plays) {
        throw row.bad("round_number", round, "不是棋手 " + player + " 有对局或轮空的轮次，无成绩可取消",
            "is no round in which player " + player + " has a game or a bye: no result to cancel");
      }
    }
    String reason = row.optionalText("reason");
    return row.model(() -> new Penalty(player, kind, round, amount, reason));
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
    var lineUps = h.prepareBatch("INSERT INTO unit_line_ups (tournament_id, unit_id, slot, player_id) "
        + "VALUES (:t, :unit, :slot, :player)");
    boolean anyLineUp = false;
    for (Unit u : t.units()) {
      for (int i = 0; i < u.lineUp().size(); i++) {
        lineUps.bind("t", t.id()).bind("unit", u.id()).bind("slot", i + 1).bind("player", u.lineUp().get(i)).add();
        anyLineUp = true;
      }
    }
    if (anyLineUp) {
      lineUps.execute();
    }
    RoundStore.insertAll(tx, t.rounds(), false);
    t.withdrawals().forEach(w -> addWithdrawal(tx, w));
    t.penalties().forEach(p -> addPenalty(tx, p));
    t.awards().forEach(a -> addAward(tx, a));
    t.prizeDecisions().forEach(d -> putPrizeDecision(tx, d));
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

  /** Records the chief arbiter's decision on a withdrawn player's prizes, replacing an earlier one of his. */
  public static void putPrizeDecision(WriteTx tx, PrizeDecision d) {
    Handle h = tx.handle();
    String tournamentId = tx.tournament();
    h.createUpdate("DELETE FROM prize_decisions WHERE tournament_id = :t AND player_id = :p")
        .bind("t", tournamentId).bind("p", d.player()).execute();
    h.createUpdate("INSERT INTO prize_decisions (tournament_id, seq, player_id, keeps, reason) "
            + "VALUES (:t, :seq, :p, :keeps, :reason)")
        .bind("t", tournamentId).bind("seq", Sql.nextSeq(h, "prize_decisions", tournamentId)).bind("p", d.player())
        .bind("keeps", d.keep()).bind("reason", d.reason()).execute();
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

  /**
   * The regulations in the row's {@code regulations} column: JSON that the regulations reader accepts, as for a
   * document's regulations; parsed once per text.
   */
  private static Regulations regulations(StoredRow row) throws SQLException {
    String json = row.text("regulations");
    Regulations known = PARSED.get(json);
    if (known != null) {
      return known;
    }
    JsonNode node;
    try {
      node = Mappers.json().readTree(json);
    } catch (IOException e) {
      throw row.bad("regulations", json, "不是 JSON", "is not JSON");
    }
    if (node == null || !node.isObject()) {
      throw row.bad("regulations", json, "不是规程对象（JSON 对象）", "is not a regulations object (a JSON object)");
    }
    Regulations regulations;
    try {
      regulations = RegulationsReader.fromTree("regulations", "", node);
    } catch (ProblemException e) {
      Problem first = e.problems().get(0);
      throw row.bad("regulations", json, "不是有效的规程（" + first.where() + "：" + first.zh() + "）",
          "is not valid regulations (" + first.where() + ": " + first.en() + ")");
    }
    PARSED.put(json, regulations);
    return regulations;
  }

  /**
   * The tournament's revision: every write transaction of it adds one ({@link Database#write}), so two reads that see
   * the same revision see the same tournament (what a front end may cache by).
   */
  public static long revision(ReadTx tx) {
    return tx.handle().createQuery("SELECT revision FROM tournaments WHERE id = :id").bind("id", tx.tournament())
        .mapTo(Long.class).one();
  }
}

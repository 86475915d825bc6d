package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chuhe.app.report.Pinyin;
import org.chuhe.app.report.Times;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.PlayerStore;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.model.Player;
import org.chuhe.model.Units;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;

/**
 * Check-in at the door (报到): players one by one, a unit (单位) whose leader brings its players at once, or a whole
 * division (the chief arbiter's decision). Each is one transaction that reads the players afresh, so two arbiters
 * checking in the same player at the same moment both succeed: the second finds him in and changes nothing, and is
 * told who checked him in and when. Every player changed gets his own audit entry ({@code player.checkin}, as
 * {@code checkin PLAYER…} and {@code checkin --all} write them); a unit's or a division's entries say so in their
 * details. After the draw a player who is in now gets the next free pairing number ({@link Registration}).
 */
public final class CheckIns {
  private CheckIns() {}

  /**
   * A player who already was as asked, and the last check-in entry of the log about him: who and when (local time);
   * blank when the log has none (checked in on the registration list).
   */
  public record Unchanged(Player player, String by, String at) {}

  /** What a check-in did: the players changed (with notices such as a late pairing number), and those already so. */
  public record Done(List<Registration.Entry> changed, List<Unchanged> unchanged) {}

  /**
   * Checks these players in ({@code in}) or takes their check-in back; those already so are reported, not changed. A
   * player named twice (by his number and his name) is checked in once.
   */
  public static Done players(Session s, List<String> ids, boolean in) {
    return s.write(tx -> {
      List<Player> chosen = new ArrayList<>();
      for (String id : new java.util.LinkedHashSet<>(ids)) {
        chosen.add(PlayerStore.find(tx, id).orElseThrow(() -> Registration.noSuchPlayer(id)));
      }
      return apply(tx, chosen, in, null);
    });
  }

  /**
   * Checks in the players of {@code unit} (its name as the lists show it) in {@code division} (null: in every
   * division, as they arrive at the door together) who are not in yet,
   * once the arbiter has seen them: {@code seen} are the ids his confirmation named. Should the unit have a player
   * out whom he did not see (registered or checked out since), nothing is changed and the refusal names him; a
   * player seen whom another arbiter has checked in since is reported as already in.
   */
  public static Done unit(Session s, String division, String unit, List<String> seen) {
    if (Units.isIndividual(unit)) {
      throw ProblemException.refused("unit", "“" + (unit == null ? "" : unit.strip())
              + "”不是单位：个人报名的棋手须逐一报到",
          "\"" + (unit == null ? "" : unit.strip()) + "\" is no unit: individual entrants check in one by one");
    }
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      List<Player> members = players(t, division).stream().filter(p -> Units.same(t.unitName(p), unit)).toList();
      if (members.isEmpty()) {
        throw ProblemException.notFound("unit", "没有单位“" + unit.strip() + "”的棋手",
            "no player of the unit \"" + unit.strip() + "\"");
      }
      return confirmed(tx, t, members, seen, Map.of("unit", t.unitName(members.get(0))));
    });
  }

  /**
   * Checks in every player of {@code division} (null: of every division) who is not in yet (the chief arbiter's
   * decision), once seen: as {@link #unit}, {@code seen} being the ids the confirmation named.
   */
  public static Done all(Session s, String division, List<String> seen) {
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      return confirmed(tx, t, players(t, division), seen, Map.of("all", division == null ? "*" : division(t,
          division)));
    });
  }

  /** The players of a group not checked in yet: those a confirmation names, in the order of their names' pinyin. */
  public static List<Player> waiting(List<Player> group) {
    return group.stream().filter(p -> !p.checkedIn()).sorted(BY_NAME).toList();
  }

  /** Players in the order of their names' pinyin (单 under s, 曾 under z), as the public players list. */
  public static final Comparator<Player> BY_NAME = Comparator.comparing(Player::name, Pinyin.ORDER)
      .thenComparing(Player::id);

  /** How many of a group are checked in (报到), not yet (未到), and have not paid the entry fee (未缴费). */
  public record Count(int in, int out, int unpaid) {
    public int total() {
      return in + out;
    }

    public static Count of(List<Player> players) {
      int in = (int) players.stream().filter(Player::checkedIn).count();
      int unpaid = (int) players.stream().filter(p -> !p.feePaid()).count();
      return new Count(in, players.size() - in, unpaid);
    }
  }

  /** A unit's players and their count; {@code name} blank for the individual entrants (个人), who form no unit. */
  public record Unit(String name, List<Player> players, Count count) {
    public boolean individual() {
      return name.isEmpty();
    }
  }

  /**
   * These players (a division's, or all) by unit: units in the order of their names' pinyin, each unit's players by name, the
   * individual entrants last. Two spellings of one unit ("厦门１队", "厦门1队") are one unit, named as first written.
   */
  public static List<Unit> units(Tournament t, List<Player> players) {
    Map<String, List<Player>> byKey = new LinkedHashMap<>();
    Map<String, String> names = new LinkedHashMap<>();
    for (Player p : players) {
      String key = Units.key(t.unitName(p));
      byKey.computeIfAbsent(key == null ? "" : key, k -> new ArrayList<>()).add(p);
      names.putIfAbsent(key == null ? "" : key, key == null ? "" : t.unitName(p).strip());
    }
    List<Unit> units = new ArrayList<>();
    byKey.forEach((key, members) -> units.add(new Unit(names.get(key),
        members.stream().sorted(BY_NAME).toList(), Count.of(members))));
    units.sort(Comparator.comparing(Unit::individual).thenComparing(Unit::name, Pinyin.ORDER));
    return units;
  }

  private static String division(Tournament t, String division) {
    return org.chuhe.app.io.PlayerFields.division("division", t.regulations(), division);
  }

  /** The players of {@code division} (its id or name), or of every division when it is null. */
  private static List<Player> players(Tournament t, String division) {
    return division == null ? t.players() : t.playersIn(division(t, division));
  }

  /** Checks in a group's players who are out, refused if one of them is not among those the arbiter saw. */
  private static Done confirmed(WriteTx tx, Tournament t, List<Player> group, List<String> seen,
      Map<String, Object> details) {
    Set<String> saw = new HashSet<>(seen);
    List<Player> unseen = group.stream().filter(p -> !p.checkedIn() && !saw.contains(p.id())).sorted(BY_NAME)
        .toList();
    if (!unseen.isEmpty()) {
      List<String> zh = unseen.stream().map(p -> t.nameZh(p.id())).toList();
      List<String> en = unseen.stream().map(p -> t.nameEn(p.id())).toList();
      throw new ProblemException(Problem.of(Problem.Kind.CONFLICT, "seen",
          "确认之后又有未报到的棋手：" + String.join("、", zh) + "。未作改动，请重新确认",
          "players not checked in came in after the confirmation: " + String.join(", ", en)
              + ". Nothing was changed: confirm again"));
    }
    List<Player> chosen = group.stream().filter(p -> saw.contains(p.id())).sorted(BY_NAME).toList();
    return apply(tx, chosen, true, details);
  }

  /** The change itself: each player not yet as asked is changed and logged; late numbers are given after it. */
  private static Done apply(WriteTx tx, List<Player> chosen, boolean in, Map<String, Object> details) {
    List<Player> changed = new ArrayList<>();
    List<Unchanged> unchanged = new ArrayList<>();
    for (Player before : chosen) {
      if (before.checkedIn() == in) {
        Optional<AuditEntry> last = AuditLog.lastAbout(tx, before.id(), AuditAction.PLAYER_CHECKIN);
        unchanged.add(new Unchanged(before.withoutSensitiveData(), last.map(AuditEntry::actor).orElse(""),
            last.map(e -> Times.local(e.at())).orElse("")));
        continue;
      }
      Player after = new Player(before.id(), before.name(), before.division(), before.unit(), before.gender(),
          before.birthDate(), before.residence(), before.grade(), before.rating(), before.number(),
          before.feePaid(), in, before.phone(), before.idNumber());
      PlayerStore.update(tx, after);
      tx.audit(AuditAction.PLAYER_CHECKIN, after.id(), Map.of("checkedIn", !in), Map.of("checkedIn", in), details);
      changed.add(after);
    }
    return new Done(Registration.numbered(tx, changed), unchanged);
  }
}

package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.PlayerStore;
import org.chuhe.app.store.RoundStore;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.model.Player;
import org.chuhe.model.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/**
 * Registration, edits and check-in. Entries are checked against eligibility and entry limits (R2, R3); a breach is
 * refused unless the arbiter overrides it with a reason, and the reason and the breaches go into the audit log.
 * A player registered after the division's draw is a late entry: the next free pairing number, absent (no points)
 * from the rounds already paired.
 */
public final class Registration {
  private Registration() {}

  /** A player as registered, and what the arbiter should know about the entry. */
  public record Entry(Player player, List<Notice> notices) {}

  public static Entry register(Session s, Player candidate, String override) {
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx.handle(), tx.tournament());
      return add(tx, t, t.players(), candidate, override, AuditAction.PLAYER_REGISTER);
    });
  }

  /**
   * Registers many players (an imported list) in one transaction: all of them, or none if any is refused. Each
   * is checked against the players before it, so a list that overfills a unit is caught at the first one too many.
   */
  public static List<Entry> registerAll(Session s, List<Player> candidates, List<String> places, String source,
      String override) {
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx.handle(), tx.tournament());
      List<Player> everyone = new ArrayList<>(t.players());
      List<Problem> problems = new ArrayList<>();
      List<Entry> entries = new ArrayList<>();
      for (int i = 0; i < candidates.size(); i++) {
        try {
          Entry e = add(tx, t, everyone, candidates.get(i), override, AuditAction.PLAYERS_IMPORT);
          everyone.add(e.player());
          entries.add(e);
        } catch (ProblemException e) {
          String place = places.get(i);
          e.problems().forEach(p -> problems.add(new Problem(place, p.zh(), p.en())));
        }
      }
      if (!problems.isEmpty()) {
        problems.add(Problem.at(source, "有错误，未导入任何棋手", "there are errors: no player was imported"));
        throw new ProblemException(problems);
      }
      return entries;
    });
  }

  /** Changes a player; the changed entry is checked like a new one (against everyone else). */
  public static Entry edit(Session s, String playerId, UnaryOperator<Player> change, String override) {
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx.handle(), tx.tournament());
      Player before = player(t, playerId);
      Player after = change.apply(before);
      if (!after.division().equals(before.division()) && hasPlayed(t, playerId)) {
        throw ProblemException.of(playerId, "棋手已在 " + before.division() + " 出场，不能换组别",
            "the player has already been paired in " + before.division() + " and cannot change division");
      }
      List<Notice> notices = new ArrayList<>();
      if (!after.division().equals(before.division())) {
        after = after.withNumber(null);
        if (RoundStore.drawn(tx.handle(), tx.tournament(), after.division())) {
          after = after.withNumber(nextNumber(t.players(), after.division()));
          notices.add(new Notice("新组别已抽签：编号为 " + after.number(),
              "the new division has been drawn: pairing number " + after.number()));
        }
      }
      List<Player> others = t.players().stream().filter(p -> !p.id().equals(playerId)).toList();
      List<Problem> breaches = EntryRules.breaches(t.regulations(), others, after);
      EntryRules.enforce(breaches, override);
      if (after.equals(before)) {
        notices.add(new Notice("没有改动", "nothing changed"));
        return new Entry(before, notices);
      }
      PlayerStore.update(tx.handle(), tx.tournament(), after);
      tx.audit(AuditAction.PLAYER_EDIT, playerId, before, after, overrideDetails(breaches, override));
      notices.addAll(overrideNotices(breaches));
      return new Entry(after, notices);
    });
  }

  /** Marks players as checked in (报到) or, with {@code in} false, takes the check-in back. */
  public static List<Player> checkIn(Session s, List<String> playerIds, boolean in) {
    return s.write(tx -> {
      List<Player> changed = new ArrayList<>();
      for (String id : playerIds) {
        Player before = PlayerStore.find(tx.handle(), tx.tournament(), id)
            .orElseThrow(() -> noSuchPlayer(id));
        if (before.checkedIn() == in) {
          continue;
        }
        Player after = new Player(before.id(), before.name(), before.division(), before.unit(), before.gender(),
            before.birthDate(), before.residence(), before.grade(), before.rating(), before.number(),
            before.feePaid(), in, before.phone(), before.idNumber());
        PlayerStore.update(tx.handle(), tx.tournament(), after);
        tx.audit(AuditAction.PLAYER_CHECKIN, id, Map.of("checkedIn", !in), Map.of("checkedIn", in), null);
        changed.add(after);
      }
      return changed;
    });
  }

  static Player player(Tournament t, String id) {
    return t.player(id).orElseThrow(() -> noSuchPlayer(id));
  }

  static ProblemException noSuchPlayer(String id) {
    return ProblemException.of(id, "没有这名棋手：" + id, "no such player: " + id);
  }

  /** A new player id: the next free "p" number. */
  static String newId(List<Player> players) {
    int max = 0;
    for (Player p : players) {
      if (p.id().matches("p\\d{1,9}")) {
        max = Math.max(max, Integer.parseInt(p.id().substring(1)));
      }
    }
    return "p" + (max + 1);
  }

  private static Entry add(WriteTx tx, Tournament t, List<Player> everyone, Player candidate, String override,
      AuditAction action) {
    Regulations r = t.regulations();
    Player p = candidate.id() == null || candidate.id().isBlank() ? withId(candidate, newId(everyone)) : candidate;
    if (everyone.stream().anyMatch(other -> other.id().equals(p.id()))) {
      throw ProblemException.of(p.id(), "棋手编号已存在：" + p.id(), "player id already taken: " + p.id());
    }
    List<Problem> breaches = EntryRules.breaches(r, everyone, p);
    EntryRules.enforce(breaches, override);
    List<Notice> notices = new ArrayList<>(overrideNotices(breaches));
    Player entered = p;
    int paired = RoundStore.lastRound(tx.handle(), tx.tournament(), p.division());
    if (RoundStore.drawn(tx.handle(), tx.tournament(), p.division()) && p.number() == null) {
      entered = p.withNumber(nextNumber(everyone, p.division()));
      notices.add(new Notice("抽签后报名：编号 " + entered.number(),
          "entered after the draw: pairing number " + entered.number()));
    }
    if (paired > 0) {
      notices.add(new Notice("迟到报名：第 1–" + paired + " 轮记为缺席（不得分）",
          "late entry: absent (no points) in rounds 1–" + paired));
    }
    PlayerStore.insert(tx.handle(), tx.tournament(), entered);
    Map<String, Object> details = overrideDetails(breaches, override);
    if (paired > 0) {
      details = details == null ? new LinkedHashMap<>() : details;
      details.put("lateEntryAfterRound", paired);
    }
    tx.audit(action, entered.id(), null, entered, details);
    return new Entry(entered, notices);
  }

  private static Map<String, Object> overrideDetails(List<Problem> breaches, String override) {
    if (breaches.isEmpty()) {
      return null;
    }
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("override", override);
    details.put("breaches", breaches.stream().map(b -> Map.of("zh", b.zh(), "en", b.en())).toList());
    return details;
  }

  private static List<Notice> overrideNotices(List<Problem> breaches) {
    return breaches.stream().map(b -> new Notice("已破例接受：" + b.zh(), "accepted by override: " + b.en()))
        .toList();
  }

  private static int nextNumber(List<Player> players, String division) {
    return players.stream().filter(p -> p.division().equals(division)).map(Player::number)
        .filter(Objects::nonNull).mapToInt(Integer::intValue).max().orElse(0) + 1;
  }

  private static boolean hasPlayed(Tournament t, String playerId) {
    return t.rounds().stream().anyMatch(r -> r.byes().contains(playerId)
        || r.games().stream().anyMatch(g -> g.involves(playerId)));
  }

  private static Player withId(Player p, String id) {
    return new Player(id, p.name(), p.division(), p.unit(), p.gender(), p.birthDate(), p.residence(), p.grade(),
        p.rating(), p.number(), p.feePaid(), p.checkedIn(), p.phone(), p.idNumber());
  }
}

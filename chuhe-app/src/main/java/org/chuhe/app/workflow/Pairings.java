package org.chuhe.app.workflow;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.GameRecordStore;
import org.chuhe.app.store.RoundStore;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.Eligibility;
import org.chuhe.knockout.Bracket;
import org.chuhe.knockout.KnockoutPairing;
import org.chuhe.pairing.NextRound;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.ProvisionalPairing;
import org.chuhe.pairing.Violation;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/**
 * The draw and the pairing of rounds as states of the workflow, whatever makes the pairing (the engine, a manual
 * list, an imported document). This class decides <em>when</em> a draw or a pairing may be written and
 * <em>who</em> is to be paired; it does not pair.
 *
 * <ul>
 *   <li>{@link #field}: who is paired in a round, by the engine's rule ({@link Eligibility}): not withdrawn, not
 *       stopped by forfeits, checked in, fee paid.
 *   <li>{@link #checkCanPair}: round k only after round k−1 is complete, unless the regulations allow provisional
 *       pairing (R7, decided by {@link ProvisionalPairing}, as for a document), and round 1 only after the draw.
 *   <li>{@link #savePairing}: writes a pairing list in one audited transaction.
 *   <li>{@link #undoPairing}: takes the last round back until its first result or foul is entered.
 *   <li>{@link #publish}: makes a draft public: players see it, and results are entered on it.
 *   <li>{@link #saveDraw}: writes the pairing numbers, lots and seed of a division's draw (of the players in).
 * </ul>
 */
public final class Pairings {
  private static final int LISTED = 10;

  private Pairings() {}

  /** A pairing list as written, and whether it was paired provisionally (R7). */
  public record Saved(Round round, boolean provisional) {}

  /** Ids of the players to pair in {@code round} of {@code division}, by pairing number, then registration. */
  public static List<String> field(Tournament t, String division, int round) {
    return Eligibility.field(t, division, round, Set.of()).stream().map(Player::id).toList();
  }

  /**
   * Why a player is not paired in {@code round}, for every player of the division who is not: the reasons of
   * {@link Eligibility}, and those of the format ({@link NextRound#noGame}: a round robin's opponent of a withdrawn
   * player, a knock-out's players outside the next round's matches). In a knock-out round the bracket decides: a
   * player it pairs has no reason.
   */
  public static Map<String, Notice> notPaired(Tournament t, String division, int round) {
    Map<String, Notice> reasons = new LinkedHashMap<>();
    Map<String, NextRound.NoGame> noGame = NextRound.noGame(t, division, round);
    boolean byBracket = NextRound.pairedByBracket(t, division, round);
    Eligibility.notPaired(t, division, round, Set.of()).forEach((id, why) -> {
      if (!byBracket || noGame.containsKey(id)) {
        reasons.put(id, Notice.of(t, id, why));
      }
    });
    noGame.forEach((id, why) -> reasons.putIfAbsent(id, new Notice(why.zh(), why.en())));
    return reasons;
  }

  /**
   * Refuses to pair {@code round} of {@code division} when the workflow is not there yet; returns whether the
   * pairing is provisional (the previous round still has games without a result, which R7 allows): the answer of
   * {@link ProvisionalPairing#decide}, the one rule a document is paired by too. A request to pair provisionally
   * does not change it (the regulations decide), so none is asked for here.
   */
  public static boolean checkCanPair(Tournament t, String division, int round) {
    Regulations r = t.regulations();
    EntryRules.division(r, division);
    String where = division + "/" + round;
    if (Bracket.knockoutRound(r, division, round)) {
      // A knock-out round: the bracket says whether one can be paired now, and why not (a result missing, over).
      KnockoutPairing.pair(t, division);
    }
    int rounds = NextRound.rounds(t, division);
    if (round < 1 || round > rounds) {
      throw ProblemException.of(where, "规程只有 " + rounds + " 轮", "the regulations have " + rounds + " rounds");
    }
    List<Round> paired = t.roundsOf(division);
    int last = paired.isEmpty() ? 0 : paired.get(paired.size() - 1).number();
    if (round <= last) {
      throw ProblemException.of(where, "第 " + round + " 轮已编排；如需重排，先撤销（unpair）",
          "round " + round + " is already paired: undo it first (unpair) to pair it again");
    }
    if (round > last + 1) {
      throw ProblemException.of(where, "应先编排第 " + (last + 1) + " 轮", "round " + (last + 1) + " comes first");
    }
    if (last > 0 && paired.get(paired.size() - 1).draft()) {
      throw ProblemException.refused(where, "第 " + last + " 轮的编排尚未发布：先发布（publish）或撤销（unpair）",
          "round " + last + " is a draft: publish it (publish) or undo it (unpair) first");
    }
    List<String> field = field(t, division, round);
    if (round == 1) {
      List<String> unnumbered = field.stream().filter(id -> t.player(id).orElseThrow().number() == null).toList();
      if (!unnumbered.isEmpty()) {
        throw ProblemException.of(where, "尚未抽签：" + listed(names(t, unnumbered, true)) + " 没有编号",
            "no draw yet: " + listed(names(t, unnumbered, false)) + " have no pairing number");
      }
    }
    if (field.size() < 2) {
      throw ProblemException.of(where, "可编排的棋手不足两人", "fewer than two players can be paired");
    }
    return ProvisionalPairing.decide(t, division, round, null).orThrow(where);
  }

  /**
   * Writes the pairing list of one round in one transaction, after {@link #checkCanPair} and after checking that
   * the list pairs exactly the {@link #field}, each player once, with no result yet. The round's manual changes are
   * stored with it, with who made them and when (the session's user and this transaction's time, unless they say).
   * {@code details} (engine settings, seed, the arbiter's manual changes …) go into the audit log with the list.
   */
  public static Saved savePairing(Session s, Round round, Object details) {
    return savePairing(s, round, Set.of(), details);
  }

  /**
   * As {@link #savePairing(Session, Round, Object)}, with players of the field deliberately left out of this round
   * ({@code excused}: absent by notice, or taken out by the chief arbiter), which the log records.
   */
  public static Saved savePairing(Session s, Round round, Set<String> excused, Object details) {
    return s.write(tx -> save(tx, round, excused, details));
  }

  /**
   * Replaces a draft by another pairing of the same round (the chief arbiter's change, R8) in one transaction: the
   * draft taken back, as {@link #undoPairing} logs it, and the new list saved as {@link #savePairing} saves it.
   * Refused when the round is no longer the draft {@code draft} (published, or changed by someone else since).
   */
  public static Saved replaceDraft(Session s, Round draft, Round round, Set<String> excused, Object details) {
    return s.write(tx -> {
      String where = draft.division() + "/" + draft.number();
      Round now = RoundStore.find(tx, draft.division(), draft.number()).orElse(null);
      if (now == null || !now.draft()) {
        throw ProblemException.refused(where, "只能调整未发布的编排：已发布的一轮须先撤销（unpair）再重排",
            "only a draft is changed here: a published round is undone (unpair) and paired again");
      }
      if (!now.equals(draft)) {
        throw new ProblemException(Problem.of(Problem.Kind.CONFLICT, where, "这一轮的编排刚被改动过：请重新查看后再调整",
            "this round's pairing was changed meanwhile: review it again, then make the change"));
      }
      RoundStore.delete(tx, draft.division(), draft.number());
      tx.audit(AuditAction.PAIRING_UNDO, where, now, null, Map.of("replacedBy", "manual change"));
      return save(tx, round, excused, details);
    });
  }

  private static Saved save(WriteTx tx, Round round, Set<String> excused, Object details) {
    Tournament t = TournamentStore.load(tx);
    boolean provisional = checkCanPair(t, round.division(), round.number());
    checkList(t, round, excused);
    Round recorded = round.withChangesRecorded(tx.actor(), Instant.parse(tx.now()));
    RoundStore.insert(tx, recorded, provisional);
    Map<String, Object> audit = new LinkedHashMap<>();
    audit.put("provisional", provisional);
    if (!excused.isEmpty()) {
      audit.put("excused", new TreeSet<>(excused));
    }
    audit.put("source", details);
    tx.audit(AuditAction.PAIRING_SAVE, round.division() + "/" + round.number(), null, recorded, audit);
    return new Saved(recorded, provisional);
  }

  /**
   * Takes back the last paired round of a division (or refuses: only the last one, and only while none of its
   * games has a result or a foul). Returns the list that was removed.
   */
  public static Round undoPairing(Session s, String division, Integer round) {
    return s.write(tx -> {
      EntryRules.division(TournamentStore.regulations(tx), division);
      int last = RoundStore.lastRound(tx, division);
      if (last == 0) {
        throw ProblemException.of(division, "该组别还没有编排", "nothing has been paired in this division");
      }
      int number = round == null ? last : round;
      if (number != last) {
        throw ProblemException.of(division + "/" + number, "只能撤销最后编排的一轮（第 " + last + " 轮）",
            "only the last paired round (" + last + ") can be undone");
      }
      Round r = RoundStore.find(tx, division, number).orElseThrow();
      List<String> entered = r.games().stream()
          .filter(g -> g.result().isFinished() || g.hasFouls())
          .map(g -> String.valueOf(g.board())).toList();
      if (!entered.isEmpty()) {
        throw ProblemException.of(division + "/" + number, "已录入结果或犯规（台次 " + listed(entered) + "），不能撤销编排",
            "results or fouls are already entered (boards " + listed(entered) + "): the pairing can no longer be undone");
      }
      // A game record is entered data too: taking the round back would delete it unasked.
      List<String> recorded = GameRecordStore.list(tx, division, number).stream()
          .map(g -> String.valueOf(g.board())).toList();
      if (!recorded.isEmpty()) {
        throw ProblemException.of(division + "/" + number, "已录入棋谱（台次 " + listed(recorded) + "），不能撤销编排：先删除棋谱",
            "game records are entered (boards " + listed(recorded) + "): delete them before undoing the pairing");
      }
      RoundStore.delete(tx, division, number);
      tx.audit(AuditAction.PAIRING_UNDO, division + "/" + number, r, null, null);
      return r;
    });
  }

  /**
   * Publishes the drafts of a division (or, for null, of every division), or of one round: players see them from now
   * on, and results are entered on them. Each is logged ({@code pairing.publish}). Returns the rounds published, in
   * the order they were paired; refuses when there is no draft to publish (and a round that is not a draft).
   */
  public static List<Round> publish(Session s, String division, Integer round) {
    return s.write(tx -> {
      if (division != null) {
        EntryRules.division(TournamentStore.regulations(tx), division);
      }
      Tournament t = TournamentStore.load(tx);
      List<Round> drafts = t.rounds().stream().filter(Round::draft)
          .filter(r -> division == null || r.division().equals(division))
          .filter(r -> round == null || r.number() == round).toList();
      String where = (division == null ? "rounds" : division) + (round == null ? "" : "/" + round);
      if (drafts.isEmpty()) {
        boolean paired = round != null && t.rounds().stream()
            .anyMatch(r -> r.number() == round && (division == null || r.division().equals(division)));
        throw paired
            ? ProblemException.refused(where, "第 " + round + " 轮已发布", "round " + round + " is published already")
            : ProblemException.refused(where, "没有待发布的编排（草稿）",
                "no draft to publish");
      }
      for (Round r : drafts) {
        RoundStore.publish(tx, r.division(), r.number());
        tx.audit(AuditAction.PAIRING_PUBLISH, r.division() + "/" + r.number(), null,
            Map.of("division", r.division(), "number", r.number()), null);
      }
      return drafts.stream().map(r -> r.withDraft(false)).toList();
    });
  }

  /**
   * Records the draw of a division: pairing numbers, lots and the seed that reproduces them (R4). Allowed until
   * round 1 is paired; a second draw replaces the first, and both stay in the log. The numbers must be 1..N for
   * exactly the players in at the draw ({@code Draw.inAtTheDraw}: checked in, fee paid, not withdrawn); the
   * division's other players are left without a number until they come in ({@link Registration}).
   */
  public static void saveDraw(Session s, String division, Map<String, Integer> numbers, Map<String, Integer> lots,
      String seed, Object details) {
    s.write(tx -> {
      EntryRules.division(TournamentStore.regulations(tx), division);
      if (RoundStore.lastRound(tx, division) > 0) {
        throw ProblemException.of(division, "已开始编排，不能重新抽签", "pairing has begun: the draw cannot be redone");
      }
      Tournament t = TournamentStore.load(tx);
      List<Player> players = t.playersIn(division);
      Set<String> ids = players.stream().map(Player::id).collect(Collectors.toSet());
      Map<String, Notice> out = notPaired(t, division, 1);
      List<Problem> problems = new ArrayList<>();
      for (String id : numbers.keySet()) {
        if (!ids.contains(id)) {
          problems.add(Problem.at(id, "不是本组别的棋手", "not a player of this division"));
        } else if (out.containsKey(id)) {
          problems.add(Problem.at(id, "不在场，不参加抽签：" + out.get(id).zh(),
              "not in at the draw: " + out.get(id).en()));
        }
      }
      List<String> left = players.stream().map(Player::id)
          .filter(id -> !out.containsKey(id) && !numbers.containsKey(id)).toList();
      if (!left.isEmpty()) {
        problems.add(Problem.at(division, "抽签漏掉了 " + listed(names(t, left, true)),
            "the draw leaves out " + listed(names(t, left, false))));
      }
      if (!new HashSet<>(numbers.values()).equals(
          IntStream.rangeClosed(1, numbers.size()).boxed().collect(Collectors.toSet()))) {
        problems.add(Problem.at(division, "编号应为 1 到 " + numbers.size() + "，不重复、不空号",
            "the numbers must be 1 to " + numbers.size() + ", each once, without holes"));
      }
      if (!problems.isEmpty()) {
        throw new ProblemException(problems);
      }
      Map<String, Integer> before = new TreeMap<>();
      players.stream().filter(p -> p.number() != null).forEach(p -> before.put(p.id(), p.number()));
      RoundStore.saveDraw(tx, division, numbers, lots, seed);
      Map<String, Object> audit = new LinkedHashMap<>();
      audit.put("seed", seed);
      audit.put("lots", new TreeMap<>(lots));
      audit.put("source", details);
      tx.audit(AuditAction.DRAW, division, before.isEmpty() ? null : before, new TreeMap<>(numbers), audit);
      return null;
    });
  }

  /**
   * The list pairs exactly the field (less the excused), each player once, and carries no result yet. Who is in the
   * list that should not be, and who is missing, is the checker's answer ({@link PairingChecker#checkNew}); the rules
   * it checks that the chief arbiter may break by hand (R8: a rematch, same-unit players, colours, byes) are reported
   * with the pairing, not refused here. Results, fouls and board numbers are the new list's own.
   */
  private static void checkList(Tournament t, Round round, Set<String> excused) {
    String where = round.division() + "/" + round.number();
    // Why each is not to be paired, without the player's name (the line below names him).
    Map<String, Eligibility.NotPaired> excluded = Eligibility.notPaired(t, round.division(), round.number(), Set.of());
    Set<Problem> problems = new LinkedHashSet<>();
    Set<Integer> boards = new HashSet<>();
    for (Game g : round.games()) {
      if (g.result().isFinished() || g.hasFouls()) {
        problems.add(Problem.at(where + " board " + g.board(), "新编排的对局不能带有结果或犯规",
            "a new pairing cannot carry a result or fouls"));
      }
      if (g.board() < 1 || !boards.add(g.board())) {
        problems.add(Problem.at(where + " board " + g.board(), "台次无效或重复", "board number invalid or repeated"));
      }
    }
    List<String> missing = new ArrayList<>();
    for (Violation v : PairingChecker.checkNew(t, round, excused).violations()) {
      String id = v.players().isEmpty() ? "" : v.players().get(0);
      switch (v.rule()) {
        case PLAYER_TWICE -> problems.add(Problem.at(where, t.nameZh(id) + " 在本轮出现两次",
            t.nameEn(id) + " appears twice in this round"));
        case UNKNOWN_PLAYER -> problems.add(Problem.at(where, "没有这名本组别棋手：" + id,
            "no player " + id + " in this division"));
        case NOT_ELIGIBLE -> {
          Eligibility.NotPaired why = excluded.get(id);
          if (why != null) {
            problems.add(Problem.at(where, t.nameZh(id) + " 本轮不应编排：" + why.zh(),
                t.nameEn(id) + " is not to be paired: " + why.en()));
          }
          if (excused.contains(id)) {
            problems.add(Problem.at(where, t.nameZh(id) + " 既请假又被编排",
                t.nameEn(id) + " is excused from this round but paired"));
          }
        }
        case NOT_PAIRED -> missing.add(id);
        default -> {
          // a rule the chief arbiter may break by hand, or the pairing's quality: reported, not refused
        }
      }
    }
    if (!missing.isEmpty()) {
      problems.add(Problem.at(where, "编排漏掉了 " + listed(names(t, missing, true)),
          "the pairing leaves out " + listed(names(t, missing, false))));
    }
    if (!problems.isEmpty()) {
      throw new ProblemException(new ArrayList<>(problems));
    }
  }

  /** Players as arbiters write them ({@link Tournament#nameZh}), for a line a person reads. */
  private static List<String> names(Tournament t, List<String> ids, boolean chinese) {
    return ids.stream().map(chinese ? t::nameZh : t::nameEn).toList();
  }

  static String listed(List<String> items) {
    String shown = String.join(", ", items.subList(0, Math.min(LISTED, items.size())));
    return items.size() > LISTED ? shown + " …(" + items.size() + ")" : shown;
  }
}

package org.chuhe.app.workflow;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.Draw;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.ProvisionalPairing;
import org.chuhe.pairing.NextRound;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;

/**
 * The use case "pair the next round" (积分编排), the same for the database and for a tournament document: for one
 * division or every division with a round still to play, the players who came in after the draw get the next free
 * pairing numbers, the engine pairs the round (with the arbiter's absent players and manual changes, R8), and the
 * list is written. In the database the workflow first decides whether the round may be paired now, and whether
 * provisionally (R7, {@link Pairings#checkCanPair}); the list is written in one audited transaction per division.
 */
public final class PairRound {
  private PairRound() {}

  /**
   * What to pair: one division or (null) every division with a round to play; provisional pairing asked for (unfinished
   * games count as draws, R7); players absent by notice; the arbiter's manual changes, each with its reason. Players
   * are named as arbiters name them: by id, pairing number or unique name ({@link PlayerRefs}, numbers read in
   * {@code division} when given); the use case resolves them in the tournament it pairs. {@code draft}: the round
   * is kept from the players until it is published ({@link Pairings#publish}), for the chief arbiter to review.
   */
  public record Request(String division, boolean provisional, Set<String> absent, List<ManualChange> changes,
      boolean draft) {
    public Request {
      absent = Set.copyOf(absent);
      changes = List.copyOf(changes);
    }

    /** A round published as soon as it is paired. */
    public Request(String division, boolean provisional, Set<String> absent, List<ManualChange> changes) {
      this(division, provisional, absent, changes, false);
    }

    /** The same request with every player named by id; one problem lists every reference that names no one. */
    Request resolved(Tournament t) {
      changes.forEach(c -> TypedText.text("reason", c.reason()));
      List<String> refs = new ArrayList<>(absent);
      changes.forEach(c -> refs.addAll(c.players()));
      if (refs.isEmpty()) {
        return this;
      }
      Map<String, String> ids = PlayerRefs.idsByRef(t, refs, division);
      return new Request(division, provisional, absent.stream().map(ids::get).collect(Collectors.toSet()),
          changes.stream().map(c -> ManualChange.of(c.kind(), c.players().stream().map(ids::get).toList(),
              c.colour(), c.reason(), c.by(), c.at())).toList(), draft);
    }

    PairingOptions options() {
      return new PairingOptions(provisional ? Boolean.TRUE : null, absent, changes);
    }
  }

  /** One division paired: the players numbered first (in after the draw), and the engine's result. */
  public record Paired(String division, Map<String, Integer> lateNumbers, PairingResult result) {}

  /** The tournament after the pairing, and each division paired, in the regulations' order. */
  public record Outcome(Tournament tournament, List<Paired> divisions) {}

  public static Outcome inDatabase(Session s, Request request) {
    return inDatabase(s, request, inThisThread());
  }

  /** As {@link #inDatabase(Session, Request)}, paired by {@code engine} (its threads and probe). */
  public static Outcome inDatabase(Session s, Request request, PairingEngine engine) {
    Tournament t = s.load();
    PairingOptions options = request.resolved(t).options();
    List<Paired> paired = new ArrayList<>();
    for (String d : divisions(t, request.division())) {
      Map<String, Integer> late = Map.of();
      if (!Draw.lateNumbers(t, d).isEmpty()) { // an entry that came in another way (an imported document)
        late = Registration.numberLateEntries(s, d);
        t = s.load();
      }
      boolean provisionalNow = Pairings.checkCanPair(t, d, NextRound.number(t, d));
      PairingResult result = NextRound.pair(t, d, provisionalNow ? options.withProvisional(true) : options,
          engine);
      Pairings.savePairing(s, result.round().withDraft(request.draft()), options.absent(),
          auditDetails(result, options));
      t = s.load();
      paired.add(new Paired(d, late, result));
    }
    return new Outcome(t, paired);
  }

  /**
   * Pairs in a document (a value): the round keeps the manual changes with who made them and when (R8); the caller
   * writes the returned tournament where it belongs.
   */
  public static Outcome inDocument(Tournament t, Request request, String actor) {
    return inDocument(t, request, actor, inThisThread());
  }

  /** As {@link #inDocument(Tournament, Request, String)}, paired by {@code engine} (its threads and probe). */
  public static Outcome inDocument(Tournament t, Request request, String actor, PairingEngine engine) {
    PairingOptions options = request.resolved(t).options();
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    List<Paired> paired = new ArrayList<>();
    for (String d : divisions(t, request.division())) {
      Map<String, Integer> late = Draw.lateNumbers(t, d);
      t = Draw.withNumbers(t, late);
      // The same decision as the database's (R7): whether this round may be paired now, and provisionally.
      PairingResult result = NextRound.pair(t, d, ProvisionalPairing.options(t, d, options), engine);
      List<Round> rounds = new ArrayList<>(t.rounds());
      rounds.add(result.round().withChangesRecorded(actor, now).withDraft(request.draft()));
      t = t.withRounds(rounds);
      paired.add(new Paired(d, late, result));
    }
    return new Outcome(t, paired);
  }

  /**
   * A division's last paired round as the chief arbiter reviews it before publishing: the round, the checker's
   * verdict ({@link Reports#check(Tournament, String, int)}: rules broken, the quality vector, the manual changes
   * and what each accepted), and the engine's reasons for each board ({@code explained}: the engine pairs the round
   * again from the same tournament, absences and changes, which it does the same way every time; empty when that no
   * longer gives this list, e.g. a player checked in since, or when the round was not paired by the engine).
   */
  public record Review(Round round, Reports.CheckedRound check, Optional<PairingResult> explained) {}

  /** The review of {@code division}'s last paired round; empty before its first round. */
  public static Optional<Review> review(Tournament t, String division) {
    return review(t, division, inThisThread());
  }

  /** As {@link #review(Tournament, String)}, the round paired again by {@code engine}. */
  public static Optional<Review> review(Tournament t, String division, PairingEngine engine) {
    EntryRules.division(t.regulations(), division);
    List<Round> rounds = t.roundsOf(division);
    if (rounds.isEmpty()) {
      return Optional.empty();
    }
    Round r = rounds.get(rounds.size() - 1);
    Reports.CheckedRound check = Reports.check(t, division, r.number());
    Optional<PairingResult> explained;
    try {
      PairingResult again = repair(t, r, r.changes(), engine).result();
      // A team round's boards follow the line-ups the arbiter entered (LineUps): the engine pairs the matches.
      boolean same = r.isTeamRound()
          ? again.round().matches().equals(r.matches()) && again.round().teamByes().equals(r.teamByes())
          : again.round().games().equals(r.games()) && again.round().byes().equals(r.byes());
      explained = same ? Optional.of(again) : Optional.empty();
    } catch (ProblemException notNow) {
      explained = Optional.empty();
    }
    return Optional.of(new Review(r, check, explained));
  }

  /**
   * The chief arbiter's change to a draft (R8: swap two players, force a pair or a bye, with a reason): the engine
   * pairs the round again with the draft's absences and changes and this one, and the new list replaces the draft
   * in one transaction ({@link Pairings#replaceDraft}). The outcome carries the engine's result: the rules the
   * changed pairing breaks ({@link PairingResult#violations}) and its quality. A published round is not changed here.
   */
  public static Outcome changeDraft(Session s, String division, ManualChange change) {
    return changeDraft(s, division, change, inThisThread());
  }

  /** As {@link #changeDraft(Session, String, ManualChange)}, paired again by {@code engine}. */
  public static Outcome changeDraft(Session s, String division, ManualChange change, PairingEngine engine) {
    Tournament t = s.load();
    EntryRules.division(t.regulations(), division);
    List<Round> rounds = t.roundsOf(division);
    if (rounds.isEmpty() || !rounds.get(rounds.size() - 1).draft()) {
      throw ProblemException.refused(division, "没有未发布的编排可调整：已发布的一轮须先撤销（unpair）再重排",
          "no draft to change: a published round is undone (unpair) and paired again");
    }
    if (change.reason() == null || change.reason().isBlank()) {
      throw ProblemException.of("reason", "人工调整编排必须写明理由", "a manual change to a pairing needs a reason");
    }
    Round draft = rounds.get(rounds.size() - 1);
    List<ManualChange> changes = new ArrayList<>(draft.changes());
    changes.add(change);
    Repaired again = repair(t, draft, changes, engine);
    Pairings.replaceDraft(s, draft, again.result().round().withDraft(true), again.options().absent(),
        auditDetails(again.result(), again.options()));
    return new Outcome(s.load(), List.of(new Paired(division, Map.of(), again.result())));
  }

  private record Repaired(PairingResult result, PairingOptions options) {}

  /** Round {@code r} paired again by the engine, from the tournament before it, with these changes. */
  private static Repaired repair(Tournament t, Round r, List<ManualChange> changes, PairingEngine engine) {
    Tournament before = t.withRounds(t.rounds().stream()
        .filter(x -> !(x.division().equals(r.division()) && x.number() == r.number())).toList());
    Request request = new Request(r.division(), false, Set.copyOf(r.absent()), changes, r.draft()).resolved(before);
    PairingOptions options = request.options();
    boolean provisional = Pairings.checkCanPair(before, r.division(), r.number());
    options = provisional ? options.withProvisional(true) : options;
    return new Repaired(NextRound.pair(before, r.division(), options, engine), options);
  }

  /** Pairing in the calling thread, for callers that own no engine (tests, single calls). */
  private static PairingEngine inThisThread() {
    return PairingEngine.inCallingThread(EngineProbe.NONE);
  }

  /** The divisions to pair: the one asked for, else every division with players and a round still to play. */
  private static List<String> divisions(Tournament t, String division) {
    if (division != null) {
      EntryRules.division(t.regulations(), division);
      return List.of(division);
    }
    List<String> divisions = t.regulations().divisions().stream().map(DivisionRules::id)
        .filter(d -> !t.playersIn(d).isEmpty())
        .filter(d -> NextRound.number(t, d) <= NextRound.rounds(t, d))
        .toList();
    if (divisions.isEmpty()) {
      throw ProblemException.refused("rounds", "没有需要编排的组别（各组轮次已满或没有棋手）",
          "nothing to pair: every division has played all its rounds or has no players");
    }
    return divisions;
  }

  /** What the audit log keeps with a pairing: the engine's settings, its quality vector and manual changes (R8). */
  private static Map<String, Object> auditDetails(PairingResult result, PairingOptions options) {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("engine", "chuhe Chinese Swiss");
    details.put("provisional", options.provisional());
    result.swissQuality().ifPresent(q -> details.put("quality", q.lineEn()));
    details.put("changes", result.changes().stream()
        .map(c -> Map.of("change", c.describeEn(), "reason", c.reason())).toList());
    details.put("violations", result.violations().stream().map(v -> v.line()).toList());
    return details;
  }
}

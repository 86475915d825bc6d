package org.chuhe.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;

/**
 * Pairs the next round of a division (积分编排, R5–R8): round 1 by pairing number ({@link FirstRound}), later rounds
 * by the Chinese Swiss method as an exact optimisation of the {@link PairingQuality} ({@link SwissEngine}). The same
 * document and options always give the same pairing.
 */
public final class SwissPairing {
  private SwissPairing() {}

  /** The number of the round {@link #pair} would pair next in this division. */
  public static int nextRound(Tournament t, String division) {
    List<Round> rounds = t.roundsOf(division);
    return rounds.isEmpty() ? 1 : rounds.get(rounds.size() - 1).number() + 1;
  }

  /**
   * Pairs the next round of the division in the calling thread. The tournament is not changed; add
   * {@code result.round()} to it.
   */
  public static PairingResult pair(Tournament t, String division, PairingOptions options) {
    return pair(t, division, options, PairingEngine.inCallingThread(EngineProbe.NONE));
  }

  /**
   * As {@link #pair(Tournament, String, PairingOptions)}, with the engine's threads and probe (the same pairing
   * whatever they are).
   */
  public static PairingResult pair(Tournament t, String division, PairingOptions options, PairingEngine engine) {
    return engine.run(() -> pairHere(t, division, options, engine));
  }

  private static PairingResult pairHere(Tournament t, String division, PairingOptions options, PairingEngine engine) {
    int round = nextRound(t, division);
    int rounds = t.regulations().roundsOf(division);
    if (round > rounds) {
      throw ProblemException.of("rounds[" + division + "]", "本组共 " + rounds + " 轮，已全部编排",
          "all " + rounds + " rounds of this division are already paired");
    }
    long t0 = System.nanoTime();
    Field f = Field.of(t, division, round, options, false);
    PairingRules rules = new PairingRules(f);
    long t1 = System.nanoTime();

    List<PairingRules.Allocation> forced = new ArrayList<>();
    List<Entrant> forcedByes = new ArrayList<>();
    Set<String> taken = new HashSet<>();
    for (ManualChange c : options.changes()) {
      if (c instanceof ManualChange.ForcePair fp) {
        Entrant a = require(f, fp.player(), taken);
        Entrant b = require(f, fp.opponent(), taken);
        PairingRules.Allocation al;
        if (fp.playerColour() == null) {
          al = rules.allocate(a, b);
        } else {
          al = fp.playerColour() == Colour.RED ? new PairingRules.Allocation(a, b, PairingRules.ColourReason.MANUAL)
              : new PairingRules.Allocation(b, a, PairingRules.ColourReason.MANUAL);
        }
        forced.add(al);
      } else if (c instanceof ManualChange.ForceBye fb) {
        forcedByes.add(require(f, fb.player(), taken));
      }
    }
    List<Entrant> rest = f.pool.stream().filter(e -> !taken.contains(e.id)).toList();
    RoundSolution s = round == 1 ? FirstRound.pair(rules, rest, f.regulations.roundOne())
        : SwissRoundProblem.solve(engine, rules, rest);

    List<PairingRules.Allocation> pairs = new ArrayList<>(forced);
    pairs.addAll(s.pairs());
    if (!(s.ordered() && forced.isEmpty())) {
      pairs.sort(boardOrder());
    }
    List<Game> games = new ArrayList<>();
    Map<String, PairingRules.ColourReason> reasons = new HashMap<>();
    for (PairingRules.Allocation a : pairs) {
      games.add(Game.of(games.size() + 1, a.red().id, a.black().id, Result.NOT_PLAYED));
      reasons.put(a.red().id, a.reason());
    }
    List<String> byes = new ArrayList<>();
    forcedByes.forEach(e -> byes.add(e.id));
    if (s.bye() != null) {
      byes.add(s.bye().id);
    }
    // The players excused by notice who are of this division and would have been paired: kept with the round (R8).
    List<String> excused = f.absentInDivision();
    Round paired = new Round(division, round, games, byes, options.changes(), f.provisional ? f.countedAsDraws
        : List.of(), excused);
    List<ManualChange.Swap> swaps = options.changes().stream().filter(ManualChange.Swap.class::isInstance)
        .map(ManualChange.Swap.class::cast).toList();
    if (!swaps.isEmpty()) {
      paired = applySwaps(paired, swaps, t);
      reasons.clear();
    }
    long t2 = System.nanoTime();
    PairingResult result = result(f, rules, paired, reasons, options.changes(), engine);
    if (engine.probe().traces()) {
      engine.probe().trace(String.format("  time: field %.1f ms, pairing %.1f ms, check and notes %.1f ms",
          (t1 - t0) / 1e6, (t2 - t1) / 1e6, (System.nanoTime() - t2) / 1e6));
    }
    return result;
  }

  private static PairingResult result(Field f, PairingRules rules, Round paired,
      Map<String, PairingRules.ColourReason> reasons, List<ManualChange> changes, PairingEngine engine) {
    RoundCheck check = PairingChecker.check(f, paired);
    Explainer explainer = new Explainer(f, rules, engine);
    String[] summary = explainer.summary(paired, check.quality());
    Map<String, Integer> points = new java.util.LinkedHashMap<>();
    for (Game g : paired.games()) {
      points.put(g.red(), f.get(g.red()).score);
      points.put(g.black(), f.get(g.black()).score);
    }
    paired.byes().forEach(id -> points.put(id, f.get(id).score));
    return new PairingResult(paired, check.quality(), () -> explainer.notes(paired, reasons, check.quality()),
        summary[0], summary[1], changes, check.violations(), points);
  }

  private static Entrant require(Field f, String id, Set<String> taken) {
    Entrant e = f.get(id);
    if (e == null) {
      throw ProblemException.of("changes", "棋手 " + id + " 不在组别 " + f.division + " 中",
          "player " + id + " is not in division " + f.division);
    }
    if (!taken.add(id)) {
      throw ProblemException.of("changes", "棋手 " + e.label() + " 在手工编排中出现两次",
          "player " + e.label() + " appears in two manual changes");
    }
    return e;
  }

  /** Boards by the higher score, then the lower score, then the smaller pairing number. */
  static Comparator<PairingRules.Allocation> boardOrder() {
    return Comparator
        .comparingInt((PairingRules.Allocation a) -> -Math.max(a.red().score, a.black().score))
        .thenComparingInt(a -> -Math.min(a.red().score, a.black().score))
        .thenComparingInt(a -> Math.min(a.red().number, a.black().number));
  }

  /** Each swap exchanges two players' seats: board and colour, or the bye. */
  static Round applySwaps(Round r, List<ManualChange.Swap> swaps, Tournament t) {
    List<Game> games = new ArrayList<>(r.games());
    List<String> byes = new ArrayList<>(r.byes());
    for (ManualChange.Swap s : swaps) {
      String a = s.player();
      String b = s.other();
      boolean found = false;
      boolean foundOther = false;
      for (int i = 0; i < games.size(); i++) {
        Game g = games.get(i);
        String red = g.red().equals(a) ? b : g.red().equals(b) ? a : g.red();
        String black = g.black().equals(a) ? b : g.black().equals(b) ? a : g.black();
        found |= g.involves(a);
        foundOther |= g.involves(b);
        games.set(i, new Game(g.board(), red, black, g.result(), g.redFouls(), g.blackFouls(), g.recordKept()));
      }
      for (int i = 0; i < byes.size(); i++) {
        found |= byes.get(i).equals(a);
        foundOther |= byes.get(i).equals(b);
        byes.set(i, byes.get(i).equals(a) ? b : byes.get(i).equals(b) ? a : byes.get(i));
      }
      if (!found || !foundOther) {
        throw ProblemException.of("changes", "对调的棋手必须都在本轮中：" + s.describeZh(t::nameZh),
            "both players of a swap must be in the round: " + s.describeEn(t::nameEn));
      }
    }
    return r.withGames(games, byes);
  }
}

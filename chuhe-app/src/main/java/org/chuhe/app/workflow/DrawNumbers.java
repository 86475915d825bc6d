package org.chuhe.app.workflow;

import java.util.List;
import java.util.Map;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.Draw;
import org.chuhe.regulations.DivisionRules;

/**
 * The use case "draw the pairing numbers" (抽签, R4), the same for the database and for a tournament document: every
 * division with a player in at the draw (or the one asked for) is drawn with one seed; a division whose players are
 * all still to check in is left for later and said so. Without a seed the use case picks a random one; the seed is
 * recorded with the draw (in the database and its audit log) and returned, so that anyone can re-run the draw.
 */
public final class DrawNumbers {
  private static final String ALGORITHM =
      "Fisher-Yates over the players in (checked in, fee paid) sorted by id, SplittableRandom(seed)";

  private DrawNumbers() {}

  /** What to draw: one division or (null) every division that can be drawn; the seed, or null for a random one. */
  public record Request(String division, Long seed) {}

  /** One division drawn: its players in number order, then those still without a number (not in at the draw). */
  public record Drawn(DivisionRules division, List<Player> numbered, List<Player> waiting) {}

  /**
   * The outcome: the tournament after the draw, the seed used (and whether the use case chose it), the divisions
   * drawn, and those left for later because nobody in them is checked in yet.
   */
  public record Outcome(Tournament tournament, long seed, boolean seedChosen, List<Drawn> drawn,
      List<DivisionRules> notYet) {}

  /** Draws in the session's tournament: one audited transaction per division. */
  public static Outcome inDatabase(Session s, Request request) {
    long seed = seedOf(request);
    Tournament t = s.load();
    Plan plan = plan(t, request.division(), seed);
    for (DivisionRules d : plan.drawable()) {
      Draw.Result drawn = Draw.of(t, d.id(), seed);
      Pairings.saveDraw(s, d.id(), drawn.numbers(), Map.of(), Long.toString(seed), Map.of("algorithm", ALGORITHM));
    }
    return outcome(s.load(), seed, request, plan);
  }

  /** Draws in a document (a value): the caller writes the returned tournament where it belongs. */
  public static Outcome inDocument(Tournament t, Request request) {
    long seed = seedOf(request);
    Plan plan = plan(t, request.division(), seed);
    for (DivisionRules d : plan.drawable()) {
      t = Draw.apply(t, d.id(), seed);
    }
    return outcome(t, seed, request, plan);
  }

  private record Plan(List<DivisionRules> drawable, List<DivisionRules> notYet) {}

  private static long seedOf(Request request) {
    return request.seed() != null ? request.seed() : LotDrawings.randomSeed();
  }

  /**
   * The divisions to draw: the one asked for, else every division with a player who is in. If no division can be
   * drawn, the draw's own refusal says why.
   */
  private static Plan plan(Tournament t, String division, long seed) {
    if (division != null) {
      EntryRules.division(t.regulations(), division);
    }
    List<DivisionRules> withPlayers = t.regulations().divisions().stream()
        .filter(d -> (division == null || division.equals(d.id())) && !t.playersIn(d.id()).isEmpty())
        .toList();
    if (division != null) {
      return new Plan(withPlayers, List.of());
    }
    List<DivisionRules> drawable = withPlayers.stream().filter(d -> !Draw.inAtTheDraw(t, d.id()).isEmpty())
        .toList();
    if (drawable.isEmpty() && !withPlayers.isEmpty()) {
      Draw.of(t, withPlayers.get(0).id(), seed); // refuses, saying why
    }
    return new Plan(drawable, withPlayers.stream().filter(d -> !drawable.contains(d)).toList());
  }

  private static Outcome outcome(Tournament t, long seed, Request request, Plan plan) {
    List<Drawn> drawn = plan.drawable().stream().map(d -> {
      List<Player> players = t.playersIn(d.id());
      return new Drawn(d,
          players.stream().filter(p -> p.number() != null)
              .sorted(java.util.Comparator.comparing(Player::number)).toList(),
          players.stream().filter(p -> p.number() == null).toList());
    }).toList();
    return new Outcome(t, seed, request.seed() == null, drawn, plan.notYet());
  }
}

package org.chuhe.standings;

import java.util.List;
import java.util.Optional;
import org.chuhe.regulations.Criterion;

/**
 * The standings of one division, counting what {@code counted} says (after round R, or round R under way with so many
 * results in: only games with a result count): rows in rank order, the chain used, the players
 * who did not take part (未参赛, listed apart and not ranked: {@link StandingsEngine#tookPart}), and what the engine
 * needs to explain any two ranks ({@link #explain(String, String)}).
 */
public record DivisionStandings(String division, RoundsCounted counted, List<Criterion> chain, List<StandingsRow> rows,
    List<DidNotPlay> didNotPlay, RankExplainer explainer) {

  public DivisionStandings {
    chain = List.copyOf(chain);
    rows = List.copyOf(rows);
    didNotPlay = didNotPlay == null ? List.of() : List.copyOf(didNotPlay);
  }

  /** Standings after a complete round {@code roundsPlayed} in which every player took part. */
  public DivisionStandings(String division, int roundsPlayed, List<Criterion> chain, List<StandingsRow> rows,
      RankExplainer explainer) {
    this(division, RoundsCounted.after(roundsPlayed), chain, rows, List.of(), explainer);
  }

  /** The last round counted (complete or under way; 0 before the first). */
  public int roundsPlayed() {
    return counted.round();
  }

  public Optional<StandingsRow> row(String playerId) {
    return rows.stream().filter(r -> r.playerId().equals(playerId)).findFirst();
  }

  /** The player, when he is one of those who did not take part. */
  public Optional<DidNotPlay> notPlaying(String playerId) {
    return didNotPlay.stream().filter(d -> d.playerId().equals(playerId)).findFirst();
  }

  /** Why one of the two players ranks above the other (in either argument order). */
  public RankExplanation explain(String playerA, String playerB) {
    return explainer.explain(this, playerA, playerB);
  }

  /** Explains ranks; the engine supplies it, tests may supply a simple one. */
  @FunctionalInterface
  public interface RankExplainer {
    RankExplanation explain(DivisionStandings standings, String playerA, String playerB);
  }
}

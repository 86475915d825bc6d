package org.chuhe.standings;

import java.util.List;
import org.chuhe.model.Game;
import org.chuhe.model.Round;

/**
 * What a division's standings count, for their title (issue 23): rounds 1..{@code round}, of whose last round
 * {@code resultsIn} of its {@code games} games have a result, and {@code earlierPending} games of earlier rounds are
 * still without one (a round paired provisionally, R7). Complete: "第 5 轮后"; under way: "第 5 轮进行中，已录入 12 / 60
 * 台". Only games with a result count ({@link org.chuhe.tournament.Histories#counted}), so the title says exactly
 * what the figures under it are made of.
 */
public record RoundsCounted(int round, int resultsIn, int games, int earlierPending) {

  /** Standings after a complete round {@code round} (0: before the first round). */
  public static RoundsCounted after(int round) {
    return new RoundsCounted(round, 0, 0, 0);
  }

  /** What the standings over these rounds (in order, the last one the latest) count. */
  public static RoundsCounted of(List<Round> rounds) {
    if (rounds.isEmpty()) {
      return after(0);
    }
    Round last = rounds.get(rounds.size() - 1);
    int in = (int) last.games().stream().filter(g -> g.result().isFinished()).count();
    int earlier = 0;
    for (Round r : rounds.subList(0, rounds.size() - 1)) {
      for (Game g : r.games()) {
        earlier += g.result().isFinished() ? 0 : 1;
      }
    }
    return new RoundsCounted(last.number(), in, last.games().size(), earlier);
  }

  /** Every game of rounds 1..{@code round} has its result. */
  public boolean complete() {
    return resultsIn == games && earlierPending == 0;
  }

  /** The title's words: 第 5 轮后 / 第 5 轮进行中，已录入 12 / 60 台 (开赛前 before round 1). */
  public String zh() {
    if (round == 0) {
      return "开赛前";
    }
    if (complete()) {
      return "第 " + round + " 轮后";
    }
    return "第 " + round + " 轮进行中，已录入 " + resultsIn + " / " + games + " 台"
        + (earlierPending == 0 ? "" : "（前几轮尚缺 " + earlierPending + " 台结果）");
  }

  /** {@link #zh} in English: after round 5 / round 5 in progress, 12 of 60 results in. */
  public String en() {
    if (round == 0) {
      return "before round 1";
    }
    if (complete()) {
      return "after round " + round;
    }
    return "round " + round + " in progress, " + resultsIn + " of " + games + " results in"
        + (earlierPending == 0 ? "" : " (" + earlierPending + " results of earlier rounds missing)");
  }
}

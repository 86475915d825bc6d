package org.chuhe.regulations;

import java.util.List;
import org.chuhe.model.Range;
import org.chuhe.problem.Problem;

/**
 * The knock-out stage after a Swiss (淘汰赛), as continental and world championships play it: {@code qualifiers}
 * players (a power of two: 2, 4, 8, 16 …; no byes in the bracket) go from the Swiss standings after round
 * {@code rounds} into a bracket seeded 1 v Q, 2 v Q−1 …, placed so that seeds 1 and 2 can meet only in the final
 * ({@code org.chuhe.knockout.Seeding}). A match is {@code gamesPerMatch} games (1 or 2) at {@code timeControl} (null:
 * the event's); in game 1 the higher seed is red ({@link FirstColour#HIGHER_SEED_RED}) or the colours are drawn by
 * lot ({@link FirstColour#LOT}), reversed in game 2. A match still level after them goes on to the tie-break games
 * (加赛) {@code tieBreaks}, stage by stage in the order listed (e.g. two rapid games, then two blitz, then the
 * deciding game); the list must end in the deciding game ({@link TieBreakStage.Kind#ARMAGEDDON}), the one game that
 * cannot stay level. {@code thirdPlace}: the semi-finals' losers play a match for third place; without it,
 * {@code semiFinalLosers} says whether they share third place or are ordered by their Swiss rank.
 * {@code unitAvoidance} (同单位回避, default off): the first stage's lower seeds are swapped so that no match pairs two
 * players of one unit where a swap can avoid it ({@code org.chuhe.knockout.Seeding#avoidingUnits}). Off by default:
 * the standard bracket seeds 1 v Q whatever the units, and the sources give same-unit avoidance for a Swiss's round 1
 * only (rules digest §1, §2.3: WXC14, BPO), none for a knock-out.
 */
public record KnockoutRules(Integer qualifiers, Integer gamesPerMatch, Boolean thirdPlace, FirstColour firstColour,
    TimeControl timeControl, List<TieBreakStage> tieBreaks, SemiFinalLosers semiFinalLosers,
    Boolean unitAvoidance) {
  public static final KnockoutRules DEFAULT = new KnockoutRules(null, null, null);

  /** Who is red in the first game of a match, or of a tie-break stage. */
  public enum FirstColour {
    /** 种子序号在前者（积分编排名次高者）执红. */
    HIGHER_SEED_RED,
    /** 抽签决定先后手: drawn when the round is paired. */
    LOT
  }

  /** Places 3 and 4 without a match for third place. */
  public enum SemiFinalLosers {
    /** 并列第三名. */
    SHARED,
    /** 按积分编排阶段的名次排列第三、四名. */
    SWISS_RANK
  }

  public KnockoutRules {
    qualifiers = qualifiers == null ? 8 : qualifiers;
    gamesPerMatch = gamesPerMatch == null ? 2 : gamesPerMatch;
    thirdPlace = thirdPlace == null ? Boolean.FALSE : thirdPlace;
    firstColour = firstColour == null ? FirstColour.HIGHER_SEED_RED : firstColour;
    tieBreaks = tieBreaks == null ? List.of() : List.copyOf(tieBreaks);
    semiFinalLosers = semiFinalLosers == null ? SemiFinalLosers.SHARED : semiFinalLosers;
    unitAvoidance = unitAvoidance == null ? Boolean.FALSE : unitAvoidance;
  }

  public KnockoutRules(Integer qualifiers, Integer gamesPerMatch, Boolean thirdPlace) {
    this(qualifiers, gamesPerMatch, thirdPlace, null, null, null, null);
  }

  /** As the canonical constructor, without same-unit avoidance in the first stage. */
  public KnockoutRules(Integer qualifiers, Integer gamesPerMatch, Boolean thirdPlace, FirstColour firstColour,
      TimeControl timeControl, List<TieBreakStage> tieBreaks, SemiFinalLosers semiFinalLosers) {
    this(qualifiers, gamesPerMatch, thirdPlace, firstColour, timeControl, tieBreaks, semiFinalLosers, null);
  }

  /** The number of knock-out stages: 3 for 8 qualifiers (1/4决赛, 半决赛, 决赛). */
  public int stages() {
    return Integer.numberOfTrailingZeros(qualifiers);
  }

  /** Whether the qualifiers fill a bracket with no byes (a power of two, at least 2). */
  public boolean qualifiersFillBracket() {
    return qualifiers >= 2 && Integer.bitCount(qualifiers) == 1;
  }

  /**
   * What a knock-out after a Swiss needs beyond the checks every format makes: a bracket without byes, and tie-break
   * games that always end a level match (the deciding game last, once).
   */
  void check(List<Problem> problems, int swissRounds) {
    if (qualifiers >= 2 && !qualifiersFillBracket()) {
      problems.add(Problem.at("knockout.qualifiers", "进入淘汰赛的人数必须是 2 的乘方（2、4、8、16 …），现为 " + qualifiers,
          "the players going into the knock-out must be a power of two (2, 4, 8, 16 …), is " + qualifiers));
    }
    if (thirdPlace && qualifiers < 4) {
      problems.add(Problem.at("knockout.thirdPlace", "少于 4 人的淘汰赛没有三、四名决赛",
          "a knock-out of fewer than 4 players has no match for third place"));
    }
    if (tieBreaks.isEmpty() || tieBreaks.get(tieBreaks.size() - 1).kind() != TieBreakStage.Kind.ARMAGEDDON) {
      problems.add(Problem.at("knockout.tieBreaks", "加赛必须以加赛决胜局（ARMAGEDDON，和棋黑方胜）结束，否则打平的对抗无法决出胜负",
          "the tie-break games must end with the deciding game (ARMAGEDDON, black wins on a draw): else a level "
              + "match has no winner"));
    }
    int most = swissRounds + (qualifiersFillBracket() ? stages() : 0) * (gamesPerMatch + tieBreakGames());
    if (qualifiersFillBracket() && most > Range.ROUND.max()) {
      problems.add(Problem.at("knockout", "积分编排 " + swissRounds + " 轮加淘汰赛最多 " + (most - swissRounds)
          + " 轮，超过 " + Range.ROUND.max() + " 轮的上限", swissRounds + " Swiss rounds and at most "
          + (most - swissRounds) + " knock-out rounds exceed the limit of " + Range.ROUND.max() + " rounds"));
    }
    for (int i = 0; i < tieBreaks.size(); i++) {
      TieBreakStage stage = tieBreaks.get(i);
      String where = "knockout.tieBreaks[" + i + "]";
      if (stage.kind() == TieBreakStage.Kind.ARMAGEDDON && (i != tieBreaks.size() - 1 || stage.games() != 1)) {
        problems.add(Problem.at(where, "加赛决胜局只能有 1 局，且必须排在加赛的最后",
            "the deciding game is one game and comes last of the tie-breaks"));
      }
      if (stage.games() < 1 || stage.games() > 8) {
        problems.add(Problem.at(where + ".games", "每阶段加赛局数必须在 1 到 8 之间，现为 " + stage.games(),
            "a tie-break stage has 1 to 8 games, is " + stage.games()));
      }
    }
  }

  /** Every tie-break game slot in order (a stage of two games gives two). */
  public int tieBreakGames() {
    return tieBreaks.stream().mapToInt(TieBreakStage::games).sum();
  }
}

package org.chuhe.knockout;

import org.chuhe.regulations.KnockoutRules;
import org.chuhe.regulations.TieBreakStage;

/**
 * One game slot of the knock-out: the {@code index}-th game (from 0) of every match of knock-out {@code stage} (1 is
 * the first stage: the quarter-finals of 8 qualifiers; the last is the final, with the match for third place). Each
 * slot is one round of the event, numbered after the Swiss rounds: the first knock-out round is stage 1's slot 0,
 * and a stage's next slot is the next round as long as a match of the stage is still undecided. Slots 0 …
 * G−1 are the match's games ({@code knockout.gamesPerMatch} = G); slot G and after are the tie-break games, the
 * regulations' stages one after another ({@code knockout.tieBreaks}), played only by the matches still level.
 *
 * <p>Worked example: 9 Swiss rounds, 8 qualifiers, 2-game matches, tie-breaks 2 rapid, 2 blitz, the deciding
 * game. Round 10 is 1/4决赛 第1局 (stage 1, slot 0), round 11 第2局 (slot 1); if a quarter-final is level, round 12
 * is 快棋加赛 第1局 (slot 2), round 13 快棋加赛 第2局 (slot 3); if all are decided after round 11, round 12 is 半决赛
 * 第1局 (stage 2, slot 0). Which slot a round is depends on the results before it, so it is computed
 * ({@link Bracket}), never stored.
 */
public record Slot(int stage, int index) {

  /** Whether this slot is one of the match's own games (not a tie-break). */
  public boolean regular(KnockoutRules k) {
    return index < k.gamesPerMatch();
  }

  /** The tie-break stage (0 = the first listed) this slot belongs to; -1 for a match game; past the list: size. */
  public int tieBreakStage(KnockoutRules k) {
    if (regular(k)) {
      return -1;
    }
    int rest = index - k.gamesPerMatch();
    for (int i = 0; i < k.tieBreaks().size(); i++) {
      rest -= k.tieBreaks().get(i).games();
      if (rest < 0) {
        return i;
      }
    }
    return k.tieBreaks().size();
  }

  /** Whether the regulations have a game for this slot (false past the last tie-break game). */
  public boolean exists(KnockoutRules k) {
    return index < k.gamesPerMatch() + k.tieBreakGames();
  }

  /** The first slot of the part (the match's games, or one tie-break stage) this slot belongs to. */
  public int firstOfPart(KnockoutRules k) {
    if (regular(k)) {
      return 0;
    }
    int start = k.gamesPerMatch();
    int stageIndex = tieBreakStage(k);
    for (int i = 0; i < stageIndex; i++) {
      start += k.tieBreaks().get(i).games();
    }
    return start;
  }

  /** The number of games of the part this slot belongs to. */
  public int gamesOfPart(KnockoutRules k) {
    return regular(k) ? k.gamesPerMatch() : k.tieBreaks().get(tieBreakStage(k)).games();
  }

  /** The game's number within its part, from 1. */
  public int gameOfPart(KnockoutRules k) {
    return index - firstOfPart(k) + 1;
  }

  /** Whether this slot is the last game of its part, after which the part's score may decide the match. */
  public boolean lastOfPart(KnockoutRules k) {
    return gameOfPart(k) == gamesOfPart(k);
  }

  /** The tie-break stage's rules, or null for a match game. */
  public TieBreakStage tieBreak(KnockoutRules k) {
    return regular(k) ? null : k.tieBreaks().get(tieBreakStage(k));
  }

  /** The slot's game as a list prints it: 第2局, 快棋加赛 第1局, 加赛决胜局. */
  public String gameZh(KnockoutRules k) {
    TieBreakStage tb = tieBreak(k);
    if (tb == null) {
      return "第" + gameOfPart(k) + "局";
    }
    if (tb.blackWinsDraw()) {
      return tb.kind().chinese() + "（和棋黑方胜）";
    }
    return tb.kind().chinese() + "加赛" + (tb.games() > 1 ? " 第" + gameOfPart(k) + "局" : "");
  }

  /** {@link #gameZh} in English: game 2, rapid tie-break game 1, Armageddon (black wins on a draw). */
  public String gameEn(KnockoutRules k) {
    TieBreakStage tb = tieBreak(k);
    if (tb == null) {
      return "game " + gameOfPart(k);
    }
    if (tb.blackWinsDraw()) {
      return tb.kind().english() + " (black wins on a draw)";
    }
    return tb.kind().english() + " tie-break" + (tb.games() > 1 ? " game " + gameOfPart(k) : "");
  }

  /** The whole slot: 1/4决赛 第2局. */
  public String zh(KnockoutRules k) {
    return stageZh(stage, k.stages(), false) + " " + gameZh(k);
  }

  /** The whole slot in English: quarter-final game 2. */
  public String en(KnockoutRules k) {
    return stageEn(stage, k.stages(), false) + " " + gameEn(k);
  }

  /** A stage's name: 决赛, 半决赛, 1/4决赛, 1/8决赛 …; 三、四名决赛 for the match for third place. */
  public static String stageZh(int stage, int stages, boolean thirdPlace) {
    if (thirdPlace) {
      return "三、四名决赛";
    }
    int matches = 1 << (stages - stage);
    return matches == 1 ? "决赛" : matches == 2 ? "半决赛" : "1/" + matches + "决赛";
  }

  /** A stage's name in English: final, semi-final, quarter-final, round of 16 …; third-place match. */
  public static String stageEn(int stage, int stages, boolean thirdPlace) {
    if (thirdPlace) {
      return "third-place match";
    }
    int matches = 1 << (stages - stage);
    return matches == 1 ? "final" : matches == 2 ? "semi-final" : matches == 4 ? "quarter-final"
        : "round of " + 2 * matches;
  }
}

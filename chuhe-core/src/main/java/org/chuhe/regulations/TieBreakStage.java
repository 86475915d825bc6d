package org.chuhe.regulations;

/**
 * One stage of a knock-out match's tie-break games (加赛), played when the match is level after the games before:
 * {@code games} games of {@code kind} at {@code timeControl} (red's, when {@code blackTimeControl} differs), colours
 * of its first game by {@code firstColour} (by lot when not said), alternating after it. The stage decides the match
 * when, after its games, one player has scored more in them; the deciding game ({@link Kind#ARMAGEDDON}, 加赛决胜局)
 * always decides: red must win, a draw goes to black (rules digest §8: top Chinese knock-outs, e.g. the 2007 Yitai
 * Cup, used 10 min for red against 7 for black, + 3 s a move, black winning a draw).
 */
public record TieBreakStage(Kind kind, Integer games, TimeControl timeControl, TimeControl blackTimeControl,
    KnockoutRules.FirstColour firstColour) {

  /** The kinds of tie-break games. */
  public enum Kind {
    RAPID("快棋", "rapid"),
    BLITZ("超快棋", "blitz"),
    /** 加赛决胜局（红方必须胜）: one game, a draw counts as black's win. */
    ARMAGEDDON("加赛决胜局", "Armageddon");

    private final String chinese;
    private final String english;

    Kind(String chinese, String english) {
      this.chinese = chinese;
      this.english = english;
    }

    public String chinese() {
      return chinese;
    }

    public String english() {
      return english;
    }
  }

  public TieBreakStage {
    kind = kind == null ? Kind.RAPID : kind;
    games = games == null ? (kind == Kind.ARMAGEDDON ? 1 : 2) : games;
    blackTimeControl = blackTimeControl == null ? timeControl : blackTimeControl;
    firstColour = firstColour == null ? KnockoutRules.FirstColour.LOT : firstColour;
  }

  /** Whether a draw in this stage's game counts as a win for black (the deciding game). */
  public boolean blackWinsDraw() {
    return kind == Kind.ARMAGEDDON;
  }
}

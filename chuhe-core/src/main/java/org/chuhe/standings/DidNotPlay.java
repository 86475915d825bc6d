package org.chuhe.standings;

import org.chuhe.model.Player;

/**
 * A player of the division who has not taken part (未参赛): every round so far was an absence or a forfeit he lost
 * ({@link StandingsEngine#tookPart}). He is listed apart from the standings, has no place, and receives no prize,
 * title or grade title. {@code points} are what his forfeits scored (0 under the 2011 Laws' scale), {@code forfeits}
 * counts his forfeit losses (a double forfeit included), {@code absences} the rounds he was not paired at all,
 * {@code withdrawn} whether he withdrew (退赛).
 */
public record DidNotPlay(Player player, int points, int forfeits, int absences, boolean withdrawn) {

  public String playerId() {
    return player.id();
  }

  /** Why, in a few words: "弃权 2 轮，缺席 1 轮，退赛" / "2 forfeits, 1 round absent, withdrawn". */
  public String zh() {
    StringBuilder b = new StringBuilder();
    if (forfeits > 0) {
      b.append("弃权 ").append(forfeits).append(" 轮");
    }
    if (absences > 0) {
      b.append(b.isEmpty() ? "" : "，").append("缺席 ").append(absences).append(" 轮");
    }
    if (withdrawn) {
      b.append(b.isEmpty() ? "" : "，").append("退赛");
    }
    return b.toString();
  }

  public String en() {
    StringBuilder b = new StringBuilder();
    if (forfeits > 0) {
      b.append(forfeits).append(forfeits == 1 ? " forfeit" : " forfeits");
    }
    if (absences > 0) {
      b.append(b.isEmpty() ? "" : ", ").append(absences).append(absences == 1 ? " round absent" : " rounds absent");
    }
    if (withdrawn) {
      b.append(b.isEmpty() ? "" : ", ").append("withdrawn");
    }
    return b.toString();
  }
}

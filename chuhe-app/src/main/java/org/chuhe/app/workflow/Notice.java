package org.chuhe.app.workflow;

import org.chuhe.pairing.Eligibility;
import org.chuhe.tournament.Tournament;

/** Something the arbiter should know after a change went through (a consequence, a warning), in both languages. */
public record Notice(String zh, String en) {
  /**
   * Why {@code player} is not paired; a consequence of forfeits names the player as arbiters write him
   * ({@link Tournament#nameZh}), as it is also announced alone.
   */
  public static Notice of(Tournament t, String player, Eligibility.NotPaired why) {
    return why.byForfeits() ? new Notice(t.nameZh(player) + " " + why.zh(), t.nameEn(player) + ": " + why.en())
        : new Notice(why.zh(), why.en());
  }

  public String line() {
    return zh + " / " + en;
  }
}

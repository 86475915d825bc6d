package org.chuhe.pairing;

import java.util.Objects;
import org.chuhe.model.Colour;

/**
 * A change the chief arbiter makes to a pairing (R8). Each carries the reason, which is recorded with the round; the
 * checker then reports which rules the changed pairing breaks.
 */
public sealed interface ManualChange permits ManualChange.Swap, ManualChange.ForcePair, ManualChange.ForceBye {

  String reason();

  /** Short description, Chinese. */
  String describeZh();

  /** Short description, English. */
  String describeEn();

  /** Two players exchange their places in the pairing list (each takes the other's board and colour). */
  record Swap(String player, String other, String reason) implements ManualChange {
    public Swap {
      Objects.requireNonNull(player, "player");
      Objects.requireNonNull(other, "other");
      if (player.equals(other)) {
        throw new IllegalArgumentException("cannot swap a player with himself: " + player);
      }
    }

    @Override
    public String describeZh() {
      return "对调 " + player + " 与 " + other + "（" + reason + "）";
    }

    @Override
    public String describeEn() {
      return "swap " + player + " and " + other + " (" + reason + ")";
    }
  }

  /**
   * The two players meet; {@code playerColour} is the first player's colour, or null to let the colour rules
   * decide.
   */
  record ForcePair(String player, String opponent, Colour playerColour, String reason) implements ManualChange {
    public ForcePair {
      Objects.requireNonNull(player, "player");
      Objects.requireNonNull(opponent, "opponent");
      if (player.equals(opponent)) {
        throw new IllegalArgumentException("a player cannot be paired with himself: " + player);
      }
    }

    @Override
    public String describeZh() {
      return "指定 " + player + " 对 " + opponent + (playerColour == null ? "" : playerColour == Colour.RED
          ? "，" + player + " 执红" : "，" + player + " 执黑") + "（" + reason + "）";
    }

    @Override
    public String describeEn() {
      return "force " + player + " v " + opponent + (playerColour == null ? "" : ", " + player + " "
          + playerColour.name().toLowerCase()) + " (" + reason + ")";
    }
  }

  /** The player gets the bye. */
  record ForceBye(String player, String reason) implements ManualChange {
    public ForceBye {
      Objects.requireNonNull(player, "player");
    }

    @Override
    public String describeZh() {
      return "指定 " + player + " 轮空（" + reason + "）";
    }

    @Override
    public String describeEn() {
      return "force a bye for " + player + " (" + reason + ")";
    }
  }
}

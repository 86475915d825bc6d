package org.chuhe.model;

import org.chuhe.problem.InvalidValue;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A change the chief arbiter made to a pairing (R8), kept with its {@link Round}: what was changed, the reason, and,
 * when recorded, who made it ({@code by}) and when ({@code at}). The pairing engine applies changes
 * ({@code org.chuhe.pairing.SwissPairing}); the checker reports which rules the changed pairing breaks.
 */
public sealed interface ManualChange permits ManualChange.Swap, ManualChange.ForcePair, ManualChange.ForceBye {

  /** The three kinds of change, each about a fixed number of players. */
  enum Kind {
    SWAP(2), FORCE_PAIR(2), FORCE_BYE(1);

    private final int players;

    Kind(int players) {
      this.players = players;
    }

    /** How many players a change of this kind names. */
    public int players() {
      return players;
    }
  }

  Kind kind();

  /** The players the change names, in its order: two for a swap or a forced pair, one for a forced bye. */
  List<String> players();

  /** The first player's colour in a forced pair; null otherwise, and when the colour rules decide. */
  default Colour colour() {
    return null;
  }

  String reason();

  /** Who made the change, null when not recorded. */
  String by();

  /** When the change was made, null when not recorded. */
  Instant at();

  /** The same change with who and when filled in where they are not recorded yet. */
  default ManualChange recorded(String by, Instant at) {
    return of(kind(), players(), colour(), reason(), by() != null ? by() : by, at() != null ? at() : at);
  }

  /**
   * Short description, Chinese, each player written by {@code name} (from his id): what a person reads names him as
   * arbiters do ({@code Tournament::nameZh}: 12号 王芳（厦门）), never by id.
   */
  String describeZh(Function<String, String> name);

  /** Short description, English, each player written by {@code name} ({@code Tournament::nameEn}). */
  String describeEn(Function<String, String> name);

  /** Short description, Chinese, with the players' ids: for the audit log's details, which keep ids. */
  default String describeZh() {
    return describeZh(Function.identity());
  }

  /** Short description, English, with the players' ids: for the audit log's details, which keep ids. */
  default String describeEn() {
    return describeEn(Function.identity());
  }

  /**
   * A change from its parts, as files and databases keep it.
   *
   * @throws IllegalArgumentException when the number of players does not fit the kind, or a colour is given for
   *     anything but a forced pair
   */
  static ManualChange of(Kind kind, List<String> players, Colour colour, String reason, String by, Instant at) {
    Objects.requireNonNull(kind, "kind");
    if (players == null || players.size() != kind.players()) {
      throw new InvalidValue(kind + " 须写明 " + kind.players() + " 名棋手，现为 " + players,
          kind + " names " + kind.players() + " player(s), not " + players);
    }
    if (colour != null && kind != Kind.FORCE_PAIR) {
      throw new InvalidValue("只有指定对阵（FORCE_PAIR）才写颜色", "only a forced pair has a colour");
    }
    return switch (kind) {
      case SWAP -> new Swap(players.get(0), players.get(1), reason, by, at);
      case FORCE_PAIR -> new ForcePair(players.get(0), players.get(1), colour, reason, by, at);
      case FORCE_BYE -> new ForceBye(players.get(0), reason, by, at);
    };
  }

  private static String requireReason(String reason) {
    if (reason == null || reason.isBlank()) {
      throw new InvalidValue("人工调整必须写明理由", "a manual change needs a reason");
    }
    return reason;
  }

  /** Two players exchange their places in the pairing list (each takes the other's board and colour). */
  record Swap(String player, String other, String reason, String by, Instant at) implements ManualChange {
    public Swap {
      Objects.requireNonNull(player, "player");
      Objects.requireNonNull(other, "other");
      if (player.equals(other)) {
        throw new InvalidValue("不能把棋手与自己交换：" + player, "cannot swap a player with himself: " + player);
      }
      requireReason(reason);
    }

    public Swap(String player, String other, String reason) {
      this(player, other, reason, null, null);
    }

    @Override
    public Kind kind() {
      return Kind.SWAP;
    }

    @Override
    public List<String> players() {
      return List.of(player, other);
    }

    @Override
    public String describeZh(Function<String, String> name) {
      return "对调 " + name.apply(player) + " 与 " + name.apply(other) + "（" + reason + "）";
    }

    @Override
    public String describeEn(Function<String, String> name) {
      return "swap " + name.apply(player) + " and " + name.apply(other) + " (" + reason + ")";
    }
  }

  /**
   * The two players meet; {@code playerColour} is the first player's colour, or null to let the colour rules
   * decide.
   */
  record ForcePair(String player, String opponent, Colour playerColour, String reason, String by, Instant at)
      implements ManualChange {
    public ForcePair {
      Objects.requireNonNull(player, "player");
      Objects.requireNonNull(opponent, "opponent");
      if (player.equals(opponent)) {
        throw new InvalidValue("棋手不能与自己配对：" + player, "a player cannot be paired with himself: " + player);
      }
      requireReason(reason);
    }

    public ForcePair(String player, String opponent, Colour playerColour, String reason) {
      this(player, opponent, playerColour, reason, null, null);
    }

    @Override
    public Kind kind() {
      return Kind.FORCE_PAIR;
    }

    @Override
    public List<String> players() {
      return List.of(player, opponent);
    }

    @Override
    public Colour colour() {
      return playerColour;
    }

    @Override
    public String describeZh(Function<String, String> name) {
      return "指定 " + name.apply(player) + " 对 " + name.apply(opponent) + (playerColour == null ? ""
          : "，" + name.apply(player) + (playerColour == Colour.RED ? " 执红" : " 执黑")) + "（" + reason + "）";
    }

    @Override
    public String describeEn(Function<String, String> name) {
      return "force " + name.apply(player) + " v " + name.apply(opponent) + (playerColour == null ? ""
          : ", " + name.apply(player) + " " + playerColour.name().toLowerCase()) + " (" + reason + ")";
    }
  }

  /** The player gets the bye. */
  record ForceBye(String player, String reason, String by, Instant at) implements ManualChange {
    public ForceBye {
      Objects.requireNonNull(player, "player");
      requireReason(reason);
    }

    public ForceBye(String player, String reason) {
      this(player, reason, null, null);
    }

    @Override
    public Kind kind() {
      return Kind.FORCE_BYE;
    }

    @Override
    public List<String> players() {
      return List.of(player);
    }

    @Override
    public String describeZh(Function<String, String> name) {
      return "指定 " + name.apply(player) + " 轮空（" + reason + "）";
    }

    @Override
    public String describeEn(Function<String, String> name) {
      return "force a bye for " + name.apply(player) + " (" + reason + ")";
    }
  }
}

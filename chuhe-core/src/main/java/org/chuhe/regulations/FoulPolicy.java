package org.chuhe.regulations;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.problem.Problem;

/**
 * Fouls (犯规, R12): after how many fouls of one side a game is lost. One limit per kind and one for both kinds
 * together; null = no limit of that kind (0, as files written before the kinds may say, means the same).
 *
 * <ul>
 *   <li>{@code gameLostAtFoul}: fouls of both kinds together (an illegal move is a 犯规 too). Seed 000 补充 四(六): 2;
 *       001 十、2: 3; 002 十三、6: 2.
 *   <li>{@code illegalMoveLostAt}: illegal moves (违反行棋规定). Seed 000 三(一), 001 十一、1, 004 补充 六、2: 2; 002
 *       十三、3 and 003 补充 三、5: 1 (loses at once).
 *   <li>{@code otherFoulLostAt}: the other fouls. Seed 004 补充 六、10 (除违反行棋规定的其余犯规达3次): 3.
 * </ul>
 *
 * <p>Without a {@code fouls} part the regulations take {@link #DEFAULT}: the second foul of one side loses, whatever
 * its kind (the common rule; rules digest §8: an illegal move is a foul the first time and loses the second). A
 * {@code fouls} part that is written says every limit that applies: a limit left out does not apply.
 *
 * <p>{@link #afterFoul} is the one rule for a foul as it happens: the workflow records every foul the arbiter enters
 * by it ({@code Results.foul}), the simulation every foul it makes. A game's result is what was recorded then; the
 * standings read the result, for a document as for the database.
 */
public record FoulPolicy(Integer gameLostAtFoul, Integer illegalMoveLostAt, Integer otherFoulLostAt) {
  public static final FoulPolicy DEFAULT = new FoulPolicy(2, null, null);

  /** The three limits, each with its field name (as in regulations files) and what it counts. */
  public enum Limit {
    ILLEGAL_MOVES("illegalMoveLostAt", "违反行棋规定", "illegal moves"),
    OTHER_FOULS("otherFoulLostAt", "其他犯规", "other fouls"),
    ALL_FOULS("gameLostAtFoul", "累计犯规（两类合计）", "fouls of both kinds together");

    private final String field;
    private final String zh;
    private final String en;

    Limit(String field, String zh, String en) {
      this.field = field;
      this.zh = zh;
      this.en = en;
    }

    /** The field of the regulations' {@code fouls} part that sets this limit. */
    public String field() {
      return field;
    }

    public String zh() {
      return zh;
    }

    public String en() {
      return en;
    }

    /** How many fouls of these fouls this limit counts. */
    public int count(Fouls fouls) {
      return switch (this) {
        case ILLEGAL_MOVES -> fouls.illegalMoves();
        case OTHER_FOULS -> fouls.otherFouls();
        case ALL_FOULS -> fouls.total();
      };
    }

    /** The kind's own limit. */
    public static Limit of(FoulKind kind) {
      return kind == FoulKind.ILLEGAL_MOVE ? ILLEGAL_MOVES : OTHER_FOULS;
    }
  }

  /** A limit that one side's fouls reached: the game is lost by that side. */
  public record Breach(Limit limit, int lostAt) {
    /** The rule, e.g. "违反行棋规定达 2 次判负（illegalMoveLostAt: 2）". */
    public String zh() {
      return limit.zh() + "达 " + lostAt + " 次判负（" + limit.field() + ": " + lostAt + "）";
    }

    /** The rule, e.g. "2 illegal moves lose the game (illegalMoveLostAt: 2)". */
    public String en() {
      return lostAt + " " + limit.en() + " lose the game (" + limit.field() + ": " + lostAt + ")";
    }
  }

  /**
   * A game after one more foul of one side: {@code lostBy} is the limit that foul reached (null when it did not
   * lose the game), in which case the game is recorded as lost by that side.
   */
  public record AfterFoul(Game game, Breach lostBy) {
    public boolean lost() {
      return lostBy != null;
    }
  }

  public FoulPolicy {
    gameLostAtFoul = noLimitIfZero(gameLostAtFoul);
    illegalMoveLostAt = noLimitIfZero(illegalMoveLostAt);
    otherFoulLostAt = noLimitIfZero(otherFoulLostAt);
  }

  /** The limit set for {@code limit}, null when there is none. */
  public Integer lostAt(Limit limit) {
    return switch (limit) {
      case ILLEGAL_MOVES -> illegalMoveLostAt;
      case OTHER_FOULS -> otherFoulLostAt;
      case ALL_FOULS -> gameLostAtFoul;
    };
  }

  /**
   * Whether a foul of {@code added} that brought one side's fouls to {@code fouls} loses the game (R12): the kind's
   * own limit is tried first, then the combined one, so the rule named is the more specific one where both are
   * reached at once (seed 000: the second illegal move is also the second foul).
   */
  public Optional<Breach> lostBy(Fouls fouls, FoulKind added) {
    return first(fouls, List.of(Limit.of(added), Limit.ALL_FOULS));
  }

  /**
   * One more foul of {@code kind} by {@code side} in {@code game} (R12): the side's fouls count it, and when it
   * reaches a limit ({@link #lostBy}) the game is lost by that side, whatever result it had (seed 000 补充 三(一):
   * 第二次判负; 001 十、2: 累计三次犯规判负; 004 补充 六、2 and 六、10: 立即判负). A foul that reaches no limit leaves
   * the result as it was.
   */
  public AfterFoul afterFoul(Game game, Colour side, FoulKind kind) {
    Fouls fouls = game.foulsOf(side).plus(kind, 1);
    Game after = game.withFouls(side, fouls);
    Breach breach = lostBy(fouls, kind).orElse(null);
    return new AfterFoul(breach == null ? after : after.withResult(Result.lostBy(side)), breach);
  }

  /**
   * The first limit, in {@link Limit}'s order, that one side's {@code fouls} reached; empty when none. For reading a
   * side's counts after the fact (a game as recorded); a foul as it happens is judged by {@link #afterFoul}.
   */
  public Optional<Breach> reached(Fouls fouls) {
    return first(fouls, List.of(Limit.values()));
  }

  private Optional<Breach> first(Fouls fouls, List<Limit> limits) {
    for (Limit limit : limits) {
      Integer at = lostAt(limit);
      if (at != null && limit.count(fouls) >= at) {
        return Optional.of(new Breach(limit, at));
      }
    }
    return Optional.empty();
  }

  /**
   * What is wrong with these limits, each problem naming its field under {@code fouls}: a limit below 1, and a
   * limit of one kind above the combined one, which the combined one always reaches first.
   */
  public List<Problem> problems() {
    List<Problem> problems = new ArrayList<>();
    for (Limit limit : Limit.values()) {
      Integer at = lostAt(limit);
      String where = "fouls." + limit.field();
      if (at != null && at < 1) {
        problems.add(Problem.at(where, "必须至少为 1，现为 " + at + "（不设此限请删去此项）",
            "must be at least 1, is " + at + " (leave the field out for no limit)"));
      } else if (at != null && limit != Limit.ALL_FOULS && gameLostAtFoul != null && at > gameLostAtFoul) {
        problems.add(Problem.at(where, "不会起作用：累计犯规 " + gameLostAtFoul + " 次（gameLostAtFoul）已先判负，现为 " + at,
            "can never apply: gameLostAtFoul " + gameLostAtFoul + " loses the game first; is " + at));
      }
    }
    return problems;
  }

  private static Integer noLimitIfZero(Integer limit) {
    return limit != null && limit == 0 ? null : limit;
  }
}

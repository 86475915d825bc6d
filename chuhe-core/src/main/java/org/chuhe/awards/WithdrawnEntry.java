package org.chuhe.awards;

import java.util.LinkedHashMap;
import java.util.Map;
import org.chuhe.model.PrizeDecision;
import org.chuhe.model.Withdrawal;
import org.chuhe.pairing.Eligibility;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.WithdrawnPrizes;
import org.chuhe.tournament.Tournament;

/**
 * A withdrawn player as the prize list reads him (退赛): withdrawn by the arbiter after round {@code afterRound}, or
 * by the regulations' forfeit rules ({@code byForfeits}: 累计弃权按退出比赛处理, 连续弃权不再编排), and what his prizes,
 * titles and grade title come to ({@link Status}) under the regulations' {@link WithdrawnPrizes} and the chief
 * arbiter's decision ({@code reason}: the decision's, null without one).
 */
public record WithdrawnEntry(String playerId, int afterRound, boolean byForfeits, Status status, String reason) {

  /** What a withdrawn player's prizes come to. */
  public enum Status {
    /** The regulations let him keep them ({@code KEEP}). */
    KEPT,
    /** Not without the chief arbiter's confirmation ({@code CONFIRM}), which has not been given yet: shown, held. */
    PENDING,
    /** The chief arbiter confirmed that he keeps them. */
    CONFIRMED,
    /** The chief arbiter decided that he receives none. */
    REFUSED,
    /** The regulations give a withdrawn player none ({@code FORFEIT}). */
    FORFEITED;

    /** Whether his place earns him its prizes (awaiting confirmation included: the place stays his meanwhile). */
    public boolean collects() {
      return this == KEPT || this == PENDING || this == CONFIRMED;
    }
  }

  /** The short mark of his lines on a prize list: "退赛·待裁判长确认" (the warnings say the rest). */
  public String markZh() {
    return "退赛·" + switch (status) {
      case KEPT -> "按规程保留";
      case PENDING -> "待裁判长确认";
      case CONFIRMED -> "裁判长确认保留";
      case REFUSED -> "裁判长决定不予授予";
      case FORFEITED -> "按规程不予授予";
    };
  }

  public String markEn() {
    return "withdrawn, " + switch (status) {
      case KEPT -> "kept under the regulations";
      case PENDING -> "awaiting the chief arbiter's confirmation";
      case CONFIRMED -> "confirmed by the chief arbiter";
      case REFUSED -> "refused by the chief arbiter";
      case FORFEITED -> "not given under the regulations";
    };
  }

  /** When and how he left: "第 3 轮后退赛", "第 5 轮后因弃权退赛", "赛前退赛". */
  public String left() {
    return afterRound == 0 ? "赛前退赛" : "第 " + afterRound + " 轮后" + (byForfeits ? "因弃权" : "") + "退赛";
  }

  public String leftEn() {
    return afterRound == 0 ? "withdrawn before round 1" : "withdrawn after round " + afterRound
        + (byForfeits ? " (forfeits)" : "");
  }

  /** How the line of a prize list notes him: "第 3 轮后退赛，待裁判长确认后方可授予". */
  public String zh() {
    String left = left();
    String why = reason == null || reason.isBlank() ? "" : "（" + reason + "）";
    return left + "，" + switch (status) {
      case KEPT -> "按规程保留奖项";
      case PENDING -> "待裁判长确认后方可授予";
      case CONFIRMED -> "裁判长确认保留" + why;
      case REFUSED -> "裁判长决定不予授予" + why;
      case FORFEITED -> "按规程不予授予";
    };
  }

  public String en() {
    String left = leftEn();
    String why = reason == null || reason.isBlank() ? "" : " (" + reason + ")";
    return left + ": " + switch (status) {
      case KEPT -> "keeps the prizes under the regulations";
      case PENDING -> "awaits the chief arbiter's confirmation before it is given";
      case CONFIRMED -> "the chief arbiter confirmed it" + why;
      case REFUSED -> "the chief arbiter decided it is not given" + why;
      case FORFEITED -> "not given under the regulations";
    };
  }

  /**
   * Every withdrawn player of the tournament, by id, in registration order of the withdrawals and then of the
   * divisions: those the arbiter withdrew, and those the forfeit rules withdrew (as the pairing reads them,
   * {@link Eligibility#forfeitConsequences}).
   */
  public static Map<String, WithdrawnEntry> of(Tournament t) {
    WithdrawnPrizes rule = t.regulations().withdrawnPrizes();
    Map<String, WithdrawnEntry> out = new LinkedHashMap<>();
    for (Withdrawal w : t.withdrawals()) {
      out.putIfAbsent(w.player(), entry(t, rule, w.player(), w.afterRound(), false));
    }
    for (DivisionRules d : t.regulations().divisions()) {
      Eligibility.forfeitConsequences(t, d.id()).forEach((player, why) ->
          out.putIfAbsent(player, entry(t, rule, player, why.afterRound(), true)));
    }
    return out;
  }

  private static WithdrawnEntry entry(Tournament t, WithdrawnPrizes rule, String player, int afterRound,
      boolean byForfeits) {
    PrizeDecision decision = t.prizeDecision(player).orElse(null);
    Status status = switch (rule) {
      case KEEP -> Status.KEPT;
      case FORFEIT -> Status.FORFEITED;
      case CONFIRM -> decision == null ? Status.PENDING : decision.keep() ? Status.CONFIRMED : Status.REFUSED;
    };
    String reason = rule == WithdrawnPrizes.CONFIRM && decision != null ? decision.reason() : null;
    return new WithdrawnEntry(player, afterRound, byForfeits, status, reason);
  }
}

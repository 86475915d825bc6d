package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.awards.PrizeList;
import org.chuhe.awards.ResultsBook;
import org.chuhe.awards.WithdrawnEntry;
import org.chuhe.model.Player;
import org.chuhe.model.PrizeDecision;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.WithdrawnPrizes;
import org.chuhe.tournament.Tournament;

/**
 * The chief arbiter's decision whether a withdrawn player (by the arbiter or by the forfeit rules) keeps the
 * prizes, titles and grade title his place earns, where the regulations leave it to him ({@code withdrawnPrizes:
 * CONFIRM}, the default). Logged with its reason; a later decision replaces the earlier one. The prize list reads
 * it ({@link WithdrawnEntry}); the notices say what the player now receives or does not.
 */
public final class PrizeDecisions {
  private PrizeDecisions() {}

  /** A decision as recorded, with what follows from it. */
  public record Decided(PrizeDecision decision, List<Notice> notices) {}

  /** {@code keep}: he keeps them (确认保留); false: he receives none (不予授予). The reason is required and logged. */
  public static Decided decide(Session s, String playerId, boolean keep, String reason) {
    TypedText.text("reason", reason);
    if (reason == null || reason.isBlank()) {
      throw ProblemException.of("reason", "请写明裁定的理由（记入日志）", "give the reason for the decision (it is logged)");
    }
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Player p = Registration.player(t, playerId);
      WithdrawnPrizes rule = t.regulations().withdrawnPrizes();
      if (rule != WithdrawnPrizes.CONFIRM) {
        boolean kept = rule == WithdrawnPrizes.KEEP;
        throw ProblemException.refused("withdrawnPrizes", "本规程规定退赛棋手" + (kept ? "保留" : "不获")
                + "名次所得的奖项、称号与等级称号（withdrawnPrizes: " + rule + "），无须裁判长裁定",
            "these regulations say a withdrawn player " + (kept ? "keeps" : "receives none of") + " the prizes, "
                + "titles and grade title of his place (withdrawnPrizes: " + rule + "): there is nothing to decide");
      }
      WithdrawnEntry was = WithdrawnEntry.of(t).get(p.id());
      if (was == null) {
        throw ProblemException.refused(p.id(), t.nameZh(p.id()) + " 没有退赛：他按名次领奖，无须裁定",
            t.nameEn(p.id()) + " has not withdrawn: his place earns what it earns, there is nothing to decide");
      }
      PrizeDecision decision = new PrizeDecision(p.id(), keep, reason.strip());
      PrizeDecision before = t.prizeDecision(p.id()).orElse(null);
      if (decision.equals(before)) {
        return new Decided(decision, List.of(new Notice(t.nameZh(p.id()) + " 已是此裁定，未改动",
            t.nameEn(p.id()) + " has this decision already; nothing changed")));
      }
      TournamentStore.putPrizeDecision(tx, decision);
      tx.audit(AuditAction.PRIZE_DECISION, p.id(), before, decision, null);
      Tournament now = TournamentStore.load(tx);
      WithdrawnEntry is = WithdrawnEntry.of(now).get(p.id());
      List<Notice> notices = new ArrayList<>();
      notices.add(new Notice(now.nameZh(p.id()) + " " + is.zh(), now.nameEn(p.id()) + " " + is.en()));
      notices.addAll(lines(now, p.id(), keep));
      return new Decided(decision, notices);
    });
  }

  /** What his place now earns him (keep) or what nobody receives for it (refused), as the prize list says. */
  private static List<Notice> lines(Tournament t, String player, boolean keep) {
    PrizeList prizes = ResultsBook.of(t).prizes();
    List<String> zh = new ArrayList<>();
    List<String> en = new ArrayList<>();
    if (keep) {
      prizes.awardsOf(player).forEach(a -> add(zh, en, a.zh(), a.en()));
      prizes.titles().stream().filter(a -> a.playerId().equals(player)).forEach(a -> add(zh, en, a.zh(), a.en()));
      prizes.gradeOf(player).ifPresent(g -> add(zh, en, g.zh(), g.en()));
    } else {
      prizes.withheld().stream().filter(a -> a.playerId().equals(player)).forEach(a -> add(zh, en, a.zh(), a.en()));
      prizes.withheldGrades().stream().filter(g -> g.playerId().equals(player))
          .forEach(g -> add(zh, en, g.zh(), g.en()));
    }
    if (zh.isEmpty()) {
      return List.of(keep ? new Notice("他的名次目前没有奖项、称号或等级称号", "his place earns no prize, title or grade "
          + "title so far") : new Notice("与其名次相连的奖项目前没有；按名单评定的奖项与称号由其后的棋手依次递补",
          "no prize is tied to his place so far; lists of the best eligible players pass him over"));
    }
    return List.of(keep ? new Notice("保留：" + String.join("、", zh), "keeps: " + String.join("; ", en))
        : new Notice("不授予，空缺：" + String.join("、", zh) + "；按名单评定的奖项与称号由其后的棋手依次递补",
            "not given, left vacant: " + String.join("; ", en) + "; lists of the best eligible players pass him "
                + "over"));
  }

  private static void add(List<String> zh, List<String> en, String z, String e) {
    zh.add(z);
    en.add(e);
  }
}

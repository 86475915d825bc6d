package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.model.ManualAward;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.ManualAwardRule;
import org.chuhe.regulations.Regulations;

/**
 * Awards the organisers choose by hand (R20; seed 000: the sportsmanship award 体育道德风尚奖, two per division),
 * given to a player and taken back, each logged. The prize list prints them ({@code org.chuhe.awards}). An award the
 * regulations do not list, or one more than they allow in the player's division, is refused unless confirmed with a
 * reason, which the log keeps; the same award twice to one player is refused.
 */
public final class ManualAwards {
  private ManualAwards() {}

  /** An award as given or taken back, with what the arbiter should know. */
  public record Change(ManualAward award, List<Notice> notices) {}

  /** Gives {@code award} (null: the regulations' only hand-picked award) to the player. */
  public static Change give(Session s, String playerId, String award, String reason) {
    TypedText.text("award", award);
    TypedText.text("reason", reason);
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Player p = Registration.player(t, playerId);
      String name = name(t.regulations(), award);
      if (t.awards().stream().anyMatch(a -> a.player().equals(p.id()) && a.name().equals(name))) {
        throw ProblemException.of("player", t.nameZh(p.id()) + " 已获“" + name + "”",
            t.nameEn(p.id()) + " already has \"" + name + "\"");
      }
      List<Problem> breaches = breaches(t, p, name);
      NeedsReason.unless(reason, breaches, Problem.at("award", "如确需颁发，请确认并写明理由（理由记入日志）",
          "to give it anyway, confirm the award with a reason (the reason is logged)"));
      ManualAward given = new ManualAward(p.id(), name);
      TournamentStore.addAward(tx, given);
      tx.audit(AuditAction.AWARD_ADD, p.id(), null, given, details(reason, breaches));
      List<Notice> notices = new ArrayList<>();
      notices.add(new Notice("“" + name + "”：" + t.nameZh(p.id()),
          "\"" + name + "\": " + t.nameEn(p.id())));
      breaches.forEach(b -> notices.add(new Notice("已确认：" + b.zh(), "confirmed: " + b.en())));
      return new Change(given, notices);
    });
  }

  /** Takes back {@code award} (null: the regulations' only one) given to the player; logged with the reason. */
  public static Change takeBack(Session s, String playerId, String award, String reason) {
    TypedText.text("reason", reason);
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Player p = Registration.player(t, playerId);
      List<String> has = t.awards().stream().filter(a -> a.player().equals(p.id())).map(ManualAward::name).toList();
      String name = award != null ? award.strip() : has.size() == 1 ? has.get(0) : name(t.regulations(), null);
      ManualAward taken = new ManualAward(p.id(), name);
      if (!TournamentStore.removeAward(tx, taken)) {
        String zh = has.isEmpty() ? "" : "（有：" + String.join("、", has) + "）";
        String en = has.isEmpty() ? "" : " (has: " + String.join(", ", has) + ")";
        throw ProblemException.of("player", t.nameZh(p.id()) + " 没有“" + name + "”" + zh,
            t.nameEn(p.id()) + " has no \"" + name + "\"" + en);
      }
      tx.audit(AuditAction.AWARD_REMOVE, p.id(), taken, null, reason == null ? null : Map.of("reason", reason));
      return new Change(taken, List.of(new Notice("已撤销“" + name + "”：" + t.nameZh(p.id()),
          "\"" + name + "\" taken back: " + t.nameEn(p.id()))));
    });
  }

  /** The award meant: the one named, or the regulations' only hand-picked award. */
  private static String name(Regulations r, String award) {
    if (award != null && !award.isBlank()) {
      return award.strip();
    }
    List<String> listed = r.manualAwards().stream().map(ManualAwardRule::name).toList();
    if (listed.size() == 1) {
      return listed.get(0);
    }
    throw ProblemException.of("award", listed.isEmpty() ? "规程未设评选奖项：请写明奖项名称"
            : "规程设有多个评选奖项，请写明是哪一个（" + String.join("、", listed) + "）",
        listed.isEmpty() ? "the regulations list no hand-picked award: name the award"
            : "the regulations list several hand-picked awards: name one (" + String.join(", ", listed) + ")");
  }

  /** What the regulations say against this award: not one they list, or one too many in the player's division. */
  private static List<Problem> breaches(Tournament t, Player p, String name) {
    List<Problem> breaches = new ArrayList<>();
    var rule = t.regulations().manualAwards().stream().filter(r -> r.name().equals(name)).findFirst();
    if (rule.isEmpty()) {
      List<String> listed = t.regulations().manualAwards().stream().map(ManualAwardRule::name).toList();
      breaches.add(Problem.at("award", "规程中没有“" + name + "”这个奖项" + (listed.isEmpty() ? ""
              : "（规程设有：" + String.join("、", listed) + "）"), "the regulations have no award called \"" + name
              + "\"" + (listed.isEmpty() ? "" : " (they list: " + String.join(", ", listed) + ")")));
      return breaches;
    }
    List<Player> already = t.awards().stream().filter(a -> a.name().equals(name))
        .flatMap(a -> t.player(a.player()).stream()).filter(q -> q.division().equals(p.division())).toList();
    if (already.size() + 1 > rule.get().perDivision()) {
      breaches.add(Problem.at("award", "“" + name + "”规程每组设 " + rule.get().perDivision() + " 人，本组已有："
              + String.join("；", already.stream().map(q -> t.nameZh(q.id())).toList()),
          "the regulations give \"" + name + "\" to " + rule.get().perDivision() + " per division; this division has: "
              + String.join("; ", already.stream().map(q -> t.nameEn(q.id())).toList())));
    }
    return breaches;
  }

  private static Map<String, Object> details(String reason, List<Problem> breaches) {
    if (breaches.isEmpty()) {
      return reason == null || reason.isBlank() ? null : Map.of("reason", reason);
    }
    return Map.of("reason", reason, "breaches", breaches.stream().map(b -> Map.of("zh", b.zh(), "en", b.en()))
        .toList());
  }
}

package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.model.Player;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.EntryCheck;
import org.chuhe.regulations.Regulations;

/**
 * What registration checks (R2, R3): the division's eligibility and the entry limits (players per division, per
 * unit, per unit and division, per residency), as the core's {@link EntryCheck} decides them. Every breach is a
 * {@link Problem} the arbiter may override with a reason; an unknown division is never overridable.
 */
public final class EntryRules {
  private EntryRules() {}

  /** The division's rules, or a problem naming the divisions there are. */
  public static DivisionRules division(Regulations r, String division) {
    return r.division(division).orElseThrow(() -> {
      String known = String.join(", ", r.divisions().stream().map(DivisionRules::id).toList());
      return ProblemException.notFound("division", "规程中没有组别 \"" + division + "\"（已有：" + known + "）",
          "no division \"" + division + "\" in the regulations (known: " + known + ")");
    });
  }

  /**
   * The breaches if {@code candidate} joined {@code others} (every other player of the event, not including the
   * candidate's own earlier entry when it is an edit), each naming the player: the rule of {@link EntryCheck}, which
   * the simulation builds its fields by too. Empty when the entry is within the rules; an unknown division is refused.
   */
  public static List<Problem> breaches(Regulations r, List<Player> others, Player candidate) {
    return breaches(r, EntryCheck.Entries.of(r, others), candidate);
  }

  /** The same, against the entries counted so far (an imported list, checked entry by entry). */
  public static List<Problem> breaches(Regulations r, EntryCheck.Entries others, Player candidate) {
    division(r, candidate.division());
    String who = candidate.name() + " (" + candidate.id() + ")";
    return others.breaches(candidate).stream().map(b -> new Problem(who, b.zh(), b.en())).toList();
  }

  /**
   * Refuses the entry unless it is within the rules or the arbiter gave a reason to override. The refusal lists
   * every breach and says how to override.
   */
  public static void enforce(List<Problem> breaches, String override) {
    TypedText.text("override", override);
    if (breaches.isEmpty() || (override != null && !override.isBlank())) {
      return;
    }
    List<Problem> all = new ArrayList<>(breaches);
    all.add(Problem.of(Problem.Kind.REFUSED, "override", "如确需破例，请确认并写明理由（理由记入日志）",
        "to accept the entry anyway, confirm the override with a reason (the reason is logged)")
        .withRemedy("override"));
    throw new ProblemException(all);
  }
}

package org.chuhe.app.workflow;

import java.util.List;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * A refusal the arbiter may lift by doing it again with a reason, which the audit log then keeps with the change:
 * a hand-picked award the regulations do not list, a change of regulations that alters what has been published.
 * The problems say what would happen and ask for a confirmation with a reason; each front end says how to give one
 * (the command line: an option of the command).
 */
public final class NeedsReason extends ProblemException {
  private static final long serialVersionUID = 1L;
  /** The remedy ({@link Problem#remedy}) of the problem that asks for the reason: do it again with a reason. */
  public static final String REMEDY = "confirm";

  public NeedsReason(List<Problem> problems) {
    super(problems);
  }

  /** Refuses unless {@code reason} is given, when there is anything to confirm; {@code ask} closes the list. */
  static void unless(String reason, List<Problem> toConfirm, Problem ask) {
    if (!toConfirm.isEmpty() && (reason == null || reason.isBlank())) {
      List<Problem> all = new java.util.ArrayList<>(toConfirm.stream().map(p -> p.as(Problem.Kind.REFUSED)).toList());
      all.add(ask.as(Problem.Kind.REFUSED).withRemedy(REMEDY));
      throw new NeedsReason(all);
    }
  }
}

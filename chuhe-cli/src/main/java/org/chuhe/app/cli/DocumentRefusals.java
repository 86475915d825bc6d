package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.function.Supplier;
import org.chuhe.problem.InvalidValue;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Every refusal of a command that works on a tournament document names the document: "no division x", "round 3
 * still has a game without a result", "no such player" are about that file, and an arbiter with several files open
 * must see which one. A problem the reading already placed in the file keeps its place, so the name comes once.
 */
final class DocumentRefusals {
  private DocumentRefusals() {}

  /**
   * What {@code work} makes of the document {@code document}, its refusals naming the document (after it, the
   * option of {@code command} that gave the value a refusal is about: {@code x.json: --division: …}).
   */
  static <T> T naming(Path document, CommandSpec command, Supplier<T> work) {
    String name = document.getFileName().toString(); // as the reading names it (TournamentDocuments.read)
    try {
      return work.get();
    } catch (ProblemException e) {
      throw new ProblemException(e.problems().stream().map(p -> named(name, command, p)).toList());
    } catch (InvalidValue e) {
      throw new ProblemException(Problem.at(name, e.zh(), e.en()));
    }
  }

  /** The problem placed in the document, unless it is placed there already. */
  private static Problem named(String name, CommandSpec command, Problem p) {
    if (p.where() != null && (p.where().equals(name) || p.where().startsWith(name + ":"))) {
      return p;
    }
    return Main.withOption(p, command).within(name);
  }
}

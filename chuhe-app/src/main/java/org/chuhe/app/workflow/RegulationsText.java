package org.chuhe.app.workflow;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.io.ReadErrors;
import org.chuhe.app.io.RegulationsReader;
import org.chuhe.app.io.SourceIndex;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.Regulations;

/**
 * The tournament's regulations as a YAML text an arbiter edits in a form (the console's regulations page): the
 * text {@code ./chuhe regulations show} prints, read back by the reader of every regulations file, and changed
 * through {@link RegulationChanges} as {@code ./chuhe regulations set --file} does. Every problem names its line in
 * the text, also those of the change (a division's rounds, a part that needs a reason), which name a division by its
 * id: {@link #placed} gives each one's line and field for a page to show beside the text.
 */
public final class RegulationsText {
  /** How problems name the text (there is no file): {@code regulations.yaml:12:3 divisions[0].rounds}. */
  public static final String SOURCE = "regulations.yaml";
  /** The change's source in the audit log: the console's form, not a preset or a file. */
  static final String LOGGED_AS = "console";

  private static final Pattern WHERE = Pattern.compile("^" + Pattern.quote(SOURCE) + "(?::(\\d+):(\\d+))?(?: (.*))?$");
  private static final Pattern DIVISION = Pattern.compile("^divisions\\[([^\\]]+)\\]");

  private RegulationsText() {}

  /** The regulations in force, as YAML. */
  public static String of(Session s) {
    return RegulationsReader.toYaml(s.regulations());
  }

  /** What saving {@code text} would change and what it would need a reason for; refused as saving would be. */
  public static RegulationChanges.Preview check(Session s, String text) {
    Regulations next = RegulationsReader.readYaml(SOURCE, text == null ? "" : text);
    try {
      return RegulationChanges.preview(s, next);
    } catch (ProblemException e) {
      throw placed(e, text, next);
    }
  }

  /** Saves {@code text} as the regulations ({@code reason}: the confirmation of what alters the published). */
  public static RegulationChanges.Changed save(Session s, String text, String reason) {
    Regulations next = RegulationsReader.readYaml(SOURCE, text == null ? "" : text);
    try {
      return RegulationChanges.change(s, next, LOGGED_AS, reason == null || reason.isBlank() ? null : reason);
    } catch (ProblemException e) {
      throw placed(e, text, next);
    }
  }

  /** A problem at its line of the text (0: the text as a whole) and field path ("" when it names none). */
  public record Placed(int line, int column, String field, Problem problem) {}

  /** Each problem of {@code e} with its line and field, read from its place ({@code regulations.yaml:3:5 rounds}). */
  public static List<Placed> placed(ProblemException e) {
    return e.problems().stream().map(p -> {
      Matcher m = WHERE.matcher(p.where() == null ? "" : p.where());
      if (!m.matches()) {
        return new Placed(0, 0, p.where() == null ? "" : p.where(), p);
      }
      return new Placed(m.group(1) == null ? 0 : Integer.parseInt(m.group(1)),
          m.group(2) == null ? 0 : Integer.parseInt(m.group(2)), m.group(3) == null ? "" : m.group(3), p);
    }).toList();
  }

  /**
   * The change's problems placed in the text: they name a division by its id ({@code divisions[adult].rounds}),
   * the text by its place in the list ({@code divisions[0]}). A {@link NeedsReason} stays one (its remedy too).
   */
  private static ProblemException placed(ProblemException e, String text, Regulations next) {
    SourceIndex index = SourceIndex.of(Mappers.yaml(), text);
    List<Problem> problems = e.problems().stream().map(p -> place(p, index, next)).toList();
    return e instanceof NeedsReason ? new NeedsReason(problems) : new ProblemException(problems);
  }

  private static Problem place(Problem p, SourceIndex index, Regulations next) {
    String field = p.where() == null ? "" : p.where();
    String indexed = field;
    Matcher d = DIVISION.matcher(field);
    if (d.find()) {
      List<String> ids = next.divisions().stream().map(DivisionRules::id).toList();
      int i = ids.indexOf(d.group(1));
      if (i < 0) {
        return p; // a division the text no longer has: no line to show it at
      }
      indexed = "divisions[" + i + "]" + field.substring(d.end());
    }
    Optional<SourceIndex.Position> at = index.find(indexed);
    if (at.isEmpty()) {
      return p;
    }
    return new Problem(p.kind(), ReadErrors.where(SOURCE, at, field), p.zh(), p.en(), p.remedy());
  }
}

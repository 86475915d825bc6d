package org.chuhe.problem;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/** Carries one or more {@link Problem}s to the edge of the program, where they are printed without a stack trace. */
public class ProblemException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient List<Problem> problems;

  public ProblemException(List<Problem> problems) {
    super(problems.stream().map(Problem::line).collect(Collectors.joining("; ")));
    this.problems = List.copyOf(problems);
  }

  public ProblemException(Problem problem) {
    this(List.of(problem));
  }

  /** A problem with the input. */
  public static ProblemException of(String where, String zh, String en) {
    return new ProblemException(Problem.at(where, zh, en));
  }

  public static ProblemException of(Problem.Kind kind, String where, String zh, String en) {
    return new ProblemException(Problem.of(kind, where, zh, en));
  }

  public static ProblemException notFound(String where, String zh, String en) {
    return of(Problem.Kind.NOT_FOUND, where, zh, en);
  }

  public static ProblemException conflict(String where, String zh, String en) {
    return of(Problem.Kind.CONFLICT, where, zh, en);
  }

  public static ProblemException refused(String where, String zh, String en) {
    return of(Problem.Kind.REFUSED, where, zh, en);
  }

  public List<Problem> problems() {
    return problems;
  }

  /**
   * The kind that decides the answer when several problems come together: the most serious one (a fault of chuhe's
   * over a storage problem over a conflict …, the order of {@link Problem.Kind} read from the end).
   */
  public Problem.Kind kind() {
    return problems.stream().map(Problem::kind).max(Comparator.naturalOrder()).orElse(Problem.Kind.INTERNAL);
  }
}

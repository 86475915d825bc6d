package org.chuhe.problem;

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

  public static ProblemException of(String where, String zh, String en) {
    return new ProblemException(Problem.at(where, zh, en));
  }

  public List<Problem> problems() {
    return problems;
  }
}

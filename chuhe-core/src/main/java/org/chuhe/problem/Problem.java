package org.chuhe.problem;

/**
 * Something wrong that a person must fix, said in both languages: {@code where} names the place (file, row,
 * field path such as {@code divisions[1].prizes.bands[0].money}), {@code zh} and {@code en} say what is wrong.
 * Errors for people are values, not stack traces.
 */
public record Problem(String where, String zh, String en) {
  public static Problem at(String where, String zh, String en) {
    return new Problem(where, zh, en);
  }

  public Problem within(String outer) {
    if (outer == null || outer.isEmpty()) {
      return this;
    }
    return new Problem(where == null || where.isEmpty() ? outer : outer + ": " + where, zh, en);
  }

  /** One line, Chinese first: "{where}: {zh} / {en}". */
  public String line() {
    String place = where == null || where.isEmpty() ? "" : where + ": ";
    return place + zh + " / " + en;
  }

  @Override
  public String toString() {
    return line();
  }
}

package org.chuhe.problem;

/**
 * Something wrong that a person must fix, said in both languages: {@code where} names the place (file, row,
 * field path such as {@code divisions[1].prizes.bands[0].money}), {@code zh} and {@code en} say what is wrong, and
 * {@code kind} says what sort of wrong it is, so that a front end chooses its answer (an exit code, an HTTP status)
 * without reading the text. Errors for people are values, not stack traces.
 *
 * <p>{@code remedy}, when not null, names the part of the request that would settle it (for example
 * {@code override}: confirm the entry anyway with a reason; {@code correct}: replace a result already entered;
 * {@code division}: say which division). The text speaks of that action, never of a front end's flag or button;
 * each front end adds its own hint for the remedy (the command line its option).
 */
public record Problem(Kind kind, String where, String zh, String en, String remedy) {
  /** What sort of problem: each front end maps it to its own answer (the CLI to an exit code, the web to a status). */
  public enum Kind {
    /** The input is malformed or incomplete: a file, a field, an argument. The person fixes the input. */
    INVALID_INPUT,
    /** What the input names does not exist: a tournament, a player, a round, a board. */
    NOT_FOUND,
    /** Someone else changed the same thing first (an optimistic lock failed); look at the current value. */
    CONFLICT,
    /** Well-formed, but a rule of the regulations or of the Laws refuses it (or it needs a confirmed override). */
    REFUSED,
    /** The storage cannot be used as asked: no space, no permission, locked, damaged, another program's file. */
    STORAGE,
    /** A fault in chuhe itself: never the person's input. */
    INTERNAL
  }

  public Problem {
    if (kind == null) {
      throw new IllegalArgumentException("a problem has a kind");
    }
  }

  public Problem(Kind kind, String where, String zh, String en) {
    this(kind, where, zh, en, null);
  }

  /** A problem with the input (the usual kind). */
  public Problem(String where, String zh, String en) {
    this(Kind.INVALID_INPUT, where, zh, en, null);
  }

  /** The same problem, settled by {@code remedy} (see the class comment). */
  public Problem withRemedy(String remedy) {
    return new Problem(kind, where, zh, en, remedy);
  }

  public static Problem at(String where, String zh, String en) {
    return new Problem(where, zh, en);
  }

  public static Problem of(Kind kind, String where, String zh, String en) {
    return new Problem(kind, where, zh, en);
  }

  public Problem within(String outer) {
    if (outer == null || outer.isEmpty()) {
      return this;
    }
    return new Problem(kind, where == null || where.isEmpty() ? outer : outer + ": " + where, zh, en, remedy);
  }

  /** The same problem as another kind (e.g. an input problem that is really a refusal by a rule). */
  public Problem as(Kind other) {
    return new Problem(other, where, zh, en, remedy);
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

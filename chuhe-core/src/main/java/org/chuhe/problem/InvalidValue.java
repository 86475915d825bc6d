package org.chuhe.problem;

/**
 * A value a record of the model refuses (a player paired with himself, a negative foul count, a round 0): the
 * person's input, however it came in. Front ends report it as bad input; any other {@link IllegalArgumentException}
 * is a fault of chuhe's, never reported as the person's.
 */
public class InvalidValue extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public InvalidValue(String message) {
    super(message);
  }
}

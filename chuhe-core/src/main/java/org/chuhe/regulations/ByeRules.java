package org.chuhe.regulations;

/**
 * 轮空. The bye goes to the lowest score group, never twice to one player ({@code NEVER_TWICE}) or to the one with
 * the fewest byes ({@code FEWEST_BYES}) (rules digest §4).
 */
public record ByeRules(Selection selection) {
  public enum Selection { NEVER_TWICE, FEWEST_BYES }

  public static final ByeRules DEFAULT = new ByeRules(null);

  public ByeRules {
    selection = selection == null ? Selection.NEVER_TWICE : selection;
  }
}

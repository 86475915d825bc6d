package org.chuhe.app.io.forms;

/** Chinese resident ID numbers (GB 11643): 17 digits and a check character. */
public final class IdNumbers {
  private static final int[] WEIGHTS = {7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2};
  private static final String CHECK = "10X98765432";

  private IdNumbers() {}

  /**
   * The check character of an ID number from its first 17 digits: ISO 7064 MOD 11-2 (the digits weighted by
   * 2^(17-i) mod 11, the sum mod 11 looked up in "10X98765432").
   */
  public static char checkCharacter(String id) {
    int sum = 0;
    for (int i = 0; i < 17; i++) {
      sum += (id.charAt(i) - '0') * WEIGHTS[i];
    }
    return CHECK.charAt(sum % 11);
  }
}

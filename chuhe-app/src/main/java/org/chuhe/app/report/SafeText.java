package org.chuhe.app.report;

/**
 * Typed text (a name, a unit, a reason) as it may be printed: never as something the reader's terminal or
 * spreadsheet would act on. Names come from registration forms, CSV files and documents written by other programs;
 * a terminal escape sequence in one (ESC [ 2 J clears the screen, ESC ] 52 writes the clipboard), a carriage return
 * that overwrites the line, or a right-to-left override that reverses what follows must be seen, not obeyed. Such a
 * character is shown visibly instead: a C0 control as its Unicode control picture (ESC as ␛, a newline as ␊), DEL as
 * ␡, a C1 control or a bidirectional control as {@code <U+202E>}.
 */
public final class SafeText {
  private SafeText() {}

  /** The text for one cell or one line: every control character visible, newlines and tabs included. */
  public static String line(String s) {
    return s == null ? null : visible(s, false);
  }

  /**
   * The text of a whole printout: newlines and tabs stay (they are the printout's own layout); every other control
   * character is made visible. Carriage returns go too, since a lone one overwrites the line on a terminal.
   */
  public static String printout(String s) {
    return s == null ? null : visible(s, true);
  }

  /** Whether {@code c} is shown visibly rather than printed (in a printout, where newline and tab stay). */
  public static boolean unsafe(char c, boolean keepLayout) {
    if (keepLayout && (c == '\n' || c == '\t')) {
      return false;
    }
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || isBidiControl(c);
  }

  /** How an unsafe character is shown. */
  public static String shown(char c) {
    if (c < 0x20) {
      return String.valueOf((char) (0x2400 + c));
    }
    if (c == 0x7F) {
      return "\u2421";
    }
    return String.format("<U+%04X>", (int) c);
  }

  private static String visible(String s, boolean keepLayout) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean unsafe = unsafe(c, keepLayout) && !(keepLayout && c == '\r' && i + 1 < s.length()
          && s.charAt(i + 1) == '\n'); // a Windows line end is a line end
      if (unsafe && sb == null) {
        sb = new StringBuilder(s.length() + 8).append(s, 0, i);
      }
      if (sb != null) {
        sb.append(unsafe ? shown(c) : String.valueOf(c));
      }
    }
    return sb == null ? s : sb.toString();
  }

  /** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text that follows. */
  private static boolean isBidiControl(char c) {
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
  }
}

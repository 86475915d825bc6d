package org.chuhe.app.io;

import java.util.Optional;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * The one rule for a text value read from any input (a tournament document, a regulations file, a registration
 * list): every name, id, reason and code is one line of real text. Refused, with the field named:
 *
 * <ul>
 *   <li>a lone surrogate (JSON can write one as {@code "\ud800"}; it is no character, and would later be written as
 *       {@code ?} or fail to be written at all);
 *   <li>a control character, line breaks included (tab is allowed): no field of chuhe's holds more than one line,
 *       and a line break in a name would break every list it is printed in;
 *   <li>the replacement character U+FFFD and the noncharacters (U+FFFE, U+FFFF, U+FDD0–U+FDEF): text that holds
 *       them was decoded with the wrong encoding somewhere on its way;
 *   <li>more than {@value #MAX_LENGTH} characters (the longest real value, an event's name, is under 100).
 * </ul>
 *
 * Messages never echo the bad character itself: they name its position and code point ({@code U+D800}).
 */
public final class InputText {
  /** The most characters one text value may have. */
  public static final int MAX_LENGTH = 1_000;

  private InputText() {}

  /** What is wrong with a text value, in both languages. */
  public record Fault(String zh, String en) {}

  /** The fault of {@code text}, or empty when it is fine (null is fine: "not given" is decided elsewhere). */
  public static Optional<Fault> fault(String text) {
    if (text == null) {
      return Optional.empty();
    }
    if (text.length() > MAX_LENGTH) {
      return Optional.of(new Fault(String.format("文字过长（%,d 个字符，最多 %,d 个）", text.length(), MAX_LENGTH),
          String.format("text too long (%,d characters, at most %,d)", text.length(), MAX_LENGTH)));
    }
    int at = 0; // the position people count: characters, a pair of surrogates being one (𠮷 in a name)
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      at++;
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
        continue;
      }
      if (Character.isSurrogate(c)) {
        return Optional.of(new Fault("第 " + at + " 个字符是不成对的代理项 " + codePoint(c) + "，不是有效的文字",
            "character " + at + " is a lone surrogate " + codePoint(c) + ", not valid text"));
      }
      if (lineBreak(c)) {
        return Optional.of(new Fault("第 " + at + " 个字符是换行（" + codePoint(c) + "），此处只能写一行文字",
            "character " + at + " is a line break (" + codePoint(c) + "); this field holds one line"));
      }
      if (Character.isISOControl(c) && c != '\t') {
        return Optional.of(new Fault("第 " + at + " 个字符是控制字符 " + codePoint(c) + "，不是可见的文字",
            "character " + at + " is the control character " + codePoint(c) + ", not visible text"));
      }
      if (garbled(c)) {
        return Optional.of(new Fault("第 " + at + " 个字符是 " + codePoint(c) + "（乱码的迹象：文字曾按错误的编码读取）",
            "character " + at + " is " + codePoint(c) + " (a sign the text was once decoded with the wrong "
                + "encoding)"));
      }
    }
    return Optional.empty();
  }

  /** {@code text} itself when it is fine; otherwise a problem at {@code where} (e.g. {@code 报名表.csv:3 name}). */
  public static String checked(String where, String text) {
    Optional<Fault> fault = fault(text);
    if (fault.isPresent()) {
      throw new ProblemException(Problem.at(where, fault.get().zh(), fault.get().en()));
    }
    return text;
  }

  /**
   * {@code text} as a message may quote it: at most {@code max} characters (then "…"), and every character
   * {@link #fault} refuses written as {@code \\uXXXX}, so that a message about bad text is itself good text.
   */
  public static String shown(String text, int max) {
    if (text == null) {
      return "null";
    }
    StringBuilder b = new StringBuilder();
    int i = 0;
    for (int shown = 0; i < text.length() && shown < max; i++, shown++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        b.append(c).append(text.charAt(++i));
      } else if (Character.isSurrogate(c) || (Character.isISOControl(c) && c != '\t') || lineBreak(c)
          || garbled(c)) {
        b.append(String.format("\\u%04X", (int) c));
      } else {
        b.append(c);
      }
    }
    if (i < text.length()) {
      b.append('…');
    }
    return b.toString();
  }

  private static boolean lineBreak(char c) {
    return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029';
  }

  /** The replacement character and the noncharacters of the BMP. */
  private static boolean garbled(char c) {
    return c == '\uFFFD' || c == '\uFFFE' || c == '\uFFFF' || (c >= '\uFDD0' && c <= '\uFDEF');
  }

  private static String codePoint(char c) {
    return String.format("U+%04X", (int) c);
  }
}

package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class InputTextTest {
  @ParameterizedTest
  @ValueSource(strings = {"王伟", "𠮷野家", "Wang Wei", "tab\tinside", "", " ", "½-½", "清远市“清新杯”"})
  void realTextIsFine(String text) {
    assertThat(InputText.fault(text)).isEmpty();
    assertThat(InputText.shown(text, 100)).isEqualTo(text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "a\\uD800b | character 2 is a lone surrogate U+D800 | a\\\\uD800b",
      "\\uDC00   | character 1 is a lone surrogate U+DC00 | \\\\uDC00",
      "x\\u0000y | character 2 is the control character U+0000 | x\\\\u0000y",
      "名\\u0085 | character 2 is the control character U+0085 | 名\\\\u0085",
      "a\\nb     | character 2 is a line break (U+000A) | a\\\\u000Ab",
      "a\\u2028b | character 2 is a line break (U+2028) | a\\\\u2028b",
      "\\uFFFD名 | character 1 is U+FFFD | \\\\uFFFD名",
      "\\uFFFF   | character 1 is U+FFFF | \\\\uFFFF",
      "𠮷\\u0007 | character 2 is the control character U+0007 | 𠮷\\\\u0007"})
  void badTextIsRefusedByPositionAndCodePointAndShownEscaped(String escaped, String en, String shown) {
    String text = unescape(escaped);
    assertThat(InputText.fault(text)).hasValueSatisfying(f -> {
      assertThat(f.en()).startsWith(en);
      assertThat(f.zh()).containsPattern("\\p{IsHan}");
    });
    assertThat(InputText.shown(text, 100)).isEqualTo(unescapeOnce(shown));
  }

  @ParameterizedTest
  @ValueSource(ints = {InputText.MAX_LENGTH + 1, 4_000_000})
  void overlongTextIsRefused(int length) {
    assertThat(InputText.fault("x".repeat(length))).hasValueSatisfying(f -> assertThat(f.en())
        .startsWith("text too long").contains("at most 1,000"));
    assertThat(InputText.fault("x".repeat(InputText.MAX_LENGTH))).isEmpty();
    assertThat(InputText.shown("x".repeat(length), 5)).isEqualTo("xxxxx…");
  }

  /** {@code \\uXXXX} and {@code \\n} as in Java source, so that the bad characters can be written in the table. */
  private static String unescape(String s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      if (s.startsWith("\\u", i)) {
        b.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
        i += 5;
      } else if (s.startsWith("\\n", i)) {
        b.append('\n');
        i++;
      } else {
        b.append(s.charAt(i));
      }
    }
    return b.toString();
  }

  private static String unescapeOnce(String s) {
    return s.replace("\\\\", "\\");
  }
}

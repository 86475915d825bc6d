package org.chuhe.app.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.chuhe.testing.TestSeeds;
import org.junit.jupiter.api.Test;

/** Typed text printed so that neither a terminal nor a spreadsheet acts on it. */
class SafeOutputTest {
  @Test
  void controlCharactersAreShownNotObeyed() {
    assertThat(SafeText.line("张\u001b[2J三")).isEqualTo("张␛[2J三");
    assertThat(SafeText.line("张三\n李四")).isEqualTo("张三␊李四");
    assertThat(SafeText.line("a\rb\tc\u007f")).isEqualTo("a␍b␉c␡");
    assertThat(SafeText.line("\u202e王五\u2066")).isEqualTo("<U+202E>王五<U+2066>");
    assertThat(SafeText.line("\u009b31m")).isEqualTo("<U+009B>31m");
    assertThat(SafeText.line("谢俊杰")).isSameAs(SafeText.line("谢俊杰")).isEqualTo("谢俊杰");
    // A whole printout keeps its own line ends and tabs, but never a lone carriage return.
    assertThat(SafeText.printout("一\t二\r\n三\r四\n")).isEqualTo("一\t二\r\n三␍四\n");
  }

  @Test
  void aNewlineInANameNeverBreaksATable() {
    TextTable table = new TextTable(List.of("姓名", "单位"), List.of(false, false));
    table.add(List.of("张三\n999  冠军", "\u001b]52;c;aGk=\u0007队"));
    List<String> lines = table.render().lines().toList();
    assertThat(lines).hasSize(2);
    assertThat(lines.get(1)).startsWith("张三␊999  冠军").contains("␛]52;c;aGk=␇队").doesNotContain("\u001b");
  }

  @Test
  void aCellThatAFormulaWouldStartIsNeutralisedAndNumbersStayNumbers() {
    assertThat(Csv.cell("=HYPERLINK(\"http://x\",\"点我\")")).isEqualTo("\"'=HYPERLINK(\"\"http://x\"\",\"\"点我\"\")\"");
    assertThat(Csv.cell("+86 138")).isEqualTo("'+86 138");
    assertThat(Csv.cell("-1+2")).isEqualTo("'-1+2");
    assertThat(Csv.cell("@SUM(A1)")).isEqualTo("'@SUM(A1)");
    assertThat(Csv.cell("\t=1")).isEqualTo("'\t=1");
    assertThat(Csv.cell("-3")).isEqualTo("-3");
    assertThat(Csv.cell("2.5")).isEqualTo("2.5");
    assertThat(Csv.cell("张三,李四")).isEqualTo("\"张三,李四\"");
    assertThat(Csv.cell("一\n二")).isEqualTo("\"一\n二\"");
    assertThat(Csv.row(List.of("a", "=b", ""))).isEqualTo("a,'=b,\n");
  }

  /** Random text of every kind of character: what is printed never holds a control character but newline and tab. */
  @Test
  void randomTextNeverReachesTheTerminalWithAControlCharacter() {
    for (long seed : TestSeeds.of(13L, 2_000)) {
      Random random = new Random(seed);
      StringBuilder sb = new StringBuilder();
      for (int n = random.nextInt(20); n > 0; n--) {
        sb.append((char) (random.nextBoolean() ? random.nextInt(0xA0) : 0x2000 + random.nextInt(0x80)));
      }
      String text = sb.toString();
      String line = SafeText.line(text);
      String printout = SafeText.printout(text);
      assertThat(line.chars().filter(c -> SafeText.unsafe((char) c, false))).as("seed %d: %s", seed, text).isEmpty();
      assertThat(printout.replace("\r\n", "\n").chars().filter(c -> SafeText.unsafe((char) c, true)))
          .as("seed %d: %s", seed, text).isEmpty();
      String cell = Csv.cell(text);
      assertThat(cell.isEmpty() || "=+-@\t\r".indexOf(cell.charAt(0)) < 0 || cell.matches("-?\\d+(\\.\\d+)?"))
          .as("seed %d: %s", seed, text).isTrue();
    }
  }
}

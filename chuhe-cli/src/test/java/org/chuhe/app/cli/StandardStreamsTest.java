package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rule for the encoding of the standard streams ({@link StandardStreams}), case by case. */
class StandardStreamsTest {
  private static final Charset GBK = Charset.forName("GBK");

  @TempDir Path dir;

  @Test
  void utf8ExceptInAWindowsConsoleWindowWhoseCodePageIsTaken() {
    assertThat(StandardStreams.choose(null, false, Optional.empty())).isEqualTo(StandardCharsets.UTF_8);
    assertThat(StandardStreams.choose(null, true, Optional.empty())).isEqualTo(StandardCharsets.UTF_8); // a pipe
    assertThat(StandardStreams.choose(null, true, Optional.of(GBK))).isEqualTo(GBK); // cmd.exe, code page 936
    assertThat(StandardStreams.choose("", true, Optional.of(Charset.forName("ms936"))).name())
        .isEqualTo("x-mswin-936"); // as Java 17 names code page 936 in sun.stdout.encoding
  }

  @Test
  void theVariableComesFirstAndABadOneIsRefusedInBothLanguages() {
    assertThat(StandardStreams.choose(" gb18030 ", false, Optional.empty())).isEqualTo(Charset.forName("GB18030"));
    assertThat(StandardStreams.choose("UTF-8", true, Optional.of(GBK))).isEqualTo(StandardCharsets.UTF_8);
    assertThatThrownBy(() -> StandardStreams.choose("gbk2", false, Optional.empty()))
        .hasMessage("环境变量 CHUHE_ENCODING 的值不是可用的编码：gbk2（可用 UTF-8、GBK、GB18030） / CHUHE_ENCODING names no "
            + "encoding Java knows: gbk2 (use UTF-8, GBK or GB18030)");
  }

  @Test
  void aResultSheetOnStandardInputIsReadInTheStreamsEncoding() throws Exception {
    String db = dir.resolve("e.db").toString();
    assertThat(Cli.run("new", "--preset", "fujian-women-2018", "--db", db).exit()).isZero();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    // A comment in GBK, as typed in a Chinese console window; a bad line quoted back as typed.
    byte[] sheet = "# 第一轮\n第一台 1-0\n".getBytes(GBK);
    int exit = Main.run(new String[] {"result", "1", "-", "--db", db}, new ByteArrayInputStream(sheet), GBK,
        new PrintWriter(out), new PrintWriter(err));
    assertThat(exit).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(err.toString()).contains("stdin:2", "现为 \"第一台 1-0\"").doesNotContain("stdin:1");
    assertThat(Files.exists(Path.of(db))).isTrue();
  }
}

package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whatever a command prints reaches the terminal with its control characters shown, never obeyed: here through text
 * the person typed on the command line, which every message may quote (the data itself is refused on input).
 */
class SafeOutputCommandsTest {
  @TempDir Path dir;

  private static final String CLEAR_SCREEN = "\u001b[2J\u001b[H";
  private static final String SET_TITLE = "\u001b]0;pwned\u0007";

  @Test
  void anUnknownCommandIsQuotedVisibly() {
    Cli r = Cli.run(CLEAR_SCREEN + "standings");
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("␛[2J␛[Hstandings").doesNotContain("\u001b");
  }

  @Test
  void aPlayerNamedWithAnEscapeSequenceIsQuotedVisiblyInTheProblem() throws Exception {
    Path doc = dir.resolve("t.json");
    Files.writeString(doc, """
        {"regulations": "qingyuan-2016",
         "players": [{"id": "a", "name": "甲", "number": 1}, {"id": "b", "name": "乙", "number": 2}]}
        """);
    Cli r = Cli.run("explain-rank", doc.toString(), SET_TITLE + "甲", "乙\r覆盖");
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("␛]0;pwned␇甲", "乙␍覆盖").doesNotContain("\u001b", "\u0007", "\r");
  }

  /** Typed text is held to the rule files are read by: refused with the field named, nothing stored. */
  @Test
  void aNameOrReasonTypedWithAControlCharacterIsRefusedAndNothingIsStored() {
    String db = dir.resolve("t.db").toString();
    assertThat(Cli.run("new", "--preset", "qingyuan-2016", "--db", db).exit()).isZero();
    Cli add = Cli.run("players", "add", "张三" + CLEAR_SCREEN, "--db", db);
    assertThat(add.exit()).as(add.err()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(add.err()).contains("name", "U+001B").doesNotContain("\u001b");
    assertThat(Cli.run("players", "list", "--db", db, "--format", "csv").out().lines()).hasSize(1);
    assertThat(Cli.run("players", "add", "张三", "--db", db).exit()).isZero();
    Cli withdraw = Cli.run("withdraw", "张三", "--reason", "病\u0000退", "--db", db);
    assertThat(withdraw.exit()).as(withdraw.err()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(withdraw.err()).contains("reason", "U+0000");
  }
}

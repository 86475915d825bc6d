package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Tamper;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The head of the log as the arbiter meets it: printed on the results book and carried by the export, given back
 * to {@code log --verify --head}, which then finds the log cut behind it; and a result changed in the data, named.
 */
class LogVerifyCommandTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theHeadOnAResultsBookOrAnExportFindsTheLogCutBehindIt(Backend backend) throws Exception {
    String db = backend.newDatabase(dir);
    ok("new", "--preset", "xiaoyi-2019", "--db", db);
    for (String name : new String[] {"甲", "乙", "丙", "丁"}) {
      ok("players", "add", name, "--checked-in", "--db", db);
    }
    ok("draw", "--seed", "1", "--db", db);
    ok("pair", "--db", db);
    ok("result", "1", "1", "1-0", "--db", db);
    String book = ok("report", "--db", db).lines().filter(l -> l.startsWith("日志 log #")).findFirst().orElseThrow();
    assertThat(book).matches("日志 log #8 · [0-9a-f]{16}");
    assertThat(Mappers.json().readTree(ok("report", "--format", "json", "--db", db)).get("log").get("head").asText())
        .isEqualTo(book.substring(book.length() - 16));
    Path exported = dir.resolve("round1.json");
    assertThat(ok("export", "json", "--out", exported.toString(), "--db", db)).contains(book);
    String carried = Mappers.json().readTree(Files.readString(exported)).get("log").asText();
    assertThat(carried).isEqualTo(book);
    ok("result", "1", "2", "0-1", "--db", db);

    assertThat(ok("log", "--verify", "--head", book, "--head", "#8:" + carried.substring(carried.length() - 16),
        "--db", db)).contains("the log is intact: 9 entries", "the log still holds the printed #8 · ",
        "the data agrees with the log").contains("日志 log #9 · ");

    // the last two entries cut off, their results put back as they were: only the head finds it
    Tamper.sql(db, "DELETE FROM audit_log WHERE seq >= 8", "UPDATE games SET result = NULL, version = 0");
    assertThat(ok("log", "--verify", "--db", db)).contains("intact").contains("no printed head given");
    Cli cut = Cli.run("log", "--verify", "--head", book, "--db", db);
    assertThat(cut.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(cut.err()).contains("head #8 · " + book.substring(book.length() - 16) + ": 日志只有 7 条",
        "the log has 7 entries, not the printed entry 8: the log was cut");

    // a result written into the data behind chuhe's back is named with the value the log gave it
    Tamper.sql(db, "UPDATE games SET result = '1/2' WHERE board = 1");
    Cli changed = Cli.run("log", "--verify", "--db", db);
    assertThat(changed.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(changed.err()).contains("games open/1/1: 日志记为 结果 无结果（第 7 条），数据中为 结果 1/2",
        "the log says result no result (entry 7), the data holds result 1/2: the data was changed outside chuhe");

    Cli bad = Cli.run("log", "--verify", "--head", "3f9a", "--db", db);
    assertThat(bad.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(bad.err()).contains("not a log head");
  }
}

package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.app.io.Mappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Numbers beyond their range ({@code model.Range}) on every way into the command line: a document's pairing number
 * of 2147483647 (which {@code import json} once took and {@code check} then failed on with an internal error, exit
 * 70), a regulations file's rounds, an option's rating, penalty amount, round and players. Each is refused where it
 * comes in, exit 2, naming the file and the field (or the option), in both languages; nothing is written.
 */
class NumberRangesCommandsTest {
  @TempDir Path dir;

  @Test
  void aDocumentsPairingNumberOf2147483647IsRefusedByImportAndCheckNamingTheField() throws Exception {
    ObjectNode doc = (ObjectNode) Mappers.json().readTree(Files.readString(CliTest.EXAMPLE));
    ((ObjectNode) doc.get("players").get(0)).put("number", Integer.MAX_VALUE);
    Path big = dir.resolve("big.json");
    Files.writeString(big, Mappers.json().writeValueAsString(doc));
    Path db = dir.resolve("event.db");
    for (String[] command : new String[][] {{"import", "json", big.toString(), "--db", db.toString()},
        {"check", big.toString()}, {"pair", big.toString()}, {"standings", big.toString()}}) {
      Cli r = Cli.run(command);
      assertThat(r.exit()).as(String.join(" ", command) + ": " + r.err()).isEqualTo(Main.EXIT_BAD_INPUT);
      assertThat(r.err()).startsWith("big.json").contains("players[0].number: 序号须为 1 至 100000 的整数，现为 2147483647",
          "a pairing number is a whole number from 1 to 100000, not 2147483647").doesNotContain("内部错误");
    }
    assertThat(db).as("nothing imported").doesNotExist();
  }

  @Test
  void optionsAndARegulationsFileBeyondTheirRangesAreRefusedNamingThem() throws Exception {
    String db = dir.resolve("event.db").toString();
    assertThat(Cli.run("import", "json", CliTest.EXAMPLE.toString(), "--db", db).exit()).isZero();
    Cli rating = Cli.run("players", "add", "王芳", "--rating", "12345", "--db", db);
    assertThat(rating.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(rating.err()).contains("--rating: 等级分须为 0 至 9999 的整数，现为 12345");
    String player = Cli.run("players", "list", "--db", db).out().lines().skip(1).findFirst().orElseThrow().strip()
        .split("\\s+")[0];
    Cli amount = Cli.run("penalty", player, "foul", "--amount", "1000", "--db", db);
    assertThat(amount.exit()).as(amount.err()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(amount.err()).contains("处罚数量须为 1 至 99 的整数，现为 1000", "not 1000");
    Cli after = Cli.run("withdraw", player, "--after-round", "2147483647", "--db", db);
    assertThat(after.exit()).as(after.err()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(after.err()).contains("--after-round: 应在 0–9 之间", "must be 0–9"); // the event's own rounds, within the range
    Cli players = Cli.run("simulate", "--preset", "xiaoyi-2019", "--players", "100001", "--seed", "1", "--out",
        dir.resolve("sim.json").toString());
    assertThat(players.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(players.err()).contains("--players: 人数须为 0 至 100000 的整数，现为 100001");
    Path rules = dir.resolve("rules.yaml");
    Files.writeString(rules, "id: big\nrounds: 51\nscoring: {redWin: 11}\ndivisions:\n  - id: open\n    prizes:\n"
        + "      bands: [{fromRank: 1, toRank: 100000, money: 10000000}]\n");
    Cli regulations = Cli.run("regulations", "set", "--file", rules.toString(), "--db", db);
    assertThat(regulations.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(regulations.err()).contains("rounds: 轮次须为 1 至 50 的整数，现为 51", "scoring.redWin",
        "divisions[0].prizes", "1000000000000 yuan");
    assertThat(Cli.run("check", "--db", db).exit()).as("the event is as it was").isIn(0, 1);
  }
}

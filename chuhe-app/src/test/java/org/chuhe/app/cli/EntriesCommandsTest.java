package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.model.Round;
import org.chuhe.model.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 11 through the command line: round 1 by the letter of the seed, the draw and late entries, simulate. */
class EntriesCommandsTest {
  @TempDir Path dir;

  /** A document of {@code preset}: players p1..pn numbered 1..n, players 2k−1 and 2k of unit "队k". */
  private Path numberedTeams(String name, String preset, String division, int n) throws Exception {
    StringBuilder players = new StringBuilder();
    for (int i = 1; i <= n; i++) {
      players.append(i > 1 ? "," : "").append("{\"id\": \"p").append(i).append("\", \"number\": ").append(i)
          .append(", \"division\": \"").append(division).append("\", \"unit\": \"队").append((i + 1) / 2)
          .append("\"}");
    }
    Path doc = dir.resolve(name);
    Files.writeString(doc, "{\"regulations\": \"" + preset + "\", \"players\": [" + players + "]}");
    return doc;
  }

  private static String boards(Tournament t, Round r) {
    return r.games().stream().map(g -> t.player(g.red()).orElseThrow().number() + "-"
        + t.player(g.black()).orElseThrow().number()).collect(Collectors.joining(" "));
  }

  @Test
  void roundOneFollowsTheLetterOfSeeds001And003TeamMatesIncluded() throws Exception {
    // Every scheduled board pairs two team-mates; the seeds spell round 1 out and say nothing of avoidance.
    for (List<String> c : List.of(List.of("xiamen-youth-2018", "youth-boys-b", "1-2 3-4 5-6 7-8"),
        List.of("xiaoyi-2019", "open", "1-2 4-3 5-6 8-7"))) {
      Path doc = numberedTeams(c.get(0) + ".json", c.get(0), c.get(1), 8);
      Cli pair = Cli.run("pair", doc.toString());
      assertThat(pair.exit()).as(pair.err()).isZero();
      Tournament t = TournamentDocuments.read(doc);
      assertThat(boards(t, t.roundsOf(c.get(1)).get(0))).as(c.get(0)).isEqualTo(c.get(2));
      Cli check = Cli.run("check", doc.toString());
      assertThat(check.exit()).as(check.out()).isZero();
    }
  }

  @Test
  void whereTheSeedLeavesRoundOneToTheLawsTeamMatesAreStillSeparated() throws Exception {
    // chongqing-2018 (004, round 1 not spelled out): split pairing 1–5, 6–2 … with avoidance in round 1.
    Path doc = numberedTeams("chongqing.json", "chongqing-2018", "adult", 8);
    Files.writeString(doc, Files.readString(doc).replace("队3", "队1")); // 5 and 6 join 1 and 2's unit
    Cli pair = Cli.run("pair", doc.toString());
    assertThat(pair.exit()).as(pair.err()).isZero();
    Tournament t = TournamentDocuments.read(doc);
    assertThat(boards(t, t.roundsOf("adult").get(0))).doesNotContain("1-5").doesNotContain("6-2");
  }
}

package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.app.document.TournamentDocuments;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What {@code standings} prints and a document written back are kept byte for byte while their code is made faster
 * (issue 27). The expected files in {@code src/test/resources/standings/} were written by the jar of commit
 * {@code 62f37e1}, before the speed work of the twelfth session; each event was simulated (`chuhe simulate`) and
 * then given by hand what a simulation does not make:
 *
 * <ul>
 *   <li>{@code penalties-lots}: {@code fujian-women-2018}, 80 players, 7 rounds, 10 % forfeits and 3 % withdrawals
 *       (seed 5), with a penalty of each kind (ranked behind equals, a cancelled round 4, two fouls, 3 off the
 *       opponents' 对手分) and lots recorded for 50 players; the chain 处分, 对手分, 胜局, 犯规, 直胜, 后走局数, 前轮积分逆比,
 *       抽签;</li>
 *   <li>{@code round-under-way}: the same with six games of round 7 still waiting for their result;</li>
 *   <li>{@code other-chain}: {@code chongqing-2018}, 60 players, 6 rounds (seed 7), under the chain 直胜, 后手胜局, 小分,
 *       累进分, 去首轮积分, 抽签 with lots for 12 players: direct encounter separates, and two players share a place.</li>
 * </ul>
 *
 * <p>The first two keep one entry limit per division ({@code perUnitPerDivision}) of the preset's two: a map of two is
 * written in either order, varying from run to run ({@code EntryLimits} keeps it as {@code Map.copyOf}, whose order
 * of iteration is chosen afresh in each JVM), so the document written back could not be compared.
 *
 * <p>A change that means to change any of these outputs writes them again with the new jar, and says why in its
 * commit.
 */
class StandingsOutputsTest {
  @TempDir Path dir;

  private Path document(String event) throws IOException {
    Path doc = dir.resolve(event + ".json");
    Files.write(doc, resource(event + ".json"));
    return doc;
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = StandingsOutputsTest.class.getResourceAsStream("/standings/" + name)) {
      assertThat(in).as(name).isNotNull();
      return in.readAllBytes();
    }
  }

  private static String expected(String name) throws IOException {
    return new String(resource(name), StandardCharsets.UTF_8);
  }

  private static String printed(String... args) {
    Cli run = Cli.run(args);
    assertThat(run.exit()).as(run.err()).isZero();
    return run.out();
  }

  @ParameterizedTest
  @ValueSource(strings = {"penalties-lots", "round-under-way", "other-chain"})
  void standingsPrintWhatTheyPrintedBefore(String event) throws Exception {
    String doc = document(event).toString();
    assertThat(printed("standings", doc)).isEqualTo(expected(event + ".standings.txt"));
    assertThat(printed("standings", doc, "--lang", "en")).isEqualTo(expected(event + ".standings-en.txt"));
    assertThat(printed("standings", doc, "--format", "json")).isEqualTo(expected(event + ".standings.json"));
    assertThat(printed("standings", doc, "--format", "csv")).isEqualTo(expected(event + ".standings.csv"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"penalties-lots", "other-chain"})
  void explanationsOfRanksAreTheSame(String event) throws Exception {
    String doc = document(event).toString();
    String[][] pairs = event.equals("penalties-lots") ? new String[][] {{"67", "70"}, {"53", "1"}}
        : new String[][] {{"31", "48"}, {"17", "36"}, {"35", "20"}, {"28", "34"}, {"27", "46"}};
    StringBuilder all = new StringBuilder();
    for (String[] pair : pairs) {
      all.append(printed("explain-rank", doc, pair[0], pair[1]));
    }
    assertThat(all.toString()).isEqualTo(expected(event + ".explain-rank.txt"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"penalties-lots", "round-under-way", "other-chain"})
  void theStandingsAfterAnEarlierRoundAndTheDocumentWrittenBackAreTheSame(String event) throws Exception {
    Path doc = document(event);
    if (event.equals("penalties-lots")) {
      assertThat(printed("standings", doc.toString(), "--round", "3"))
          .isEqualTo(expected(event + ".standings-round-3.txt"));
    }
    // each document is as the old jar wrote it after reading it: read and written again, it is the same bytes
    Path written = dir.resolve(event + "-written.json");
    TournamentDocuments.write(TournamentDocuments.read(doc), written, true);
    assertThat(Files.readString(written)).isEqualTo(expected(event + ".json"));
  }
}

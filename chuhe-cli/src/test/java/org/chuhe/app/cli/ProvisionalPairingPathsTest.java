package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Provisional pairing (R7) has one answer: {@code chuhe pair DOC} and {@code chuhe pair --db} pair round 2 of the
 * same four players by the same decision ({@code ProvisionalPairing}) for every combination of the regulations
 * (fujian-women-2018 allows it, seed 000 补充规定 二(二); qingyuan-2016 does not say so), the request
 * ({@code --provisional} or not) and round 1's second game (finished or not).
 *
 * <p>Before, the document path let {@code --provisional} override regulations that do not allow it (qingyuan-2016,
 * the game unfinished: the document was paired, counting it as a draw), while the database refused ("round 1 still
 * has 1 games without a result (boards 2); these regulations do not allow provisional pairing"). Now both refuse.
 */
class ProvisionalPairingPathsTest {
  @TempDir Path dir;

  @ParameterizedTest(name = "{0}, --provisional {1}, unfinished {2}: {3}")
  @CsvSource({
      "fujian-women-2018, false, false, ordinary",
      "fujian-women-2018, false, true,  provisional",
      "fujian-women-2018, true,  false, ordinary",
      "fujian-women-2018, true,  true,  provisional",
      "qingyuan-2016,     false, false, ordinary",
      "qingyuan-2016,     false, true,  refused",
      "qingyuan-2016,     true,  false, ordinary",
      "qingyuan-2016,     true,  true,  refused"})
  void theDocumentAndTheDatabaseGiveOneAnswer(String preset, boolean request, boolean unfinished, String answer)
      throws Exception {
    String division = preset.equals("fujian-women-2018") ? "adult" : "open";
    String json = """
        {"regulations": "%s",
         "players": [{"id": "a", "name": "甲", "division": "%s", "number": 1},
                     {"id": "b", "name": "乙", "division": "%s", "number": 2},
                     {"id": "c", "name": "丙", "division": "%s", "number": 3},
                     {"id": "d", "name": "丁", "division": "%s", "number": 4}],
         "rounds": [{"division": "%s", "number": 1, "games": [{"red": "a", "black": "b", "result": "1-0"},
                                                               {"red": "c", "black": "d"%s}]}]}
        """.formatted(preset, division, division, division, division, division,
        unfinished ? "" : ", \"result\": \"1-0\"");
    Path doc = dir.resolve("doc.json");
    Files.writeString(doc, json);
    Path imported = dir.resolve("import.json");
    Files.writeString(imported, json);
    String db = dir.resolve("chuhe.db").toString();
    ok("import", "json", imported.toString(), "--db", db);

    Cli onDocument = Cli.run(args(request, doc.toString(), "--division", division));
    Cli onDatabase = Cli.run(args(request, "--db", db, "--division", division));

    assertThat(onDocument.exit()).as(onDocument.err()).isEqualTo(onDatabase.exit());
    if (answer.equals("refused")) {
      assertThat(onDocument.exit()).isEqualTo(2);
      for (Cli refused : List.of(onDocument, onDatabase)) {
        assertThat(refused.err()).contains("round 1 still has 1 games without a result (boards 2); these "
            + "regulations do not allow provisional pairing");
      }
      assertThat(TournamentDocuments.read(doc).rounds()).hasSize(1);
      return;
    }
    assertThat(onDocument.exit()).as(onDocument.err()).isZero();
    Round byDocument = TournamentDocuments.read(doc).roundsOf(division).get(1);
    Tournament exported = TournamentDocuments.read("export.json", ok("export", "json", "--db", db));
    Round byDatabase = exported.roundsOf(division).get(1);
    assertThat(byDocument.countedAsDraws())
        .isEqualTo(answer.equals("provisional") ? List.of(new Round.Unfinished(1, 2)) : List.of())
        .isEqualTo(byDatabase.countedAsDraws());
    assertThat(byDocument.games()).isEqualTo(byDatabase.games());
    assertThat(byDocument.byes()).isEqualTo(byDatabase.byes());
  }

  private static String[] args(boolean request, String... rest) {
    List<String> args = new ArrayList<>(List.of("pair"));
    args.addAll(List.of(rest));
    if (request) {
      args.add("--provisional");
    }
    return args.toArray(String[]::new);
  }
}

package org.chuhe.app.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.io.InputMutations;
import org.chuhe.app.io.InputMutations.Format;
import org.chuhe.app.io.InputMutations.Mutant;
import org.chuhe.app.presets.Presets;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.testing.TestSeeds;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A document file is parsed from its bytes and written as it is generated (issue 27); the text a person or a test
 * hands over is read as before. Both ways must mean the same: the same tournament from the same file, the same
 * problems (file, line, column, field, both languages) from the same bad file, the same bytes written.
 */
class DocumentStreamingTest {
  private static final int CASES = Integer.getInteger("chuhe.mutations", 150);

  @TempDir Path dir;

  @Test
  void aSimulatedEventWrittenToAFileReadsBackAsTheSameTournament() throws Exception {
    Tournament t = simulated(120, 7);
    Path file = dir.resolve("event.json");
    TournamentDocuments.write(t, file, true);
    // The file holds the very bytes of the document as text: written as it is generated, nothing else changes.
    assertThat(Files.readString(file)).isEqualTo(TournamentDocuments.write(t, true));
    Tournament back = TournamentDocuments.read(file);
    assertThat(back).isEqualTo(t);
    // and once more round: read, write, read gives the same tournament
    Path again = dir.resolve("again.json");
    TournamentDocuments.write(back, again, true);
    assertThat(TournamentDocuments.read(again)).isEqualTo(t);
    assertThat(Files.readAllBytes(again)).isEqualTo(Files.readAllBytes(file));
  }

  @Test
  void thePublicCopyWrittenToAFileReadsBack() throws Exception {
    Tournament t = simulated(40, 5);
    Path file = dir.resolve("public.json");
    TournamentDocuments.write(t, file, false);
    String text = Files.readString(file);
    assertThat(text).isEqualTo(TournamentDocuments.write(t, false));
    assertThat(TournamentDocuments.read(file).players()).hasSameSizeAs(t.players());
  }

  @Test
  void aSyntaxErrorAfterChineseTextIsPlacedByCharactersAsBefore() throws Exception {
    String good = TournamentDocuments.write(simulated(10, 2), true);
    // The column of a fault after Chinese names: counted in characters, as the editor shows it (a byte parser
    // alone would count UTF-8 bytes, three for each of these characters).
    String bad = good.replaceFirst("(\"name\" : \"[^\"]*\")", "$1 ,, ");
    assertThat(bad).isNotEqualTo(good);
    Path file = dir.resolve("坏.json");
    Files.writeString(file, bad);
    List<Problem> fromFile = refusal(() -> TournamentDocuments.read(file));
    assertThat(fromFile).isEqualTo(refusal(() -> TournamentDocuments.read("坏.json", bad)));
    assertThat(fromFile.get(0).where()).matches("坏\\.json:\\d+:\\d+.*");
  }

  @Test
  void aFileThatIsNotUtf8IsRefusedInTheWordsOfBefore() throws Exception {
    String good = TournamentDocuments.write(simulated(10, 2), true);
    byte[] bytes = good.getBytes(StandardCharsets.UTF_8);
    int at = good.indexOf("\"name\"") + 10;
    bytes[at] = (byte) 0xC3; // a lead byte without its continuation
    Path file = dir.resolve("bad.json");
    Files.write(file, bytes);
    assertThat(refusal(() -> TournamentDocuments.read(file)))
        .isEqualTo(refusal(() -> readAsText(file)))
        .first().extracting(Problem::en).asString().contains("not UTF-8 text");
  }

  /**
   * Seeded random damage to a simulated document and to the example: the file read from its bytes gives exactly what
   * the text read gave before (the same tournament, or the same problems). A failure names its seed.
   */
  @Test
  void damagedDocumentsGiveTheSameOutcomeFromBytesAsFromText() throws Exception {
    List<String> sources = List.of(Files.readString(Path.of("..", "examples", "qingyuan-2016-demo.json")),
        TournamentDocuments.write(simulated(24, 4), true));
    int refused = 0;
    for (long seed : TestSeeds.of(2711, CASES)) {
      SplittableRandom random = new SplittableRandom(seed);
      Mutant m = InputMutations.mutate(Format.JSON, sources.get(random.nextInt(sources.size())), random);
      String context = "seed " + seed + ": " + m.description();
      Path file = Files.createDirectories(dir.resolve(Long.toUnsignedString(seed))).resolve("event.json");
      Files.write(file, m.bytes());
      Object fromBytes = outcome(() -> TournamentDocuments.read(file));
      Object fromText = outcome(() -> readAsText(file));
      assertThat(fromBytes).as(context).isEqualTo(fromText);
      if (fromBytes instanceof List<?>) {
        refused++;
      }
    }
    assertThat(refused).as("refused").isGreaterThan(CASES / 3);
  }

  /** How a document file was read before issue 27: decoded into text, then parsed from the text. */
  private static Tournament readAsText(Path file) {
    String name = file.getFileName().toString();
    return TournamentDocuments.read(name, InputFiles.read(file, name, InputFiles.Kind.DOCUMENT));
  }

  /** The tournament read, or the problems of its refusal. */
  private static Object outcome(java.util.function.Supplier<Tournament> read) {
    try {
      return read.get();
    } catch (ProblemException e) {
      return e.problems();
    }
  }

  private static List<Problem> refusal(org.assertj.core.api.ThrowableAssert.ThrowingCallable read) {
    ProblemException e = catchThrowableOfType(ProblemException.class, read);
    assertThat(e).isNotNull();
    return e.problems();
  }

  private static Tournament simulated(int players, int rounds) {
    return Simulation.run(new SimulationSpec(1, Presets.get("xiaoyi-2019"), null, players, rounds, null, 0.05, 0.05,
        0.3, null));
  }
}

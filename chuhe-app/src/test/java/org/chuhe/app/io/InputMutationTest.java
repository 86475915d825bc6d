package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.io.InputMutations.Format;
import org.chuhe.app.io.InputMutations.Mutant;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.Fields;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.testing.TestSeeds;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random damage to real files — the example document, a simulated one with its full regulations, every
 * preset, every preset's registration list — read from disk by the readers chuhe uses. Each damaged file is either
 * read (and what was read can be written and read again), or refused with one {@link ProblemException} of invalid
 * input whose every line names the file, in both languages, without a Java name ({@link InputMutations#assertClear});
 * never any other exception, and never slowly. A failure names the case's seed: {@code -Dchuhe.seed=N} runs it alone.
 */
class InputMutationTest {
  private static final int CASES = Integer.getInteger("chuhe.mutations", 150);
  /** Far above what one read takes (milliseconds); a read that runs this long is the fault being tested for. */
  private static final long SLOW_MS = 10_000;

  @TempDir Path dir;

  @Test
  void damagedDocumentsAreReadOrRefusedClearly() throws Exception {
    List<String> sources = List.of(Files.readString(Path.of("..", "examples", "qingyuan-2016-demo.json")),
        TournamentDocuments.write(simulated(), true));
    run(Format.JSON, sources, "event.json", (file, source) -> {
      Tournament t = TournamentDocuments.read(file);
      // What was read can be written, and what was written reads again: nothing is found only on the way out.
      TournamentDocuments.read("written.json", TournamentDocuments.write(t, true));
      return t;
    });
  }

  @Test
  void damagedRegulationsAreReadOrRefusedClearly() throws Exception {
    List<String> sources = Presets.ids().stream().map(Presets::source).toList();
    run(Format.YAML, sources, "rules.yaml", (file, source) -> {
      Regulations r = RegulationsReader.readYaml(file);
      return RegulationsReader.readYaml("written.yaml", RegulationsReader.toYaml(r));
    });
  }

  @Test
  void damagedRegistrationListsAreReadOrRefusedClearly() throws Exception {
    List<String> presets = Presets.ids();
    List<String> sources = presets.stream().map(Fields::csv).toList();
    run(Format.CSV, sources, "报名表.csv", (file, source) -> {
      List<PlayerCsv.Row> rows = PlayerCsv.read(file, Presets.get(presets.get(source)));
      rows.forEach(r -> assertThat(InputText.fault(r.player().name())).isEmpty());
      return rows;
    });
  }

  private static Tournament simulated() {
    return Simulation.run(new SimulationSpec(5, Presets.get("xiaoyi-2019"), null, 24, 4, null, 0.05, 0.05, 0.3,
        null));
  }

  /**
   * Each seed damages one of {@code sources}, writes it to {@code fileName} in a fresh directory and reads it. The
   * name of the file is what every refusal must name.
   */
  private void run(Format format, List<String> sources, String fileName, BiFunction<Path, Integer, Object> read)
      throws Exception {
    int readOk = 0;
    List<String> refusals = new ArrayList<>();
    for (long seed : TestSeeds.of(format.ordinal() * 7919L + 13, CASES)) {
      SplittableRandom random = new SplittableRandom(seed);
      int source = random.nextInt(sources.size());
      Mutant m = InputMutations.mutate(format, sources.get(source), random);
      String context = "seed " + seed + " (" + format + "): " + m.description();
      Path caseDir = Files.createDirectories(dir.resolve(Long.toUnsignedString(seed)));
      Path file = caseDir.resolve(fileName);
      Files.write(file, m.bytes());
      long start = System.nanoTime();
      try {
        read.apply(file, source);
        readOk++;
      } catch (ProblemException e) {
        InputMutations.assertClear(e, fileName, context);
        refusals.add(e.problems().get(0).en());
      } catch (RuntimeException | AssertionError e) {
        fail(context + "\n" + e, e);
      }
      long ms = (System.nanoTime() - start) / 1_000_000;
      assertThat(ms).as(context + ": took " + ms + " ms").isLessThan(SLOW_MS);
    }
    System.out.printf("%s: %d cases, %d read, %d refused%n", format, CASES, readOk, refusals.size());
    if (Boolean.getBoolean("chuhe.mutations.print")) {
      refusals.stream().map(en -> en.replaceAll("\\d+", "N").replaceAll("\"[^\"]*\"", "\"…\""))
          .distinct().sorted().forEach(en -> System.out.println("  " + en));
    }
    // The damage is real: most cases are refused, and some are still read (a dropped optional field, a BOM).
    assertThat(refusals).as("refused").hasSizeGreaterThan(CASES / 3);
    assertThat(readOk).as("read").isPositive();
  }
}

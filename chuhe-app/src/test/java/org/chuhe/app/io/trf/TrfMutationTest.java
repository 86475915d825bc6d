package org.chuhe.app.io.trf;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;

/**
 * The hand-written TRF damaged at random (a character replaced, a line dropped or repeated, a line cut short):
 * it is read, or refused with problems that name the file, never with an exception of Java's.
 */
class TrfMutationTest {
  private static final String CHARACTERS = "0123456789 wbWB-+=UZHFLDx.名\t/";

  @Test
  void aDamagedFileIsReadOrRefusedClearly() {
    long seed = new Random().nextLong();
    System.out.println("TrfMutationTest seed " + seed);
    Random random = new Random(seed);
    String original = TrfReaderTest.resource("hand-2026.trf");
    for (int i = 0; i < 400; i++) {
      List<String> lines = new ArrayList<>(original.lines().toList());
      int at = random.nextInt(lines.size());
      String line = lines.get(at);
      switch (random.nextInt(4)) {
        case 0 -> {
          int col = random.nextInt(Math.max(1, line.length()));
          lines.set(at, line.isEmpty() ? "x" : line.substring(0, col) + CHARACTERS.charAt(random.nextInt(
              CHARACTERS.length())) + line.substring(Math.min(line.length(), col + 1)));
        }
        case 1 -> lines.remove(at);
        case 2 -> lines.add(at, line);
        default -> lines.set(at, line.substring(0, random.nextInt(line.length() + 1)));
      }
      String mutant = String.join("\n", lines) + "\n";
      try {
        TrfReader.read("hand-2026.trf", mutant);
      } catch (ProblemException e) {
        for (Problem p : e.problems()) {
          assertTrue(p.where() != null && p.where().startsWith("hand-2026.trf"), p.line() + "\n" + mutant);
          assertFalse(p.line().contains("Exception") || p.line().contains("java."), p.line());
        }
      } catch (RuntimeException e) {
        throw new AssertionError("mutant " + i + " (seed " + seed + ") line " + (at + 1) + ":\n" + mutant, e);
      }
    }
  }
}

package org.chuhe.app.io.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.chuhe.app.presets.Presets;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;

/**
 * chuhe's TRF held to the specification's columns (TRF-2026, "Player Section", records 162 and 240; TRF16 the same
 * for 001), with the positions written out here as the specification counts them, not taken from chuhe's layout.
 */
class TrfStructureTest {

  /** Columns {@code from}-{@code to}, 1-based and inclusive, blank past the line's end. */
  private static String cols(String line, int from, int to) {
    String padded = line + " ".repeat(Math.max(0, to - line.length()));
    return padded.substring(from - 1, to);
  }

  private static void check(String text) {
    Map<Integer, String[]> blocks = new HashMap<>();
    assertTrue(text.endsWith("\r\n") && !text.replace("\r\n", "").contains("\n"), "every line ends with CR LF");
    for (String line : text.split("\r\n")) {
      String code = cols(line, 1, 3);
      switch (code) {
        case "001" -> {
          assertEquals(" ", cols(line, 4, 4), line);
          assertTrue(cols(line, 5, 8).matches(" *\\d{1,4}"), "start rank in 5-8: " + line);
          assertEquals(" ", cols(line, 9, 9), line);
          assertTrue(cols(line, 10, 10).matches("[mw ]"), "sex in 10: " + line);
          assertEquals("    ", cols(line, 11, 14), "no title, then a blank: " + line);
          assertTrue(!cols(line, 15, 47).isBlank() && !cols(line, 15, 15).isBlank(), "name from 15: " + line);
          assertEquals(" ", cols(line, 48, 48), line);
          assertTrue(cols(line, 49, 52).matches(" *\\d*"), "rating in 49-52: " + line);
          assertTrue(cols(line, 53, 69).isBlank(), "no federation or FIDE number: " + line);
          assertTrue(cols(line, 70, 79).matches("\\d{4}/\\d{2}/\\d{2}| {10}"), "birth date in 70-79: " + line);
          assertTrue(cols(line, 81, 84).matches(" ?\\d{1,2}\\.\\d"), "points in 81-84 as 11.5: " + line);
          assertTrue(cols(line, 86, 89).matches(" *\\d{1,4}"), "rank in 86-89: " + line);
          int rank = Integer.parseInt(cols(line, 5, 8).strip());
          for (int start = 92, round = 1; start <= line.length(); start += 10, round++) {
            String opp = cols(line, start, start + 3);
            assertTrue(opp.matches(" *\\d{1,4}|0000| {4}"), "opponent in " + start + ": " + line);
            assertEquals(" ", cols(line, start + 4, start + 4), line);
            assertTrue(cols(line, start + 5, start + 5).matches("[wb\\- ]"), "colour at " + (start + 5) + ": " + line);
            assertEquals(" ", cols(line, start + 6, start + 6), line);
            assertTrue(cols(line, start + 7, start + 7).matches("[10=+\\-UZ ]"), "result at " + (start + 7) + ": "
                + line);
            blocks.put(rank * 100 + round, new String[] {opp.strip(), cols(line, start + 5, start + 5),
                cols(line, start + 7, start + 7)});
          }
        }
        case "162" -> {
          String[] codes = {"W", "D", "L", "A", "P"};
          for (int i = 0; i < codes.length; i++) {
            assertEquals(codes[i], cols(line, 6 + 9 * i, 6 + 9 * i), line);
            assertTrue(cols(line, 7 + 9 * i, 10 + 9 * i).matches(" ?\\d{1,2}\\.\\d"), line);
          }
        }
        case "240" -> {
          assertTrue(cols(line, 5, 5).matches("[FHZ]"), line);
          assertTrue(cols(line, 7, 9).matches("\\d{3}"), line);
          for (int c = 11; c <= line.length(); c += 5) {
            assertTrue(cols(line, c, c + 3).matches("\\d{4}"), line);
          }
        }
        case "012", "062", "092", "142", "042", "052", "132", "XXS", "XXR", "DAT", "###" ->
            assertEquals(" ", cols(line, 4, 4), line);
        default -> throw new AssertionError("a record chuhe does not write: " + line);
      }
    }
    // Each game written from both sides alike: the opponent names this player, with the other colour.
    blocks.forEach((key, b) -> {
      if (!b[0].isEmpty() && !b[0].equals("0000")) {
        String[] o = blocks.get(Integer.parseInt(b[0]) * 100 + key % 100);
        assertEquals(String.valueOf(key / 100), o[0], "the opponent's block names this player");
        assertEquals(b[1].equals("w") ? "b" : "w", o[1]);
      }
    });
  }

  @Test
  void simulatedEventsOfEveryPresetFollowTheColumns() {
    long seed = new Random().nextLong();
    System.out.println("TrfStructureTest seed " + seed);
    Random random = new Random(seed);
    for (String preset : Presets.ids()) {
      var spec = new SimulationSpec(random.nextLong(), Presets.get(preset), null, 15 + random.nextInt(30), 5, null,
          0.1, 0.05, null, null);
      var t = Simulation.simulate(spec, spec.rounds()).tournament();
      for (TrfVersion v : TrfVersion.values()) {
        check(TrfWriter.write(t, spec.division(), v).text());
      }
    }
  }

  @Test
  void theHandWrittenFileWrittenBackFollowsTheColumns() {
    var t = TrfReader.read("hand-2026.trf", TrfReaderTest.resource("hand-2026.trf")).tournament();
    String text = TrfWriter.write(t, null, TrfVersion.TRF26).text();
    check(text);
    List<String> lines = text.lines().toList();
    assertTrue(lines.contains("240 Z 003 0005"), text);
    // Player 5: a draw with black against 2, a forfeit lost by lateness with red against 3, absent in round 3.
    String five = lines.stream().filter(l -> l.startsWith("001    5")).findFirst().orElseThrow();
    assertEquals("   2 b =     3 w -  0000 - Z", five.substring(91));
    assertEquals(" 1.0", cols(five, 81, 84));
  }
}

package org.chuhe.app.io.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.chuhe.problem.ProblemException;
import org.chuhe.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;

/**
 * Seeded random damage to files GameFiles wrote (the seed is printed): every damaged file is read, or refused with a
 * {@link ProblemException} whose lines name the file — never another exception, which a person would see as a fault.
 * {@code -Dchuhe.seed=N} repeats a run.
 */
class GameFilesMutationTest {
  private static final String[] PIECES = {"[", "]", "{", "}", "(", ")", "\"", "\n", " ", "1.", "99", "7", "0", "-",
      "/", "炮", "马", "进", "平", "八", "８", "[DhtmlXQ_", "[/DhtmlXQ", "[FEN \"", "[Result \"", "*", "1-0", "红胜", ";",
      "$1", "…", "第3回合", "、", "\u0007", "\uFFFD", "h2e2", "C2.5", "＋"};

  @Test
  void damagedFilesAreReadOrRefusedClearly() {
    long seed = Long.getLong("chuhe.seed", System.nanoTime());
    System.out.println("GameFilesMutationTest seed " + seed);
    Random random = new Random(seed);
    List<GameFile> games = GameFilesRoundTripTest.games(seed).subList(0, 3);
    List<String> files = List.of(GameFiles.pgn(games, Notation.CHINESE), GameFiles.pgn(games, Notation.WXF),
        GameFiles.pgn(games, Notation.ICCS), GameFiles.dhtmlxq(games),
        "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ 红胜");
    for (int i = 0; i < 800; i++) {
      String damaged = damage(random, files.get(random.nextInt(files.size())));
      try {
        GameFiles.read("damaged.pgn", damaged.getBytes(StandardCharsets.UTF_8));
      } catch (ProblemException e) {
        assertThat(e.problems()).as("seed " + seed + ", case " + i).isNotEmpty()
            .allSatisfy(p -> assertThat(p.where()).startsWith("damaged.pgn"));
      } catch (RuntimeException e) {
        throw new AssertionError("seed " + seed + ", case " + i + ": " + e + "\n" + damaged, e);
      }
    }
  }

  private static String damage(Random random, String text) {
    StringBuilder out = new StringBuilder(text);
    int edits = 1 + random.nextInt(3);
    for (int k = 0; k < edits && out.length() > 0; k++) {
      int at = random.nextInt(out.length());
      switch (random.nextInt(3)) {
        case 0 -> out.delete(at, Math.min(out.length(), at + 1 + random.nextInt(8)));
        case 1 -> out.insert(at, PIECES[random.nextInt(PIECES.length)]);
        default -> out.setCharAt(at, PIECES[random.nextInt(PIECES.length)].charAt(0));
      }
    }
    return out.toString();
  }
}

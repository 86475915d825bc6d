package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** `./chuhe perft DEPTH [FEN]`: the leaf count, per move with --divide, and clear refusals. */
class PerftCommandTest {
  @Test
  void countsFromTheStartAndFromAFen() {
    assertThat(Cli.run("perft", "3").out().strip()).isEqualTo("79666");
    assertThat(Cli.run("perft", "2", "R1H1k1e2/9/3aea3/9/2hr5/2E6/9/4E4/4A4/4KA3 w").out().strip()).isEqualTo("364");
  }

  @Test
  void divideListsEachMoveAndTheTotalLast() {
    String[] lines = Cli.run("perft", "2", "--divide").out().strip().split("\n");
    assertThat(lines).hasSize(45);
    assertThat(lines).anyMatch(l -> l.startsWith("h2e2 "));
    long sum = java.util.Arrays.stream(lines, 0, 44).mapToLong(l -> Long.parseLong(l.split(" ")[1])).sum();
    assertThat(sum).isEqualTo(1920);
    assertThat(lines[44]).isEqualTo("1920");
  }

  @Test
  void aBadDepthOrFenIsRefusedInBothLanguages() {
    Cli depth = Cli.run("perft", "0");
    assertThat(depth.exit()).isNotZero();
    assertThat(depth.err()).contains("层数应为 1–8").contains("the depth should be 1–8");
    Cli fen = Cli.run("perft", "1", "4k4/9/9 w");
    assertThat(fen.exit()).isNotZero();
    assertThat(fen.err()).contains("应有 10 行").contains("needs 10 ranks");
  }
}

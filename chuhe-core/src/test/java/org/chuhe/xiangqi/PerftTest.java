package org.chuhe.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Perft, the standard test of a move generator: the number of leaves of the legal move tree. The start position's
 * figures are those of files-and-records.md; the five other positions and their figures are the ones published on the
 * Chessprogramming wiki ("Chinese Chess Perft Results", written with E for the elephant and H for the horse) and
 * reproduced by Fairy-Stockfish. Between them they exercise checks, pins along files, the flying general, cannon
 * screens, horse legs and elephant eyes.
 */
class PerftTest {
  @Test
  void startPositionToDepthFour() {
    Position p = Position.start();
    assertThat(p.perft(1)).isEqualTo(44);
    assertThat(p.perft(2)).isEqualTo(1_920);
    assertThat(p.perft(3)).isEqualTo(79_666);
    assertThat(p.perft(4)).isEqualTo(3_290_240);
  }

  /** Depth 5 is 133 million leaves: a few seconds, so it runs with the slow tests (and as `./chuhe perft 5`). */
  @Test
  @Tag("slow")
  void startPositionDepthFive() {
    assertThat(Position.start().perft(5)).isEqualTo(133_312_995L);
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "r1ea1a3/4kh3/2h1e4/pHp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2EAKAE2 w; 38; 1128; 43929; 1339047",
      "1ceak4/9/h2a5/2p1p3p/5cp2/2h2H3/6PCP/3AE4/2C6/3A1K1H1 w; 7; 281; 8620; 326201",
      "5a3/3k5/3aR4/9/5r3/5h3/9/3A1A3/5K3/2EC2E2 w; 25; 424; 9850; 202884",
      "CRH1k1e2/3ca4/4ea3/9/2hr5/9/9/4E4/4A4/4KA3 w; 28; 516; 14808; 395483",
      "R1H1k1e2/9/3aea3/9/2hr5/2E6/9/4E4/4A4/4KA3 w; 21; 364; 7626; 162837"})
  void publishedPositionsToDepthFour(String fen, long d1, long d2, long d3, long d4) {
    Position p = Position.fromFen(fen);
    assertThat(new long[] {p.perft(1), p.perft(2), p.perft(3), p.perft(4)}).as(fen).containsExactly(d1, d2, d3, d4);
  }
}

package org.chuhe.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PerftTest {
  @Test
  void startPositionToDepthFour() {
    Position p = Position.start();
    assertThat(p.perft(1)).isEqualTo(44);
    assertThat(p.perft(2)).isEqualTo(1_920);
    assertThat(p.perft(3)).isEqualTo(79_666);
    assertThat(p.perft(4)).isEqualTo(3_290_240);
  }
}

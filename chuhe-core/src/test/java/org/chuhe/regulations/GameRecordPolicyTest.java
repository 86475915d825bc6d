package org.chuhe.regulations;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which boards the regulations ask a game record of (R23): the one rule the standings, results and records share. */
class GameRecordPolicyTest {
  @Test
  void theTopBoardsFromTheirRoundOn() {
    // seed 003 (xiaoyi-2019): the top 10 boards from round 2.
    GameRecordPolicy xiaoyi = new GameRecordPolicy(10, 2, true, 0);
    assertThat(xiaoyi.requires(1, 1)).isFalse();
    assertThat(xiaoyi.requires(2, 1)).isTrue();
    assertThat(xiaoyi.requires(2, 10)).isTrue();
    assertThat(xiaoyi.requires(2, 11)).isFalse();
    assertThat(xiaoyi.requires(9, 10)).isTrue();
    // seed 004 (chongqing-2018): from round 1; regulations that ask none.
    assertThat(new GameRecordPolicy(10, null, true, 1).requires(1, 10)).isTrue();
    assertThat(GameRecordPolicy.NONE.requires(1, 1)).isFalse();
    assertThat(GameRecordPolicy.NONE.requires(9, 1)).isFalse();
  }
}

package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeSet;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.model.Game;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.pairing.PairingOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real document: 200 players of a simulated `xiaoyi-2019` open paired by chuhe before the score differences were
 * judged from the top group down (test resource `documents/jumps-xiaoyi-200.json`, nine rounds). Its round 9 gave a
 * 12-point player an 8-point opponent while the 11, 10 and 9-point groups (16, 18 and 32 players) lay between them.
 * `check` must flag it, naming the board; pairing round 9 again from the same history must not jump at all.
 */
class NearestScoresDocumentTest {
  @TempDir Path dir;

  private Path resource() throws Exception {
    Path doc = dir.resolve("jumps.json");
    try (var in = getClass().getResourceAsStream("/documents/jumps-xiaoyi-200.json")) {
      Files.copy(in, doc);
    }
    return doc;
  }

  @Test
  void checkFlagsTheJumpsOfTheOldPairing() throws Exception {
    Cli check = Cli.run("check", resource().toString());
    assertThat(check.exit()).isEqualTo(CheckCommand.EXIT_RULE_BROKEN);
    assertThat(check.out())
        .contains("open 第 9 轮：符合硬性规则，但分差不是最小")
        .contains("本轮 12分组有 1 对相差 4 分（第10台 101 吴杰（8分）— 93 何红涛（12分））")
        .contains("可以做到 12分组：1对相差1分")
        .contains("分差：15分组：1对相差1分；12分组：1对相差4分");
  }

  @Test
  void pairingTheRoundAgainMeetsTheNearestScores() throws Exception {
    Path doc = resource();
    Tournament old = TournamentDocuments.read(doc);
    Tournament eight = old.withRounds(old.rounds().stream().filter(r -> r.number() <= 8).toList());
    Path before = dir.resolve("eight.json");
    TournamentDocuments.write(eight, before, true);
    Cli pair = Cli.run("pair", before.toString());
    assertThat(pair.exit()).as(pair.err()).isZero();
    Tournament paired = TournamentDocuments.read(before);
    Round nine = paired.roundsOf("open").get(8);
    Map<String, PlayerHistory> h = Histories.of(paired, "open", 8);
    TreeSet<Integer> groups = new TreeSet<>();
    nine.games().forEach(g -> {
      groups.add(h.get(g.red()).points());
      groups.add(h.get(g.black()).points());
    });
    nine.byes().forEach(id -> groups.add(h.get(id).points()));
    for (Game g : nine.games()) {
      int a = h.get(g.red()).points();
      int b = h.get(g.black()).points();
      assertThat(groups.subSet(Math.min(a, b), false, Math.max(a, b), false))
          .as("board %d: %d v %d with groups in between", g.board(), a, b).isEmpty();
    }
    // The earlier rounds keep their jumps (check flags them); the new round 9 passes.
    assertThat(PairingChecker.check(paired, "open", 9, PairingOptions.DEFAULT).passes()).isTrue();
  }
}

package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.model.ManualChange;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairingCommandsTest {
  @TempDir Path dir;

  @Test
  void drawThenPairRoundOneOfSeed003() throws Exception {
    Path doc = dir.resolve("xiaoyi.json");
    StringBuilder players = new StringBuilder();
    for (int i = 1; i <= 8; i++) {
      players.append(i > 1 ? "," : "").append("{\"id\": \"p").append(i).append("\", \"name\": \"棋手").append(i)
          .append("\"}");
    }
    Files.writeString(doc, "{\"regulations\": \"xiaoyi-2019\", \"players\": [" + players + "]}");
    Cli draw = Cli.run("draw", doc.toString(), "--seed", "20191004");
    assertThat(draw.exit()).as(draw.err()).isZero();
    Tournament drawn = TournamentDocuments.read(doc);
    assertThat(drawn.players()).allMatch(p -> p.number() != null);

    Cli pair = Cli.run("pair", doc.toString(), "--explain");
    assertThat(pair.exit()).as(pair.err()).isZero();
    assertThat(pair.out()).contains("第 1 轮对阵表", "质量向量");
    Tournament paired = TournamentDocuments.read(doc);
    var games = paired.roundsOf("open").get(0).games();
    assertThat(games).hasSize(4);
    // seed 003 补充规定 一、3: 1–2, 4–3, 5–6, 8–7
    int[][] expected = {{1, 2}, {4, 3}, {5, 6}, {8, 7}};
    for (int b = 0; b < 4; b++) {
      assertThat(paired.player(games.get(b).red()).orElseThrow().number()).isEqualTo(expected[b][0]);
      assertThat(paired.player(games.get(b).black()).orElseThrow().number()).isEqualTo(expected[b][1]);
    }
    assertThat(Cli.run("check", doc.toString()).exit()).isZero();
  }

  @Test
  void simulatedEventPassesTheChecker() {
    Path doc = simulated("sim.json", 30, 5, 11);
    Cli check = Cli.run("check", doc.toString());
    assertThat(check.exit()).as(check.out()).isZero();
    assertThat(check.out()).contains("第 5 轮").doesNotContain("✗");
  }

  @Test
  void checkFailsOnARematch() throws Exception {
    Path doc = dir.resolve("rematch.json");
    Files.writeString(doc, """
        {"regulations": "qingyuan-2016",
         "players": [{"id": "a", "number": 1}, {"id": "b", "number": 2}, {"id": "c", "number": 3}, {"id": "d", "number": 4}],
         "rounds": [{"number": 1, "games": [{"red": "a", "black": "b", "result": "1-0"}, {"red": "c", "black": "d", "result": "1-0"}]},
                    {"number": 2, "games": [{"red": "b", "black": "a", "result": "1-0"}, {"red": "d", "black": "c", "result": "1-0"}]}]}
        """);
    Cli check = Cli.run("check", doc.toString());
    assertThat(check.exit()).isEqualTo(CheckCommand.EXIT_RULE_BROKEN);
    assertThat(check.out()).contains("✗", "have met before");
  }

  /**
   * Seed 000 (fujian-women-2018 allows provisional pairing): round 2 paired while a game of round 1 has no result.
   * The list says so, names the game counted as a draw and prints the points the pairing used (1 each for its
   * players); the document keeps the record; after the result is entered the round still passes the check.
   */
  @Test
  void aProvisionalPairingListSaysSoAndTheRoundKeepsItsPoints() throws Exception {
    Path doc = dir.resolve("provisional.json");
    Files.writeString(doc, """
        {"regulations": "fujian-women-2018",
         "players": [{"id": "a", "name": "甲", "division": "adult", "number": 1},
                     {"id": "b", "name": "乙", "division": "adult", "number": 2},
                     {"id": "c", "name": "丙", "division": "adult", "number": 3},
                     {"id": "d", "name": "丁", "division": "adult", "number": 4}],
         "rounds": [{"division": "adult", "number": 1, "games": [{"red": "a", "black": "b", "result": "1-0"},
                                                                 {"red": "c", "black": "d"}]}]}
        """);
    Cli pair = Cli.run("pair", doc.toString(), "--division", "adult");
    assertThat(pair.exit()).as(pair.err()).isZero();
    assertThat(pair.out()).contains("第 2 轮对阵表（临时编排）", "第1轮第2台 丙—丁", "按和棋计入编排积分");
    Tournament t = TournamentDocuments.read(doc);
    assertThat(t.roundsOf("adult").get(1).countedAsDraws())
        .containsExactly(new org.chuhe.model.Round.Unfinished(1, 2));
    // 丙 and 丁 had 1 point each for this pairing: the list prints those.
    String board = pair.out().lines().filter(l -> l.contains("丙") && !l.contains("临时")).findFirst().orElseThrow();
    List<String> cells = List.of(board.trim().split("\\s+"));
    int at = cells.indexOf("丙");
    assertThat(at == 2 ? cells.get(1) : cells.get(at + 1)).as(board).isEqualTo("1");
    // The result comes in (丁 wins): 丙 has 0 and 丁 2, but the round was paired on 1 each and stands.
    var first = t.roundsOf("adult").get(0);
    var finished = new org.chuhe.model.Round("adult", 1, List.of(first.games().get(0),
        first.games().get(1).withResult(org.chuhe.model.Result.BLACK_WIN)), first.byes(), first.changes());
    TournamentDocuments.write(t.withRounds(List.of(finished, t.roundsOf("adult").get(1))), doc, true);
    Cli check = Cli.run("check", doc.toString());
    assertThat(check.exit()).as(check.out()).isZero();
  }

  @Test
  void aManualChangeNeedsAReason() throws Exception {
    Path doc = dir.resolve("manual.json");
    Files.writeString(doc, """
        {"regulations": "qingyuan-2016",
         "players": [{"id": "a", "number": 1}, {"id": "b", "number": 2}, {"id": "c", "number": 3}, {"id": "d", "number": 4}]}
        """);
    Cli r = Cli.run("pair", doc.toString(), "--swap", "a,c");
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("--reason");
    Cli ok = Cli.run("pair", doc.toString(), "--swap", "a,c", "--reason", "裁判长调整");
    assertThat(ok.exit()).as(ok.err()).isZero();
    assertThat(ok.out()).contains("人工调整", "裁判长调整");
  }

  /** Four players after round 1 (a–c 1-0, b–d 1-0): swapping b and c in round 2 makes two rematches. */
  static final String AFTER_ROUND_ONE = """
      {"regulations": "qingyuan-2016",
       "players": [{"id": "a", "number": 1}, {"id": "b", "number": 2}, {"id": "c", "number": 3}, {"id": "d", "number": 4}],
       "rounds": [{"number": 1, "games": [{"red": "a", "black": "c", "result": "1-0"}, {"red": "b", "black": "d", "result": "1-0"}]}]}
      """;

  @Test
  void aManualChangeIsWrittenWithTheRoundAndCheckShowsItWithTheRulesItBreaks() throws Exception {
    Path doc = dir.resolve("before.json");
    Path out = dir.resolve("after.json");
    Files.writeString(doc, AFTER_ROUND_ONE);
    Cli pair = Cli.run("pair", doc.toString(), "--swap", "b,c", "--reason", "裁判长决定：b、c 同车迟到", "--out",
        out.toString(), "--user", "裁判长");
    assertThat(pair.exit()).as(pair.err()).isZero();
    assertThat(TournamentDocuments.read(doc).rounds()).hasSize(1);
    Tournament paired = TournamentDocuments.read(out);
    var changes = paired.roundsOf("open").get(1).changes();
    assertThat(changes).hasSize(1);
    assertThat(changes.get(0)).isInstanceOfSatisfying(ManualChange.Swap.class, s -> {
      assertThat(s.players()).containsExactly("b", "c");
      assertThat(s.reason()).isEqualTo("裁判长决定：b、c 同车迟到");
      assertThat(s.by()).isEqualTo("裁判长");
      assertThat(s.at()).isNotNull();
    });

    Cli check = Cli.run("check", out.toString());
    assertThat(check.exit()).isEqualTo(CheckCommand.EXIT_RULE_BROKEN);
    String text = check.out();
    String change = "  人工调整：对调 2号 b 与 3号 c（裁判长决定：b、c 同车迟到） — 裁判长 ";
    assertThat(text).contains(change);
    // The rules the change breaks are listed under it.
    String after = text.substring(text.indexOf(change)).lines().skip(1).limit(2)
        .reduce("", (x, y) -> x + y + "\n");
    assertThat(after).contains("    ✗ 第1台", "    ✗ 第2台", "have met before");
    assertThat(Cli.run("check", out.toString(), "--lang", "en").out())
        .contains("  manual change: swap No. 2 b and No. 3 c (裁判长决定：b、c 同车迟到) — 裁判长 ");
    assertThat(Cli.run("check", doc.toString()).out()).doesNotContain("人工调整");
  }

  @Test
  void swappingAPlayerWithHimselfIsBadInputNotAnInternalError() throws Exception {
    Path doc = dir.resolve("self.json");
    Files.writeString(doc, """
        {"regulations": "qingyuan-2016",
         "players": [{"id": "a", "number": 1}, {"id": "b", "number": 2}]}
        """);
    Cli r = Cli.run("pair", doc.toString(), "--swap", "a,a", "--reason", "x");
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(r.err()).contains("invalid input").doesNotContain("internal error").doesNotContain("\tat ");
  }

  @Test
  void benchPairingTimesEveryRoundOfThePreset() {
    Cli r = Cli.run("bench", "pairing", "--preset", "fujian-women-2018", "--players", "60", "--repeat", "1");
    assertThat(r.exit()).as(r.err()).isZero();
    // the preset's 7 rounds (the default and the most), one line each: round, min, median, mean CPU, first, heap,
    // boards
    long roundLines = r.out().lines().filter(l -> l.matches("\\s*\\d+(\\s+[\\d.]+){6}\\s*")).count();
    assertThat(roundLines).as(r.out()).isEqualTo(7);
    assertThat(r.out()).contains("mean_cpu_ms");
    Cli more = Cli.run("bench", "pairing", "--preset", "fujian-women-2018", "--players", "20", "--rounds", "30",
        "--repeat", "1");
    assertThat(more.exit()).as(more.err()).isZero();
    assertThat(more.out()).contains("7 rounds");
    Cli warm = Cli.run("bench", "pairing", "--preset", "fujian-women-2018", "--players", "20", "--rounds", "2",
        "--repeat", "2", "--warmup", "1");
    assertThat(warm.exit()).as(warm.err()).isZero();
    assertThat(warm.out()).contains("2 pairings per round after 1 for warm-up");
    assertThat(warm.out().lines().filter(l -> l.matches("\\s*\\d+(\\s+[\\d.]+){6}\\s*")).count()).isEqualTo(2);
  }

  @Test
  void benchPairingReplaysTheRoundsOfADocument() {
    Path doc = simulated("history.json", 40, 4, 3);
    // Rounds 2..4 of the document, each paired on the rounds before it as the document has them.
    Cli all = Cli.run("bench", "pairing", "--history", doc.toString(), "--repeat", "1");
    assertThat(all.exit()).as(all.err()).isZero();
    List<String> rows = all.out().lines().filter(l -> l.matches("\\s*\\S+\\s+\\d+(\\s+[\\d.]+){6}\\s*")).toList();
    assertThat(rows).as(all.out()).hasSize(3);
    assertThat(rows.get(0).trim().split("\\s+")[1]).isEqualTo("2");
    Cli one = Cli.run("bench", "pairing", "--history", doc.toString(), "--round", "3", "--repeat", "1");
    assertThat(one.exit()).as(one.err()).isZero();
    assertThat(one.out().lines().filter(l -> l.matches("\\s*\\S+\\s+3(\\s+[\\d.]+){6}\\s*")).count()).isEqualTo(1);
    // Without a document the number of players is needed.
    Cli neither = Cli.run("bench", "pairing", "--repeat", "1");
    assertThat(neither.exit()).isNotZero();
    assertThat(neither.err()).contains("--players");
  }

  /** A document of the qingyuan-2016 preset simulated by the CLI into {@code name}. */
  private Path simulated(String name, int players, int rounds, int seed) {
    Path doc = dir.resolve(name);
    Cli sim = Cli.run("simulate", "--preset", "qingyuan-2016", "--players", String.valueOf(players), "--rounds",
        String.valueOf(rounds), "--seed", String.valueOf(seed), "--out", doc.toString());
    assertThat(sim.exit()).as(sim.err()).isZero();
    return doc;
  }

  /**
   * A player excused by notice (R8) is kept with the round he was left out of, in the document and in the database,
   * so that check knows he was left out on purpose; a player left out of a round without one fails it.
   */
  @Test
  void aPlayerAbsentByNoticeIsRecordedWithTheRoundAndCheckPassesIt() throws Exception {
    Path doc = dir.resolve("five.json");
    Files.writeString(doc, """
        {"regulations": "qingyuan-2016",
         "players": [{"id": "a", "name": "甲", "number": 1}, {"id": "b", "name": "乙", "number": 2},
                     {"id": "c", "name": "丙", "number": 3}, {"id": "d", "name": "丁", "number": 4},
                     {"id": "e", "name": "戊", "number": 5}]}
        """);
    Path out = dir.resolve("paired.json");
    Cli pair = Cli.run("pair", doc.toString(), "--absent", "乙", "--out", out.toString());
    assertThat(pair.exit()).as(pair.err()).isZero();
    Tournament paired = TournamentDocuments.read(out);
    assertThat(paired.roundsOf("open").get(0).absent()).containsExactly("b");
    Cli check = Cli.run("check", out.toString());
    assertThat(check.exit()).as(check.out()).isZero();
    assertThat(check.out()).doesNotContain("乙 可以参赛");
    // The same round without the notice: 乙 was left out, and check says so.
    var round = paired.roundsOf("open").get(0);
    Tournament forgotten = paired.withRounds(List.of(new org.chuhe.model.Round(round.division(), round.number(),
        round.games(), round.byes(), round.changes())));
    TournamentDocuments.write(forgotten, out, false);
    Cli failed = Cli.run("check", out.toString());
    assertThat(failed.exit()).isEqualTo(CheckCommand.EXIT_RULE_BROKEN);
    assertThat(failed.out()).contains("2 乙 可以参赛，但本轮既未编排也未轮空");
    // In the database: imported, paired with the notice, checked.
    String db = dir.resolve("t.db").toString();
    assertThat(Cli.run("import", "json", doc.toString(), "--db", db).exit()).isZero();
    Cli inDb = Cli.run("pair", "--absent", "乙", "--db", db);
    assertThat(inDb.exit()).as(inDb.err()).isZero();
    Cli checkDb = Cli.run("check", "--db", db);
    assertThat(checkDb.exit()).as(checkDb.out()).isZero();
    Path exported = dir.resolve("exported.json");
    assertThat(Cli.run("export", "json", "--db", db, "--out", exported.toString()).exit()).isZero();
    assertThat(TournamentDocuments.read(exported).roundsOf("open").get(0).absent()).containsExactly("b");
  }
}

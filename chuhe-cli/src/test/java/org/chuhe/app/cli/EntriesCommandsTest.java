package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Issue 11 through the command line: round 1 by the letter of the seed, the draw and late entries, simulate. */
class EntriesCommandsTest {
  @TempDir Path dir;

  /** A document of {@code preset}: players p1..pn numbered 1..n, players 2k−1 and 2k of unit "队k". */
  private Path numberedTeams(String name, String preset, String division, int n) throws Exception {
    StringBuilder players = new StringBuilder();
    for (int i = 1; i <= n; i++) {
      players.append(i > 1 ? "," : "").append("{\"id\": \"p").append(i).append("\", \"number\": ").append(i)
          .append(", \"division\": \"").append(division).append("\", \"unit\": \"队").append((i + 1) / 2)
          .append("\"}");
    }
    Path doc = dir.resolve(name);
    Files.writeString(doc, "{\"regulations\": \"" + preset + "\", \"players\": [" + players + "]}");
    return doc;
  }

  private static String boards(Tournament t, Round r) {
    return r.games().stream().map(g -> t.player(g.red()).orElseThrow().number() + "-"
        + t.player(g.black()).orElseThrow().number()).collect(Collectors.joining(" "));
  }

  @Test
  void roundOneFollowsTheLetterOfSeeds001And003TeamMatesIncluded() throws Exception {
    // Every scheduled board pairs two team-mates; the seeds spell round 1 out and say nothing of avoidance.
    for (List<String> c : List.of(List.of("xiamen-youth-2018", "youth-boys-b", "1-2 3-4 5-6 7-8"),
        List.of("xiaoyi-2019", "open", "1-2 4-3 5-6 8-7"))) {
      Path doc = numberedTeams(c.get(0) + ".json", c.get(0), c.get(1), 8);
      Cli pair = Cli.run("pair", doc.toString());
      assertThat(pair.exit()).as(pair.err()).isZero();
      Tournament t = TournamentDocuments.read(doc);
      assertThat(boards(t, t.roundsOf(c.get(1)).get(0))).as(c.get(0)).isEqualTo(c.get(2));
      Cli check = Cli.run("check", doc.toString());
      assertThat(check.exit()).as(check.out()).isZero();
    }
  }

  @Test
  void whereTheSeedLeavesRoundOneToTheLawsTeamMatesAreStillSeparated() throws Exception {
    // chongqing-2018 (004, round 1 not spelled out): split pairing 1–5, 6–2 … with avoidance in round 1.
    Path doc = numberedTeams("chongqing.json", "chongqing-2018", "adult", 8);
    Files.writeString(doc, Files.readString(doc).replace("队3", "队1")); // 5 and 6 join 1 and 2's unit
    Cli pair = Cli.run("pair", doc.toString());
    assertThat(pair.exit()).as(pair.err()).isZero();
    Tournament t = TournamentDocuments.read(doc);
    assertThat(boards(t, t.roundsOf("adult").get(0))).doesNotContain("1-5").doesNotContain("6-2");
  }

  private static Map<String, Integer> numbers(Tournament t) {
    Map<String, Integer> numbers = new TreeMap<>();
    t.players().forEach(p -> numbers.put(p.id(), p.number()));
    return numbers;
  }

  private static boolean plays(Round r, String id) {
    return r.byes().contains(id) || r.games().stream().anyMatch(g -> g.involves(id));
  }

  /** The document with every game of the last round drawn and these players checked in (added when new). */
  private static Tournament playedAndIn(Tournament t, String... ids) {
    List<Round> rounds = new ArrayList<>(t.rounds());
    if (!rounds.isEmpty()) {
      Round last = rounds.remove(rounds.size() - 1);
      rounds.add(new Round(last.division(), last.number(), last.games().stream()
          .map(g -> Game.of(g.board(), g.red(), g.black(), Result.DRAW)).toList(), last.byes(), last.changes()));
    }
    List<Player> players = new ArrayList<>();
    for (Player p : t.players()) {
      players.add(List.of(ids).contains(p.id()) ? new Player(p.id(), p.name(), p.division(), p.unit(), null, null,
          null, null, null, p.number(), true, true, null, null) : p);
    }
    for (String id : ids) {
      if (t.player(id).isEmpty()) {
        players.add(Player.of(id, "新" + id, "open", null));
      }
    }
    return t.withPlayers(players).withRounds(rounds);
  }

  @Test
  void theDrawOfADocumentNumbersThePlayersWhoAreInAndPairNumbersTheLaterOnes() throws Exception {
    Path doc = dir.resolve("late.json");
    Files.writeString(doc, """
        {"regulations": "xiaoyi-2019",
         "players": [{"id": "a"}, {"id": "b", "checkedIn": false}, {"id": "c"}, {"id": "d", "feePaid": false},
                     {"id": "e"}, {"id": "f"}]}
        """);
    Cli draw = Cli.run("draw", doc.toString(), "--seed", "4");
    assertThat(draw.exit()).as(draw.err()).isZero();
    assertThat(draw.out()).contains("未编号（未报到、未缴费或已退赛；到场后取下一个空闲编号）：b、d");
    Map<String, Integer> n = numbers(TournamentDocuments.read(doc));
    assertThat(List.of(n.get("a"), n.get("c"), n.get("e"), n.get("f"))).containsExactlyInAnyOrder(1, 2, 3, 4);
    assertThat(n.get("b")).isNull();
    assertThat(n.get("d")).isNull();

    // b checks in before round 1: pair gives him 5 and pairs him; d still has not paid.
    TournamentDocuments.write(playedAndIn(TournamentDocuments.read(doc), "b"), doc, true);
    Cli one = Cli.run("pair", doc.toString());
    assertThat(one.exit()).as(one.err()).isZero();
    assertThat(one.out()).contains("5号 b：抽签后到场，编号 5 / in after the draw: pairing number 5");
    Tournament t = TournamentDocuments.read(doc);
    assertThat(t.player("b").orElseThrow().number()).isEqualTo(5);
    assertThat(plays(t.roundsOf("open").get(0), "b")).isTrue();
    assertThat(plays(t.roundsOf("open").get(0), "d")).isFalse();

    // After round 1, d pays and g enters: 6 and 7, in registration order; both are paired in round 2.
    TournamentDocuments.write(playedAndIn(t, "d", "g"), doc, true);
    Cli two = Cli.run("pair", doc.toString());
    assertThat(two.exit()).as(two.err()).isZero();
    t = TournamentDocuments.read(doc);
    assertThat(numbers(t)).containsEntry("d", 6).containsEntry("g", 7);
    assertThat(plays(t.roundsOf("open").get(1), "d")).isTrue();
    assertThat(plays(t.roundsOf("open").get(1), "g")).isTrue();
    assertThat(Cli.run("check", doc.toString()).exit()).isZero();
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theDrawInTheDatabaseNumbersThePlayersWhoAreInAndLaterEntriesTheNextFreeNumbers(Backend backend) {
    String db = backend.newDatabase(dir);
    PresetsEndToEndTest.ok("new", "--preset", "xiaoyi-2019", "--name", "抽签", "--db", db);
    for (String name : List.of("甲", "乙", "丙", "丁", "戊")) {
      PresetsEndToEndTest.ok("players", "add", name, "--db", db);
    }
    PresetsEndToEndTest.ok("checkin", "p1", "p2", "p3", "p4", "--db", db); // p5 has not come yet
    Cli draw = Cli.run("draw", "--seed", "11", "--db", db);
    assertThat(draw.exit()).as(draw.err()).isZero();
    assertThat(draw.out()).contains("未编号（未报到、未缴费或已退赛；到场后取下一个空闲编号）：戊");
    Map<String, Integer> n = numbers(load(db));
    assertThat(List.of(n.get("p1"), n.get("p2"), n.get("p3"), n.get("p4"))).containsExactlyInAnyOrder(1, 2, 3, 4);
    assertThat(n.get("p5")).isNull();

    Cli late = Cli.run("players", "add", "己", "--checked-in", "--db", db);
    assertThat(late.out()).contains("pairing number 5");
    Cli waiting = Cli.run("players", "add", "庚", "--db", db);
    assertThat(waiting.out()).contains("once checked in with the fee paid");
    Cli checkin = Cli.run("checkin", "p5", "--db", db);
    assertThat(checkin.out()).contains("6号 戊: ", "pairing number 6");
    Cli unpaid = Cli.run("players", "add", "辛", "--checked-in", "--unpaid", "--db", db); // p8: in once he pays
    assertThat(unpaid.out()).contains("once checked in with the fee paid");
    Cli paid = Cli.run("players", "edit", "p8", "--paid", "yes", "--db", db);
    assertThat(paid.out()).contains("pairing number 7");
    Cli undo = Cli.run("checkin", "p1", "--undo", "--db", db); // p1 drops out: he keeps his number
    assertThat(undo.exit()).isZero();
    n = numbers(load(db));
    assertThat(n).containsEntry("p6", 5).containsEntry("p5", 6).containsEntry("p7", null);
    assertThat(n.get("p1")).isNotNull();

    PresetsEndToEndTest.ok("pair", "--db", db);
    Tournament t = load(db);
    Round one = t.roundsOf("open").get(0);
    assertThat(plays(one, "p1")).isFalse();
    assertThat(List.of("p2", "p3", "p4", "p5", "p6", "p8")).allMatch(id -> plays(one, id));

    // After round 1: p7 checks in and gets the next free number, 8.
    Cli afterRoundOne = Cli.run("checkin", "p7", "--db", db);
    assertThat(afterRoundOne.out()).contains("pairing number 8");
    assertThat(Cli.run("log", "--db", db).out()).contains("抽签后编号");
  }

  @Test
  void simulateSpreadsASmallFieldOverEnoughUnitsOrRefusesItUpFront() throws Exception {
    // qingyuan-2016 (seed 002): 9 rounds, same-unit avoidance in every round, at most 5 players per unit.
    Path doc = dir.resolve("sim.json");
    Cli sim = Cli.run("simulate", "--preset", "qingyuan-2016", "--players", "12", "--seed", "1", "--out",
        doc.toString());
    assertThat(sim.exit()).as(sim.err()).isZero();
    assertThat(TournamentDocuments.read(doc).rounds()).hasSize(9);
    assertThat(Cli.run("check", doc.toString()).exit()).isZero();

    Path refused = dir.resolve("refused.json");
    Cli twoUnits = Cli.run("simulate", "--preset", "qingyuan-2016", "--players", "12", "--units", "2", "--seed",
        "1", "--out", refused.toString());
    assertThat(twoUnits.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(twoUnits.err()).contains("--units", "同单位回避", "not enough for 9 rounds",
        "at most 5 players per unit: 12 players need at least 3 units");
    assertThat(refused).doesNotExist();
    Cli tooFew = Cli.run("simulate", "--preset", "qingyuan-2016", "--players", "8", "--seed", "1", "--out",
        refused.toString());
    assertThat(tooFew.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(tooFew.err()).contains("--rounds", "8 players can play at most 7 rounds");
  }

  @Test
  void simulateTakesTheSharesOfForfeitsAndWithdrawalsAndRefusesOneOutsideZeroToOne() throws Exception {
    Path doc = dir.resolve("forfeits.json");
    Cli sim = Cli.run("simulate", "--preset", "qingyuan-2016", "--players", "60", "--rounds", "4", "--seed", "3",
        "--forfeits", "0.3", "--withdrawals", "0.05", "--out", doc.toString());
    assertThat(sim.exit()).as(sim.err()).isZero();
    Tournament t = TournamentDocuments.read(doc);
    assertThat(t.rounds().stream().flatMap(r -> r.games().stream()).filter(g -> g.result().isForfeit()))
        .hasSizeGreaterThan(10);
    assertThat(t.withdrawals()).isNotEmpty();
    Path refused = dir.resolve("refused-share.json");
    Cli tooMany = Cli.run("simulate", "--preset", "qingyuan-2016", "--players", "60", "--seed", "3",
        "--withdrawals", "3", "--out", refused.toString());
    assertThat(tooMany.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(tooMany.err()).contains("--withdrawals", "0 到 1", "must be between 0 and 1 (0.1 is 10 %), not 3.0")
        .doesNotContain("\tat ");
    assertThat(refused).doesNotExist();
    Cli bench = Cli.run("bench", "pairing", "--preset", "qingyuan-2016", "--players", "60", "--rounds", "2",
        "--forfeits", "-1", "--repeat", "1");
    assertThat(bench.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(bench.err()).contains("--forfeits", "share of games forfeited");
  }

  @Test
  void aSimulationThatRunsOutOfPairingsWritesTheRoundsPlayedAndSaysWhy() throws Exception {
    // Nine players for nine rounds: some draws leave a late round without a legal pairing.
    for (int seed = 1; seed <= 40; seed++) {
      Path doc = dir.resolve("nine-" + seed + ".json");
      Cli sim = Cli.run("simulate", "--preset", "qingyuan-2016", "--players", "9", "--seed", Integer.toString(seed),
          "--out", doc.toString());
      if (sim.exit() == 0) {
        continue;
      }
      assertThat(sim.exit()).as(sim.err()).isEqualTo(SimulateCommand.EXIT_STOPPED);
      int played = TournamentDocuments.read(doc).rounds().size();
      assertThat(played).isBetween(1, 8);
      assertThat(sim.err()).contains("第 " + (played + 1) + " 轮无法编排",
          "round " + (played + 1) + " could not be paired: the simulation stops after round " + played);
      return;
    }
    throw new AssertionError("no seed in 1..40 ran out of pairings");
  }

  private static Tournament load(String db) {
    try (var s = org.chuhe.app.workflow.Session.open(db, null, "test")) {
      return s.load();
    }
  }
}

package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.Backend;
import org.chuhe.app.workflow.Fields;
import org.chuhe.app.workflow.Pairings;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.TestPairings;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each preset run as an event through the commands, on SQLite and on PostgreSQL (a team preset simulated, checked,
 * ranked and given its prizes, then taken through the database: {@link #runTeamEvent}): a field that fits the
 * preset is registered (CSV import, one late entry), checked in and drawn; every round is paired (by the test
 * pairer, written through the workflow as the engine will) and every result entered with {@code result} and
 * {@code foul}, with forfeits, corrections, a penalty and a withdrawal on the way. The standings and prizes the
 * database gives must be those the document-based engines give for the exported document, and the document must
 * survive import and export unchanged.
 */
@Execution(ExecutionMode.CONCURRENT)
// One of the two slow end-to-end classes: `./mvnw -B verify -DexcludedGroups=slow` runs the fast suite without them.
@Tag("slow")
class PresetsEndToEndTest {
  @TempDir Path dir;

  static Stream<Arguments> runs() {
    List<Arguments> runs = new ArrayList<>();
    for (Backend b : Backend.values()) {
      for (String preset : Presets.ids()) {
        runs.add(Arguments.of(b, preset));
      }
    }
    return runs.stream();
  }

  @ParameterizedTest(name = "{1} on {0}")
  @MethodSource("runs")
  void runsTheEventThroughTheCommands(Backend backend, String preset) throws Exception {
    long seed = Long.getLong("chuhe.seed", preset.hashCode() * 31L + backend.ordinal());
    System.out.println("PresetsEndToEndTest " + preset + " on " + backend + ": seed " + seed);
    Random random = new Random(seed);
    String db = backend.newDatabase(dir);
    Regulations regulations = Presets.get(preset);
    if (regulations.format().teams()) {
      runTeamEvent(db, preset, seed);
      return;
    }

    ok("new", "--preset", preset, "--name", "测试 " + preset, "--db", db, "--user", "裁判长");
    Path csv = dir.resolve(preset + ".csv");
    Files.writeString(csv, Fields.csv(preset));
    ok("players", "import", csv.toString(), "--db", db);
    ok("checkin", "--all", "--db", db);

    List<String> divisions = divisionsWithPlayers(db);
    ok("draw", "--seed", Long.toString(seed), "--db", db, "--user", "编排长");
    int maxRounds = divisions.stream().mapToInt(regulations::roundsOf).max().orElseThrow();
    String penalised = null;
    for (int round = 1; round <= maxRounds; round++) {
      for (String d : divisions) {
        if (round > regulations.roundsOf(d)) {
          continue;
        }
        ok("pair", "--division", d, "--db", db, "--user", "编排长");
        Round pairing;
        try (Session s = Session.open(db, null, "编排长")) {
          int number = round;
          pairing = s.load().roundsOf(d).stream().filter(r -> r.number() == number).findFirst().orElseThrow();
        }
        for (Game g : pairing.games()) {
          play(db, regulations, d, round, g, random);
        }
      }
      if (round == 2) {
        lateEntry(db, regulations, divisions.get(0));
      }
      if (round == 3) {
        String player = somePlayer(db, divisions.get(0), random);
        ok("withdraw", player, "--reason", "病退", "--db", db);
      }
      if (round == 4) {
        penalised = somePlayer(db, divisions.get(divisions.size() - 1), random);
        ok("penalty", penalised, "opponent-score-deduction", "--round", "4", "--reason", "未签字", "--db", db);
        ok("penalty", penalised, "rank-behind-equal", "--reason", "警告", "--db", db);
      }
    }

    Path exported = dir.resolve(preset + "-export.json");
    ok("export", "json", "--out", exported.toString(), "--db", db);
    Tournament document = TournamentDocuments.read(exported);
    // Every round the engine paired keeps the hard rules (the checker is independent of the engine's search).
    ok("check", exported.toString());
    for (String d : divisions) {
      // A double round robin meets every pair twice, as its Berger table says (check verified that above).
      boolean doubleRoundRobin = regulations.format().roundRobin() && regulations.roundRobin().cycles() > 1;
      assertThat(TestPairings.hasRematch(document, d)).as("rematch in " + d).isEqualTo(doubleRoundRobin);
      assertThat(document.roundsOf(d)).hasSize(regulations.roundsOf(d));
    }
    assertThat(document.penalties()).extracting(p -> p.player()).contains(penalised);

    // The database and the document give the same standings and prizes; a list printed from the database ends with
    // the head of its log (LogHeadLine), which a document has not.
    for (String format : List.of("json", "csv", "text")) {
      String fromDocument = ok("standings", exported.toString(), "--format", format);
      String fromDatabase = ok("standings", "--format", format, "--db", db);
      assertThat(fromDatabase).startsWith(fromDocument);
      assertThat(fromDatabase.substring(fromDocument.length()))
          .matches(format.equals("json") ? "" : "(?s)\\R?日志 log #\\d+ · [0-9a-f]{16}\\R");
    }
    JsonNode prizesFromDatabase = Mappers.json().readTree(ok("prizes", "--format", "json", "--db", db));
    assertThat(prizesFromDatabase.path("log").path("entries").asInt()).isPositive();
    ((com.fasterxml.jackson.databind.node.ObjectNode) prizesFromDatabase).remove("log");
    assertThat(prizesFromDatabase).isEqualTo(Mappers.json().readTree(ok("prizes", exported.toString(), "--format",
        "json")));
    JsonNode standings = Mappers.json().readTree(ok("standings", "--format", "json", "--db", db));
    assertThat(standings.size()).isEqualTo(document.players().size());

    // Public output never shows ID or phone numbers.
    String report = ok("report", "--db", db) + ok("prizes", "--format", "json", "--db", db)
        + ok("export", "json", "--public", "--db", db) + ok("players", "list", "--db", db)
        + ok("log", "--format", "json", "--db", db);
    for (Player p : document.players()) {
      for (String secret : java.util.Arrays.asList(p.phone(), p.idNumber())) {
        if (secret != null) {
          assertThat(report).doesNotContain(secret);
        }
      }
    }

    // Import and export again: the same document, hence the same standings.
    String copyDb = backend.newDatabase(dir);
    ok("import", "json", exported.toString(), "--as", "copy", "--db", copyDb);
    String again = ok("export", "json", "--db", copyDb);
    Tournament reread = TournamentDocuments.read("again.json", again);
    assertThat(reread).isEqualTo(withId(document, "copy"));
    assertThat(ok("standings", "--format", "json", "--db", copyDb))
        .isEqualTo(ok("standings", exported.toString(), "--format", "json"));

    // The log holds every kind of change made, and its hash chain is intact.
    assertThat(ok("log", "--verify", "--db", db)).contains("intact");
    String log = ok("log", "--format", "json", "--db", db);
    for (String action : List.of("tournament.create", "players.import", "player.register", "player.checkin", "draw",
        "pairing.save", "result.enter", "foul.add", "penalty.add", "withdrawal.add")) {
      assertThat(log).as(action).contains("\"" + action + "\"");
    }
  }

  /**
   * A team event (no command registers line-ups yet: teams come from a document): simulated by {@code simulate}, ten
   * teams, no forfeit and no withdrawal, so that 场分 and 局分 can be worked out here from the boards alone (the
   * first team red on the odd boards, Laws §13.2): each board a win's points to its winner, a draw's to each; the
   * match to the team with more, level a draw. The standings must carry those figures in that order, the board
   * prizes each player's games and points on each board as the document has them; {@code check} passes; the
   * document goes through the database unchanged, ranked the same there, and the log verifies.
   */
  private void runTeamEvent(String db, String preset, long seed) throws Exception {
    Regulations regulations = Presets.get(preset);
    int teams = 10;
    Path file = dir.resolve(preset + ".json");
    assertThat(ok("simulate", "--preset", preset, "--teams", String.valueOf(teams), "--seed", Long.toString(seed),
        "--forfeits", "0", "--withdrawals", "0", "--out", file.toString()))
        .contains("已模拟 " + teams + " 队（每队 " + regulations.teamMatch().teamSize() + " 人")
        .contains("simulated " + teams + " teams");
    Tournament document = TournamentDocuments.read(file);
    String division = regulations.divisions().get(0).id();
    assertThat(document.roundsOf(division)).isNotEmpty().allMatch(Round::isTeamRound);
    assertThat(ok("check", file.toString())).doesNotContain("✗");

    // 场分 and 局分 by hand from the boards, and each player's games and points on each board.
    int n = regulations.teamMatch().boards();
    int win = regulations.scoring().redWin();
    int draw = regulations.scoring().redDraw();
    Map<String, int[]> byTeam = new java.util.HashMap<>();
    Map<String, int[]> byBoard = new java.util.HashMap<>();
    for (Round r : document.roundsOf(division)) {
      for (org.chuhe.model.TeamPairing m : r.matches()) {
        int first = 0;
        int second = 0;
        for (Game g : r.games()) {
          int k = g.board() - (m.table() - 1) * n;
          if (k < 1 || k > n) {
            continue;
          }
          int red = g.result() == org.chuhe.model.Result.RED_WIN ? win : g.result() == org.chuhe.model.Result.DRAW
              ? draw : 0;
          int black = g.result() == org.chuhe.model.Result.BLACK_WIN ? win : g.result()
              == org.chuhe.model.Result.DRAW ? draw : 0;
          first += k % 2 == 1 ? red : black;
          second += k % 2 == 1 ? black : red;
          byBoard.computeIfAbsent(k + "/" + g.red(), x -> new int[2])[0]++;
          byBoard.get(k + "/" + g.red())[1] += red;
          byBoard.computeIfAbsent(k + "/" + g.black(), x -> new int[2])[0]++;
          byBoard.get(k + "/" + g.black())[1] += black;
        }
        var rules = regulations.teamMatch();
        int[] a = byTeam.computeIfAbsent(m.first(), x -> new int[2]);
        int[] b = byTeam.computeIfAbsent(m.second(), x -> new int[2]);
        a[0] += first > second ? rules.matchWin() : first == second ? rules.matchDraw() : rules.matchLoss();
        b[0] += second > first ? rules.matchWin() : first == second ? rules.matchDraw() : rules.matchLoss();
        a[1] += first;
        b[1] += second;
      }
    }
    JsonNode standings = Mappers.json().readTree(ok("standings", file.toString(), "--format", "json"));
    assertThat(standings.size()).isEqualTo(teams);
    int[] above = null;
    for (JsonNode row : standings) {
      int[] expected = byTeam.get(row.path("team").asText());
      assertThat(new int[] {row.path("matchPoints").asInt(), row.path("gamePoints").asInt()})
          .as(row.toString()).containsExactly(expected);
      // 场分 first, then 局分 (the chain of both team presets)
      assertThat(above == null || above[0] > expected[0] || above[0] == expected[0] && above[1] >= expected[1])
          .as(row.toString()).isTrue();
      above = expected;
    }
    assertThat(ok("standings", file.toString())).contains("团体名次", "场分", "局分", "直胜")
        .contains(document.units().get(0).name());
    assertThat(ok("standings", file.toString(), "--lang", "en")).contains("team standings", "Match pts", "Game pts");
    JsonNode prizes = Mappers.json().readTree(ok("prizes", file.toString(), "--format", "json"));
    JsonNode boards = prizes.path("divisions").get(0).path("boardPrizes");
    assertThat(boards.size()).isEqualTo(n);
    int lines = 0;
    for (JsonNode board : boards) {
      for (JsonNode line : board.path("players")) {
        int[] expected = byBoard.get(board.path("board").asInt() + "/" + line.path("player").asText());
        assertThat(new int[] {line.path("games").asInt(), line.path("points").asInt()}).as(line.toString())
            .containsExactly(expected);
        lines++;
      }
    }
    assertThat(lines).isEqualTo(byBoard.size());
    assertThat(ok("prizes", file.toString())).contains("第 1 台台次奖", "得分率");
    assertThat(ok("report", file.toString())).contains(document.name(), "团体名次", "第 " + n + " 台台次奖");

    // Through the database: the same document back, the same standings and prizes, a log that verifies.
    ok("import", "json", file.toString(), "--db", db);
    assertThat(TournamentDocuments.read("export.json", ok("export", "json", "--db", db))).isEqualTo(document);
    String fromDocument = ok("standings", file.toString());
    assertThat(ok("standings", "--db", db)).startsWith(fromDocument);
    assertThat(ok("standings", "--format", "json", "--db", db))
        .isEqualTo(ok("standings", file.toString(), "--format", "json"));
    JsonNode prizesFromDatabase = Mappers.json().readTree(ok("prizes", "--format", "json", "--db", db));
    ((com.fasterxml.jackson.databind.node.ObjectNode) prizesFromDatabase).remove("log");
    assertThat(prizesFromDatabase).isEqualTo(prizes);
    assertThat(ok("log", "--verify", "--db", db)).contains("intact");
  }

  /** One game's result, as an arbiter enters it: mostly a result, sometimes fouls, forfeits or a correction. */
  private void play(String db, Regulations r, String d, int round, Game g, Random random) {
    String rd = String.valueOf(round);
    String board = String.valueOf(g.board());
    double x = random.nextDouble();
    if (x < 0.04) {
      String side = random.nextBoolean() ? "red" : "black";
      FoulKind kind = random.nextBoolean() ? FoulKind.ILLEGAL_MOVE : FoulKind.OTHER;
      String last = "";
      // fouls of one kind until the regulations' limit (of that kind, or of both together) loses the game
      int n = 0;
      do {
        n++;
        last = ok("foul", rd, board, side, "--kind", kind == FoulKind.ILLEGAL_MOVE ? "illegal-move" : "other",
            "--division", d, "--db", db);
      } while (r.fouls().lostBy(Fouls.of(kind, n), kind).isEmpty());
      assertThat(last).contains("判负").contains(side.equals("red") ? "0-1" : "1-0");
      return;
    }
    String code = x < 0.06 ? "+-" : x < 0.08 ? "-+" : x < 0.085 ? "--" : x < 0.45 ? "1-0" : x < 0.8 ? "0-1" : "1/2";
    ok("result", rd, board, code, "--division", d, "--db", db, "--user", "裁判" + (g.board() % 2 + 1));
    if (random.nextDouble() < 0.03 && !code.contains("-+") && !code.contains("+-") && !code.equals("--")) {
      String corrected = code.equals("1/2") ? "1-0" : "1/2";
      assertThat(ok("result", rd, board, corrected, "--correct", "--was", code, "--division", d, "--db", db))
          .contains("corrected");
    }
  }

  private void lateEntry(String db, Regulations r, String division) {
    DivisionRules rules = r.division(division).orElseThrow();
    String gender = rules.eligible().gender() == null || rules.eligible().gender().name().equals("MALE") ? "男" : "女";
    String born = rules.eligible().bornOnOrAfter() != null ? "2009-01-01" : "1990-01-01";
    String out = ok("players", "add", "迟到者", "--division", division, "--unit", "迟到队", "--gender", gender,
        "--born", born, "--province", rules.eligible().province() == null ? "福建" : rules.eligible().province(),
        "--city", "某市", "--checked-in", "--db", db);
    assertThat(out).contains("late entry");
  }

  private static String somePlayer(String db, String division, Random random) {
    try (Session s = Session.open(db, null, "test")) {
      Tournament t = s.load();
      int next = t.roundsOf(division).size() + 1;
      List<String> field = Pairings.field(t, division, next);
      return field.get(random.nextInt(field.size()));
    }
  }

  private static List<String> divisionsWithPlayers(String db) {
    try (Session s = Session.open(db, null, "test")) {
      Tournament t = s.load();
      return t.regulations().divisions().stream().map(DivisionRules::id)
          .filter(d -> !t.playersIn(d).isEmpty()).toList();
    }
  }

  private static Tournament withId(Tournament t, String id) {
    return new Tournament(id, t.name(), t.regulations(), t.units(), t.players(), t.rounds(), t.withdrawals(),
        t.penalties(), t.awards(), t.lots());
  }

  static String ok(String... args) {
    Cli r = Cli.run(args);
    assertThat(r.exit()).as(String.join(" ", args) + "\n" + r.err()).isZero();
    return r.out();
  }
}

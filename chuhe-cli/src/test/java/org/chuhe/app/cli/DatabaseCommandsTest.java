package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.ManualAward;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Unit;
import org.chuhe.model.UnitKind;
import org.chuhe.model.Withdrawal;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.TieBreakRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The database commands one by one: documents in and out, CSV registration lists, the log, result codes. */
class DatabaseCommandsTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void documentsComeBackAsTheyWentIn(Backend backend) throws Exception {
    // Whatever the document reader accepts: the example, and a document with odd but legal contents.
    Tournament odd = new Tournament("odd", "奇怪的文件", Presets.get("xiaoyi-2019")
        .withTieBreaks(new TieBreakRules(List.of(Criterion.PROGRESSIVE_SCORE, Criterion.LOTS), null, null, null,
            null)),
        List.of(new Unit("u1", "一队", UnitKind.CLUB), new Unit("u1", "重复", UnitKind.TEAM)),
        List.of(Player.of("a", "甲", "open", "u1"), Player.of("b", "乙", "open", "u1"), Player.of("c", "丙", "open",
            null), Player.of("d", "丁", "open", "外单位")),
        List.of(new Round("open", 2, List.of(Game.of(7, "a", "c", Result.DRAW), Game.of(7, "b", "d", null)),
            List.of(), List.of()),
            new Round("open", 1, List.of(new Game(1, "a", "b", Result.RED_WIN_BY_FORFEIT, new Fouls(1, 1),
                Fouls.NONE, false)),
                List.of("c", "d"), List.of(new ManualChange.ForcePair("a", "b", null, "双方要求"),
                    new ManualChange.Swap("c", "d", "裁判长决定", "裁判长", Instant.parse("2019-10-04T01:00:00Z"))))),
        List.of(new Withdrawal("d", 1, "病"), new Withdrawal("d", 2, "again")),
        List.of(new Penalty("a", PenaltyKind.FOUL, null, 2, null), new Penalty("a", PenaltyKind.FOUL, 1, 1, "x")),
        List.of(new ManualAward("c", "体育道德风尚奖")), Map.of("a", 2, "b", 1));
    Path oddFile = dir.resolve("odd.json");
    TournamentDocuments.write(odd, oddFile, true);
    for (Path doc : List.of(CliTest.EXAMPLE, oddFile)) {
      String db = backend.newDatabase(dir);
      ok("import", "json", doc.toString(), "--db", db);
      Tournament before = TournamentDocuments.read(doc);
      Tournament after = TournamentDocuments.read("export.json", ok("export", "json", "--db", db));
      assertThat(after).isEqualTo(before);
      assertRankedAlike(db, doc);
    }
  }

  /**
   * A document is ranked by the rules the database is ranked by: an event simulated under seed 004's rules
   * (chongqing-2018: a forfeit withdraws the player, illegal moves lose at 2 and other fouls at 3, a missing game
   * record costs 对手分) with many forfeits and fouls, ranked from the file and from the database it went into.
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aSimulatedDocumentIsRankedAsTheDatabaseRanksIt(Backend backend) throws Exception {
    Tournament simulated = org.chuhe.simulation.Simulation.simulate(new org.chuhe.simulation.SimulationSpec(4,
        Presets.get("chongqing-2018"), "adult", 30, 7, null, 0.08, 0.01, 0.3, null), 7).tournament();
    assertThat(simulated.rounds()).hasSizeGreaterThan(3);
    var fouls = simulated.regulations().fouls();
    assertThat(simulated.rounds().stream().flatMap(r -> r.games().stream()))
        .as("some game lost on fouls").anyMatch(g -> fouls.reached(g.redFouls()).isPresent()
            || fouls.reached(g.blackFouls()).isPresent())
        .as("some game forfeited").anyMatch(g -> g.result().isForfeit());
    Path doc = dir.resolve("simulated.json");
    TournamentDocuments.write(simulated, doc, true);
    String db = backend.newDatabase(dir);
    ok("import", "json", doc.toString(), "--db", db);
    assertRankedAlike(db, doc);
  }

  /** The standings and prizes of the database are those of the document (the head of the log aside). */
  private static void assertRankedAlike(String db, Path doc) throws Exception {
    assertThat(ok("standings", "--format", "json", "--db", db))
        .isEqualTo(ok("standings", doc.toString(), "--format", "json"));
    assertThat(withoutLog(ok("prizes", "--format", "json", "--db", db)))
        .isEqualTo(ok("prizes", doc.toString(), "--format", "json"));
  }

  /**
   * A team event (issue 28) comes back from the database as it went in: a team Swiss of nine teams (3 boards and a
   * reserve each) simulated by the command, so that each of its six rounds has four matches and a team bye. The
   * document exported is the imported one byte for byte (the head of the log aside), ranked the same.
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aTeamEventComesBackAsItWentIn(Backend backend) throws Exception {
    Path doc = dir.resolve("team.json");
    assertThat(ok("simulate", "--preset", "world-open-team-swiss", "--teams", "9", "--seed", "3", "--out",
        doc.toString())).contains("已模拟 9 队（每队 4 人，共 36 人）6 轮");
    Tournament before = TournamentDocuments.read(doc);
    assertThat(before.units()).hasSize(9).allSatisfy(u -> assertThat(u.lineUp()).hasSize(4));
    assertThat(before.rounds()).hasSize(6).allSatisfy(r -> {
      assertThat(r.matches()).hasSize(4);
      assertThat(r.teamByes()).hasSize(1);
      assertThat(r.games()).hasSize(12);
    });
    String db = backend.newDatabase(dir);
    ok("import", "json", doc.toString(), "--db", db);
    String exported = ok("export", "json", "--db", db);
    assertThat(withoutLog(exported).strip()).isEqualTo(Files.readString(doc).strip());
    assertThat(TournamentDocuments.read("export.json", exported)).isEqualTo(before);
    assertRankedAlike(db, doc);
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aManualChangeMadeOnTheDatabaseIsExportedWithItsRound(Backend backend) throws Exception {
    Path doc = dir.resolve("before.json");
    Files.writeString(doc, PairingCommandsTest.AFTER_ROUND_ONE);
    String db = backend.newDatabase(dir);
    ok("import", "json", doc.toString(), "--db", db);
    ok("pair", "--swap", "b,c", "--reason", "裁判长决定", "--db", db, "--user", "裁判长");
    Tournament exported = TournamentDocuments.read("export.json", ok("export", "json", "--db", db));
    Round two = exported.roundsOf("open").get(1);
    assertThat(two.changes()).hasSize(1);
    assertThat(two.changes().get(0)).isInstanceOfSatisfying(ManualChange.Swap.class, s -> {
      assertThat(s.players()).containsExactly("b", "c");
      assertThat(s.reason()).isEqualTo("裁判长决定");
      assertThat(s.by()).isEqualTo("裁判长");
      assertThat(s.at()).isNotNull();
    });
    assertThat(Cli.run("check", "--db", db).out()).contains("人工调整：对调 2号 b 与 3号 c（裁判长决定） — 裁判长 ");
    // The exported document imports again with the change, and undoing the round removes it.
    Path exportedFile = dir.resolve("exported.json");
    Files.writeString(exportedFile, ok("export", "json", "--db", db));
    ok("import", "json", exportedFile.toString(), "--as", "copy", "--db", db);
    assertThat(TournamentDocuments.read("copy.json", ok("export", "json", "--db", db, "--tournament", "copy"))
        .roundsOf("open").get(1).changes()).isEqualTo(two.changes());
    ok("unpair", "--division", "open", "--db", db, "--tournament", exported.id());
    assertThat(ok("export", "json", "--db", db, "--tournament", exported.id())).doesNotContain("\"changes\"");
  }

  @Test
  void aDocumentIsImportedOnceUnderItsIdAndAgainUnderAnother() {
    String db = dir.resolve("two.db").toString();
    ok("import", "json", CliTest.EXAMPLE.toString(), "--db", db);
    Cli again = Cli.run("import", "json", CliTest.EXAMPLE.toString(), "--db", db);
    assertThat(again.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(again.err()).contains("already has a tournament");
    ok("import", "json", CliTest.EXAMPLE.toString(), "--as", "copy", "--db", db);
    assertThat(ok("tournaments", "--db", db).lines().skip(1).findFirst().orElseThrow()).startsWith("copy");
    assertThat(ok("log", "--db", db, "--tournament", "copy")).contains("document.import");
  }

  @Test
  void aRegistrationListWithBadRowsImportsNothing() throws Exception {
    String db = dir.resolve("csv.db").toString();
    ok("new", "--preset", "chongqing-2018", "--name", "重庆", "--db", db);
    Path csv = dir.resolve("报名表.csv");
    Files.writeString(csv, "\uFEFF姓名,组别,性别,出生日期,户籍省,电话\n"
        + "王伟,成年组,男,1980-01-02,重庆,13800000000\n"
        + "李梅,少儿组,女,2010-13-01,重庆,\n"
        + "\"张,三\",青年组,M,1990/1/2,重庆,\n"
        + "赵六,adult,X,1970.5.6,四川,\n");
    Cli r = Cli.run("players", "import", csv.toString(), "--db", db);
    assertThat(r.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    // each cell named by its column letter and its heading as the file writes it
    assertThat(r.err()).contains("报名表.csv:D3 出生日期: 不是有效的日期 \"2010-13-01\"")
        .contains("报名表.csv:B4 组别: 没有组别 \"青年组\"")
        .contains("报名表.csv:C5 性别")
        .contains("no player was imported");
    assertThat(ok("players", "list", "--db", db).lines().count()).isEqualTo(1);
    // Eligibility is checked too, by row: 赵六's residence is not 重庆.
    Files.writeString(csv, "name,division,gender,birthDate,province\n王伟,adult,男,1980-01-02,重庆\n"
        + "赵六,adult,男,1970-05-06,四川\n");
    Cli ineligible = Cli.run("players", "import", csv.toString(), "--db", db);
    assertThat(ineligible.err()).contains("报名表.csv:3").contains("registered residence must be in 重庆 (is 四川)");
    ok("players", "import", csv.toString(), "--db", db, "--override", "特邀棋手");
    assertThat(ok("players", "list", "--db", db)).contains("王伟", "赵六");
  }

  @Test
  void resultCodesThatLookLikeOptions() {
    String db = dir.resolve("codes.db").toString();
    ok("import", "json", CliTest.EXAMPLE.toString(), "--db", db);
    Tournament t = TournamentDocuments.read(CliTest.EXAMPLE);
    Round last = t.roundsOf("open").get(t.roundsOf("open").size() - 1);
    String round = String.valueOf(last.number());
    Game g = last.games().get(0);
    String board = String.valueOf(g.board());
    String was = g.result().code();
    assertThat(ok("result", round, board, "-+", "--correct", "--was", was, "--db", db)).contains("corrected");
    assertThat(ok("result", round, board, "--", "--correct", "--was", "-+", "--db", db))
        .contains("红方弃权 → 双方弃权 / −/+ → −/−");
    Cli refused = Cli.run("result", round, board, "1-0", "--db", db);
    assertThat(refused.err()).contains("now holds −/−").contains("--correct");
    Cli bad = Cli.run("result", round, board, "2-2", "--correct", "--db", db);
    assertThat(bad.err()).contains("not a result code: \"2-2\"", "late+-, late-+, late--");
    // lateness (迟到判负), typed with the word first or after the forfeit's code
    assertThat(ok("result", round, board, "late--", "--correct", "--was", "--", "--db", db))
        .contains("双方弃权 → 双方迟到 / −/− → −/− late");
    assertThat(ok("result", round, board, "-+late", "--correct", "--db", db))
        .contains("双方迟到 → 红方迟到 / −/− late → −/+ late");
    assertThat(TournamentDocuments.read("t.json", ok("export", "json", "--db", db)).roundsOf("open")
        .get(t.roundsOf("open").size() - 1).games().get(0).result()).isEqualTo(Result.BLACK_WIN_BY_LATENESS);
  }

  @Test
  void theLogShowsBeforeAndAfterHidesSensitiveDataAndFindsTampering() throws Exception {
    String db = dir.resolve("log.db").toString();
    ok("new", "--preset", "qingyuan-2016", "--name", "日志", "--db", db, "--user", "甲");
    ok("players", "add", "王伟", "--unit", "清远", "--phone", "13912345678", "--id-number", "440101199001011234",
        "--db", db, "--user", "乙");
    ok("players", "edit", "p1", "--unit", "广州", "--db", db, "--user", "乙");
    String text = ok("log", "--db", db);
    assertThat(text).contains("乙", "player.edit", "\"unit\":\"清远\"", "\"unit\":\"广州\"")
        .doesNotContain("13912345678").doesNotContain("440101199001011234");
    assertThat(ok("log", "--format", "json", "--show-sensitive", "--db", db)).contains("13912345678");
    assertThat(ok("log", "--verify", "--db", db)).contains("3 entries");
    // The schema refuses to change the log; someone who goes around it is found by the hash chain.
    try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + db); var s = c.createStatement()) {
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> s.execute("UPDATE audit_log SET actor = 'x'"))
          .hasMessageContaining("append-only");
      s.execute("DROP TRIGGER audit_log_no_update");
      s.execute("UPDATE audit_log SET actor = '丙' WHERE seq = 2");
    }
    Cli verify = Cli.run("log", "--verify", "--db", db);
    assertThat(verify.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(verify.err()).contains("first at entry 2");
  }

  /** A prize list read from the database without the head of its log (a document has none), as JSON. */
  private static String withoutLog(String json) throws Exception {
    com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode)
        org.chuhe.app.io.Mappers.json().readTree(json);
    assertThat(tree.remove("log")).as("the head of the log").isNotNull();
    return org.chuhe.app.io.Mappers.json().writeValueAsString(tree) + System.lineSeparator();
  }
}

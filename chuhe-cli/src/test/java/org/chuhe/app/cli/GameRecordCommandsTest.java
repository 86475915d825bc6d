package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.document.RecordedGame;
import org.chuhe.app.io.games.GameFile;
import org.chuhe.app.io.games.GameFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code game-record ROUND BOARD --moves FILE}, {@code game-record ROUND --missing [--confirm]} and {@code export
 * games}, on files the test writes: a recorded game saved with the optimistic lock, a bad move named by its number,
 * the boards still missing a record confirmed at the regulations' cost (chongqing-2018: a foul and 1 point of
 * 对手分), and every recorded game written as one PGN or DhtmlXQ file that reads back.
 */
class GameRecordCommandsTest {
  @TempDir Path dir;

  /** chongqing-2018 (top 10 boards from round 1) with 8 players paired in round 1: boards 1 to 4. */
  private String paired() {
    String db = pairedEight(dir);
    ok("result", "1", "1", "0-1", "2", "1-0", "3", "1/2", "4", "+-", "--db", db);
    return db;
  }

  /** chongqing-2018 with 8 players (棋手1…8 of 队1…8) paired in round 1: boards 1 to 4, no result yet. */
  static String pairedEight(Path dir) {
    String db = dir.resolve("chongqing.db").toString();
    ok("new", "--preset", "chongqing-2018", "--db", db);
    for (int i = 1; i <= 8; i++) {
      ok("players", "add", "棋手" + i, "--division", "adult", "--unit", "队" + i, "--province", "重庆", "--db", db);
    }
    ok("checkin", "--all", "--db", db);
    ok("draw", "--seed", "3", "--db", db);
    ok("pair", "--db", db);
    return db;
  }

  private Path file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  @Test
  void aBoardsMovesAreSavedFromAFileWithTheLockAndABadMoveIsNamedByItsNumber() throws IOException {
    String db = paired();
    Path pgn = file("board1.pgn", "[Game \"Chinese Chess\"]\n[Event \"测试\"]\n[Result \"0-1\"]\n\n"
        + "1. 炮二平五 马8进7 2. 马二进三 车9平8 0-1\n");
    String saved = ok("game-record", "1", "1", "--moves", pgn.toString(), "--db", db);
    assertThat(saved).contains("第 1 轮第 1 台 / round 1 board 1: ", " 对 ", "棋谱 4 步 / record of 4 plies",
        "已保存 / saved  (v1)", "round 1 board 1: game record saved: 4 plies, version 1",
        "round 1 board 1: the game record is handed in");

    // The board has a record now: a second file is refused, naming who saved it, until --replace.
    Path list = file("board1.txt", "h2e2 h9g7\nh0g2 i9h9 i0h0\n");
    Cli again = Cli.run("game-record", "1", "1", "--moves", list.toString(), "--db", db);
    assertThat(again.exit()).isEqualTo(2);
    assertThat(again.err()).contains("record is now version 1, 4 plies (saved by ", "your change was not saved",
        "on the command line: check, then add --replace");
    assertThat(ok("game-record", "1", "1", "--moves", list.toString(), "--replace", "--db", db))
        .contains("record of 5 plies", "(v2)").doesNotContain("handed in");

    // A scoresheet with an illegal move: nothing saved, the line names the move number, the move and the rule.
    Path bad = file("board2.txt", "1. 炮二平五 马8进7\n2. 马二进三 马2进4\n");
    Cli refused = Cli.run("game-record", "1", "2", "--moves", bad.toString(), "--db", db);
    assertThat(refused.exit()).isEqualTo(2);
    assertThat(refused.err()).contains("board2.txt", "第 2 回合", "马2进4", "蹩马腿").doesNotContain("Exception");
    Path two = file("two.pgn", "[Game \"Chinese Chess\"]\n\n1. 炮二平五 马8进7 *\n\n[Game \"Chinese Chess\"]\n\n"
        + "1. 炮八平五 马2进3 *\n");
    assertThat(Cli.run("game-record", "1", "2", "--moves", two.toString(), "--db", db).err())
        .contains("two.pgn", "the file holds 2 games; a board's record needs exactly one");
    // The forfeit on board 4 was not played; a board beyond the last does not exist.
    assertThat(Cli.run("game-record", "1", "4", "--moves", pgn.toString(), "--db", db).err())
        .contains("not played over the board");
    assertThat(Cli.run("game-record", "1", "9", "--moves", pgn.toString(), "--db", db).err())
        .contains("round 1 board 9 does not exist");

    // Exactly one of the four forms.
    for (List<String> wrong : List.of(List.of("1"), List.of("1", "1"), List.of("1", "1", "kept", "--moves",
        pgn.toString()), List.of("1", "--missing", "--moves", pgn.toString()), List.of("1", "1", "kept",
        "--confirm"), List.of("1", "1", "kept", "--replace"), List.of("1", "1", "kept", "--delete"),
        List.of("1", "--delete"))) {
      List<String> args = new java.util.ArrayList<>(List.of("game-record"));
      args.addAll(wrong);
      args.addAll(List.of("--db", db));
      Cli r = Cli.run(args.toArray(String[]::new));
      assertThat(r.exit()).as(String.join(" ", wrong)).isEqualTo(2);
      assertThat(r.err()).as(String.join(" ", wrong)).contains("one of the four");
    }
    assertThat(ok("game-record", "1", "2", "kept", "--db", db)).contains("handed in");
    // Deleting: the board's record goes, its mark stays; a board without one is not found.
    assertThat(ok("game-record", "1", "1", "--delete", "--db", db))
        .contains("round 1 board 1: 棋谱已删除（版本 2，5 步） / record deleted (version 2, 5 plies)");
    assertThat(Cli.run("game-record", "1", "1", "--delete", "--db", db).err())
        .contains("round 1 board 1 has no game record to delete");
    assertThat(ok("game-record", "1", "1", "--moves", pgn.toString(), "--db", db)).contains("(v3)")
        .doesNotContain("handed in"); // marked kept already
  }

  @Test
  void theBoardsStillMissingARecordAreListedAndConfirmedAtTheRegulationsCost() throws IOException {
    String db = paired();
    ok("game-record", "1", "1", "--moves", file("board1.txt", "h2e2 h9g7").toString(), "--db", db);
    String listed = ok("game-record", "1", "--missing", "--db", db);
    assertThat(listed).contains("round 1: 2 board(s) still missing their record", "round 1 board 2: ",
        "round 1 board 3: ", "add --confirm").doesNotContain("board 1:").doesNotContain("board 4:");
    String confirmed = ok("game-record", "1", "--missing", "--confirm", "--db", db);
    assertThat(confirmed).contains("round 1 board 2: ", "缺棋谱 / record missing  (v2)", "record missing, borne by ",
        "one foul and 1 off the opponent score");
    assertThat(confirmed.lines().filter(l -> l.contains("borne by"))).hasSize(2);
    assertThat(ok("game-record", "1", "--missing", "--db", db)).contains("round 1: no board is missing its record");
    assertThat(ok("game-record", "1", "--missing", "--confirm", "--db", db)).contains("no board is missing");
    assertThat(ok("log", "--db", db)).contains("record.save", "game.record");
  }

  @Test
  void aRecordChangedBehindChuhesBackIsNamedWithItsRowAndMove() throws Exception {
    String db = paired();
    ok("game-record", "1", "1", "--moves", file("b1.txt", "h2e2 h9g7").toString(), "--db", db);
    try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + db);
        java.sql.Statement s = c.createStatement()) {
      s.execute("UPDATE game_records SET moves = 'h2e2 a0a1' WHERE board = 1");
    }
    for (List<String> read : List.of(List.of("export", "json"), List.of("export", "games", "--format", "pgn"))) {
      List<String> args = new java.util.ArrayList<>(read);
      args.addAll(List.of("--db", db));
      Cli r = Cli.run(args.toArray(String[]::new));
      assertThat(r.exit()).as(read.toString()).isEqualTo(2);
      assertThat(r.err()).as(read.toString()).contains("game_records[tournament_id=chongqing-2018, division=adult, "
          + "round_number=1, board=1].moves: 值 \"h2e2 a0a1\" 第 1 回合黑方 a0a1：", "restore a backup");
    }
  }

  @Test
  void everyRecordedGameIsExportedAsOnePgnOrDhtmlxqFile() throws IOException {
    String db = paired();
    ok("game-record", "1", "1", "--moves", file("b1.txt", "h2e2 h9g7 h0g2 i9h9").toString(), "--db", db);
    ok("game-record", "1", "3", "--moves", file("b3.txt", "b2e2 b9c7").toString(), "--db", db);
    Path out = dir.resolve("对局.pgn");
    assertThat(ok("export", "games", "--format", "pgn", "--out", out.toString(), "--db", db))
        .contains("exported 2 games to " + out);
    String pgn = Files.readString(out, StandardCharsets.UTF_8);
    assertThat(pgn).contains("炮二平五", "[Round \"1\"]", "[RedTeam \"队", "[Result \"0-1\"]", "[Result \"1/2-1/2\"]");
    List<GameFile> back = GameFiles.read(out.getFileName().toString(), Files.readAllBytes(out));
    assertThat(back).extracting(GameFile::line).containsExactly(RecordedGame.line(null, "h2e2 h9g7 h0g2 i9h9"),
        RecordedGame.line(null, "b2e2 b9c7"));

    Path iccs = dir.resolve("iccs.pgn");
    ok("export", "games", "--format", "pgn", "--notation", "iccs", "--round", "1", "--out", iccs.toString(),
        "--db", db);
    assertThat(Files.readString(iccs, StandardCharsets.UTF_8)).contains("H2-E2");
    Path dhtml = dir.resolve("games.txt");
    ok("export", "games", "--format", "dhtmlxq", "--division", "adult", "--out", dhtml.toString(), "--db", db);
    assertThat(GameFiles.read("games.txt", Files.readAllBytes(dhtml))).hasSize(2);

    assertThat(Cli.run("export", "games", "--format", "xml", "--out", out.toString(), "--db", db).err())
        .contains("must be pgn or dhtmlxq");
    assertThat(Cli.run("export", "games", "--format", "dhtmlxq", "--notation", "wxf", "--db", db).err())
        .contains("--notation is for pgn only");
    assertThat(Cli.run("export", "games", "--format", "pgn", "--round", "2", "--db", db).err())
        .contains("no recorded games (round 2)");
    assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo(pgn); // a refused export leaves the file
  }
}

package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the command line prints names players as arbiters do, never by id (issue 23): a whole event of seed 004's
 * regulations (a forfeit withdraws, a missing game record costs a foul) whose players' ids cannot occur in any text
 * ({@code id-Ⅹ7}), run by the commands an arbiter types, players named by id where he might; nothing any command
 * prints, on its output or its errors, holds an id.
 */
class PlayersByNameCommandsTest {
  private static final String ID = "id-Ⅹ";

  @TempDir Path dir;

  private final List<String> printed = new ArrayList<>();

  /** Runs a command, success or refusal, and keeps what it printed. */
  private Cli run(String... args) {
    return keep(Cli.run(args), args);
  }

  private Cli keep(Cli r, String... args) {
    printed.add(String.join(" ", args) + "\n" + r.out() + r.err());
    return r;
  }

  @Test
  void nothingACommandPrintsNamesAPlayerById() throws Exception {
    String db = dir.resolve("event.db").toString();
    run("new", "--preset", "chongqing-2018", "--db", db);
    String[] lines = org.chuhe.app.workflow.Fields.csv("chongqing-2018").split("\n");
    StringBuilder csv = new StringBuilder("id," + lines[0] + "\n");
    for (int i = 1; i < lines.length; i++) {
      csv.append(ID).append(i).append(',').append(lines[i]).append('\n');
    }
    Path list = dir.resolve("field.csv");
    Files.writeString(list, csv);
    assertThat(run("players", "import", list.toString(), "--db", db).exit()).isZero();
    run("checkin", "--all", "--db", db);
    assertThat(run("players", "edit", ID + "3", "--name", "重庆三", "--db", db).out()).contains("重庆三");
    run("checkin", ID + "1", ID + "2", "--undo", "--db", db);
    assertThat(run("draw", "--seed", "1", "--db", db).out()).contains("未编号");
    assertThat(run("checkin", ID + "1", ID + "2", "--db", db).out()).contains("抽签后到场");
    int rounds = 11;
    for (int round = 1; round <= rounds; round++) {
      if (round == 2) {
        // Two players who are still in: the winners of round 1's last two boards.
        List<Game> one = TournamentDocuments.read("export.json", Cli.run("export", "json", "--db", db).out())
            .roundsOf("adult").get(0).games();
        List<String> winners = one.subList(one.size() - 2, one.size()).stream()
            .map(g -> g.result() == org.chuhe.model.Result.BLACK_WIN ? g.black() : g.red()).toList();
        Cli forced = run("pair", "--division", "adult", "--explain", "--force-pair", String.join(",", winners),
            "--reason", "测试", "--db", db);
        assertThat(forced.exit()).as(forced.err()).isZero();
      } else {
        assertThat(run("pair", "--division", "adult", "--explain", "--db", db).exit()).isZero();
      }
      play(db, round);
      if (round == 3) {
        run("withdraw", ID + "7", "--db", db);
        run("withdraw", ID + "7", "--db", db);
        run("penalty", ID + "2", "cancel-round-result", "--round", "2", "--db", db);
        run("penalty", ID + "2", "cancel-round-result", "--round", "2", "--db", db);
        run("penalty", ID + "2", "rank-behind-equal", "--db", db);
        run("players", "remove", ID + "2", "--db", db);
      }
    }
    run("lots", "--division", "adult", "--seed", "5", "--db", db);
    run("lots", "--division", "adult", "--seed", "5", "--db", db);
    run("award", "add", ID + "1", "体育道德风尚奖", "--override", "测试", "--db", db);
    run("award", "add", ID + "1", "体育道德风尚奖", "--override", "测试", "--db", db);
    run("award", "list", "--db", db);
    run("check", "--db", db);
    run("check", "--lang", "en", "--db", db);
    for (String lang : List.of("zh", "en")) {
      run("standings", "--division", "adult", "--lang", lang, "--db", db);
      run("explain-rank", ID + "1", ID + "2", "--lang", lang, "--db", db);
      run("explain-rank", ID + "10", ID + "20", "--lang", lang, "--db", db);
      run("explain-rank", ID + "5", ID + "6", "--lang", lang, "--db", db);
    }
    run("prizes", "--db", db);
    run("report", "--db", db);
    assertThat(String.join("", printed)).contains("号", "No. ", "人工调整", "指定", "轮空", "退赛");
    // Results are read back the Chinese way, then as English lists write them.
    assertThat(String.join("", printed)).contains("：黑方弃权 / +/−  已录入 / recorded",
        "已更正 / corrected (黑方弃权 → 红胜 / +/− → 1-0)", "：和 / ½-½");
    assertThat(printed).allSatisfy(p -> assertThat(p.substring(p.indexOf('\n') + 1)).as(p).doesNotContain(ID));
  }

  /**
   * A round's results: in round 1 board 1 a forfeit (withdrawing the loser), corrected and entered again, board 2's
   * game record missing, red of board 3 fouling until he loses; a second entry over a result refused; every other
   * board on one result sheet.
   */
  private void play(String db, int round) {
    Tournament t = TournamentDocuments.read("export.json", Cli.run("export", "json", "--db", db).out());
    Round r = t.roundsOf("adult").get(round - 1);
    String n = Integer.toString(round);
    StringBuilder sheet = new StringBuilder();
    for (Game g : r.games()) {
      String b = Integer.toString(g.board());
      if (round == 1 && g.board() == 1) {
        run("result", n, b, "+-", "--division", "adult", "--db", db);
        run("result", n, b, "1-0", "--correct", "--division", "adult", "--db", db);
        run("result", n, b, "+-", "--correct", "--division", "adult", "--db", db);
        run("result", n, b, "0-1", "--division", "adult", "--db", db);
      } else if (round == 1 && g.board() == 2) {
        run("game-record", n, b, "missing", "--division", "adult", "--db", db);
        run("result", n, b, "1/2", "--division", "adult", "--db", db);
      } else if (round == 1 && g.board() == 3) {
        for (int foul = 0; foul < 3; foul++) {
          run("foul", n, b, "red", "--division", "adult", "--db", db);
        }
      } else {
        sheet.append(b).append(' ').append(List.of("1-0", "1/2", "0-1").get(g.board() % 3)).append('\n');
      }
    }
    if (!sheet.isEmpty()) {
      keep(Cli.withInput(sheet.toString(), "result", n, "-", "--division", "adult", "--db", db), "result", n, "-");
    }
  }
}

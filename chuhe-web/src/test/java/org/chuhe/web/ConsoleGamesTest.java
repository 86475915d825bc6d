package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.GameRecords;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.chuhe.xiangqi.GameLine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Game records over real HTTP on a real SQLite file (issue 25): the desk's entry (a move clicked or typed, a move the
 * rules refuse named with its reason, the last move taken back, a scoresheet pasted whole with its first bad move
 * named, the save with the optimistic lock), the records missing of a round and their confirmation, and the public
 * viewer, its links from the pairing list and the card, and the event's games as PGN and DhtmlXQ. The event plays by
 * chongqing-2018's regulations: the top 10 boards recorded from round 1, a missing record costs a foul.
 */
class ConsoleGamesTest {
  @TempDir Path dir;
  Served web;
  Served.Browser li;
  String csrf;

  @BeforeEach
  void serve() {
    web = Served.of(dir, unmarked(Simulation.run(new SimulationSpec(7, Presets.get("chongqing-2018"), "adult", 24,
        null, null, null, null, null, null), 1)));
    web.account("li", Accounts.Role.ARBITER);
    li = web.browser();
    csrf = li.loginAs("li");
  }

  /** The event with no board's record marked kept or missing yet (the simulation marks them). */
  static Tournament unmarked(Tournament t) {
    return t.withRounds(t.rounds().stream().map(r -> r.withGames(r.games().stream().map(g -> new Game(g.board(),
        g.red(), g.black(), g.result(), g.redFouls(), g.blackFouls(), null)).toList(), r.byes())).toList());
  }

  @AfterEach
  void stop() {
    web.close();
  }

  /** The entry's form of round 1, board {@code board}: the hidden fields as the page has them, and more. */
  static Map<String, String> entry(int board, long version, String line, String... more) {
    Map<String, String> form = new LinkedHashMap<>();
    form.put("division", "adult");
    form.put("round", "1");
    form.put("board", Integer.toString(board));
    form.put("version", Long.toString(version));
    form.put("line", line);
    form.put("saved", "");
    for (int i = 0; i + 1 < more.length; i += 2) {
      form.put(more[i], more[i + 1]);
    }
    return form;
  }

  /** The value of a hidden field of the entry. */
  static String hidden(HttpResponse<String> r, String name) {
    Matcher m = Pattern.compile("name=\"" + name + "\" value=\"([^\"]*)\"").matcher(r.body());
    assertThat(m.find()).as(name + " in " + r.body()).isTrue();
    return m.group(1);
  }

  @Test
  void movesClickedOrTypedAreCheckedOneByOneAndARefusedOneIsNamedWithItsReason() {
    HttpResponse<String> page = li.get(Paths.deskGame("adult", 1, 1));
    assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
    assertThat(page.body()).contains("第 1 轮第 1 台 · 录入棋谱", "本台还没有棋谱", "/assets/board.js",
        "data-fen=\"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\"", "红方走棋");
    Game g = web.game("adult", 1, 1);
    Tournament t = web.load();
    Player red = t.player(g.red()).orElseThrow();
    assertThat(page.body()).as("players named as arbiters name them").contains(red.number() + "号 " + red.name() + "（");

    // A click: the move in ICCS, as board.js sends it.
    HttpResponse<String> clicked = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "", "move", "h2e2"), csrf, true);
    assertThat(clicked.statusCode()).as(clicked.body()).isEqualTo(200);
    assertThat(hidden(clicked, "line")).isEqualTo("h2e2");
    assertThat(clicked.body()).contains("炮二平五", "黑方走棋", "未保存", "data-last=\"h2e2\"")
        .doesNotContain("<html");
    // Typed, in Chinese (black's digits full-width or not) and in WXF.
    HttpResponse<String> typed = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h2e2", "move", "马8进7"), csrf, true);
    assertThat(typed.statusCode()).as(typed.body()).isEqualTo(200);
    assertThat(hidden(typed, "line")).isEqualTo("h2e2 h9g7");
    HttpResponse<String> wxf = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h2e2 h9g7", "move", "H2+3"), csrf, true);
    assertThat(hidden(wxf, "line")).isEqualTo("h2e2 h9g7 h0g2");
    assertThat(wxf.body()).contains("1.", "2.", "马二进三");

    // The horse's leg blocked: refused with the rule, the line as it was, the text kept in its field.
    HttpResponse<String> blocked = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h2e2 h9g7", "move", "b0d1"), csrf,
        true);
    assertThat(blocked.statusCode()).isEqualTo(422);
    assertThat(blocked.body()).contains("马八进六：蹩马腿", "value=\"b0d1\"");
    assertThat(hidden(blocked, "line")).isEqualTo("h2e2 h9g7");
    HttpResponse<String> diagonal = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "", "move", "a0b1"), csrf, true);
    assertThat(diagonal.body()).as("a rook's diagonal has no Chinese name").contains("a0b1：车只能直走");
    HttpResponse<String> nonsense = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "", "move", "车九进十"), csrf, true);
    assertThat(nonsense.statusCode()).isEqualTo(422);
    assertThat(hidden(nonsense, "line")).isEmpty();

    HttpResponse<String> undone = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h2e2 h9g7", "do", "undo"), csrf, true);
    assertThat(hidden(undone, "line")).isEqualTo("h2e2");
    assertThat(undone.body()).contains("已撤回最后一步");
    // A line the form should not hold (altered by hand): refused, nothing else.
    assertThat(li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h2e2 h2e2", "move", "h9g7"), csrf, true).statusCode())
        .isEqualTo(400);
    try (Session s = web.session("test")) {
      assertThat(GameRecords.get(s, new Results.GameRef("adult", 1, 1))).as("nothing stored before the save")
          .isEmpty();
    }
    assertThat(li.get(Paths.deskGame("adult", 1, 1) + "&lang=en").body()).contains("Round 1 board 1: the game record",
        "Red to move");
  }

  @Test
  void theArbitersHelpersCountTowardsTheMoveLimitAndListRepeatedPositions() {
    // The horses out and back: the start stands again after move 2 (black), and the position after 1. 马二进三 again.
    HttpResponse<String> r = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h0g2 h9g7 g2h0 g7h9", "move", "马二进三"),
        csrf, true);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.body()).contains("自然限着（40 回合）：自开局起已走 5 着，合 2 回合", "无人提出限着",
        "重复局面：开局后的局面，又在第 2 回合黑方 马７退８后出现（共 2 次）；其间 红 马二进三，黑 马８进７，红 马三退二，黑 马７退８",
        "重复局面：第 1 回合红方 马二进三后的局面，又在第 3 回合红方 马二进三后出现（共 2 次）");
    // The arbiter accepts red's claim after ply 1: red's moves since then count, the claim travels in the form.
    HttpResponse<String> claimed = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h0g2 h9g7 g2h0 g7h9 h0g2", "do",
        "claim", "claimant", "red", "claimPly", "1"), csrf, true);
    assertThat(claimed.statusCode()).as(claimed.body()).isEqualTo(200);
    assertThat(claimed.body()).contains("限着按红方在第 1 步（半回合）后提出计", "红方提出", "红方着数计 2 回合",
        "还差 38 回合", "name=\"claimant\" value=\"red\"", "name=\"claimPly\" value=\"1\"",
        "<option value=\"red\" selected>").doesNotContain("<option value=\"black\" selected");
    HttpResponse<String> next = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h0g2 h9g7 g2h0 g7h9 h0g2", "move",
        "h9g7", "claimant", "red", "claimPly", "1"), csrf, true);
    assertThat(next.body()).as("still counted from the claim").contains("红方提出");
    assertThat(li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h0g2", "do", "claim", "claimant", "red", "claimPly", "5"),
        csrf, true).statusCode()).as("a claim after the moves entered").isEqualTo(400);
    // A capture starts the count again.
    HttpResponse<String> capture = li.post(Paths.DESK_GAME_MOVE, entry(1, 0, "h2e2 h9g7", "move", "炮五进四"), csrf,
        true);
    assertThat(capture.body()).contains("自第 2 回合红方 炮五进四（吃子）后已走 0 着");
  }

  @Test
  void aScoresheetPastedWholeIsReadMoveByMoveAndItsFirstBadMoveNamed() {
    String sheet = "1. 炮二平五 马8进7\n2. 马二进三 车9平8\n3. 车一平二 马2进1\n";
    HttpResponse<String> read = li.post(Paths.DESK_GAME_PASTE, entry(1, 0, "", "sheet", sheet), csrf, true);
    assertThat(read.statusCode()).as(read.body()).isEqualTo(200);
    assertThat(hidden(read, "line")).isEqualTo("h2e2 h9g7 h0g2 i9h9 i0h0 b9a7");
    assertThat(read.body()).contains("共 6 步", "车一平二");
    // The fourth move breaks a rule: named, and what was entered before stays, the text too.
    String bad = "1. 炮二平五 马8进7\n2. 马二进三 车9平8\n3. 车一平二 马2进1\n4. 马八进七 炮8进4\n5. 马七进八 炮8平7\n";
    HttpResponse<String> refused = li.post(Paths.DESK_GAME_PASTE, entry(1, 0, "h2e2", "sheet", bad), csrf, true);
    assertThat(refused.statusCode()).isBetween(400, 499);
    assertThat(refused.body()).containsPattern("第 ?[45] ?回合").contains("马七进八");
    assertThat(hidden(refused, "line")).isEqualTo("h2e2");
    assertThat(refused.body()).contains("马七进八 炮8平7\n</textarea>");
  }

  @Test
  void aSavedRecordIsLockedByItsVersionAndShownOnThePublicPages() {
    HttpResponse<String> saved = li.post(Paths.DESK_GAME_SAVE, entry(1, 0, "h2e2 h9g7 h0g2"), csrf, true);
    assertThat(saved.statusCode()).as(saved.body()).isEqualTo(200);
    assertThat(saved.body()).contains("棋谱已保存：3 步").doesNotContain("未保存");
    long version = Long.parseLong(hidden(saved, "version"));
    assertThat(version).isPositive();
    try (Session s = web.session("test")) {
      GameLine line = GameRecords.get(s, new Results.GameRef("adult", 1, 1)).orElseThrow().line();
      assertThat(line.plies()).isEqualTo(3);
    }
    // Another arbiter, on the page as it was before the save: refused, naming who; his moves stay in his page.
    web.account("wang", Accounts.Role.ARBITER);
    Served.Browser wang = web.browser();
    String wangCsrf = wang.loginAs("wang");
    HttpResponse<String> stale = wang.post(Paths.DESK_GAME_SAVE, entry(1, 0, "c3c4"), wangCsrf, true);
    assertThat(stale.statusCode()).isEqualTo(409);
    assertThat(stale.body()).contains("li");
    assertThat(hidden(stale, "line")).isEqualTo("c3c4");
    HttpResponse<String> again = li.get(Paths.deskGame("adult", 1, 1));
    assertThat(again.body()).contains("已存棋谱", "炮二平五", "马二进三", "删除已存的棋谱");

    // The public viewer: the head as arbiters write it, every position in the page, the moves by 回合.
    Game g = web.game("adult", 1, 1);
    Tournament t = web.load();
    Player red = t.player(g.red()).orElseThrow();
    HttpResponse<String> viewer = web.get(Paths.game("adult", 1, 1) + "?lang=zh");
    assertThat(viewer.statusCode()).as(viewer.body()).isEqualTo(200);
    assertThat(viewer.body()).contains(red.number() + "号 " + red.name(), Views.result(Texts.of(
        org.chuhe.app.report.Lang.zh), g.result()), "data-game=", "炮二平五", "马二进三", "data-ply=\"3\"",
        "/assets/board.js", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    assertThat(Pattern.compile("&#34;fens&#34;:\\[(.*?)]").matcher(viewer.body()).results().findFirst()
        .orElseThrow().group(1).split(",")).as("the start and a position after each move").hasSize(4);
    assertThat(viewer.body()).as("the names lead to the cards").contains("href=\"" + Paths.player("adult",
        red.number()) + "\"");
    assertThat(web.get(Paths.game("adult", 1, 2)).statusCode()).as("no record").isEqualTo(404);
    assertThat(web.get(Paths.round("adult", 1)).body()).contains("href=\"" + Paths.game("adult", 1, 1) + "\"")
        .doesNotContain("href=\"" + Paths.game("adult", 1, 2) + "\"");
    assertThat(web.get(Paths.player("adult", red.number())).body()).contains("href=\"" + Paths.game("adult", 1, 1)
        + "\"");
    assertThat(web.get("/").body()).contains(Paths.DOWNLOAD_GAMES_PGN, Paths.DOWNLOAD_GAMES_DHTMLXQ);

    // The event's games as files: names and units, no ID or phone number.
    HttpResponse<byte[]> pgn = web.bytes(Paths.DOWNLOAD_GAMES_PGN);
    assertThat(pgn.statusCode()).isEqualTo(200);
    String pgnText = new String(pgn.body(), StandardCharsets.UTF_8);
    assertThat(pgnText).contains("[Game \"Chinese Chess\"]", red.name(), "炮二平五");
    assertThat(StaticSite.fileName(Paths.DOWNLOAD_GAMES_PGN)).as("the static copy keeps the file's kind")
        .endsWith(".pgn");
    assertThat(StaticSite.fileName(Paths.DOWNLOAD_GAMES_DHTMLXQ)).endsWith(".txt");
    HttpResponse<byte[]> dhtml = web.bytes(Paths.DOWNLOAD_GAMES_DHTMLXQ);
    String dhtmlText = new String(dhtml.body(), StandardCharsets.UTF_8);
    assertThat(dhtmlText).contains("[DhtmlXQ]", red.name());
    for (Player p : t.players()) {
      for (String secret : java.util.stream.Stream.of(p.idNumber(), p.phone()).filter(v -> v != null
          && !v.isBlank()).toList()) {
        assertThat(pgnText).doesNotContain(secret);
        assertThat(dhtmlText).doesNotContain(secret);
      }
    }
  }

  /** The static copy of the public pages (issue 24) carries the viewer, its script and the games' files. */
  @Test
  void theStaticCopyHoldsTheViewerItsBoardAndTheGamesFiles() throws Exception {
    li.post(Paths.DESK_GAME_SAVE, entry(1, 0, "h2e2 h9g7 h0g2"), csrf, true);
    Path folder = StaticSite.write(web.workspace, null, org.chuhe.app.report.Lang.zh, dir.resolve("copy")).folder();
    Path viewer = folder.resolve(StaticSite.fileName(Paths.game("adult", 1, 1)));
    assertThat(viewer).isRegularFile();
    String html = java.nio.file.Files.readString(viewer, StandardCharsets.UTF_8);
    assertThat(html).contains("data-game=", "炮二平五", "assets/board.js", "assets/board.css");
    assertThat(folder.resolve(StaticSite.ASSETS + "board.js")).isRegularFile();
    assertThat(folder.resolve(StaticSite.ASSETS + "board.css")).isRegularFile();
    assertThat(java.nio.file.Files.readString(folder.resolve(StaticSite.fileName(Paths.DOWNLOAD_GAMES_PGN)),
        StandardCharsets.UTF_8)).contains("炮二平五");
  }

  @Test
  void aRecordIsDeletedAtItsVersionAndItsMovesStayInThePage() {
    HttpResponse<String> saved = li.post(Paths.DESK_GAME_SAVE, entry(2, 0, "h2e2 h9g7"), csrf, true);
    long version = Long.parseLong(hidden(saved, "version"));
    assertThat(li.post(Paths.DESK_GAME_DELETE, entry(2, version + 1, "h2e2 h9g7"), csrf, true).statusCode())
        .as("a stale page").isEqualTo(409);
    HttpResponse<String> deleted = li.post(Paths.DESK_GAME_DELETE, entry(2, version, "h2e2 h9g7"), csrf, true);
    assertThat(deleted.statusCode()).as(deleted.body()).isEqualTo(200);
    assertThat(deleted.body()).contains("本台棋谱已删除", "未保存").doesNotContain("删除已存的棋谱");
    assertThat(hidden(deleted, "line")).isEqualTo("h2e2 h9g7");
    assertThat(hidden(deleted, "version")).isEqualTo("0");
    try (Session s = web.session("test")) {
      assertThat(GameRecords.get(s, new Results.GameRef("adult", 1, 2))).isEmpty();
    }
    assertThat(web.get(Paths.game("adult", 1, 2)).statusCode()).isEqualTo(404);
  }

  @Test
  void theRecordsMissingOfARoundAreListedAndTheirCostAppliedOnConfirmation() {
    li.post(Paths.DESK_GAME_SAVE, entry(1, 0, "h2e2 h9g7"), csrf, true);
    assertThat(li.get(Paths.results("adult")).body()).as("the desk links the list")
        .contains(Paths.deskMissing("adult", 1).replace("&", "&amp;"));
    HttpResponse<String> page = li.get(Paths.deskMissing("adult", 1));
    assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
    List<String> boards = Served.shown(Pattern.compile("<tr data-board=\"(\\d+)\""), page.body());
    assertThat(boards).as("the top 10 boards but the one recorded").doesNotContain("1").isNotEmpty()
        .allSatisfy(b -> assertThat(Integer.parseInt(b)).isBetween(2, 10));
    assertThat(page.body()).contains(Paths.deskGame("adult", 1, 2).replace("&", "&amp;"), "确认缺谱");
    HttpResponse<String> confirmed = li.post(Paths.DESK_MISSING_CONFIRM, Map.of("division", "adult", "round", "1"),
        csrf, false);
    assertThat(confirmed.statusCode()).as(confirmed.body()).isEqualTo(200);
    assertThat(confirmed.body()).contains("已按缺谱处理 " + boards.size() + " 台", "规程要求的棋谱都已录入");
    assertThat(web.game("adult", 1, Integer.parseInt(boards.get(0))).recordKept()).isFalse();
    assertThat(web.game("adult", 1, 1).recordKept()).as("the record saved marks the board's record kept").isTrue();
  }
}

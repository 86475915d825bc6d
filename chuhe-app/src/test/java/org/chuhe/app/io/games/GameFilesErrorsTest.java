package org.chuhe.app.io.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;

/** Malformed files, each refused with the exact line a person reads: file, game, move number, move and reason. */
class GameFilesErrorsTest {
  private static String problem(String file, String text) {
    return problem(file, text.getBytes(StandardCharsets.UTF_8));
  }

  private static String problem(String file, byte[] bytes) {
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> GameFiles.read(file, bytes));
    assertThat(e).as("refused").isNotNull();
    assertThat(e.problems()).allSatisfy(p -> assertThat(p.kind()).isEqualTo(Problem.Kind.INVALID_INPUT));
    return e.getMessage();
  }

  private static final String HEAD = "[Game \"Chinese Chess\"]\n[Red \"王芳\"]\n[Black \"李明\"]\n";

  @Test
  void aBlockedHorseInChineseNamesTheMoveNumberAndTheRule() {
    assertThat(problem("r3.pgn", HEAD + "\n1. 炮二平五 马８进７\n2. 马二进四 车９平８ *\n"))
        .isEqualTo("r3.pgn:6: 第 2 回合 马二进四：蹩马腿 / move 2 马二进四 (H2+4): the horse's leg is blocked");
  }

  @Test
  void blacksMoveIsSaidToBeBlacks() {
    assertThat(problem("r3.pgn", HEAD + "\n1. h2e2 h9g7 2. h0g2 g7e6 *\n"))
        .isEqualTo("r3.pgn:5: 第 2 回合（黑方）g7e6：不能吃己方棋子 / move 2 (black) g7e6: a piece cannot capture its "
            + "own side's piece");
  }

  @Test
  void inAFileOfSeveralGamesTheGameIsNamedByNumberAndPlayers() {
    String two = HEAD + "\n1. h2e2 h9g7 *\n\n[Game \"Chinese Chess\"]\n[Red \"张三\"]\n[Black \"李四\"]\n\n"
        + "1. 炮二平五 马８进７\n2. 马二进三 车９平８\n3. 车一平二 马２进４ *\n";
    assertThat(problem("r3.pgn", two)).isEqualTo("r3.pgn:13: 第 2 局（张三 对 李四）：第 3 回合（黑方）马２进４：蹩马腿"
        + " / game 2 (张三 v 李四): move 3 (black) 马２进４ (H2+4): the horse's leg is blocked");
  }

  @Test
  void aMoveNamingNoPieceOrNoMoveAtAll() {
    assertThat(problem("list.txt", "炮二平五 马８进７ 炮三平四"))
        .startsWith("list.txt:1: 第 2 回合 炮三平四：");
    assertThat(problem("list.txt", "炮二平五 马８进７\nhello"))
        .startsWith("list.txt:2: 第 2 回合 hello：不是着法");
  }

  @Test
  void aTruncatedTag() {
    assertThat(problem("r3.pgn", "[Game \"Chinese Chess\"]\n[Event \"2026年厦门市象棋公开\n\n1. h2e2 *\n"))
        .isEqualTo("r3.pgn:2: 标签不完整：“[Event \"2026年厦门市象棋公开”（应为 [名称 \"值\"]，在同一行结束） / incomplete tag: "
            + "\"[Event \"2026年厦门市象棋公开\" (should be [Name \"value\"], ending on the same line)");
  }

  @Test
  void anUnknownResult() {
    assertThat(problem("r3.pgn", HEAD + "[Result \"2-0\"]\n\n1. h2e2 *\n"))
        .isEqualTo("r3.pgn:4: 结果“2-0”不认识（应为 1-0、1/2-1/2、0-1、*，或 红胜、和棋、黑胜、未知） / unknown result "
            + "\"2-0\" (should be 1-0, 1/2-1/2, 0-1, *, or 红胜, 和棋, 黑胜, 未知)");
    assertThat(problem("r3.txt", "[DhtmlXQ]\n[DhtmlXQ_result]红赢[/DhtmlXQ_result]\n"
        + "[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n"))
        .isEqualTo("r3.txt:2: 结果“红赢”不认识（应为 1-0、1/2-1/2、0-1、*，或 红胜、和棋、黑胜、未知） / unknown result "
            + "\"红赢\" (should be 1-0, 1/2-1/2, 0-1, *, or 红胜, 和棋, 黑胜, 未知)");
  }

  @Test
  void aResultTagThatTheMovesContradict() {
    assertThat(problem("r3.pgn", HEAD + "[Result \"1-0\"]\n\n1. h2e2 h9g7 0-1\n"))
        .isEqualTo("r3.pgn:4: 结果不一致：Result 标签为 1-0，着法末尾为 0-1 / the results differ: the Result tag says 1-0, "
            + "the end of the moves 0-1");
  }

  @Test
  void aHeaderThatIsNoRealText() {
    assertThat(problem("r3.pgn", "[Game \"Chinese Chess\"]\n[Red \"王\u0007芳\"]\n\n1. h2e2 *\n"))
        .isEqualTo("r3.pgn:1: Red：第 2 个字符是控制字符 U+0007，不是可见的文字 / Red: character 2 is the control character "
            + "U+0007, not visible text");
  }

  @Test
  void aBadFen() {
    assertThat(problem("r3.pgn", HEAD + "[FEN \"rnbakabnr/9/1c5c1 w\"]\n\n1. h2e2 *\n"))
        .isEqualTo("r3.pgn:4: 局面（FEN）应有 10 行（以 / 分隔），现有 3 行 / position (FEN) needs 10 ranks separated by /, "
            + "found 3");
  }

  @Test
  void notAXiangqiGame() {
    assertThat(problem("chess.pgn", "[Event \"Casual\"]\n[Game \"Chess\"]\n\n1. e4 e5 *\n"))
        .isEqualTo("chess.pgn:2: 不是象棋棋谱（Game 为“Chess”，应为“Chinese Chess”） / not a xiangqi game (Game is "
            + "\"Chess\", should be \"Chinese Chess\")");
  }

  @Test
  void nothingReadable() {
    assertThat(problem("empty.pgn", "  \n\n")).isEqualTo("empty.pgn: 文件里没有可读的棋谱（不是 PGN 或 DhtmlXQ，也没有着法）"
        + " / nothing readable: neither PGN nor DhtmlXQ, and no moves");
    assertThat(problem("list.csv", "姓名,单位\n王芳,厦门\n")).isEqualTo("list.csv:1: 文件里没有可读的棋谱：不是 PGN 或 "
        + "DhtmlXQ，开头的“姓名”也不是着法 / nothing readable: neither PGN nor DhtmlXQ, and the first word \"姓名\" is no move");
  }

  @Test
  void aCommentOrVariationLeftOpen() {
    assertThat(problem("r3.pgn", HEAD + "\n1. h2e2 {当头炮 h9g7 *\n"))
        .isEqualTo("r3.pgn:5: 注释“{”没有结束（缺少“}”） / a comment \"{\" is not closed (no \"}\")");
    assertThat(problem("r3.pgn", HEAD + "\n1. h2e2 (1. h0g2 h9g7 *\n"))
        .isEqualTo("r3.pgn:5: 变着“(”没有结束（缺少“)”） / a variation \"(\" is not closed (no \")\")");
  }

  @Test
  void dhtmlxqCutShort() {
    assertThat(problem("r3.txt", "[DhtmlXQ]\n[DhtmlXQ_red]王芳[/DhtmlXQ_red]\n[DhtmlXQ_movelist]77477062\n[/DhtmlXQ]\n"))
        .isEqualTo("r3.txt:3: 标签 [DhtmlXQ_movelist] 没有结束（缺少 [/DhtmlXQ_movelist]） / the tag "
            + "[DhtmlXQ_movelist] is not closed (no [/DhtmlXQ_movelist])");
    assertThat(problem("r3.txt", "[DhtmlXQ]\n[DhtmlXQ_movelist]7747706[/DhtmlXQ_movelist]\n"))
        .isEqualTo("r3.txt:1: [DhtmlXQ] 块没有结束（缺少 [/DhtmlXQ]） / the [DhtmlXQ] block is not closed (no [/DhtmlXQ]); "
            + "r3.txt:2: 第 1 回合（黑方）706：不完整：每步着法为 4 位数字 / move 1 (black) 706: is incomplete: a move is 4 "
            + "digits");
  }

  @Test
  void dhtmlxqBadMovesAndStart() {
    assertThat(problem("r3.txt", "[DhtmlXQ][DhtmlXQ_movelist]77477062796280708979[/DhtmlXQ_movelist][/DhtmlXQ]"))
        .isEqualTo("r3.txt:1: 第 2 回合 7962：马走日字 / move 2 7962: the horse moves one point straight and one "
            + "diagonally");
    assertThat(problem("r3.txt", "[DhtmlXQ][DhtmlXQ_binit]89796959[/DhtmlXQ_binit]"
        + "[DhtmlXQ_movelist][/DhtmlXQ_movelist][/DhtmlXQ]"))
        .isEqualTo("r3.txt:1: 开局局面（binit）应为 64 位数字，现为“89796959” / the start position (binit) should be 64 "
            + "digits, found \"89796959\"");
    assertThat(problem("r3.txt", "[DhtmlXQ][DhtmlXQ_binit]8999999949999999999999999999999999999941309999999999999999999949"
        + "[/DhtmlXQ_binit][DhtmlXQ_movelist][/DhtmlXQ_movelist][/DhtmlXQ]"))
        .isEqualTo("r3.txt:1: 开局局面（binit）第 32 个子（卒）与帅同在“49” / the start position (binit): piece 32 (卒) and 帅 "
            + "both stand on \"49\"");
  }

  @Test
  void aGb18030FileNamesTheBadMoveToo() {
    byte[] gbk = (HEAD + "\n1. 炮二平五 马８进７\n2. 马二进四 *\n").getBytes(Charset.forName("GB18030"));
    assertThat(problem("gbk.pgn", gbk))
        .isEqualTo("gbk.pgn:6: 第 2 回合 马二进四：蹩马腿 / move 2 马二进四 (H2+4): the horse's leg is blocked");
  }
}

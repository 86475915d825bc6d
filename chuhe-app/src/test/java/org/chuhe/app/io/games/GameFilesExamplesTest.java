package org.chuhe.app.io.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.Position;
import org.junit.jupiter.api.Test;

/**
 * Files written by hand from the formats as published (src/test/resources/games): a PGN with Chinese and WXF moves,
 * comments and a variation; DhtmlXQ blocks as a site's page carries them; plain lists as an arbiter types them.
 */
class GameFilesExamplesTest {
  /** 炮二平五 马８进７ 马二进三 车９平８ 车一平二 马２进３, checked by hand on a board. */
  static final GameLine SCREEN_HORSES = Games.line(Position.start(), "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7");
  /** 车一进四 将４进１ from a rook-against-advisor ending. */
  static final GameLine ENDING = Games.line(Position.fromFen("3k5/4a4/9/9/8R/9/9/9/9/4K4 w"), "i5i9", "d9d8");

  static byte[] resource(String name) {
    try (InputStream in = GameFilesExamplesTest.class.getResourceAsStream("/games/" + name)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void aPgnFileOfTwoGamesInChineseAndWxf() {
    List<GameFile> games = GameFiles.read("xiamen-r3.pgn", resource("xiamen-r3.pgn"));
    assertThat(games).hasSize(2);
    assertThat(games.get(0).headers()).isEqualTo(new GameHeaders("2026年厦门市象棋公开赛", "厦门", "2026.05.01", "3",
        null, null, "思明区", "王天一", "湖里区", "郑惟桐", "1-0", Map.of("Opening", "中炮对屏风马")));
    assertThat(games.get(0).line()).isEqualTo(SCREEN_HORSES);
    assertThat(games.get(1).headers()).isEqualTo(new GameHeaders("2026年厦门市象棋公开赛", null, null, "3", null, null,
        null, "王芳", null, "李明", "*", Map.of()));
    assertThat(games.get(1).line()).isEqualTo(ENDING);
  }

  @Test
  void dhtmlxqBlocksAsASitePublishesThem() {
    List<GameFile> games = GameFiles.read("xiamen-r3-dpxq.txt", resource("xiamen-r3-dpxq.txt"));
    assertThat(games).hasSize(2);
    assertThat(games.get(0).headers()).isEqualTo(new GameHeaders("2026年厦门市象棋公开赛", "厦门", "2026-05-01",
        "第03轮", "第01台", "男子组", "思明区", "王天一", "湖里区", "郑惟桐", "1-0", Map.of("Opening", "中炮对屏风马")));
    assertThat(games.get(0).line()).isEqualTo(SCREEN_HORSES);
    assertThat(games.get(1).headers()).isEqualTo(GameHeaders.of("王芳", "李明", "*"));
    assertThat(games.get(1).line()).isEqualTo(ENDING);
  }

  @Test
  void aBinitListingRedFromItsLeftIsTheStartPositionToo() {
    // as some editors write it: red's pieces from a0 (rook 09, horse 19 …), cannons 17 77, pawns 06 … 86
    String block = "[DhtmlXQ][DhtmlXQ_binit]0919293949596979891777062646668600102030405060708012720323436383"
        + "[/DhtmlXQ_binit][DhtmlXQ_movelist]774770627967807089791022[/DhtmlXQ_movelist][/DhtmlXQ]";
    assertThat(GameFiles.read("ccbridge.txt", block).get(0).line()).isEqualTo(SCREEN_HORSES);
  }

  @Test
  void plainListsInAnyNotationWithOrWithoutNumbers() {
    GameHeaders unknown = GameHeaders.none();
    assertThat(GameFiles.read("a.txt", "炮二平五 马８进７\n马二进三 车９平８\n车一平二 马２进３\n"))
        .containsExactly(new GameFile(unknown, SCREEN_HORSES));
    assertThat(GameFiles.read("b.txt", "1. 炮二平五 马8进7 2. 马二进三 车9平8 3. 车一平二 马2进3"))
        .containsExactly(new GameFile(unknown, SCREEN_HORSES));
    assertThat(GameFiles.read("c.txt", "第1回合 炮二平五 马８进７，第2回合 马二进三 车９平８，第3回合 车一平二 马２进３ 红胜"))
        .containsExactly(new GameFile(GameHeaders.of(null, null, "1-0"), SCREEN_HORSES));
    assertThat(GameFiles.read("d.txt", "1、C2.5 H8+7\n2、H2+3 R9.8\n3、R1.2 H2+3\n1/2-1/2"))
        .containsExactly(new GameFile(GameHeaders.of(null, null, "1/2-1/2"), SCREEN_HORSES));
    assertThat(GameFiles.read("e.txt", "h2e2,h9g7,h0g2,i9h9,H0-H0".replace(",H0-H0", ",i0h0,B9-C7 0-1")))
        .containsExactly(new GameFile(GameHeaders.of(null, null, "0-1"), SCREEN_HORSES));
  }

  @Test
  void aTagWhoseQuotesAreNotEscapedIsReadToItsLastQuote() {
    String pgn = "[Game \"Chinese Chess\"][Event \"第\"一\"届楚河杯\"]\n[Red \"王芳\"] [Black \"李明\"]\n\n"
        + "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *\n";
    GameFile game = GameFiles.read("quotes.pgn", pgn).get(0);
    assertThat(game.headers().event()).isEqualTo("第\"一\"届楚河杯");
    assertThat(game.headers().red()).isEqualTo("王芳");
    assertThat(game.headers().black()).isEqualTo("李明");
    assertThat(game.line()).isEqualTo(SCREEN_HORSES);
  }

  @Test
  void aPgnWithoutTagsIsAPlainList() {
    assertThat(GameFiles.read("f.pgn", "1.炮二平五 马８进７ 2.马二进三 车９平８ 3.车一平二 马２进３ *"))
        .containsExactly(new GameFile(GameHeaders.none(), SCREEN_HORSES));
  }
}

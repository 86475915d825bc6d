package org.chuhe.app.io.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Files written by GameFiles read back to the same games: PGN in each notation, DhtmlXQ, GB18030, a BOM. */
class GameFilesRoundTripTest {
  /** Several games: the known opening, a game from a FEN with black to move, random games with captures. */
  static List<GameFile> games(long seed) {
    Random random = new Random(seed);
    List<GameFile> games = new ArrayList<>();
    Map<String, String> other = new LinkedHashMap<>();
    other.put("ECCO", "B05");
    other.put("Opening", "中炮对左三步虎");
    games.add(new GameFile(new GameHeaders("2026年厦门市象棋公开赛", "厦门", "2026-05-01", "3", "1", "男子组",
        "思明区", "王天一", "湖里区", "郑惟桐", "1/2-1/2", other), Games.opening()));
    Position blackToMove = Position.fromFen("3ak4/4a4/4b4/9/2b6/9/9/4B4/4A4/3AK1C2 b");
    games.add(new GameFile(Games.headers("王芳", "李\"小\"明", "1-0"), Games.random(random, blackToMove, 9)));
    for (int i = 0; i < 3; i++) {
      games.add(new GameFile(Games.headers("选手" + i, "对手" + i, i == 0 ? "0-1" : "*"),
          Games.random(random, Position.start(), 40 + random.nextInt(120))));
    }
    games.add(new GameFile(GameHeaders.none(), GameLine.empty(Position.start())));
    return games;
  }

  @ParameterizedTest
  @EnumSource(value = Notation.class, names = {"CHINESE", "WXF", "ICCS"})
  void pgnInEachNotationReadsBackToTheSameGames(Notation notation) {
    long seed = System.nanoTime();
    System.out.println("GameFilesRoundTripTest seed " + seed);
    List<GameFile> games = games(seed);
    String pgn = GameFiles.pgn(games, notation);
    assertThat(GameFiles.read("games.pgn", pgn.getBytes(StandardCharsets.UTF_8))).isEqualTo(games);
  }

  /** Many random games (seed printed): every move written in each notation and by DhtmlXQ reads back the same. */
  @Test
  void manyRandomGamesInEveryFormat() {
    long seed = System.nanoTime();
    System.out.println("GameFilesRoundTripTest.manyRandomGamesInEveryFormat seed " + seed);
    Random random = new Random(seed);
    List<GameFile> games = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      games.add(new GameFile(Games.headers("红" + i, "黑" + i, "*"),
          Games.random(random, Position.start(), 20 + random.nextInt(180))));
    }
    for (Notation notation : Notation.values()) {
      assertThat(GameFiles.read("many.pgn", GameFiles.pgn(games, notation))).as(notation + ", seed " + seed)
          .isEqualTo(games);
    }
    assertThat(GameFiles.read("many.txt", GameFiles.dhtmlxq(games))).as("DhtmlXQ, seed " + seed).isEqualTo(games);
  }

  @Test
  void dhtmlxqReadsBackToTheSameGames() {
    long seed = System.nanoTime();
    System.out.println("GameFilesRoundTripTest seed " + seed);
    List<GameFile> games = games(seed);
    String text = GameFiles.dhtmlxq(games);
    List<GameFile> read = GameFiles.read("games.txt", text.getBytes(StandardCharsets.UTF_8));
    assertThat(read).isEqualTo(games);
  }

  @Test
  void gb18030BytesAndAByteOrderMarkReadTheSame() {
    List<GameFile> games = games(20260501L);
    String pgn = GameFiles.pgn(games, Notation.ICCS);
    assertThat(GameFiles.read("gbk.pgn", pgn.getBytes(Charset.forName("GB18030")))).isEqualTo(games);
    byte[] utf8 = pgn.getBytes(StandardCharsets.UTF_8);
    byte[] bom = new byte[utf8.length + 3];
    bom[0] = (byte) 0xEF;
    bom[1] = (byte) 0xBB;
    bom[2] = (byte) 0xBF;
    System.arraycopy(utf8, 0, bom, 3, utf8.length);
    assertThat(GameFiles.read("bom.pgn", bom)).isEqualTo(games);
    String dhtmlxq = GameFiles.dhtmlxq(games);
    assertThat(GameFiles.read("gbk.txt", dhtmlxq.getBytes(Charset.forName("GB18030")))).isEqualTo(games);
    assertThat(GameFiles.read("crlf.txt", dhtmlxq.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8)))
        .isEqualTo(games);
  }

  @Test
  void theStartPositionIsTheStandardBinitAndPgnWritesNoFenForIt() {
    assertThat(DhtmlXq.binit(Position.start()))
        .isEqualTo("8979695949392919097717866646260600102030405060708012720323436383");
    String pgn = GameFiles.pgn(List.of(new GameFile(GameHeaders.none(), Games.opening())), Notation.ICCS);
    assertThat(pgn).doesNotContain("FEN").contains("[Format \"ICCS\"]")
        .contains("1. H2-E2 H9-G7\n2. H0-G2 I9-H9\n*\n");
  }
}

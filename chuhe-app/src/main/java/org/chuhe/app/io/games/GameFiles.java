package org.chuhe.app.io.games;

import java.util.List;
import org.chuhe.app.io.InputFiles;
import org.chuhe.xiangqi.notation.Notation;

/**
 * Game-record files in and out (docs/game-records.md, "Files: PGN and DhtmlXQ"): PGN as xiangqi programs write it, the
 * DhtmlXQ text xiangqi sites publish, and a plain list of moves in any notation. Reading finds the format by the
 * content, the encoding by the bytes (UTF-8 with or without a byte-order mark, or GB18030/GBK as Chinese Windows
 * programs write it), and refuses a file it cannot read entirely with a {@link org.chuhe.problem.ProblemException}
 * naming the file, the game (when the file holds several: its number and players), the move number as players count
 * it (回合), the move's text and the reason ("第 12 回合 马八进七：蹩马腿"). Only the main line of a game is kept:
 * comments and variations are skipped.
 */
public final class GameFiles {
  private GameFiles() {}

  /** The games of a file's bytes; {@code fileName} is how problems name the file. */
  public static List<GameFile> read(String fileName, byte[] bytes) {
    return read(fileName, InputFiles.decodeUtf8OrGb18030(fileName, bytes, InputFiles.Kind.GAME_RECORDS).text());
  }

  /** The games of a file's text (a byte-order mark at its start is dropped). */
  public static List<GameFile> read(String fileName, String text) {
    String t = InputFiles.text(fileName, text.replace("\r\n", "\n").replace('\r', '\n'),
        InputFiles.Kind.GAME_RECORDS);
    if (DhtmlXq.looksLike(t)) {
      return DhtmlXq.read(fileName, t);
    }
    if (Pgn.looksLike(t)) {
      return Pgn.read(fileName, t);
    }
    return MoveList.read(fileName, t);
  }

  /** The games as one PGN file, the moves in {@code notation} (the Format tag says which). */
  public static String pgn(List<GameFile> games, Notation notation) {
    return Pgn.write(games, notation);
  }

  /** The games as DhtmlXQ blocks, one after the other. */
  public static String dhtmlxq(List<GameFile> games) {
    return DhtmlXq.write(games);
  }
}

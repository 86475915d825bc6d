package org.chuhe.app.io.games;

import java.util.Objects;
import org.chuhe.xiangqi.GameLine;

/** One game of a game-record file: its headers and its moves from its start position (the main line only). */
public record GameFile(GameHeaders headers, GameLine line) {
  public GameFile {
    Objects.requireNonNull(headers, "headers");
    Objects.requireNonNull(line, "line");
  }
}

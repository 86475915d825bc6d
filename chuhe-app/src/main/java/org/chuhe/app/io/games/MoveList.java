package org.chuhe.app.io.games;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.notation.MoveTextException;

/**
 * A plain list of moves, one game from the start position, as an arbiter types a paper score sheet: moves in any
 * notation separated by spaces, line breaks or commas, with or without move numbers ({@code 1.}, {@code 1、},
 * {@code 第1回合}), and the result at the end when known ({@code 1-0}, {@code 红胜} …).
 */
final class MoveList {
  /**
   * A move number before a move or alone: 1. 1... 1、 1: 1) 第1回合 (digits ASCII or full-width, as typed in
   * Chinese).
   */
  private static final Pattern NUMBER = Pattern.compile(
      "^(?:第\\s*[0-9０-９一二三四五六七八九十百]+\\s*回合[:：]?|[0-9０-９]+\\s*[.．。…、:：)）]+)");
  private static final Pattern SEPARATORS = Pattern.compile("[\\s,，;；\uFEFF]+");

  private MoveList() {}

  static List<GameFile> read(String file, String text) {
    List<Replay.Token> tokens = new ArrayList<>();
    String result = "*";
    String[] lines = text.split("\n", -1);
    for (int l = 0; l < lines.length; l++) {
      for (String word : SEPARATORS.split(lines[l])) {
        if (word.isEmpty()) {
          continue;
        }
        if (GameResults.isResult(word)) {
          result = GameResults.read(word);
          continue;
        }
        String move = strip(word);
        if (!move.isEmpty()) {
          tokens.add(new Replay.Token(move, l + 1));
        }
      }
    }
    if (tokens.isEmpty()) {
      throw ProblemException.of(file, "文件里没有可读的棋谱（不是 PGN 或 DhtmlXQ，也没有着法）",
          "nothing readable: neither PGN nor DhtmlXQ, and no moves");
    }
    Replay.Label label = new Replay.Label(1, 1, null, null);
    Replay.Outcome outcome = Replay.play(file, label, Position.start(), tokens, Replay.ANY_NOTATION);
    if (outcome.problem() != null) {
      Problem p = outcome.problem();
      if (outcome.line() == null && isFirstUnreadable(file, tokens)) {
        throw ProblemException.of(Replay.where(file, tokens.get(0).line()),
            "文件里没有可读的棋谱：不是 PGN 或 DhtmlXQ，开头的“" + org.chuhe.app.io.InputText.shown(tokens.get(0).text(), 20)
                + "”也不是着法", "nothing readable: neither PGN nor DhtmlXQ, and the first word \""
                + org.chuhe.app.io.InputText.shown(tokens.get(0).text(), 20) + "\" is no move");
      }
      throw new ProblemException(p);
    }
    return List.of(new GameFile(GameHeaders.of(null, null, result), outcome.line()));
  }

  /** Whether the very first word is no move in any notation: then the file is not a list of moves at all. */
  private static boolean isFirstUnreadable(String file, List<Replay.Token> tokens) {
    try {
      Replay.ANY_NOTATION.read(Position.start(), tokens.get(0).text());
      return false;
    } catch (MoveTextException e) {
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  /**
   * The move in a word, without the move number before it. A number is followed by the move or by nothing: "33.4"
   * is a move in WXF (the middle pawn of three on file 3), not number 33.
   */
  static String strip(String word) {
    Matcher m = NUMBER.matcher(word);
    if (m.find() && (m.end() == word.length() || !Character.isDigit(word.charAt(m.end())))) {
      return word.substring(m.end());
    }
    return word;
  }
}

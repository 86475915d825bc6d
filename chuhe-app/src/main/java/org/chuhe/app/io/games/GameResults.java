package org.chuhe.app.io.games;

import java.util.Map;

/**
 * A game's result as files write it: PGN's {@code 1-0}, {@code 1/2-1/2}, {@code 0-1}, {@code *}, and the words
 * Chinese programs and sites use (DhtmlXQ's 红胜 / 和棋 / 黑胜 / 未知, a score sheet's 红先胜 …), always read into PGN's.
 */
final class GameResults {
  private static final Map<String, String> READ = Map.ofEntries(
      Map.entry("1-0", "1-0"), Map.entry("0-1", "0-1"), Map.entry("1/2-1/2", "1/2-1/2"), Map.entry("½-½", "1/2-1/2"),
      Map.entry("*", "*"),
      Map.entry("红胜", "1-0"), Map.entry("红先胜", "1-0"), Map.entry("红方胜", "1-0"), Map.entry("黑负", "1-0"),
      Map.entry("黑胜", "0-1"), Map.entry("红先负", "0-1"), Map.entry("黑方胜", "0-1"), Map.entry("红负", "0-1"),
      Map.entry("和棋", "1/2-1/2"), Map.entry("和", "1/2-1/2"), Map.entry("红先和", "1/2-1/2"),
      Map.entry("未知", "*"));

  private GameResults() {}

  /** PGN's result for {@code text} (blank: unknown, {@code *}), or null when {@code text} is no result. */
  static String read(String text) {
    if (text == null || text.isBlank()) {
      return "*";
    }
    return READ.get(text.strip());
  }

  /** Whether {@code text} is a result (a file's last word may be one). */
  static boolean isResult(String text) {
    return text != null && !text.isBlank() && READ.containsKey(text.strip());
  }

  /** The result in DhtmlXQ's words. */
  static String dhtmlxq(String pgn) {
    return switch (pgn) {
      case "1-0" -> "红胜";
      case "0-1" -> "黑胜";
      case "1/2-1/2" -> "和棋";
      default -> "未知";
    };
  }

  /** How a title says it between the players' names ("洪智 先胜 徐天红"). */
  static String title(String pgn) {
    return switch (pgn) {
      case "1-0" -> "先胜";
      case "0-1" -> "先负";
      case "1/2-1/2" -> "先和";
      default -> "对";
    };
  }

  static String[] unknown(String text) {
    return new String[] {"结果“" + text + "”不认识（应为 1-0、1/2-1/2、0-1、*，或 红胜、和棋、黑胜、未知）",
        "unknown result \"" + text + "\" (should be 1-0, 1/2-1/2, 0-1, *, or 红胜, 和棋, 黑胜, 未知)"};
  }
}

package org.chuhe.web;

import java.util.LinkedHashMap;
import java.util.Map;
import org.chuhe.model.Result;
import org.chuhe.problem.ProblemException;

/**
 * The one key per result of the console's fast entry: 1 red wins, = or 5 a draw (5 sits in the middle of a number
 * pad), 0 black wins, + red wins by forfeit, - black wins by forfeit, * both forfeit. The console's script reads the
 * same keys from the page ({@code data-keys}), so this map is the one place they are defined.
 */
final class ResultKeys {
  private ResultKeys() {}

  static final Map<String, Result> KEYS = keys();

  private static Map<String, Result> keys() {
    Map<String, Result> keys = new LinkedHashMap<>();
    keys.put("1", Result.RED_WIN);
    keys.put("=", Result.DRAW);
    keys.put("5", Result.DRAW);
    keys.put("0", Result.BLACK_WIN);
    keys.put("+", Result.RED_WIN_BY_FORFEIT);
    keys.put("-", Result.BLACK_WIN_BY_FORFEIT);
    keys.put("*", Result.DOUBLE_FORFEIT);
    return java.util.Collections.unmodifiableMap(keys);
  }

  static Result result(String key) {
    Result r = key == null ? null : KEYS.get(key.strip());
    if (r == null) {
      String known = String.join(" ", KEYS.keySet());
      throw Web.problem("key", "problem.resultKey", key, known);
    }
    return r;
  }

  /**
   * The keys for the page's script, each with the code of its result ("1:1-0 =:1/2 …", split at the first colon),
   * so that it can tell a correction (a board that holds another result) from a first entry.
   */
  static String forScript() {
    StringBuilder sb = new StringBuilder();
    KEYS.forEach((k, r) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append(':').append(r.code()));
    return sb.toString();
  }
}

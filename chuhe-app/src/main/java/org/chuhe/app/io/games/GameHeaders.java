package org.chuhe.app.io.games;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.chuhe.problem.ProblemException;

/**
 * What a game record says about its game besides the moves: the event, the players and the result, as PGN's tags and
 * DhtmlXQ's header fields carry them (docs/game-records.md, "Files: PGN and DhtmlXQ"). A blank value is no value
 * (null), so that a field written empty reads back as not given.
 *
 * @param date yyyy-MM-dd or yyyy.MM.dd, as given
 * @param result as PGN writes it: {@code 1-0}, {@code 1/2-1/2}, {@code 0-1}, or {@code *} (unknown, the default)
 * @param other the file's other fields in their order (ECCO, Opening, …), by PGN tag name
 */
public record GameHeaders(String event, String site, String date, String round, String board, String group,
    String redTeam, String red, String blackTeam, String black, String result, Map<String, String> other) {
  /** The results PGN knows; {@code *} is a game whose result is not known (yet). */
  public static final Set<String> RESULTS = Set.of("1-0", "1/2-1/2", "0-1", "*");

  public GameHeaders {
    event = given(event);
    site = given(site);
    date = given(date);
    round = given(round);
    board = given(board);
    group = given(group);
    redTeam = given(redTeam);
    red = given(red);
    blackTeam = given(blackTeam);
    black = given(black);
    result = given(result) == null ? "*" : result.strip();
    if (!RESULTS.contains(result)) {
      throw ProblemException.of("result", "结果“" + result + "”不是 1-0、1/2-1/2、0-1 或 *",
          "result \"" + result + "\" is not 1-0, 1/2-1/2, 0-1 or *");
    }
    Map<String, String> kept = new LinkedHashMap<>();
    if (other != null) {
      other.forEach((k, v) -> {
        if (given(k) != null && given(v) != null) {
          kept.put(k.strip(), given(v));
        }
      });
    }
    other = Collections.unmodifiableMap(kept);
  }

  /** Headers with nothing but the players and the result. */
  public static GameHeaders of(String red, String black, String result) {
    return new GameHeaders(null, null, null, null, null, null, null, red, null, black, result, Map.of());
  }

  /** No headers at all: an unknown result. */
  public static GameHeaders none() {
    return of(null, null, "*");
  }

  private static String given(String s) {
    // a value is one line (a DhtmlXQ field may wrap); a line break inside it is a space
    return s == null || s.isBlank() ? null : s.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
  }
}

package org.chuhe.app.report;

/**
 * The address of a board's page ({@code /divisions/open/rounds/3/boards/12}), where the two players of the board
 * report its result (issue 26): in one place for the web app's routes and for what is printed outside it (the QR
 * code of a table card and of a result slip). As {@link CardPath}, a division is addressed by its id.
 */
public final class BoardPath {
  private BoardPath() {}

  /** The page of board {@code board} of round {@code round} in {@code division} (its id). */
  public static String of(String division, int round, int board) {
    return "/divisions/" + CardPath.encode(division) + "/rounds/" + round + "/boards/" + board;
  }

  /** The full address of the board's page on the public pages served at {@code baseUrl} ("https://…"). */
  public static String url(String baseUrl, String division, int round, int board) {
    return CardPath.under(baseUrl, of(division, round, board));
  }
}

package org.chuhe.app.report;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The address of a player's public card ({@code /divisions/open/players/12}), in one place for the web app's routes
 * and links and for what is printed outside it (the QR code of a certificate). A player is addressed by his pairing
 * number, never by his id (which may be an ID number).
 */
public final class CardPath {
  private CardPath() {}

  /** The card of the player with pairing number {@code number} in {@code division} (its id). */
  public static String of(String division, int number) {
    return "/divisions/" + encode(division) + "/players/" + number;
  }

  /** The full address of the card on the public pages served at {@code baseUrl} ("https://…", a slash or not). */
  public static String url(String baseUrl, String division, int number) {
    return under(baseUrl, of(division, number));
  }

  /** {@code path} (from the root, "/divisions/…") on the public pages served at {@code baseUrl}, a slash or not. */
  static String under(String baseUrl, String path) {
    String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    return base + path;
  }

  /** A part of a path, percent-encoded (a space as %20, not +). */
  public static String encode(String part) {
    return URLEncoder.encode(part, StandardCharsets.UTF_8).replace("+", "%20");
  }
}

package org.chuhe.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** The addresses of the pages, in one place: the routes of {@link WebApp} and the links of the templates. */
final class Paths {
  private Paths() {}

  static final String HOME = "/";
  static final String LIVE = "/live";
  static final String TEAMS = "/teams";
  static final String CONSOLE = "/console";
  static final String LOGIN = "/console/login";
  static final String LOGOUT = "/console/logout";
  static final String PASSWORD = "/console/password";
  static final String ACCOUNTS = "/console/accounts";
  static final String RESULTS = "/console/results";
  static final String SHEET = "/console/results/sheet";

  static String round(String division, int round) {
    return "/divisions/" + encode(division) + "/rounds/" + round;
  }

  static String standings(String division) {
    return "/divisions/" + encode(division) + "/standings";
  }

  static String crosstable(String division) {
    return "/divisions/" + encode(division) + "/crosstable";
  }

  /** A player's card, by his pairing number (public, unlike his id, which may be an ID number). */
  static String player(String division, int number) {
    return "/divisions/" + encode(division) + "/players/" + number;
  }

  static String account(String login) {
    return ACCOUNTS + "/" + encode(login);
  }

  static String results(String division) {
    return RESULTS + "?division=" + encode(division);
  }

  static String sheet(String division) {
    return SHEET + "?division=" + encode(division);
  }

  static String encode(String part) {
    return URLEncoder.encode(part, StandardCharsets.UTF_8).replace("+", "%20");
  }
}

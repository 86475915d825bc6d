package org.chuhe.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** The addresses of the pages, in one place: the routes of {@link WebApp} and the links of the templates. */
final class Paths {
  private Paths() {}

  static final String HOME = "/";
  static final String LIVE = "/live";
  /** The head of the audit log as a public page's foot shows it, fetched again after a live update. */
  static final String LOG_HEAD = "/log-head";
  static final String TEAMS = "/teams";
  static final String CONSOLE = "/console";
  static final String LOGIN = "/console/login";
  static final String LOGOUT = "/console/logout";
  static final String PASSWORD = "/console/password";
  static final String ACCOUNTS = "/console/accounts";
  static final String RESULTS = "/console/results";
  static final String SHEET = "/console/results/sheet";
  // The console's pages beside the results desk (ConsoleDesk).
  static final String DESK_BOARD = "/console/board";
  static final String DESK_FOUL = "/console/board/foul";
  static final String DESK_LATE = "/console/board/late";
  static final String DESK_RECORD = "/console/board/record";
  static final String DESK_DISCIPLINE = "/console/discipline";
  static final String DESK_WITHDRAW = "/console/discipline/withdraw";
  static final String DESK_PENALTY = "/console/discipline/penalty";
  static final String DESK_LOG = "/console/log";
  static final String DESK_LOG_VERIFY = "/console/log/verify";
  static final String DESK_STANDINGS = "/console/standings";
  static final String DESK_LOTS = "/console/standings/lots";
  static final String DESK_PRIZES = "/console/prizes";
  static final String AWARD = "/console/prizes/award";
  static final String REVOKE = "/console/prizes/revoke";
  static final String WITHDRAWN_PRIZES = "/console/prizes/withdrawn";
  static final String CHECK = "/console/check";
  static final String EXPORT = "/console/export";
  static final String EXPORT_JSON = "/console/export/json";
  static final String EXPORT_CSV = "/console/export/standings.csv";
  /** The lists of {@code export KIND} (issue 24): {@code /console/export/tables/standings?format=xlsx}. */
  static final String EXPORT_TABLES = "/console/export/tables/{kind}";
  /** The public lists as downloads (not the payout sheet): {@code /downloads/standings?format=xlsx}. */
  static final String DOWNLOAD = "/downloads/{kind}";

  // The public pages' extras (PublicExtras).
  static final String QR = "/qr";
  static final String QR_IMAGE = "/qr.svg";
  static final String LATEST = "/latest";
  static final String PRIZES = "/prizes";
  static final String TITLES = "/titles";
  static final String HALL = "/hall";

  /** A division's players in the order of their names' pinyin. */
  static String players(String division) {
    return "/divisions/" + encode(division) + "/players";
  }

  /** The hall display of one division. */
  static String hall(String division) {
    return "/divisions/" + encode(division) + "/hall";
  }

  static final String PLAYERS = "/console/players";
  static final String PLAYERS_IMPORT = "/console/players/import";
  static final String IMPORT_PREVIEW = "/console/players/import/preview";
  static final String IMPORT_ACCEPT = "/console/players/import/accept";
  static final String CHECKIN = "/console/players/checkin";
  static final String PLAYER_EDIT = "/console/players/edit";
  static final String PLAYER_REMOVE = "/console/players/remove";

  /** The page to change or remove a registration. */
  static String playerEdit(String id) {
    return PLAYER_EDIT + "?player=" + encode(id);
  }
  // The check-in desk (ConsoleCheckIn): the page, its live part, a unit's and every player's check-in.
  static final String CHECKIN_DESK = "/console/checkin";
  static final String CHECKIN_PART = "/console/checkin/desk";
  static final String CHECKIN_UNIT = "/console/checkin/unit";
  static final String CHECKIN_ALL = "/console/checkin/all";
  static final String SORT_UNIT = "unit";
  static final String SORT_NAME = "name";

  /** The check-in desk of a division ({@code *}: of every division), sorted by unit or by name. */
  static String checkInDesk(String division, String sort) {
    return CHECKIN_DESK + "?division=" + encode(division) + "&sort=" + sort;
  }

  /** The confirmation of a unit's check-in: who of it is not in yet. */
  static String checkInUnit(String division, String unit, String sort) {
    return CHECKIN_UNIT + "?division=" + encode(division) + "&unit=" + encode(unit) + "&sort=" + sort;
  }

  /** The confirmation of everybody's check-in (the chief arbiter's). */
  static String checkInAll(String division, String sort) {
    return CHECKIN_ALL + "?division=" + encode(division) + "&sort=" + sort;
  }

  static final String ROUNDS = "/console/rounds";
  static final String DRAW = "/console/rounds/draw";
  static final String PAIR = "/console/rounds/pair";
  static final String CHANGE = "/console/rounds/change";
  static final String PUBLISH = "/console/rounds/publish";
  static final String UNPAIR = "/console/rounds/undo";

  // The event itself (ConsoleEvents): creating it from a preset, its regulations.
  static final String EVENT = "/console/event";
  static final String EVENT_IMPORT = "/console/event/import";
  static final String REGULATIONS = "/console/regulations";
  static final String REGULATIONS_CHECK = "/console/regulations/check";

  static String consolePlayers(String division) {
    return PLAYERS + "?division=" + encode(division);
  }

  static String consoleRounds(String division) {
    return ROUNDS + "?division=" + encode(division);
  }

  static String round(String division, int round) {
    return "/divisions/" + encode(division) + "/rounds/" + round;
  }

  static String standings(String division) {
    return "/divisions/" + encode(division) + "/standings";
  }

  /** A list of {@code export KIND} as a download: {@code format} xlsx or csv. */
  static String exportTable(org.chuhe.app.report.ExportKind kind, String format) {
    return EXPORT_TABLES.replace("{kind}", kind.word()) + "?format=" + format;
  }

  /** A public list as a download: {@code format} xlsx or csv. */
  static String download(org.chuhe.app.report.ExportKind kind, String format) {
    return DOWNLOAD.replace("{kind}", kind.word()) + "?format=" + format;
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

  /** A board's page of the console: its fouls, lateness and who entered its result. */
  static String deskBoard(String division, int round, int board) {
    return deskBoards(division, round) + board;
  }

  /** The address of a round's board pages without the board number, for the desk's script to add it. */
  static String deskBoards(String division, int round) {
    return DESK_BOARD + "?division=" + encode(division) + "&round=" + round + "&board=";
  }

  /** The preview of an entry form kept under {@code token} ({@link FormUploads}). */
  static String importPreview(String token) {
    return IMPORT_PREVIEW + "?token=" + encode(token);
  }

  static String encode(String part) {
    return URLEncoder.encode(part, StandardCharsets.UTF_8).replace("+", "%20");
  }
}

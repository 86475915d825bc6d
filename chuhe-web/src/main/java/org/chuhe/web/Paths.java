package org.chuhe.web;

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
  /** A division as a FIDE TRF file, as {@code ./chuhe export trf}: {@code /console/export/trf?division=open&version=16}. */
  static final String EXPORT_TRF = "/console/export/trf";
  /**
   * The certificates as a PDF (issue 24): GET with the shipped template ({@code ?kind=prizes&division=adult}), POST
   * with an uploaded one.
   */
  static final String EXPORT_CERTIFICATES = "/console/export/certificates";
  /** The public lists as downloads (not the payout sheet): {@code /downloads/standings?format=xlsx}. */
  static final String DOWNLOAD = "/downloads/{kind}";
  /** A list's phone images one under another, to save and forward: {@code /downloads/standings/images}. */
  static final String DOWNLOAD_IMAGES = "/downloads/{kind}/images";
  /** The same at the console, of every list: {@code /console/export/tables/payout/images}. */
  static final String EXPORT_TABLE_IMAGES = "/console/export/tables/{kind}/images";
  /** The venue's printouts as PDF (issue 24): {@code /console/export/print/slips?round=3}, the chief's. */
  static final String EXPORT_PRINT = "/console/export/print/{kind}";
  /** The code cards (issue 26) under EXPORT_PRINT: {@code /console/export/print/codes?division=adult}, the chief's. */
  static final String PRINT_CODES = "codes";
  /** The public printout, the 秩序册: {@code /downloads/print/booklet} (two segments: no clash with DOWNLOAD). */
  static final String DOWNLOAD_PRINT = "/downloads/print/{kind}";
  /** The static copy of the public pages as a zip ({@link StaticSite}, {@link ConsoleSite}). */
  static final String EXPORT_SITE = "/console/export/site.zip";

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
  static final String LINE_UP = "/console/rounds/line-up";
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

  /** The knock-out bracket of a Swiss then knock-out (issue 28). */
  static String bracket(String division) {
    return "/divisions/" + encode(division) + "/bracket";
  }

  /** The team table (团体排名) of a team event's division (issue 28). */
  static String teamTable(String division) {
    return "/divisions/" + encode(division) + "/teams";
  }

  /** The board prizes (台次奖) of a team event's division. */
  static String boardPrizes(String division) {
    return "/divisions/" + encode(division) + "/board-prizes";
  }

  static String standings(String division) {
    return "/divisions/" + encode(division) + "/standings";
  }

  /** The page of a list's images at the console. */
  static String exportTableImages(org.chuhe.app.report.ExportKind kind) {
    return EXPORT_TABLE_IMAGES.replace("{kind}", kind.word());
  }

  /** The public page of a list's images. */
  static String downloadImages(org.chuhe.app.report.ExportKind kind) {
    return DOWNLOAD_IMAGES.replace("{kind}", kind.word());
  }

  /** A list of {@code export KIND} as a download: {@code format} xlsx, csv, pdf, png or json. */
  static String exportTable(org.chuhe.app.report.ExportKind kind, String format) {
    return EXPORT_TABLES.replace("{kind}", kind.word()) + "?format=" + format;
  }

  /** A public list as a download: {@code format} xlsx, csv, pdf, png or json. */
  static String download(org.chuhe.app.report.ExportKind kind, String format) {
    return DOWNLOAD.replace("{kind}", kind.word()) + "?format=" + format;
  }

  /** A printout (slips, cards, booklet) as a PDF download from the console. */
  static String exportPrint(org.chuhe.app.workflow.Printouts.Kind kind) {
    return EXPORT_PRINT.replace("{kind}", kind.word());
  }

  /** The code cards (确认码卡) as a PDF download from the console: never a public address. */
  static String exportCodes() {
    return EXPORT_PRINT.replace("{kind}", PRINT_CODES);
  }

  /** A public printout (the booklet) as a PDF download. */
  static String downloadPrint(org.chuhe.app.workflow.Printouts.Kind kind) {
    return DOWNLOAD_PRINT.replace("{kind}", kind.word());
  }

  static String crosstable(String division) {
    return "/divisions/" + encode(division) + "/crosstable";
  }

  /** A player's card, by his pairing number (public, unlike his id, which may be an ID number). */
  static String player(String division, int number) {
    return org.chuhe.app.report.CardPath.of(division, number);
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

  // Game records (issue 25): the public viewer and downloads, the console's entry and the records still missing.
  static final String GAME = "/divisions/{division}/rounds/{round}/games/{board}";
  static final String DOWNLOAD_GAMES_PGN = "/downloads/games/games.pgn";
  static final String DOWNLOAD_GAMES_DHTMLXQ = "/downloads/games/games-dhtmlxq.txt";
  static final String DESK_GAME = "/console/board/game";
  static final String DESK_GAME_MOVE = "/console/board/game/move";
  static final String DESK_GAME_PASTE = "/console/board/game/paste";
  static final String DESK_GAME_SAVE = "/console/board/game/save";
  static final String DESK_GAME_DELETE = "/console/board/game/delete";
  static final String DESK_MISSING = "/console/records";
  static final String DESK_MISSING_CONFIRM = "/console/records/confirm";

  /** The public viewer of a board's game record. */
  static String game(String division, int round, int board) {
    return round(division, round) + "/games/" + board;
  }

  /** The console's entry of a board's game record. */
  static String deskGame(String division, int round, int board) {
    return DESK_GAME + "?division=" + encode(division) + "&round=" + round + "&board=" + board;
  }

  /** The records of a round still missing (boards the regulations require). */
  static String deskMissing(String division, int round) {
    return DESK_MISSING + "?division=" + encode(division) + "&round=" + round;
  }

  // Results from the board (issue 26), the arbiter's side: the reports desk, its live part and its changes; the
  // players' codes and a lost card's new code (ConsoleReports, ConsoleCodes).
  static final String REPORTS = "/console/reports";
  static final String REPORTS_PART = "/console/reports/part";
  static final String REPORTS_ACCEPT = "/console/reports/accept";
  static final String REPORTS_ACCEPT_ALL = "/console/reports/accept-all";
  static final String REPORTS_AUTO = "/console/reports/auto";
  static final String CODES = "/console/codes";
  static final String CODES_RESET = "/console/codes/reset";

  /** The reports desk of a division's round (round 0: its last published round). */
  static String reports(String division, int round) {
    return REPORTS + "?division=" + encode(division) + (round > 0 ? "&round=" + round : "");
  }

  /** The reports desk's live part of a division's round. */
  static String reportsPart(String division, int round) {
    return REPORTS_PART + "?division=" + encode(division) + "&round=" + round;
  }

  /** The players' codes of a division. */
  static String codes(String division) {
    return CODES + "?division=" + encode(division);
  }

  // Results from the board (issue 26), the players' side (BoardPages): a board's page, its live part, the code
  // login, a claim, "not me", and the box of a player's card.
  static final String BOARD = "/divisions/{division}/rounds/{round}/boards/{board}";
  static final String BOARD_PART = BOARD + "/part";
  static final String BOARD_CODE = BOARD + "/code";
  static final String BOARD_CLAIM = BOARD + "/claim";
  static final String ME_LEAVE = "/me/leave";
  static final String PLAYER_SEAT = "/divisions/{division}/players/{number}/seat";

  /** A board's page, where its players report its result. */
  static String board(String division, int round, int board) {
    return round(division, round) + "/boards/" + board;
  }

  static String encode(String part) {
    return org.chuhe.app.report.CardPath.encode(part);
  }
}

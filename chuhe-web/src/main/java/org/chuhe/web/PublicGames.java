package org.chuhe.web;

import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.chuhe.app.io.games.GameFile;
import org.chuhe.app.io.games.GameFiles;
import org.chuhe.app.workflow.GameRecords;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.xiangqi.notation.Notation;

/**
 * The game records on the public pages (issue 25): a board's game in the viewer (its head as arbiters write it, the
 * board drawn by {@code board.js}, the moves in Chinese notation, every position in the page), and every recorded
 * game of the event as one PGN and one DhtmlXQ download. Only games of published rounds are shown; the files carry
 * names, units and results, never an ID or phone number (the workflow fills their heads from the tournament).
 */
final class PublicGames {
  private final Event event;
  private final Templates templates;

  PublicGames(Event event, Templates templates) {
    this.event = event;
    this.templates = templates;
  }

  /** The viewer's page: the head, the moves, and the JSON of every position ({@link GameViews.Moves#json}). */
  record GamePage(String event, String division, String divisionName, int round, int board, String roundUrl,
      String red, String redUrl, String black, String blackUrl, String result, GameViews.Moves moves) {}

  void game(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = PublicPages.division(tournament, ctx.pathParam("division"));
    int roundNumber = Web.number(ctx.pathParam("round"), "round");
    int boardNumber = Web.number(ctx.pathParam("board"), "board");
    Round round = tournament.roundsOf(division).stream().filter(r -> r.number() == roundNumber).findFirst()
        .orElseThrow(() -> Web.notFound("round", "problem.notPaired", roundNumber));
    Game game = round.games().stream().filter(g -> g.board() == boardNumber).findFirst()
        .orElseThrow(() -> Web.notFound("board", "game.noRecord", roundNumber, boardNumber));
    Optional<GameRecords.Stored> stored;
    try (Session s = event.session(Event.READER)) {
      stored = GameRecords.get(s, new Results.GameRef(division, roundNumber, boardNumber));
    }
    GameRecords.Stored record = stored.orElseThrow(() -> Web.notFound("board", "game.noRecord", roundNumber,
        boardNumber));
    String divisionName = Views.divisionName(tournament, t, division);
    String result = Views.result(t, game.result());
    Views.PlayerCell red = Views.cell(tournament, game.red());
    Views.PlayerCell black = Views.cell(tournament, game.black());
    GamePage page = new GamePage(tournament.name(), division, divisionName, roundNumber, boardNumber,
        Paths.round(division, roundNumber), GameViews.player(t, red), red.url(), GameViews.player(t, black),
        black.url(), result.isEmpty() ? t.get("game.noResult") : result, GameViews.moves(t, record.line()));
    Frame f = Web.frame(ctx, t, t.get("game.title", divisionName, roundNumber, boardNumber), Optional.empty());
    templates.send(ctx, "game", Web.model(f, "g", page));
  }

  /** Every recorded game of the event as one PGN file, moves in Chinese as xiangqi programs write them. */
  void pgn(Context ctx) {
    send(ctx, GameFiles.pgn(files(), Notation.CHINESE), "games.pgn");
  }

  /** Every recorded game of the event as DhtmlXQ text, the format xiangqi sites publish. */
  void dhtmlxq(Context ctx) {
    send(ctx, GameFiles.dhtmlxq(files()), "games-dhtmlxq.txt");
  }

  private List<GameFile> files() {
    if (!event.bound()) {
      throw Web.notFound("tournament", "problem.noEvent");
    }
    try (Session s = event.session(Event.READER)) {
      return GameRecords.files(s, null, null);
    }
  }

  private static void send(Context ctx, String text, String name) {
    ctx.contentType("text/plain; charset=utf-8").header("Content-Disposition", "attachment; filename=\"" + name
        + "\"").result(text.getBytes(StandardCharsets.UTF_8));
  }

  /** The boards of a round that have a record: the pairing list links them to the viewer. */
  Set<Integer> recorded(String division, int round) {
    try (Session s = event.session(Event.READER)) {
      return GameRecords.all(s, division, round).stream().map(r -> r.ref().board()).collect(Collectors.toSet());
    }
  }

  /** The boards of a division that have a record, by round: a player's card links his games to the viewer. */
  Map<Integer, Set<Integer>> recorded(String division) {
    try (Session s = event.session(Event.READER)) {
      return GameRecords.all(s, division, null).stream().collect(Collectors.groupingBy(r -> r.ref().round(),
          Collectors.mapping(r -> r.ref().board(), Collectors.toSet())));
    }
  }

  /** Whether the event has any record (the home lists the downloads then). */
  boolean any() {
    if (!event.bound()) {
      return false;
    }
    try (Session s = event.session(Event.READER)) {
      return !GameRecords.all(s, null, null).isEmpty();
    }
  }
}

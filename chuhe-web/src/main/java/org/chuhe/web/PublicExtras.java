package org.chuhe.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Round;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.tournament.Tournament;

/**
 * The public pages beside the lists of {@link PublicPages}: the QR code of the public address (and a poster of it to
 * print), a division's players by pinyin, the latest results, the prize list and the titles once the event has
 * ended, and the hall display for the venue's big screen. Read-only, no login, from the public tournament only.
 */
final class PublicExtras {
  /** The hall display's default: how long a screen stays, in seconds. */
  static final int HALL_SECONDS = 10;

  private final Event event;
  private final Templates templates;
  private final Supplier<String> address;

  /** {@code address}: the public address phones reach, as {@code serve} prints it ("http://192.168.1.20:7070/"). */
  PublicExtras(Event event, Templates templates, Supplier<String> address) {
    this.event = event;
    this.templates = templates;
    this.address = address;
  }

  /** What the home shows beside its divisions (see {@link PublicPages#home}). */
  ExtraViews.HomeExtras home(Tournament tournament, Texts t) {
    return ExtraViews.home(tournament, t, address.get(), latestOf(tournament, t));
  }

  /** The QR code of the public address, as an SVG image. */
  void qrImage(Context ctx) {
    ctx.contentType("image/svg+xml").header("Cache-Control", "no-cache").result(Qr.svg(address.get()));
  }

  /** A poster of the QR code, the event's name and the address, to print and put up at the venue. */
  void poster(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Frame f = Web.frame(ctx, t, t.get("qr.title", tournament.name()), Optional.empty());
    templates.send(ctx, "qr", Web.model(f, "x", home(tournament, t)));
  }

  /** The latest results alone: what the home's live part fetches. */
  void latest(Context ctx) {
    Texts t = Web.texts(ctx);
    templates.send(ctx, "latest", Web.model(Web.frame(ctx, t, "", Optional.empty()), "l",
        latestOf(event.publicTournament(), t)));
  }

  private ExtraViews.Latest latestOf(Tournament tournament, Texts t) {
    List<Results.Entered> entered;
    try (Session s = event.session(Event.READER)) {
      entered = Results.latest(s, ExtraViews.LATEST);
    }
    return ExtraViews.latest(tournament, t, entered);
  }

  void players(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    ExtraViews.PlayersList list = ExtraViews.players(tournament, t,
        PublicPages.division(tournament, ctx.pathParam("division")));
    Frame f = Web.frame(ctx, t, t.get("players.title", list.divisionName()), Optional.empty());
    templates.send(ctx, "players", Web.model(f, "p", list));
  }

  void prizes(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Frame f = Web.frame(ctx, t, t.get("prizes.title", tournament.name()), Optional.empty());
    if (notYet(ctx, f, tournament)) {
      return;
    }
    ExtraViews.Prizes prizes = ExtraViews.prizes(tournament, t, Reports.resultsBook(tournament));
    templates.send(ctx, "prizes", Web.model(f, "p", prizes));
  }

  void titles(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Frame f = Web.frame(ctx, t, t.get("titles.title", tournament.name()), Optional.empty());
    if (notYet(ctx, f, tournament)) {
      return;
    }
    ExtraViews.Titles titles = ExtraViews.titles(tournament, t, Reports.resultsBook(tournament));
    templates.send(ctx, "titles", Web.model(f, "p", titles));
  }

  /**
   * Prizes are not public while rounds remain: before the end the page says so under its own title (not found, 404,
   * for whoever follows an old link; not a refusal of anything the reader did).
   */
  private boolean notYet(Context ctx, Frame f, Tournament tournament) {
    if (ExtraViews.ended(tournament)) {
      return false;
    }
    ctx.status(io.javalin.http.HttpStatus.NOT_FOUND);
    templates.send(ctx, "notYet", Web.model(f, "message", f.t().get("problem.prizesLater")));
    return true;
  }

  /** The hall display of every division, one after the other. */
  void hall(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    List<ExtraViews.HallDivision> divisions = new ArrayList<>();
    for (DivisionRules d : tournament.regulations().divisions()) {
      if (!tournament.playersIn(d.id()).isEmpty()) {
        divisions.add(hallOf(tournament, t, d.id()));
      }
    }
    sendHall(ctx, t, tournament, divisions);
  }

  /** The hall display of one division. */
  void divisionHall(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = PublicPages.division(tournament, ctx.pathParam("division"));
    sendHall(ctx, t, tournament, List.of(hallOf(tournament, t, division)));
  }

  /** One division of the hall display alone: what its live update fetches. */
  void hallPart(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = PublicPages.division(tournament, ctx.pathParam("division"));
    templates.send(ctx, "hallDivision", Web.model(Web.frame(ctx, t, "", Optional.empty()), "d",
        hallOf(tournament, t, division)));
  }

  private void sendHall(Context ctx, Texts t, Tournament tournament, List<ExtraViews.HallDivision> divisions) {
    int rows = ctx.queryParam("rows") == null ? 0 : Web.number(ctx.queryParam("rows"), "rows");
    int seconds = ctx.queryParam("seconds") == null ? HALL_SECONDS : Web.number(ctx.queryParam("seconds"), "seconds");
    Frame f = Web.frame(ctx, t, t.get("hall.title", tournament.name()), Optional.empty());
    templates.send(ctx, "hall", Web.model(f, "h", new ExtraViews.Hall(divisions, rows, seconds)));
  }

  /** A division on the hall display: its current round's pairing list (its last paired round) and its standings. */
  private static ExtraViews.HallDivision hallOf(Tournament tournament, Texts t, String division) {
    List<Round> rounds = tournament.roundsOf(division);
    Views.Pairings pairings = rounds.isEmpty() ? null
        : Views.pairings(tournament, t, rounds.get(rounds.size() - 1));
    Shown shown = Shown.of(tournament, division, false);
    Views.Standings standings = Views.standings(t, Reports.standings(shown.tournament(), division).get(0), shown);
    return new ExtraViews.HallDivision(division, Views.divisionName(tournament, t, division), pairings, standings,
        Paths.hall(division) + "/part", division);
  }
}

package org.chuhe.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.workflow.CheckIns;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.tournament.Tournament;

/**
 * The players' codes (确认码, issue 26) at the console: every player of a division with his code, for the arbiter who
 * hands out or reads out a code card, and a new code for a player who lost his card ({@link PlayerCodes#reset}, the
 * old one stops working at once). The codes are shown to arbiters only, never on a public page; the page is not kept
 * by the browser ({@code no-store}).
 */
final class ConsoleCodes {
  private final Event event;
  private final Templates templates;

  ConsoleCodes(Event event, Templates templates) {
    this.event = event;
    this.templates = templates;
  }

  /** A player's line: his id (for the form only), as arbiters name him, and his code grouped "1234 5678". */
  record Row(String id, Views.PlayerCell cell, String name, String code) {
    /** What the find box matches words against: the name and the unit, in lower case (as the check-in desk). */
    String words() {
      return (cell.name() + " " + cell.unit()).toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** The page: the divisions, the division shown, its players, what the last reset did. */
  record Page(List<Console.Tab> tabs, String division, List<Row> rows, Console.Status status) {}

  /** GET {@code /console/codes?division=…}: the division's players and their codes. Role: arbiter. */
  void page(Context ctx, ConsoleAccess.Arbiter arbiter) {
    render(ctx, arbiter, ctx.queryParam("division"), Console.Status.NONE);
  }

  /**
   * POST {@code /console/codes/reset}: a new code for {@code player} (the page asked the arbiter to confirm first);
   * the status shows it. Role: arbiter.
   */
  void reset(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String player = ctx.formParam("player") == null ? "" : ctx.formParam("player").strip();
    Console.Status status;
    try (Session s = event.session(arbiter.name())) {
      if (player.isEmpty()) {
        throw Web.problem("player", "codes.noPlayer");
      }
      String code = PlayerCodes.reset(s, player);
      Tournament now = event.publicTournament();
      status = new Console.Status(true, List.of(t.get("codes.resetDone", ConsoleCheckIn.name(t, now, player),
          grouped(code))), "");
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      status = new Console.Status(false, Web.shown(t, e).stream().map(Web.Shown::text).toList(), "");
    }
    render(ctx, arbiter, ctx.formParam("division"), status);
  }

  private void render(Context ctx, ConsoleAccess.Arbiter arbiter, String requested, Console.Status status) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = requested == null || requested.isBlank() ? tournament.regulations().divisions().get(0).id()
        : PublicPages.division(tournament, requested.strip());
    List<Console.Tab> tabs = new ArrayList<>();
    for (DivisionRules d : tournament.regulations().divisions()) {
      tabs.add(new Console.Tab(t.pick(d.name(), d.nameEn()), Paths.codes(d.id()), d.id().equals(division)));
    }
    Map<String, String> codes;
    try (Session s = event.session(arbiter.name())) {
      codes = PlayerCodes.all(s, division);
    }
    List<Row> rows = tournament.playersIn(division).stream()
        .sorted(Comparator.comparing((Player p) -> p.number() == null ? Integer.MAX_VALUE : p.number())
            .thenComparing(CheckIns.BY_NAME))
        .map(p -> new Row(p.id(), Views.cell(tournament, p.id()), ConsoleCheckIn.name(t, tournament, p.id()),
            grouped(codes.getOrDefault(p.id(), ""))))
        .toList();
    Page page = new Page(tabs, division, rows, status);
    ctx.header("Cache-Control", "no-store");
    Frame f = Web.frame(ctx, t, t.get("codes.title"), Optional.of(arbiter));
    templates.send(ctx, Web.fragment(ctx) ? "consoleCodesDone" : "consoleCodes", Web.model(f, "page", page));
  }

  /** A code as the card prints it, in two groups of four digits: "1234 5678". */
  static String grouped(String code) {
    return code.length() == PlayerCodes.DIGITS ? code.substring(0, 4) + " " + code.substring(4) : code;
  }
}

package org.chuhe.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.tournament.Tournament;

/**
 * The arbiter's console, behind {@link ConsoleAccess}: for now the results desk (登分台) of each division's current
 * round. The sheet shows every board with the version it was read at; an entry sends that version back, and
 * {@link Results#record} refuses it if the game changed since (another arbiter's entry), with the value it holds now
 * and who entered it. Every entry tells the open pages of the round ({@link Live}).
 */
final class Console {
  private final Event event;
  private final Templates templates;
  private final Announcer announcer;

  Console(Event event, Templates templates, Announcer announcer) {
    this.event = event;
    this.templates = templates;
    this.announcer = announcer;
  }

  /** A board of the sheet: the game as read, with its version and its result's code for the page's script. */
  record SheetRow(int board, Views.PlayerCell red, Views.PlayerCell black, String result, String code,
      long version, boolean finished) {}

  /**
   * The sheet of a round; {@code matches}: a team round's boards grouped by match (each entered as any board, by its
   * number in the round), empty for a round of individual games.
   */
  record Sheet(String division, String divisionName, int round, List<SheetRow> rows, List<Integer> missing,
      String url, String liveKey, List<SheetMatch> matches) {}

  /** One match of a team round on the sheet: its heading (table, both teams, the score so far) and its boards. */
  record SheetMatch(String heading, List<SheetRow> rows) {}

  record Tab(String name, String url, boolean current) {}

  /** What the last entry did: its lines (a confirmation, notices, or the problems), and the board to offer next. */
  record Status(boolean ok, List<String> lines, String nextBoard) {
    static final Status NONE = new Status(true, List.of(), "");
  }

  record Page(List<Tab> tabs, Optional<Sheet> sheet, String keys, Status status) {}

  void results(Context ctx, ConsoleAccess.Arbiter arbiter) {
    if (!event.bound() && arbiter.chief()) {
      Web.redirect(ctx, Paths.EVENT); // no event yet: the chief creates it
      return;
    }
    Texts t = Web.texts(ctx);
    render(ctx, t, arbiter, ctx.queryParam("division"), Status.NONE);
  }

  /** The sheet alone: what a live update of the console fetches. */
  void sheet(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Optional<Sheet> sheet = sheet(tournament, t, arbiter, division(tournament, ctx.queryParam("division")));
    templates.send(ctx, "consoleSheet", Map.of("f", frame(ctx, t, arbiter), "sheet", sheet, "oob", false));
  }

  /** Records one result: board, key and the version the form showed; answers with the status and the new sheet. */
  void record(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String division = ctx.formParam("division");
    Status status;
    try (Session s = event.session(arbiter.name())) {
      int round = Web.number(ctx.formParam("round"), "round");
      Results.GameRef ref = new Results.GameRef(division, round, Web.number(ctx.formParam("board"), "board"));
      Results.Change change = Results.record(s, ref, ResultKeys.result(ctx.formParam("key")), expect(ctx));
      announcer.look(); // the pages of this round fetch it again, from the new revision
      status = entered(t, change, Results.boards(s, division, round));
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      status = new Status(false, Web.shown(t, e).stream().map(p -> p.text()
          + (p.remedy().isEmpty() ? "" : " " + p.remedy())).toList(), "");
    }
    if (Web.fragment(ctx)) {
      Tournament tournament = event.publicTournament();
      Page page = new Page(List.of(), sheet(tournament, t, arbiter, division(tournament, division)), "", status);
      templates.send(ctx, "consoleEntered", Web.model(frame(ctx, t, arbiter), "page", page));
    } else {
      render(ctx, t, arbiter, division, status);
    }
  }

  /** The version the form sent back, else (a form without the sheet's script) a first entry only. */
  private static Results.Expect expect(Context ctx) {
    String version = ctx.formParam("version");
    if (version == null || version.isBlank()) {
      return new Results.Expect.NoResult();
    }
    try {
      return new Results.Expect.Version(Long.parseLong(version.strip()));
    } catch (NumberFormatException e) {
      throw Web.problem("version", "problem.version", version);
    }
  }

  private static Status entered(Texts t, Results.Change c, List<Results.Board> boards) {
    Game after = c.after();
    List<String> lines = new ArrayList<>();
    String result = Views.result(t, after.result());
    if (!c.changed()) {
      lines.add(t.get("results.unchanged", c.ref().board(), result));
    } else if (c.before().result().isFinished()) {
      lines.add(t.get("results.corrected", c.ref().board(), result, Views.result(t, c.before().result())));
    } else {
      lines.add(t.get("results.entered", c.ref().board(), result));
    }
    c.notices().forEach(n -> lines.add(t.pick(n.zh(), n.en())));
    return new Status(true, lines, nextBoard(boards, c.ref().board()));
  }

  /** The first board after {@code board} still without a result, else the first one before it; blank when none. */
  static String nextBoard(List<Results.Board> boards, int board) {
    Optional<Results.Board> next = boards.stream().filter(b -> !b.game().result().isFinished())
        .filter(b -> b.ref().board() > board).findFirst();
    if (next.isEmpty()) {
      next = boards.stream().filter(b -> !b.game().result().isFinished()).findFirst();
    }
    return next.map(b -> Integer.toString(b.ref().board())).orElse("");
  }

  private void render(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter, String requested, Status status) {
    Tournament tournament = event.publicTournament();
    String division = division(tournament, requested);
    List<Tab> tabs = new ArrayList<>();
    for (DivisionRules d : tournament.regulations().divisions()) {
      tabs.add(new Tab(t.pick(d.name(), d.nameEn()), Paths.results(d.id()), d.id().equals(division)));
    }
    Page page = new Page(tabs, sheet(tournament, t, arbiter, division), ResultKeys.forScript(), status);
    Frame f = Web.frame(ctx, t, t.get("results.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleResults", Web.model(f, "page", page));
  }

  /** The division asked for, else the first one that has paired a round, else the first one. */
  static String division(Tournament tournament, String requested) {
    if (requested != null && !requested.isBlank()) {
      return PublicPages.division(tournament, requested.strip());
    }
    List<DivisionRules> divisions = tournament.regulations().divisions();
    return divisions.stream().map(DivisionRules::id).filter(d -> !tournament.roundsOf(d).isEmpty()).findFirst()
        .orElse(divisions.get(0).id());
  }

  /** The current round's sheet of a division (its last paired round); empty before its first round. */
  private Optional<Sheet> sheet(Tournament tournament, Texts t, ConsoleAccess.Arbiter arbiter, String division) {
    List<Round> rounds = tournament.roundsOf(division);
    if (rounds.isEmpty()) {
      return Optional.empty();
    }
    int round = rounds.get(rounds.size() - 1).number();
    List<Results.Board> boards;
    try (Session s = event.session(arbiter.name())) {
      boards = Results.boards(s, division, round);
    }
    List<SheetRow> rows = new ArrayList<>();
    List<Integer> missing = new ArrayList<>();
    for (Results.Board b : boards) {
      Game g = b.game();
      Result r = g.result();
      rows.add(new SheetRow(b.ref().board(), Views.cell(tournament, g.red()), Views.cell(tournament, g.black()),
          Views.result(t, r), r.isFinished() ? r.code() : "", b.version(), r.isFinished()));
      if (!r.isFinished()) {
        missing.add(b.ref().board());
      }
    }
    return Optional.of(new Sheet(division, Views.divisionName(tournament, t, division), round, rows, missing,
        Paths.sheet(division), Views.liveKey(division, round), matches(tournament, t, rounds.get(rounds.size() - 1),
        rows)));
  }

  /** A team round's rows grouped by match, in the order of the match list ({@link TeamPages#matches}). */
  private static List<SheetMatch> matches(Tournament tournament, Texts t, Round round, List<SheetRow> rows) {
    if (!round.isTeamRound()) {
      return List.of();
    }
    Map<Integer, SheetRow> byBoard = new java.util.HashMap<>();
    rows.forEach(r -> byBoard.put(r.board(), r));
    List<SheetMatch> out = new ArrayList<>();
    for (TeamPages.MatchView m : TeamPages.matches(tournament, t, round, java.util.Set.of()).matches()) {
      String heading = t.get("match.table", m.table()) + " " + m.first() + " "
          + (m.score().isEmpty() ? t.get("match.vs") : m.score()) + " " + m.second()
          + (m.matchPoints().isEmpty() ? "" : " · " + m.matchPoints());
      out.add(new SheetMatch(heading, m.boards().stream().map(b -> byBoard.get(b.board()))
          .filter(java.util.Objects::nonNull).toList()));
    }
    return out;
  }

  private static Frame frame(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter) {
    return Web.frame(ctx, t, "", Optional.of(arbiter));
  }
}

package org.chuhe.web;

import io.javalin.http.Context;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.ResultReports.BoardReport;
import org.chuhe.app.workflow.ResultReports.State;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.tournament.Tournament;

/**
 * The reports desk (issue 26): what the players claimed of each board of a published round on their phones, and the
 * arbiter's acceptance. The boards confirmed by both come first, ready for Enter; the disputed ones and those reported
 * by one side only follow, marked for the arbiter, who rules at the results desk (an arbiter's result overrides the
 * claims); then the boards nobody reported yet and those accepted. Nothing a player claims counts until it is
 * accepted ({@link ResultReports#accept}), or recorded by itself where the chief arbiter turned auto-accept on for the
 * round. Its part follows the claims live ({@code reports/<division>/<round>}, {@link Announcer}).
 */
final class ConsoleReports {
  private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm");

  private final Event event;
  private final Templates templates;
  private final Announcer announcer;

  ConsoleReports(Event event, Templates templates, Announcer announcer) {
    this.event = event;
    this.templates = templates;
    this.announcer = announcer;
  }

  /**
   * A board of the desk: its players, its report state (the enum's name for the page's script and style, and its
   * words), each side's claim with its time (blank: none), the official result (blank: none yet) and the game's
   * version as read, which an acceptance sends back.
   */
  record Line(int board, Views.PlayerCell red, Views.PlayerCell black, String state, String stateName,
      String redClaim, String blackClaim, String result, long version, String boardUrl) {
    boolean confirmed() {
      return state.equals(State.CONFIRMED.name());
    }

    /** Reported by one side only, or disputed: for the arbiter to look at. */
    boolean marked() {
      return state.equals(State.DISPUTED.name()) || state.equals(State.REPORTED.name());
    }
  }

  /** The number of boards in a state, with its words. */
  record Count(String state, String name, int boards) {}

  /**
   * A round's desk: the counts per state, the boards in the desk's order, the boards nobody reported yet, whether
   * the round's results confirmed by both are accepted by themselves, and whether the reader may switch that.
   */
  record Desk(String division, String divisionName, int round, List<Count> counts, List<Line> lines,
      List<Integer> missing, boolean auto, boolean chief) {
    String url() {
      return Paths.reportsPart(division, round);
    }

    String liveKey() {
      return BoardPages.liveKey(division, round);
    }

    /** The confirmed boards waiting for an arbiter. */
    long confirmed() {
      return lines.stream().filter(Line::confirmed).count();
    }

    /** The board Enter accepts: the first confirmed one; 0 when none. */
    int selected() {
      return lines.stream().filter(Line::confirmed).mapToInt(Line::board).findFirst().orElse(0);
    }
  }

  /** The page: the divisions, the division's published rounds, the desk (empty before a round is published). */
  record Page(List<Console.Tab> tabs, List<Console.Tab> rounds, Optional<Desk> desk, Console.Status status) {}

  /** GET {@code /console/reports?division=…&round=…}: the desk. Role: arbiter. */
  void page(Context ctx, ConsoleAccess.Arbiter arbiter) {
    render(ctx, arbiter, ctx.queryParam("division"), ctx.queryParam("round"), Console.Status.NONE);
  }

  /** GET {@code /console/reports/part?…}: the desk alone, what a live update fetches. Role: arbiter. */
  void part(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = Console.division(tournament, ctx.queryParam("division"));
    Optional<Desk> desk = desk(tournament, t, arbiter, division, round(tournament, division,
        ctx.queryParam("round")));
    templates.send(ctx, "consoleReportsDesk", Map.of("f", frame(ctx, t, arbiter), "desk", desk, "oob", false));
  }

  /**
   * POST {@code /console/reports/accept}: a confirmed board accepted, {@code board} and the game's {@code version}
   * as the desk showed it (a board changed since is refused, 409, naming what changed). Role: arbiter.
   */
  void accept(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    act(ctx, arbiter, (s, division, round) -> {
      int board = Web.number(ctx.formParam("board"), "board");
      long version = version(ctx.formParam("version"));
      Results.GameRef ref = new Results.GameRef(division, round, board);
      try {
        Results.Change c = ResultReports.accept(s, ref, version);
        return List.of(t.get("reports.accepted", board, Views.result(t, c.after().result())));
      } catch (ProblemException e) {
        throw stale(t, s, ref, version).orElse(e);
      }
    });
  }

  /** POST {@code /console/reports/accept-all}: every board of the round confirmed by both accepted. Role: arbiter. */
  void acceptAll(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    act(ctx, arbiter, (s, division, round) -> {
      List<Results.Change> done = ResultReports.acceptConfirmed(s, division, round);
      if (done.isEmpty()) {
        return List.of(t.get("reports.acceptAllNone"));
      }
      String boards = String.join(t.get("checkin.separator"), done.stream()
          .map(c -> c.ref().board() + " " + Views.result(t, c.after().result())).toList());
      return List.of(t.get("reports.acceptedAll", done.size(), boards));
    });
  }

  /** POST {@code /console/reports/auto}: the round's auto-accept on ({@code on=true}) or off. Role: chief. */
  void auto(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    boolean on = "true".equals(ctx.formParam("on"));
    act(ctx, arbiter, (s, division, round) -> {
      ResultReports.autoAccept(s, division, round, on);
      return List.of(t.get("reports.autoSwitched", round, t.get(on ? "reports.autoOnWord" : "reports.autoOffWord")));
    });
  }

  private interface Change {
    List<String> run(Session s, String division, int round);
  }

  /** Runs one change of the desk; answers with what it did and the desk as it is now. The open pages are told. */
  private void act(Context ctx, ConsoleAccess.Arbiter arbiter, Change change) {
    Texts t = Web.texts(ctx);
    String division = ctx.formParam("division");
    String roundAsked = ctx.formParam("round");
    Console.Status status;
    try (Session s = event.session(arbiter.name())) {
      int round = Web.number(roundAsked, "round");
      List<String> lines = change.run(s, division == null ? "" : division.strip(), round);
      announcer.look(); // the next page read sees it, and the open pages are told
      status = new Console.Status(true, lines, "");
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      status = new Console.Status(false, Web.shown(t, e).stream().map(Web.Shown::text).toList(), "");
    }
    if (Web.fragment(ctx)) {
      Tournament tournament = event.publicTournament();
      String d = Console.division(tournament, division);
      Optional<Desk> desk = desk(tournament, t, arbiter, d, round(tournament, d, roundAsked));
      templates.send(ctx, "consoleReportsDone", Map.of("f", frame(ctx, t, arbiter), "desk", desk, "status",
          status));
    } else {
      render(ctx, arbiter, division, roundAsked, status);
    }
  }

  /**
   * Why an acceptance was refused, when the board changed since the desk showed it at {@code version}: its result
   * now, else its claims now (an arbiter's entry, a correction); empty when the version is still the board's.
   */
  private static Optional<ProblemException> stale(Texts t, Session s, Results.GameRef ref, long version) {
    BoardReport now;
    try {
      now = ResultReports.board(s, ref);
    } catch (ProblemException gone) {
      return Optional.empty();
    }
    if (now.gameVersion() == version) {
      return Optional.empty();
    }
    Texts zh = Texts.of(org.chuhe.app.report.Lang.zh);
    Texts en = Texts.of(org.chuhe.app.report.Lang.en);
    return Optional.of(new ProblemException(Problem.of(Problem.Kind.CONFLICT, "version", changed(zh, ref, now),
        changed(en, ref, now))));
  }

  /** What a board holds now, said for a refused acceptance. */
  private static String changed(Texts x, Results.GameRef ref, BoardReport now) {
    String what = now.game().result().isFinished()
        ? x.get("reports.staleResult", Views.result(x, now.game().result()))
        : x.get("reports.staleClaims", claim(x, now.red()), claim(x, now.black()), stateName(x, now.state()));
    return x.get("reports.stale", ref.board(), what);
  }

  private static String claim(Texts t, Optional<ResultReports.Claim> c) {
    return c.map(x -> Views.result(t, x.result())).orElse(t.get("reports.noClaim"));
  }

  private static long version(String text) {
    try {
      return Long.parseLong(text == null ? "" : text.strip());
    } catch (NumberFormatException e) {
      throw Web.problem("version", "problem.version", text);
    }
  }

  private void render(Context ctx, ConsoleAccess.Arbiter arbiter, String requested, String roundAsked,
      Console.Status status) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = Console.division(tournament, requested);
    int round = round(tournament, division, roundAsked);
    List<Console.Tab> tabs = new ArrayList<>();
    for (DivisionRules d : tournament.regulations().divisions()) {
      tabs.add(new Console.Tab(t.pick(d.name(), d.nameEn()), Paths.reports(d.id(), 0), d.id().equals(division)));
    }
    List<Console.Tab> rounds = tournament.roundsOf(division).stream().map(Round::number)
        .map(n -> new Console.Tab(Integer.toString(n), Paths.reports(division, n), n == round)).toList();
    Page page = new Page(tabs, rounds, desk(tournament, t, arbiter, division, round), status);
    Frame f = Web.frame(ctx, t, t.get("reports.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleReports", Web.model(f, "page", page));
  }

  /**
   * The round asked for, else the division's last published round (as the results desk chooses); 0 before the first
   * one. A round not published is refused as not found.
   */
  private static int round(Tournament tournament, String division, String asked) {
    List<Round> rounds = tournament.roundsOf(division);
    if (asked == null || asked.isBlank()) {
      return rounds.isEmpty() ? 0 : rounds.get(rounds.size() - 1).number();
    }
    int round = Web.number(asked, "round");
    if (rounds.stream().noneMatch(r -> r.number() == round)) {
      throw Web.notFound("round", "problem.notPaired", round);
    }
    return round;
  }

  /** The desk of a division's round; empty for round 0 (none published yet). */
  private Optional<Desk> desk(Tournament tournament, Texts t, ConsoleAccess.Arbiter arbiter, String division,
      int round) {
    if (round == 0) {
      return Optional.empty();
    }
    List<BoardReport> boards;
    boolean auto;
    try (Session s = event.session(arbiter.name())) {
      boards = ResultReports.round(s, division, round);
      auto = ResultReports.autoAccept(s, division, round);
    }
    ResultReports.Counts c = ResultReports.counts(boards);
    List<Count> counts = List.of(count(t, State.CONFIRMED, c.confirmed()), count(t, State.DISPUTED, c.disputed()),
        count(t, State.REPORTED, c.reported()), count(t, State.NONE, c.none()), count(t, State.ACCEPTED,
            c.accepted()));
    List<Line> lines = boards.stream().sorted(Comparator.comparingInt((BoardReport b) -> rank(b.state()))
        .thenComparingInt(b -> b.ref().board())).map(b -> line(tournament, t, b)).toList();
    List<Integer> missing = boards.stream().filter(b -> b.state() == State.NONE).map(b -> b.ref().board()).toList();
    return Optional.of(new Desk(division, Views.divisionName(tournament, t, division), round, counts, lines, missing,
        auto, arbiter.chief()));
  }

  /** The desk's order: ready to accept, then for the arbiter to look at, then not reported, then done. */
  private static int rank(State state) {
    return switch (state) {
      case CONFIRMED -> 0;
      case DISPUTED -> 1;
      case REPORTED -> 2;
      case NONE -> 3;
      case ACCEPTED -> 4;
    };
  }

  private static Count count(Texts t, State state, int boards) {
    return new Count(state.name(), stateName(t, state), boards);
  }

  private static String stateName(Texts t, State state) {
    return t.pick(state.zh(), state.en());
  }

  /** A board's line as the desk shows it; empty when the board is not in a published round. */
  static Optional<Line> line(Session s, Tournament tournament, Texts t, Results.GameRef ref) {
    try {
      return Optional.of(line(tournament, t, ResultReports.board(s, ref)));
    } catch (ProblemException notPublished) {
      return Optional.empty();
    }
  }

  private static Line line(Tournament tournament, Texts t, BoardReport b) {
    Results.GameRef ref = b.ref();
    return new Line(ref.board(), Views.cell(tournament, b.game().red()), Views.cell(tournament, b.game().black()),
        b.state().name(), stateName(t, b.state()), claimed(t, b.red()), claimed(t, b.black()),
        Views.result(t, b.game().result()), b.gameVersion(), Paths.deskBoard(ref.division(), ref.round(),
            ref.board()));
  }

  /** A claim as the desk shows it: its result and the time it was made ("红胜 · 14:05"); blank for none. */
  private static String claimed(Texts t, Optional<ResultReports.Claim> claim) {
    return claim.map(c -> t.get("reports.claim", Views.result(t, c.result()),
        CLOCK.format(Instant.parse(c.at()).atZone(ZoneId.systemDefault())))).orElse("");
  }

  private static Frame frame(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter) {
    return Web.frame(ctx, t, "", Optional.of(arbiter));
  }
}

package org.chuhe.web;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpStatus;
import io.javalin.http.SameSite;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;

/**
 * The players' side of results from the board (issue 26): a board's page (its round, board, players, the official
 * result once accepted and the report state in words), where a player proves who he is with his code and reports
 * his board's result (红胜 / 和 / 黑胜) or confirms his opponent's; and the box on a player's card that names his board
 * in the last published round, with its page's QR code.
 *
 * <p>What a player claims stays his and his opponent's until an arbiter accepts it: a reader without a session sees
 * the state ("红方已报告，待黑方确认") but never a claimed result. A session of another board's player is refused
 * (403) with a link to his own board. The board page depends on the cookie, so it is never kept ({@link WebApp#kept});
 * the card's box does not, so the card is kept as before.
 */
final class BoardPages {
  /** The players' session cookie (HttpOnly, SameSite=Strict, a random value: {@link PlayerAccess}). */
  static final String COOKIE = "chuhe_player";

  private final Event event;
  private final Templates templates;
  private final Announcer announcer;
  private final PlayerAccess access;
  private final Supplier<String> address;

  /** {@code address}: the public address phones reach ("http://192.168.1.20:7070/"), for the QR codes. */
  BoardPages(Event event, Templates templates, Announcer announcer, PlayerAccess access, Supplier<String> address) {
    this.event = event;
    this.templates = templates;
    this.announcer = announcer;
    this.access = access;
    this.address = address;
  }

  /** A result a player may press: its value in the form and its words ("红胜", "1-0"); its button is #claim-VALUE. */
  record Choice(String result, String label) {}

  /**
   * What the board's own player sees: his side and name, the CSRF token of his claims, whether the result is
   * accepted (no buttons then), his claim and his opponent's (blank: none), the opponent's result to confirm (null
   * when there is nothing to confirm) and the other choices.
   */
  record Mine(String side, String name, String csrf, boolean accepted, String own, String theirs, Choice agree,
      List<Choice> others) {}

  /** A board's page: {@code mine} null for anyone but the board's players; {@code problems} a refused code. */
  record BoardView(String title, String divisionName, int round, int board, String red, String black, String state,
      String roundUrl, String pageUrl, String partUrl, String codeUrl, String claimUrl, String liveKey, Mine mine,
      List<Web.Shown> problems) {}

  /** The refusal of another board's player: where he plays, the link there (blank: nowhere now), "not me". */
  record Elsewhere(String message, String url, String csrf, String back) {}

  /**
   * The player's box on his card: the round his division published last, his board in it in words ("第 6 轮 第 3 台
   * 执红 对 7号 李四（厦门）", or why none), the board's page and its QR code (blank when none), the notice a newer
   * round's box shows when it replaces the one the page opened with.
   */
  record SeatBox(String liveKey, String src, int round, String line, String boardUrl, String qr, String notice) {}

  void page(Context ctx) {
    show(ctx, false, access.player(ctx.cookie(COOKIE)), List.of());
  }

  /** The live part of {@link #page}: the state and, for the board's players, the buttons. */
  void part(Context ctx) {
    show(ctx, true, access.player(ctx.cookie(COOKIE)), List.of());
  }

  /** The code login: {@code side} (red, black) and {@code code}; a right one opens a session (303 to the page). */
  void code(Context ctx) {
    Texts t = Web.texts(ctx);
    Requests.body(ctx);
    Tournament tournament = event.publicTournament();
    Results.GameRef ref = ref(tournament, ctx);
    String side = ctx.formParam("side");
    PlayerAccess.Login login;
    try (Session s = event.session(Event.READER)) {
      Game game = ResultReports.board(s, ref).game();
      String player = "red".equals(side) ? game.red() : "black".equals(side) ? game.black() : null;
      if (player == null) {
        throw Web.problem("side", "boardPage.side");
      }
      login = access.login(s, player, ctx.formParam("code"), ctx.ip(), ctx.cookie(COOKIE));
    }
    switch (login.verdict()) {
      case RIGHT -> {
        // HttpOnly: no script reads it; SameSite=Strict: no other site's page sends it along.
        ctx.cookie(new Cookie(COOKIE, login.session().orElseThrow(), "/", -1, false, true, null, SameSite.STRICT));
        Web.redirect(ctx, url(ref));
      }
      case WRONG -> refused(ctx, t, HttpStatus.UNAUTHORIZED, "boardPage.wrongCode");
      case BLOCKED -> refused(ctx, t, HttpStatus.TOO_MANY_REQUESTS, "boardPage.blocked");
    }
  }

  /** A code refused: the board's page again, as to anyone, with the reason above the form. */
  private void refused(Context ctx, Texts t, HttpStatus status, String key) {
    ctx.status(status);
    show(ctx, false, Optional.empty(), List.of(new Web.Shown("", t.get(key), "")));
  }

  /**
   * A player's claim ({@code result}: RED_WIN, DRAW, BLACK_WIN) with his session's token: 303 to the page (htmx: the
   * part); refused without a session (401), without the token or to another board's player (403), on an accepted
   * board (409).
   */
  void claim(Context ctx) {
    Optional<PlayerAccess.Player> me = session(ctx);
    if (me.isEmpty()) {
      return;
    }
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Results.GameRef ref = ref(tournament, ctx);
    try {
      Result result = claimed(ctx.formParam("result"));
      // The claim is logged under the player's own name (ResultReports.actor), whoever the session says reads.
      try (Session s = event.session(Event.READER)) {
        ResultReports.claim(s, ref, me.get().id(), result);
      }
      announcer.look(); // both phones and the desk fetch the board again
    } catch (ProblemException e) {
      if (e.kind() == Problem.Kind.REFUSED) {
        elsewhere(ctx, t, tournament, ref, me.get()); // he does not play on this board
        return;
      }
      if (Web.fragment(ctx)) {
        ctx.status(Web.status(e.kind()));
        show(ctx, true, me, Web.shown(t, e));
      } else {
        WebApp.problem(ctx, templates, e);
      }
      return;
    }
    if (Web.fragment(ctx)) {
      show(ctx, true, me, List.of());
    } else {
      Web.redirect(ctx, url(ref));
    }
  }

  /** "Not me": the session ends (a phone passed on), back to the page it was left from. */
  void leave(Context ctx) {
    if (session(ctx).isEmpty()) {
      return;
    }
    access.leave(ctx.cookie(COOKIE));
    ctx.removeCookie(COOKIE, "/");
    String back = ctx.formParam("back");
    Web.redirect(ctx, back != null && back.matches("/divisions/[^\\\\]*") ? back : Paths.HOME);
  }

  /** The box of a player's card (see {@link SeatBox}); it does not depend on who asks, so the card stays kept. */
  SeatBox seat(Tournament tournament, Texts t, Player player) {
    String division = player.division();
    List<Round> rounds = tournament.roundsOf(division);
    int last = rounds.isEmpty() ? 0 : rounds.get(rounds.size() - 1).number();
    String src = Paths.player(division, player.number()) + "/seat";
    Optional<ResultReports.Seat> seat = ResultReports.currentSeat(tournament, player.id());
    String notice = t.get("seat.notice", last);
    if (seat.isEmpty()) {
      return new SeatBox(division, src, last, last == 0 ? t.get("seat.noRound") : t.get("seat.none", last), "", "",
          notice);
    }
    ResultReports.Seat x = seat.get();
    String opponent = x.colour() == Colour.RED ? x.game().black() : x.game().red();
    String url = url(x.ref());
    return new SeatBox(division, src, x.ref().round(), t.get("seat.board", x.ref().round(), x.ref().board(),
        t.get("seat." + x.colour().name()), name(t, tournament, opponent)), url,
        Qr.svg(address.get() + url.substring(1)), t.get("seat.notice", x.ref().round()));
  }

  /** The box alone: what the card's live update fetches. */
  void seatPart(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Player player = PublicPages.playerOf(tournament, ctx);
    templates.send(ctx, "seatBox", Web.model(Web.frame(ctx, t, "", Optional.empty()), "s",
        seat(tournament, t, player)));
  }

  private void show(Context ctx, boolean part, Optional<PlayerAccess.Player> me, List<Web.Shown> problems) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Results.GameRef ref = ref(tournament, ctx);
    ResultReports.BoardReport report;
    try (Session s = event.session(Event.READER)) {
      report = ResultReports.board(s, ref);
    }
    if (me.isPresent() && !plays(report, me.get().id())) {
      elsewhere(ctx, t, tournament, ref, me.get());
      return;
    }
    BoardView view = view(t, tournament, report, me, problems);
    Frame f = Web.frame(ctx, t, view.title(), Optional.empty());
    templates.send(ctx, part ? "boardPart" : "boardPage", Web.model(f, "b", view));
  }

  /** Another board's player: 403, naming his own board in this round (else in his last) with a link to it. */
  private void elsewhere(Context ctx, Texts t, Tournament tournament, Results.GameRef ref, PlayerAccess.Player me) {
    Optional<ResultReports.Seat> seat = ResultReports.seat(tournament, ref.division(), ref.round(), me.id())
        .or(() -> ResultReports.currentSeat(tournament, me.id()));
    String name = name(t, tournament, me.id());
    String message = seat.map(x -> t.get("boardPage.otherBoard", name, x.ref().round(), x.ref().board()))
        .orElse(t.get("boardPage.otherBoardNone", name));
    ctx.status(HttpStatus.FORBIDDEN);
    Frame f = Web.frame(ctx, t, t.get("problem.title"), Optional.empty());
    if (Web.fragment(ctx)) {
      templates.send(ctx, "problems", Map.of("f", f, "problems", List.of(new Web.Shown("", message, ""))));
    } else {
      templates.send(ctx, "boardOther", Web.model(f, "o", new Elsewhere(message,
          seat.map(x -> url(x.ref())).orElse(""), me.csrf(), url(ref))));
    }
  }

  private BoardView view(Texts t, Tournament tournament, ResultReports.BoardReport r,
      Optional<PlayerAccess.Player> me, List<Web.Shown> problems) {
    Results.GameRef ref = r.ref();
    Game g = r.game();
    String page = url(ref);
    String division = Views.divisionName(tournament, t, ref.division());
    Mine mine = me.filter(p -> plays(r, p.id())).map(p -> mine(t, tournament, r, p)).orElse(null);
    return new BoardView(t.get("boardPage.title", division, ref.round(), ref.board()), division, ref.round(),
        ref.board(), name(t, tournament, g.red()), name(t, tournament, g.black()), state(t, r),
        Paths.round(ref.division(), ref.round()), page,
        page + "/part", page + "/code", page + "/claim", liveKey(ref.division(), ref.round()), mine, problems);
  }

  private static Mine mine(Texts t, Tournament tournament, ResultReports.BoardReport r, PlayerAccess.Player p) {
    boolean red = p.id().equals(r.game().red());
    Optional<Result> own = (red ? r.red() : r.black()).map(ResultReports.Claim::result);
    Optional<Result> theirs = (red ? r.black() : r.red()).map(ResultReports.Claim::result);
    Optional<Result> agree = theirs.filter(x -> !own.equals(theirs));
    List<Choice> others = ResultReports.CLAIMABLE.stream().filter(x -> !agree.equals(Optional.of(x))).map(x -> choice(t, x)).toList();
    return new Mine(t.get(red ? "col.red" : "col.black"), name(t, tournament, p.id()), p.csrf(),
        r.state() == ResultReports.State.ACCEPTED, own.map(x -> Views.result(t, x)).orElse(""),
        theirs.map(x -> Views.result(t, x)).orElse(""), agree.map(x -> choice(t, x)).orElse(null), others);
  }

  private static Choice choice(Texts t, Result r) {
    return new Choice(r.name(), Views.result(t, r));
  }

  /**
   * The report state in words. A claimed result is not said before it is accepted: who reported is, and what the
   * arbiter must do (confirm, settle a dispute); the board's own players see both claims in their part.
   */
  static String state(Texts t, ResultReports.BoardReport r) {
    return switch (r.state()) {
      case NONE -> t.get("boardPage.state.NONE");
      case REPORTED -> t.get(r.red().isPresent() ? "boardPage.state.REPORTED.red" : "boardPage.state.REPORTED.black");
      case CONFIRMED -> t.get("boardPage.state.CONFIRMED");
      case DISPUTED -> t.get("boardPage.state.DISPUTED");
      case ACCEPTED -> t.get("boardPage.state.ACCEPTED", Views.result(t, r.game().result()));
    };
  }

  /** The live key of a round's reports ({@code reports/adult/3}), which the desk's announcer sends. */
  static String liveKey(String division, int round) {
    return Live.reportsKey(Views.liveKey(division, round));
  }

  /** The claim of the form, one of {@link ResultReports#CLAIMABLE}; anything else is refused (400). */
  private static Result claimed(String value) {
    for (Result r : ResultReports.CLAIMABLE) {
      if (r.name().equals(value)) {
        return r;
      }
    }
    throw Web.problem("result", "boardPage.claimResult", value == null ? "" : value);
  }

  /** The session of a change with its token, refused (401, 403) otherwise; the body is read only then. */
  private Optional<PlayerAccess.Player> session(Context ctx) {
    Optional<PlayerAccess.Player> me = access.player(ctx.cookie(COOKIE));
    if (me.isEmpty()) {
      Guard.refuse(ctx, templates, HttpStatus.UNAUTHORIZED, "boardPage.noSession");
      return Optional.empty();
    }
    Requests.body(ctx);
    if (!Guard.carries(ctx, me.get().csrf())) {
      Guard.refuse(ctx, templates, HttpStatus.FORBIDDEN, "access.csrf");
      return Optional.empty();
    }
    return me;
  }

  private static boolean plays(ResultReports.BoardReport r, String player) {
    return player.equals(r.game().red()) || player.equals(r.game().black());
  }

  /** A player as arbiters name him: 12号 王芳（厦门）, No. 12 王芳 (厦门). */
  private static String name(Texts t, Tournament tournament, String id) {
    return t.pick(tournament.nameZh(id), tournament.nameEn(id));
  }

  private static Results.GameRef ref(Tournament tournament, Context ctx) {
    return new Results.GameRef(PublicPages.division(tournament, ctx.pathParam("division")),
        Web.number(ctx.pathParam("round"), "round"), Web.number(ctx.pathParam("board"), "board"));
  }

  private static String url(Results.GameRef ref) {
    return Paths.board(ref.division(), ref.round(), ref.board());
  }
}

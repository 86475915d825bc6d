package org.chuhe.web;

import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.io.games.GameFile;
import org.chuhe.app.io.games.GameFiles;
import org.chuhe.app.workflow.GameRecords;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.tournament.Tournament;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.IllegalMoveReason;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.notation.MoveTextException;
import org.chuhe.xiangqi.notation.Notation;

/**
 * The console's game records (issue 25): a board's record entered move by move (clicked on the board drawn by
 * {@code board.js}, or typed in any notation), a paper scoresheet pasted whole, each move checked by the rules core
 * and a refused one named with its reason ("马八进七：蹩马腿"); and the records of a round still missing, with the
 * consequence the regulations give applied when the arbiter confirms.
 *
 * <p>Nothing is stored until "save": the line entered so far travels in the form (its moves in ICCS, a hidden field),
 * so a refused move, a bad scoresheet or a save refused because another arbiter changed the record loses nothing.
 * The save carries the record's version as the page showed it (the optimistic lock, as for results).
 */
final class ConsoleGames {
  private final Event event;
  private final Templates templates;
  private final Announcer announcer;

  ConsoleGames(Event event, Templates templates, Announcer announcer) {
    this.event = event;
    this.templates = templates;
    this.announcer = announcer;
  }

  /** The board the record is of, as the head of the entry shows it. */
  record Head(String divisionName, String red, String black, String result, String deskUrl, String viewerUrl) {}

  /**
   * The entry's state: the board, the record's version as read ({@code 0}: none yet), the start position, the moves
   * entered (ICCS) and those saved, the move list and board, what was typed, and the last action's lines
   * ({@code refused}: shown as a refusal).
   */
  record Entry(String division, int round, int board, long version, String start, String line, String saved,
      GameViews.Moves moves, GameViews.Helpers helpers, Claim claim, String typed, String sheet, boolean refused,
      List<String> lines) {
    boolean unsaved() {
      return !line.equals(saved);
    }
  }

  record EntryPage(Head head, Entry entry) {}

  /**
   * A claim of the natural move limit the arbiter accepted (seed 003: the count starts then): the side ("red",
   * "black"; blank: none) and the ply after which it was accepted. It travels in the form like the line.
   */
  record Claim(String side, int ply) {
    static final Claim NONE = new Claim("", 0);

    Colour colour() {
      return side.equals("red") ? Colour.RED : side.equals("black") ? Colour.BLACK : null;
    }

    static Claim of(Context ctx, GameLine line) {
      String side = blank(ctx.formParam("claimant")).strip();
      if (side.isEmpty()) {
        return NONE;
      }
      if (!side.equals("red") && !side.equals("black")) {
        throw Web.problem("claimant", "game.claim.side", side);
      }
      String ply = blank(ctx.formParam("claimPly")).strip();
      try {
        int n = ply.isEmpty() ? 0 : Integer.parseInt(ply);
        if (n >= 0 && n <= line.plies()) {
          return new Claim(side, n);
        }
      } catch (NumberFormatException e) {
        // refused below
      }
      throw Web.problem("claimPly", "game.claim.ply", ply, line.plies());
    }
  }

  /** The entry page of a board: its record as stored (or an empty line from the start position). */
  void page(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Results.GameRef ref = ref(ctx);
    Optional<GameRecords.Stored> stored;
    try (Session s = event.session(arbiter.name())) {
      stored = GameRecords.get(s, ref);
    }
    GameLine line = stored.map(GameRecords.Stored::line).orElse(GameLine.empty(Position.start()));
    long version = stored.map(GameRecords.Stored::version).orElse(0L);
    List<String> lines = stored.map(r -> List.of(t.get("game.entry.stored", r.version(), line.plies())))
        .orElse(List.of(t.get("game.entry.none")));
    render(ctx, t, arbiter, ref, entry(t, ref, version, line, GameViews.iccs(line), Claim.NONE, "", "", false,
        lines));
  }

  /**
   * One more move (its text in {@code move}: ICCS from a click, or typed in any notation), or the last one taken
   * back ({@code do=undo}); a move the rules refuse is named with its reason and the line stays as it was.
   */
  void move(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Results.GameRef ref = ref(ctx);
    GameLine line = line(ctx);
    Claim claim = Claim.of(ctx, line);
    String text = blank(ctx.formParam("move")).strip();
    Entry entry;
    if ("claim".equals(ctx.formParam("do"))) {
      entry = entry(t, ref, version(ctx), line, saved(ctx), claim, "", sheet(ctx), false,
          List.of(claim.colour() == null ? t.get("game.claim.none") : t.get("game.claim.set",
              t.get(claim.colour() == Colour.RED ? "col.red" : "col.black"), claim.ply())));
    } else if ("undo".equals(ctx.formParam("do"))) {
      GameLine back = line.plies() == 0 ? line
          : GameLine.of(line.start(), line.moves().subList(0, line.plies() - 1));
      entry = entry(t, ref, version(ctx), back, saved(ctx), claim, "", sheet(ctx), false,
          List.of(line.plies() == 0 ? t.get("game.entry.nothingToUndo") : t.get("game.entry.undone")));
    } else if (text.isEmpty()) {
      ctx.status(400);
      entry = entry(t, ref, version(ctx), line, saved(ctx), claim, "", sheet(ctx), true,
          List.of(t.get("game.entry.noMove")));
    } else {
      try {
        Position before = line.last();
        Move m = Notation.readAny(before, text);
        GameLine longer = line.plus(m);
        entry = entry(t, ref, version(ctx), longer, saved(ctx), claim, "", sheet(ctx), false,
            List.of(t.get("game.entry.added", longer.moveNumber(longer.plies()), GameViews.chinese(before, m))));
      } catch (IllegalMoveException | MoveTextException e) {
        var why = Notation.explain(e, named(e, text));
        ctx.status(422);
        entry = entry(t, ref, version(ctx), line, saved(ctx), claim, text, sheet(ctx), true,
            List.of(t.pick(why.zh(), why.en())));
      }
    }
    render(ctx, t, arbiter, ref, entry);
  }

  /** A move in ICCS: what a click on the board sends. */
  private static final java.util.regex.Pattern ICCS = java.util.regex.Pattern.compile("[a-iA-I]\\d-?[a-iA-I]\\d");

  /**
   * The rules a move of the piece's own shape can break (its way blocked, the river, the palace, check): such a move
   * has a Chinese name that says where it goes. A move of the wrong shape (a rook on a diagonal) has none.
   */
  private static final java.util.Set<IllegalMoveReason> SHAPED = java.util.EnumSet.of(
      IllegalMoveReason.KING_LEAVES_PALACE, IllegalMoveReason.ADVISOR_LEAVES_PALACE,
      IllegalMoveReason.ELEPHANT_CROSSES_RIVER, IllegalMoveReason.ELEPHANT_EYE, IllegalMoveReason.HORSE_LEG,
      IllegalMoveReason.ROOK_BLOCKED, IllegalMoveReason.CANNON_BLOCKED, IllegalMoveReason.CANNON_SCREEN,
      IllegalMoveReason.FLYING_GENERAL, IllegalMoveReason.LEAVES_KING_IN_CHECK);

  /**
   * The refused move as the arbiter reads it: a click (ICCS) of the piece's own shape named in Chinese ("马八进六"),
   * as a scoresheet writes it; anything else as sent or typed.
   */
  private static String named(RuntimeException e, String text) {
    if (e instanceof IllegalMoveException i && SHAPED.contains(i.reason()) && ICCS.matcher(text).matches()) {
      return GameViews.chinese(i.position(), i.move());
    }
    return text;
  }

  /**
   * A paper scoresheet typed or pasted whole (a plain list of moves in any notation, PGN or DhtmlXQ): read move by
   * move, the line it gives replaces the one entered; the first bad move is named and nothing is lost.
   */
  void paste(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Results.GameRef ref = ref(ctx);
    GameLine line = line(ctx);
    Claim claim = Claim.of(ctx, line);
    String sheet = sheet(ctx);
    Entry entry;
    try {
      if (sheet.isBlank()) {
        throw Web.problem("sheet", "game.entry.noSheet");
      }
      List<GameFile> games = GameFiles.read(t.get("game.entry.sheetName"), sheet.getBytes(StandardCharsets.UTF_8));
      if (games.size() != 1) {
        throw Web.problem("sheet", "game.entry.oneGame", games.size());
      }
      GameLine read = games.get(0).line();
      entry = entry(t, ref, version(ctx), read, saved(ctx), claim, "", "", false,
          List.of(t.get("game.entry.pasted", read.plies(), read.plies() == 0 ? 0 : read.moveNumber(read.plies()))));
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      entry = entry(t, ref, version(ctx), line, saved(ctx), claim, "", sheet, true, shown(t, e));
    }
    render(ctx, t, arbiter, ref, entry);
  }

  /**
   * Saves the line entered as the board's record, at the version the page showed: refused, with who changed it,
   * when another arbiter saved the record since (the line entered stays in the page).
   */
  void save(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Results.GameRef ref = ref(ctx);
    GameLine line = line(ctx);
    Claim claim = Claim.of(ctx, line);
    Entry entry;
    try (Session s = event.session(arbiter.name())) {
      GameRecords.Saved saved = GameRecords.enter(s, ref, line, version(ctx));
      announcer.look();
      GameRecords.Stored stored = saved.stored();
      entry = entry(t, ref, stored.version(), stored.line(), GameViews.iccs(stored.line()), claim, "", sheet(ctx),
          false, saved.notices().stream().map(n -> t.pick(n.zh(), n.en())).toList());
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      entry = entry(t, ref, version(ctx), line, saved(ctx), claim, "", sheet(ctx), true, shown(t, e));
    }
    render(ctx, t, arbiter, ref, entry);
  }

  /**
   * Deletes the board's record at the version the page showed (a record entered on the wrong board); the moves stay
   * in the page, unsaved, and the board's mark (kept or missing) stays as it is.
   */
  void delete(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Results.GameRef ref = ref(ctx);
    GameLine line = line(ctx);
    Claim claim = Claim.of(ctx, line);
    Entry entry;
    try (Session s = event.session(arbiter.name())) {
      GameRecords.delete(s, ref, version(ctx));
      announcer.look();
      entry = entry(t, ref, 0, line, "", claim, "", sheet(ctx), false, List.of(t.get("game.entry.deleted")));
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      entry = entry(t, ref, version(ctx), line, saved(ctx), claim, "", sheet(ctx), true, shown(t, e));
    }
    render(ctx, t, arbiter, ref, entry);
  }

  private static List<String> shown(Texts t, ProblemException e) {
    return Web.shown(t, e).stream().map(p -> p.text() + (p.remedy().isEmpty() ? "" : " " + p.remedy())).toList();
  }

  private Entry entry(Texts t, Results.GameRef ref, long version, GameLine line, String saved, Claim claim,
      String typed, String sheet, boolean refused, List<String> lines) {
    Claim kept = claim.ply() <= line.plies() ? claim : Claim.NONE; // a claim after the moves taken back: gone
    return new Entry(ref.division(), ref.round(), ref.board(), version, line.start().fen(), GameViews.iccs(line),
        saved, GameViews.moves(t, line), GameViews.helpers(t, line,
        event.publicTournament().regulations().moveLimit(), kept.colour(), kept.colour() == null ? null : kept.ply()),
        kept, typed, sheet, refused, lines);
  }

  /** The whole page, or (to htmx) the entry alone, which replaces the one shown. */
  private void render(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter, Results.GameRef ref, Entry entry) {
    Frame f = Web.frame(ctx, t, t.get("game.entry.title", ref.round(), ref.board()), Optional.of(arbiter));
    if (Web.fragment(ctx)) {
      templates.send(ctx, "consoleGameEntry", java.util.Map.of("f", f, "e", entry));
      return;
    }
    templates.send(ctx, "consoleGame", Web.model(f, "page", new EntryPage(head(t, ref), entry)));
  }

  private Head head(Texts t, Results.GameRef ref) {
    Tournament tournament = event.publicTournament();
    String division = PublicPages.division(tournament, ref.division());
    Game game = tournament.roundsOf(division).stream().filter(r -> r.number() == ref.round())
        .flatMap(r -> r.games().stream()).filter(g -> g.board() == ref.board()).findFirst()
        .orElseThrow(() -> Web.notFound("board", "desk.board.none", ref.round(), ref.board()));
    String result = Views.result(t, game.result());
    return new Head(Views.divisionName(tournament, t, division), GameViews.player(t, Views.cell(tournament,
        game.red())), GameViews.player(t, Views.cell(tournament, game.black())),
        result.isEmpty() ? t.get("game.noResult") : result, Paths.deskBoard(division, ref.round(), ref.board()),
        Paths.game(division, ref.round(), ref.board()));
  }

  /** The line the form carries: its start position and its moves in ICCS, each checked again. */
  private static GameLine line(Context ctx) {
    String start = blank(ctx.formParam("start")).strip();
    try {
      Position p = start.isEmpty() ? Position.start() : Position.fromFen(start);
      GameLine line = GameLine.empty(p);
      for (String m : blank(ctx.formParam("line")).strip().split("\\s+")) {
        if (!m.isEmpty()) {
          line = line.plus(Notation.ICCS.read(line.last(), m));
        }
      }
      return line;
    } catch (IllegalMoveException | MoveTextException e) {
      throw Web.problem("line", "game.entry.badLine", blank(ctx.formParam("line")));
    }
  }

  private static String saved(Context ctx) {
    return blank(ctx.formParam("saved")).strip();
  }

  private static String sheet(Context ctx) {
    return blank(ctx.formParam("sheet"));
  }

  private static long version(Context ctx) {
    String v = blank(ctx.formParam("version")).strip();
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw Web.problem("version", "problem.version", v);
    }
  }

  private static String blank(String s) {
    return s == null ? "" : s;
  }

  private static Results.GameRef ref(Context ctx) {
    return new Results.GameRef(blank(param(ctx, "division")).strip(), Web.number(param(ctx, "round"), "round"),
        Web.number(param(ctx, "board"), "board"));
  }

  private static String param(Context ctx, String name) {
    return ctx.formParam(name) != null ? ctx.formParam(name) : ctx.queryParam(name);
  }

  // ---- the records of a round still missing --------------------------------------------------------------------

  /** A board whose record the regulations require and nobody has entered or marked kept. */
  record MissingRow(int board, Views.PlayerCell red, String result, Views.PlayerCell black, String entryUrl) {}

  record MissingPage(String division, String divisionName, int round, List<Console.Tab> divisions,
      List<Console.Tab> rounds, List<MissingRow> rows, List<String> lines, boolean refused) {}

  void missing(Context ctx, ConsoleAccess.Arbiter arbiter) {
    renderMissing(ctx, Web.texts(ctx), arbiter, List.of(), false);
  }

  /** Applies the regulations' consequence to every record of the round still missing (R23), as the arbiter confirms. */
  void confirm(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    List<String> lines = new ArrayList<>();
    boolean refused = false;
    try (Session s = event.session(arbiter.name())) {
      Tournament tournament = event.publicTournament();
      String division = PublicPages.division(tournament, blank(param(ctx, "division")).strip());
      int round = Web.number(param(ctx, "round"), "round");
      List<Results.Change> changes = GameRecords.confirmMissing(s, division, round);
      announcer.look();
      lines.add(t.get("game.missing.confirmed", changes.size()));
      changes.forEach(c -> c.notices().forEach(n -> lines.add(t.pick(n.zh(), n.en()))));
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      lines.addAll(shown(t, e));
      refused = true;
    }
    renderMissing(ctx, t, arbiter, lines, refused);
  }

  private void renderMissing(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter, List<String> lines,
      boolean refused) {
    Tournament tournament = event.publicTournament();
    String asked = blank(param(ctx, "division")).strip();
    String division = !asked.isEmpty() ? PublicPages.division(tournament, asked)
        : tournament.regulations().divisions().stream().map(DivisionRules::id)
            .filter(d -> !tournament.roundsOf(d).isEmpty()).findFirst()
            .orElse(tournament.regulations().divisions().get(0).id());
    List<Round> played = tournament.roundsOf(division);
    String roundAsked = blank(param(ctx, "round")).strip();
    int round = !roundAsked.isEmpty() ? Web.number(roundAsked, "round")
        : played.isEmpty() ? 1 : played.get(played.size() - 1).number();
    List<MissingRow> rows = new ArrayList<>();
    try (Session s = event.session(arbiter.name())) {
      for (Results.GameRef ref : GameRecords.missing(s, division, round)) {
        played.stream().filter(r -> r.number() == round).flatMap(r -> r.games().stream())
            .filter(g -> g.board() == ref.board()).findFirst()
            .ifPresent(g -> rows.add(new MissingRow(g.board(), Views.cell(tournament, g.red()),
                Views.result(t, g.result()), Views.cell(tournament, g.black()),
                Paths.deskGame(division, round, g.board()))));
      }
    }
    List<Console.Tab> divisions = tournament.regulations().divisions().stream()
        .filter(d -> !tournament.roundsOf(d.id()).isEmpty())
        .map(d -> new Console.Tab(t.pick(d.name(), d.nameEn()), Paths.DESK_MISSING + "?division="
            + Paths.encode(d.id()), d.id().equals(division))).toList();
    List<Console.Tab> rounds = played.stream().map(r -> new Console.Tab(Integer.toString(r.number()),
        Paths.deskMissing(division, r.number()), r.number() == round)).toList();
    Frame f = Web.frame(ctx, t, t.get("game.missing.title", Views.divisionName(tournament, t, division), round),
        Optional.of(arbiter));
    templates.send(ctx, "consoleMissing", Web.model(f, "page", new MissingPage(division,
        Views.divisionName(tournament, t, division), round, divisions, rounds, rows, lines, refused)));
  }
}

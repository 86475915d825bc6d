package org.chuhe.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.chuhe.engine.PairingEngine;
import org.chuhe.knockout.Bracket;
import org.chuhe.knockout.Slot;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.regulations.TieBreakStage;
import org.chuhe.app.workflow.DrawNumbers;
import org.chuhe.app.workflow.LineUps;
import org.chuhe.app.workflow.PairRound;
import org.chuhe.app.workflow.Pairings;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.Roster;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Game;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.Violation;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.teams.MatchScore;
import org.chuhe.teams.TeamField;
import org.chuhe.teams.TeamLineUps;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.Tournament;

/**
 * The console before results (the cycle of a round up to the results desk): the players of a division (register,
 * an entry form's import through its preview in {@link ConsoleImport}, check in and out, with the entry rules'
 * warnings and the logged override), the draw, and a round paired as a draft, reviewed (score groups, the engine's
 * reason for each board, the checker's verdict and quality vector), changed by hand with a reason, and published. Each handler calls the same use case as the command line
 * ({@code players add/import}, {@code checkin}, {@code draw}, {@code pair --draft}, {@code publish}, {@code unpair}),
 * so the rules and messages are the same; what a use case refuses is shown on the page, next to its field.
 */
final class ConsoleRounds {
  /** The fields of the registration form, as the problems of {@link Registration#register(Session, Registration.Form)} name them. */
  static final List<String> FIELDS = List.of("name", "id", "division", "unit", "gender", "born", "province", "city",
      "grade", "rating", "phone", "idNumber", "override", "a", "b", "reason", "team", "lineUp.team", "lineUp.players");

  private final Event event;
  private final Templates templates;
  private final Announcer announcer;
  /** The server's engine, which pairs the rounds and pairs a draft again for its review. */
  private final PairingEngine engine;

  ConsoleRounds(Event event, Templates templates, Announcer announcer, PairingEngine engine) {
    this.engine = engine;
    this.event = event;
    this.templates = templates;
    this.announcer = announcer;
  }

  /** What the last action did: lines said as done, problems by field (blank: the form's), the form as typed. */
  record Outcome(List<String> done, Map<String, List<String>> problems, Map<String, String> typed,
      boolean overrideAsked) {
    static final Outcome NONE = new Outcome(List.of(), Map.of(), Map.of(), false);

    static Outcome done(List<String> lines) {
      return new Outcome(lines, Map.of(), Map.of(), false);
    }

    List<String> of(String field) {
      return problems.getOrDefault(field, List.of());
    }

    /** The problems no field of the form is named by. */
    List<String> general() {
      List<String> all = new ArrayList<>();
      problems.forEach((field, lines) -> {
        if (!FIELDS.contains(field)) {
          all.addAll(lines);
        }
      });
      return all;
    }

    /** The problems of a line-up form: its team, its players. */
    List<String> problemsOfLineUp() {
      List<String> all = new ArrayList<>();
      for (String field : List.of("team", "lineUp.team", "lineUp.players")) {
        all.addAll(of(field));
      }
      return all;
    }

    String typed(String field) {
      return typed.getOrDefault(field, "");
    }
  }

  record PlayerRow(String id, String number, String name, String unit, boolean checkedIn, String status) {}

  record PlayersPage(List<Console.Tab> tabs, String division, String divisionName, List<PlayerRow> rows,
      int checkedIn, Outcome outcome) {}

  record DrawRow(String number, String name, String unit) {}

  /** A board of the review: each side's pairing number, name and points for this pairing, and the engine's reason. */
  record ReviewBoard(String board, Views.PlayerCell red, String redPoints, Views.PlayerCell black,
      String blackPoints, String note) {}

  /** Boards whose higher-placed player has these points (a score group, 分组). */
  record ScoreGroup(String label, List<ReviewBoard> boards) {}

  /**
   * The review of a round. {@code knockout}: a knock-out round's matches (its boards), shown instead of the Swiss's
   * score groups, score differences and quality vector, which a match does not have; null for another round.
   */
  record Review(int round, boolean draft, boolean provisional, boolean hasResults, List<ScoreGroup> groups,
      List<ReviewBoard> byes, String verdict, String differences, String quality, List<String> changes,
      List<String> violations, String summary, boolean explained, KnockoutReview knockout, TeamReview teams) {}

  /**
   * A team round under review: its matches (heading: table and both teams; the pairing's reason; the boards with
   * each side's player and colour) and the teams with a bye, shown instead of the players' score groups; the team
   * Swiss's own quality is the summary line.
   */
  record TeamReview(List<TeamMatchReview> matches, List<String> byes) {}

  record TeamMatchReview(String heading, String note, List<TeamPages.BoardLine> boards, List<LineUpForm> lineUps) {}

  /**
   * The form of one team's line-up for the round (出场名单) under its match, while the match has no result: what the
   * team fields now, as pairing numbers board 1 first ({@code players}, what the field shows and sends back), and its
   * declared players in order, the main ones then the reserves, for the arbiter to check the sheet against;
   * {@code was}: what it fields now, its ids URL-encoded and spaced, sent back so that a change made meanwhile is not undone unseen.
   */
  record LineUpForm(String team, String name, String players, String declared, String reserves, String was) {}

  /**
   * A knock-out round under review: which game of the matches it is ({@code slot}: 1/4决赛 第2局, 快棋加赛 第1局), the
   * tie-break stage's rules when it is one ({@code tieBreak}, blank otherwise), and one line per board.
   */
  record KnockoutReview(String slot, String tieBreak, List<KnockoutBoard> boards) {}

  /**
   * One board of a knock-out round: the match (its stage and both seeds, named as arbiters name them), who is red,
   * the match's score before this game ({@code score}: 正式对局 1:1, and the tie-break so far), the pairing's reason.
   */
  record KnockoutBoard(String board, String match, String higher, String lower, String red, String score,
      String note) {}

  record RoundsPage(List<Console.Tab> tabs, String division, String divisionName, List<DrawRow> drawn,
      boolean canDraw, boolean canPair, int nextRound, Optional<Review> review, Outcome outcome) {}

  // ---- players -------------------------------------------------------------------------------------------------

  /** GET {@code /console/players?division=…}: the division's players with their check-in. Role: arbiter. */
  void players(Context ctx, ConsoleAccess.Arbiter arbiter) {
    renderPlayers(ctx, arbiter, ctx.queryParam("division"), Outcome.NONE);
  }

  /** POST {@code /console/players}: registers one player (the fields of {@code players add}). Role: chief. */
  void register(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Map<String, String> typed = new LinkedHashMap<>();
    FIELDS.forEach(f -> typed.put(f, ctx.formParam(f) == null ? "" : ctx.formParam(f)));
    Registration.Form form = new Registration.Form(typed.get("name"), typed.get("id"), typed.get("division"),
        typed.get("unit"), typed.get("gender"), typed.get("born"), typed.get("province"), typed.get("city"),
        typed.get("grade"), typed.get("rating"), typed.get("phone"), typed.get("idNumber"),
        ctx.formParam("unpaid") != null, ctx.formParam("checkedIn") != null, typed.get("override"));
    Outcome outcome;
    try (Session s = event.session(arbiter.name())) {
      Registration.Entry e = Registration.register(s, form);
      announcer.look();
      List<String> lines = new ArrayList<>(List.of(t.get("players.registered", e.player().id(), e.player().name())));
      e.notices().forEach(n -> lines.add(t.pick(n.zh(), n.en())));
      outcome = Outcome.done(lines);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      outcome = refused(t, e, typed);
    }
    renderPlayers(ctx, arbiter, typed.get("division"), outcome);
  }

  /** POST {@code /console/players/checkin}: one player in ({@code in=true}) or out, one click. Role: arbiter. */
  void checkIn(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    boolean in = "true".equals(ctx.formParam("in"));
    Outcome outcome;
    try (Session s = event.session(arbiter.name())) {
      List<Registration.Entry> changed = Registration.checkIn(s, List.of(String.valueOf(ctx.formParam("player"))),
          in);
      announcer.look();
      List<String> lines = new ArrayList<>();
      for (Registration.Entry e : changed) {
        lines.add(t.get(in ? "players.checkedIn" : "players.checkedOut", e.player().name()));
        e.notices().forEach(n -> lines.add(t.pick(n.zh(), n.en())));
      }
      outcome = Outcome.done(lines);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      outcome = refused(t, e, Map.of());
    }
    renderPlayers(ctx, arbiter, ctx.formParam("division"), outcome);
  }

  /** A player's registration as the edit form shows it; his phone and ID number only as "on file", never shown. */
  record EditPage(String division, String id, String name, String number, boolean phoneOnFile, boolean idOnFile,
      String back, Outcome outcome) {}

  /** GET {@code /console/players/edit?player=…}: a registration to change or remove. Role: chief. */
  void editPage(Context ctx, ConsoleAccess.Arbiter arbiter) {
    String id = String.valueOf(ctx.queryParam("player"));
    Map<String, String> shown = new LinkedHashMap<>();
    try (Session s = event.session(arbiter.name())) {
      Player p = s.load().player(id).orElseThrow(() -> Web.notFound("player", "problem.noPlayer", id));
      shown.put("name", p.name());
      shown.put("division", p.division());
      shown.put("unit", p.unit() == null ? "" : p.unit());
      shown.put("gender", p.gender() == null ? "" : Web.texts(ctx).get("more.gender." + p.gender().name()));
      shown.put("born", p.birthDate() == null ? "" : p.birthDate().toString());
      shown.put("province", p.residence().province() == null ? "" : p.residence().province());
      shown.put("city", p.residence().city() == null ? "" : p.residence().city());
      shown.put("grade", p.grade() == null ? "" : p.grade());
      shown.put("rating", p.rating() == null ? "" : p.rating().toString());
      shown.put("unpaid", p.feePaid() ? "" : "on");
    }
    renderEdit(ctx, arbiter, id, new Outcome(List.of(), Map.of(), shown, false));
  }

  /** POST {@code /console/players/edit}: the registration changed (as {@code players edit}). Role: chief. */
  void edit(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String id = String.valueOf(ctx.formParam("player"));
    Map<String, String> typed = new LinkedHashMap<>();
    FIELDS.forEach(f -> typed.put(f, ctx.formParam(f) == null ? "" : ctx.formParam(f)));
    typed.put("unpaid", ctx.formParam("unpaid") == null ? "" : "on");
    // Blank phone and ID number: kept as stored (the form does not show them back).
    Registration.Form form = new Registration.Form(typed.get("name"), "", typed.get("division"), typed.get("unit"),
        typed.get("gender"), typed.get("born"), typed.get("province"), typed.get("city"), typed.get("grade"),
        typed.get("rating"), typed.get("phone").isBlank() ? null : typed.get("phone"),
        typed.get("idNumber").isBlank() ? null : typed.get("idNumber"), ctx.formParam("unpaid") != null, false,
        typed.get("override"));
    try (Session s = event.session(arbiter.name())) {
      Registration.Entry e = Registration.edit(s, id, form);
      announcer.look();
      List<String> lines = new ArrayList<>(List.of(t.get("more.players.edited", e.player().name())));
      e.notices().forEach(n -> lines.add(t.pick(n.zh(), n.en())));
      renderPlayers(ctx, arbiter, e.player().division(), Outcome.done(lines));
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      renderEdit(ctx, arbiter, id, refused(t, named(e, id, "division"), typed));
    }
  }

  /** POST {@code /console/players/remove}: a registration removed, refused once paired (as {@code players remove}). */
  void remove(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String id = String.valueOf(ctx.formParam("player"));
    String reason = ctx.formParam("reason") == null ? "" : ctx.formParam("reason");
    try (Session s = event.session(arbiter.name())) {
      if (reason.isBlank()) { // the console asks for the reason the log keeps, as for a withdrawal
        throw Web.problem("reason", "problem.reason");
      }
      String division = s.load().player(id).map(Player::division).orElse(null);
      List<String> lines = Registration.remove(s, id, reason.strip()).stream()
          .map(n -> t.pick(n.zh(), n.en())).toList();
      announcer.look();
      renderPlayers(ctx, arbiter, division, Outcome.done(lines));
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      renderEdit(ctx, arbiter, id, refused(t, named(e, id, "reason"), Map.of("reason", reason)));
    }
  }

  /**
   * A refusal about the player as a whole (placed at "player", or at his id, which may be an ID number) goes to
   * {@code field}.
   */
  private static ProblemException named(ProblemException e, String id, String field) {
    return new ProblemException(e.problems().stream().map(p -> id.equals(p.where()) || "player".equals(p.where())
        ? new Problem(p.kind(), field, p.zh(), p.en(), p.remedy()) : p).toList());
  }

  private void renderEdit(Context ctx, ConsoleAccess.Arbiter arbiter, String id, Outcome outcome) {
    Texts t = Web.texts(ctx);
    Player p;
    try (Session s = event.session(arbiter.name())) {
      p = s.load().player(id).orElseThrow(() -> Web.notFound("player", "problem.noPlayer", id));
    }
    EditPage page = new EditPage(p.division(), p.id(), p.name(), p.number() == null ? "" : p.number().toString(),
        p.phone() != null, p.idNumber() != null, Paths.consolePlayers(p.division()), outcome);
    Frame f = Web.frame(ctx, t, t.get("more.players.title", p.name()), Optional.of(arbiter));
    templates.send(ctx, "consolePlayersEdit", Web.model(f, "page", page));
  }

  void renderPlayers(Context ctx, ConsoleAccess.Arbiter arbiter, String requested, Outcome outcome) {
    Texts t = Web.texts(ctx);
    List<Roster.Entry> roster;
    String division;
    try (Session s = event.session(arbiter.name())) {
      division = division(s.load(), requested);
      roster = Roster.of(s, division, false);
    }
    Tournament tournament = event.publicTournament();
    List<PlayerRow> rows = roster.stream().map(e -> new PlayerRow(e.player().id(),
        e.player().number() == null ? "" : e.player().number().toString(), e.player().name(),
        Views.cell(tournament, e.player().id()).unit(), e.player().checkedIn(),
        e.notPaired().map(n -> t.pick(n.zh(), n.en())).orElse(""))).toList();
    int checkedIn = (int) rows.stream().filter(PlayerRow::checkedIn).count();
    PlayersPage page = new PlayersPage(tabs(tournament, t, division, Paths::consolePlayers), division,
        Views.divisionName(tournament, t, division), rows, checkedIn, outcome);
    Frame f = Web.frame(ctx, t, t.get("registration.title"), Optional.of(arbiter));
    templates.send(ctx, "consolePlayers", Web.model(f, "page", page));
  }

  // ---- draw, pairing, review, publication ------------------------------------------------------------------------

  /** GET {@code /console/rounds?division=…}: the draw, and the last round for review. Role: chief. */
  void rounds(Context ctx, ConsoleAccess.Arbiter arbiter) {
    renderRounds(ctx, arbiter, ctx.queryParam("division"), Outcome.NONE);
  }

  /** POST {@code /console/rounds/draw}: the draw of the division, as {@code draw}. Role: chief. */
  void draw(Context ctx, ConsoleAccess.Arbiter arbiter) {
    act(ctx, arbiter, (s, t, division) -> {
      String seed = ctx.formParam("seed");
      DrawNumbers.Outcome o = DrawNumbers.inDatabase(s, new DrawNumbers.Request(division,
          seed == null || seed.isBlank() ? null : (long) Web.number(seed, "seed")));
      int numbered = o.drawn().stream().mapToInt(d -> d.numbered().size()).sum();
      return List.of(t.get("rounds.drawn", numbered, o.seed()));
    });
  }

  /** POST {@code /console/rounds/pair}: the next round as a draft ({@code pair --draft}). Role: chief. */
  void pair(Context ctx, ConsoleAccess.Arbiter arbiter) {
    act(ctx, arbiter, (s, t, division) -> {
      Set<String> absent = new HashSet<>(refs(ctx.formParam("absent")));
      PairRound.Outcome o = PairRound.inDatabase(s, new PairRound.Request(division, false, absent, List.of(), true),
          engine);
      List<String> lines = new ArrayList<>();
      for (PairRound.Paired p : o.divisions()) {
        p.lateNumbers().forEach((id, n) -> lines.add(t.get("rounds.late", t.pick(o.tournament().nameZh(id),
            o.tournament().nameEn(id)), n)));
        lines.add(t.get("rounds.paired", p.result().round().number()));
      }
      return lines;
    });
  }

  /** POST {@code /console/rounds/change}: swap two players, force a pair or a bye in the draft, with a reason. Role: chief. */
  void change(Context ctx, ConsoleAccess.Arbiter arbiter) {
    act(ctx, arbiter, (s, t, division) -> {
      ManualChange change = change(ctx);
      PairRound.Outcome o = PairRound.changeDraft(s, division, change, engine);
      PairingResult r = o.divisions().get(0).result();
      // The change as the engine applied it, its players resolved, written by name.
      ManualChange made = r.changes().get(r.changes().size() - 1);
      List<String> lines = new ArrayList<>(List.of(t.get("rounds.changed", t.pick(
          made.describeZh(o.tournament()::nameZh), made.describeEn(o.tournament()::nameEn)))));
      r.swissQuality().ifPresent(q -> lines.add(t.get("rounds.qualityLine", t.pick(q.lineZh(), q.lineEn()))));
      r.violations().forEach(v -> lines.add(t.get("rounds.breaks", v.line())));
      return lines;
    });
  }

  /**
   * POST {@code /console/rounds/line-up}: a team's line-up for the round, board 1 first ({@code line-up}), in the
   * draft or the published round until its match's first result. Role: chief.
   */
  void lineUp(Context ctx, ConsoleAccess.Arbiter arbiter) {
    act(ctx, arbiter, (s, t, division) -> {
      int round = (int) Web.number(ctx.formParam("round"), "round");
      String was = ctx.formParam("was");
      LineUps.Entered e = LineUps.enter(s, division, round, ctx.formParam("team"), refs(ctx.formParam("players")),
          was == null ? null : Arrays.stream(was.split(" ")).filter(x -> !x.isEmpty())
              .map(x -> java.net.URLDecoder.decode(x, java.nio.charset.StandardCharsets.UTF_8)).toList());
      return List.of(t.get(e.unchanged() ? "rounds.lineUpUnchanged" : "rounds.lineUpEntered", e.match().table(),
          e.team().name()));
    });
  }

  /** POST {@code /console/rounds/publish}: the draft is public from now on ({@code publish}). Role: chief. */
  void publish(Context ctx, ConsoleAccess.Arbiter arbiter) {
    act(ctx, arbiter, (s, t, division) -> {
      List<Round> published = Pairings.publish(s, division, null);
      announcer.look();
      return published.stream().map(r -> t.get("rounds.published", r.number())).toList();
    });
  }

  /** POST {@code /console/rounds/undo}: takes the last round back until its first result ({@code unpair}). Role: chief. */
  void undo(Context ctx, ConsoleAccess.Arbiter arbiter) {
    act(ctx, arbiter, (s, t, division) -> {
      Round undone = Pairings.undoPairing(s, division, null);
      announcer.look();
      return List.of(t.get("rounds.undone", undone.number()));
    });
  }

  private interface Action {
    List<String> run(Session s, Texts t, String division);
  }

  /** Runs one use case on the form's division and shows the rounds page with what it did or refused. */
  private void act(Context ctx, ConsoleAccess.Arbiter arbiter, Action action) {
    Texts t = Web.texts(ctx);
    String division = ctx.formParam("division");
    Outcome outcome;
    try (Session s = event.session(arbiter.name())) {
      outcome = Outcome.done(action.run(s, t, division(s.load(), division)));
      announcer.look();
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      Map<String, String> typed = new LinkedHashMap<>();
      for (String f : List.of("kind", "a", "b", "reason", "absent", "seed", "team", "players")) {
        typed.put(f, ctx.formParam(f) == null ? "" : ctx.formParam(f));
      }
      outcome = refused(t, e, typed);
    }
    renderRounds(ctx, arbiter, division, outcome);
  }

  private void renderRounds(Context ctx, ConsoleAccess.Arbiter arbiter, String requested, Outcome outcome) {
    Texts t = Web.texts(ctx);
    Tournament whole;
    try (Session s = event.session(arbiter.name())) {
      whole = s.load();
    }
    Tournament tournament = whole.withPlayers(whole.players().stream().map(Player::withoutSensitiveData).toList());
    String division = division(tournament, requested);
    List<DrawRow> drawn = tournament.playersIn(division).stream().filter(p -> p.number() != null)
        .sorted((a, b) -> Integer.compare(a.number(), b.number()))
        .map(p -> new DrawRow(p.number().toString(), p.name(), Views.cell(tournament, p.id()).unit())).toList();
    List<Round> rounds = tournament.roundsOf(division);
    int next = rounds.size() + 1;
    boolean canPair = next <= Views.roundsOf(tournament, division)
        && (rounds.isEmpty() || !rounds.get(rounds.size() - 1).draft());
    Optional<Review> review = PairRound.review(tournament, division, engine).map(r -> review(tournament, t, r));
    RoundsPage page = new RoundsPage(tabs(tournament, t, division, Paths::consoleRounds), division,
        Views.divisionName(tournament, t, division), drawn, rounds.isEmpty(), canPair, next, review, outcome);
    Frame f = Web.frame(ctx, t, t.get("rounds.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleRounds", Web.model(f, "page", page));
  }

  /** The review of a round as the page shows it: boards by score group, each with the engine's reason. */
  static Review review(Tournament tournament, Texts t, PairRound.Review r) {
    Round round = r.round();
    Map<String, PlayerHistory> before = Histories.of(tournament, round.division(), round.number() - 1);
    Map<Integer, String> notes = new LinkedHashMap<>();
    Map<String, String> byeNotes = new LinkedHashMap<>();
    r.explained().ifPresent(e -> e.notes().forEach(n -> {
      if (n.black() != null) {
        notes.put(n.board(), t.pick(n.zh(), n.en()));
      } else { // a bye's note names its player as red
        byeNotes.put(n.red(), t.pick(n.zh(), n.en()));
      }
    }));
    Map<Integer, List<ReviewBoard>> groups = new TreeMap<>((a, b) -> Integer.compare(b, a));
    for (Game g : round.games()) {
      int red = points(r, before, g.red());
      int black = points(r, before, g.black());
      groups.computeIfAbsent(Math.max(red, black), k -> new ArrayList<>()).add(new ReviewBoard(
          Integer.toString(g.board()), Views.cell(tournament, g.red()), Integer.toString(red),
          Views.cell(tournament, g.black()), Integer.toString(black), notes.getOrDefault(g.board(), "")));
    }
    List<ScoreGroup> shown = new ArrayList<>();
    groups.forEach((points, boards) -> shown.add(new ScoreGroup(t.get("rounds.group", points), boards)));
    List<ReviewBoard> byes = round.byes().stream().map(id -> new ReviewBoard("", Views.cell(tournament, id),
        Integer.toString(points(r, before, id)), null, "", byeNotes.getOrDefault(id, ""))).toList();
    var c = r.check().check();
    String verdict = tournament.regulations().format().roundRobin()
        ? t.get(c.passes() ? "rounds.verdict.berger" : "rounds.verdict.notBerger")
        : t.get(!c.isLegal() ? "rounds.verdict.broken" : c.passes() ? "rounds.verdict.legal"
            : "rounds.verdict.nearer");
    List<String> changes = new ArrayList<>();
    for (Reports.ChangeAccepted m : r.check().changes()) {
      String made = t.get("rounds.manualChange", t.pick(m.change().describeZh(tournament::nameZh),
          m.change().describeEn(tournament::nameEn)));
      changes.add(m.change().by() == null ? made : t.get("rounds.madeBy", made, m.change().by()));
      m.violations().forEach(v -> changes.add("  · " + v.line()));
    }
    List<String> violations = r.check().unexplained().stream().map(Violation::line).toList();
    String summary = r.explained().map(e -> t.pick(e.summaryZh(), e.summaryEn())).orElse("");
    boolean hasResults = round.games().stream().anyMatch(g -> g.result().isFinished() || g.hasFouls());
    KnockoutReview knockout = Bracket.knockoutRound(tournament.regulations(), round.division(), round.number())
        ? knockout(tournament, t, round, notes) : null;
    if (knockout != null) {
      verdict = t.get(c.isLegal() ? "rounds.verdict.bracket" : "rounds.verdict.notBracket");
    }
    return new Review(round.number(), round.draft(), round.isProvisional(), hasResults, shown, byes, verdict,
        t.pick(c.quality().differences().describeZh(), c.quality().differences().describeEn()),
        t.pick(c.quality().lineZh(), c.quality().lineEn()), changes, violations, summary, r.explained().isPresent(),
        knockout, round.isTeamRound() ? teams(tournament, t, round, notes) : null);
  }

  /** A team round's matches for the review: as the match list shows them, each with the engine's reason. */
  private static TeamReview teams(Tournament tournament, Texts t, Round round, Map<Integer, String> notes) {
    TeamPages.MatchList list = TeamPages.matches(tournament, t, round, Set.of());
    List<TeamMatchReview> matches = new ArrayList<>();
    for (TeamPages.MatchView m : list.matches()) {
      String note = m.boards().isEmpty() ? "" : notes.getOrDefault(m.boards().get(0).board(), "");
      TeamPairing pairing = round.matches().stream().filter(x -> x.table() == m.table()).findFirst().orElseThrow();
      matches.add(new TeamMatchReview(t.get("match.table", m.table()) + " · " + m.first() + " "
          + t.get("match.vs") + " " + m.second(), note, m.boards(), lineUps(tournament, t, round, pairing)));
    }
    return new TeamReview(matches, list.byes());
  }

  /** Both teams' line-up forms of a match; none once a board of it has a result, a foul or a record's mark. */
  private static List<LineUpForm> lineUps(Tournament tournament, Texts t, Round round, TeamPairing m) {
    int boards = tournament.regulations().teamMatch().boards();
    boolean begun = MatchScore.boards(round, m, boards).stream().anyMatch(g -> g != null && LineUps.begun(g));
    if (begun) {
      return List.of();
    }
    TeamField field = TeamField.of(tournament, round.division());
    List<LineUpForm> forms = new ArrayList<>();
    for (String id : List.of(m.first(), m.second())) {
      Unit team = field.team(id).orElseThrow();
      List<String> ids = TeamLineUps.fielded(round, m, team, boards).stream().filter(p -> p != null).toList();
      String fielded = String.join(" ", ids.stream().map(p -> reference(tournament, t, p)).toList());
      List<String> declared = team.lineUp().stream().map(p -> Views.cell(tournament, p))
          .map(c -> c.number() + " " + c.name()).toList();
      forms.add(new LineUpForm(id, t.pick(field.nameZh(id), field.nameEn(id)), fielded,
          String.join("，", declared.subList(0, Math.min(boards, declared.size()))),
          String.join("，", declared.subList(Math.min(boards, declared.size()), declared.size())),
          String.join(" ", ids.stream().map(p -> java.net.URLEncoder.encode(p, java.nio.charset.StandardCharsets.UTF_8))
              .toList())));
    }
    return forms;
  }

  /** How the line-up field names a player: his pairing number ({@code 12号}, {@code #12}: never read as an id). */
  private static String reference(Tournament tournament, Texts t, String player) {
    Integer number = tournament.player(player).map(Player::number).orElse(null);
    return number == null ? t.get("rounds.lineUpId", player) : t.get("rounds.lineUpNumber", number);
  }

  /** A knock-out round's boards as its matches: the bracket of the rounds up to it, this round's games in it. */
  private static KnockoutReview knockout(Tournament tournament, Texts t, Round round, Map<Integer, String> notes) {
    Bracket b = Bracket.of(tournament.withRoundsUpTo(round.division(), round.number()), round.division());
    KnockoutRules k = b.rules();
    List<KnockoutBoard> boards = new ArrayList<>();
    Slot slot = null;
    for (Bracket.Match m : b.matches()) {
      for (Bracket.MatchGame g : m.games()) {
        if (g.round() != round.number()) {
          continue;
        }
        slot = g.slot();
        Slot games = new Slot(m.stage(), 0);
        String score = t.get("rounds.knockout.games", points(m, games, k));
        if (!g.slot().regular(k) && g.slot().index() > g.slot().firstOfPart(k)) {
          score += t.get("rounds.knockout.tieBreakSoFar", t.pick(g.slot().tieBreak(k).kind().chinese(),
              g.slot().tieBreak(k).kind().english()), points(m, g.slot(), k));
        }
        boards.add(new KnockoutBoard(Integer.toString(g.game().board()), t.pick(m.nameZh(k), m.nameEn(k)),
            seeded(tournament, t, m.higher()), seeded(tournament, t, m.lower()),
            t.pick(tournament.nameZh(g.game().red()), tournament.nameEn(g.game().red())), score,
            notes.getOrDefault(g.game().board(), "")));
      }
    }
    boards.sort(java.util.Comparator.comparingInt(x -> Integer.parseInt(x.board())));
    if (slot == null) { // a round that does not fit the bracket: the checker's verdict says so
      return new KnockoutReview("", "", boards);
    }
    TieBreakStage stage = slot.tieBreak(k);
    String tieBreak = "";
    if (stage != null) {
      String control = stage.timeControl() == null ? "" : stage.blackTimeControl().equals(stage.timeControl())
          ? t.get("rounds.knockout.control", stage.timeControl())
          : t.get("rounds.knockout.controls", stage.timeControl(), stage.blackTimeControl());
      tieBreak = t.get("rounds.knockout.tieBreak", t.pick(stage.kind().chinese(), stage.kind().english()),
          stage.games(), control, t.get(stage.blackWinsDraw() ? "rounds.knockout.blackWinsDraw"
              : "rounds.knockout.moreWins"));
    }
    return new KnockoutReview(t.pick(slot.zh(k), slot.en(k)), tieBreak, boards);
  }

  /** The score of a match's part so far, higher seed first, as arbiters write it (1½:½). */
  private static String points(Bracket.Match m, Slot part, KnockoutRules k) {
    return Bracket.halves(m.partPoints(m.higher().player(), part, k)) + ":"
        + Bracket.halves(m.partPoints(m.lower().player(), part, k));
  }

  private static String seeded(Tournament tournament, Texts t, Bracket.Seed s) {
    return t.get("bracket.seed", s.seed()) + " " + t.pick(tournament.nameZh(s.player()), tournament.nameEn(s.player()));
  }

  /** The points a player had for this pairing: the engine's (a provisional pairing's draws counted), else his own. */
  private static int points(PairRound.Review r, Map<String, PlayerHistory> before, String id) {
    Integer engine = r.explained().map(e -> e.points().get(id)).orElse(null);
    if (engine != null) {
      return engine;
    }
    PlayerHistory h = before.get(id);
    return h == null ? 0 : h.points();
  }

  private static ManualChange change(Context ctx) {
    String kind = ctx.formParam("kind") == null ? "" : ctx.formParam("kind");
    String a = ctx.formParam("a") == null ? "" : ctx.formParam("a").strip();
    String b = ctx.formParam("b") == null ? "" : ctx.formParam("b").strip();
    String reason = ctx.formParam("reason");
    List<Problem> problems = new ArrayList<>();
    if (a.isEmpty()) {
      problems.add(Web.said(Problem.Kind.INVALID_INPUT, "a", "problem.firstPlayer"));
    }
    if (!kind.equals("bye") && b.isEmpty()) {
      problems.add(Web.said(Problem.Kind.INVALID_INPUT, "b", "problem.secondPlayer"));
    }
    if (reason == null || reason.isBlank()) {
      problems.add(Web.said(Problem.Kind.INVALID_INPUT, "reason", "problem.changeReason"));
    }
    if (!problems.isEmpty()) {
      throw new ProblemException(problems);
    }
    return switch (kind) {
      case "pair" -> new ManualChange.ForcePair(a, b, org.chuhe.model.Colour.RED, reason.strip());
      case "bye" -> new ManualChange.ForceBye(a, reason.strip());
      default -> new ManualChange.Swap(a, b, reason.strip());
    };
  }

  private static List<String> refs(String text) {
    return text == null || text.isBlank() ? List.of()
        : Arrays.stream(text.split("[,，\\s]+")).filter(x -> !x.isBlank()).toList();
  }

  // ---- shared ----------------------------------------------------------------------------------------------------

  /** A refusal as the page shows it: each problem under the field it names, the form as typed. */
  static Outcome refused(Texts t, ProblemException e, Map<String, String> typed) {
    Map<String, List<String>> problems = new LinkedHashMap<>();
    boolean override = false;
    for (Web.Shown p : Web.shown(t, e)) {
      // a problem of no field of the form says where it is (a file's row and column, a player, a round)
      boolean field = FIELDS.contains(p.where()) || p.where().isBlank();
      problems.computeIfAbsent(p.where(), w -> new ArrayList<>()).add(field ? p.text() : p.where() + "：" + p.text());
    }
    for (Problem p : e.problems()) {
      override |= "override".equals(p.remedy());
    }
    return new Outcome(List.of(), problems, typed, override);
  }

  private static String division(Tournament t, String requested) {
    if (requested != null && !requested.isBlank()) {
      return PublicPages.division(t, requested.strip());
    }
    return t.regulations().divisions().stream().map(DivisionRules::id)
        .filter(d -> !t.playersIn(d).isEmpty()).findFirst()
        .orElse(t.regulations().divisions().get(0).id());
  }

  private static List<Console.Tab> tabs(Tournament t, Texts x, String division,
      java.util.function.Function<String, String> url) {
    return t.regulations().divisions().stream()
        .map(d -> new Console.Tab(x.pick(d.name(), d.nameEn()), url.apply(d.id()), d.id().equals(division)))
        .toList();
  }
}

package org.chuhe.web;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.chuhe.app.io.EnumNames;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Discipline;
import org.chuhe.app.workflow.LotDrawings;
import org.chuhe.app.workflow.ManualAwards;
import org.chuhe.app.workflow.NeedsReason;
import org.chuhe.app.workflow.Notice;
import org.chuhe.app.workflow.PlayerRefs;
import org.chuhe.app.workflow.PrizeDecisions;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.awards.Award;
import org.chuhe.awards.DivisionTotal;
import org.chuhe.awards.GradeAward;
import org.chuhe.awards.ManualAwardEntry;
import org.chuhe.awards.PrizeList;
import org.chuhe.awards.ResultsBook;
import org.chuhe.awards.TeamAward;
import org.chuhe.awards.TitleAward;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Range;
import org.chuhe.model.Result;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.WithdrawnPrizes;
import org.chuhe.regulations.GameRecordPolicy;
import org.chuhe.regulations.ManualAwardRule;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.RankExplanation;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.Tournament;

/**
 * The console's pages beside the results desk ({@link Console}): a board's fouls, lateness and who entered its
 * result; withdrawals and penalties; the audit log, searchable; the standings with "why is A above B", the team
 * standings and the prize list. Each handler calls one use case of the workflow, as the command line does
 * ({@code foul}, {@code withdraw}, {@code penalty}, {@code log}, {@code explain-rank}, {@code prizes}, {@code lots}),
 * and renders a {@code consoleDesk…} template. A refused form is shown again with its values, each problem next
 * to the field it names, and nothing changed.
 */
final class ConsoleDesk {
  /** How many log entries a page of the log shows. */
  static final int LOG_PAGE = 50;
  private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
      .withZone(ZoneId.systemDefault());

  private final Event event;
  private final Templates templates;
  private final Announcer announcer;

  ConsoleDesk(Event event, Templates templates, Announcer announcer) {
    this.event = event;
    this.templates = templates;
    this.announcer = announcer;
  }

  /** A form's values as typed (to show them again) and its problems: by field, and those that name none. */
  record Form(Map<String, String> values, Map<String, String> problems, List<String> others) {
    static Form of(Context ctx, String... fields) {
      Map<String, String> values = new LinkedHashMap<>();
      for (String field : fields) {
        String v = ctx.formParam(field) != null ? ctx.formParam(field) : ctx.queryParam(field);
        values.put(field, v == null ? "" : v);
      }
      return new Form(values, new LinkedHashMap<>(), new ArrayList<>());
    }

    String value(String field) {
      return values.getOrDefault(field, "");
    }

    String problem(String field) {
      return problems.getOrDefault(field, "");
    }

    boolean refused() {
      return !problems.isEmpty() || !others.isEmpty();
    }

    /** The problems of a refusal, each next to its field when it names one of the form's, else above the form. */
    Form with(Texts t, ProblemException e) {
      for (Web.Shown p : Web.shown(t, e)) {
        String line = p.text() + (p.remedy().isEmpty() ? "" : " " + p.remedy());
        if (values.containsKey(p.where())) {
          problems.merge(p.where(), line, (a, b) -> a + " " + b);
        } else {
          others.add(line);
        }
      }
      return this;
    }

    /** The blank value of an optional field as null, else the text stripped. */
    String optional(String field) {
      String v = value(field).strip();
      return v.isEmpty() ? null : v;
    }
  }

  /** What the last change did: its lines (a confirmation and notices), or a refusal's. */
  record Done(boolean ok, List<String> lines) {
    static final Done NONE = new Done(true, List.of());

    static Done of(Texts t, String first, List<Notice> notices) {
      List<String> lines = new ArrayList<>();
      if (first != null) {
        lines.add(first);
      }
      notices.forEach(n -> lines.add(t.pick(n.zh(), n.en())));
      return new Done(true, lines);
    }
  }

  /** A problem raised while reading one field of a form, named after that field so the page shows it there. */
  static <T> T field(String field, Supplier<T> read) {
    try {
      return read.get();
    } catch (ProblemException e) {
      throw new ProblemException(e.problems().stream()
          .map(p -> new Problem(p.kind(), field, p.zh(), p.en(), p.remedy())).toList());
    }
  }

  // ---- a board: fouls, lateness, who entered the result -------------------------------------------------------

  /** One side of a board: its fouls of each kind, and the buttons' keys. */
  /**
   * One side of a board: its fouls of each kind, {@code counted} as the standings count them (with a missing game
   * record's foul, {@code recordFoul}: {@link Histories#foulsCounted}), and the buttons' keys.
   */
  record Side(String colour, String name, Views.PlayerCell player, int illegalMoves, int otherFouls,
      int recordFoul, int counted, String illegalKey, String otherKey, String lateKey) {}

  /** A board as the desk shows it, with the version the forms send back and who entered what it holds. */
  record Board(String division, String divisionName, int round, int board, String result, long version,
      List<Side> sides, String enteredBy, String limits, String late, String deskUrl, String liveKey,
      Optional<GameRecord> record) {}

  /** The game record of a board the regulations ask one of (R23): as marked, and what a missing one costs. */
  record GameRecord(String state, String rule) {}

  /** {@code report}: the players' claims of the board (issue 26), for the arbiter who rules on a dispute here. */
  record BoardPage(Optional<Board> board, Done done, List<Integer> boards, Optional<ConsoleReports.Line> report) {}

  /** Keys of the board page: q w a foul of red (illegal move, other), o p of black; - + * late (as the desk's). */
  static final Map<String, String> FOUL_KEYS = Map.of("q", "red illegal-move", "w", "red other",
      "o", "black illegal-move", "p", "black other");

  void board(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    renderBoard(ctx, t, arbiter, ref(ctx), Done.NONE);
  }

  /** A foul of a kind by one side (or one taken back): the use case judges whether it loses the game (R12). */
  void foul(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Results.GameRef ref = ref(ctx);
    String[] what = (ctx.formParam("remove") != null ? ctx.formParam("remove") : blankIfNull(ctx.formParam("foul")))
        .strip().split("\\s+");
    Done done;
    try (Session s = event.session(arbiter.name())) {
      if (what.length != 2) {
        throw Web.problem("foul", "problem.foulShape");
      }
      Colour side = what[0].equals("red") ? Colour.RED : what[0].equals("black") ? Colour.BLACK : null;
      FoulKind kind = EnumNames.parse(FoulKind.class, what[1]).orElse(null);
      if (side == null || kind == null) {
        throw Web.problem("foul", "problem.foulUnknown", String.join(" ", what));
      }
      Results.Change c = Results.foul(s, ref, side, kind, ctx.formParam("remove") != null, version(ctx));
      done = changed(ref, t, null, c.notices());
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      done = refused(t, e);
    }
    renderBoard(ctx, t, arbiter, ref, done);
  }

  /**
   * Lateness beyond the regulations' limit (R10), with the keys of the desk's forfeits (- red, + black, * both): the
   * late side loses the game by lateness (迟到判负), which is written down apart from a no-show (the desk's keys - + *
   * record that); the regulations say whether it counts as a forfeit ({@code forfeits.lateness}), and the use
   * case's notice says which.
   */
  void late(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Results.GameRef ref = ref(ctx);
    Done done;
    try (Session s = event.session(arbiter.name())) {
      Result forfeit = ResultKeys.result(ctx.formParam("key"));
      if (!forfeit.isForfeit()) {
        throw Web.problem("key", "problem.lateKey");
      }
      Result result = forfeit == Result.DOUBLE_FORFEIT ? Result.lateBy(null)
          : Result.lateBy(forfeit == Result.RED_WIN_BY_FORFEIT ? Colour.BLACK : Colour.RED);
      Results.Change c = Results.record(s, ref, result, version(ctx));
      done = changed(ref, t, t.get("desk.late.recorded", ref.board(), Views.result(t, c.after().result())),
          c.notices());
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      done = refused(t, e);
    }
    renderBoard(ctx, t, arbiter, ref, done);
  }

  /**
   * The game record of the board (R23, as {@code ./chuhe game-record}): kept or missing; a missing one costs its
   * recorder what the regulations say, which the use case's notice names. Refused when the board changed since.
   */
  void gameRecord(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Results.GameRef ref = ref(ctx);
    String state = blankIfNull(ctx.formParam("record")).strip();
    Done done;
    try (Session s = event.session(arbiter.name())) {
      if (!state.equals("kept") && !state.equals("missing")) {
        throw Web.problem("record", "problem.record");
      }
      Results.Change c = Results.gameRecord(s, ref, state.equals("kept"), version(ctx));
      done = changed(ref, t, null, c.notices());
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      done = refused(t, e);
    }
    renderBoard(ctx, t, arbiter, ref, done);
  }

  private Done changed(Results.GameRef ref, Texts t, String first, List<Notice> notices) {
    announcer.look();
    return Done.of(t, first, notices);
  }

  private static Done refused(Texts t, ProblemException e) {
    return new Done(false, Web.shown(t, e).stream().map(p -> p.text() + (p.remedy().isEmpty() ? "" : " "
        + p.remedy())).toList());
  }

  private static String blankIfNull(String s) {
    return s == null ? "" : s;
  }

  private static Results.GameRef ref(Context ctx) {
    String division = ctx.formParam("division") != null ? ctx.formParam("division") : ctx.queryParam("division");
    String round = ctx.formParam("round") != null ? ctx.formParam("round") : ctx.queryParam("round");
    String board = ctx.formParam("board") != null ? ctx.formParam("board") : ctx.queryParam("board");
    return new Results.GameRef(division == null ? "" : division.strip(), Web.number(round, "round"),
        Web.number(board, "board"));
  }

  /** The version the page showed: a change made since by another arbiter is refused with what the board holds. */
  private static Results.Expect version(Context ctx) {
    String v = ctx.formParam("version");
    try {
      return new Results.Expect.Version(Long.parseLong(v == null ? "" : v.strip()));
    } catch (NumberFormatException e) {
      throw Web.problem("version", "problem.version", v);
    }
  }

  private void renderBoard(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter, Results.GameRef ref, Done done) {
    Tournament tournament = event.publicTournament();
    String division = PublicPages.division(tournament, ref.division());
    List<Results.Board> boards;
    Optional<AuditTrail.Entry> last;
    Optional<ConsoleReports.Line> report;
    try (Session s = event.session(arbiter.name())) {
      boards = Results.boards(s, division, ref.round());
      last = AuditTrail.lastAbout(s, ref.key());
      report = ConsoleReports.line(s, tournament, t, new Results.GameRef(division, ref.round(), ref.board()));
    }
    Optional<Board> board = boards.stream().filter(b -> b.ref().board() == ref.board()).findFirst()
        .map(b -> boardView(tournament, t, b, last));
    if (board.isEmpty() && done.ok()) {
      ctx.status(404);
      done = new Done(false, List.of(t.get("desk.board.none", ref.round(), ref.board())));
    }
    Frame f = Web.frame(ctx, t, t.get("desk.board.title", ref.round(), ref.board()), Optional.of(arbiter));
    templates.send(ctx, "consoleDeskBoard", Web.model(f, "page", new BoardPage(board, done,
        boards.stream().map(b -> b.ref().board()).toList(), report)));
  }

  private static Board boardView(Tournament tournament, Texts t, Results.Board b, Optional<AuditTrail.Entry> last) {
    Game g = b.game();
    List<Side> sides = new ArrayList<>();
    GameRecordPolicy records = tournament.regulations().gameRecords();
    int round = b.ref().round();
    for (Colour c : Colour.values()) {
      Fouls fouls = g.foulsOf(c);
      String colour = c == Colour.RED ? "red" : "black";
      int counted = Histories.foulsCounted(records, round, g, c);
      sides.add(new Side(colour, t.get("col." + colour), Views.cell(tournament, c == Colour.RED ? g.red() : g.black()),
          fouls.illegalMoves(), fouls.otherFouls(), counted - fouls.total(), counted, c == Colour.RED ? "q" : "o",
          c == Colour.RED ? "w" : "p", c == Colour.RED ? "-" : "+"));
    }
    String entered = last.map(e -> t.get("desk.enteredBy", e.actor(), LOCAL.format(e.at()),
        t.pick(e.actionZh().orElse(e.action()), e.actionEn().orElse(e.action())))).orElse(t.get("desk.enteredNone"));
    FoulPolicy fouls = tournament.regulations().fouls();
    List<String> limits = new ArrayList<>();
    for (FoulPolicy.Limit l : FoulPolicy.Limit.values()) {
      Integer at = fouls.lostAt(l);
      if (at != null) {
        limits.add(t.get("desk.limit", t.pick(l.zh(), l.en()), at));
      }
    }
    ForfeitPolicy forfeits = tournament.regulations().forfeits();
    int late = forfeits.lateMinutes();
    String lateRule = (late == 0 ? t.get("desk.late.none") : t.get("desk.late.rule", late)) + " "
        + t.get(forfeits.lateness() == ForfeitPolicy.Lateness.LOSS ? "desk.late.loss" : "desk.late.forfeit");
    String division = b.ref().division();
    return new Board(division, Views.divisionName(tournament, t, division), b.ref().round(), b.ref().board(),
        g.result().isFinished() ? Views.result(t, g.result()) : t.get("desk.noResult"), b.version(), sides,
        entered, String.join(t.get("desk.limitJoin"), limits),
        lateRule, Paths.results(division),
        Views.liveKey(division, b.ref().round()), gameRecord(tournament, t, b));
  }

  /** The record's state and rule when the regulations ask one of this board, else none (nothing to mark). */
  private static Optional<GameRecord> gameRecord(Tournament tournament, Texts t, Results.Board b) {
    GameRecordPolicy policy = tournament.regulations().gameRecords();
    if (policy.topBoards() == 0 || b.ref().round() < policy.fromRound() || b.ref().board() > policy.topBoards()) {
      return Optional.empty();
    }
    Boolean kept = b.game().recordKept();
    String state = t.get(kept == null ? "more.record.unmarked" : kept ? "more.record.kept" : "more.record.missing");
    List<String> cost = new ArrayList<>();
    if (policy.missingIsFoul()) {
      cost.add(t.get("more.record.foul"));
    }
    if (policy.opponentScoreDeduction() > 0) {
      cost.add(t.get("more.record.deduction", policy.opponentScoreDeduction()));
    }
    return Optional.of(new GameRecord(state, t.get("more.record.rule", policy.fromRound(), policy.topBoards(),
        cost.isEmpty() ? t.get("more.record.noCost") : String.join(t.pick("、", " and "), cost))));
  }

  // ---- withdrawals and penalties ------------------------------------------------------------------------------

  record WithdrawalRow(Views.PlayerCell player, int afterRound, String reason) {}

  record PenaltyRow(Views.PlayerCell player, String kind, String round, int amount, String reason) {}

  record Kind(String key, String name) {}

  record DisciplinePage(List<WithdrawalRow> withdrawals, List<PenaltyRow> penalties, List<Kind> kinds,
      List<Kind> divisions, Form withdraw, Form penalty, Done done) {}

  private static final String[] WITHDRAW_FIELDS = {"player", "division", "afterRound", "reason"};
  private static final String[] PENALTY_FIELDS = {"player", "division", "kind", "round", "amount", "reason"};

  void discipline(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    renderDiscipline(ctx, t, arbiter, Form.of(ctx, WITHDRAW_FIELDS), Form.of(ctx, PENALTY_FIELDS), Done.NONE);
  }

  /** A player withdraws: not paired after the round given (default: the last one paired); the reason is logged. */
  void withdraw(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Form form = Form.of(ctx, WITHDRAW_FIELDS);
    Form shown = form;
    Done done = Done.NONE;
    try (Session s = event.session(arbiter.name())) {
      String reason = reason(form);
      Integer after = form.optional("afterRound") == null ? null
          : field("afterRound", () -> whole(form.value("afterRound"), "afterRound", Range.ROUNDS));
      String id = field("player", () -> PlayerRefs.id(s, form.value("player").strip(), form.optional("division")));
      Discipline.Recorded<Withdrawal> w = Discipline.withdraw(s, id, after, reason);
      announcer.look();
      done = Done.of(t, t.get("desk.withdrawn", name(id), w.value().afterRound() + 1), w.notices());
      shown = Form.of(ctx); // done: the form is empty again
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      form.with(t, e);
    }
    renderDiscipline(ctx, t, arbiter, shown, Form.of(ctx), done);
  }

  /** A penalty of a kind (R13) with its round, amount and reason, as {@code ./chuhe penalty} records it. */
  void penalty(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Form form = Form.of(ctx, PENALTY_FIELDS);
    Form shown = form;
    Done done = Done.NONE;
    try (Session s = event.session(arbiter.name())) {
      String reason = reason(form);
      PenaltyKind kind = field("kind", () -> EnumNames.parse(PenaltyKind.class, form.value("kind"))
          .orElseThrow(() -> Web.problem("kind", "problem.penaltyKind")));
      Integer round = form.optional("round") == null ? null : field("round", () -> whole(form.value("round"),
          "round", Range.ROUND));
      if (kind.needsRound() && round == null) {
        throw Web.problem("round", "problem.cancelRound");
      }
      int amount = form.optional("amount") == null ? 1 : field("amount", () -> whole(form.value("amount"),
          "amount", Range.AMOUNT));
      String id = field("player", () -> PlayerRefs.id(s, form.value("player").strip(), form.optional("division")));
      Discipline.Recorded<Penalty> p = Discipline.penalty(s, new Penalty(id, kind, round, amount, reason));
      announcer.look();
      done = Done.of(t, t.get("desk.penalised", name(id), t.get("penalty." + kind.name())), p.notices());
      shown = Form.of(ctx);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      form.with(t, e);
    }
    renderDiscipline(ctx, t, arbiter, Form.of(ctx), shown, done);
  }

  /** A player as a confirmation names him: his name and pairing number, never his id (it may be an ID number). */
  private String name(String id) {
    Views.PlayerCell c = Views.cell(event.publicTournament(), id);
    return c.number().isEmpty() ? c.name() : c.name() + " (" + c.number() + ")";
  }

  /** The reason of a withdrawal or a penalty: the log keeps it, so the console asks for one. */
  private static String reason(Form form) {
    String reason = form.optional("reason");
    if (reason == null) {
      throw Web.problem("reason", "problem.reason");
    }
    return reason;
  }

  /** A whole number of {@code range} ({@link Range}: as every input of it is held to), refused naming {@code where}. */
  private static int whole(String text, String where, Range range) {
    int n = whole(text, where, range.min());
    range.problem(where, n).ifPresent(p -> {
      throw new ProblemException(p);
    });
    return n;
  }

  /** A whole number of at least {@code least}, refused naming {@code where}. */
  private static int whole(String text, String where, int least) {
    try {
      int n = Integer.parseInt(text.strip());
      if (n >= least) {
        return n;
      }
    } catch (NumberFormatException e) {
      // refused below
    }
    throw Web.problem(where, "problem.atLeast", least, text);
  }

  private void renderDiscipline(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter, Form withdraw, Form penalty,
      Done done) {
    Tournament tournament = event.publicTournament();
    List<WithdrawalRow> withdrawals = tournament.withdrawals().stream()
        .map(w -> new WithdrawalRow(Views.cell(tournament, w.player()), w.afterRound(), blankIfNull(w.reason())))
        .toList();
    List<PenaltyRow> penalties = tournament.penalties().stream()
        .map(p -> new PenaltyRow(Views.cell(tournament, p.player()), t.get("penalty." + p.kind().name()),
            p.round() == null ? "" : p.round().toString(), p.amount(), blankIfNull(p.reason()))).toList();
    List<Kind> kinds = java.util.Arrays.stream(PenaltyKind.values())
        .map(k -> new Kind(EnumNames.canonical(k), t.get("penalty." + k.name()))).toList();
    Frame f = Web.frame(ctx, t, t.get("desk.discipline.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleDeskDiscipline", Web.model(f, "page", new DisciplinePage(withdrawals, penalties,
        kinds, divisions(tournament, t), withdraw, penalty, done)));
  }

  private static List<Kind> divisions(Tournament tournament, Texts t) {
    return tournament.regulations().divisions().stream().map(d -> new Kind(d.id(), t.pick(d.name(), d.nameEn())))
        .toList();
  }

  // ---- the audit log ------------------------------------------------------------------------------------------

  record LogRow(long seq, String at, String actor, String action, String subject, String before, String after,
      String details, String hash) {}

  record LogPage(String head, List<LogRow> rows, int total, int page, int pages, String previous, String next,
      List<Kind> kinds, Form search, boolean chief) {}

  private static final String[] LOG_FIELDS = {"text", "player", "round", "arbiter", "kind"};

  /** The log, newest first, a page at a time, searched as asked; masked as {@code ./chuhe log} prints it. */
  void log(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Form form = Form.of(ctx, LOG_FIELDS);
    AuditTrail.Found found;
    try (Session s = event.session(arbiter.name())) {
      Integer round = form.optional("round") == null ? null : field("round", () -> whole(form.value("round"),
          "round", 1));
      int page = ctx.queryParam("page") == null ? 1 : field("page", () -> whole(ctx.queryParam("page"), "page", 1));
      found = AuditTrail.search(s, new AuditTrail.Search(form.optional("text"), form.optional("player"), round,
          form.optional("arbiter"), form.optional("kind"), page, LOG_PAGE));
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      form.with(t, e);
      found = new AuditTrail.Found(List.of(), 0, 1, 1, Optional.empty());
    }
    List<LogRow> rows = found.entries().stream().map(e -> new LogRow(e.seq(), LOCAL.format(e.at()), e.actor(),
        t.pick(e.actionZh().orElse(e.action()), e.actionEn().orElse(e.action())),
        blankIfNull(e.subject()), json(e.before()), json(e.after()), json(e.details()),
        e.hash() == null ? "" : e.hash().substring(0, Math.min(16, e.hash().length())))).toList();
    List<Kind> kinds = AuditTrail.actions().stream().map(a -> new Kind(a.key(), t.pick(a.zh(), a.en()))).toList();
    String query = form.values().entrySet().stream().filter(e -> !e.getValue().isBlank())
        .map(e -> Paths.encode(e.getKey()) + "=" + Paths.encode(e.getValue()))
        .reduce("", (a, b) -> a + "&" + b);
    String previous = found.page() > 1 ? Paths.DESK_LOG + "?page=" + (found.page() - 1) + query : "";
    String next = found.page() < found.pages() ? Paths.DESK_LOG + "?page=" + (found.page() + 1) + query : "";
    String head = found.head().map(AuditTrail.Head::text).orElse("");
    Frame f = Web.frame(ctx, t, t.get("desk.log.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleDeskLog", Web.model(f, "page", new LogPage(head, rows, found.total(), found.page(),
        found.pages(), previous, next, kinds, form, arbiter.may(Accounts.Role.CHIEF))));
  }

  // ---- the log's verification ---------------------------------------------------------------------------------

  /** How many disagreements the verdict lists: the first ones say where the trouble starts. */
  static final int MISMATCHES_SHOWN = 200;

  /** A disagreement: the table and row it names ({@code log} and the entry: the log itself), and what was found. */
  record Mismatch(String table, String row, String text) {}

  /**
   * The verdict ({@code done}: the log was checked; not when the head typed is refused): whether the log and the
   * data agree, the head now, the disagreements (and how many more), what was checked and what could not be.
   */
  record VerifyPage(Form form, boolean done, boolean agree, String head, List<Mismatch> mismatches, int more,
      List<String> checked, List<String> limits) {}

  /**
   * Verifies the log as {@code ./chuhe log --verify [--head …]} does: its chain, the printed head typed (if any),
   * and that the data is what the log says. It writes nothing; every disagreement is shown with its table and row.
   */
  void verify(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Form form = Form.of(ctx, "head");
    VerifyPage page = new VerifyPage(form, false, false, "", List.of(), 0, List.of(), List.of());
    try (Session s = event.session(arbiter.name())) {
      List<AuditTrail.Head> heads = form.optional("head") == null ? List.of()
          : List.of(AuditTrail.Head.parse(form.value("head")));
      AuditTrail.Verification v = AuditTrail.verify(s, heads);
      List<Mismatch> shown = v.problems().stream().limit(MISMATCHES_SHOWN).map(p -> {
        String where = p.where() == null ? "" : p.where();
        int space = where.indexOf(' ');
        return new Mismatch(space < 0 ? where : where.substring(0, space), space < 0 ? "" : where.substring(space + 1),
            t.pick(p.zh(), p.en()));
      }).toList();
      page = new VerifyPage(form, true, v.intact(), v.head().map(AuditTrail.Head::text).orElse(""), shown,
          v.problems().size() - shown.size(), notices(t, v.checked()), notices(t, v.limits()));
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      form.with(t, e);
    }
    Frame f = Web.frame(ctx, t, t.get("last.verify.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleDeskVerify", Web.model(f, "page", page));
  }

  private static List<String> notices(Texts t, List<Notice> notices) {
    return notices.stream().map(n -> t.pick(n.zh(), n.en())).toList();
  }

  /** A value of the log as {@code ./chuhe log} prints it: compact JSON, cut at 120 characters. */
  private static String json(JsonNode node) {
    if (node == null || node.isNull()) {
      return "";
    }
    String compact = node.toString();
    return compact.length() > 120 ? compact.substring(0, 117) + "…" : compact;
  }

  // ---- standings, "why is A above B", lots --------------------------------------------------------------------

  record StandingsPage(List<Console.Tab> tabs, Views.Standings standings, Form explain, String answer,
      String lotsUrl, Done done) {}

  private static final String[] EXPLAIN_FIELDS = {"a", "b"};

  /** The standings of a division with every tie-break, and the answer to "why is A above B" when asked. */
  void standings(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    renderStandings(ctx, t, arbiter, Done.NONE);
  }

  private void renderStandings(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter, Done done) {
    Tournament tournament = event.publicTournament();
    String division = division(tournament, ctx);
    Form explain = Form.of(ctx, EXPLAIN_FIELDS);
    String answer = "";
    if (explain.optional("a") != null || explain.optional("b") != null) {
      try {
        RankExplanation e = Reports.explainRank(tournament, explain.value("a").strip(), explain.value("b").strip(),
            division);
        answer = t.pick(e.zh(), e.en());
      } catch (ProblemException e) {
        ctx.status(Web.status(e.kind()));
        explain.with(t, explainProblem(e, explain));
      }
    }
    List<Console.Tab> tabs = new ArrayList<>();
    for (DivisionRules d : tournament.regulations().divisions()) {
      tabs.add(new Console.Tab(t.pick(d.name(), d.nameEn()), Paths.DESK_STANDINGS + "?division="
          + Paths.encode(d.id()), d.id().equals(division)));
    }
    Views.Standings standings = Views.standings(t, Reports.standings(tournament, division).get(0),
        Shown.live(tournament, division));
    Frame f = Web.frame(ctx, t, t.get("desk.standings.title", standings.divisionName()), Optional.of(arbiter));
    templates.send(ctx, "consoleDeskStandings", Web.model(f, "page", new StandingsPage(tabs, standings, explain,
        answer, Paths.DESK_LOTS, done)));
  }

  /**
   * The explanation's refusals name the references as typed ("12, 王芳"): each goes next to the field that holds
   * it; one about both (different divisions) goes above the form.
   */
  private static ProblemException explainProblem(ProblemException e, Form explain) {
    return new ProblemException(e.problems().stream().map(p -> {
      String where = p.where() == null ? "" : p.where();
      String field = where.equals(explain.value("a").strip()) ? "a" : where.equals(explain.value("b").strip()) ? "b"
          : where;
      return new Problem(p.kind(), field, p.zh(), p.en(), p.remedy());
    }).toList());
  }

  /** Draws lots for a division's places still shared after every tie-break (R14); the seed is shown and logged. */
  void lots(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Done done;
    try (Session s = event.session(arbiter.name())) {
      LotDrawings.Drawn drawn = LotDrawings.draw(s, ctx.formParam("division"), null, null);
      announcer.look();
      Tournament tournament = event.publicTournament();
      List<Notice> lines = new ArrayList<>();
      for (var d : drawn.drawings()) {
        String lots = String.join(t.pick("、", ", "), d.order().stream()
            .map(id -> t.get("desk.lot", d.lots().get(id), Views.cell(tournament, id).name())).toList());
        lines.add(new Notice(t.get("desk.lots.tie", d.tie().ranks(), lots), t.get("desk.lots.tie", d.tie().ranks(),
            lots)));
      }
      lines.addAll(drawn.notices());
      done = Done.of(t, drawn.drawings().isEmpty() ? t.get("desk.lots.none", drawn.seed())
          : t.get("desk.lots.drawn", drawn.seed()), lines);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      done = refused(t, e);
    }
    renderStandings(ctx, t, arbiter, done);
  }

  private static String division(Tournament tournament, Context ctx) {
    String asked = ctx.formParam("division") != null ? ctx.formParam("division") : ctx.queryParam("division");
    if (asked != null && !asked.isBlank()) {
      return PublicPages.division(tournament, asked.strip());
    }
    return tournament.regulations().divisions().stream().map(DivisionRules::id)
        .filter(d -> !tournament.playersIn(d).isEmpty()).findFirst()
        .orElse(tournament.regulations().divisions().get(0).id());
  }

  // ---- the prize list -----------------------------------------------------------------------------------------

  /** {@code note}: a withdrawn player's mark ("退赛·待裁判长确认"), blank for the others. */
  record PrizeRow(String place, String rank, Views.PlayerCell player, String money, boolean trophy,
      boolean certificate, String note) {}

  record PrizeTable(String name, List<PrizeRow> rows) {}

  record TeamPrizeRow(String rank, String unit, String score, String money, boolean trophy) {}

  record Line(String name, Views.PlayerCell player, String rank, String note) {}

  /**
   * A withdrawn player with a line on the list (or one he loses): what his prizes come to, and the id the chief
   * arbiter's decision form sends when the regulations leave it to him ({@code decidable}).
   */
  record Withdrawn(Views.PlayerCell player, String id, String status, boolean decidable) {}

  /** The withdrawn players of the list and what the last decision did. */
  record WithdrawnPart(List<Withdrawn> players, Done done) {}

  record Total(String name, String money) {}

  record PrizesPage(Optional<Views.Teams> teams, List<PrizeTable> tables, List<TeamPrizeRow> teamPrizes,
      List<Line> titles, List<Line> grades, List<Line> manual, List<Total> totals, String grandTotal,
      List<String> didNotPlay, List<String> warnings, Awards awards, WithdrawnPart withdrawn) {}

  /** A hand-picked award given (R20): to whom, and the id the form to take it back sends. */
  record Given(String name, Views.PlayerCell player, String id) {}

  /** The organisers' awards as given, the regulations' list of them, the form to give one, what the last did. */
  record Awards(List<Given> given, List<String> names, List<Kind> divisions, Form form, Done done) {}

  private static final String[] AWARD_FIELDS = {"player", "division", "award", "reason"};

  /** The prize list with its totals, the titles and grades, the team standings: what {@code ./chuhe prizes} prints. */
  void prizes(Context ctx, ConsoleAccess.Arbiter arbiter) {
    renderPrizes(ctx, Web.texts(ctx), arbiter, Form.of(ctx), Done.NONE, Done.NONE);
  }

  /**
   * The chief arbiter's decision whether a withdrawn player keeps the prizes of his place (as {@code ./chuhe award
   * confirm} / {@code refuse}), with the reason the log keeps; the use case's notices say what he now receives.
   */
  void decide(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Done done;
    try (Session s = event.session(arbiter.name())) {
      String decision = blankIfNull(ctx.formParam("decision")).strip();
      if (!decision.equals("keep") && !decision.equals("refuse")) {
        throw Web.problem("decision", "problem.decision");
      }
      String reason = reason(Form.of(ctx, "reason"));
      PrizeDecisions.Decided d = PrizeDecisions.decide(s, blankIfNull(ctx.formParam("player")),
          decision.equals("keep"), reason);
      event.changed();
      done = Done.of(t, null, d.notices());
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      done = refused(t, e);
    }
    renderPrizes(ctx, t, arbiter, Form.of(ctx), Done.NONE, done);
  }

  /**
   * Gives a hand-picked award (R20, as {@code ./chuhe award add}): one the regulations do not list, or one more than
   * they allow in the division, needs a reason, which the log keeps.
   */
  void award(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Form form = Form.of(ctx, AWARD_FIELDS);
    Form shown = form;
    Done done = Done.NONE;
    try (Session s = event.session(arbiter.name())) {
      String id = field("player", () -> PlayerRefs.id(s, form.value("player").strip(), form.optional("division")));
      ManualAwards.Change c = placed(id, () -> ManualAwards.give(s, id, form.optional("award"),
          form.optional("reason")));
      announcer.look();
      done = Done.of(t, t.get("more.award.given", c.award().name(), name(id)), c.notices());
      shown = Form.of(ctx);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      form.with(t, e);
    }
    renderPrizes(ctx, t, arbiter, shown, done, Done.NONE);
  }

  /**
   * The award's refusals next to their fields: the player's own (he has it already; placed at "player", or at the
   * reference as given) at the player, the request for a reason at the reason, the regulations' objections at the
   * award.
   */
  private static <T> T placed(String id, Supplier<T> give) {
    try {
      return give.get();
    } catch (ProblemException e) {
      throw new ProblemException(e.problems().stream().map(p -> new Problem(p.kind(),
          id.equals(p.where()) || "player".equals(p.where()) ? "player"
              : NeedsReason.REMEDY.equals(p.remedy()) ? "reason" : p.where(), p.zh(), p.en(), p.remedy()))
          .toList());
    }
  }

  /** Takes a hand-picked award back (as {@code ./chuhe award remove}); the console asks for the reason, logged. */
  void revoke(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Done done;
    try (Session s = event.session(arbiter.name())) {
      String reason = reason(Form.of(ctx, "reason"));
      String id = blankIfNull(ctx.formParam("player"));
      ManualAwards.Change c = ManualAwards.takeBack(s, id, ctx.formParam("award"), reason);
      announcer.look();
      done = Done.of(t, null, c.notices());
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      done = refused(t, e);
    }
    renderPrizes(ctx, t, arbiter, Form.of(ctx), done, Done.NONE);
  }

  private void renderPrizes(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter, Form awardForm, Done done,
      Done decided) {
    Tournament tournament = event.publicTournament();
    ResultsBook book = Reports.resultsBook(tournament);
    PrizeList prizes = book.prizes();
    Map<String, PrizeTable> tables = new LinkedHashMap<>();
    for (Award a : prizes.awards()) {
      tables.computeIfAbsent(a.listId(), k -> new PrizeTable(a.listName(), new ArrayList<>())).rows()
          .add(new PrizeRow(Integer.toString(a.place()), Integer.toString(a.rank()),
              Views.cell(tournament, a.playerId()), Integer.toString(a.money()), a.trophy(), a.certificate(),
              note(t, prizes, a.playerId())));
    }
    List<TeamPrizeRow> teamPrizes = new ArrayList<>();
    for (TeamAward a : prizes.teamAwards()) {
      String score = book.teams().stream().filter(r -> r.unit().equals(a.unit())).findFirst()
          .map(r -> Integer.toString(r.score())).orElse("");
      teamPrizes.add(new TeamPrizeRow(Integer.toString(a.place()), a.unitName(), score, Integer.toString(a.money()),
          a.trophy()));
    }
    List<Line> titles = new ArrayList<>();
    for (TitleAward a : prizes.titles()) {
      titles.add(new Line(a.name(), Views.cell(tournament, a.playerId()), Integer.toString(a.rank()),
          note(t, prizes, a.playerId())));
    }
    List<Line> grades = new ArrayList<>();
    for (GradeAward g : prizes.grades()) {
      grades.add(new Line(g.grade(), Views.cell(tournament, g.playerId()), Integer.toString(g.rank()),
          note(t, prizes, g.playerId())));
    }
    List<Line> manual = new ArrayList<>();
    for (ManualAwardEntry m : prizes.manualAwards()) {
      manual.add(new Line(m.name(), Views.cell(tournament, m.playerId()), "", note(t, prizes, m.playerId())));
    }
    List<Total> totals = new ArrayList<>();
    for (DivisionTotal d : prizes.divisionTotals()) {
      totals.add(new Total(Views.divisionName(tournament, t, d.division()), Integer.toString(d.total())));
    }
    if (prizes.teamTotal() > 0) {
      totals.add(new Total(t.get("desk.prizes.teams"), Integer.toString(prizes.teamTotal())));
    }
    List<String> didNotPlay = new ArrayList<>();
    for (DivisionStandings s : book.standings().values()) {
      if (!s.didNotPlay().isEmpty()) {
        didNotPlay.add(t.get("desk.prizes.didNotPlay", Views.divisionName(tournament, t, s.division()),
            String.join(t.pick("、", ", "), s.didNotPlay().stream().map(d -> d.player().name()).toList())));
      }
    }
    Optional<Views.Teams> teams = tournament.regulations().teamScoring().method() == TeamScoring.Method.NONE
        ? Optional.empty()
        : Optional.of(Views.teams(t, book, Shown.live(tournament, tournament.regulations().teamDivision())));
    Frame f = Web.frame(ctx, t, t.get("desk.prizes.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleDeskPrizes", Web.model(f, "page", new PrizesPage(teams,
        List.copyOf(tables.values()), teamPrizes, titles, grades, manual, totals,
        Integer.toString(prizes.grandTotal()), didNotPlay,
        prizes.warnings().stream().map(w -> t.pick(w.zh(), w.en())).toList(), new Awards(tournament.awards().stream()
        .map(a -> new Given(a.name(), Views.cell(tournament, a.player()), a.player())).toList(),
        tournament.regulations().manualAwards().stream().map(ManualAwardRule::name).toList(),
        divisions(tournament, t), awardForm, done), new WithdrawnPart(prizes.withdrawn().stream()
        .map(w -> new Withdrawn(Views.cell(tournament, w.playerId()), w.playerId(), t.pick(w.zh(), w.en()),
            tournament.regulations().withdrawnPrizes() == WithdrawnPrizes.CONFIRM)).toList(), decided))));
  }

  /** A withdrawn player's mark on his lines of the prize list; blank for the others. */
  static String note(Texts t, PrizeList prizes, String player) {
    return prizes.withdrawn(player).map(w -> t.pick(w.markZh(), w.markEn())).orElse("");
  }
}

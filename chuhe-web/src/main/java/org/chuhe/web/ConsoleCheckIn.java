package org.chuhe.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.report.Pinyin;
import org.chuhe.app.workflow.CheckIns;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.tournament.Tournament;

/**
 * The check-in desk (报到台) at the door: a find box (characters, pinyin, initials, number, unit) whose Enter checks
 * in the first match, one tap a player on a phone, a unit at a time once its players are confirmed, every player at
 * once for the chief arbiter, and the counts (报到 / 未到 / 未缴费) of every division and unit, live. Every change is a
 * use case of {@link CheckIns}; the open desks of other arbiters follow it through the live stream
 * ({@link Announcer}: {@code checkin/<division>}).
 */
final class ConsoleCheckIn {
  /** The address's value for every division at once: the door, where players of all divisions arrive mixed. */
  static final String ALL = "*";

  private final Event event;
  private final Templates templates;
  private final Announcer announcer;

  ConsoleCheckIn(Event event, Templates templates, Announcer announcer) {
    this.event = event;
    this.templates = templates;
    this.announcer = announcer;
  }

  /**
   * A player's line: his id (for the forms only, never shown), number, name, unit, fee and check-in; his division's
   * name when the desk shows several divisions (else blank).
   */
  record Row(String id, Views.PlayerCell cell, String divisionName, boolean in, boolean paid) {
    /** What the find box matches words against: the name and the unit, in lower case (as the public lists). */
    String words() {
      return (cell.name() + " " + cell.unit()).toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** The counts of a group: a division (with its desk's address) or a unit ({@code unit} its name, blank: 个人). */
  record Counted(String name, String url, boolean current, CheckIns.Count count) {}

  /** A unit's heading in the list sorted by unit, with its counts; its players follow it. */
  record Group(String unit, String label, CheckIns.Count count, List<Row> rows) {
    String pinyin() {
      return Pinyin.searchKeys(label);
    }
  }

  /**
   * What the desk shows of a division ({@link #ALL}: of every division): the counts of each division and of each
   * unit, and the players, by unit (one group per unit) or by name (one group without heading).
   */
  record Desk(String division, String sort, List<Counted> divisions, Counted event, CheckIns.Count total,
      List<Counted> units, List<Group> groups, boolean severalDivisions, boolean chief) {
    String url() {
      return Paths.CHECKIN_PART + "?division=" + Paths.encode(division) + "&sort=" + sort;
    }

    String liveKey() {
      return Live.CHECKIN;
    }

    boolean byUnit() {
      return sort.equals(Paths.SORT_UNIT);
    }
  }

  /** What the last action did: lines said, the players it checked in (for the undo), and whether it was refused. */
  record Status(String kind, List<String> lines, List<String> undo) {
    static final Status NONE = new Status("ok", List.of(), List.of());
  }

  /** The confirmation of a unit's or a division's check-in: the players who are not in, by name. */
  record Confirm(String division, String sort, String unit, String heading, List<Row> rows) {
    String action() {
      return unit.isEmpty() ? Paths.CHECKIN_ALL : Paths.CHECKIN_UNIT;
    }
  }

  record Page(List<Console.Tab> tabs, List<Console.Tab> sorts, Desk desk, Status status) {}

  /** GET {@code /console/checkin?division=…&sort=unit|name}: the desk. Role: arbiter. */
  void page(Context ctx, ConsoleAccess.Arbiter arbiter) {
    render(ctx, arbiter, ctx.queryParam("division"), ctx.queryParam("sort"), Status.NONE);
  }

  /** GET {@code /console/checkin/desk?…}: the counts and the list alone, what a live update fetches. */
  void desk(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Desk desk = desk(tournament, t, division(tournament, ctx.queryParam("division")), sort(ctx.queryParam("sort")),
        arbiter.chief());
    templates.send(ctx, "consoleCheckinDesk", Map.of("f", frame(ctx, t, arbiter), "desk", desk, "oob", false));
  }

  /** POST {@code /console/checkin}: the players named ({@code player}, one or more) in, or out with {@code in=false}. */
  void checkIn(Context ctx, ConsoleAccess.Arbiter arbiter) {
    boolean in = !"false".equals(ctx.formParam("in"));
    List<String> ids = ctx.formParams("player").stream().filter(id -> !id.isBlank()).toList();
    act(ctx, arbiter, s -> {
      if (ids.isEmpty()) {
        throw Web.problem("player", "checkin.problem.noPlayer");
      }
      return CheckIns.players(s, ids, in);
    }, in, "");
  }

  /** GET {@code /console/checkin/unit?unit=…}: who of the unit is not in yet, to confirm. Role: arbiter. */
  void confirmUnit(Context ctx, ConsoleAccess.Arbiter arbiter) {
    String unit = ctx.queryParam("unit") == null ? "" : ctx.queryParam("unit").strip();
    if (unit.isEmpty()) {
      throw Web.problem("unit", "checkin.problem.noUnit");
    }
    confirm(ctx, arbiter, unit);
  }

  /** GET {@code /console/checkin/all}: every player not in yet, to confirm. Role: chief. */
  void confirmAll(Context ctx, ConsoleAccess.Arbiter arbiter) {
    confirm(ctx, arbiter, "");
  }

  /** POST {@code /console/checkin/unit}: the unit's players confirmed ({@code seen}) checked in. Role: arbiter. */
  void checkInUnit(Context ctx, ConsoleAccess.Arbiter arbiter) {
    String unit = ctx.formParam("unit") == null ? "" : ctx.formParam("unit").strip();
    String division = ctx.formParam("division");
    act(ctx, arbiter, s -> CheckIns.unit(s, scope(division), unit, ctx.formParams("seen")), true, unit);
  }

  /** POST {@code /console/checkin/all}: every player confirmed ({@code seen}) checked in. Role: chief. */
  void checkInAll(Context ctx, ConsoleAccess.Arbiter arbiter) {
    String division = ctx.formParam("division");
    Texts t = Web.texts(ctx);
    String name = scope(division) == null ? t.get("checkin.allDivisions")
        : Views.divisionName(event.publicTournament(), t, scope(division));
    act(ctx, arbiter, s -> CheckIns.all(s, scope(division), ctx.formParams("seen")), true, name);
  }

  private interface Change {
    CheckIns.Done run(Session s);
  }

  /**
   * Runs one check-in and answers with what it did (the status, with an undo of the players it checked in) and the
   * desk as it is now; every open desk is told.
   */
  private void act(Context ctx, ConsoleAccess.Arbiter arbiter, Change change, boolean in, String group) {
    Texts t = Web.texts(ctx);
    Status status;
    try (Session s = event.session(arbiter.name())) {
      CheckIns.Done done = change.run(s);
      event.changed();
      announcer.look(); // the other desks follow (a check-in changes no public page)
      status = said(t, event.publicTournament(), done, in, group);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      status = new Status("refused", Web.shown(t, e).stream().map(Web.Shown::text).toList(), List.of());
    }
    String division = ctx.formParam("division");
    String sort = ctx.formParam("sort");
    if (Web.fragment(ctx)) {
      Tournament tournament = event.publicTournament();
      Desk desk = desk(tournament, t, division(tournament, division), sort(sort), arbiter.chief());
      templates.send(ctx, "consoleCheckinDone", Map.of("f", frame(ctx, t, arbiter), "desk", desk, "status",
          status));
    } else {
      render(ctx, arbiter, division, sort, status);
    }
  }

  /** What a check-in did, in the page's language: who is in (or out) now, who already was, who has not paid. */
  private static Status said(Texts t, Tournament now, CheckIns.Done done, boolean in, String group) {
    List<String> lines = new ArrayList<>();
    List<Registration.Entry> changed = done.changed();
    if (changed.size() == 1 && group.isEmpty()) {
      lines.add(t.get(in ? "checkin.done" : "checkin.undone", name(t, now, changed.get(0).player().id())));
    } else if (!changed.isEmpty()) {
      String names = String.join(t.get("checkin.separator"), changed.stream()
          .map(e -> name(t, now, e.player().id())).toList());
      lines.add(group.isEmpty() ? t.get(in ? "checkin.doneMany" : "checkin.undoneMany", changed.size(), names)
          : t.get("checkin.doneGroup", group, changed.size(), names));
    }
    changed.forEach(e -> e.notices().forEach(n -> lines.add(name(t, now, e.player().id()) + t.get("checkin.colon")
        + t.pick(n.zh(), n.en()))));
    List<String> unpaid = changed.stream().filter(e -> in && !e.player().feePaid())
        .map(e -> name(t, now, e.player().id())).toList();
    if (!unpaid.isEmpty()) {
      lines.add(t.get("checkin.unpaidNote", String.join(t.get("checkin.separator"), unpaid)));
    }
    for (CheckIns.Unchanged u : done.unchanged()) {
      String who = name(t, now, u.player().id());
      lines.add(!in ? t.get("checkin.alreadyOut", who) : u.by().isEmpty() ? t.get("checkin.alreadyPlain", who)
          : t.get("checkin.already", who, u.by(), u.at()));
    }
    List<String> undo = in ? changed.stream().map(e -> e.player().id()).toList() : List.of();
    return new Status(changed.isEmpty() ? "same" : "ok", lines, undo);
  }

  /** A player as arbiters write him: {@code 12号 王芳（厦门）}, before the draw {@code 王芳（厦门）}. */
  static String name(Texts t, Tournament now, String id) {
    return t.english() ? now.nameEn(id) : now.nameZh(id);
  }

  private void confirm(Context ctx, ConsoleAccess.Arbiter arbiter, String unit) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = division(tournament, ctx.queryParam("division"));
    List<Player> group = scoped(tournament, division).stream()
        .filter(p -> unit.isEmpty() || org.chuhe.model.Units.same(tournament.unitName(p), unit)).toList();
    boolean tagged = division.equals(ALL) && tournament.regulations().divisions().size() > 1;
    List<Row> rows = CheckIns.waiting(group).stream().map(p -> row(tournament, t, p, tagged)).toList();
    String name = unit.isEmpty() ? (division.equals(ALL) ? t.get("checkin.allDivisions")
        : Views.divisionName(tournament, t, division)) : unit;
    String heading = rows.isEmpty() ? t.get("checkin.noneWaiting", name)
        : t.get("checkin.confirm", name, rows.size());
    Confirm c = new Confirm(division, sort(ctx.queryParam("sort")), unit, heading, rows);
    templates.send(ctx, "consoleCheckinConfirm", Map.of("f", frame(ctx, t, arbiter), "c", c));
  }

  private void render(Context ctx, ConsoleAccess.Arbiter arbiter, String requested, String sortAsked,
      Status status) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = division(tournament, requested);
    String sort = sort(sortAsked);
    List<Console.Tab> tabs = new ArrayList<>();
    if (tournament.regulations().divisions().size() > 1) {
      tabs.add(new Console.Tab(t.get("checkin.allDivisions"), Paths.checkInDesk(ALL, sort), division.equals(ALL)));
    }
    for (DivisionRules d : tournament.regulations().divisions()) {
      tabs.add(new Console.Tab(t.pick(d.name(), d.nameEn()), Paths.checkInDesk(d.id(), sort),
          d.id().equals(division)));
    }
    List<Console.Tab> sorts = List.of(
        new Console.Tab(t.get("checkin.sortUnit"), Paths.checkInDesk(division, Paths.SORT_UNIT),
            sort.equals(Paths.SORT_UNIT)),
        new Console.Tab(t.get("checkin.sortName"), Paths.checkInDesk(division, Paths.SORT_NAME),
            sort.equals(Paths.SORT_NAME)));
    Page page = new Page(tabs, sorts, desk(tournament, t, division, sort, arbiter.chief()), status);
    Frame f = Web.frame(ctx, t, t.get("checkin.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleCheckin", Web.model(f, "page", page));
  }

  /** The desk of a division ({@link #ALL}: of every one), sorted by unit or by name. */
  static Desk desk(Tournament t, Texts x, String division, String sort, boolean chief) {
    List<Counted> divisions = new ArrayList<>();
    for (DivisionRules d : t.regulations().divisions()) {
      divisions.add(new Counted(x.pick(d.name(), d.nameEn()), Paths.checkInDesk(d.id(), sort),
          d.id().equals(division), CheckIns.Count.of(t.playersIn(d.id()))));
    }
    boolean several = divisions.size() > 1;
    Counted event = new Counted(x.get("checkin.allDivisions"), Paths.checkInDesk(ALL, sort), division.equals(ALL),
        CheckIns.Count.of(t.players()));
    List<Player> players = scoped(t, division);
    boolean tagged = several && division.equals(ALL);
    List<CheckIns.Unit> units = CheckIns.units(t, players);
    List<Counted> unitCounts = units.stream().map(u -> new Counted(u.name(), "", false, u.count())).toList();
    List<Group> groups = new ArrayList<>();
    if (sort.equals(Paths.SORT_UNIT)) {
      for (CheckIns.Unit u : units) {
        groups.add(new Group(u.name(), u.individual() ? x.get("checkin.individuals") : u.name(), u.count(),
            u.players().stream().map(p -> row(t, x, p, tagged)).toList()));
      }
    } else {
      groups.add(new Group("", "", CheckIns.Count.of(players),
          players.stream().sorted(CheckIns.BY_NAME).map(p -> row(t, x, p, tagged)).toList()));
    }
    return new Desk(division, sort, divisions, event, CheckIns.Count.of(players), unitCounts, groups, several,
        chief);
  }

  private static Row row(Tournament t, Texts x, Player p, boolean tagged) {
    return new Row(p.id(), Views.cell(t, p.id()), tagged ? Views.divisionName(t, x, p.division()) : "",
        p.checkedIn(), p.feePaid());
  }

  private static List<Player> scoped(Tournament t, String division) {
    return division.equals(ALL) ? t.players() : t.playersIn(division);
  }

  /** The division asked for ({@link #ALL}: every one); without one, every division (or the only one). */
  private static String division(Tournament t, String requested) {
    if (requested == null || requested.isBlank()) {
      return t.regulations().divisions().size() > 1 ? ALL : t.regulations().divisions().get(0).id();
    }
    return requested.strip().equals(ALL) ? ALL : PublicPages.division(t, requested.strip());
  }

  /** The division a use case is given: null for every division. */
  private static String scope(String division) {
    return division == null || division.isBlank() || division.strip().equals(ALL) ? null : division.strip();
  }

  private static String sort(String asked) {
    return Paths.SORT_NAME.equals(asked) ? Paths.SORT_NAME : Paths.SORT_UNIT;
  }

  private static Frame frame(Context ctx, Texts t, ConsoleAccess.Arbiter arbiter) {
    return Web.frame(ctx, t, "", Optional.of(arbiter));
  }
}

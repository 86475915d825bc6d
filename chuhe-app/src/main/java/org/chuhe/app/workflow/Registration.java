package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.io.forms.EntryForms;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.PlayerStore;
import org.chuhe.app.store.RoundStore;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.model.Player;
import org.chuhe.model.Range;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.Draw;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.EntryCheck;
import org.chuhe.regulations.Regulations;

/**
 * Registration, edits and check-in. Entries are checked against eligibility and entry limits (R2, R3); a breach is
 * refused unless the arbiter overrides it with a reason, and the reason and the breaches go into the audit log.
 * A player who comes in after the division's draw — registered, checked in or paid after it, before or after round 1
 * — is a late entry: the next free pairing number ({@link Draw#lateNumbers}) as soon as he is in, absent (no points)
 * from the rounds already paired. Numbers once given are kept (a check-in taken back keeps its number).
 */
public final class Registration {
  private Registration() {}

  /** A player as registered, and what the arbiter should know about the entry. */
  public record Entry(Player player, List<Notice> notices) {}

  public static Entry register(Session s, Player candidate, String override) {
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Entry e = add(tx, new Field(tx, t), candidate, override, AuditAction.PLAYER_REGISTER);
      PlayerStore.insert(tx, e.player());
      return numbered(e, numberLateEntries(tx, e.player().division()), true);
    });
  }

  /**
   * A registration as a form gives it, every field as typed (blank: not given): the fields of {@code players add}.
   * A problem names the field it is about by the name of its component ({@code born}, {@code rating} …).
   */
  public record Form(String name, String id, String division, String unit, String gender, String born,
      String province, String city, String grade, String rating, String phone, String idNumber, boolean unpaid,
      boolean checkedIn, String override) {}

  /** Registers the player of a form, as {@link #register} (eligibility and entry limits, the logged override). */
  public static Entry register(Session s, Form form) {
    return register(s, typed(s.regulations(), form), given(form.override()));
  }

  /**
   * Changes a player as an edit form gives him, as {@code players edit} does ({@link #edit(Session, String,
   * UnaryOperator, String)}: checked like a new entry, the logged override, no change of division once paired).
   * Every field is replaced by the form's (blank clears it), except a null phone or ID number, which keeps the one
   * stored: a form that does not show them back leaves them as they are. The form's id and check-in are not
   * changed here (check-in has its own action); {@code unpaid} sets the fee as not paid.
   */
  public static Entry edit(Session s, String playerId, Form form) {
    Player typed = typed(s.regulations(), form);
    return edit(s, playerId, p -> new Player(p.id(), typed.name(), typed.division(), typed.unit(), typed.gender(),
        typed.birthDate(), typed.residence(), typed.grade(), typed.rating(), p.number(), typed.feePaid(),
        p.checkedIn(), form.phone() == null ? p.phone() : typed.phone(),
        form.idNumber() == null ? p.idNumber() : typed.idNumber()), given(form.override()));
  }

  /** The player a form gives, every field read at once (each problem named after its field). */
  private static Player typed(Regulations r, Form form) {
    List<Problem> problems = new ArrayList<>();
    String name = given(form.name());
    if (name == null) {
      problems.add(Problem.at("name", "请填写姓名", "the name is missing"));
    }
    String division = parsed(problems, () -> org.chuhe.app.io.PlayerFields.division("division", r,
        given(form.division())));
    var gender = parsed(problems, () -> given(form.gender()) == null ? null
        : org.chuhe.app.io.PlayerFields.gender("gender", form.gender()));
    var born = parsed(problems, () -> given(form.born()) == null ? null
        : org.chuhe.app.io.PlayerFields.date("born", form.born()));
    Integer rating = parsed(problems, () -> given(form.rating()) == null ? null
        : org.chuhe.app.io.PlayerFields.integer("rating", form.rating(),
            org.chuhe.model.Range.RATING));
    if (!problems.isEmpty()) {
      throw new ProblemException(problems);
    }
    return new Player(given(form.id()) == null ? "" : form.id().strip(), name, division, given(form.unit()),
        gender, born, new org.chuhe.model.Residence(given(form.province()), given(form.city())), given(form.grade()),
        rating, null, !form.unpaid(), form.checkedIn(), given(form.phone()), given(form.idNumber()));
  }

  private static String given(String text) {
    return text == null || text.isBlank() ? null : text.strip();
  }

  /** A field read, or null with its problems added to {@code problems}: every field's problem is said at once. */
  private static <T> T parsed(List<Problem> problems, java.util.function.Supplier<T> read) {
    try {
      return read.get();
    } catch (ProblemException e) {
      problems.addAll(e.problems());
      return null;
    }
  }

  /**
   * Registers many players (an imported list) in one transaction: all of them, or none if any is refused. Each
   * is checked against the players before it, so a list that overfills a unit is caught at the first one too many.
   */
  public static List<Entry> registerAll(Session s, List<Player> candidates, List<String> places, String source,
      String override) {
    return s.write(tx -> {
      Field field = new Field(tx, TournamentStore.load(tx));
      List<Problem> problems = new ArrayList<>();
      List<Entry> entries = new ArrayList<>();
      for (int i = 0; i < candidates.size(); i++) {
        try {
          entries.add(add(tx, field, candidates.get(i), override, AuditAction.PLAYERS_IMPORT));
        } catch (ProblemException e) {
          String place = places.get(i);
          e.problems().forEach(p -> problems.add(new Problem(place, p.zh(), p.en())));
        }
      }
      if (!problems.isEmpty()) {
        problems.add(Problem.at(source, "有错误，未导入任何棋手", "there are errors: no player was imported"));
        throw new ProblemException(problems);
      }
      PlayerStore.insertAll(tx, entries.stream().map(Entry::player).toList());
      Map<String, Late> late = new LinkedHashMap<>();
      entries.forEach(e -> late.computeIfAbsent(e.player().division(), d -> numberLateEntries(tx, d)));
      return entries.stream().map(e -> numbered(e, late.get(e.player().division()), true)).toList();
    });
  }

  /** What importing a form did: players added, players updated, and rows that changed nobody. */
  public record Imported(List<Entry> added, List<Entry> updated, int unchanged) {}

  /** An entry form read and imported: what reading it said (the encoding, columns left out), and what it changed. */
  public record FormImport(List<org.chuhe.app.io.forms.EntryForms.Notice> read, Imported imported) {}

  /**
   * Reads an entry form of any kind ({@link org.chuhe.app.io.forms.EntryForms}: xlsx, xls, CSV in UTF-8 or GB18030)
   * and imports it ({@link #importForm(Session, List, List, String, String)}): the command line's {@code players
   * import} and the console's upload alike. {@code fileName} is how problems name the file.
   */
  public static FormImport importForm(Session s, String fileName, byte[] bytes, String override) {
    var form = org.chuhe.app.io.forms.EntryForms.read(fileName, bytes, s.regulations());
    List<org.chuhe.app.io.PlayerCsv.Row> rows = form.rows();
    return new FormImport(form.notices(), importForm(s, rows.stream().map(org.chuhe.app.io.PlayerCsv.Row::player)
        .toList(), rows.stream().map(org.chuhe.app.io.PlayerCsv.Row::place).toList(), fileName, given(override)));
  }

  /**
   * A row of a form as the preview shows it: its place, the player named as arbiters name him once the form is
   * taken ({@code 12号 王芳（厦门）}), his division's name, and what the arbiter should know (an override, a late
   * number).
   */
  public record PreviewRow(EntryForms.Place place, String nameZh, String nameEn, String divisionZh,
      String divisionEn, List<Notice> notices) {}

  /**
   * What taking a form would do, nothing written ({@link #previewForm}): what reading it said, what each sheet's
   * columns were taken as, the rows that would add, update or change nobody, and each row that cannot be taken with
   * its place and reason (reading and registration alike, in the form's order). {@code digest} sums up the outcome,
   * for {@link #acceptForm} to see whether the event changed meanwhile in a way that matters.
   */
  public record FormPreview(String file, List<EntryForms.Notice> notices, List<EntryForms.SheetColumns> sheets,
      List<PreviewRow> added, List<PreviewRow> updated, List<PreviewRow> unchanged, List<EntryForms.Refusal> refused,
      String digest) {
    /** How many rows would be taken (added or updated; the unchanged are taken too, changing nobody). */
    public int taken() {
      return added.size() + updated.size() + unchanged.size();
    }
  }

  /**
   * A preview of taking an entry form ({@link #acceptForm}) that writes nothing: the form read with the arbiter's
   * column choices ({@link EntryForms#reading}), then the very import of {@link #importForm} run in a transaction
   * that is rolled back, so every check is the import's own (division, eligibility and entry limits, the same player
   * twice in the form, a paired player's division, an ID number's check character).
   */
  public static FormPreview previewForm(Session s, String fileName, byte[] bytes,
      List<EntryForms.ColumnChoice> choices, String override) {
    EntryForms.Form form = EntryForms.reading(fileName, bytes, s.regulations(), choices);
    try {
      s.write(tx -> {
        throw new RolledBack(preview(fileName, form, importRows(tx, players(form), places(form), given(override)),
            TournamentStore.load(tx)));
      });
      throw new IllegalStateException("a preview is always rolled back");
    } catch (RolledBack done) {
      return done.preview;
    }
  }

  /** What accepting a preview did: the form as the preview showed it, and the players imported. */
  public record Accepted(FormPreview preview, Imported imported) {}

  /**
   * Takes an entry form as its preview showed it ({@link #previewForm}, the same bytes and choices): the rows that
   * can be taken are imported in one transaction, the rows refused are left out. If the outcome is no longer the
   * one previewed ({@code digest} differs: the event changed meanwhile, another arbiter registered a player, an
   * entry limit filled up), nothing is written and {@link PreviewChanged} carries the new preview.
   */
  public static Accepted acceptForm(Session s, String fileName, byte[] bytes, List<EntryForms.ColumnChoice> choices,
      String override, String digest) {
    EntryForms.Form form = EntryForms.reading(fileName, bytes, s.regulations(), choices);
    return s.write(tx -> {
      Pass pass = importRows(tx, players(form), places(form), given(override));
      FormPreview now = preview(fileName, form, pass, TournamentStore.load(tx));
      if (!now.digest().equals(digest)) {
        throw new PreviewChanged(now);
      }
      return new Accepted(now, pass.imported);
    });
  }

  /** The event changed since the preview in a way that changes what the form does: nothing was written. */
  public static final class PreviewChanged extends ProblemException {
    private final transient FormPreview now;

    PreviewChanged(FormPreview now) {
      super(Problem.of(Problem.Kind.CONFLICT, "", "预览之后赛事有了变化，导入结果会与预览不同：未导入任何棋手，请查看新的预览后再确认",
          "the event changed after the preview and the form would not do what was previewed: no player was "
              + "imported; look at the new preview and accept again"));
      this.now = now;
    }

    public FormPreview now() {
      return now;
    }
  }

  /** Carries a preview out of its transaction, which it rolls back. */
  private static final class RolledBack extends RuntimeException {
    private final transient FormPreview preview;

    RolledBack(FormPreview preview) {
      super(null, null, false, false);
      this.preview = preview;
    }
  }

  private static List<Player> players(EntryForms.Form form) {
    return form.rows().stream().map(org.chuhe.app.io.PlayerCsv.Row::player).toList();
  }

  private static List<String> places(EntryForms.Form form) {
    return form.rows().stream().map(org.chuhe.app.io.PlayerCsv.Row::place).toList();
  }

  /** The preview of a pass, its players named as the tournament {@code after} it names them. */
  private static FormPreview preview(String file, EntryForms.Form form, Pass pass, Tournament after) {
    List<PreviewRow> added = new ArrayList<>();
    List<PreviewRow> updated = new ArrayList<>();
    List<PreviewRow> unchanged = new ArrayList<>();
    for (int k = 0; k < pass.addedRows.size(); k++) {
      added.add(row(form, pass.addedRows.get(k), pass.imported.added().get(k), after));
    }
    for (int k = 0; k < pass.updatedRows.size(); k++) {
      updated.add(row(form, pass.updatedRows.get(k), pass.imported.updated().get(k), after));
    }
    pass.unchanged.forEach((i, id) -> unchanged.add(row(form, i, new Entry(player(after, id), List.of()), after)));
    List<EntryForms.Refusal> refused = new ArrayList<>(form.refused());
    pass.refused.forEach((i, problems) -> problems.forEach(p -> refused.add(new EntryForms.Refusal(p.where(),
        form.places().get(i), null, p.zh(), p.en()))));
    refused.sort(java.util.Comparator.comparingInt((EntryForms.Refusal r) -> r.place().sheetIndex())
        .thenComparingInt(r -> r.place().row()));
    StringBuilder sum = new StringBuilder();
    added.forEach(r -> sum.append("A ").append(r.place().text()).append(' ').append(r.nameZh()).append('\n'));
    updated.forEach(r -> sum.append("U ").append(r.place().text()).append(' ').append(r.nameZh()).append('\n'));
    unchanged.forEach(r -> sum.append("K ").append(r.place().text()).append(' ').append(r.nameZh()).append('\n'));
    refused.forEach(r -> sum.append("R ").append(r.where()).append(' ').append(r.zh()).append('\n'));
    return new FormPreview(file, form.notices(), form.sheets(), added, updated, unchanged, refused,
        digest(sum.toString()));
  }

  private static PreviewRow row(EntryForms.Form form, int i, Entry e, Tournament after) {
    String id = e.player().id();
    var division = after.regulations().division(e.player().division());
    return new PreviewRow(form.places().get(i), after.nameZh(id), after.nameEn(id),
        division.map(d -> d.name()).orElse(e.player().division()),
        division.map(d -> d.nameEn() == null ? d.name() : d.nameEn()).orElse(e.player().division()), e.notices());
  }

  private static String digest(String text) {
    try {
      byte[] hash = java.security.MessageDigest.getInstance("SHA-256")
          .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      return java.util.HexFormat.of().formatHex(hash);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Imports an entry form: a row that is a player already registered updates him (checked like an edit: the
   * division of a paired player is not changed), any other row registers a new player; all in one transaction, or
   * nothing if any row is refused. So importing the same form twice, or a corrected one, never registers anyone
   * twice. A row is a registered player when it gives his player id, or his ID number, or else his name in his
   * division (with his unit when several players of that name are in it; a different ID number is another person).
   */
  public static Imported importForm(Session s, List<Player> candidates, List<String> places, String source,
      String override) {
    return s.write(tx -> {
      Pass pass = importRows(tx, candidates, places, override);
      if (!pass.refused.isEmpty()) {
        List<Problem> problems = new ArrayList<>();
        pass.refused.values().forEach(problems::addAll);
        problems.add(Problem.at(source, "有错误，未导入任何棋手", "there are errors: no player was imported"));
        throw new ProblemException(problems);
      }
      return pass.imported;
    });
  }

  /**
   * What importing rows did, row by row (indexes into the rows): the players added and updated (in
   * {@link #imported}), the rows that changed nobody (with the player each is), and each refused row's problems,
   * placed at the row (or at its cell).
   */
  private static final class Pass {
    Imported imported;
    final List<Integer> addedRows = new ArrayList<>();
    final List<Integer> updatedRows = new ArrayList<>();
    final Map<Integer, String> unchanged = new LinkedHashMap<>();
    final Map<Integer, List<Problem>> refused = new LinkedHashMap<>();
  }

  /**
   * The one import of rows ({@link #importForm}, {@link #previewForm}, {@link #acceptForm}): each row checked as a
   * registration or an edit and written in {@code tx}, a refused row left out with its problems; the caller
   * commits, refuses all, or rolls back.
   */
  private static Pass importRows(WriteTx tx, List<Player> candidates, List<String> places, String override) {
    Tournament t = TournamentStore.load(tx);
    Field field = new Field(tx, t);
    Regulations r = t.regulations();
    Pass pass = new Pass();
    List<Entry> added = new ArrayList<>();
    List<Entry> updated = new ArrayList<>();
    Map<String, String> matchedBy = new HashMap<>();
    Known known = new Known(t.players(), candidates);
    for (int i = 0; i < candidates.size(); i++) {
      String place = places.get(i);
      try {
        Player typed = TypedText.player(candidates.get(i));
        Player before = known.registered(typed);
        if (before == null) {
          Entry entry = add(tx, field, typed, override, AuditAction.PLAYERS_IMPORT);
          known.add(entry.player());
          added.add(entry);
          pass.addedRows.add(i);
          matchedBy.put(entry.player().id(), place);
          continue;
        }
        String earlier = matchedBy.putIfAbsent(before.id(), place);
        if (earlier != null) {
          boolean registeredBefore = t.players().stream().anyMatch(p -> p.id().equals(before.id()));
          throw ProblemException.of(place, "与 " + earlier + " 是同一名棋手（" + (registeredBefore
              ? t.nameZh(before.id()) : before.name()) + "）", "the same player as " + earlier + " ("
              + (registeredBefore ? t.nameEn(before.id()) : before.name()) + ")");
        }
        Player after = TypedText.player(new Player(before.id(), typed.name(), typed.division(), typed.unit(),
            or(typed.gender(), before.gender()), or(typed.birthDate(), before.birthDate()),
            typed.residence() == null || typed.residence().equals(org.chuhe.model.Residence.UNKNOWN)
                ? before.residence() : typed.residence(), or(typed.grade(), before.grade()),
            or(typed.rating(), before.rating()), before.number(), typed.feePaid(),
            before.checkedIn() || typed.checkedIn(), or(typed.phone(), before.phone()),
            or(typed.idNumber(), before.idNumber())));
        if (after.equals(before)) {
          pass.unchanged.put(i, before.id());
          continue;
        }
        if (!after.division().equals(before.division())) {
          if (hasPlayed(t, before.id())) {
            throw ProblemException.of(place, t.nameZh(before.id()) + " 已在 " + before.division() + " 出场，不能换组别",
                t.nameEn(before.id()) + " has already been paired in " + before.division()
                    + " and cannot change division");
          }
          after = after.withNumber(null);
        }
        List<Player> others = t.players().stream().filter(p -> !p.id().equals(before.id())).toList();
        List<Problem> breaches = EntryRules.breaches(r, others, after);
        EntryRules.enforce(breaches, override);
        PlayerStore.update(tx, after);
        tx.audit(AuditAction.PLAYER_EDIT, before.id(), before, after, overrideDetails(breaches, override));
        updated.add(new Entry(after, overrideNotices(breaches)));
        pass.updatedRows.add(i);
      } catch (ProblemException e) {
        pass.refused.put(i, e.problems().stream().map(p -> new Problem(p.where() != null
            && p.where().startsWith(place) ? p.where() : place, p.zh(), p.en())).toList());
      }
    }
    PlayerStore.insertAll(tx, added.stream().map(Entry::player).toList());
    Map<String, Late> late = new LinkedHashMap<>();
    added.forEach(e -> late.computeIfAbsent(e.player().division(), d -> numberLateEntries(tx, d)));
    updated.forEach(e -> late.computeIfAbsent(e.player().division(), d -> numberLateEntries(tx, d)));
    pass.imported = new Imported(added.stream().map(e -> numbered(e, late.get(e.player().division()), true))
        .toList(), updated.stream().map(e -> numbered(e, late.get(e.player().division()), false)).toList(),
        pass.unchanged.size());
    return pass;
  }

  private static <T> T or(T given, T kept) {
    return given != null ? given : kept;
  }

  /**
   * The players registered and added so far, looked up as {@link #importForm} says: by player id, by ID number, or by
   * name in the division (indexed: a form of 10,000 rows is matched in linear time).
   */
  private static final class Known {
    private final Map<String, Player> byId = new HashMap<>();
    private final Map<String, Player> byIdNumber = new HashMap<>();
    private final Map<String, List<Player>> byName = new HashMap<>();
    /** How many rows of the form give each name in each division. */
    private final Map<String, Integer> rowsOfName = new HashMap<>();

    Known(List<Player> players, List<Player> rows) {
      players.forEach(this::add);
      rows.forEach(r -> rowsOfName.merge(nameKey(r), 1, Integer::sum));
    }

    private static String nameKey(Player p) {
      return p.division() + "\u0000" + (p.name() == null ? "" : p.name().strip());
    }

    void add(Player p) {
      byId.put(p.id(), p);
      if (p.idNumber() != null) {
        byIdNumber.putIfAbsent(p.idNumber().toUpperCase(java.util.Locale.ROOT), p);
      }
      byName.computeIfAbsent(nameKey(p), k -> new ArrayList<>()).add(p);
    }

    Player registered(Player row) {
      if (!row.id().isBlank() && byId.containsKey(row.id())) {
        return byId.get(row.id());
      }
      if (row.idNumber() != null && byIdNumber.containsKey(row.idNumber().toUpperCase(java.util.Locale.ROOT))) {
        return byIdNumber.get(row.idNumber().toUpperCase(java.util.Locale.ROOT));
      }
      List<Player> named = byName.getOrDefault(nameKey(row), List.of()).stream()
          .filter(p -> p.idNumber() == null || row.idNumber() == null || p.idNumber().equalsIgnoreCase(row.idNumber()))
          .toList();
      List<Player> sameUnit = named.stream().filter(p -> java.util.Objects.equals(p.unit(), row.unit())).toList();
      if (sameUnit.size() == 1) {
        return sameUnit.get(0);
      }
      return named.size() == 1 && sameUnit.isEmpty() && rowsOfName.getOrDefault(nameKey(row), 0) == 1
          ? named.get(0) : null;
    }
  }

  /** Changes a player; the changed entry is checked like a new one (against everyone else). */
  public static Entry edit(Session s, String playerId, UnaryOperator<Player> change, String override) {
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Player before = player(t, playerId);
      Player after = TypedText.player(change.apply(before));
      if (!after.division().equals(before.division()) && hasPlayed(t, playerId)) {
        throw ProblemException.of("player", t.nameZh(playerId) + " 已在 " + before.division() + " 出场，不能换组别",
            t.nameEn(playerId) + " has already been paired in " + before.division() + " and cannot change division");
      }
      List<Notice> notices = new ArrayList<>();
      if (!after.division().equals(before.division())) {
        after = after.withNumber(null); // numbered in the new division once it is drawn (below)
      }
      List<Player> others = t.players().stream().filter(p -> !p.id().equals(playerId)).toList();
      List<Problem> breaches = EntryRules.breaches(t.regulations(), others, after);
      EntryRules.enforce(breaches, override);
      if (after.equals(before)) {
        notices.add(new Notice("没有改动", "nothing changed"));
        return new Entry(before, notices);
      }
      PlayerStore.update(tx, after);
      tx.audit(AuditAction.PLAYER_EDIT, playerId, before, after, overrideDetails(breaches, override));
      notices.addAll(overrideNotices(breaches));
      return numbered(new Entry(after, notices), numberLateEntries(tx, after.division()), false);
    });
  }

  /**
   * Marks players as checked in (报到) or, with {@code in} false, takes the check-in back. After the draw, a player
   * who is in now gets the next free number; a check-in taken back keeps its number. Returns the players changed.
   */
  public static List<Entry> checkIn(Session s, List<String> playerIds, boolean in) {
    return CheckIns.players(s, playerIds, in).changed();
  }

  /**
   * The players just checked in or out as entries, each with the pairing number he was given if the division has
   * been drawn and he is in now (what a check-in does once it has changed them).
   */
  static List<Entry> numbered(WriteTx tx, List<Player> changed) {
    Map<String, Late> late = new LinkedHashMap<>();
    changed.forEach(p -> late.computeIfAbsent(p.division(), d -> numberLateEntries(tx, d)));
    return changed.stream().map(p -> numbered(new Entry(p, List.of()), late.get(p.division()), false)).toList();
  }

  static Player player(Tournament t, String id) {
    return t.player(id).orElseThrow(() -> noSuchPlayer(id));
  }

  static ProblemException noSuchPlayer(String id) {
    return ProblemException.of(id, "没有这名棋手：" + id, "no such player: " + id);
  }

  private static final Pattern NUMBERED_ID = Pattern.compile("p(\\d{1,9})");

  /**
   * The event's entries as registration needs them while it adds players one after another (a list of thousands in
   * linear time): the ids taken, the counts the entry limits are checked against, the next free "p" number, and
   * each division's rounds already paired (a late entry is absent from them).
   */
  private static final class Field {
    final Tournament t;
    final Set<String> ids = new HashSet<>();
    final EntryCheck.Entries entries;
    private final WriteTx tx;
    private final Map<String, Integer> paired = new HashMap<>();
    /** Players per division: at most {@code Range.PLAYERS.max()} each. */
    private final Map<String, Integer> inDivision = new HashMap<>();
    private int lastNumber = -1;

    Field(WriteTx tx, Tournament t) {
      this.tx = tx;
      this.t = t;
      t.players().forEach(p -> ids.add(p.id()));
      t.players().forEach(p -> inDivision.merge(p.division(), 1, Integer::sum));
      this.entries = EntryCheck.Entries.of(t.regulations(), t.players());
    }

    /**
     * A new player id: the next free "p" number, after the players registered and the ones whose registration was
     * removed (their id stays theirs in the audit log).
     */
    String newId() {
      if (lastNumber < 0) {
        lastNumber = 0;
        for (String id : ids) {
          lastNumber = Math.max(lastNumber, number(id));
        }
        for (String id : AuditLog.subjects(tx, AuditAction.PLAYER_REMOVE)) {
          lastNumber = Math.max(lastNumber, number(id));
        }
      }
      return "p" + (++lastNumber);
    }

    int roundsPaired(String division) {
      return paired.computeIfAbsent(division, d -> RoundStore.lastRound(tx, d));
    }

    /** Refused when the division already has as many players as a division may ({@link Range#PLAYERS}). */
    void room(Player p) {
      int n = inDivision.getOrDefault(p.division(), 0);
      if (n >= Range.PLAYERS.max()) {
        throw ProblemException.refused(p.id(), "组别 " + p.division() + " 已有 " + n + " 名棋手，一个组别最多 "
            + Range.PLAYERS.max() + " 名", "division " + p.division() + " has " + n + " players already; a division "
            + "has at most " + Range.PLAYERS.max());
      }
    }

    void add(Player p) {
      inDivision.merge(p.division(), 1, Integer::sum);
      ids.add(p.id());
      entries.add(p);
      lastNumber = lastNumber < 0 ? -1 : Math.max(lastNumber, number(p.id()));
    }

    private static int number(String id) {
      Matcher m = NUMBERED_ID.matcher(id);
      return m.matches() ? Integer.parseInt(m.group(1)) : 0;
    }
  }

  /**
   * Checks one entry against the field, logs it and counts it in; the caller stores the player (one by one, or an
   * imported list in one batch).
   */
  private static Entry add(WriteTx tx, Field field, Player candidate, String override, AuditAction action) {
    TypedText.player(candidate);
    Regulations r = field.t.regulations();
    Player p = candidate.id() == null || candidate.id().isBlank() ? withId(candidate, field.newId()) : candidate;
    if (field.ids.contains(p.id())) {
      throw ProblemException.of(p.id(), "棋手编号已存在：" + p.id(), "player id already taken: " + p.id());
    }
    field.room(p);
    List<Problem> breaches = EntryRules.breaches(r, field.entries, p);
    EntryRules.enforce(breaches, override);
    List<Notice> notices = new ArrayList<>(overrideNotices(breaches));
    int paired = field.roundsPaired(p.division());
    if (paired > 0) {
      notices.add(new Notice("迟到报名：第 1–" + paired + " 轮记为缺席（不得分）",
          "late entry: absent (no points) in rounds 1–" + paired));
    }
    Map<String, Object> details = overrideDetails(breaches, override);
    if (paired > 0) {
      details = details == null ? new LinkedHashMap<>() : details;
      details.put("lateEntryAfterRound", paired);
    }
    tx.audit(action, p.id(), null, p, details);
    field.add(p);
    return new Entry(p, notices);
  }

  private static Map<String, Object> overrideDetails(List<Problem> breaches, String override) {
    if (breaches.isEmpty()) {
      return null;
    }
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("override", override);
    details.put("breaches", breaches.stream().map(b -> Map.of("zh", b.zh(), "en", b.en())).toList());
    return details;
  }

  private static List<Notice> overrideNotices(List<Problem> breaches) {
    return breaches.stream().map(b -> new Notice("已破例接受：" + b.zh(), "accepted by override: " + b.en()))
        .toList();
  }

  /** The late numbers given in a division ({@code drawn} false: the division has not been drawn yet). */
  private record Late(boolean drawn, Map<String, Integer> numbers) {}

  /**
   * Gives the division's late entries their numbers now ({@link #numberLateEntries(WriteTx, String)}), in one
   * logged transaction; what {@code pair} does first, for entries that came in by another way (an imported document).
   */
  public static Map<String, Integer> numberLateEntries(Session s, String division) {
    return s.write(tx -> numberLateEntries(tx, division).numbers());
  }

  /**
   * Once the division has been drawn (some player has a number), gives every player of it who is in (checked in,
   * fee paid, not withdrawn) and has no number the next free one ({@link Draw#lateNumbers}, in registration order),
   * and logs each.
   */
  private static Late numberLateEntries(WriteTx tx, String division) {
    Tournament t = TournamentStore.load(tx);
    if (t.playersIn(division).stream().allMatch(p -> p.number() == null)) {
      return new Late(false, Map.of());
    }
    Map<String, Integer> numbers = Draw.lateNumbers(t, division);
    numbers.forEach((id, n) -> {
      PlayerStore.update(tx, t.player(id).orElseThrow().withNumber(n));
      tx.audit(AuditAction.PLAYER_NUMBER, id, null, Map.of("number", n), Map.of("lateEntry", true));
    });
    return new Late(true, numbers);
  }

  /**
   * The entry with the number it was given after the draw and a notice saying so; {@code waiting}: also say when a
   * player entered after the draw has no number yet (not checked in or not paid).
   */
  private static Entry numbered(Entry e, Late late, boolean waiting) {
    Player p = e.player();
    List<Notice> notices = new ArrayList<>(e.notices());
    Integer n = late.numbers().get(p.id());
    if (n != null) {
      p = p.withNumber(n);
      notices.add(new Notice("抽签后到场：编号 " + n + "（下一个空闲编号）",
          "in after the draw: pairing number " + n + " (the next free number)"));
    } else if (waiting && late.drawn() && p.number() == null) {
      notices.add(new Notice("抽签后报名：报到并缴费后取得下一个空闲编号",
          "entered after the draw: gets the next free pairing number once checked in with the fee paid"));
    }
    return new Entry(p, notices);
  }

  private static boolean hasPlayed(Tournament t, String playerId) {
    return t.rounds().stream().anyMatch(r -> r.byes().contains(playerId)
        || r.games().stream().anyMatch(g -> g.involves(playerId)));
  }

  private static Player withId(Player p, String id) {
    return new Player(id, p.name(), p.division(), p.unit(), p.gender(), p.birthDate(), p.residence(), p.grade(),
        p.rating(), p.number(), p.feePaid(), p.checkedIn(), p.phone(), p.idNumber());
  }

  /**
   * Removes a registration (a player entered by mistake or twice, who never came): refused once the player is in a
   * round (a game, even without a result, or a bye), since results and pairings name him; such a player is withdrawn
   * instead. Withdrawals, penalties and hand-picked awards recorded for the player go with him; the log keeps them
   * and the player as he was. The id is not given again.
   */
  public static List<Notice> remove(Session s, String playerId, String reason) {
    TypedText.text("reason", reason);
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Player p = player(t, playerId);
      for (var r : t.roundsOf(p.division())) {
        var game = r.games().stream().filter(g -> g.involves(playerId)).findFirst();
        if (game.isPresent() || r.byes().contains(playerId)) {
          String where = game.map(g -> "第 " + r.number() + " 轮第 " + g.board() + " 台对 "
                  + t.nameZh(g.opponentOf(playerId)))
              .orElse("第 " + r.number() + " 轮轮空");
          String whereEn = game.map(g -> "round " + r.number() + " board " + g.board() + " against "
              + t.nameEn(g.opponentOf(playerId))).orElse("a bye in round " + r.number());
          throw ProblemException.of("player", t.nameZh(playerId) + " 已出场（" + where
                  + "），不能删除报名：对局与编排都记着他；如不再参赛，请办理退赛",
              t.nameEn(playerId) + " has been paired (" + whereEn + "): the registration cannot be "
                  + "removed, since games and pairings name the player; withdraw the player instead");
        }
      }
      Map<String, Object> before = new LinkedHashMap<>();
      before.put("player", p);
      before.put("withdrawals", t.withdrawals().stream().filter(w -> w.player().equals(playerId)).toList());
      before.put("penalties", t.penalties().stream().filter(x -> x.player().equals(playerId)).toList());
      before.put("awards", t.awards().stream().filter(a -> a.player().equals(playerId)).toList());
      t.prizeDecision(playerId).ifPresent(d -> before.put("prizeDecisions", List.of(d)));
      PlayerStore.delete(tx, playerId);
      tx.audit(AuditAction.PLAYER_REMOVE, playerId, before, null,
          reason == null || reason.isBlank() ? null : Map.of("reason", reason));
      List<Notice> notices = new ArrayList<>();
      notices.add(new Notice("已删除报名：" + t.nameZh(playerId), "registration removed: " + t.nameEn(playerId)));
      if (p.number() != null) {
        boolean paired = !t.roundsOf(p.division()).isEmpty();
        notices.add(paired ? new Notice("序号 " + p.number() + " 空出，不再使用", "pairing number " + p.number()
                + " is left unused")
            : new Notice("序号 " + p.number() + " 空出；第 1 轮编排前可重新抽签，使序号连续",
                "pairing number " + p.number() + " is left free; the division may be drawn again before round 1 "
                    + "is paired, to number the players without a gap"));
      }
      return notices;
    });
  }
}

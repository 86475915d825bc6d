package org.chuhe.app.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.document.RecordedGame;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.GameRecordStore;
import org.chuhe.app.store.ReportStore;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.model.Player;
import org.chuhe.model.Sensitive;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;

/**
 * The use case "read the audit log": every change to the tournament, who made it and when, with the values before
 * and after, as rows any front end renders; the head of its chain, to print on what the arbiter hands out; and its
 * verification. Values of fields marked {@link Sensitive} (ID and phone numbers), and digests of text that held
 * them, are masked unless the arbiter asks for them. The hash printed with each entry is its link in the keyed
 * chain ({@link AuditLog}), which nobody without the database can recompute, so it tells nothing of what is masked.
 */
public final class AuditTrail {
  /**
   * Fields masked unless the arbiter asks for them: those marked {@link Sensitive} in the model, and the SHA-256 an
   * import logs of the document's text, which holds the ID and phone numbers (a digest of a phone number with a
   * known prefix falls to a million guesses).
   */
  private static final Set<String> SENSITIVE = Stream.concat(Arrays.stream(Player.class.getRecordComponents())
          .filter(c -> c.isAnnotationPresent(Sensitive.class)).map(c -> c.getName()), Stream.of("sha256"))
      .collect(Collectors.toUnmodifiableSet());
  private static final String MASK = "***";
  /** How many hex digits of the head's hash are printed: 64 bits, beyond any search for a forged chain. */
  static final int FINGERPRINT = 16;
  private static final int LEAST_DIGITS = 8;

  private AuditTrail() {}

  /** Which entries: those about one subject (a player id, or division/round/board), or (null) all. */
  public record Filter(String subject, boolean showSensitive) {}

  /**
   * One entry, ready to render: the action's key and, when chuhe knows it, its names in both languages (else
   * empty); the values as JSON (null where there is nothing), masked as the filter asked; its link in the chain.
   */
  public record Entry(long seq, Instant at, String actor, String action, Optional<String> actionZh,
      Optional<String> actionEn, String subject, JsonNode before, JsonNode after, JsonNode details, String hash) {
    /** The action as a person reads it: "抽签 draw", or the key alone for an action this chuhe does not know. */
    public String label() {
      return actionZh.map(zh -> zh + " " + action).orElse(action);
    }
  }

  /**
   * The head of the log: how many entries it has and the link of the last one. Printed on every results book and
   * export ({@link #text}), it lets the log be checked later to still contain that entry unchanged: a log cut
   * behind it, or changed before it and chained anew, no longer does.
   */
  public record Head(long entries, String hash) {
    /** "日志 log #1234 · 3f9a1b2c4d5e6f70": what a results book or an export prints. */
    public String text() {
      return "日志 log #" + entries + " · " + fingerprint();
    }

    public String fingerprint() {
      return hash.substring(0, Math.min(FINGERPRINT, hash.length()));
    }

    /** A head as printed, or typed from a printout ("#1234 · 3f9a…", "1234:3f9a…", the whole line). */
    public static Head parse(String text) {
      Matcher m = Pattern.compile("#?\\s*(\\d{1,18})\\s*[·:/ ]\\s*([0-9a-fA-F]{" + LEAST_DIGITS + ",64})\\b")
          .matcher(text == null ? "" : text);
      if (!m.find()) {
        throw ProblemException.of("head", "不是日志指纹：应如 “#1234 · 3f9a1b2c4d5e6f70”（条数与至少 " + LEAST_DIGITS
                + " 位十六进制哈希）", "not a log head: expected like \"#1234 · 3f9a1b2c4d5e6f70\" (the entry count and at "
                + "least " + LEAST_DIGITS + " hex digits of the hash)");
      }
      return new Head(Long.parseLong(m.group(1)), m.group(2).toLowerCase(java.util.Locale.ROOT));
    }
  }

  /**
   * The outcome of {@link #verify}: how many entries, the head now, and the problems found (empty: everything that
   * was checked agrees), with what could not be checked ({@code limits}) and what was ({@code checked}).
   */
  public record Verification(int entries, Optional<Head> head, List<Problem> problems, List<Notice> checked,
      List<Notice> limits) {
    public boolean intact() {
      return problems.isEmpty();
    }
  }

  public static List<Entry> entries(Session s, Filter filter) {
    AuditLog.Chain chain = s.read(AuditLog::chain);
    List<Entry> shown = new ArrayList<>();
    for (int i = 0; i < chain.entries().size(); i++) {
      AuditEntry e = chain.entries().get(i);
      if (filter.subject() == null || filter.subject().equals(e.subject())) {
        shown.add(entry(e, chain.links().get(i), !filter.showSensitive()));
      }
    }
    return shown;
  }

  /** An action the log knows: its key ({@code result.enter}) and its names, for a front end's choice of kind. */
  public record Action(String key, String zh, String en) {}

  public static List<Action> actions() {
    return Arrays.stream(AuditAction.values()).map(a -> new Action(a.key(), a.zh(), a.en())).toList();
  }

  /**
   * What a search of the log asks: words anywhere in an entry (its action, arbiter, subject or values, masked), a
   * player (an id, pairing number or unique name: entries about him or whose values name him), a round (entries about
   * a board or a round of that number, or whose values name it), an arbiter (part of the name), a kind (an action
   * key or its first part: {@code result} finds entries and corrections); blank or null: any. Pages count from 1.
   */
  public record Search(String text, String player, Integer round, String arbiter, String kind, int page,
      int pageSize) {}

  /** One page of what a search found, newest first, how many it found in all, and the head of the log now. */
  public record Found(List<Entry> entries, int total, int page, int pages, Optional<Head> head) {}

  /** Searches the log as {@link Search} says; values masked as {@code ./chuhe log} shows them. */
  public static Found search(Session s, Search q) {
    record Read(AuditLog.Chain chain, Tournament t, List<RecordedGame> records) {}
    Read read = s.read(tx -> new Read(AuditLog.chain(tx), TournamentStore.load(tx),
        GameRecordStore.list(tx, null, null)));
    String player = blank(q.player()) ? null : player(read.t(), q.player().strip());
    String text = blank(q.text()) ? null : q.text().strip().toLowerCase(java.util.Locale.ROOT);
    String arbiter = blank(q.arbiter()) ? null : q.arbiter().strip().toLowerCase(java.util.Locale.ROOT);
    String kind = blank(q.kind()) ? null : q.kind().strip();
    List<Entry> found = new ArrayList<>();
    List<AuditEntry> all = read.chain().entries();
    for (int i = all.size() - 1; i >= 0; i--) {
      Entry e = entry(all.get(i), read.chain().links().get(i), true);
      if ((kind == null || e.action().equals(kind) || e.action().startsWith(kind + "."))
          && (arbiter == null || e.actor().toLowerCase(java.util.Locale.ROOT).contains(arbiter))
          && (player == null || player.equals(e.subject()) || names(e, player))
          && (q.round() == null || aboutRound(e, q.round()))
          && (text == null || words(e).contains(text))) {
        found.add(e);
      }
    }
    int size = Math.max(1, q.pageSize());
    int pages = Math.max(1, (found.size() + size - 1) / size);
    int page = Math.min(Math.max(1, q.page()), pages);
    List<Entry> shown = found.subList(Math.min(found.size(), (page - 1) * size),
        Math.min(found.size(), page * size));
    return new Found(List.copyOf(shown), found.size(), page, pages, head(read.chain()));
  }

  /** The player a search names, refused as the search's field {@code player} (a form shows it there). */
  private static String player(Tournament t, String ref) {
    try {
      return PlayerRefs.resolve(t, ref, null).id();
    } catch (ProblemException e) {
      throw new ProblemException(e.problems().stream()
          .map(p -> new Problem(p.kind(), "player", p.zh(), p.en(), p.remedy())).toList());
    }
  }

  private static boolean blank(String text) {
    return text == null || text.isBlank();
  }

  /** Whether a value of the entry is the text {@code value} (a player's id in a game, a penalty …). */
  private static boolean names(Entry e, String value) {
    for (JsonNode node : new JsonNode[] {e.before(), e.after(), e.details()}) {
      if (holds(node, value)) {
        return true;
      }
    }
    return false;
  }

  private static boolean holds(JsonNode node, String value) {
    if (node == null) {
      return false;
    }
    if (node.isTextual()) {
      return node.asText().equals(value);
    }
    for (JsonNode child : node) {
      if (holds(child, value)) {
        return true;
      }
    }
    return false;
  }

  /** About a board or a round of that number ({@code adult/3/5}, {@code adult/3}), or a value {@code round}. */
  private static boolean aboutRound(Entry e, int round) {
    String[] parts = e.subject() == null ? new String[0] : e.subject().split("/");
    if (parts.length >= 2 && parts[1].equals(Integer.toString(round))) {
      return true;
    }
    for (JsonNode node : new JsonNode[] {e.before(), e.after(), e.details()}) {
      if (node != null && node.findValues("round").stream().anyMatch(r -> r.asInt(-1) == round)) {
        return true;
      }
    }
    return false;
  }

  /** Everything a search by words looks in, in lower case: the action and its names, arbiter, subject, values. */
  private static String words(Entry e) {
    StringBuilder b = new StringBuilder().append(e.action()).append(' ').append(e.actionZh().orElse("")).append(' ')
        .append(e.actionEn().orElse("")).append(' ').append(e.actor()).append(' ')
        .append(e.subject() == null ? "" : e.subject());
    for (JsonNode node : new JsonNode[] {e.before(), e.after(), e.details()}) {
      if (node != null) {
        b.append(' ').append(node);
      }
    }
    return b.toString().toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * Who last changed {@code subject} (a board {@code adult/3/5}, a player id), when, and how: what a results sheet
   * shows beside the value it holds now. Empty when the log says nothing about it.
   */
  public static Optional<Entry> lastAbout(Session s, String subject) {
    return s.read(tx -> AuditLog.lastAbout(tx, subject)).map(e -> entry(e, e.hash(), true));
  }

  /** The head of the log now (empty only if the chain's key is missing). */
  public static Optional<Head> head(Session s) {
    return s.read(AuditTrail::head);
  }

  private static Optional<Head> head(AuditLog.Chain chain) {
    int n = chain.entries().size();
    if (n == 0 || chain.links().get(n - 1) == null) {
      return Optional.empty();
    }
    return Optional.of(new Head(chain.entries().get(n - 1).seq(), chain.links().get(n - 1)));
  }

  /** The tournament and the head of its log, read in one transaction: what a results book or an export prints. */
  public record Stamped(Tournament tournament, Optional<Head> head) {}

  public static Stamped stamped(Session s) {
    return s.read(tx -> new Stamped(TournamentStore.load(tx), head(tx)));
  }

  /**
   * The tournament, its revision and the head of its log, read in one transaction: what a public page shows (the
   * head in small print) and caches by the revision.
   */
  public record StampedRevision(long revision, Tournament tournament, Optional<Head> head) {}

  public static StampedRevision stampedRevision(Session s) {
    return s.read(tx -> new StampedRevision(TournamentStore.revision(tx), TournamentStore.load(tx), head(tx)));
  }

  /** The head from the log's last entry alone ({@link AuditLog#head}), as {@link #head(AuditLog.Chain)} gives it. */
  static Optional<Head> head(org.chuhe.app.store.ReadTx tx) {
    return AuditLog.head(tx).map(h -> new Head(h.seq(), h.link()));
  }

  /**
   * Checks the log: its chain is whole (each entry's hash matches, no number missing); it still holds each of
   * {@code heads} (printed earlier on a results book or export) as printed; and the data agrees with it (every
   * pairing, result, foul, game record, withdrawal and penalty in the database is what the log says it became,
   * {@link LogReplay}). Chain, heads and data are read in one transaction.
   */
  public static Verification verify(Session s, List<Head> heads) {
    record Read(AuditLog.Chain chain, Tournament t, List<RecordedGame> records, LogReplay.Reports reports) {}
    Read read = s.read(tx -> new Read(AuditLog.chain(tx), TournamentStore.load(tx),
        GameRecordStore.list(tx, null, null), new LogReplay.Reports(ReportStore.claims(tx, null, null),
            ReportStore.rounds(tx))));
    AuditLog.Chain chain = read.chain();
    List<Problem> problems = new ArrayList<>();
    List<Notice> checked = new ArrayList<>();
    List<Notice> limits = new ArrayList<>();
    int n = chain.entries().size();
    if (chain.keyMissing()) {
      problems.add(Problem.of(Problem.Kind.STORAGE, "log", "日志的链密钥不见了（audit_keys），用密钥的条目都无法核对",
          "the log's chain key is gone (audit_keys): no keyed entry can be checked"));
    }
    if (!chain.broken().isEmpty()) {
      problems.add(Problem.of(Problem.Kind.STORAGE, "log", "日志被改动或删除过，第一处在第 " + chain.broken().get(0)
          + " 条（共 " + chain.broken().size() + " 处）", "the log was changed or cut outside chuhe, first at entry "
          + chain.broken().get(0) + " (" + chain.broken().size() + " places)"));
    } else {
      checked.add(new Notice("哈希链完整：" + n + " 条，条条相扣", "the hash chain is whole: " + n + " entries, each "
          + "chained to the one before"));
    }
    for (Head given : heads) {
      problems.addAll(anchor(chain, given, checked));
    }
    if (heads.isEmpty()) {
      limits.add(new Notice("未给出印出的日志指纹：截掉最后几条、或改写后按公开的算法重算整条链，只有与成绩册或导出文件上印的指纹对照才能发现",
          "no printed head given: the last entries cut off, or the log rewritten and chained anew by the published "
              + "formula, are found only against a head printed on a results book or an export"));
    }
    LogReplay.Outcome replay = LogReplay.check(chain.entries(), read.t(), read.records(), read.reports());
    problems.addAll(replay.mismatches());
    if (replay.mismatches().isEmpty()) {
      checked.add(new Notice("数据与日志一致：编排、对局结果、犯规、录谱、退赛、处罚、棋手报告都是日志所记的最终值",
          "the data agrees with the log: every pairing, result, foul, game record, withdrawal, penalty and "
              + "player's report is what the log says it became"));
    }
    limits.addAll(replay.limits());
    return new Verification(n, head(chain), problems, checked, limits);
  }

  /** Whether the log still holds {@code given}: its entry of that number, with a link that starts so. */
  private static List<Problem> anchor(AuditLog.Chain chain, Head given, List<Notice> checked) {
    String printed = "#" + given.entries() + " · " + given.hash();
    Optional<Integer> at = java.util.stream.IntStream.range(0, chain.entries().size()).boxed()
        .filter(i -> chain.entries().get(i).seq() == given.entries()).findFirst();
    if (at.isEmpty()) {
      return List.of(Problem.of(Problem.Kind.STORAGE, "head " + printed, "日志只有 " + chain.entries().size()
          + " 条，没有印出的第 " + given.entries() + " 条：日志被截短过", "the log has " + chain.entries().size()
          + " entries, not the printed entry " + given.entries() + ": the log was cut"));
    }
    String link = chain.links().get(at.get());
    if (link == null || !link.startsWith(given.hash())) {
      return List.of(Problem.of(Problem.Kind.STORAGE, "head " + printed, "日志第 " + given.entries() + " 条的指纹现为 "
          + (link == null ? "（无法计算）" : link.substring(0, FINGERPRINT)) + "，与印出的不符：这一条或它之前的日志被改写过",
          "entry " + given.entries() + " of the log now has the head " + (link == null ? "(cannot be computed)"
              : link.substring(0, FINGERPRINT)) + ", not the printed one: the log up to it was rewritten"));
    }
    checked.add(new Notice("日志仍含印出的 " + printed + "：此前的日志未被截短或改写", "the log still holds the printed "
        + printed + ": it was neither cut nor rewritten up to there"));
    return List.of();
  }

  private static Entry entry(AuditEntry e, String link, boolean masked) {
    Optional<AuditAction> known = Arrays.stream(AuditAction.values()).filter(a -> a.key().equals(e.action()))
        .findFirst();
    return new Entry(e.seq(), Instant.parse(e.at()), e.actor(), e.action(), known.map(AuditAction::zh),
        known.map(AuditAction::en), e.subject(),
        value(e.before(), masked), value(e.after(), masked), value(e.details(), masked), link);
  }

  private static JsonNode value(String json, boolean masked) {
    if (json == null) {
      return null;
    }
    JsonNode node;
    try {
      node = Mappers.json().readTree(json);
    } catch (java.io.IOException e) {
      throw new IllegalStateException("audit log entry is not JSON: " + e.getMessage(), e);
    }
    if (masked) {
      mask(node);
    }
    return node;
  }

  private static void mask(JsonNode node) {
    if (node instanceof ObjectNode o) {
      for (String field : SENSITIVE) {
        if (o.hasNonNull(field)) {
          o.put(field, MASK);
        }
      }
      o.elements().forEachRemaining(AuditTrail::mask);
    } else if (node instanceof ArrayNode a) {
      a.elements().forEachRemaining(AuditTrail::mask);
    }
  }
}

package org.chuhe.app.workflow;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.chuhe.app.io.EnumNames;
import org.chuhe.app.report.Times;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.RoundStore;
import org.chuhe.app.store.StoredGame;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.tournament.Histories;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.Eligibility;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.GameRecordPolicy;
import org.chuhe.regulations.Regulations;

/**
 * Result entry and fouls, with the optimistic lock that keeps two arbiters from overwriting each other: each change
 * states what it expects to find ({@link Expect}), and a game that holds something else is left alone and the
 * arbiter is shown what it holds now. Forfeit consequences (R11) and the game lost at the Nth foul (R12) follow
 * from the regulations and are reported with the change.
 */
public final class Results {
  private Results() {}

  /** A board of a round of a division. */
  public record GameRef(String division, int round, int board) {
    public String key() {
      return division + "/" + round + "/" + board;
    }

    String zh() {
      return "第 " + round + " 轮第 " + board + " 台";
    }

    String en() {
      return "round " + round + " board " + board;
    }
  }

  /** What the arbiter expects the game to hold before the change. */
  public sealed interface Expect {
    /** A new result: the game has none yet (entering the same result again changes nothing). */
    record NoResult() implements Expect {}

    /** A correction of the result the arbiter saw. */
    record Was(Result result) implements Expect {}

    /** A change based on the game as read at this version (a form that shows a game and sends it back). */
    record Version(long version) implements Expect {}

    /** A correction whatever the game holds now. */
    record Anything() implements Expect {}
  }

  /** A game before and after a change, its new version, and what follows from the change. */
  public record Change(GameRef ref, Game before, Game after, long version, List<Notice> notices) {
    public boolean changed() {
      return !before.equals(after);
    }
  }

  /**
   * A board as a results form shows it: the game, and the version a change based on what the form showed expects
   * ({@link Expect.Version}).
   */
  public record Board(GameRef ref, Game game, long version) {}

  /** The boards of a round with their versions, by board number (empty for a round not paired). */
  public static List<Board> boards(Session s, String division, int round) {
    return s.read(tx -> RoundStore.games(tx, division, round).stream()
        .map(g -> new Board(new GameRef(division, round, g.game().board()), g.game(), g.version())).toList());
  }

  /** A board whose result came in (was entered, corrected, or followed from a foul) at {@code at}. */
  public record Entered(GameRef ref, Instant at) {}

  /**
   * The boards whose results came in last, newest first, each once (at its latest entry), at most {@code count}:
   * from the audit log, so a result entered by the command line or another server counts as well as the console's.
   */
  public static List<Entered> latest(Session s, int count) {
    List<AuditEntry> entries = s.read(tx -> AuditLog.latest(tx, List.of(AuditAction.RESULT_ENTER,
        AuditAction.RESULT_CORRECT, AuditAction.FOUL_ADD), count * 4));
    Map<String, Entered> seen = new LinkedHashMap<>();
    for (AuditEntry e : entries) {
      String key = e.subject();
      int board = key == null ? -1 : key.lastIndexOf('/');
      int round = board <= 0 ? -1 : key.lastIndexOf('/', board - 1);
      if (round <= 0 || seen.containsKey(key) || seen.size() == count) {
        continue;
      }
      try {
        seen.put(key, new Entered(new GameRef(key.substring(0, round), Integer.parseInt(key.substring(round + 1,
            board)), Integer.parseInt(key.substring(board + 1))), Instant.parse(e.at())));
      } catch (RuntimeException notABoard) {
        // an entry whose subject is not division/round/board: not a board's result
      }
    }
    return List.copyOf(seen.values());
  }

  /** The division a command means: the one named, the only one, or the only one that has this round. */
  public static String division(Session s, String requested, int round) {
    Regulations r = s.regulations();
    if (requested != null) {
      return EntryRules.division(r, requested).id();
    }
    if (r.divisions().size() == 1) {
      return r.divisions().get(0).id();
    }
    List<String> paired = s.read(tx -> RoundStore.divisionsWithRound(tx, round));
    if (paired.size() == 1) {
      return paired.get(0);
    }
    String all = String.join(", ", r.divisions().stream().map(DivisionRules::id).toList());
    if (paired.isEmpty()) {
      throw ProblemException.notFound("division", "没有组别编排了第 " + round + " 轮",
          "no division has paired round " + round);
    }
    throw new ProblemException(Problem.at("division", "多个组别都有第 " + round + " 轮，请指明组别（" + all + "）",
        "several divisions have round " + round + ": name the division (" + all + ")").withRemedy("division"));
  }

  public static Change record(Session s, GameRef ref, Result result, Expect expect) {
    return s.write(tx -> record(tx, ref, result, expect, null));
  }

  /**
   * {@link #record(Session, GameRef, Result, Expect)} within a write transaction already open: the one way a result
   * is recorded, also when players' reports are accepted ({@link ResultReports}); {@code details} go into the audit
   * entry (null: none).
   */
  static Change record(WriteTx tx, GameRef ref, Result result, Expect expect, Object details) {
    StoredGame stored = game(tx, ref);
    Game before = stored.game();
    if (!expected(stored, expect, result)) {
      throw conflict(tx, ref, stored);
    }
    if (before.result() == result) {
      return new Change(ref, before, before, stored.version(),
          List.of(new Notice(ref.zh() + "已是此结果，未改动", ref.en() + " already has this result; nothing changed")));
    }
    if (result == Result.NOT_PLAYED && expect instanceof Expect.NoResult) {
      throw ProblemException.of(ref.key(), "请给出结果代码", "give a result code");
    }
    Game after = before.withResult(result);
    write(tx, ref, stored, after);
    AuditAction action = before.result().isFinished() ? AuditAction.RESULT_CORRECT : AuditAction.RESULT_ENTER;
    tx.audit(action, ref.key(), value(before, stored.version()), value(after, stored.version() + 1), details);
    List<Notice> notices = new ArrayList<>();
    if (after.result().isLate()) {
      notices.add(lateNotice(ref, after.result(), TournamentStore.regulations(tx).forfeits()));
    }
    if (before.result().isForfeit() || after.result().isForfeit() || before.result().isLate()
        || after.result().isLate()) {
      notices.addAll(forfeitNotices(tx, ref, before, after));
    }
    return new Change(ref, before, after, stored.version() + 1, notices);
  }

  /**
   * Records a foul of {@code kind} by one side in one game ({@code remove}: takes a mistaken one back). The foul
   * that reaches one of the regulations' limits (R12, {@link FoulPolicy#afterFoul}: the kind's own limit or the
   * combined one) records the game as lost by that side, replacing any result it had, and the notice names the rule.
   */
  public static Change foul(Session s, GameRef ref, Colour side, FoulKind kind, boolean remove, Expect expect) {
    return s.write(tx -> {
      StoredGame stored = game(tx, ref);
      Game before = stored.game();
      if (!expected(stored, expect, before.result())) {
        throw conflict(tx, ref, stored);
      }
      String sideZh = side == Colour.RED ? "红方" : "黑方";
      String sideEn = side == Colour.RED ? "red" : "black";
      if (remove && before.foulsOf(side).of(kind) == 0) {
        throw ProblemException.of(ref.key(), sideZh + "没有可撤销的" + kind.zh(),
            sideEn + " has no " + kind.en() + " to take back");
      }
      // Taking a foul back leaves the result to the arbiter; a foul added is judged by the regulations' rule.
      FoulPolicy.AfterFoul added = remove ? null
          : TournamentStore.regulations(tx).fouls().afterFoul(before, side, kind);
      Game after = added != null ? added.game()
          : before.withFouls(side, before.foulsOf(side).plus(kind, -1));
      Fouls fouls = after.foulsOf(side);
      List<Notice> notices = new ArrayList<>();
      notices.add(new Notice(ref.zh() + sideZh + (remove ? "撤销一次" : "记一次") + kind.zh() + "，现" + foulsZh(fouls),
          ref.en() + ": " + sideEn + (remove ? ", one " + kind.en() + " taken back" : ", one " + kind.en()
              + " recorded") + "; now " + foulsEn(fouls)));
      Result loss = after.result();
      boolean lost = added != null && added.lost() && loss != before.result();
      if (lost) {
        String was = before.result().isFinished() ? "（原结果 " + before.result().zh() + "）" : "";
        String wasEn = before.result().isFinished() ? " (was " + before.result().en() + ")" : "";
        notices.add(new Notice(ref.zh() + sideZh + "判负：" + added.lostBy().zh() + "；结果记为 " + loss.zh() + was,
            ref.en() + ": " + sideEn + " loses: " + added.lostBy().en() + "; result recorded as " + loss.en()
                + wasEn));
      }
      write(tx, ref, stored, after);
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("side", sideEn);
      details.put("kind", EnumNames.canonical(kind));
      details.put("illegalMoves", fouls.illegalMoves());
      details.put("otherFouls", fouls.otherFouls());
      tx.audit(remove ? AuditAction.FOUL_REMOVE : AuditAction.FOUL_ADD, ref.key(), value(before, stored.version()),
          value(after, stored.version() + 1), details);
      if (lost) {
        FoulPolicy.Breach b = added.lostBy();
        tx.audit(before.result().isFinished() ? AuditAction.RESULT_CORRECT : AuditAction.RESULT_ENTER, ref.key(),
            Map.of("result", code(before.result())), Map.of("result", loss.code()),
            Map.of("cause", EnumNames.canonical(kind) + " " + fouls.of(kind) + " of " + sideEn + " ("
                + b.limit().field() + " " + b.lostAt() + ")", b.limit().field(), b.lostAt()));
      }
      return new Change(ref, before, after, stored.version() + 1, notices);
    });
  }

  /** One side's fouls as a notice says them: "违反行棋规定 1 次、其他犯规 2 次（共 3 次）". */
  static String foulsZh(Fouls f) {
    return FoulKind.ILLEGAL_MOVE.zh() + " " + f.illegalMoves() + " 次、" + FoulKind.OTHER.zh() + " " + f.otherFouls()
        + " 次（共 " + f.total() + " 次）";
  }

  static String foulsEn(Fouls f) {
    return f.illegalMoves() + " illegal move(s) and " + f.otherFouls() + " other foul(s) (" + f.total() + " in all)";
  }

  private static boolean expected(StoredGame stored, Expect expect, Result wanted) {
    Result now = stored.game().result();
    if (expect instanceof Expect.NoResult) {
      return !now.isFinished() || now == wanted;
    }
    if (expect instanceof Expect.Was w) {
      return now == w.result();
    }
    if (expect instanceof Expect.Version v) {
      return stored.version() == v.version();
    }
    return true;
  }

  private static void write(WriteTx tx, GameRef ref, StoredGame stored, Game after) {
    if (!RoundStore.update(tx, stored, after)) {
      StoredGame now = game(tx, ref);
      throw conflict(tx, ref, now);
    }
  }

  /** The refusal that shows the game as it is now, and who last changed it. */
  private static ProblemException conflict(WriteTx tx, GameRef ref, StoredGame now) {
    Game g = now.game();
    String result = g.result().isFinished() ? g.result().zh() : "无结果";
    String resultEn = g.result().isFinished() ? g.result().en() : "no result";
    String fouls = g.hasFouls() ? "，犯规 红：" + foulsZh(g.redFouls()) + "，黑：" + foulsZh(g.blackFouls()) : "";
    String foulsEn = g.hasFouls()
        ? ", fouls red: " + foulsEn(g.redFouls()) + ", black: " + foulsEn(g.blackFouls()) : "";
    Optional<AuditEntry> last = AuditLog.lastAbout(tx, ref.key());
    Tournament t = TournamentStore.load(tx);
    String players = t.nameZh(g.red()) + " 对 " + t.nameZh(g.black());
    String playersEn = t.nameEn(g.red()) + " v " + t.nameEn(g.black());
    String by = last.map(l -> "（" + l.actor() + " 于 " + Times.local(l.at()) + " 录入）").orElse("");
    String byEn = last.map(l -> " (entered by " + l.actor() + " at " + Times.local(l.at()) + ")").orElse("");
    return new ProblemException(Problem.of(Problem.Kind.CONFLICT, ref.key(),
        ref.zh() + "（" + players + "）现为 " + result + fouls + "，版本 " + now.version() + by
            + "；你的修改未保存",
        ref.en() + " (" + playersEn + ") now holds " + resultEn + foulsEn + ", version "
            + now.version() + byEn + "; your change was not saved")
        // How to correct it is the remedy's, which each front end says its own way (said here too, it was said twice).
        .withRemedy("correct"));
  }

  private static StoredGame game(WriteTx tx, GameRef ref) {
    // A result belongs to a round the players have seen: none is entered on a draft.
    if (RoundStore.isDraft(tx, ref.division(), ref.round()).orElse(false)) {
      throw ProblemException.refused(ref.key(), "第 " + ref.round() + " 轮的编排尚未发布，不能录入结果或犯规：先发布（publish）",
          "round " + ref.round() + " is a draft: publish it (publish) before entering results or fouls");
    }
    List<StoredGame> games = RoundStore.games(tx, ref.division(), ref.round(),
        ref.board());
    if (games.isEmpty()) {
      boolean roundExists = RoundStore.find(tx, ref.division(), ref.round()).isPresent();
      throw ProblemException.of(ref.key(), roundExists ? ref.zh() + "不存在" : "第 " + ref.round() + " 轮尚未编排",
          roundExists ? ref.en() + " does not exist" : "round " + ref.round() + " has not been paired");
    }
    if (games.size() > 1) {
      throw ProblemException.of(ref.key(), ref.zh() + "有 " + games.size() + " 盘对局（文件中台次重复），无法确定",
          ref.en() + " holds " + games.size() + " games (the document repeats a board number): cannot tell which");
    }
    return games.get(0);
  }

  /**
   * What a game lost by lateness counts as under these regulations (R10, {@link ForfeitPolicy.Lateness}): a forfeit,
   * counted by the forfeit rules, or a game lost that no forfeit rule counts (seed 004: 迟到判负 is no 无故弃权).
   */
  static Notice lateNotice(GameRef ref, Result late, ForfeitPolicy policy) {
    String who = late == Result.DOUBLE_LATENESS ? "双方" : late == Result.RED_WIN_BY_LATENESS ? "黑方" : "红方";
    String whoEn = late == Result.DOUBLE_LATENESS ? "both sides" : late == Result.RED_WIN_BY_LATENESS ? "black"
        : "red";
    String limit = policy.lateMinutes() > 0 ? "超过 " + policy.lateMinutes() + " 分钟" : "";
    String limitEn = policy.lateMinutes() > 0 ? " more than " + policy.lateMinutes() + " minutes" : "";
    return policy.lateness() == ForfeitPolicy.Lateness.FORFEIT
        ? new Notice(ref.zh() + who + "迟到" + limit + "：按规程作弃权论，计入弃权次数",
            ref.en() + ": " + whoEn + limitEn + " late: a forfeit under these regulations, counted as one")
        : new Notice(ref.zh() + who + "迟到" + limit + "判负：按规程不作弃权，不计入弃权次数（弃权与退赛的规定不适用）",
            ref.en() + ": " + whoEn + limitEn + " late, game lost: under these regulations not a forfeit, so no "
                + "forfeit rule (withdrawal, stop pairing) counts it");
  }

  /**
   * Forfeit consequences (R11) that this change starts or lifts, for both players of the game: the core's rule on
   * the tournament as it is now and as it was before the change ({@link Eligibility#forfeitConsequence}, read from
   * the same history the pairing reads).
   */
  private static List<Notice> forfeitNotices(WriteTx tx, GameRef ref, Game before, Game after) {
    Tournament now = TournamentStore.load(tx);
    Tournament earlier = now.withRounds(now.rounds().stream()
        .map(r -> !r.division().equals(ref.division()) || r.number() != ref.round() ? r
            : r.withGames(r.games().stream().map(g -> g.board() == ref.board() ? before : g).toList(), r.byes()))
        .toList());
    List<Notice> notices = new ArrayList<>();
    for (String player : List.of(after.red(), after.black())) {
      var was = Eligibility.forfeitConsequence(earlier, player);
      var is = Eligibility.forfeitConsequence(now, player);
      if (is.isPresent() && !is.equals(was)) {
        notices.add(Notice.of(now, player, is.get()));
      } else if (was.isPresent() && is.isEmpty()) {
        notices.add(new Notice(now.nameZh(player) + " 的弃权后果已随更正取消，将继续编排",
            now.nameEn(player) + ": the forfeit consequence is lifted by this correction; the player is paired again"));
      }
    }
    return notices;
  }

  private static Map<String, Object> value(Game g, long version) {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("board", g.board());
    v.put("red", g.red());
    v.put("black", g.black());
    v.put("result", code(g.result()));
    v.put("redFouls", g.redFouls().total());
    v.put("blackFouls", g.blackFouls().total());
    if (g.hasFouls()) {
      v.put("redIllegalMoves", g.redFouls().illegalMoves());
      v.put("blackIllegalMoves", g.blackFouls().illegalMoves());
    }
    if (g.recordKept() != null) {
      v.put("recordKept", g.recordKept());
    }
    v.put("version", version);
    return v;
  }

  private static String code(Result r) {
    return Objects.requireNonNullElse(r.code(), "none");
  }

  /**
   * One line of a batch of results: where it was given (such as {@code stdin:3}, named when it is refused; empty:
   * the game names it), the game, its result and what is expected of the game.
   */
  public record Line(String place, GameRef ref, Result result, Expect expect) {}

  /**
   * Records the results of many games (a round's result sheet) in one transaction: each line exactly as if it were
   * entered alone with {@link #record} (its expectation, the optimistic lock, the forfeit notices, in the order
   * given), and all of them or none. If any line is refused, nothing is written and the refusal names every failing
   * line; a board given twice is refused before anything is tried. {@code record} opens its own transaction: JDBI
   * runs a transaction opened inside another one on the same thread as part of the outer one, so the lines commit
   * together with this one, or not at all.
   */
  public static List<Change> recordAll(Session s, List<Line> lines) {
    if (lines.isEmpty()) {
      throw ProblemException.of("results", "没有给出结果", "no results given");
    }
    List<Problem> problems = new ArrayList<>();
    Map<String, Line> seen = new LinkedHashMap<>();
    for (Line line : lines) {
      Line earlier = seen.putIfAbsent(line.ref().key(), line);
      if (earlier != null) {
        String where = line.place().isEmpty() ? line.ref().key() : line.place();
        String also = earlier.place().isEmpty() ? "" : "（已见于 " + earlier.place() + "）";
        String alsoEn = earlier.place().isEmpty() ? "" : " (also at " + earlier.place() + ")";
        problems.add(Problem.at(where, line.ref().zh() + "给了两次" + also, line.ref().en() + " is given twice"
            + alsoEn));
      }
    }
    if (!problems.isEmpty()) {
      throw refused(problems, lines.size());
    }
    return s.write(tx -> {
      List<Change> done = new ArrayList<>();
      for (Line line : lines) {
        try {
          done.add(record(s, line.ref(), line.result(), line.expect()));
        } catch (ProblemException e) {
          e.problems().forEach(p -> problems.add(p.within(line.place())));
        }
      }
      if (!problems.isEmpty()) {
        throw refused(problems, lines.size()); // rolls back the lines that went through
      }
      return done;
    });
  }

  private static ProblemException refused(List<Problem> problems, int lines) {
    List<Problem> all = new ArrayList<>(problems);
    all.add(Problem.at("results", "有错误，" + lines + " 个结果一个也未保存；请改正后重新录入全部",
        "there are errors: none of the " + lines + " results was saved; correct them and enter them all again"));
    return new ProblemException(all);
  }

  /**
   * Marks the game record (录谱, R23) of a board the regulations require one of as handed in ({@code kept}) or
   * missing. A missing record costs its recorder (the winner, red after a draw: {@link Histories}) what the
   * regulations say, a foul (seed 003) and/or points of opponent score (seed 004), from the next standings on; the
   * notice names the player and the cost. Other boards are refused: the regulations ask no record of them.
   */
  public static Change gameRecord(Session s, GameRef ref, boolean kept) {
    return gameRecord(s, ref, kept, new Expect.Anything());
  }

  /**
   * As {@link #gameRecord(Session, GameRef, boolean)}, refused as a conflict (the board as it is now, who changed
   * it) when the board is no longer as {@code expect} says: the console's form sends the version it showed.
   */
  public static Change gameRecord(Session s, GameRef ref, boolean kept, Expect expect) {
    return s.write(tx -> {
      GameRecordPolicy policy = TournamentStore.regulations(tx).gameRecords();
      if (!policy.requires(ref.round(), ref.board())) {
        String asked = policy.topBoards() == 0 ? "本规程不要求录谱" : "本规程要求第 " + policy.fromRound() + " 轮起前 "
            + policy.topBoards() + " 台录谱";
        String askedEn = policy.topBoards() == 0 ? "these regulations ask for no game records"
            : "these regulations ask for records of the top " + policy.topBoards() + " boards from round "
                + policy.fromRound();
        throw ProblemException.of(ref.key(), ref.zh() + "不须录谱（" + asked + "）",
            ref.en() + " needs no game record (" + askedEn + ")");
      }
      StoredGame stored = game(tx, ref);
      Game before = stored.game();
      if (!expected(stored, expect, before.result())) {
        throw conflict(tx, ref, stored);
      }
      Game after = new Game(before.board(), before.red(), before.black(), before.result(), before.redFouls(),
          before.blackFouls(), kept);
      if (after.equals(before)) {
        return new Change(ref, before, before, stored.version(), List.of(new Notice(ref.zh() + "已记为"
            + (kept ? "已交棋谱" : "缺棋谱") + "，未改动", ref.en() + " is marked so already; nothing changed")));
      }
      write(tx, ref, stored, after);
      tx.audit(AuditAction.GAME_RECORD, ref.key(), value(before, stored.version()), value(after,
          stored.version() + 1), null);
      return new Change(ref, before, after, stored.version() + 1, List.of(recordNotice(tx, ref, after, policy)));
    });
  }

  /** What a game's record being kept or missing means now, as the standings will read it. */
  private static Notice recordNotice(WriteTx tx, GameRef ref, Game g, GameRecordPolicy policy) {
    if (Boolean.TRUE.equals(g.recordKept())) {
      return new Notice(ref.zh() + "棋谱已交", ref.en() + ": the game record is handed in");
    }
    if (!g.result().isFinished()) {
      return new Notice(ref.zh() + "缺棋谱；该局尚无结果，录入后由胜方（和棋时红方）承担",
          ref.en() + ": record missing; the game has no result yet: its winner (red after a draw) will bear it");
    }
    var t = TournamentStore.load(tx);
    var histories = Histories.of(t, ref.division(), ref.round());
    for (String player : List.of(g.red(), g.black())) {
      if (histories.get(player).entry(ref.round()).recordMissing()) {
        List<String> zh = new ArrayList<>();
        List<String> en = new ArrayList<>();
        if (policy.missingIsFoul()) {
          zh.add("记犯规 1 次");
          en.add("one foul");
        }
        if (policy.opponentScoreDeduction() > 0) {
          zh.add("对手分扣 " + policy.opponentScoreDeduction());
          en.add(policy.opponentScoreDeduction() + " off the opponent score");
        }
        var p = t.player(player).orElseThrow();
        return new Notice(ref.zh() + "缺棋谱，由 " + t.nameZh(p.id()) + " 承担："
            + (zh.isEmpty() ? "本规程不另处罚" : String.join("、", zh)),
            ref.en() + ": record missing, borne by " + t.nameEn(p.id()) + ": " + (en.isEmpty()
                ? "these regulations set no cost" : String.join(" and ", en)));
      }
    }
    return new Notice(ref.zh() + "缺棋谱；未下的对局（弃权、迟到）无人须录谱，不计", ref.en() + ": record missing; a game "
        + "not played (forfeited, or lost by lateness) owes no record: it does not count");
  }
}

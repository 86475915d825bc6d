package org.chuhe.app.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import org.chuhe.app.document.RecordedGame;
import org.chuhe.app.store.WriteTx;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.ReportStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.PrizeDecision;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.Problem;
import org.chuhe.tournament.Tournament;

/**
 * "The data agrees with the log": replays what the log says every pairing list, game (result, fouls, game record),
 * game record's moves, withdrawal, penalty and prize decision became, and the players' claims of results and the
 * rounds' auto-accept switches (issue 26; players' codes are secrets the log never holds and are not replayed),
 * entry by entry, and compares the outcome with what the database holds. Two kinds of disagreement are found:
 *
 * <ul>
 *   <li>an entry whose value <em>before</em> is not what the entries before it made of the same game or round: an
 *       earlier entry is missing or was changed (also when the chain was recomputed afterwards);
 *   <li>a row whose value in the data is not the one the log says it became (a result changed by SQL, a withdrawal
 *       inserted behind chuhe's back, the last entries cut off while their changes stayed), named by table and row,
 *       with the logged value, the entry that logged it and the stored value.
 * </ul>
 *
 * Every write use case logs enough to replay it: a pairing list whole, a game before and after, a withdrawal,
 * penalty or decision on a withdrawn player's prizes whole, a removed registration with what went with it, an import
 * with the rounds, withdrawals, penalties and prize decisions it brought. An import logged by a chuhe before that
 * (issue 13) did not record what it brought: then only what was changed through chuhe after it can be checked, and
 * the outcome says so. Players, draws, lots, awards and the
 * regulations are not replayed.
 */
final class LogReplay {
  /** Disagreements (empty: the data agrees), and what could not be checked. */
  record Outcome(List<Problem> mismatches, List<Notice> limits) {}

  private static final Set<String> GAME_ACTIONS = Set.of(AuditAction.RESULT_ENTER.key(),
      AuditAction.RESULT_CORRECT.key(), AuditAction.FOUL_ADD.key(), AuditAction.FOUL_REMOVE.key(),
      AuditAction.GAME_RECORD.key());
  private static final Set<String> KNOWN = java.util.Arrays.stream(AuditAction.values()).map(AuditAction::key)
      .collect(java.util.stream.Collectors.toUnmodifiableSet());

  /** A value as the log last set it, and the entry that did. */
  private record Logged<T>(T value, long seq) {}

  /**
   * A round as the log knows it: whole (paired through chuhe, or imported and logged), or, under an import that did
   * not log its data, only the games changed since (then {@code byes}, {@code changes} and {@code drawn} are null).
   */
  private static final class KnownRound {
    final long seq;
    final List<Logged<Game>> games;
    final List<String> byes;
    final JsonNode changes;
    final List<Round.Unfinished> drawn;
    /** Whether the round is a draft, as the log left it (a pairing saved as one, not published since). */
    boolean draft;
    /** A team round's matches ({table, first, second} each) and team byes; empty arrays for an individual round. */
    JsonNode matches;
    JsonNode teamByes;

    KnownRound(long seq, List<Logged<Game>> games, List<String> byes, JsonNode changes, List<Round.Unfinished> drawn) {
      this.seq = seq;
      this.games = games;
      this.byes = byes;
      this.changes = changes;
      this.drawn = drawn;
    }

    /** Where each board is in {@link #games} (-1: twice), built when first asked: a big round has thousands. */
    private Map<Integer, Integer> boards;

    boolean whole() {
      return byes != null;
    }

    /** The place of the game on {@code board}, -1 if none; a board paired twice is no game chuhe changes. */
    int at(int board) {
      if (boards == null) {
        boards = new java.util.HashMap<>();
        for (int i = 0; i < games.size(); i++) {
          boards.merge(games.get(i).value().board(), i, (a, b) -> -1);
        }
      }
      Integer at = boards.get(board);
      if (at != null && at < 0) {
        throw new IllegalArgumentException("board " + board + " is paired twice; chuhe changes no such game");
      }
      return at == null ? -1 : at;
    }

    void add(Logged<Game> game) {
      games.add(game);
      boards = null;
    }

    /** Takes out the games on boards {@code from} to {@code to} (a match's boards, its line-up entered anew). */
    void removeBoards(int from, int to) {
      games.removeIf(g -> g.value().board() >= from && g.value().board() <= to);
      boards = null;
    }

    void sortByBoard() {
      games.sort(java.util.Comparator.comparingInt(g -> g.value().board()));
      boards = null;
    }

    void set(int at, Logged<Game> game) {
      if (games.set(at, game).value().board() != game.value().board()) {
        boards = null;
      }
    }
  }

  private final Map<String, KnownRound> rounds = new LinkedHashMap<>();
  /** Rounds the log took back: not in the data, whatever the import brought. */
  private final Set<String> undone = new HashSet<>();
  private final List<Logged<Withdrawal>> withdrawals = new ArrayList<>();
  private final List<Logged<Penalty>> penalties = new ArrayList<>();
  /** The chief arbiter's decisions on withdrawn players' prizes: one a player, the last one logged. */
  private final List<Logged<PrizeDecision>> decisions = new ArrayList<>();
  /** The moves of recorded games by board (division/round/board), as the log last left them. */
  private final Map<String, Logged<JsonNode>> records = new LinkedHashMap<>();
  /**
   * Players' claims by board and side (division/round/board/side) as the log last left them: side, result, player
   * and when (issue 26). Players' codes are secrets the log never holds, so they are not replayed.
   */
  private final Map<String, Logged<JsonNode>> claims = new LinkedHashMap<>();
  /** The rounds (division/round) whose auto-accept the log last turned on, or off. */
  private final Map<String, Logged<Boolean>> autos = new LinkedHashMap<>();
  private final List<Problem> mismatches = new ArrayList<>();
  private final List<Notice> limits = new ArrayList<>();
  /** Whether what was there before the log's first replayable entry is unknown (an import that logged no data). */
  private boolean unknownBase;

  private LogReplay() {}

  static Outcome check(List<AuditEntry> entries, Tournament stored) {
    return check(entries, stored, List.of());
  }

  /** As {@link #check(List, Tournament)}, with the moves of the recorded games the database holds. */
  static Outcome check(List<AuditEntry> entries, Tournament stored, List<RecordedGame> storedRecords) {
    return check(entries, stored, storedRecords, new Reports(List.of(), List.of()));
  }

  /** The players' claims and the rounds' reporting switches the database holds (issue 26). */
  record Reports(List<ReportStore.StoredClaim> claims, List<ReportStore.ReportRound> rounds) {}

  /** As {@link #check(List, Tournament, List)}, with the players' claims and the rounds' auto-accept switches. */
  static Outcome check(List<AuditEntry> entries, Tournament stored, List<RecordedGame> storedRecords,
      Reports reports) {
    LogReplay replay = new LogReplay();
    for (AuditEntry e : entries) {
      try {
        replay.apply(e);
      } catch (IOException | RuntimeException unreadable) {
        replay.mismatches.add(Problem.of(Problem.Kind.STORAGE, where(e),
            "本条无法按其操作读取（" + unreadable.getMessage() + "）：日志被改动过",
            "this entry cannot be read as its action (" + unreadable.getMessage() + "): the log was changed"));
      }
    }
    replay.compare(stored);
    replay.compareRecords(storedRecords);
    replay.compareReports(reports);
    return new Outcome(List.copyOf(replay.mismatches), List.copyOf(replay.limits));
  }

  private static String where(AuditEntry e) {
    return "log #" + e.seq() + " (" + e.action() + (e.subject() == null ? "" : " " + e.subject()) + ")";
  }

  private void apply(AuditEntry e) throws IOException {
    String action = e.action();
    if (action.equals(AuditAction.DOCUMENT_IMPORT.key())) {
      JsonNode after = tree(e.after());
      if (after.has("rounds")) {
        for (JsonNode r : after.get("rounds")) {
          KnownRound round = round(r, e.seq());
          rounds.put(key(r), round);
        }
        after.path("withdrawals").forEach(w -> withdrawals.add(new Logged<>(withdrawal(w), e.seq())));
        for (JsonNode p : after.path("penalties")) {
          penalties.add(new Logged<>(penalty(p), e.seq()));
        }
        after.path("prizeDecisions").forEach(d -> decisions.add(new Logged<>(decision(d), e.seq())));
        for (JsonNode r : after.path("gameRecords")) {
          String key = need(r.get("division"), "division").asText() + "/" + need(r.get("round"), "round").asInt()
              + "/" + need(r.get("board"), "board").asInt();
          records.put(key, new Logged<>(asLogged(GameRecords.value(r)), e.seq()));
        }
      } else {
        unknownBase = true;
        limits.add(new Notice("第 " + e.seq() + " 条（导入赛事文件）由旧版 chuhe 写入，没有记下导入的数据：此后未经 chuhe 改动的"
            + "对局、编排、退赛和处罚无法与日志核对，只核对第 " + e.seq() + " 条以后改动过的",
            "entry " + e.seq() + " (a document import, written by an older chuhe) does not record the data it "
                + "imported: games, pairings, withdrawals and penalties not changed through chuhe since cannot be "
                + "checked against the log; only what entries after " + e.seq() + " changed is checked"));
      }
    } else if (action.equals(AuditAction.PAIRING_SAVE.key())) {
      JsonNode after = tree(e.after());
      String key = key(after);
      KnownRound earlier = rounds.get(key);
      if (earlier != null) {
        mismatches.add(Problem.of(Problem.Kind.STORAGE, where(e), "本条编排第 " + after.get("number").asInt()
                + " 轮，而按日志该轮已于第 " + earlier.seq + " 条编排、未撤销：此前有条目缺失或被改",
            "this entry pairs round " + after.get("number").asInt() + ", which by the log was paired at entry "
                + earlier.seq + " and never undone: an earlier entry is missing or was changed"));
      }
      rounds.put(key, round(after, e.seq()));
      undone.remove(key);
    } else if (action.equals(AuditAction.PAIRING_UNDO.key())) {
      JsonNode before = tree(e.before());
      String key = key(before);
      KnownRound known = rounds.remove(key);
      KnownRound taken = round(before, e.seq());
      if (known == null && !unknownBase) {
        mismatches.add(beforeMismatch(e, "撤销的这一轮", "the round taken back", "未编排", "not paired"));
      } else if (known != null && !(known.whole() ? sameRound(known, taken) : containsGames(taken, known))) {
        mismatches.add(beforeMismatch(e, "撤销的这一轮", "the round taken back", "另一份对阵表（第 " + known.seq + " 条）",
            "another pairing list (entry " + known.seq + ")"));
      }
      undone.add(key);
      claims.keySet().removeIf(k -> k.startsWith(key + "/"));
      autos.remove(key);
    } else if (action.equals(AuditAction.PAIRING_PUBLISH.key())) {
      KnownRound known = rounds.get(key(tree(e.after())));
      if (known == null ? !unknownBase : !known.draft) {
        mismatches.add(beforeMismatch(e, "发布的这一轮", "the round published", known == null ? "未编排" : "已发布",
            known == null ? "not paired" : "published already"));
      } else if (known != null) {
        known.draft = false;
      }
    } else if (action.equals(AuditAction.LINE_UP.key())) {
      lineUp(e);
    } else if (GAME_ACTIONS.contains(action)) {
      game(e);
    } else if (action.equals(AuditAction.RECORD_SAVE.key()) || action.equals(AuditAction.RECORD_DELETE.key())) {
      record(e, action.equals(AuditAction.RECORD_DELETE.key()));
    } else if (action.equals(AuditAction.REPORT_CLAIM.key())) {
      claim(e);
    } else if (action.equals(AuditAction.REPORT_AUTO.key())) {
      String key = need(e.subject(), "subject");
      boolean was = field(tree(e.before()), "autoAccept").asBoolean();
      Logged<Boolean> known = autos.get(key);
      if (known != null ? known.value() != was : was) {
        mismatches.add(beforeMismatch(e, "自动登记", "auto-accept", known != null && known.value() ? "开" : "关",
            known != null && known.value() ? "on" : "off"));
      }
      autos.put(key, new Logged<>(field(tree(e.after()), "autoAccept").asBoolean(), e.seq()));
    } else if (action.equals(AuditAction.PENALTY_ADD.key())) {
      penalties.add(new Logged<>(penalty(tree(e.after())), e.seq()));
    } else if (action.equals(AuditAction.WITHDRAWAL_ADD.key())) {
      withdrawals.add(new Logged<>(withdrawal(tree(e.after())), e.seq()));
    } else if (action.equals(AuditAction.PRIZE_DECISION.key())) {
      PrizeDecision d = decision(tree(e.after()));
      decisions.removeIf(l -> l.value().player().equals(d.player()));
      decisions.add(new Logged<>(d, e.seq()));
    } else if (action.equals(AuditAction.PLAYER_REMOVE.key())) {
      JsonNode before = tree(e.before());
      for (JsonNode w : before.path("withdrawals")) {
        takeBack(e, withdrawals, withdrawal(w), "退赛", "withdrawal");
      }
      for (JsonNode p : before.path("penalties")) {
        takeBack(e, penalties, penalty(p), "处罚", "penalty");
      }
      for (JsonNode d : before.path("prizeDecisions")) {
        takeBack(e, decisions, decision(d), "奖项裁定", "prize decision");
      }
    } else if (!KNOWN.contains(action)) {
      limits.add(new Notice("第 " + e.seq() + " 条的操作 " + action + " 本版 chuhe 不认识：它改动的数据无法核对",
          "entry " + e.seq() + ": the action " + action + " is unknown to this chuhe; what it changed cannot be "
              + "checked"));
    }
  }

  /**
   * A game record's moves saved or deleted: the record before must be what the log made of it (none, for a board
   * never recorded), the record after is kept (none after a delete).
   */
  private void record(AuditEntry e, boolean deleted) throws IOException {
    String key = need(e.subject(), "subject");
    JsonNode before = e.before() == null ? null : tree(e.before());
    Logged<JsonNode> known = records.get(key);
    JsonNode was = known == null ? null : known.value();
    if (!Objects.equals(was, before) && !(unknownBase && known == null)) {
      mismatches.add(beforeMismatch(e, "棋谱", "the game record", was == null ? "没有棋谱" : recordZh(was),
          was == null ? "no record" : recordEn(was)));
    }
    if (deleted) {
      records.remove(key);
    } else {
      records.put(key, new Logged<>(tree(e.after()), e.seq()));
    }
  }

  /**
   * A player's claim: his side's claim before must be what the log made of it (none, for his first), the claim after
   * is kept with the entry's time, which is the claim's.
   */
  private void claim(AuditEntry e) throws IOException {
    JsonNode after = tree(e.after());
    String key = need(e.subject(), "subject") + "/" + field(after, "side").asText();
    JsonNode before = e.before() == null ? null : tree(e.before());
    Logged<JsonNode> known = claims.get(key);
    JsonNode was = known == null ? null : withoutTime(known.value());
    if (!Objects.equals(was, before)) {
      mismatches.add(beforeMismatch(e, "报告", "the claim", was == null ? "没有报告" : claimZh(was),
          was == null ? "no claim" : claimEn(was)));
    }
    com.fasterxml.jackson.databind.node.ObjectNode kept = after.deepCopy();
    kept.put("at", need(e.at(), "at"));
    claims.put(key, new Logged<>(kept, e.seq()));
  }

  private static JsonNode withoutTime(JsonNode claim) {
    com.fasterxml.jackson.databind.node.ObjectNode v = claim.deepCopy();
    v.remove("at");
    return v;
  }

  private static String claimZh(JsonNode c) {
    return c.path("player").asText() + " 报 " + c.path("result").asText() + (c.has("at") ? "（" + c.get("at").asText()
        + "）" : "");
  }

  private static String claimEn(JsonNode c) {
    return c.path("player").asText() + " claims " + c.path("result").asText() + (c.has("at") ? " (at "
        + c.get("at").asText() + ")" : "");
  }

  /** Each claim and switched-on round the log left must be in the data as it left it, and the data must hold no other. */
  private void compareReports(Reports stored) {
    Map<String, JsonNode> inData = new LinkedHashMap<>();
    for (ReportStore.StoredClaim c : stored.claims()) {
      com.fasterxml.jackson.databind.node.ObjectNode v = (com.fasterxml.jackson.databind.node.ObjectNode)
          asLogged(ResultReports.value(c.side(), c.result(), c.by()));
      v.put("at", c.at());
      inData.put(c.division() + "/" + c.round() + "/" + c.board() + "/" + ReportStore.side(c.side()), v);
    }
    claims.forEach((key, logged) -> {
      JsonNode now = inData.get(key);
      if (!logged.value().equals(now)) {
        mismatches.add(differs("result_claims " + key, claimZh(logged.value()), claimEn(logged.value()),
            logged.seq(), now == null ? "没有报告" : claimZh(now), now == null ? "no claim" : claimEn(now)));
      }
    });
    inData.forEach((key, now) -> {
      if (!claims.containsKey(key)) {
        mismatches.add(Problem.of(Problem.Kind.STORAGE, "result_claims " + key, "数据中有这份报告（" + claimZh(now)
            + "），日志中没有", "the data holds this claim (" + claimEn(now) + "); the log has none"));
      }
    });
    Set<String> on = new HashSet<>();
    stored.rounds().stream().filter(ReportStore.ReportRound::autoAccept).forEach(r -> on.add(r.division() + "/"
        + r.round()));
    autos.forEach((key, logged) -> {
      if (logged.value() != on.contains(key)) {
        mismatches.add(differs("report_rounds " + key, "自动登记" + (logged.value() ? "开" : "关"),
            "auto-accept " + (logged.value() ? "on" : "off"), logged.seq(), "自动登记" + (on.contains(key) ? "开" : "关"),
            "auto-accept " + (on.contains(key) ? "on" : "off")));
      }
    });
    on.stream().filter(key -> !autos.containsKey(key)).forEach(key -> mismatches.add(Problem.of(
        Problem.Kind.STORAGE, "report_rounds " + key, "数据中本轮自动登记为开，日志中从未打开",
        "the data has auto-accept on for this round; the log never turned it on")));
  }

  /** A value as the log holds it: written as an entry's JSON and read back (so numbers compare alike). */
  private static JsonNode asLogged(Object value) {
    try {
      return Mappers.json().readTree(WriteTx.json(value));
    } catch (IOException impossible) {
      throw new IllegalStateException(impossible);
    }
  }

  private static String recordZh(JsonNode r) {
    return "版本 " + r.path("version").asLong() + "，" + r.path("plies").asInt() + " 步（" + r.path("moves").asText()
        + "）";
  }

  private static String recordEn(JsonNode r) {
    return "version " + r.path("version").asLong() + ", " + r.path("plies").asInt() + " plies ("
        + r.path("moves").asText() + ")";
  }

  /** Each record the log left must be in the data as it left it, and the data must hold no other. */
  private void compareRecords(List<RecordedGame> stored) {
    Map<String, JsonNode> inData = new LinkedHashMap<>();
    for (RecordedGame r : stored) {
      inData.put(r.division() + "/" + r.round() + "/" + r.board(), asLogged(GameRecords.value(r)));
    }
    records.forEach((key, logged) -> {
      JsonNode now = inData.get(key);
      if (!logged.value().equals(now)) {
        mismatches.add(differs("game_records " + key, recordZh(logged.value()), recordEn(logged.value()),
            logged.seq(), now == null ? "没有棋谱" : recordZh(now), now == null ? "no record" : recordEn(now)));
      }
    });
    inData.forEach((key, now) -> {
      if (!records.containsKey(key) && !unknownBase) {
        mismatches.add(Problem.of(Problem.Kind.STORAGE, "game_records " + key, "数据中有这份棋谱（" + recordZh(now)
            + "），日志中没有", "the data holds this game record (" + recordEn(now) + "); the log has none"));
      }
    });
  }

  /** A result, a foul or a game record: the game before must be what the log made of it, the game after is kept. */
  private void game(AuditEntry e) throws IOException {
    String[] parts = need(e.subject(), "subject").split("/");
    if (parts.length != 3) {
      throw new IllegalArgumentException("subject " + e.subject() + " is not division/round/board");
    }
    String key = parts[0] + "/" + Integer.parseInt(parts[1]);
    int board = Integer.parseInt(parts[2]);
    JsonNode before = tree(e.before());
    JsonNode after = tree(e.after());
    // The entry a foul that decides the game adds after its foul entry holds the result alone.
    boolean resultOnly = !after.has("board");
    KnownRound round = rounds.get(key);
    if (round == null) {
      if (!unknownBase || undone.contains(key)) {
        mismatches.add(beforeMismatch(e, "这一局", "the game", "未编排", "not paired"));
        return;
      }
      round = new KnownRound(e.seq(), new ArrayList<>(), null, null, null);
      rounds.put(key, round);
    }
    int at = round.at(board);
    if (resultOnly) {
      if (at >= 0) {
        Game now = round.games.get(at).value();
        round.set(at, new Logged<>(now.withResult(result(after.get("result"))), e.seq()));
      }
      return;
    }
    Game was = game(before);
    if (at < 0 && round.whole()) {
      mismatches.add(beforeMismatch(e, "这一局", "the game", "不在对阵表中", "not in the pairing list"));
      return;
    }
    if (at >= 0 && !round.games.get(at).value().equals(was)) {
      Logged<Game> known = round.games.get(at);
      mismatches.add(beforeMismatch(e, "该局此前为 " + describeZh(was), "the game held " + describeEn(was)
              + " before", describeZh(known.value()) + "（第 " + known.seq() + " 条）",
          describeEn(known.value()) + " (entry " + known.seq() + ")"));
    }
    Logged<Game> now = new Logged<>(game(after), e.seq());
    if (at >= 0) {
      round.set(at, now);
    } else {
      round.add(now);
    }
  }

  /**
   * A team's line-up entered ({@link LineUps}): the match's boards before must be what the log made of them; they
   * are replaced by the boards after, and the round's byes by the byes after.
   */
  private void lineUp(AuditEntry e) throws IOException {
    JsonNode before = tree(e.before());
    JsonNode after = tree(e.after());
    String key = key(before);
    KnownRound round = rounds.get(key);
    if (round == null) {
      if (!unknownBase || undone.contains(key)) {
        mismatches.add(beforeMismatch(e, "这一轮", "the round", "未编排", "not paired"));
      }
      return;
    }
    int from = field(before, "fromBoard").asInt();
    int to = field(before, "toBoard").asInt();
    List<Game> was = new ArrayList<>();
    field(before, "games").forEach(g -> was.add(game(g)));
    List<Game> known = round.games.stream().map(Logged::value).filter(g -> g.board() >= from && g.board() <= to)
        .toList();
    if (round.whole() && !known.equals(was)) {
      mismatches.add(beforeMismatch(e, "这一场的对局", "the match's games", describeGamesZh(known),
          describeGamesEn(known)));
    }
    round.removeBoards(from, to);
    field(after, "games").forEach(g -> round.add(new Logged<>(game(g), e.seq())));
    // The store rewrites the round's games in board order (RoundStore.rewriteGames), as a later undo logs them.
    round.sortByBoard();
    if (round.whole()) {
      round.byes.clear();
      after.path("byes").forEach(b -> round.byes.add(b.asText()));
    }
  }

  private static String describeGamesZh(List<Game> games) {
    return games.isEmpty() ? "没有对局" : String.join("，", games.stream().map(LogReplay::describeZh).toList());
  }

  private static String describeGamesEn(List<Game> games) {
    return games.isEmpty() ? "no games" : String.join(", ", games.stream().map(LogReplay::describeEn).toList());
  }

  private <T> void takeBack(AuditEntry e, List<Logged<T>> known, T value, String zh, String en) {
    for (int i = 0; i < known.size(); i++) {
      if (known.get(i).value().equals(value)) {
        known.remove(i);
        return;
      }
    }
    if (!unknownBase) {
      mismatches.add(beforeMismatch(e, "随报名删除的" + zh, "the " + en + " removed with the registration",
          "日志中没有", "never logged"));
    }
  }

  private static Problem beforeMismatch(AuditEntry e, String whatZh, String whatEn, String wasZh, String wasEn) {
    return Problem.of(Problem.Kind.STORAGE, where(e), "本条所记的" + whatZh + "与此前的日志不符：按此前的日志为" + wasZh
            + "。此前有条目缺失或被改",
        "this entry does not fit the entries before it: " + whatEn + " was, by the log before it, " + wasEn
            + ". An earlier entry is missing or was changed");
  }

  // ------------------------------------------------------------------------------------------------ comparison

  private void compare(Tournament stored) {
    Map<String, Round> inData = new LinkedHashMap<>();
    stored.rounds().forEach(r -> inData.put(r.division() + "/" + r.number(), r));
    rounds.forEach((key, known) -> {
      Round r = inData.get(key);
      if (r == null) {
        mismatches.add(Problem.of(Problem.Kind.STORAGE, "rounds " + key, "日志记为已编排（第 " + known.seq
            + " 条），数据中没有这一轮", "the log says paired (entry " + known.seq + "); the data has no such round"));
      } else if (known.whole()) {
        compareWhole(key, known, r);
      } else {
        for (Logged<Game> g : known.games) {
          List<Game> same = r.games().stream().filter(x -> x.board() == g.value().board()).toList();
          compareGame(key, g, same.size() == 1 ? same.get(0) : null);
        }
      }
    });
    inData.forEach((key, r) -> {
      if (!rounds.containsKey(key) && (!unknownBase || undone.contains(key))) {
        mismatches.add(Problem.of(Problem.Kind.STORAGE, "rounds " + key, "数据中有这一轮（" + r.games().size()
                + " 盘），日志中" + (undone.contains(key) ? "已撤销" : "没有编排"),
            "the data holds this round (" + r.games().size() + " games); the log " + (undone.contains(key)
                ? "took it back" : "never paired it")));
      }
    });
    compareList("withdrawals", withdrawals, stored.withdrawals(), Withdrawal::player, LogReplay::describeZh,
        LogReplay::describeEn);
    compareList("penalties", penalties, stored.penalties(), Penalty::player, LogReplay::describeZh,
        LogReplay::describeEn);
    compareList("prize_decisions", decisions, stored.prizeDecisions(), PrizeDecision::player, LogReplay::describeZh,
        LogReplay::describeEn);
  }

  private void compareWhole(String key, KnownRound known, Round r) {
    if (known.draft != r.draft()) {
      mismatches.add(differs("rounds " + key, known.draft ? "未发布" : "已发布", known.draft ? "a draft" : "published",
          known.seq, r.draft() ? "未发布" : "已发布", r.draft() ? "a draft" : "published"));
    }
    if (!known.byes.equals(r.byes())) {
      mismatches.add(differs("byes " + key, "轮空 " + known.byes, "byes " + known.byes, known.seq,
          "轮空 " + r.byes(), "byes " + r.byes()));
    }
    JsonNode changes = changes(r);
    if (!known.changes.equals(changes)) {
      mismatches.add(differs("round_changes " + key, "人工调整 " + known.changes, "manual changes " + known.changes,
          known.seq, "人工调整 " + changes, "manual changes " + changes));
    }
    JsonNode matches = asLogged(r.matches());
    if (!known.matches.equals(matches)) {
      mismatches.add(differs("team_matches " + key, "团体对抗 " + known.matches, "team matches " + known.matches,
          known.seq, "团体对抗 " + matches, "team matches " + matches));
    }
    JsonNode teamByes = asLogged(r.teamByes());
    if (!known.teamByes.equals(teamByes)) {
      mismatches.add(differs("team_byes " + key, "轮空的队 " + known.teamByes, "team byes " + known.teamByes,
          known.seq, "轮空的队 " + teamByes, "team byes " + teamByes));
    }
    if (!known.drawn.equals(r.countedAsDraws())) {
      mismatches.add(differs("provisional_draws " + key, "按和棋计 " + boards(known.drawn), "counted as draws "
          + boards(known.drawn), known.seq, "按和棋计 " + boards(r.countedAsDraws()), "counted as draws "
          + boards(r.countedAsDraws())));
    }
    // Games are matched by board where boards are unique (a game removed does not shift the rest), else by place.
    List<Integer> loggedBoards = known.games.stream().map(g -> g.value().board()).toList();
    List<Integer> storedBoards = r.games().stream().map(Game::board).toList();
    boolean byBoard = new HashSet<>(loggedBoards).size() == loggedBoards.size()
        && new HashSet<>(storedBoards).size() == storedBoards.size();
    Map<Integer, Integer> stored = new java.util.HashMap<>();
    for (int i = 0; i < storedBoards.size(); i++) {
      stored.put(storedBoards.get(i), i);
    }
    Set<Integer> logged = new HashSet<>(loggedBoards);
    for (int i = 0; i < known.games.size(); i++) {
      int board = loggedBoards.get(i);
      int at = byBoard ? stored.getOrDefault(board, -1) : i < storedBoards.size() ? i : -1;
      compareGame(key, known.games.get(i), at < 0 ? null : r.games().get(at));
    }
    for (int i = 0; i < r.games().size(); i++) {
      Game now = r.games().get(i);
      if (byBoard ? !logged.contains(now.board()) : i >= loggedBoards.size()) {
        mismatches.add(Problem.of(Problem.Kind.STORAGE, "games " + key + "/" + now.board(),
            "数据中有这一局（" + describeZh(now) + "），日志的对阵表中没有（第 " + known.seq + " 条）",
            "the data holds this game (" + describeEn(now) + "); the log's pairing list has none (entry "
                + known.seq + ")"));
      }
    }
  }

  private void compareGame(String key, Logged<Game> logged, Game now) {
    Game g = logged.value();
    String where = "games " + key + "/" + g.board();
    if (now == null) {
      mismatches.add(Problem.of(Problem.Kind.STORAGE, where, "日志记为 " + describeZh(g) + "（第 " + logged.seq()
          + " 条），数据中没有这一局", "the log says " + describeEn(g) + " (entry " + logged.seq()
          + "); the data has no such game"));
    } else if (!g.equals(now)) {
      List<String[]> fields = differences(g, now);
      mismatches.add(differs(where, join(fields, 0), join(fields, 1), logged.seq(), join(fields, 2),
          join(fields, 3)));
    }
  }

  /** A row whose stored value is not the logged one. */
  private static Problem differs(String where, String loggedZh, String loggedEn, long seq, String storedZh,
      String storedEn) {
    return Problem.of(Problem.Kind.STORAGE, where, "日志记为 " + loggedZh + "（第 " + seq + " 条），数据中为 " + storedZh
        + "：数据未经 chuhe 被改动过", "the log says " + loggedEn + " (entry " + seq + "), the data holds " + storedEn
        + ": the data was changed outside chuhe");
  }

  /**
   * Withdrawals or penalties: each logged one must be in the data, and (unless the log does not know what an old
   * import brought) nothing else; a player's one logged and one stored that differ are reported as one change.
   */
  private <T> void compareList(String table, List<Logged<T>> logged, List<T> stored, Function<T, String> player,
      Function<T, String> zh, Function<T, String> en) {
    List<T> extra = new ArrayList<>(stored);
    List<Logged<T>> missing = new ArrayList<>();
    for (Logged<T> l : logged) {
      if (!extra.remove(l.value())) {
        missing.add(l);
      }
    }
    for (Logged<T> l : missing) {
      String who = player.apply(l.value());
      Optional<T> instead = unknownBase ? Optional.empty()
          : extra.stream().filter(x -> player.apply(x).equals(who)).findFirst();
      instead.ifPresent(extra::remove);
      mismatches.add(instead.map(x -> differs(table + " " + who, zh.apply(l.value()), en.apply(l.value()), l.seq(),
              zh.apply(x), en.apply(x)))
          .orElse(Problem.of(Problem.Kind.STORAGE, table + " " + who, "日志记为 " + zh.apply(l.value()) + "（第 "
              + l.seq() + " 条），数据中没有", "the log says " + en.apply(l.value()) + " (entry " + l.seq()
              + "); the data has none")));
    }
    if (!unknownBase) {
      for (T x : extra) {
        mismatches.add(Problem.of(Problem.Kind.STORAGE, table + " " + player.apply(x), "数据中有 " + zh.apply(x)
            + "，日志中没有", "the data holds " + en.apply(x) + ", which the log never recorded"));
      }
    }
  }

  // ------------------------------------------------------------------------------------------------ reading

  private static JsonNode tree(String json) throws IOException {
    JsonNode n = Mappers.json().readTree(need(json, "value"));
    if (n == null || !n.isObject()) {
      throw new IllegalArgumentException("not a JSON object");
    }
    return n;
  }

  private static <T> T need(T value, String what) {
    if (value == null) {
      throw new IllegalArgumentException(what + " missing");
    }
    return value;
  }

  private static JsonNode field(JsonNode n, String name) {
    JsonNode v = n.get(name);
    if (v == null || v.isNull()) {
      throw new IllegalArgumentException(name + " missing");
    }
    return v;
  }

  private static String key(JsonNode round) {
    return field(round, "division").asText() + "/" + field(round, "number").asInt();
  }

  /** A pairing list as the log holds it (a {@link Round} as chuhe writes it, derived fields aside). */
  private static KnownRound round(JsonNode n, long seq) {
    List<Logged<Game>> games = new ArrayList<>();
    field(n, "games").forEach(g -> games.add(new Logged<>(game(g), seq)));
    List<String> byes = new ArrayList<>();
    n.path("byes").forEach(b -> byes.add(b.asText()));
    List<Round.Unfinished> drawn = new ArrayList<>();
    n.path("countedAsDraws").forEach(u -> drawn.add(new Round.Unfinished(field(u, "round").asInt(),
        field(u, "board").asInt())));
    JsonNode changes = n.has("changes") ? n.get("changes") : Mappers.json().createArrayNode();
    KnownRound round = new KnownRound(seq, games, byes, changes, drawn);
    round.draft = n.path("draft").asBoolean(false);
    // left out of a document's round (and of pairings logged before team events) when empty
    round.matches = n.has("matches") ? n.get("matches") : Mappers.json().createArrayNode();
    round.teamByes = n.has("teamByes") ? n.get("teamByes") : Mappers.json().createArrayNode();
    return round;
  }

  private static boolean sameRound(KnownRound a, KnownRound b) {
    return a.byes.equals(b.byes) && a.changes.equals(b.changes) && a.drawn.equals(b.drawn) && a.draft == b.draft
        && a.matches.equals(b.matches) && a.teamByes.equals(b.teamByes)
        && a.games.stream().map(Logged::value).toList().equals(b.games.stream().map(Logged::value).toList());
  }

  /** Whether every game the log knows of a round it does not know whole is in {@code whole} as it knows it. */
  private static boolean containsGames(KnownRound whole, KnownRound partial) {
    List<Game> games = whole.games.stream().map(Logged::value).toList();
    return partial.games.stream().allMatch(g -> games.contains(g.value()));
  }

  private static JsonNode changes(Round r) {
    return asLogged(r.changes());
  }

  /**
   * A game as the log holds it: in a pairing list (fouls by kind, the result's constant) or as a result entry's
   * value (fouls as totals with the illegal moves beside them, the result's code; before V21 one count per side).
   */
  static Game game(JsonNode n) {
    JsonNode kept = n.get("recordKept");
    return new Game(field(n, "board").asInt(), field(n, "red").asText(), field(n, "black").asText(),
        result(n.get("result")), fouls(n.get("redFouls"), n.get("redIllegalMoves")),
        fouls(n.get("blackFouls"), n.get("blackIllegalMoves")), kept == null || kept.isNull() ? null
            : kept.asBoolean());
  }

  private static Fouls fouls(JsonNode f, JsonNode illegal) {
    if (f == null || f.isNull()) {
      return Fouls.NONE;
    }
    if (f.isObject()) {
      return new Fouls(f.path("illegalMoves").asInt(), f.path("otherFouls").asInt());
    }
    int illegalMoves = illegal == null || illegal.isNull() ? 0 : illegal.asInt();
    return new Fouls(illegalMoves, f.asInt() - illegalMoves);
  }

  private static Result result(JsonNode r) {
    if (r == null || r.isNull() || r.asText().equals("none")) {
      return Result.NOT_PLAYED;
    }
    String text = r.asText();
    for (Result known : Result.values()) {
      if (known.name().equals(text)) {
        return known;
      }
    }
    return Result.parse(text).orElseThrow(() -> new IllegalArgumentException("no result " + text));
  }

  private static Withdrawal withdrawal(JsonNode n) {
    JsonNode reason = n.get("reason");
    return new Withdrawal(field(n, "player").asText(), field(n, "afterRound").asInt(),
        reason == null || reason.isNull() ? null : reason.asText());
  }

  private static PrizeDecision decision(JsonNode n) {
    JsonNode reason = n.get("reason");
    return new PrizeDecision(field(n, "player").asText(), field(n, "keep").asBoolean(),
        reason == null || reason.isNull() ? null : reason.asText());
  }

  private static Penalty penalty(JsonNode n) throws IOException {
    JsonNode round = n.get("round");
    JsonNode reason = n.get("reason");
    return new Penalty(field(n, "player").asText(), Mappers.json().treeToValue(field(n, "kind"), PenaltyKind.class),
        round == null || round.isNull() ? null : round.asInt(), n.path("amount").asInt(),
        reason == null || reason.isNull() ? null : reason.asText());
  }

  // ------------------------------------------------------------------------------------------------ describing

  /** The fields in which two games differ: for each, the logged value in Chinese, English, the stored ones. */
  private static List<String[]> differences(Game logged, Game stored) {
    List<String[]> d = new ArrayList<>();
    add(d, logged.board() != stored.board(), "台次 ", "board ", String.valueOf(logged.board()),
        String.valueOf(stored.board()), String.valueOf(logged.board()), String.valueOf(stored.board()));
    add(d, !logged.red().equals(stored.red()), "红方 ", "red ", logged.red(), stored.red(), logged.red(),
        stored.red());
    add(d, !logged.black().equals(stored.black()), "黑方 ", "black ", logged.black(), stored.black(),
        logged.black(), stored.black());
    add(d, logged.result() != stored.result(), "结果 ", "result ", codeZh(logged.result()),
        codeZh(stored.result()), codeEn(logged.result()), codeEn(stored.result()));
    add(d, !logged.redFouls().equals(stored.redFouls()), "红方犯规 ", "red fouls ", foulsZh(logged.redFouls()),
        foulsZh(stored.redFouls()), foulsEn(logged.redFouls()), foulsEn(stored.redFouls()));
    add(d, !logged.blackFouls().equals(stored.blackFouls()), "黑方犯规 ", "black fouls ",
        foulsZh(logged.blackFouls()), foulsZh(stored.blackFouls()), foulsEn(logged.blackFouls()),
        foulsEn(stored.blackFouls()));
    add(d, !Objects.equals(logged.recordKept(), stored.recordKept()), "棋谱 ", "game record ",
        recordZh(logged.recordKept()), recordZh(stored.recordKept()), recordEn(logged.recordKept()),
        recordEn(stored.recordKept()));
    return d;
  }

  private static void add(List<String[]> d, boolean differs, String zh, String en, String loggedZh, String storedZh,
      String loggedEn, String storedEn) {
    if (differs) {
      d.add(new String[] {zh + loggedZh, en + loggedEn, zh + storedZh, en + storedEn});
    }
  }

  private static String join(List<String[]> fields, int column) {
    return String.join(column % 2 == 0 ? "、" : ", ", fields.stream().map(f -> f[column]).toList());
  }

  static String describeZh(Game g) {
    return g.red() + " 对 " + g.black() + " " + codeZh(g.result()) + (g.hasFouls() ? "，犯规 红 "
        + foulsZh(g.redFouls()) + " 黑 " + foulsZh(g.blackFouls()) : "")
        + (g.recordKept() == null ? "" : "，棋谱" + recordZh(g.recordKept()));
  }

  static String describeEn(Game g) {
    return g.red() + " v " + g.black() + " " + codeEn(g.result()) + (g.hasFouls() ? ", fouls red "
        + foulsEn(g.redFouls()) + " black " + foulsEn(g.blackFouls()) : "")
        + (g.recordKept() == null ? "" : ", game record " + recordEn(g.recordKept()));
  }

  private static String codeZh(Result r) {
    return r.isFinished() ? r.code() : "无结果";
  }

  private static String codeEn(Result r) {
    return r.isFinished() ? r.code() : "no result";
  }

  private static String foulsZh(Fouls f) {
    return "行棋违规 " + f.illegalMoves() + " 次、其他 " + f.otherFouls() + " 次";
  }

  private static String foulsEn(Fouls f) {
    return f.illegalMoves() + " illegal move(s), " + f.otherFouls() + " other";
  }

  private static String recordZh(Boolean kept) {
    return kept == null ? "不须" : kept ? "已交" : "缺";
  }

  private static String recordEn(Boolean kept) {
    return kept == null ? "not required" : kept ? "kept" : "missing";
  }

  private static String boards(List<Round.Unfinished> drawn) {
    return drawn.stream().map(u -> u.round() + "/" + u.board()).toList().toString();
  }

  private static String describeZh(Withdrawal w) {
    return "第 " + w.afterRound() + " 轮后退赛" + (w.reason() == null ? "" : "（" + w.reason() + "）");
  }

  private static String describeEn(Withdrawal w) {
    return "withdrawn after round " + w.afterRound() + (w.reason() == null ? "" : " (" + w.reason() + ")");
  }

  private static String describeZh(PrizeDecision d) {
    return (d.keep() ? "裁判长确认保留奖项" : "裁判长决定不予授予") + (d.reason() == null ? "" : "（" + d.reason() + "）");
  }

  private static String describeEn(PrizeDecision d) {
    return (d.keep() ? "prizes kept by the chief arbiter's decision" : "prizes refused by the chief arbiter")
        + (d.reason() == null ? "" : " (" + d.reason() + ")");
  }

  private static String describeZh(Penalty p) {
    return "处罚 " + p.kind() + (p.round() == null ? "" : " 第 " + p.round() + " 轮") + " ×" + p.amount()
        + (p.reason() == null ? "" : "（" + p.reason() + "）");
  }

  private static String describeEn(Penalty p) {
    return "penalty " + p.kind() + (p.round() == null ? "" : " round " + p.round()) + " ×" + p.amount()
        + (p.reason() == null ? "" : " (" + p.reason() + ")");
  }
}

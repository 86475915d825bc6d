package org.chuhe.app.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.chuhe.app.document.RecordedGame;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.io.games.GameFile;
import org.chuhe.app.io.games.GameFiles;
import org.chuhe.app.io.games.GameHeaders;
import org.chuhe.app.report.Times;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.GameRecordStore;
import org.chuhe.app.store.ReadTx;
import org.chuhe.app.store.RoundStore;
import org.chuhe.app.store.StoredGame;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.app.workflow.Results.GameRef;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.GameRecordPolicy;
import org.chuhe.tournament.Tournament;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.Position;

/**
 * The moves of recorded games (录谱, issue 25): saved board by board with the optimistic lock (each save states the
 * version it read, 0 for a board without a record), every change audited with the record before and after. A board
 * the regulations ask a record of (R23, {@link GameRecordPolicy}) is marked kept when its moves are saved, through
 * {@link Results#gameRecord} (the one place that marks a record kept or missing and says what that costs); the
 * arbiter may record any other board as well (seed 004: 裁判员指定台次). After a round, {@link #missing} lists the
 * required boards still without a record and {@link #confirmMissing} applies the regulations' cost to each.
 */
public final class GameRecords {
  private GameRecords() {}

  /** A board's record as stored: its line, the version a change based on it expects, and when it was saved. */
  public record Stored(Results.GameRef ref, GameLine line, long version, Instant at) {}

  /**
   * A record saved: as stored now, whether anything changed, the board's game record marked kept by the save (when
   * the regulations require the board's record and it was not marked kept yet), and what the arbiter is told.
   */
  public record Saved(Stored stored, boolean changed, Optional<Results.Change> marked, List<Notice> notices) {}

  public static Optional<Stored> get(Session s, GameRef ref) {
    return s.read(tx -> {
      checkDivision(tx, ref);
      return GameRecordStore.find(tx, ref.division(), ref.round(), ref.board()).map(GameRecords::stored);
    });
  }

  /** As {@link #enter}, the record as stored. */
  public static Stored save(Session s, GameRef ref, GameLine line, long expectedVersion) {
    return enter(s, ref, line, expectedVersion).stored();
  }

  /**
   * Saves the moves of a board's game, if the board's record is still at {@code expectedVersion} (0: the board has
   * none yet); else a conflict naming who changed it and when, nothing written. A board without a game (a bye, a
   * board the round does not have) is not found; a game not played over the board (a forfeit, a game lost by
   * lateness) has no moves and is refused, as is a line without a move. The same line again changes nothing.
   */
  public static Saved enter(Session s, GameRef ref, GameLine line, long expectedVersion) {
    if (line.plies() == 0) {
      throw ProblemException.of(ref.key(), ref.zh() + "：棋谱没有着法（要删除棋谱请用删除）",
          ref.en() + ": the record has no move (to remove a record, delete it)");
    }
    return s.write(tx -> {
      StoredGame game = game(tx, ref);
      Optional<RecordedGame> now = GameRecordStore.find(tx, ref.division(), ref.round(), ref.board());
      long version = now.map(RecordedGame::version).orElse(0L);
      if (version != expectedVersion) {
        throw conflict(tx, ref, now);
      }
      List<Notice> notices = new ArrayList<>();
      RecordedGame saved;
      boolean changed = now.isEmpty() || !now.get().line().equals(line);
      if (changed) {
        long next = now.isPresent() ? version + 1 : lastLoggedVersion(tx, ref) + 1;
        saved = new RecordedGame(ref.division(), ref.round(), ref.board(), line, next, tx.actor(),
            Instant.parse(tx.now()));
        boolean written = now.isPresent() ? GameRecordStore.update(tx, saved, version)
            : insertIfAbsent(tx, saved);
        if (!written) {
          throw conflict(tx, ref, GameRecordStore.find(tx, ref.division(), ref.round(), ref.board()));
        }
        tx.audit(AuditAction.RECORD_SAVE, ref.key(), now.map(GameRecords::value).orElse(null), value(saved), null);
        notices.add(new Notice(ref.zh() + "棋谱已保存：" + line.plies() + " 步（半回合），版本 " + next,
            ref.en() + ": game record saved: " + line.plies() + " plies, version " + next));
      } else {
        saved = now.get();
        notices.add(new Notice(ref.zh() + "棋谱与已存的相同，未改动", ref.en() + " has this record already; nothing "
            + "changed"));
      }
      Optional<Results.Change> marked = Optional.empty();
      if (!required(TournamentStore.regulations(tx).gameRecords(), ref)) {
        notices.add(new Notice(ref.zh() + "不在规程要求录谱的台次之内：棋谱照存，不计入成绩",
            ref.en() + " is not a board the regulations ask a record of: the record is kept, the standings are "
                + "not affected"));
      } else if (!Boolean.TRUE.equals(game.game().recordKept())) {
        // The one place that marks a record kept and says what follows; it joins this transaction.
        Results.Change change = Results.gameRecord(s, ref, true);
        marked = Optional.of(change);
        notices.addAll(change.notices());
      }
      return new Saved(stored(saved), changed, marked, notices);
    });
  }

  /**
   * As {@link #enter}, the one game of a game-record file ({@link GameFiles#read}: PGN, DhtmlXQ or a plain list of
   * moves in any notation); a file of no game or of several is refused naming it. Where the file names its players
   * and they are not the board's, the notices say so (the record is saved: a file may spell a name its own way).
   */
  public static Saved enterFile(Session s, GameRef ref, String fileName, byte[] bytes, long expectedVersion) {
    List<GameFile> games = GameFiles.read(fileName, bytes);
    if (games.size() != 1) {
      throw ProblemException.of(fileName, "文件中有 " + games.size() + " 盘对局，录谱须恰好 1 盘",
          "the file holds " + games.size() + " games; a board's record needs exactly one");
    }
    GameFile file = games.get(0);
    Saved saved = enter(s, ref, file.line(), expectedVersion);
    Tournament t = s.load();
    Optional<Game> game = t.roundsOf(ref.division()).stream().filter(r -> r.number() == ref.round())
        .flatMap(r -> r.games().stream()).filter(g -> g.board() == ref.board()).findFirst();
    List<Notice> notices = new ArrayList<>(saved.notices());
    game.ifPresent(g -> {
      otherName(t, fileName, "红方", "red", file.headers().red(), g.red()).ifPresent(notices::add);
      otherName(t, fileName, "黑方", "black", file.headers().black(), g.black()).ifPresent(notices::add);
    });
    return new Saved(saved.stored(), saved.changed(), saved.marked(), notices);
  }

  private static Optional<Notice> otherName(Tournament t, String fileName, String sideZh, String sideEn,
      String named, String player) {
    String name = name(t, player);
    if (named == null || named.contains(name)) {
      return Optional.empty();
    }
    return Optional.of(new Notice("注意：" + fileName + " 的" + sideZh + "是“" + named + "”，本台" + sideZh + "是 "
        + t.nameZh(player) + "：请核对台次", "note: " + fileName + " names " + sideEn + " \"" + named + "\", but "
        + sideEn + " on this board is " + t.nameEn(player) + ": check the board"));
  }

  /**
   * Deletes a board's record if it is still at {@code expectedVersion}; else a conflict naming who changed it. The
   * board's mark (kept or missing) stays as it is: a record handed in on paper is still handed in.
   */
  public static void delete(Session s, GameRef ref, long expectedVersion) {
    s.write(tx -> {
      checkDivision(tx, ref);
      Optional<RecordedGame> now = GameRecordStore.find(tx, ref.division(), ref.round(), ref.board());
      if (now.isEmpty() && expectedVersion == 0) {
        throw ProblemException.notFound(ref.key(), ref.zh() + "没有棋谱可删除", ref.en() + " has no game record to "
            + "delete");
      }
      if (now.isEmpty() || now.get().version() != expectedVersion
          || !GameRecordStore.delete(tx, ref.division(), ref.round(), ref.board(), expectedVersion)) {
        throw conflict(tx, ref, now);
      }
      tx.audit(AuditAction.RECORD_DELETE, ref.key(), value(now.get()), null, null);
      return null;
    });
  }

  /** The records of a division (null: every division) and round (null: every round), by division, round, board. */
  public static List<Stored> all(Session s, String division, Integer round) {
    return s.read(tx -> {
      if (division != null) {
        EntryRules.division(TournamentStore.regulations(tx), division);
      }
      return GameRecordStore.list(tx, division, round).stream().map(GameRecords::stored).toList();
    });
  }

  /**
   * The boards of a round whose record the regulations require and that are still owed: played over the board (not
   * a forfeit, not lost by lateness, not unfinished), with no record stored and not marked kept or missing. A
   * division of null means the only one (or the only one that has the round).
   */
  public static List<GameRef> missing(Session s, String division, int round) {
    String d = Results.division(s, division, round);
    return s.read(tx -> missing(tx, d, round));
  }

  /**
   * Marks every board {@link #missing} lists as missing its record, in one transaction, each through
   * {@link Results#gameRecord} (the cost the regulations set, its notice naming who bears it). Empty when none is
   * missing.
   */
  public static List<Results.Change> confirmMissing(Session s, String division, int round) {
    String d = Results.division(s, division, round);
    return s.write(tx -> {
      List<Results.Change> changes = new ArrayList<>();
      for (GameRef ref : missing(tx, d, round)) {
        changes.add(Results.gameRecord(s, ref, false));
      }
      return changes;
    });
  }

  /**
   * The records of a division (null: every division) and round (null: every round) as game files, their headers
   * filled from the tournament: the event's name, the date of the round's start when the regulations' schedule
   * gives it, round and board, the division's name as the group, each player's name and unit (the PGN tags Red and
   * RedTeam: a program that indexes games by player finds him by name; the pairing number, which only means
   * something within this event, is left out), and the result in PGN's words ({@code *} while it has none). The
   * site is not known to chuhe and is left out.
   */
  public static List<GameFile> files(Session s, String division, Integer round) {
    return s.read(tx -> {
      if (division != null) {
        EntryRules.division(TournamentStore.regulations(tx), division);
      }
      Tournament t = TournamentStore.load(tx);
      List<GameFile> files = new ArrayList<>();
      for (RecordedGame r : GameRecordStore.list(tx, division, round)) {
        Optional<Game> game = t.roundsOf(r.division()).stream().filter(x -> x.number() == r.round())
            .flatMap(x -> x.games().stream()).filter(g -> g.board() == r.board()).findFirst();
        files.add(new GameFile(headers(t, r, game.orElse(null)), r.line()));
      }
      return files;
    });
  }

  private static GameHeaders headers(Tournament t, RecordedGame r, Game g) {
    String date = t.regulations().schedule().stream().filter(x -> x.round() == r.round()).findFirst()
        .map(x -> x.start().toLocalDate().toString()).orElse(null);
    String group = t.regulations().division(r.division()).map(d -> d.name()).orElse(r.division());
    return new GameHeaders(t.name(), null, date, String.valueOf(r.round()), String.valueOf(r.board()), group,
        g == null ? null : unit(t, g.red()), g == null ? null : name(t, g.red()), g == null ? null : unit(t, g.black()),
        g == null ? null : name(t, g.black()), g == null ? "*" : pgnResult(g.result()), Map.of());
  }

  private static String name(Tournament t, String player) {
    return t.player(player).map(p -> p.name()).orElse(player);
  }

  /** The player's unit as lists print it; none for a player without one. */
  private static String unit(Tournament t, String player) {
    return t.player(player).map(t::unitName).filter(u -> !t.regulations().units().noUnit(u)).orElse(null);
  }

  /** The result as PGN writes it: who won, whether over the board or not; {@code *} for none yet. */
  private static String pgnResult(Result r) {
    return switch (r) {
      case RED_WIN, RED_WIN_BY_FORFEIT, RED_WIN_BY_LATENESS -> "1-0";
      case BLACK_WIN, BLACK_WIN_BY_FORFEIT, BLACK_WIN_BY_LATENESS -> "0-1";
      case DRAW -> "1/2-1/2";
      default -> "*";
    };
  }

  private static List<GameRef> missing(ReadTx tx, String division, int round) {
    GameRecordPolicy policy = TournamentStore.regulations(tx).gameRecords();
    if (policy.topBoards() == 0 || round < policy.fromRound()) {
      return List.of();
    }
    List<StoredGame> games = RoundStore.games(tx, division, round);
    Map<Integer, Long> perBoard = new LinkedHashMap<>();
    games.forEach(g -> perBoard.merge(g.game().board(), 1L, Long::sum));
    List<Integer> recorded = GameRecordStore.list(tx, division, round).stream().map(RecordedGame::board).toList();
    return games.stream().map(StoredGame::game)
        .filter(g -> g.board() <= policy.topBoards() && perBoard.get(g.board()) == 1)
        .filter(g -> g.result().played() && g.recordKept() == null && !recorded.contains(g.board()))
        .sorted(Comparator.comparingInt(Game::board))
        .map(g -> new GameRef(division, round, g.board())).toList();
  }

  /** Whether the regulations ask a record of this board (R23: the top boards from a round on). */
  static boolean required(GameRecordPolicy policy, GameRef ref) {
    return policy.topBoards() > 0 && ref.round() >= policy.fromRound() && ref.board() <= policy.topBoards();
  }

  /** The game on the board: one that was played or is being played; a bye or a missing board is not found. */
  private static StoredGame game(WriteTx tx, GameRef ref) {
    checkDivision(tx, ref);
    Optional<Boolean> draft = RoundStore.isDraft(tx, ref.division(), ref.round());
    if (draft.isEmpty()) {
      throw ProblemException.notFound(ref.key(), "第 " + ref.round() + " 轮尚未编排",
          "round " + ref.round() + " has not been paired");
    }
    if (draft.get()) {
      throw ProblemException.refused(ref.key(), "第 " + ref.round() + " 轮的编排尚未发布，不能录谱：先发布（publish）",
          "round " + ref.round() + " is a draft: publish it (publish) before recording its games");
    }
    List<StoredGame> games = RoundStore.games(tx, ref.division(), ref.round(), ref.board());
    if (games.isEmpty()) {
      throw ProblemException.notFound(ref.key(), ref.zh() + "不存在（轮空没有对局，也没有棋谱）",
          ref.en() + " does not exist (a bye has no game and no record)");
    }
    if (games.size() > 1) {
      throw ProblemException.of(ref.key(), ref.zh() + "有 " + games.size() + " 盘对局（文件中台次重复），无法确定",
          ref.en() + " holds " + games.size() + " games (the document repeats a board number): cannot tell which");
    }
    Game g = games.get(0).game();
    if (g.result().isFinished() && !g.result().played()) {
      throw ProblemException.refused(ref.key(), ref.zh() + "为" + g.result().zh() + "，未在棋盘上对弈，没有棋谱可录",
          ref.en() + " is " + g.result().en() + ": not played over the board, it has no moves to record");
    }
    return games.get(0);
  }

  private static void checkDivision(ReadTx tx, GameRef ref) {
    EntryRules.division(TournamentStore.regulations(tx), ref.division());
  }

  /** Inserts a new record; false when another arbiter's record of the board came in first (a duplicate key). */
  private static boolean insertIfAbsent(WriteTx tx, RecordedGame r) {
    if (GameRecordStore.find(tx, r.division(), r.round(), r.board()).isPresent()) {
      return false;
    }
    GameRecordStore.insert(tx, r);
    return true;
  }

  /**
   * The version the board's record last had in the log (0: never recorded): a record deleted and saved again
   * continues from it, so that a form showing the deleted record's version cannot overwrite the new one.
   */
  private static long lastLoggedVersion(ReadTx tx, GameRef ref) {
    return lastChange(tx, ref).map(e -> {
      try {
        JsonNode v = Mappers.json().readTree(e.after() != null ? e.after() : e.before());
        return v.path("version").asLong(0);
      } catch (IOException unreadable) {
        return 0L;
      }
    }).orElse(0L);
  }

  /** The latest save or delete of the board's record in the log. */
  private static Optional<AuditEntry> lastChange(ReadTx tx, GameRef ref) {
    return Stream.of(AuditAction.RECORD_SAVE, AuditAction.RECORD_DELETE)
        .map(a -> AuditLog.lastAbout(tx, ref.key(), a)).flatMap(Optional::stream)
        .max(Comparator.comparingLong(AuditEntry::seq));
  }

  /** The refusal that shows the board's record as it is now, and who last changed it when. */
  private static ProblemException conflict(WriteTx tx, GameRef ref, Optional<RecordedGame> now) {
    Tournament t = TournamentStore.load(tx);
    Optional<AuditEntry> last = lastChange(tx, ref);
    Optional<Game> game = RoundStore.games(tx, ref.division(), ref.round(), ref.board()).stream().findFirst()
        .map(StoredGame::game);
    String players = game.map(g -> "（" + t.nameZh(g.red()) + " 对 " + t.nameZh(g.black()) + "）").orElse("");
    String playersEn = game.map(g -> " (" + t.nameEn(g.red()) + " v " + t.nameEn(g.black()) + ")").orElse("");
    String holds = now.map(r -> "的棋谱现为版本 " + r.version() + "，" + r.line().plies() + " 步").orElse("现已没有棋谱");
    String holdsEn = now.map(r -> "'s record is now version " + r.version() + ", " + r.line().plies() + " plies")
        .orElse(" has no record now");
    String by = last.map(l -> "（" + l.actor() + " 于 " + Times.local(l.at()) + (l.action()
        .equals(AuditAction.RECORD_DELETE.key()) ? " 删除" : " 保存") + "）").orElse("");
    String byEn = last.map(l -> " (" + (l.action().equals(AuditAction.RECORD_DELETE.key()) ? "deleted" : "saved")
        + " by " + l.actor() + " at " + Times.local(l.at()) + ")").orElse("");
    return new ProblemException(Problem.of(Problem.Kind.CONFLICT, ref.key(),
        ref.zh() + players + holds + by + "；你的修改未保存，请重新查看后再改",
        ref.en() + playersEn + holdsEn + byEn + "; your change was not saved: look at it again, then change it")
        .withRemedy("replace"));
  }

  private static Map<String, Object> value(RecordedGame r) {
    Map<String, Object> v = new LinkedHashMap<>();
    if (!r.line().start().equals(Position.start())) {
      v.put("fen", r.line().start().fen());
    }
    v.put("moves", RecordedGame.moves(r.line()));
    v.put("plies", r.line().plies());
    v.put("version", r.version());
    return v;
  }

  private static Stored stored(RecordedGame r) {
    return new Stored(new GameRef(r.division(), r.round(), r.board()), r.line(), r.version(), r.at());
  }
}

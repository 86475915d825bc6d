package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.PlayerStore;
import org.chuhe.app.store.ReadTx;
import org.chuhe.app.store.ReportStore;
import org.chuhe.app.store.ReportStore.StoredClaim;
import org.chuhe.app.store.RoundStore;
import org.chuhe.app.store.StoredGame;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.ProblemException;

/**
 * Results from the board (issue 26): each player of a board of a published round may claim its result (红胜, 和,
 * 黑胜) with his code; the opponent confirms by claiming the same. A board's {@link State} follows from its claims and
 * its game: nothing a player claims changes the game until the result is accepted, i.e. recorded through
 * {@link Results} by an arbiter ({@link #accept}) or, where the chief arbiter turned auto-accept on for the round, at
 * the confirming claim. Every claim and switch is audited ({@code report.claim}, {@code report.auto}) with the
 * player as actor ({@link #actor}), and {@link LogReplay} replays them against the stored claims.
 */
public final class ResultReports {
  private ResultReports() {}

  /** What the arbiters' desk shows of a board. */
  public enum State {
    NONE("未报告", "not reported"), REPORTED("已报告", "reported"), CONFIRMED("双方确认", "confirmed by both"),
    DISPUTED("有争议", "disputed"), ACCEPTED("已登记", "accepted");

    private final String zh;
    private final String en;

    State(String zh, String en) {
      this.zh = zh;
      this.en = en;
    }

    public String zh() {
      return zh;
    }

    public String en() {
      return en;
    }
  }

  /** One side's claim: the result he reported and when (ISO-8601 instant). */
  public record Claim(Result result, String at) {}

  /** A board with its game, the game's version (what {@link #accept} expects), both sides' claims and its state. */
  public record BoardReport(Results.GameRef ref, Game game, long gameVersion, Optional<Claim> red,
      Optional<Claim> black, State state) {
    /** The result both players claimed, when CONFIRMED. */
    public Optional<Result> agreed() {
      return state == State.CONFIRMED ? red.map(Claim::result) : Optional.empty();
    }
  }

  /** Where a player plays: his board and colour, and the game. */
  public record Seat(Results.GameRef ref, Colour colour, Game game) {}

  /** How many boards are in each state. */
  public record Counts(int none, int reported, int confirmed, int disputed, int accepted) {}

  /** The claims a player may make: the results decided over the board (forfeits and lateness are the arbiter's). */
  public static final List<Result> CLAIMABLE = List.of(Result.RED_WIN, Result.DRAW, Result.BLACK_WIN);

  static final String AUTO_ACCEPTED = "auto-accepted, confirmed by both";
  static final String ACCEPTED = "accepted, confirmed by both";

  /** A player as the log names him when he acts himself: "棋手 12号 王芳（厦门）". */
  public static String actor(Session s, String player) {
    return s.read(tx -> actor(tx, player));
  }

  private static String actor(ReadTx tx, String player) {
    // The player, the units and the regulations (what counts as no unit), not the whole tournament: every claim
    // names its player, and loading 1,000 players and their rounds for it was a sixth of the CPU time of a round
    // reported from the boards (docs/benchmarks.md, "Results from the board").
    Optional<Player> p = PlayerStore.find(tx, player);
    if (p.isEmpty()) {
      return "棋手 " + player;
    }
    Tournament named = new Tournament(tx.tournament(), "", TournamentStore.regulations(tx), TournamentStore.units(tx),
        List.of(p.get()), List.of(), List.of(), List.of(), List.of(), Map.of());
    return "棋手 " + named.nameZh(player);
  }

  /**
   * Where the player plays in round {@code round} of {@code division} of {@code t} once it is published (empty: a bye,
   * not paired, or a draft). On the tournament in hand, so that a page that has read it (the public one, whose drafts
   * are left out) asks the database nothing more: a card of a 10,000-player event is rendered without reading the
   * round's games again.
   */
  public static Optional<Seat> seat(Tournament t, String division, int round, String player) {
    return t.roundsOf(division).stream().filter(r -> r.number() == round && !r.draft()).findFirst()
        .flatMap(r -> seatIn(r, player));
  }

  /** The player's board in his division's last published round of {@code t} (empty: none, or a bye). */
  public static Optional<Seat> currentSeat(Tournament t, String player) {
    Optional<Player> p = t.player(player);
    if (p.isEmpty()) {
      return Optional.empty();
    }
    List<Round> published = t.roundsOf(p.get().division()).stream().filter(r -> !r.draft()).toList();
    return published.isEmpty() ? Optional.empty() : seatIn(published.get(published.size() - 1), player);
  }

  private static Optional<Seat> seatIn(Round round, String player) {
    return round.games().stream().filter(g -> player.equals(g.red()) || player.equals(g.black())).findFirst()
        .map(g -> new Seat(new Results.GameRef(round.division(), round.number(), g.board()),
            player.equals(g.red()) ? Colour.RED : Colour.BLACK, g));
  }

  /** A board of a published round as reported. NOT_FOUND: no such board, or the round is not published. */
  public static BoardReport board(Session s, Results.GameRef ref) {
    return s.read(tx -> board(tx, ref));
  }

  private static BoardReport board(ReadTx tx, Results.GameRef ref) {
    published(tx, ref);
    List<StoredGame> games = RoundStore.games(tx, ref.division(), ref.round(), ref.board());
    if (games.size() != 1) {
      throw ProblemException.notFound(ref.key(), ref.zh() + "不存在", ref.en() + " does not exist");
    }
    return report(ref, games.get(0), ReportStore.claims(tx, ref.division(), ref.round(), ref.board()));
  }

  /** Every board of a round, by board number (none for a draft: nothing can be reported on it yet). */
  public static List<BoardReport> round(Session s, String division, int round) {
    return s.read(tx -> round(tx, division, round));
  }

  private static List<BoardReport> round(ReadTx tx, String division, int round) {
    Optional<Boolean> draft = RoundStore.isDraft(tx, division, round);
    if (draft.isEmpty()) {
      throw ProblemException.notFound(division + "/" + round, "第 " + round + " 轮尚未编排",
          "round " + round + " has not been paired");
    }
    if (draft.get()) {
      return List.of();
    }
    Map<Integer, List<StoredClaim>> claims = new LinkedHashMap<>();
    ReportStore.claims(tx, division, round).forEach(c -> claims.computeIfAbsent(c.board(), b -> new ArrayList<>())
        .add(c));
    return RoundStore.games(tx, division, round).stream()
        .map(g -> report(new Results.GameRef(division, round, g.game().board()), g,
            claims.getOrDefault(g.game().board(), List.of())))
        .toList();
  }

  private static BoardReport report(Results.GameRef ref, StoredGame g, List<StoredClaim> claims) {
    Optional<Claim> red = side(claims, Colour.RED);
    Optional<Claim> black = side(claims, Colour.BLACK);
    State state;
    if (g.game().result().isFinished()) {
      state = State.ACCEPTED;
    } else if (red.isEmpty() && black.isEmpty()) {
      state = State.NONE;
    } else if (red.isEmpty() || black.isEmpty()) {
      state = State.REPORTED;
    } else {
      state = red.get().result() == black.get().result() ? State.CONFIRMED : State.DISPUTED;
    }
    return new BoardReport(ref, g.game(), g.version(), red, black, state);
  }

  private static Optional<Claim> side(List<StoredClaim> claims, Colour side) {
    return claims.stream().filter(c -> c.side() == side).findFirst().map(c -> new Claim(c.result(), c.at()));
  }

  /**
   * A player's claim: refused (REFUSED) when he does not play on this board, NOT_FOUND when the round is not
   * published, CONFLICT when the board's result is already accepted, INVALID for a result other than the three.
   * When it makes the board CONFIRMED and the round's auto-accept is on, the result is recorded (Results) in the
   * same transaction, the player who confirmed it its actor. The claim he made already changes nothing and logs
   * nothing. Returns the board after it.
   */
  public static BoardReport claim(Session s, Results.GameRef ref, String player, Result result) {
    if (!CLAIMABLE.contains(result)) {
      throw ProblemException.of(ref.key(), "只能报告红胜、和或黑胜（弃权、迟到由裁判判定）",
          "a player reports red wins, a draw or black wins only (forfeits and lateness are the arbiter's)");
    }
    String actor = actor(s, player);
    return s.database().write(s.tournament(), actor, tx -> {
      BoardReport before = board(tx, ref);
      Colour side = player.equals(before.game().red()) ? Colour.RED
          : player.equals(before.game().black()) ? Colour.BLACK : null;
      if (side == null) {
        throw ProblemException.refused(ref.key(), TournamentStore.load(tx).nameZh(player) + " 不在" + ref.zh()
            + "对弈，不能报告本台结果", TournamentStore.load(tx).nameEn(player) + " does not play on " + ref.en()
            + " and cannot report its result");
      }
      if (before.state() == State.ACCEPTED) {
        throw ProblemException.conflict(ref.key(), ref.zh() + "的结果已登记为 " + before.game().result().zh()
                + "，不能再报告；如有异议请找裁判", ref.en() + "'s result is accepted already as "
                + before.game().result().en() + " and cannot be reported again; ask an arbiter if it is wrong");
      }
      Optional<Claim> mine = side == Colour.RED ? before.red() : before.black();
      if (mine.isPresent() && mine.get().result() == result) {
        return before;
      }
      ReportStore.putClaim(tx, new StoredClaim(ref.division(), ref.round(), ref.board(), side, result, player,
          tx.now()));
      ReportStore.touch(tx, ref.division(), ref.round(), null);
      tx.audit(AuditAction.REPORT_CLAIM, ref.key(), mine.map(c -> value(side, c.result(), player)).orElse(null),
          value(side, result, player), null);
      BoardReport after = board(tx, ref);
      if (after.state() == State.CONFIRMED && ReportStore.round(tx, ref.division(), ref.round())
          .map(ReportStore.ReportRound::autoAccept).orElse(false)) {
        Results.record(tx, ref, result, new Results.Expect.NoResult(), Map.of("cause", AUTO_ACCEPTED));
        after = board(tx, ref);
      }
      return after;
    });
  }

  /** A claim as the log holds it (LogReplay reads it back). */
  static Map<String, Object> value(Colour side, Result result, String player) {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("side", ReportStore.side(side));
    v.put("result", result.code());
    v.put("player", player);
    return v;
  }

  /** The arbiter accepts a CONFIRMED board (CONFLICT otherwise, or when the game changed since gameVersion). */
  public static Results.Change accept(Session s, Results.GameRef ref, long gameVersion) {
    return s.write(tx -> accept(tx, board(tx, ref), gameVersion));
  }

  private static Results.Change accept(WriteTx tx, BoardReport b, long gameVersion) {
    if (b.state() != State.CONFIRMED) {
      throw ProblemException.conflict(b.ref().key(), b.ref().zh() + "现为“" + b.state().zh() + "”，只有双方确认的结果才能"
          + "一键登记；请核对后用录入结果（result）登记", b.ref().en() + " is " + b.state().en() + ": only a result "
          + "confirmed by both can be accepted as it is; check it, then enter the result (result)");
    }
    return Results.record(tx, b.ref(), b.agreed().orElseThrow(), new Results.Expect.Version(gameVersion),
        Map.of("cause", ACCEPTED));
  }

  /** Accepts every CONFIRMED board of the round (none: an empty list, nothing written). */
  public static List<Results.Change> acceptConfirmed(Session s, String division, int round) {
    return s.write(tx -> {
      List<Results.Change> changes = new ArrayList<>();
      for (BoardReport b : round(tx, division, round)) {
        if (b.state() == State.CONFIRMED) {
          changes.add(accept(tx, b, b.gameVersion()));
        }
      }
      return changes;
    });
  }

  /** Whether a board confirmed by both is accepted at once in this round (off unless the chief arbiter turned it on). */
  public static boolean autoAccept(Session s, String division, int round) {
    return s.read(tx -> ReportStore.round(tx, division, round).map(ReportStore.ReportRound::autoAccept)
        .orElse(false));
  }

  /**
   * Turns auto-accept of a round on or off (audited {@code report.auto}). Boards confirmed before it is turned on
   * still wait for an arbiter ({@link #acceptConfirmed}): the switch decides for the confirmations to come.
   */
  public static void autoAccept(Session s, String division, int round, boolean on) {
    s.write(tx -> {
      if (RoundStore.isDraft(tx, division, round).isEmpty()) {
        throw ProblemException.notFound(division + "/" + round, "第 " + round + " 轮尚未编排",
            "round " + round + " has not been paired");
      }
      boolean was = ReportStore.round(tx, division, round).map(ReportStore.ReportRound::autoAccept).orElse(false);
      if (was != on) {
        ReportStore.touch(tx, division, round, on);
        tx.audit(AuditAction.REPORT_AUTO, division + "/" + round, Map.of("autoAccept", was),
            Map.of("autoAccept", on), null);
      }
      return null;
    });
  }

  public static Counts counts(List<BoardReport> boards) {
    int[] n = new int[State.values().length];
    boards.forEach(b -> n[b.state().ordinal()]++);
    return new Counts(n[0], n[1], n[2], n[3], n[4]);
  }

  /**
   * A number per "division/round" that changes whenever a claim or the auto-accept switch of that round changes:
   * the tournament's revision at the last of them (never the same twice, not even after the round is undone and
   * paired again). Rounds without any are left out. One small query.
   */
  public static Map<String, Long> marks(Session s) {
    return s.read(ReportStore::marks);
  }

  private static void published(ReadTx tx, Results.GameRef ref) {
    if (!RoundStore.isDraft(tx, ref.division(), ref.round()).map(draft -> !draft).orElse(false)) {
      throw ProblemException.notFound(ref.key(), "第 " + ref.round() + " 轮尚未发布",
          "round " + ref.round() + " has not been published");
    }
  }
}

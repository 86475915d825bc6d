package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.tournament.Histories;
import org.chuhe.model.Outcome;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.RoundEntry;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;

/**
 * Penalties (R13) and withdrawals, at any time of the event. Both are facts the standings read: a penalty changes
 * the player's rank or tie-break values from the next computation on, a withdrawal stops pairing after the round
 * it names while the results played so far stand.
 */
public final class Discipline {
  private Discipline() {}

  /** A penalty as recorded, with what follows from it. */
  public record Recorded<T>(T value, List<Notice> notices) {}

  public static Recorded<Penalty> penalty(Session s, Penalty penalty) {
    TypedText.text("reason", penalty.reason());
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Player p = Registration.player(t, penalty.player());
      int rounds = t.regulations().roundsOf(p.division());
      if (penalty.round() != null && (penalty.round() < 1 || penalty.round() > rounds)) {
        throw ProblemException.of("round", "轮次应在 1–" + rounds + " 之间", "the round must be 1–" + rounds);
      }
      List<Notice> notices = new ArrayList<>();
      if (penalty.kind() == PenaltyKind.CANCEL_ROUND_RESULT) {
        notices.add(cancellation(t, p, penalty.round()));
      }
      TournamentStore.addPenalty(tx, penalty);
      tx.audit(AuditAction.PENALTY_ADD, penalty.player(), null, penalty, null);
      boolean penalisedLast = t.regulations().tieBreaks().chain().contains(Criterion.PENALISED_LAST);
      switch (penalty.kind()) {
        case RANK_BEHIND_EQUAL, CANCEL_ROUND_RESULT -> notices.add(penalisedLast
            ? new Notice("名次排在同分棋手之后", "ranks behind every player with equal points")
            : new Notice("注意：本规程的破同分顺序不含“受处分者列后”，此处分不影响同分棋手间的名次",
                "note: these regulations' tie-break chain has no penalisedLast: the penalty does not rank the "
                    + "player behind equal-scored players"));
        case OPPONENT_SCORE_DEDUCTION -> notices.add(new Notice("对手分扣除 " + penalty.amount(),
            "opponent score reduced by " + penalty.amount()));
        case FOUL -> notices.add(new Notice("犯规加 " + penalty.amount(), "fouls increased by " + penalty.amount()));
      }
      return new Recorded<>(penalty, notices);
    });
  }

  /**
   * What cancelling {@code p}'s result of {@code round} does (取消当轮比赛成绩, seed 000 补充规定 五(一)、(七)), refused
   * when the round has no game or bye of the player, the game has no result yet, or the result is cancelled
   * already.
   */
  private static Notice cancellation(Tournament t, Player p, int round) {
    String player = p.id();
    String name = t.nameZh(player);
    String nameEn = t.nameEn(player);
    for (Penalty earlier : t.penalties()) {
      if (earlier.player().equals(player) && earlier.kind() == PenaltyKind.CANCEL_ROUND_RESULT
          && earlier.round() == round) {
        throw ProblemException.of("round", name + " 第 " + round + " 轮的成绩已被取消",
            nameEn + "'s result of round " + round + " is cancelled already");
      }
    }
    Round r = t.roundsOf(p.division()).stream().filter(x -> x.number() == round).findFirst().orElseThrow(() ->
        ProblemException.of("round", "第 " + round + " 轮尚未编排，没有成绩可取消",
            "round " + round + " has not been paired: there is no result to cancel"));
    RoundEntry entry = Histories.of(t, p.division(), round).get(player).entry(round);
    if (entry.outcome() == Outcome.ABSENT) {
      throw ProblemException.of("round", name + " 在第 " + round + " 轮没有对局或轮空，没有成绩可取消",
          nameEn + " has no game or bye in round " + r.number() + ": there is no result to cancel");
    }
    if (entry.outcome() == Outcome.NOT_PLAYED) {
      // A provisional pairing counts an unfinished game as a draw; the result to cancel must be known first.
      throw ProblemException.of("round", name + " 第 " + round + " 轮的对局还没有结果：请先录入结果（如判负），再取消成绩",
          nameEn + "'s game of round " + round + " has no result yet: enter it first (a loss, say), then cancel it");
    }
    String opponent = entry.opponent() == null ? "" : "，对手 " + t.nameZh(entry.opponent()) + " 的成绩不变";
    String opponentEn = entry.opponent() == null ? ""
        : "; the opponent " + t.nameEn(entry.opponent()) + " keeps his result";
    return new Notice("第 " + round + " 轮成绩取消：" + name + " 该轮计 0 分（原 " + entry.points() + " 分）" + opponent
            + "；此局仍算已赛，两人不再相遇",
        "result of round " + round + " cancelled: " + nameEn + " scores 0 there (was " + entry.points() + ")"
            + opponentEn + "; the game still counts as played, and the two are not paired again");
  }

  /**
   * Withdraws a player after {@code afterRound} (default: the last round paired in the division). A later round
   * in which the player is already paired is pointed out: its game needs a forfeit result.
   */
  public static Recorded<Withdrawal> withdraw(Session s, String playerId, Integer afterRound, String reason) {
    TypedText.text("reason", reason);
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Player p = Registration.player(t, playerId);
      for (Withdrawal w : t.withdrawals()) {
        if (w.player().equals(playerId)) {
          throw ProblemException.of("player", t.nameZh(playerId) + " 已于第 " + w.afterRound() + " 轮后退赛",
              t.nameEn(playerId) + " is already withdrawn after round " + w.afterRound());
        }
      }
      List<Round> rounds = t.roundsOf(p.division());
      int last = rounds.isEmpty() ? 0 : rounds.get(rounds.size() - 1).number();
      int after = afterRound == null ? last : afterRound;
      int max = rounds.isEmpty() ? t.regulations().roundsOf(p.division())
          : org.chuhe.pairing.NextRound.rounds(t, p.division());
      if (after < 0 || after > max) {
        throw ProblemException.of("afterRound", "应在 0–" + max + " 之间", "must be 0–" + max);
      }
      Withdrawal w = new Withdrawal(playerId, after, reason);
      TournamentStore.addWithdrawal(tx, w);
      tx.audit(AuditAction.WITHDRAWAL_ADD, playerId, null, w, null);
      List<Notice> notices = new ArrayList<>();
      // A round robin's withdrawal keeps or cancels the results by the regulations (Laws §20.3): say which.
      List<Withdrawal> all = new ArrayList<>(t.withdrawals());
      all.add(w);
      var ruling = org.chuhe.roundrobin.RoundRobinWithdrawals.of(t.regulations(), rounds,
          id -> t.player(id).map(Player::number).orElse(null), all).get(playerId);
      notices.add(ruling != null ? new Notice(ruling.zh(t.nameZh(playerId)), ruling.en(t.nameEn(playerId)))
          : new Notice(t.nameZh(playerId) + " 第 " + (after + 1) + " 轮起不再编排，已赛成绩有效",
              t.nameEn(playerId) + " is not paired from round " + (after + 1) + "; results so far stand"));
      for (Round r : rounds) {
        boolean paired = r.byes().contains(playerId) || r.games().stream().anyMatch(g -> g.involves(playerId)
            && !g.result().isFinished());
        if (r.number() > after && paired) {
          notices.add(new Notice("第 " + r.number() + " 轮已编排此棋手：请为该局录入弃权结果",
              "round " + r.number() + " already pairs this player: enter a forfeit result for that game"));
        }
      }
      return new Recorded<>(w, notices);
    });
  }
}

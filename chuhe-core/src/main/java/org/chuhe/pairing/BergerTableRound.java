package org.chuhe.pairing;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.chuhe.problem.ProblemException;
import org.chuhe.roundrobin.RoundRobinSchedule;

/**
 * The start of checking a recorded round of a round robin, individual ({@link RoundRobinPairing}) or team
 * ({@code teams.TeamRoundRobin}), against its Berger table: the table must exist and have that round.
 */
public final class BergerTableRound {
  private BergerTableRound() {}

  /**
   * The schedule to check round {@code round} against, or empty with the reason in {@code out} (a
   * {@link Violation.Rule#BERGER_TABLE}): no table can be made of the field, or the round is past the table's last.
   * {@code eventZh}/{@code eventEn} name the event in the message (循环赛 / round robin).
   */
  public static Optional<RoundRobinSchedule> schedule(Supplier<RoundRobinSchedule> schedule, int round,
      String eventZh, String eventEn, List<Violation> out) {
    RoundRobinSchedule s;
    try {
      s = schedule.get();
    } catch (ProblemException e) {
      out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(), "不是贝格尔表的编排：" + e.problems().get(0).zh(),
          "not a Berger table's round: " + e.problems().get(0).en()));
      return Optional.empty();
    }
    if (round > s.rounds()) {
      out.add(new Violation(Violation.Rule.BERGER_TABLE, 0, List.of(), eventZh + "只有 " + s.rounds() + " 轮，第 " + round
          + " 轮多余", "the " + eventEn + " has " + s.rounds() + " rounds; round " + round + " is one too many"));
      return Optional.empty();
    }
    return Optional.of(s);
  }
}

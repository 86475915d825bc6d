package org.chuhe.awards;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.chuhe.problem.Problem;

/**
 * The prize list of a tournament (R16–R20): prizes in the order they were handed out (division tables, then extra
 * lists in the regulations' order, then lucky prizes), team prizes, titles, grade titles, the organisers' awards,
 * the money totals, and warnings an arbiter must look at before the prize-giving (unresolved ties, manual awards
 * that do not fit the regulations, every line of a withdrawn player). {@code withdrawn}: the withdrawn players who
 * have a line or lose one, each with what his prizes come to; {@code withheld} and {@code withheldGrades}: the
 * prizes and grade titles tied to a withdrawn player's place that nobody receives (his are refused, by the chief
 * arbiter or the regulations).
 */
public record PrizeList(List<DivisionTotal> divisionTotals, int teamTotal, List<Award> awards,
    List<TeamAward> teamAwards, List<TitleAward> titles, List<GradeAward> grades,
    List<ManualAwardEntry> manualAwards, List<Problem> warnings, List<WithdrawnEntry> withdrawn,
    List<Award> withheld, List<GradeAward> withheldGrades) {

  public PrizeList {
    divisionTotals = List.copyOf(divisionTotals);
    awards = List.copyOf(awards);
    teamAwards = List.copyOf(teamAwards);
    titles = List.copyOf(titles);
    grades = List.copyOf(grades);
    manualAwards = List.copyOf(manualAwards);
    warnings = List.copyOf(warnings);
    withdrawn = withdrawn == null ? List.of() : List.copyOf(withdrawn);
    withheld = withheld == null ? List.of() : List.copyOf(withheld);
    withheldGrades = withheldGrades == null ? List.of() : List.copyOf(withheldGrades);
  }

  /** The withdrawn player's entry when {@code playerId} is one with a line (kept, awaiting, refused). */
  public Optional<WithdrawnEntry> withdrawn(String playerId) {
    return withdrawn.stream().filter(w -> w.playerId().equals(playerId)).findFirst();
  }

  /** All prize money: every division's total and the team prizes. */
  public int grandTotal() {
    return divisionTotals.stream().mapToInt(DivisionTotal::total).sum() + teamTotal;
  }

  public Optional<DivisionTotal> totalOf(String division) {
    return divisionTotals.stream().filter(t -> t.division().equals(division)).findFirst();
  }

  /** The prizes of one list (a division table is listed under the division's id), in place order. */
  public List<Award> list(String listId) {
    return awards.stream().filter(a -> Objects.equals(a.listId(), listId)).toList();
  }

  public List<Award> awardsOf(String playerId) {
    return awards.stream().filter(a -> a.playerId().equals(playerId)).toList();
  }

  public int moneyOf(String playerId) {
    return awardsOf(playerId).stream().mapToInt(Award::money).sum();
  }

  public List<TitleAward> title(String ruleId) {
    return titles.stream().filter(t -> Objects.equals(t.ruleId(), ruleId)).toList();
  }

  public Optional<GradeAward> gradeOf(String playerId) {
    return grades.stream().filter(g -> g.playerId().equals(playerId)).findFirst();
  }
}

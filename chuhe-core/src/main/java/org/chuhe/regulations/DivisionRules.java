package org.chuhe.regulations;

import org.chuhe.problem.ProblemException;

import java.util.List;

/**
 * A division (组别, R2): who may enter, how big it may be, and what differs from the event's defaults (rounds and
 * time control, seed 001), its prize table (R16) and grade bands (R19).
 */
public record DivisionRules(String id, String name, String nameEn, PlayerFilter eligible, Integer maxPlayers,
    Integer rounds, TimeControl timeControl, PrizeTable prizes, List<GradeBand> gradeBands) {

  public DivisionRules {
    if (id == null || id.isBlank()) {
      throw ProblemException.of("id", "组别缺少编号 id", "the division has no id");
    }
    name = name == null ? id : name;
    nameEn = nameEn == null ? id : nameEn;
    eligible = eligible == null ? PlayerFilter.ANYONE : eligible;
    prizes = prizes == null ? PrizeTable.NONE : prizes;
    gradeBands = gradeBands == null ? List.of() : List.copyOf(gradeBands);
  }
}

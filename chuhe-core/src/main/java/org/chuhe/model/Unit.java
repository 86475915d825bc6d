package org.chuhe.model;

import java.util.List;
import org.chuhe.problem.InvalidValue;

/**
 * A unit (单位): the team, club or association a player represents; same-unit avoidance and team scores use it.
 * {@code lineUp}: in a team event (团体赛), the team's declared board order (报名顺序, Laws §13): the ids of its
 * players, the first {@code teamMatch.boards} the main players (主力) in board order, the rest the reserves (替补) in
 * the order they move up; empty for a unit that plays no team match.
 */
public record Unit(String id, String name, UnitKind kind, List<String> lineUp) {
  public Unit {
    if (id == null) {
      throw new InvalidValue("单位缺少编号（id）", "unit id missing");
    }
    if (name == null || name.isBlank()) {
      name = id;
    }
    if (kind == null) {
      kind = UnitKind.TEAM;
    }
    lineUp = lineUp == null ? List.of() : List.copyOf(lineUp);
    if (lineUp.stream().distinct().count() != lineUp.size()) {
      throw new InvalidValue("单位 " + id + " 的报名顺序（lineUp）中有重复的棋手",
          "unit " + id + ": a player appears twice in the line-up (lineUp)");
    }
  }

  /** A unit with no declared line-up (an individual event's unit). */
  public Unit(String id, String name, UnitKind kind) {
    this(id, name, kind, List.of());
  }

  /** Whether the unit is a team of a team event (it declared a line-up). */
  public boolean hasLineUp() {
    return !lineUp.isEmpty();
  }
}

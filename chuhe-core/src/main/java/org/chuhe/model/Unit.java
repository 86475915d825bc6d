package org.chuhe.model;

import org.chuhe.problem.InvalidValue;

/** A unit (单位): the team, club or association a player represents; same-unit avoidance and team scores use it. */
public record Unit(String id, String name, UnitKind kind) {
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
  }
}

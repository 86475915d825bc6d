package org.chuhe.model;

import java.util.Objects;

/** A unit (单位): the team, club or association a player represents; same-unit avoidance and team scores use it. */
public record Unit(String id, String name, UnitKind kind) {
  public Unit {
    Objects.requireNonNull(id, "unit id");
    if (name == null || name.isBlank()) {
      name = id;
    }
    if (kind == null) {
      kind = UnitKind.TEAM;
    }
  }
}

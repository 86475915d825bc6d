package org.chuhe.regulations;

/**
 * A title or qualification place (R18): the best {@code count} players of {@code division} matching
 * {@code eligible}, in standings order (seed 003: 山西赛区棋王; qualification for the national final).
 */
public record TitleRule(String id, String name, String division, PlayerFilter eligible, Integer count, Kind kind) {
  public enum Kind { TITLE, QUALIFICATION }

  public TitleRule {
    eligible = eligible == null ? PlayerFilter.ANYONE : eligible;
    count = count == null ? 1 : count;
    kind = kind == null ? Kind.TITLE : kind;
  }
}

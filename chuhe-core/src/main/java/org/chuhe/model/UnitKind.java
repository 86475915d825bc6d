package org.chuhe.model;

/** What a unit (单位) is: a team (代表队), a club (俱乐部) or a city/county association (协会). */
public enum UnitKind {
  TEAM,
  CLUB,
  ASSOCIATION
}

package org.chuhe.model;

/** 性别. Divisions of several seed events are open to one gender only (seed 000: women; seed 001: boys/girls). */
public enum Gender {
  MALE,
  FEMALE
}

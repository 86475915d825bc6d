package org.chuhe.awards;

/** The grade title (等级称号, R19) a player may apply for with his place {@code rank} in {@code division}. */
public record GradeAward(String division, String playerId, int rank, String grade) {}

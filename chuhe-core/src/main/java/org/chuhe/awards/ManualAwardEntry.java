package org.chuhe.awards;

/**
 * An award chosen by the organisers (R20, seed 000: 体育道德风尚奖), as printed with the prizes: the award's name,
 * the player's id and the division he played in.
 */
public record ManualAwardEntry(String name, String division, String playerId) {}

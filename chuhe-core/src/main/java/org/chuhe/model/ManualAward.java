package org.chuhe.model;

/** An award the organisers choose by hand (R20), e.g. the sportsmanship award (体育道德风尚奖) of seed 000. */
public record ManualAward(String player, String name) {}

package org.chuhe.model;

/** A penalty against one player; {@code round} is where it happened (null if not tied to a round). */
public record Penalty(String player, PenaltyKind kind, Integer round, int amount, String reason) {
  public Penalty {
    if (kind == null) {
      throw new IllegalArgumentException("penalty kind missing");
    }
    if (amount <= 0) {
      amount = 1;
    }
  }
}

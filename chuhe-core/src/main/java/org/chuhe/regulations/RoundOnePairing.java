package org.chuhe.regulations;

/**
 * How round 1 is paired from the pairing numbers (R5, rules digest §1). {@code SPLIT} = 拦腰 (1 vs N/2+1 …),
 * {@code ADJACENT} = 近号 (1–2, 3–4 …). Colours: {@code SMALLER_NUMBER_RED} gives red to the smaller number on
 * every board (seed 001); {@code ALTERNATE_BY_BOARD} gives it on odd boards and the larger number red on even
 * boards (seed 003: 1–2, 4–3, 5–6, 8–7).
 */
public record RoundOnePairing(Mode mode, Colours colours) {
  public enum Mode { SPLIT, ADJACENT }

  public enum Colours { SMALLER_NUMBER_RED, ALTERNATE_BY_BOARD }

  public RoundOnePairing {
    mode = mode == null ? Mode.SPLIT : mode;
    colours = colours == null ? Colours.ALTERNATE_BY_BOARD : colours;
  }
}

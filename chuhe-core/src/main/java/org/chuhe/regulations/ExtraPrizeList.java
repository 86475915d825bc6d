package org.chuhe.regulations;

/**
 * An extra prize list drawn from a division's standings (R17): the players matching {@code eligible}, taken in the
 * order of the division's standings, receive {@code prizes} by their place in this list (seed 003: 山西省户籍前8名,
 * 孝义市户籍前8名).
 */
public record ExtraPrizeList(String id, String name, String division, PlayerFilter eligible, PrizeTable prizes) {
  public ExtraPrizeList {
    eligible = eligible == null ? PlayerFilter.ANYONE : eligible;
    prizes = prizes == null ? PrizeTable.NONE : prizes;
  }
}

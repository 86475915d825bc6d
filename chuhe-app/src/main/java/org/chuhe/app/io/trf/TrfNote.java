package org.chuhe.app.io.trf;

/**
 * Something a TRF file holds that chuhe cannot express (reading), or chuhe holds that TRF cannot (writing), said
 * in both languages; {@code where} names the file, line and column when there is one.
 */
public record TrfNote(String where, String zh, String en) {
  public String line() {
    return (where == null || where.isEmpty() ? "" : where + ": ") + zh + " / " + en;
  }
}

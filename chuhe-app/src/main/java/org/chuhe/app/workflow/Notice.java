package org.chuhe.app.workflow;

/** Something the arbiter should know after a change went through (a consequence, a warning), in both languages. */
public record Notice(String zh, String en) {
  public String line() {
    return zh + " / " + en;
  }
}

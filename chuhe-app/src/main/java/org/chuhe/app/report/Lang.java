package org.chuhe.app.report;

/** The language of printouts: Chinese first (zh-CN), English second. */
public enum Lang {
  zh,
  en;

  public String pick(String zh, String en) {
    return this == Lang.zh ? zh : en;
  }
}

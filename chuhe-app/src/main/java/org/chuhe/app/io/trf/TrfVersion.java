package org.chuhe.app.io.trf;

import org.chuhe.problem.ProblemException;

/** The two versions of FIDE's Tournament Report File that chuhe writes (it reads both, and TRF06, alike). */
public enum TrfVersion {
  /** TRF-2026 (FIDE Council 2025): the point system in record 162, the number of rounds in 142, byes in 240. */
  TRF26("2026"),
  /** TRF16: no point system of its own, so chuhe writes JaVaFo's extension records XXS and XXR, as bbpPairings reads. */
  TRF16("16");

  private final String option;

  TrfVersion(String option) {
    this.option = option;
  }

  public String option() {
    return option;
  }

  /** The version a command line names: {@code 2026} (also {@code 26}) or {@code 16}. */
  public static TrfVersion of(String text) {
    String t = text == null ? "2026" : text.trim().toUpperCase(java.util.Locale.ROOT).replace("TRF", "")
        .replace("-", "");
    return switch (t) {
      case "2026", "26" -> TRF26;
      case "16", "2016" -> TRF16;
      default -> throw ProblemException.of("TRF version", "TRF 版本只能是 2026 或 16：" + text,
          "the TRF version is 2026 or 16, not " + text);
    };
  }
}

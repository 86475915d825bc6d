package org.chuhe.app.report;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/**
 * Times as people read them: the database and the log keep instants in UTC (ISO-8601), printouts show them in the
 * local time zone of the machine, to the second ("2026-11-30 17:14:03").
 */
public final class Times {
  private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  private Times() {}

  public static String local(Instant at) {
    return at == null ? "" : LOCAL.format(at.atZone(ZoneId.systemDefault()));
  }

  /** An ISO-8601 instant as stored ({@code 2026-11-30T09:14:03.120Z}) in local time; other text as it is. */
  public static String local(String iso) {
    if (iso == null || iso.isBlank()) {
      return "";
    }
    try {
      return local(Instant.parse(iso));
    } catch (DateTimeException notAnInstant) {
      return iso;
    }
  }
}

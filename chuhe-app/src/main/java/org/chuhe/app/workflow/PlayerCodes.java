package org.chuhe.app.workflow;

import java.util.Map;

/** Skeleton (READY-API). */
public final class PlayerCodes {
  public static final int DIGITS = 8;

  private PlayerCodes() {}

  public static Map<String, String> all(Session s, String division) {
    throw new UnsupportedOperationException("in progress");
  }

  public static String of(Session s, String player) {
    throw new UnsupportedOperationException("in progress");
  }

  public static String reset(Session s, String player) {
    throw new UnsupportedOperationException("in progress");
  }

  public static boolean matches(Session s, String player, String code) {
    throw new UnsupportedOperationException("in progress");
  }
}

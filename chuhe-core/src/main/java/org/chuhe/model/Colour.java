package org.chuhe.model;

/** Red (红方, 先手) moves first; black (黑方, 后手) second. */
public enum Colour {
  RED,
  BLACK;

  public Colour opposite() {
    return this == RED ? BLACK : RED;
  }
}

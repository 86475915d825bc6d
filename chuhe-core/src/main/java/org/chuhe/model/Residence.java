package org.chuhe.model;

/**
 * Registered residence (户籍): province and city as written on the ID card or household register. Used for
 * eligibility (seed 000, 004), entry limits (seed 003: local / non-local) and regional prize lists (seed 003).
 */
public record Residence(String province, String city) {
  public static final Residence UNKNOWN = new Residence(null, null);
}

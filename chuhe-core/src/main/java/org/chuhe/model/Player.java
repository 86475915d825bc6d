package org.chuhe.model;

import java.time.LocalDate;
import java.util.Objects;

/**
 * A registered player (R1). {@code number} is the pairing number (序号) from the draw of lots, null before the
 * draw. {@code idNumber} and {@code phone} are {@link Sensitive}: they are kept for eligibility checks and
 * insurance, and never leave the arbiter's desk.
 */
public record Player(
    String id,
    String name,
    String division,
    String unit,
    Gender gender,
    LocalDate birthDate,
    Residence residence,
    String grade,
    Integer rating,
    Integer number,
    boolean feePaid,
    boolean checkedIn,
    @Sensitive String phone,
    @Sensitive String idNumber) {

  public Player {
    Objects.requireNonNull(id, "player id");
    if (name == null || name.isBlank()) {
      name = id;
    }
    if (residence == null) {
      residence = Residence.UNKNOWN;
    }
    Range.PAIRING_NUMBER.check(number);
    Range.RATING.check(rating);
  }

  /** The fields every document has; the rest unknown, fee paid and checked in. */
  public static Player of(String id, String name, String division, String unit) {
    return new Player(id, name, division, unit, null, null, null, null, null, null, true, true, null, null);
  }

  public Player withNumber(Integer newNumber) {
    return new Player(id, name, division, unit, gender, birthDate, residence, grade, rating, newNumber, feePaid,
        checkedIn, phone, idNumber);
  }

  public Player withBirthDate(LocalDate date) {
    return new Player(id, name, division, unit, gender, date, residence, grade, rating, number, feePaid, checkedIn,
        phone, idNumber);
  }

  public Player withResidence(Residence newResidence) {
    return new Player(id, name, division, unit, gender, birthDate, newResidence, grade, rating, number, feePaid,
        checkedIn, phone, idNumber);
  }

  public Player withGrade(String newGrade) {
    return new Player(id, name, division, unit, gender, birthDate, residence, newGrade, rating, number, feePaid,
        checkedIn, phone, idNumber);
  }

  public Player withGender(Gender newGender) {
    return new Player(id, name, division, unit, newGender, birthDate, residence, grade, rating, number, feePaid,
        checkedIn, phone, idNumber);
  }

  /** The same player with the sensitive fields removed, for anything that leaves the arbiter's desk. */
  public Player withoutSensitiveData() {
    return new Player(id, name, division, unit, gender, birthDate, residence, grade, rating, number, feePaid,
        checkedIn, null, null);
  }
}

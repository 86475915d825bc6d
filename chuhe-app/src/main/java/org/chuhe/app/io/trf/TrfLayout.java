package org.chuhe.app.io.trf;

/**
 * The columns of a TRF player record ({@code 001}), 1-based as the specification counts them (TRF16 and TRF-2026
 * alike), for the reader, the writer and the test that holds both to the specification. Columns count characters:
 * chuhe writes UTF-8, so that a Chinese name takes one column per character.
 */
final class TrfLayout {
  static final int START_RANK = 5;
  static final int START_RANK_END = 8;
  static final int SEX = 10;
  static final int TITLE = 11;
  static final int TITLE_END = 13;
  static final int NAME = 15;
  static final int NAME_END = 47;
  static final int RATING = 49;
  static final int RATING_END = 52;
  static final int FEDERATION = 54;
  static final int FEDERATION_END = 56;
  static final int FIDE_ID = 58;
  static final int FIDE_ID_END = 68;
  static final int BIRTH_DATE = 70;
  static final int BIRTH_DATE_END = 79;
  static final int POINTS = 81;
  static final int POINTS_END = 84;
  static final int RANK = 86;
  static final int RANK_END = 89;
  /** Round 1's block starts here; each round takes 10 columns. */
  static final int FIRST_ROUND = 92;
  static final int ROUND_WIDTH = 10;
  /** Within a round's block: the opponent's start rank (4 columns), the colour, the result. */
  static final int OPPONENT_WIDTH = 4;
  static final int COLOUR_OFFSET = 5;
  static final int RESULT_OFFSET = 7;

  /** Record 162 (TRF-2026): a result code at column 6, its points in 7-10, the next pair 9 columns on. */
  static final int POINTS_CODE = 6;
  static final int POINTS_STEP = 9;

  /** Record 240 (TRF-2026): the kind of bye at 5, the round in 7-9, start ranks from 11 (4 columns, 1 apart). */
  static final int BYE_KIND = 5;
  static final int BYE_ROUND = 7;
  static final int BYE_FIRST_PLAYER = 11;

  private TrfLayout() {}

  /** The first column of round {@code round}'s block. */
  static int roundStart(int round) {
    return FIRST_ROUND + (round - 1) * ROUND_WIDTH;
  }

  /** A line being written, blank up to its end: fields are set at their columns. */
  static final class Line {
    private final StringBuilder text = new StringBuilder();

    Line(String record) {
      put(1, record);
    }

    /** {@code value} from column {@code from} on (left-aligned). */
    Line put(int from, String value) {
      while (text.length() < from - 1 + value.length()) {
        text.append(' ');
      }
      text.replace(from - 1, from - 1 + value.length(), value);
      return this;
    }

    /** {@code value} right-aligned to end at column {@code to}, in a field from {@code from}. */
    Line right(int from, int to, String value) {
      int width = to - from + 1;
      String v = value.length() > width ? value.substring(0, width) : value;
      return put(to - v.length() + 1, v);
    }

    Line left(int from, int to, String value) {
      int width = to - from + 1;
      return put(from, value.length() > width ? value.substring(0, width) : value);
    }

    @Override
    public String toString() {
      return text.toString().stripTrailing();
    }
  }
}

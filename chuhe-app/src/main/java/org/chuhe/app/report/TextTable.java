package org.chuhe.app.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table that lines up Chinese text: CJK characters take two columns on a terminal, so widths are
 * measured in display columns, not in chars. Every cell is typed text shown safely ({@link SafeText#line}): a newline
 * in a name is shown as ␊ and never breaks the table, an escape sequence is shown, not obeyed.
 */
public final class TextTable {
  private final String[] header;
  private final List<Boolean> rightAligned;
  private final List<String[]> rows = new ArrayList<>();

  public TextTable(List<String> header, List<Boolean> rightAligned) {
    this.header = new String[header.size()];
    for (int i = 0; i < this.header.length; i++) {
      this.header[i] = SafeText.line(header.get(i));
    }
    this.rightAligned = List.copyOf(rightAligned);
  }

  public void add(List<String> row) {
    String[] cells = new String[row.size()];
    for (int i = 0; i < cells.length; i++) {
      String c = row.get(i);
      cells[i] = c == null ? "" : SafeText.line(c);
    }
    rows.add(cells);
  }

  public String render() {
    StringBuilder sb = new StringBuilder();
    appendTo(sb);
    return sb.toString();
  }

  /**
   * {@link #render} into {@code sb}: a table of 10,000 standings rows is a few MB of text, rendered once and copied
   * no more (each cell's width is measured once, loops instead of streams: issue 27).
   */
  public void appendTo(StringBuilder sb) {
    int[] widths = new int[header.length];
    int[][] cellWidths = new int[rows.size() + 1][];
    for (int r = 0; r <= rows.size(); r++) {
      cellWidths[r] = measure(r == 0 ? header : rows.get(r - 1), widths);
    }
    int line = 1;
    for (int w : widths) {
      line += w + 2;
    }
    sb.ensureCapacity(sb.length() + line * (rows.size() + 1));
    for (int r = 0; r <= rows.size(); r++) {
      appendRow(sb, r == 0 ? header : rows.get(r - 1), cellWidths[r], widths);
    }
  }

  /** Each cell's display width, widening {@code widths} to it. (Methods of their own: see {@link #appendRow}.) */
  private static int[] measure(String[] row, int[] widths) {
    int[] w = new int[row.length];
    for (int i = 0; i < row.length; i++) {
      w[i] = width(row[i]);
      widths[i] = Math.max(widths[i], w[i]);
    }
    return w;
  }

  /**
   * One line of the table. A method called for each row, not the body of one long loop: a loop that runs once is
   * left to the interpreter for its first 60,000 turns (issue 27).
   */
  private void appendRow(StringBuilder sb, String[] row, int[] cellWidths, int[] widths) {
    for (int i = 0; i < row.length; i++) {
      String cell = row[i] == null ? "" : row[i];
      int pad = widths[i] - cellWidths[i];
      if (rightAligned.get(i)) {
        pad(sb, pad).append(cell);
      } else {
        sb.append(cell);
        if (i < row.length - 1) {
          pad(sb, pad);
        }
      }
      if (i < row.length - 1) {
        sb.append("  ");
      }
    }
    sb.append('\n');
  }

  private static StringBuilder pad(StringBuilder sb, int spaces) {
    for (int k = 0; k < spaces; k++) {
      sb.append(' ');
    }
    return sb;
  }

  /** Display width: East Asian wide and full-width characters count two. */
  static int width(String s) {
    if (s == null) {
      return 0;
    }
    int width = 0;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      width += isWide(cp) ? 2 : 1;
      i += Character.charCount(cp);
    }
    return width;
  }

  private static boolean isWide(int cp) {
    return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) || (cp >= 0xAC00 && cp <= 0xD7A3)
        || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60)
        || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
  }
}

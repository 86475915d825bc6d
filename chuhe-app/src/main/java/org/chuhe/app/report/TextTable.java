package org.chuhe.app.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table that lines up Chinese text: CJK characters take two columns on a terminal, so widths are
 * measured in display columns, not in chars. Every cell is typed text shown safely ({@link SafeText#line}): a newline
 * in a name is shown as ␊ and never breaks the table, an escape sequence is shown, not obeyed.
 */
public final class TextTable {
  private final List<String> header;
  private final List<Boolean> rightAligned;
  private final List<List<String>> rows = new ArrayList<>();

  public TextTable(List<String> header, List<Boolean> rightAligned) {
    this.header = header.stream().map(SafeText::line).toList();
    this.rightAligned = List.copyOf(rightAligned);
  }

  public void add(List<String> row) {
    rows.add(row.stream().map(c -> c == null ? "" : SafeText.line(c)).toList());
  }

  public String render() {
    int[] widths = new int[header.size()];
    for (List<String> row : allRows()) {
      for (int i = 0; i < row.size(); i++) {
        widths[i] = Math.max(widths[i], width(row.get(i)));
      }
    }
    StringBuilder sb = new StringBuilder();
    for (List<String> row : allRows()) {
      for (int i = 0; i < row.size(); i++) {
        String cell = row.get(i) == null ? "" : row.get(i);
        int pad = widths[i] - width(cell);
        if (rightAligned.get(i)) {
          pad(sb, pad).append(cell);
        } else {
          sb.append(cell);
          if (i < row.size() - 1) {
            pad(sb, pad);
          }
        }
        if (i < row.size() - 1) {
          sb.append("  ");
        }
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private List<List<String>> allRows() {
    List<List<String>> all = new ArrayList<>();
    all.add(header);
    all.addAll(rows);
    return all;
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

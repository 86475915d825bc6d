package org.chuhe.app.report.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.Table;

/**
 * The tables of {@code export KIND} as an A4 PDF in the style of a 成绩册: each table (a division) from a new page,
 * its title as the heading and in the running head (which changes with the division), the headings repeated on every
 * page, numbers right-aligned, and the chief arbiter's signature line under the lists that are signed
 * ({@link ExportKind#signed()}). A table too wide for a portrait page (a crosstable, standings with many tie-breaks)
 * goes on landscape pages and, when needed, in smaller type, so that no column is cut off: its width is estimated
 * from the cells' text ({@link Layout}).
 */
public final class TablePdf {
  /** A4 less the side margins of {@link PrintPage#BASE_CSS}, portrait and landscape, in millimetres. */
  static final double PORTRAIT_MM = 210 - 24;
  static final double LANDSCAPE_MM = 297 - 24;

  private static final Pattern NUMBER = Pattern.compile("[=]?-?\\d+(\\.\\d+)?");

  private TablePdf() {}

  /** The PDF: {@code event} and the print time on every page, the log head (from the database) in the foot. */
  public static byte[] write(List<Table> tables, String event, String printedAt, Optional<String> logHead, Lang lang,
      ExportKind kind) {
    return Pdf.fromHtml(html(tables, event, printedAt, logHead, lang, kind));
  }

  /** The XHTML the PDF is made of. */
  static String html(List<Table> tables, String event, String printedAt, Optional<String> logHead, Lang lang,
      ExportKind kind) {
    // One orientation for the whole document: openhtmltopdf lays every page out in the first page's width, so a
    // landscape section after a portrait one would be squeezed. Portrait when every table fits it in 9 pt or more.
    boolean landscape = tables.stream().anyMatch(t -> Layout.largest(t, PORTRAIT_MM) < 9);
    double width = landscape ? LANDSCAPE_MM : PORTRAIT_MM;
    String css = CSS + (landscape ? "@page { size: A4 landscape; }\n" : "");
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < tables.size(); i++) {
      body.append(section(tables.get(i), event, printedAt, lang, kind, Layout.largest(tables.get(i), width),
          Layout.CAP, kind.signed(), i > 0));
    }
    if (tables.isEmpty()) {
      body.append(PrintPage.head(lang, event, lang.pick(kind.zh(), kind.en()), printedAt))
          .append("<p>").append(PrintPage.escape(lang.pick("没有可列出的内容。", "There is nothing to list."))).append("</p>");
    }
    return PrintPage.sections(lang, event + " " + lang.pick(kind.zh(), kind.en()), logHead, css, body.toString());
  }

  /** The styles of the tables, after {@link PrintPage#BASE_CSS}. */
  static final String CSS = """
      .section { page-break-before: always; }
      .section.first { page-break-before: auto; }
      table.list { table-layout: fixed; }
      table.list td, table.list th { white-space: normal; word-wrap: break-word; }
      table.list th { text-align: center; }
      table.list td.num { text-align: right; white-space: nowrap; }
      table.list.payout td { height: 9mm; }
      .none { text-align: center; color: #555; }
      """;

  /**
   * One table as a section from a new page: its running head, its title,
   * the table with its headings in a {@code thead} (repeated on each page), the signature line when it is signed.
   */
  static String section(Table table, String event, String printedAt, Lang lang, ExportKind kind, double fontPt,
      int cap, boolean signed, boolean breakBefore) {
    StringBuilder b = new StringBuilder();
    b.append("<div class=\"section").append(breakBefore ? "" : " first").append("\">");
    b.append(PrintPage.head(lang, event, what(table, event), printedAt));
    b.append("<h1>").append(PrintPage.escape(table.title())).append("</h1>");
    b.append(tableHtml(table, kind, fontPt, cap, lang));
    if (signed) {
      b.append(PrintPage.signatureLine(lang));
    }
    return b.append("</div>").toString();
  }

  /** The table itself, in {@code fontPt} type; the payout sheet with room to sign. */
  static String tableHtml(Table table, ExportKind kind, double fontPt, int cap, Lang lang) {
    StringBuilder b = new StringBuilder(64 + table.rows().size() * table.headings().size() * 24);
    b.append("<table class=\"list ").append(kind.word()).append("\" style=\"font-size: ")
        .append(String.format(Locale.ROOT, "%.1f", fontPt)).append("pt;\">");
    // Fixed column widths from the cells' text: openhtmltopdf's automatic table layout wraps a name in a narrow
    // column while another has room, and measures every cell of a long list (slow).
    int[] units = Layout.units(table, cap);
    if (kind == ExportKind.PAYOUT && units.length > 0) {
      units[units.length - 1] = Math.max(units[units.length - 1], 16); // room to sign
    }
    double total = Layout.needed(units, fontPt);
    b.append("<colgroup>");
    for (int u : units) {
      b.append(String.format(Locale.ROOT, "<col style=\"width: %.2f%%;\"/>", 100 * Layout.needed(new int[] {u},
          fontPt) / total));
    }
    b.append("</colgroup><thead><tr>");
    for (String heading : table.headings()) {
      b.append("<th>").append(PrintPage.escape(heading)).append("</th>");
    }
    b.append("</tr></thead><tbody>");
    for (List<Object> row : table.rows()) {
      b.append("<tr>");
      for (int c = 0; c < row.size(); c++) {
        String text = printable(Table.text(row.get(c)));
        boolean number = row.get(c) instanceof Number || NUMBER.matcher(text).matches();
        b.append(number ? "<td class=\"num\">" : "<td>").append(PrintPage.escape(text)).append("</td>");
      }
      b.append("</tr>");
    }
    if (table.rows().isEmpty()) {
      b.append("<tr><td class=\"none\" colspan=\"").append(Math.max(1, table.headings().size())).append("\">")
          .append(PrintPage.escape(lang.pick("无", "none"))).append("</td></tr>");
    }
    return b.append("</tbody></table>").toString();
  }

  /** What a table is without the event's name its title starts with: the running head's right side. */
  static String what(Table table, String event) {
    String title = table.title();
    String what = title.startsWith(event) ? title.substring(event.length()).strip() : title;
    return what.isEmpty() ? table.sheetName() : what;
  }

  /**
   * A cell's text as the shipped font prints it well: its "½" is poor, so ½-½ reads 0.5-0.5 and a match score
   * 2½:1½ reads 2.5:1.5 (a half after whole points is their decimal, not "20.5").
   */
  static String printable(String text) {
    return text.indexOf('½') < 0 ? text : HALF_AFTER_DIGITS.matcher(text).replaceAll("$1.5").replace("½", "0.5");
  }

  private static final java.util.regex.Pattern HALF_AFTER_DIGITS = java.util.regex.Pattern.compile("(\\d)½");

  /**
   * How a table fits a page: landscape or not, and the type size. A column's width is estimated from its widest cell
   * in units (a CJK character two, any other one; long cells wrap beyond {@link #CAP} units), a unit about 0.56 em,
   * and each column's padding and rules.
   */
  record Layout(boolean landscape, double fontPt) {
    /** The widest a column is counted: beyond it, text wraps. */
    static final int CAP = 26;
    /** The smallest type a table is set in, in points; smaller and it is not read on paper. */
    static final double SMALLEST = 6;

    /** The largest type size (10 pt down to {@link #SMALLEST}, in half points) in which the table fits. */
    static double largest(Table table, double widthMm) {
      return largest(table, widthMm, 10);
    }

    static double largest(Table table, double widthMm, double from) {
      return largest(units(table), widthMm, from);
    }

    /** The width the table needs in type of {@code fontPt}, in millimetres. */
    static double needed(Table table, double fontPt) {
      return needed(units(table), fontPt);
    }

    /** The largest type size in which columns of {@code units} fit {@code widthMm}. */
    static double largest(int[] units, double widthMm, double from) {
      for (double pt = from; pt > SMALLEST; pt -= 0.5) {
        if (needed(units, pt) <= widthMm) {
          return pt;
        }
      }
      return SMALLEST;
    }

    static double needed(int[] units, double fontPt) {
      double unitMm = fontPt * 0.3528 * 0.56;
      double mm = 0;
      for (int u : units) {
        mm += u * unitMm + 2.4 + 0.2;
      }
      return mm;
    }

    /** Each column's width in units: its widest cell (at most {@link #CAP}), and its heading's longest word. */
    static int[] units(Table table) {
      return units(table, CAP);
    }

    /** The same with long cells wrapping beyond {@code cap} units. */
    static int[] units(Table table, int cap) {
      int[] units = new int[table.headings().size()];
      for (int c = 0; c < units.length; c++) {
        units[c] = headingUnits(table.headings().get(c));
      }
      for (List<Object> row : table.rows()) {
        for (int c = 0; c < Math.min(units.length, row.size()); c++) {
          units[c] = Math.max(units[c], Math.min(cap, width(Table.text(row.get(c)))));
        }
      }
      for (int c = 0; c < units.length; c++) {
        units[c]++; // a unit to spare: bold headings, wide digits
      }
      return units;
    }

    /** A heading wraps between CJK characters (four of them at least on a line) and between words. */
    private static int headingUnits(String heading) {
      List<Integer> words = new ArrayList<>();
      for (String word : heading.split("\\s+")) {
        int w = width(word);
        words.add(w > word.length() ? Math.min(w, 8) : w);
      }
      return words.stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    static int width(String s) {
      return s.codePoints().map(cp -> cp >= 0x2E80 ? 2 : 1).sum();
    }
  }
}

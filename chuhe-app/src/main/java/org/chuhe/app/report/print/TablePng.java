package org.chuhe.app.report.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.Table;
import org.chuhe.app.report.print.TablePdf.Layout;

/**
 * The tables of {@code export KIND} as images for a WeChat group ("发张图"): phone-sized pages ({@value #WIDTH_MM}
 * mm wide, 9:16) rendered {@value #PIXELS} pixels wide, so that a phone shows them sharp and a person reads them
 * without zooming; a long list runs on over numbered images (第 2 / 5 张), each with the event's name, the list's title
 * (division, round), the print time and the log head. A table too wide for a phone page is set on a wider page, up to
 * {@value #WIDEST_MM} mm (its type then smaller on the phone); beyond that its columns are split over images, the
 * columns that say who a line is (rank, number, name) repeated on each.
 */
public final class TablePng {
  /** The width of every image, in pixels: what a phone's screen shows sharp. */
  public static final int PIXELS = 1080;
  static final double WIDTH_MM = 90;
  static final double WIDEST_MM = 140;
  static final double MARGIN_MM = 4;
  /** The smallest type on an image, in points (7.5 pt is 20 pixels on the widest page, 31 on a phone's). */
  static final double SMALLEST_PT = 7.5;
  /** The widest a column is counted on an image, in units (7 CJK characters): beyond it, text wraps. */
  static final int CAP = 14;

  private TablePng() {}

  /** The images, in order, as PNG bytes. */
  public static List<byte[]> write(List<Table> tables, String event, String printedAt, Optional<String> logHead,
      Lang lang, ExportKind kind) {
    return Pdf.pngPages(Pdf.fromHtml(html(tables, event, printedAt, logHead, lang, kind)), PIXELS);
  }

  static String html(List<Table> tables, String event, String printedAt, Optional<String> logHead, Lang lang,
      ExportKind kind) {
    List<List<Table>> split = tables.stream().map(t -> columnParts(t, kind, lang)).toList();
    List<Table> parts = split.stream().flatMap(List::stream).toList();
    // The signature line under a table's last part only.
    java.util.Set<Table> lastParts = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    split.forEach(p -> lastParts.add(p.get(p.size() - 1)));
    // One page width for every image (openhtmltopdf lays all pages out in the first one's width): a phone's, wider
    // when a table needs it in the smallest type.
    double width = Math.ceil(Math.min(WIDEST_MM, Math.max(WIDTH_MM, parts.stream()
        .mapToDouble(t -> Layout.needed(Layout.units(t, CAP), SMALLEST_PT) + 2 * MARGIN_MM + 1).max().orElse(0))));
    String css = TablePdf.CSS + CSS.formatted(lang.pick("第 \" counter(page) \" / \" counter(pages) \" 张",
        "image \" counter(page) \" of \" counter(pages) \"")) + String.format(Locale.ROOT,
        "@page { size: %.3fmm %.3fmm; }%n", width, width * 16 / 9);
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < parts.size(); i++) {
      double fontPt = Math.min(9, Layout.largest(Layout.units(parts.get(i), CAP), width - 2 * MARGIN_MM - 1, 9));
      body.append(TablePdf.section(parts.get(i), event, printedAt, lang, kind, fontPt, CAP,
          kind.signed() && lastParts.contains(parts.get(i)), i > 0));
    }
    if (tables.isEmpty()) {
      body.append(PrintPage.head(lang, event, lang.pick(kind.zh(), kind.en()), printedAt))
          .append("<p>").append(PrintPage.escape(lang.pick("没有可列出的内容。", "There is nothing to list."))).append("</p>");
    }
    return PrintPage.sections(lang, event + " " + lang.pick(kind.zh(), kind.en()), logHead, css, body.toString());
  }

  /** A phone page's frame: narrow margins, the head and foot smaller than on A4, the images' numbers. */
  private static final String CSS = """
      @page { size: 90mm 160mm; margin: 15mm 4mm 11mm 4mm; }
      body { font-size: 9pt; }
      .head { font-size: 7pt; }
      .head .event { font-size: 9pt; }
      .foot { font-size: 6pt; }
      .pages::after { content: "%s"; }
      h1 { font-size: 11pt; margin-bottom: 2mm; }
      th, td { padding: 0.6mm 0.8mm; }
      .sign { margin-top: 5mm; }
      """;

  /**
   * The table, or its columns split into parts that each fit {@value #WIDEST_MM} mm in {@value #SMALLEST_PT} pt type
   * (a crosstable of many rounds): the columns naming a line are in every part, the others in order, and each part's
   * title says which part it is.
   */
  static List<Table> columnParts(Table table, ExportKind kind, Lang lang) {
    double room = WIDEST_MM - 2 * MARGIN_MM - 1;
    if (Layout.needed(Layout.units(table, CAP), SMALLEST_PT) <= room) {
      return List.of(table);
    }
    int columns = table.headings().size();
    Set<Integer> keys = switch (kind) {
      case CROSSTABLE -> Set.of(0, 3, columns - 1); // 序, 姓名, 积分
      case STANDINGS -> Set.of(0, 2, 4); // 名次, 姓名, 积分
      default -> Set.of();
    };
    if (keys.isEmpty()) {
      return List.of(table);
    }
    int[] units = Layout.units(table, CAP);
    List<List<Integer>> groups = new ArrayList<>();
    List<Integer> group = new ArrayList<>(keys.stream().sorted().toList());
    boolean added = false;
    for (int c = 0; c < columns; c++) {
      if (keys.contains(c)) {
        continue;
      }
      group.add(c);
      if (added && Layout.needed(pick(units, group), SMALLEST_PT) > room) {
        group.remove(group.size() - 1);
        groups.add(group);
        group = new ArrayList<>(keys.stream().sorted().toList());
        group.add(c);
      }
      added = true;
    }
    groups.add(group);
    List<Table> parts = new ArrayList<>();
    for (List<Integer> g : groups) {
      List<Integer> order = g.stream().sorted().toList();
      List<List<Object>> rows = table.rows().stream().map(r -> order.stream()
          .map(c -> c < r.size() ? r.get(c) : "").toList()).toList();
      String part = lang.pick("（" + (parts.size() + 1) + "/" + groups.size() + "）",
          " (" + (parts.size() + 1) + "/" + groups.size() + ")");
      parts.add(new Table(table.sheetName(), table.title() + part, order.stream().map(table.headings()::get)
          .toList(), rows));
    }
    return parts;
  }

  private static int[] pick(int[] units, List<Integer> columns) {
    return columns.stream().mapToInt(c -> units[c]).toArray();
  }
}

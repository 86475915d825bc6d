package org.chuhe.app.report.print;

import java.util.Optional;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.SafeText;

/**
 * The frame of every A4 printout, as a Chinese 秩序册 or 成绩册 page has it: the event's name and what the page is
 * (division, round) at the top of every page, the date and time it was printed, and at the foot the page number
 * ("第 3 页 / 共 12 页") and the head of the log the lists were read with, so that a page on the wall can be matched
 * to the record. Lists that are signed end with the chief arbiter's signature line ({@link #signatureLine}).
 *
 * <p>Builds XHTML for {@link Pdf#fromHtml}; every text passes {@link #escape}. The body is the caller's (tables,
 * slips, cards); {@code extraCss} styles it.
 */
public final class PrintPage {
  /** The CSS every printout starts from: A4 portrait, the shipped font, running head and foot. */
  public static final String BASE_CSS = """
      @page { size: A4; margin: 22mm 12mm 18mm 12mm;
        @top-center { content: element(head); }
        @bottom-center { content: element(foot); } }
      body { font-family: '%s'; font-size: 10pt; line-height: 1.35; }
      .head { position: running(head); width: 100%%; border-bottom: 0.6pt solid #333; padding-bottom: 1mm; }
      .head::after { content: ""; display: block; clear: both; }
      .head .event { font-size: 12pt; font-weight: bold; }
      .head .what { float: right; text-align: right; }
      .foot { position: running(foot); width: 100%%; font-size: 8pt; color: #444; }
      .foot .pages { float: right; }
      .pages::after { content: "%s"; }
      h1 { font-size: 15pt; text-align: center; margin: 0 0 3mm 0; }
      h2 { font-size: 12pt; margin: 4mm 0 2mm 0; }
      table { border-collapse: collapse; width: 100%%; -fs-table-paginate: paginate; }
      thead { display: table-header-group; }
      th, td { border: 0.5pt solid #555; padding: 0.8mm 1.2mm; }
      th { background: #eee; font-weight: bold; }
      tr { page-break-inside: avoid; }
      .num { text-align: right; }
      .sign { margin-top: 8mm; page-break-inside: avoid; }
      .sign span { display: inline-block; width: 45%%; }
      .break { page-break-before: always; }
      """;

  private PrintPage() {}

  /**
   * A whole document: {@code event} and {@code what} in the running head with {@code printedAt}, the page number
   * and {@code logHead} (when read from the database) in the foot, {@code body} (already XHTML) between.
   */
  public static String document(Lang lang, String event, String what, String printedAt, Optional<String> logHead,
      String extraCss, String body) {
    return sections(lang, event + " " + what, logHead, extraCss, head(lang, event, what, printedAt) + body);
  }

  /**
   * A document of several sections, each of which starts with its own {@link #head} (a division's list after
   * another's): the running head of a page is the last head placed before or on it, so the head changes with the
   * section. {@code title} is the document's title (what a PDF viewer shows).
   */
  public static String sections(Lang lang, String title, Optional<String> logHead, String extraCss, String body) {
    String pages = lang.pick("第 \" counter(page) \" 页 / 共 \" counter(pages) \" 页",
        "page \" counter(page) \" of \" counter(pages) \"");
    return "<!DOCTYPE html>\n<html lang=\"" + lang.pick("zh-CN", "en") + "\"><head><meta charset=\"UTF-8\"/>"
        + "<title>" + escape(title) + "</title><style>" + BASE_CSS.formatted(PrintFont.FAMILY, pages)
        + extraCss + "</style></head><body>"
        + "<div class=\"foot\"><span class=\"pages\"></span>" + escape(logHead.orElse("")) + "</div>"
        + body + "</body></html>";
  }

  /** The running head: the event's name, what the pages are (division, list, round) and the print time. */
  public static String head(Lang lang, String event, String what, String printedAt) {
    return "<div class=\"head\"><span class=\"what\">" + escape(what) + "<br/>" + escape(lang.pick("打印于 ",
        "printed ") + printedAt) + "</span><span class=\"event\">" + escape(event) + "</span></div>";
  }

  /**
   * The chief arbiter's signature line under a list that is signed (名次表, 奖励名单, 领奖签收表 …), with the date
   * left to be written by hand.
   */
  public static String signatureLine(Lang lang) {
    return "<div class=\"sign\"><span>" + escape(lang.pick("裁判长签字：", "Chief arbiter's signature: "))
        + "________________</span><span>" + escape(lang.pick("日期：", "Date: ")) + "________________</span></div>";
  }

  /** Text as XHTML content or attribute value: markup characters escaped, control characters made visible. */
  public static String escape(String text) {
    if (text == null) {
      return "";
    }
    String safe = SafeText.line(text);
    StringBuilder b = new StringBuilder(safe.length() + 16);
    for (int i = 0; i < safe.length(); i++) {
      char c = safe.charAt(i);
      switch (c) {
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '&' -> b.append("&amp;");
        case '"' -> b.append("&quot;");
        case '\'' -> b.append("&#39;");
        default -> b.append(c);
      }
    }
    return b.toString();
  }
}

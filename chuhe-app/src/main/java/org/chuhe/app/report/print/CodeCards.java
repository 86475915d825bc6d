package org.chuhe.app.report.print;

import static org.chuhe.app.report.print.PrintPage.escape;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.report.CardPath;
import org.chuhe.app.report.Lang;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;

/**
 * Code cards (确认码卡, issue 26): one small card per player with his player code, which he types on his phone to
 * report and confirm his board's result, eight to an A4 page with dashed lines to cut along, handed to each player
 * at check-in. A card carries the event, the division, the player as arbiters write him ({@code 12号 王芳（厦门）}),
 * the code large in two groups of four digits ({@code 4820 3917}: read and typed without losing one's place), what
 * it is for, and with the public pages' address the QR code of the player's card page (his home on the phone).
 *
 * <p>The code is a secret: this printout is the arbiters', never linked from or copied to the public pages. No ID or
 * phone number is printed.
 */
public final class CodeCards {
  /** Cards on one A4 page: two columns of four, 62 mm high, in the 257 mm between the running head and foot. */
  static final int PER_PAGE = 8;

  private static final String CSS = """
      .sheet { page-break-after: always; }
      .sheet.last { page-break-after: auto; }
      table.cards { border-collapse: collapse; width: 100%; table-layout: fixed; }
      table.cards td.card { border: 0.8pt dashed #666; height: 56mm; padding: 3mm 3mm 2mm 4mm; vertical-align: top;
        width: 50%; }
      .card .event { font-size: 9pt; font-weight: bold; }
      .card .division { font-size: 9pt; color: #333; }
      .card .who { font-size: 13pt; font-weight: bold; margin-top: 2mm; }
      .card .label { font-size: 8.5pt; color: #333; margin-top: 2mm; }
      .card .code { font-size: 24pt; font-weight: bold; letter-spacing: 1pt; }
      .card .what { font-size: 7.5pt; margin-top: 1.5mm; }
      .card table.lower { border-collapse: collapse; width: 100%; }
      .card table.lower td { border: none; padding: 0; vertical-align: bottom; }
      .card table.lower td.scan { width: 26mm; text-align: right; }
      .card .qr { width: 25mm; height: 25mm; }
      """;

  private CodeCards() {}

  /** A player's card: his division (its id), the player and his code (the digits, without spaces). */
  public record Card(String division, Player player, String code) {}

  /**
   * The cards in the order given as XHTML for {@link Pdf#fromHtml}; {@code baseUrl}: the public pages' address for
   * the QR code of each player's card page, or null for none.
   */
  public static String html(Tournament t, List<Card> cards, String baseUrl, Lang lang, String printedAt,
      Optional<String> logHead) {
    List<String> sheets = new ArrayList<>();
    for (int i = 0; i < cards.size(); i += PER_PAGE) {
      StringBuilder sheet = new StringBuilder("<table class=\"cards\">");
      List<Card> page = cards.subList(i, Math.min(cards.size(), i + PER_PAGE));
      for (int j = 0; j < page.size(); j += 2) {
        sheet.append("<tr>").append(card(t, page.get(j), baseUrl, lang))
            .append(j + 1 < page.size() ? card(t, page.get(j + 1), baseUrl, lang) : "<td></td>").append("</tr>");
      }
      sheets.add(sheet.append("</table>").toString());
    }
    if (sheets.isEmpty()) {
      sheets.add("<p>" + escape(lang.pick("没有棋手", "no players")) + "</p>");
    }
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < sheets.size(); i++) {
      body.append("<div class=\"sheet").append(i == sheets.size() - 1 ? " last" : "").append("\">")
          .append(sheets.get(i)).append("</div>");
    }
    return PrintPage.document(lang, t.name(), lang.pick("确认码卡（请勿公开）", "code cards (not public)"), printedAt,
        logHead, CSS, body.toString());
  }

  /** The cards as a PDF. */
  public static byte[] pdf(Tournament t, List<Card> cards, String baseUrl, Lang lang, String printedAt,
      Optional<String> logHead) {
    return Pdf.fromHtml(html(t, cards, baseUrl, lang, printedAt, logHead));
  }

  /** A code as printed: two groups of four digits ("4820 3917"), so that it is read and typed without a slip. */
  public static String grouped(String code) {
    return code.length() == 8 ? code.substring(0, 4) + " " + code.substring(4) : code;
  }

  private static String card(Tournament t, Card c, String baseUrl, Lang lang) {
    StringBuilder b = new StringBuilder("<td class=\"card\"><div class=\"event\">").append(escape(t.name()))
        .append("</div><div class=\"division\">").append(escape(Venue.division(t, c.division(), lang)))
        .append("</div><div class=\"who\">").append(escape(Venue.player(t, c.player().id(), lang)))
        .append("</div><table class=\"lower\"><tr><td>");
    return b.append("<div class=\"label\">")
        .append(escape(lang.pick("确认码", "Player code"))).append("</div><div class=\"code\">")
        .append(escape(grouped(c.code()))).append("</div><div class=\"what\">")
        .append(escape(lang.pick("凭此码在手机上报告、确认本台结果；请妥善保管，勿给他人。",
            "With this code you report and confirm your board's result on your phone; keep it, show it to no one.")))
        .append("</div></td>").append(baseUrl == null || c.player().number() == null ? ""
            : "<td class=\"scan\">" + QrImage.img("qr", CardPath.url(baseUrl, c.division(), c.player().number()))
            + "</td>").append("</tr></table></td>").toString();
  }
}

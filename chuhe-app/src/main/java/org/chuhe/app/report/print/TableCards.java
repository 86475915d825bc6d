package org.chuhe.app.report.print;

import static org.chuhe.app.report.print.PrintPage.escape;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.report.Lang;
import org.chuhe.model.Game;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;

/**
 * Table cards (台签): one card per board of a round, the board number very large ("第 12 台"), the division and
 * round under it, and on request the two players ({@code 12号 王芳（厦门）}).
 *
 * <p>Why a folded tent card, one A4 landscape page per board: it is what arbiters put on the tables. Folded along
 * the dashed middle line it stands on the table by itself, without a holder, and shows the number on both faces,
 * so that players walking down either side of a row of tables find their board; the upper half is printed upside
 * down so that both faces read upright once folded. Two flat cards per page would need cutting and a stand, and
 * read from one side only. The page keeps the printouts' foot (page number, log head) at its lower edge, the foot
 * of the front face; the running head is left out, as it would sit upside down at the foot of the back face, and
 * each face names the event itself.
 *
 * <p>With the public pages' address, each face carries at its right the QR code of the board's page (issue 26), where
 * the two players report the result on their phones, and the address in small print under it. Never a player's code:
 * the card faces both players.
 */
public final class TableCards {
  private static final String CSS = """
      @page { size: A4 landscape; margin: 10mm 10mm 10mm 10mm;
        @top-center { content: none; } }
      body { margin: 0; }
      .card { page-break-after: always; }
      .card.last { page-break-after: auto; }
      .face { height: 94mm; text-align: center; overflow: hidden; position: relative; }
      .face.back { transform: rotate(180deg); }
      .face.front { border-top: 0.8pt dashed #888; }
      .face .board .gap { font-size: 50pt; }
      .face .event { font-size: 13pt; padding-top: 4mm; }
      .face .board { font-size: 140pt; font-weight: bold; line-height: 1.0; margin: 1mm 0 3mm 0; }
      .face .round { font-size: 16pt; }
      .face .players { font-size: 15pt; font-weight: bold; margin-top: 1.5mm; }
      .face .scan { position: absolute; right: 0; top: 22mm; width: 36mm; text-align: center; }
      .face .scan img { width: 32mm; height: 32mm; }
      .face .scan .say { font-size: 8.5pt; }
      .face .scan .url { font-size: 6.5pt; color: #333; word-wrap: break-word; }
      """;

  /** The space inside the board number, narrower than a 140 pt one (which would push 第 and 台 apart). */
  private static final String GAP = "<span class=\"gap\"> </span>";

  private TableCards() {}

  /**
   * The cards of {@code rounds} (one round of each division, in order) as XHTML for {@link Pdf#fromHtml};
   * {@code names}: with the two players of each board; {@code baseUrl}: the public pages' address for the QR code
   * of each board's page, or null for none.
   */
  public static String html(Tournament t, List<Round> rounds, boolean names, String baseUrl, Lang lang,
      String printedAt, Optional<String> logHead) {
    List<String> cards = new ArrayList<>();
    for (Round round : rounds) {
      for (Game g : round.games()) {
        String face = face(t, round, g, names, lang) + Venue.scan(round, g, baseUrl, lang);
        cards.add("<div class=\"face back\">" + face + "</div><div class=\"face front\">" + face + "</div>");
      }
    }
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < cards.size(); i++) {
      body.append("<div class=\"card").append(i == cards.size() - 1 ? " last" : "").append("\">")
          .append(cards.get(i)).append("</div>");
    }
    if (cards.isEmpty()) {
      body.append("<p>").append(escape(lang.pick("没有对局", "no games"))).append("</p>");
    }
    String what = rounds.size() == 1 ? Venue.round(t, rounds.get(0), lang) + lang.pick(" 台签", ", table cards")
        : lang.pick("台签", "table cards");
    return PrintPage.document(lang, t.name(), what, printedAt, logHead, CSS, body.toString());
  }

  /** The cards as a PDF. */
  public static byte[] pdf(Tournament t, List<Round> rounds, boolean names, String baseUrl, Lang lang,
      String printedAt, Optional<String> logHead) {
    return Pdf.fromHtml(html(t, rounds, names, baseUrl, lang, printedAt, logHead));
  }

  private static String face(Tournament t, Round round, Game g, boolean names, Lang lang) {
    String face = "<div class=\"event\">" + escape(t.name()) + "</div><div class=\"board\">"
        + lang.pick("第" + GAP + g.board() + GAP + "台", "Board" + GAP + g.board()) + "</div><div class=\"round\">"
        + escape(Venue.round(t, round, lang)) + "</div>";
    if (names) {
      face += "<div class=\"players\">" + escape(Venue.player(t, g.red(), lang) + lang.pick("　—　", "  –  ")
          + Venue.player(t, g.black(), lang)) + "</div>";
    }
    return face;
  }
}

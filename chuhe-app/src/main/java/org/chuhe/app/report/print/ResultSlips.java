package org.chuhe.app.report.print;

import static org.chuhe.app.report.print.PrintPage.escape;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.report.Lang;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;

/**
 * The result slips (对局记录 / 登分单) of a round: one slip per board, four to an A4 page with dashed lines to cut
 * along, which the arbiter lays on each board before the round and collects signed after it. A slip carries the
 * event, the division, round and board (large, to find the slip's board at a glance), the round's start when the
 * regulations' schedule has it, red's and black's pairing number, name and unit, the result to tick (□ 红胜 □ 和
 * □ 黑胜) and three signature lines: red's, black's and the arbiter's. Players are named as arbiters name them; no ID
 * or phone number is printed. A player with the bye has no game and no slip: the byes are listed after the slips,
 * each as {@code 12号 王芳（厦门）}, so that the arbiter enters them with the round's results.
 *
 * <p>With the public pages' address, a slip carries beside the result boxes the QR code of the board's page (issue 26),
 * where the players report the result on their phones, with the line 扫码报告结果 and the address under it.
 *
 * <p>Each division's slips start on a new page, in board order. The box □ (U+25A1) is in the shipped font.
 */
public final class ResultSlips {
  /** Slips on one A4 page: 257 mm of printable height hold four of 62 mm with their cut lines. */
  static final int PER_PAGE = 4;

  private static final String CSS = """
      .sheet { page-break-after: always; }
      .sheet.last { page-break-after: auto; }
      .slip { height: 55mm; padding: 3mm 1mm 3mm 1mm; border-bottom: 0.8pt dashed #666;
        page-break-inside: avoid; }
      .slip table { border-collapse: collapse; width: 100%; }
      .slip .top td { border: none; padding: 0 0 1.5mm 0; vertical-align: bottom; }
      .slip .top .event { font-weight: bold; font-size: 10.5pt; }
      .slip .top .where { text-align: right; font-size: 10.5pt; }
      .slip .top .board { font-size: 16pt; font-weight: bold; }
      .slip .top .kind { font-size: 9pt; color: #333; }
      .slip .top .start { text-align: right; font-size: 9pt; color: #333; }
      .slip .sides th, .slip .sides td { border: 0.6pt solid #444; padding: 1.2mm 1.5mm; font-size: 11pt; }
      .slip .sides th { background: #eee; width: 12mm; text-align: center; }
      .slip .sides .no { width: 14mm; text-align: center; }
      .slip .sides .name { width: 40mm; font-weight: bold; }
      .slip .sides .label { width: 11mm; background: #f6f6f6; font-size: 9pt; text-align: center; }
      .slip .result { margin: 3mm 0 0 0; font-size: 12pt; }
      .slip .result .box { font-size: 24pt; line-height: 1; vertical-align: -2.5pt; margin: 0 1mm 0 6mm; }
      .slip .signs { margin: 4mm 0 0 0; font-size: 10.5pt; }
      .slip .signs span { display: inline-block; width: 33%; }
      .slip.scanned .signs span { width: 43mm; }
      .slip .scan { float: right; width: 46mm; margin: 1.5mm 0 0 2mm; text-align: center; }
      .slip .scan img { width: 19mm; height: 19mm; float: left; }
      .slip .scan .say { font-size: 8pt; text-align: left; margin: 2mm 0 0 20mm; }
      .slip .scan .url { font-size: 6pt; color: #333; text-align: left; margin-left: 20mm; word-wrap: break-word; }
      .byes { margin-top: 6mm; page-break-inside: avoid; }
      .byes h2 { font-size: 12pt; }
      .byes li { font-size: 11pt; margin: 1mm 0; }
      """;

  private ResultSlips() {}

  /** The slips of {@code rounds} (one round of each division, in order) as XHTML for {@link Pdf#fromHtml}. */
  public static String html(Tournament t, List<Round> rounds, String baseUrl, Lang lang, String printedAt,
      Optional<String> logHead) {
    List<String> sheets = new ArrayList<>();
    for (Round round : rounds) {
      List<Game> games = round.games();
      for (int i = 0; i < games.size(); i += PER_PAGE) {
        StringBuilder sheet = new StringBuilder();
        for (Game g : games.subList(i, Math.min(games.size(), i + PER_PAGE))) {
          sheet.append(slip(t, round, g, baseUrl, lang));
        }
        sheets.add(sheet.toString());
      }
      if (!round.byes().isEmpty()) {
        StringBuilder byes = new StringBuilder("<div class=\"byes\"><h2>").append(escape(Venue.round(t, round, lang)
            + lang.pick("　轮空（无对局，不填登分单）", ": bye (no game, no slip)"))).append("</h2><ul>");
        for (String id : round.byes()) {
          byes.append("<li>").append(escape(Venue.player(t, id, lang))).append("</li>");
        }
        byes.append("</ul></div>");
        // Below the round's last slips: on their page when it has room, else alone on the next.
        if (games.isEmpty()) {
          sheets.add(byes.toString());
        } else {
          sheets.set(sheets.size() - 1, sheets.get(sheets.size() - 1) + byes);
        }
      }
    }
    if (sheets.isEmpty()) {
      sheets.add("<p>" + escape(lang.pick("没有对局", "no games")) + "</p>");
    }
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < sheets.size(); i++) {
      body.append("<div class=\"sheet").append(i == sheets.size() - 1 ? " last" : "").append("\">")
          .append(sheets.get(i)).append("</div>");
    }
    return PrintPage.document(lang, t.name(), what(t, rounds, lang), printedAt, logHead, CSS, body.toString());
  }

  /** The slips as a PDF; {@code baseUrl}: the public pages' address for the boards' QR codes, or null for none. */
  public static byte[] pdf(Tournament t, List<Round> rounds, String baseUrl, Lang lang, String printedAt,
      Optional<String> logHead) {
    return Pdf.fromHtml(html(t, rounds, baseUrl, lang, printedAt, logHead));
  }

  /** The running head's "what": "女子成年组 第 3 轮 登分单", or with several divisions "第 3 轮 登分单". */
  private static String what(Tournament t, List<Round> rounds, Lang lang) {
    String slips = lang.pick("登分单", "result slips");
    if (rounds.size() == 1) {
      return Venue.round(t, rounds.get(0), lang) + lang.pick(" ", ", ") + slips;
    }
    if (rounds.stream().map(Round::number).distinct().count() == 1) {
      return lang.pick("第 " + rounds.get(0).number() + " 轮 " + slips, "round " + rounds.get(0).number() + ", "
          + slips);
    }
    return slips;
  }

  private static String slip(Tournament t, Round round, Game g, String baseUrl, Lang lang) {
    StringBuilder b = new StringBuilder("<div class=\"slip").append(baseUrl == null ? "" : " scanned")
        .append("\"><table class=\"top\"><tr><td class=\"event\">")
        .append(escape(t.name())).append("</td><td class=\"where\">").append(escape(Venue.round(t, round, lang)))
        .append(" <span class=\"board\">").append(escape(lang.pick("第 " + g.board() + " 台", "Board " + g.board())))
        .append("</span></td></tr><tr><td class=\"kind\">")
        .append(escape(lang.pick("对局记录（登分单）", "Result slip"))).append("</td><td class=\"start\">")
        .append(escape(Venue.start(t, round.number()).map(s -> lang.pick("比赛时间：", "Start: ") + s).orElse("")))
        .append("</td></tr></table><table class=\"sides\">")
        .append(side(t, lang.pick("红方", "Red"), g.red(), lang))
        .append(side(t, lang.pick("黑方", "Black"), g.black(), lang))
        .append("</table>").append(Venue.scan(round, g, baseUrl, lang)).append("<div class=\"result\">")
        .append(escape(lang.pick("结果：", "Result:")));
    for (String outcome : List.of(lang.pick("红胜", "Red wins"), lang.pick("和", "Draw"),
        lang.pick("黑胜", "Black wins"))) {
      b.append("<span class=\"box\">□</span>").append(escape(outcome));
    }
    b.append("</div><div class=\"signs\">");
    for (String who : List.of(lang.pick("红方签字", "Red's signature"), lang.pick("黑方签字", "Black's signature"),
        lang.pick("裁判签字", "Arbiter's signature"))) {
      b.append("<span>").append(escape(who)).append(lang.pick("：", ": ")).append("__________</span>");
    }
    return b.append("</div></div>").toString();
  }

  private static String side(Tournament t, String colour, String id, Lang lang) {
    Player p = Venue.of(t, id);
    return "<tr><th>" + escape(colour) + "</th><td class=\"label\">" + escape(lang.pick("编号", "No."))
        + "</td><td class=\"no\">" + escape(Venue.number(p)) + "</td><td class=\"label\">"
        + escape(lang.pick("姓名", "Name")) + "</td><td class=\"name\">" + escape(p.name())
        + "</td><td class=\"label\">" + escape(lang.pick("单位", "Unit")) + "</td><td>" + escape(Venue.unit(t, p))
        + "</td></tr>";
  }
}

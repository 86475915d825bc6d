package org.chuhe.app.report.print;

import java.time.format.DateTimeFormatter;
import java.util.Optional;
import org.chuhe.app.report.BoardPath;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.regulations.ScheduledRound;
import org.chuhe.tournament.Tournament;

/**
 * What the venue's printouts (result slips, table cards, the 秩序册) say the same way: a division's name, a round
 * ("女子成年组 第 3 轮"), its scheduled start, a player as arbiters write him ({@code 12号 王芳（厦门）}).
 */
final class Venue {
  static final DateTimeFormatter START = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

  private Venue() {}

  static String division(Tournament t, String division, Lang lang) {
    return StandingsReport.divisionName(t, division, lang);
  }

  /** "女子成年组 第 3 轮" / "Women, adult, round 3". */
  static String round(Tournament t, Round r, Lang lang) {
    return lang.pick(division(t, r.division(), lang) + " 第 " + r.number() + " 轮",
        division(t, r.division(), lang) + ", round " + r.number());
  }

  /** When the regulations' schedule (日程) starts round {@code round}, as printed: "2018-10-04 09:00". */
  static Optional<String> start(Tournament t, int round) {
    return t.regulations().schedule().stream().filter(s -> s.round() == round).findFirst()
        .map(ScheduledRound::start).map(START::format);
  }

  /** A player as arbiters write him: {@code 12号 王芳（厦门）}, in English {@code No. 12 王芳 (厦门)}. */
  static String player(Tournament t, String id, Lang lang) {
    return lang.pick(t.nameZh(id), t.nameEn(id));
  }

  static Player of(Tournament t, String id) {
    return t.player(id).orElse(Player.of(id, id, null, null));
  }

  /** The unit as lists print it (what the unit field says when it is no unit, 个人); blank for none. */
  static String unit(Tournament t, Player p) {
    return t.unitName(p);
  }

  /** Whether the player enters for no unit (no unit field, or one of the spellings of none: 个人, 散户 …). */
  static boolean noUnit(Tournament t, Player p) {
    return t.regulations().units().noUnit(t.unitName(p));
  }

  static String number(Player p) {
    return p.number() == null ? "" : String.valueOf(p.number());
  }

  /**
   * The QR code of the board's page on the public pages at {@code baseUrl} (issue 26: the players report the result
   * there), with what it is for and the address under it, in a {@code scan} block the printout places; empty without
   * an address.
   */
  static String scan(Round round, Game g, String baseUrl, Lang lang) {
    if (baseUrl == null) {
      return "";
    }
    String url = BoardPath.url(baseUrl, round.division(), round.number(), g.board());
    return "<div class=\"scan\">" + QrImage.img("qr", url) + "<div class=\"say\">"
        + PrintPage.escape(lang.pick("扫码报告结果", "scan to report the result")) + "</div><div class=\"url\">"
        + PrintPage.escape(url) + "</div></div>";
  }
}

package org.chuhe.app.report;

import java.util.List;
import org.chuhe.model.Game;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.pairing.BoardNote;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.Violation;

/** A pairing list (对阵表) as text, with the engine's reasons when asked. Public output: names and units only. */
public final class PairingReport {
  private PairingReport() {}

  /** {@code t} already contains the paired round. */
  public static String text(Tournament t, PairingResult result, boolean explain, Lang lang) {
    var round = result.round();
    StringBuilder sb = new StringBuilder();
    sb.append(StandingsReport.divisionName(t, round.division(), lang))
        .append(lang.pick("  第 " + round.number() + " 轮对阵表", "  pairing list, round " + round.number()))
        .append(round.isProvisional() ? lang.pick("（临时编排）", " (provisional)") : "")
        .append('\n');
    if (round.isProvisional()) {
      List<String> games = new java.util.ArrayList<>();
      for (var u : round.countedAsDraws()) {
        var game = t.roundsOf(round.division()).stream().filter(r -> r.number() == u.round())
            .flatMap(r -> r.games().stream()).filter(g -> g.board() == u.board()).findFirst();
        games.add(lang.pick("第" + u.round() + "轮第" + u.board() + "台", "round " + u.round() + " board " + u.board())
            + game.map(g -> " " + name(t, g.red()) + "—" + name(t, g.black())).orElse(""));
      }
      sb.append(lang.pick("临时编排：以下对局编排时尚无结果，按和棋计入编排积分（表中积分即编排所用积分），无论其结果如何，本轮编排有效：",
          "provisional pairing: these games had no result when the round was paired and count as draws for it (the "
              + "points shown are the ones the pairing used); the pairing stands whatever their results: "))
          .append(String.join(lang.pick("；", "; "), games)).append('\n');
    }
    // The pairing numbers tell apart players of the same name, and are how arbiters name a player.
    TextTable table = new TextTable(List.of(lang.pick("台次", "Board"), lang.pick("积分", "Pts"),
        lang.pick("序号", "No."), lang.pick("红方", "Red"), lang.pick("单位", "Unit"), "", lang.pick("序号", "No."),
        lang.pick("黑方", "Black"), lang.pick("单位", "Unit"), lang.pick("积分", "Pts")),
        List.of(true, true, true, false, false, false, true, false, false, true));
    for (Game g : round.games()) {
      table.add(List.of(Integer.toString(g.board()), points(result, g.red()), number(t, g.red()), name(t, g.red()),
          unit(t, g.red()), "—", number(t, g.black()), name(t, g.black()), unit(t, g.black()),
          points(result, g.black())));
    }
    // In a team round the byes are the players alone at a board the other team left empty (teams.TeamLineUps).
    String byeWord = round.isTeamRound() ? lang.pick("空台不战而胜", "wins an empty board") : lang.pick("轮空", "bye");
    for (String bye : round.byes()) {
      table.add(List.of("", points(result, bye), number(t, bye), name(t, bye), unit(t, bye), byeWord, "", "", "",
          ""));
    }
    sb.append(table.render());
    result.swissQuality().ifPresent(q -> sb.append(lang.pick("质量向量：" + q.lineZh(), "quality: " + q.lineEn()))
        .append('\n'));
    for (ManualChange c : result.changes()) {
      sb.append(lang.pick("人工调整：" + c.describeZh(t::nameZh), "manual change: " + c.describeEn(t::nameEn)))
          .append('\n');
    }
    for (Violation v : result.violations()) {
      sb.append(lang.pick("注意：", "note: ")).append(v.line()).append('\n');
    }
    result.warnings().forEach(w -> sb.append(lang.pick("注意：" + w.zh(), "note: " + w.en())).append('\n'));
    if (explain) {
      sb.append(lang.pick(result.summaryZh(), result.summaryEn())).append('\n');
      for (BoardNote n : result.notes()) {
        sb.append("  ").append(lang.pick(n.zh(), n.en())).append('\n');
      }
    }
    return sb.append('\n').toString();
  }

  /** The points the pairing used for this player (a provisional pairing's unfinished games as draws). */
  private static String points(PairingResult result, String id) {
    Integer p = result.points().get(id);
    return p == null ? "" : Integer.toString(p);
  }

  private static String number(Tournament t, String id) {
    return t.player(id).map(Player::number).map(String::valueOf).orElse("");
  }

  private static String name(Tournament t, String id) {
    return t.player(id).map(Player::name).orElse(id);
  }

  private static String unit(Tournament t, String id) {
    return t.player(id).map(p -> StandingsReport.unitName(t, p)).orElse("");
  }
}

package org.chuhe.app.report;

import java.util.List;
import org.chuhe.app.cli.Lang;
import org.chuhe.app.cli.TextTable;
import org.chuhe.model.Game;
import org.chuhe.model.Histories;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Player;
import org.chuhe.model.PlayerHistory;
import org.chuhe.model.Tournament;
import org.chuhe.pairing.BoardNote;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.Violation;

/** A pairing list (对阵表) as text, with the engine's reasons when asked. Public output: names and units only. */
public final class PairingReport {
  private PairingReport() {}

  /** {@code t} already contains the paired round. */
  public static String text(Tournament t, PairingResult result, boolean explain, Lang lang) {
    var round = result.round();
    var histories = Histories.of(t, round.division(), round.number() - 1);
    StringBuilder sb = new StringBuilder();
    sb.append(StandingsReport.divisionName(t, round.division(), lang))
        .append(lang.pick("  第 " + round.number() + " 轮对阵表", "  pairing list, round " + round.number()))
        .append('\n');
    TextTable table = new TextTable(List.of(lang.pick("台次", "Board"), lang.pick("积分", "Pts"),
        lang.pick("红方", "Red"), lang.pick("单位", "Unit"), "", lang.pick("黑方", "Black"), lang.pick("单位", "Unit"),
        lang.pick("积分", "Pts")), List.of(true, true, false, false, false, false, false, true));
    for (Game g : round.games()) {
      table.add(List.of(Integer.toString(g.board()), points(histories.get(g.red())), name(t, g.red()),
          unit(t, g.red()), "—", name(t, g.black()), unit(t, g.black()), points(histories.get(g.black()))));
    }
    for (String bye : round.byes()) {
      table.add(List.of("", points(histories.get(bye)), name(t, bye), unit(t, bye), lang.pick("轮空", "bye"), "", "",
          ""));
    }
    sb.append(table.render());
    sb.append(lang.pick("质量向量：" + result.quality().lineZh(), "quality: " + result.quality().lineEn()))
        .append('\n');
    for (ManualChange c : result.changes()) {
      sb.append(lang.pick("人工调整：" + c.describeZh(), "manual change: " + c.describeEn())).append('\n');
    }
    for (Violation v : result.violations()) {
      sb.append(lang.pick("注意：", "note: ")).append(v.line()).append('\n');
    }
    if (explain) {
      sb.append(lang.pick(result.summaryZh(), result.summaryEn())).append('\n');
      for (BoardNote n : result.notes()) {
        sb.append("  ").append(lang.pick(n.zh(), n.en())).append('\n');
      }
    }
    return sb.append('\n').toString();
  }

  private static String points(PlayerHistory h) {
    return h == null ? "" : Integer.toString(h.points());
  }

  private static String name(Tournament t, String id) {
    return t.player(id).map(Player::name).orElse(id);
  }

  private static String unit(Tournament t, String id) {
    return t.player(id).map(p -> StandingsReport.unitName(t, p)).orElse("");
  }
}

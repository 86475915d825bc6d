package org.chuhe.app.report;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.knockout.Bracket;
import org.chuhe.knockout.FinalPlaces;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.standings.StandingsRow;
import org.chuhe.tournament.Tournament;

/**
 * The knock-out of a Swiss then knock-out as text: where it stands, every match stage by stage with its games
 * (round, game, red against black, the result as arbiters write it), the winner and how; then the final places,
 * the knock-out first, each with how it was decided, and the rest by the Swiss standings. Public: names and units
 * only.
 */
public final class KnockoutReport {
  private KnockoutReport() {}

  public static String text(Tournament t, FinalPlaces.Result r, Lang lang) {
    Bracket b = r.bracket();
    KnockoutRules k = b.rules();
    StringBuilder out = new StringBuilder();
    out.append(StandingsReport.divisionName(t, b.division(), lang)).append("  ")
        .append(lang.pick("淘汰赛（积分编排 " + b.swissRounds() + " 轮后前 " + k.qualifiers() + " 名）",
            "knock-out (the first " + k.qualifiers() + " after " + b.swissRounds() + " Swiss rounds)"))
        .append("  ").append(status(b, lang)).append('\n');
    for (List<Bracket.Match> stage : b.stages()) {
      for (Bracket.Match m : stage) {
        out.append(lang.pick(m.nameZh(k), m.nameEn(k))).append("  ")
            .append(seedName(t, m.higher(), lang)).append(lang.pick(" 对 ", " v ")).append(seedName(t, m.lower(), lang))
            .append('\n');
        for (Bracket.MatchGame g : m.games()) {
          out.append("  ").append(lang.pick("第 " + g.round() + " 轮 " + g.slot().gameZh(k),
              "round " + g.round() + " " + g.slot().gameEn(k))).append(": ").append(game(t, g.game(), lang))
              .append('\n');
        }
        if (m.decided()) {
          out.append("  → ").append(lang.pick(t.nameZh(m.winner()) + " 胜出：" + m.howZh(k),
              t.nameEn(m.winner()) + " goes through: " + m.howEn(k))).append('\n');
        }
      }
    }
    for (Bracket.Mismatch x : b.mismatches()) {
      out.append(lang.pick("! 第 " + x.round() + " 轮：" + x.zh(), "! round " + x.round() + ": " + x.en())).append('\n');
    }
    out.append(warnings(b, lang));
    out.append('\n').append(lang.pick(b.status() == Bracket.Status.FINISHED ? "最终名次" : "名次（淘汰赛进行中）",
        b.status() == Bracket.Status.FINISHED ? "final places" : "places (knock-out in progress)")).append('\n');
    TextTable table = new TextTable(List.of(lang.pick("名次", "Place"), lang.pick("序号", "No."),
        lang.pick("姓名", "Name"), lang.pick("单位", "Unit"), lang.pick("积分编排名次", "Swiss rank"),
        lang.pick("积分", "Points"), lang.pick("说明", "How")), List.of(true, true, false, false, true, true, false));
    for (FinalPlaces.Place p : r.places()) {
      StandingsRow swiss = r.swiss().row(p.player()).orElseThrow();
      Player player = swiss.player();
      table.add(new ArrayList<>(List.of((p.shared() ? "=" : "") + p.place(),
          player.number() == null ? "" : player.number().toString(), player.name(),
          StandingsReport.unitName(t, player), (swiss.sharedRank() ? "=" : "") + swiss.rank(),
          String.valueOf(swiss.points()), lang.pick(p.zh(), p.en()))));
    }
    return out.append(table.render()).append(StandingsReport.didNotPlay(t, r.swiss(), lang)).toString();
  }

  /** The bracket's warnings (a tie across the qualifying line), a line each: "注意：…"; empty when none. */
  public static String warnings(Bracket b, Lang lang) {
    StringBuilder out = new StringBuilder();
    b.warnings().forEach(w -> out.append(lang.pick("注意：" + w.zh(), "note: " + w.en())).append('\n'));
    return out.toString();
  }

  /** Where the knock-out stands, for the title. */
  public static String status(Bracket b, Lang lang) {
    KnockoutRules k = b.rules();
    return switch (b.status()) {
      case SWISS -> lang.pick("积分编排进行中", "Swiss in progress");
      case READY -> lang.pick("下一轮：第 " + b.nextRound() + " 轮 " + b.next().zh(k),
          "next: round " + b.nextRound() + ", " + b.next().en(k));
      case WAITING -> lang.pick("第 " + b.openRound() + " 轮进行中", "round " + b.openRound() + " in progress");
      case FINISHED -> lang.pick("已结束", "finished");
      case BROKEN -> lang.pick("记录的轮次不符合对阵", "the recorded rounds do not fit the bracket");
    };
  }

  private static String seedName(Tournament t, Bracket.Seed s, Lang lang) {
    return lang.pick("第" + s.seed() + "种子 " + t.nameZh(s.player()), "seed " + s.seed() + " " + t.nameEn(s.player()));
  }

  /** A game as a list writes it: red v black, 红胜 / 1-0 (blank while on). */
  static String game(Tournament t, Game g, Lang lang) {
    return lang.pick(t.nameZh(g.red()) + " 对 " + t.nameZh(g.black()) + " " + g.result().zh(),
        t.nameEn(g.red()) + " v " + t.nameEn(g.black()) + " " + g.result().en()).strip();
  }
}

package org.chuhe.web;

import io.javalin.http.Context;
import java.util.List;
import org.chuhe.model.Round;
import org.chuhe.standings.RoundsCounted;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.tournament.Tournament;

/**
 * Which standings a public page shows (the standings, the crosstable, the team standings, the hall display) while
 * a round is under way (issue 23): by default those after the last complete round, so that a figure players argue
 * from never moves with half a round; the live ones ({@code ?live=1}: only games with a result count) one click
 * away and labelled. Between rounds both are the same and no link is shown.
 *
 * @param tournament the event as the page counts it: whole when live, else without the division's rounds after the
 *     last complete one
 * @param live       whether the page shows the live standings
 * @param underWay   the division's latest round still has games without a result
 * @param now        what the live standings count ("第 5 轮进行中，已录入 12 / 60 台")
 * @param complete   the last complete round (what the default standings count)
 * @param linked     whether the page offers the other view (the public pages; the console shows the live ones only)
 */
record Shown(Tournament tournament, boolean live, boolean underWay, RoundsCounted now, int complete,
    boolean linked) {

  static Shown of(Tournament whole, String division, Context ctx) {
    return of(whole, division, "1".equals(ctx.queryParam("live")));
  }

  static Shown of(Tournament whole, String division, boolean askedLive) {
    List<Round> rounds = whole.roundsOf(division);
    RoundsCounted now = RoundsCounted.of(rounds);
    int complete = StandingsEngine.lastCompleteRound(whole, division);
    boolean underWay = !now.complete();
    boolean live = askedLive && underWay;
    return new Shown(live || !underWay ? whole : whole.withRoundsUpTo(division, complete), live, underWay, now,
        complete, true);
  }

  /** The console's standings: live while a round is under way (the arbiter's view), labelled so, no other view. */
  static Shown live(Tournament whole, String division) {
    Shown shown = of(whole, division, true);
    return new Shown(shown.tournament, shown.live, shown.underWay, shown.now, shown.complete, false);
  }

  /** The address of this page's live part ({@code base}), keeping the choice of view. */
  String part(String base) {
    return live ? base + "?live=1" : base;
  }

  /** The link to the other view (blank between rounds): to the live standings, or back to the default. */
  String otherUrl(String page) {
    return !underWay || !linked ? "" : live ? page : page + "?live=1";
  }

  /** The words of {@link #otherUrl}. */
  String otherLabel(Texts x) {
    if (!underWay || !linked) {
      return "";
    }
    return live ? x.get("standings.toAfter", words(x, RoundsCounted.after(complete)))
        : x.get("standings.toLive", words(x, now));
  }

  /** What the figures shown count, for the title: "第 4 轮后", or live "第 5 轮进行中，已录入 12 / 60 台". */
  String counted(Texts x) {
    return words(x, live || !underWay ? now : RoundsCounted.after(complete));
  }

  static String words(Texts x, RoundsCounted c) {
    return x.pick(c.zh(), c.en());
  }
}

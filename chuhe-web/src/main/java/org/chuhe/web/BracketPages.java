package org.chuhe.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.report.KnockoutReport;
import org.chuhe.app.report.Lang;
import org.chuhe.app.workflow.Reports;
import org.chuhe.knockout.Bracket;
import org.chuhe.knockout.FinalPlaces;
import org.chuhe.model.Game;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.tournament.Tournament;

/**
 * The public bracket of a Swiss then knock-out (对阵图): the knock-out's stages as columns, each match with both
 * players named as arbiters name them ({@code 3号 王芳（厦门）}) and their seeds, every game with its round, kind (第2局,
 * 快棋加赛 第1局, 加赛决胜局) and result as arbiters write it (红胜, 和, 黑胜), the winner marked and how he went through;
 * then the final places. From the public tournament only: no ID or phone numbers.
 */
final class BracketPages {
  private final Event event;
  private final Templates templates;

  BracketPages(Event event, Templates templates) {
    this.event = event;
    this.templates = templates;
  }

  /** One player of a match: seed, name as arbiters write it, his page, whether he went through. */
  record Side(String seed, String name, String url, boolean winner) {}

  /** One game of a match: round, kind, red's name, result. */
  record GameLine(String round, String kind, String red, String result) {}

  /** One match. */
  record MatchView(String name, Side higher, Side lower, List<GameLine> games, String how) {}

  /** One column: a stage. */
  record Column(String name, List<MatchView> matches) {}

  /** One final place. */
  record PlaceLine(String place, String name, String how) {}

  record View(String division, String divisionName, String status, List<Column> columns, List<PlaceLine> places,
      String standingsUrl) {}

  void bracket(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    String division = PublicPages.division(tournament, ctx.pathParam("division"));
    if (tournament.regulations().format() != Format.SWISS_KNOCKOUT) {
      throw Web.notFound("format", "problem.noKnockout", tournament.regulations().format().key());
    }
    View view = view(tournament, t, Reports.knockout(tournament, division).get(0));
    Frame f = Web.frame(ctx, t, t.get("bracket.title", view.divisionName()), Optional.empty());
    templates.send(ctx, "bracket", Web.model(f, "b", view));
  }

  static View view(Tournament t, Texts x, FinalPlaces.Result r) {
    Bracket b = r.bracket();
    KnockoutRules k = b.rules();
    Lang lang = x.english() ? Lang.en : Lang.zh;
    List<Column> columns = new ArrayList<>();
    for (List<Bracket.Match> stage : b.stages()) {
      List<MatchView> matches = new ArrayList<>();
      for (Bracket.Match m : stage) {
        List<GameLine> games = new ArrayList<>();
        for (Bracket.MatchGame g : m.games()) {
          Game game = g.game();
          games.add(new GameLine(x.get("bracket.round", g.round()), x.pick(g.slot().gameZh(k), g.slot().gameEn(k)),
              name(t, x, game.red()), Views.result(x, game.result())));
        }
        matches.add(new MatchView(x.pick(m.nameZh(k), m.nameEn(k)), side(t, x, m, m.higher()),
            side(t, x, m, m.lower()), games, m.decided() ? x.pick(m.howZh(k), m.howEn(k)) : ""));
      }
      columns.add(new Column(stage.isEmpty() ? "" : x.pick(stage.get(0).nameZh(k), stage.get(0).nameEn(k)),
          matches));
    }
    List<FinalPlaces.Place> qualifiers = r.places().stream().filter(p -> p.seed() != null).toList();
    List<PlaceLine> places = new ArrayList<>();
    for (FinalPlaces.Place p : qualifiers) {
      places.add(new PlaceLine(place(qualifiers, p), name(t, x, p.player()), x.pick(p.zh(), p.en())));
    }
    return new View(b.division(), Views.divisionName(t, x, b.division()), KnockoutReport.status(b, lang), columns,
        places, Paths.standings(b.division()));
  }

  /**
   * A place as the list prints it: "=3" when shared; for the players still playing for places (no match has placed
   * them yet) the places they play for, "1–4", not a place they may not get.
   */
  private static String place(List<FinalPlaces.Place> all, FinalPlaces.Place p) {
    if (p.match() != null) {
      return (p.shared() ? "=" : "") + p.place();
    }
    List<Integer> open = all.stream().filter(o -> o.match() == null && o.zh().equals(p.zh()))
        .map(FinalPlaces.Place::place).toList();
    int first = open.stream().mapToInt(Integer::intValue).min().orElse(p.place());
    int last = open.stream().mapToInt(Integer::intValue).max().orElse(p.place());
    return first == last ? Integer.toString(first) : first + "–" + last;
  }

  private static Side side(Tournament t, Texts x, Bracket.Match m, Bracket.Seed s) {
    return new Side(x.get("bracket.seed", s.seed()), name(t, x, s.player()), Views.cell(t, s.player()).url(),
        s.player().equals(m.winner()));
  }

  private static String name(Tournament t, Texts x, String player) {
    return x.english() ? t.nameEn(player) : t.nameZh(player);
  }
}

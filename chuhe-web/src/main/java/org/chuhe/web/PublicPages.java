package org.chuhe.web;

import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.chuhe.app.workflow.Reports;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.PlayerHistory;
import org.chuhe.tournament.Tournament;

/**
 * The players' pages: read-only, no login, from the public tournament only ({@link Event#publicTournament}). Each
 * handler reads, calls one use case or core value, builds its view and renders it; a part of a page that updates
 * live has an address of its own that renders only that part ({@code …/boards}, {@code …/table}).
 */
final class PublicPages {
  private final Event event;
  private final Templates templates;
  private final PublicExtras extras;
  private final PublicGames games;
  private final BoardPages boards;
  private final TeamPages teams;

  PublicPages(Event event, Templates templates, PublicExtras extras, PublicGames games, BoardPages boards,
      TeamPages teams) {
    this.boards = boards;
    this.teams = teams;
    this.event = event;
    this.templates = templates;
    this.extras = extras;
    this.games = games;
  }

  void home(Context ctx) {
    Texts t = Web.texts(ctx);
    if (!event.bound()) {
      templates.send(ctx, "noEvent", java.util.Map.of("f", Web.frame(ctx, t, t.get("events.none"), Optional.empty())));
      return;
    }
    Tournament tournament = event.publicTournament();
    Frame f = Web.frame(ctx, t, tournament.name(), Optional.empty());
    templates.send(ctx, "home", java.util.Map.of("f", f, "home", Views.home(tournament, t), "x",
        extras.home(tournament, t), "games", games.any()));
  }

  /** A round's pairing list; a team round's match list ({@link TeamPages}). */
  void round(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Round round = round(tournament, ctx);
    if (round.isTeamRound()) {
      teams.round(ctx, tournament, round, games.recorded(round.division(), round.number()));
      return;
    }
    Views.Pairings pairings = Views.pairings(tournament, t, round, games.recorded(round.division(), round.number()));
    Frame f = Web.frame(ctx, t, t.get("pairings.title", pairings.divisionName(), pairings.round()), Optional.empty());
    templates.send(ctx, "pairings", Web.model(f, "p", pairings));
  }

  /** The boards of {@link #round} alone: what a live update fetches. */
  void roundBoards(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Round round = round(tournament, ctx);
    if (round.isTeamRound()) {
      teams.roundPart(ctx, tournament, round, games.recorded(round.division(), round.number()));
      return;
    }
    Views.Pairings pairings = Views.pairings(tournament, t, round, games.recorded(round.division(), round.number()));
    templates.send(ctx, "boards", Web.model(Web.frame(ctx, t, "", Optional.empty()), "p", pairings));
  }

  void standings(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Views.Standings standings = standingsOf(tournament, t, ctx);
    Frame f = Web.frame(ctx, t, t.get("standings.title", standings.divisionName(), standings.counted()),
        Optional.empty());
    templates.send(ctx, "standings", Web.model(f, "s", standings));
  }

  /** The table of {@link #standings} alone: what a live update fetches. */
  void standingsTable(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Views.Standings standings = standingsOf(tournament, t, ctx);
    templates.send(ctx, "standingsTable", Web.model(Web.frame(ctx, t, "", Optional.empty()), "s",
        standings));
  }

  void crosstable(Context ctx) {
    Texts t = Web.texts(ctx);
    Views.Crosstable table = crosstableOf(event.publicTournament(), t, ctx);
    Frame f = Web.frame(ctx, t, t.get("cross.title", table.divisionName(), table.counted()), Optional.empty());
    templates.send(ctx, "crosstable", Web.model(f, "x", table));
  }

  /** The table of {@link #crosstable} alone: what a live update fetches. */
  void crosstableTable(Context ctx) {
    Texts t = Web.texts(ctx);
    Views.Crosstable table = crosstableOf(event.publicTournament(), t, ctx);
    templates.send(ctx, "crossTable", Web.model(Web.frame(ctx, t, "", Optional.empty()), "x", table));
  }

  private static Views.Crosstable crosstableOf(Tournament tournament, Texts t, Context ctx) {
    String division = division(tournament, ctx.pathParam("division"));
    Shown shown = Shown.of(tournament, division, ctx);
    return Views.crosstable(t, Reports.standings(shown.tournament(), division).get(0), shown);
  }

  void teams(Context ctx) {
    Texts t = Web.texts(ctx);
    Views.Teams teams = teamsOf(event.publicTournament(), t, ctx);
    Frame f = Web.frame(ctx, t, t.get("teams.title", teams.divisionName(), teams.counted()), Optional.empty());
    templates.send(ctx, "teams", Web.model(f, "s", teams));
  }

  /** The table of {@link #teams} alone: what a live update fetches. */
  void teamsTable(Context ctx) {
    Texts t = Web.texts(ctx);
    Views.Teams teams = teamsOf(event.publicTournament(), t, ctx);
    templates.send(ctx, "teamsTable", Web.model(Web.frame(ctx, t, "", Optional.empty()), "s", teams));
  }

  /** The team standings of the results book; not found when the regulations score no teams. */
  private static Views.Teams teamsOf(Tournament tournament, Texts t, Context ctx) {
    TeamScoring scoring = tournament.regulations().teamScoring();
    if (scoring.method() == TeamScoring.Method.NONE) {
      throw Web.notFound("teamScoring", "problem.noTeams");
    }
    Shown shown = Shown.of(tournament, tournament.regulations().teamDivision(), ctx);
    return Views.teams(t, Reports.resultsBook(shown.tournament()), shown);
  }

  /** A player's card, with his board in the last published round at its top ({@link BoardPages#seat}). */
  void player(Context ctx) {
    Texts t = Web.texts(ctx);
    Tournament tournament = event.publicTournament();
    Player player = playerOf(tournament, ctx);
    Views.Card card = cardOf(tournament, t, player);
    Frame f = Web.frame(ctx, t, t.get("card.title", card.player().name(), card.divisionName()), Optional.empty());
    templates.send(ctx, "card", Map.of("f", f, "c", card, "seat", boards.seat(tournament, t, player)));
  }

  /** The rounds of {@link #player} alone: what a live update fetches. */
  void playerRounds(Context ctx) {
    Texts t = Web.texts(ctx);
    Views.Card card = cardOf(event.publicTournament(), t, ctx);
    templates.send(ctx, "cardRounds", Web.model(Web.frame(ctx, t, "", Optional.empty()), "c", card));
  }

  /** The card of the player with the pairing number of the address, with his rank after each round. */
  private Views.Card cardOf(Tournament tournament, Texts t, Context ctx) {
    return cardOf(tournament, t, playerOf(tournament, ctx));
  }

  private Views.Card cardOf(Tournament tournament, Texts t, Player player) {
    String division = player.division();
    CardsOf kept = cardsOf(tournament);
    PlayerHistory history = kept.histories().computeIfAbsent(division, d -> Histories.of(tournament, d))
        .get(player.id());
    return Views.card(tournament, t, player, history, (k, id) -> kept.ranks().computeIfAbsent(division + "/" + k,
        key -> ranks(Reports.standings(tournament.withRoundsUpTo(division, k), division).get(0))).getOrDefault(id,
        "–"), games.recorded(division));
  }

  /** The player of a card's address: his division and pairing number (not found: 404). */
  static Player playerOf(Tournament tournament, Context ctx) {
    String division = division(tournament, ctx.pathParam("division"));
    int number = Web.number(ctx.pathParam("number"), "number");
    return tournament.playersIn(division).stream().filter(p -> p.number() != null && p.number() == number)
        .findFirst().orElseThrow(() -> Web.notFound("number", "problem.noNumber", number));
  }

  /**
   * What every card of a division shares, kept for the public tournament last read (the same object until a
   * change): the division's histories, and its ranks after each round (its standings without the later rounds).
   * Worked out again for each card, the cards of a 10,000-player division (the static copy, {@link StaticSite},
   * renders them all) would rank the division again for every round of every card.
   */
  private record CardsOf(Tournament of, Map<String, Map<String, PlayerHistory>> histories,
      Map<String, Map<String, String>> ranks) {}

  private volatile CardsOf cards = new CardsOf(null, Map.of(), Map.of());

  private CardsOf cardsOf(Tournament tournament) {
    CardsOf now = cards;
    if (now.of() != tournament) {
      now = new CardsOf(tournament, new ConcurrentHashMap<>(), new ConcurrentHashMap<>());
      cards = now;
    }
    return now;
  }

  /** Each ranked player's rank as the lists print it ({@link Views#rank}: "=3"). */
  private static Map<String, String> ranks(DivisionStandings s) {
    Map<String, String> ranks = new java.util.HashMap<>();
    s.rows().forEach(r -> ranks.put(r.playerId(), (r.sharedRank() ? "=" : "") + r.rank()));
    return ranks;
  }

  private static Views.Standings standingsOf(Tournament tournament, Texts t, Context ctx) {
    String division = division(tournament, ctx.pathParam("division"));
    Shown shown = Shown.of(tournament, division, ctx);
    return Views.standings(t, Reports.standings(shown.tournament(), division).get(0), shown);
  }

  /** The round of the address, refused as not found when the division has not paired it. */
  private static Round round(Tournament tournament, Context ctx) {
    String division = division(tournament, ctx.pathParam("division"));
    int number = Web.number(ctx.pathParam("round"), "round");
    return tournament.roundsOf(division).stream().filter(r -> r.number() == number).findFirst()
        .orElseThrow(() -> Web.notFound("round", "problem.notPaired", number));
  }

  /** A division of the tournament by its id (as the links write it). */
  static String division(Tournament tournament, String id) {
    return tournament.regulations().division(id).map(d -> d.id())
        .orElseThrow(() -> Web.notFound("division", "problem.noDivision", id));
  }
}

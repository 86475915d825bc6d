package org.chuhe.web;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.report.Pinyin;
import org.chuhe.app.workflow.Results;
import org.chuhe.awards.Award;
import org.chuhe.awards.DivisionTotal;
import org.chuhe.awards.GradeAward;
import org.chuhe.awards.ManualAwardEntry;
import org.chuhe.awards.PrizeList;
import org.chuhe.awards.ResultsBook;
import org.chuhe.awards.TeamAward;
import org.chuhe.awards.TitleAward;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.standings.TeamStandingsRow;
import org.chuhe.tournament.Tournament;

/**
 * The views of the pages of {@link PublicExtras} (the QR code, the players list, the latest results, the prize list
 * and titles, the hall display), as {@link Views} builds those of the other public pages: rows of strings, from the
 * public tournament only.
 */
final class ExtraViews {
  private ExtraViews() {}

  /** How many results the latest results list. */
  static final int LATEST = 10;

  /**
   * What the home shows beside its divisions: the public address and its QR code, the prize list and titles once the
   * event has ended (blank before), the hall display, the latest results.
   */
  record HomeExtras(String address, String qrUrl, String posterUrl, String prizesUrl, String titlesUrl,
      String hallUrl, Latest latest) {}

  /** One result that came in: when, the division and round, the board and its players. */
  record LatestRow(String at, String divisionName, int round, String roundUrl, int board, Views.PlayerCell red,
      String result, Views.PlayerCell black) {}

  record Latest(List<LatestRow> rows, String url) {}

  /** Whether every division has played all its rounds: then the prize list and the titles are public. */
  static boolean ended(Tournament t) {
    for (DivisionRules d : t.regulations().divisions()) {
      List<Round> rounds = t.roundsOf(d.id());
      if (t.playersIn(d.id()).isEmpty()) {
        continue;
      }
      if (rounds.size() < Views.roundsOf(t, d.id()) || rounds.isEmpty()
          || !rounds.stream().allMatch(Round::isComplete)) {
        return false;
      }
    }
    return true;
  }

  static HomeExtras home(Tournament t, Texts x, String address, Latest latest) {
    boolean ended = ended(t);
    return new HomeExtras(address, Paths.QR_IMAGE, Paths.QR, ended ? Paths.PRIZES : "", ended ? Paths.TITLES : "",
        Paths.HALL, latest);
  }

  private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm").withZone(ZoneId.systemDefault());

  /**
   * The results that came in last, newest first: each board as the public tournament holds it now (a board of a
   * round the public does not see is left out, as is a board whose result was taken back).
   */
  static Latest latest(Tournament t, Texts x, List<Results.Entered> entered) {
    List<LatestRow> rows = new ArrayList<>();
    for (Results.Entered e : entered) {
      Optional<Game> game = t.roundsOf(e.ref().division()).stream().filter(r -> r.number() == e.ref().round())
          .flatMap(r -> r.games().stream()).filter(g -> g.board() == e.ref().board()).findFirst();
      if (game.isEmpty() || !game.get().result().isFinished()) {
        continue;
      }
      Game g = game.get();
      rows.add(new LatestRow(CLOCK.format(e.at()), Views.divisionName(t, x, e.ref().division()), e.ref().round(),
          Paths.round(e.ref().division(), e.ref().round()), g.board(), Views.cell(t, g.red()),
          Views.result(x, g.result()), Views.cell(t, g.black())));
    }
    return new Latest(rows, Paths.LATEST);
  }

  /** A division's players in the order of their names' pinyin, each with his search keys. */
  record PlayersList(String division, String divisionName, List<Views.PlayerCell> players) {}

  static PlayersList players(Tournament t, Texts x, String division) {
    List<Player> sorted = new ArrayList<>(t.playersIn(division));
    sorted.sort((a, b) -> Pinyin.ORDER.compare(a.name(), b.name()));
    return new PlayersList(division, Views.divisionName(t, x, division),
        sorted.stream().map(p -> Views.cell(t, p.id())).toList());
  }

  /**
   * One prize of a list: the place in the list, the rank in the standings, the player, what he receives, and a
   * withdrawn player's mark ("退赛·待裁判长确认"; blank for the others).
   */
  record PrizeRow(int place, int rank, Views.PlayerCell player, int money, boolean trophy, boolean certificate,
      String note) {}

  record PrizeTable(String name, List<PrizeRow> rows) {}

  record TeamPrizeRow(int rank, String unit, int score, int money, boolean trophy) {}

  record Named(String award, Views.PlayerCell player, String divisionName) {}

  record Total(String name, int money) {}

  /**
   * The prize list (R16–R20) as the regulations give it: each list's prizes, the team prizes, the organisers'
   * awards and the money paid by division, for teams and in all; {@code provisional} when the arbiters still have
   * something to settle (an unresolved tie, an award that does not fit the regulations).
   */
  record Prizes(List<PrizeTable> tables, List<TeamPrizeRow> teams, List<Named> manual, List<Total> totals,
      int grandTotal, boolean provisional) {}

  static Prizes prizes(Tournament t, Texts x, ResultsBook book) {
    PrizeList prizes = book.prizes();
    List<PrizeTable> tables = new ArrayList<>();
    for (Award a : prizes.awards()) {
      if (tables.isEmpty() || !tables.get(tables.size() - 1).name().equals(a.listName())) {
        tables.add(new PrizeTable(a.listName(), new ArrayList<>()));
      }
      tables.get(tables.size() - 1).rows().add(new PrizeRow(a.place(), a.rank(), Views.cell(t, a.playerId()),
          a.money(), a.trophy(), a.certificate(), ConsoleDesk.note(x, prizes, a.playerId())));
    }
    List<TeamPrizeRow> teams = new ArrayList<>();
    for (TeamStandingsRow row : book.teams()) {
      Optional<TeamAward> award = prizes.teamAwards().stream().filter(a -> a.unit().equals(row.unit())).findFirst();
      if (award.isPresent()) {
        teams.add(new TeamPrizeRow(row.rank(), row.unitName(), row.score(), award.get().money(),
            award.get().trophy()));
      }
    }
    List<Named> manual = new ArrayList<>();
    for (ManualAwardEntry m : prizes.manualAwards()) {
      manual.add(new Named(m.name(), Views.cell(t, m.playerId()), Views.divisionName(t, x, m.division())));
    }
    List<Total> totals = new ArrayList<>();
    for (DivisionTotal d : prizes.divisionTotals()) {
      totals.add(new Total(Views.divisionName(t, x, d.division()), d.total()));
    }
    if (prizes.teamTotal() > 0) {
      totals.add(new Total(x.get("prizes.teams"), prizes.teamTotal()));
    }
    return new Prizes(tables, teams, manual, totals, prizes.grandTotal(), !prizes.warnings().isEmpty());
  }

  record TitleRow(String title, Views.PlayerCell player, int rank, String divisionName, String note) {}

  record GradeRow(int rank, Views.PlayerCell player, String grade, String divisionName, String note) {}

  /** The titles and qualification places (R18) and the grade titles that may be applied for (R19). */
  record Titles(List<TitleRow> titles, List<GradeRow> grades) {}

  static Titles titles(Tournament t, Texts x, ResultsBook book) {
    List<TitleRow> titles = new ArrayList<>();
    for (TitleAward a : book.prizes().titles()) {
      titles.add(new TitleRow(a.name(), Views.cell(t, a.playerId()), a.rank(), Views.divisionName(t, x, a.division()),
          ConsoleDesk.note(x, book.prizes(), a.playerId())));
    }
    List<GradeRow> grades = new ArrayList<>();
    for (GradeAward g : book.prizes().grades()) {
      grades.add(new GradeRow(g.rank(), Views.cell(t, g.playerId()), g.grade(), Views.divisionName(t, x,
          g.division()), ConsoleDesk.note(x, book.prizes(), g.playerId())));
    }
    return new Titles(titles, grades);
  }

  /**
   * One division on the hall display: the pairing list of its current round (null before the first pairing) and
   * its standings, with where the live copy of the whole is fetched.
   */
  record HallDivision(String id, String name, Views.Pairings pairings, Views.Standings standings, String partUrl,
      String liveKey) {}

  /** The hall display: its divisions, how many rows a screen shows and how long, in seconds. */
  record Hall(List<HallDivision> divisions, int rows, int seconds) {}
}

package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.chuhe.app.io.PlayerFields;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.report.ExportTables;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.Table;
import org.chuhe.app.report.TeamReport;
import org.chuhe.awards.ResultsBook;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.knockout.FinalPlaces;
import org.chuhe.pairing.PairingChecker;
import org.chuhe.regulations.Format;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.problem.ProblemException;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.RankExplanation;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.tournament.Tournament;

/**
 * The read side: what an arbiter or a player looks at, as values any front end renders (the CLI as text, JSON or
 * CSV through {@code report}, a web page as HTML). Each use case takes the tournament as read from a document or
 * from the database ({@link Session#load}); nothing here changes anything, so reports of a document and of the
 * database are the same by construction.
 */
public final class Reports {
  private Reports() {}

  /**
   * Standings of one division (its id, Chinese or English name) or, for null, of every division with players, in
   * the regulations' order.
   */
  public static List<DivisionStandings> standings(Tournament t, String division) {
    // A Swiss then knock-out is ranked by its final places (the knock-out first), as prizes are.
    if (division == null) {
      return List.copyOf(FinalPlaces.all(t).values());
    }
    String d = PlayerFields.division("division", t.regulations(), division);
    return List.of(t.regulations().format() == Format.SWISS_KNOCKOUT ? FinalPlaces.of(t, d).standings()
        : StandingsEngine.rank(t, d));
  }

  /**
   * The Swiss standings of a division (or of every division, for null) as the engine ranks them: for a Swiss then
   * knock-out, those of its Swiss rounds alone (the seeding of the knock-out), otherwise what {@link #standings}
   * gives.
   */
  public static List<DivisionStandings> swissStandings(Tournament t, String division) {
    if (division == null) {
      return List.copyOf(StandingsEngine.all(t).values());
    }
    return List.of(StandingsEngine.rank(t, PlayerFields.division("division", t.regulations(), division)));
  }

  /**
   * The divisions of a team event whose team lists are wanted: the one named (its id, Chinese or English name), else
   * every division with teams, in the regulations' order ({@code org.chuhe.app.report.TeamReport}).
   */
  public static List<String> teamDivisions(Tournament t, String division) {
    if (division != null) {
      return List.of(PlayerFields.division("division", t.regulations(), division));
    }
    return org.chuhe.app.report.TeamReport.divisions(t);
  }

  /**
   * The knock-out of a Swiss then knock-out, division by division (one, or every division with players for null):
   * the bracket and the final places with how each was decided. Empty for any other format.
   */
  public static List<FinalPlaces.Result> knockout(Tournament t, String division) {
    if (t.regulations().format() != Format.SWISS_KNOCKOUT) {
      return List.of();
    }
    if (division != null) {
      return List.of(FinalPlaces.of(t, PlayerFields.division("division", t.regulations(), division)));
    }
    return t.regulations().divisions().stream().filter(d -> !t.playersIn(d.id()).isEmpty())
        .map(d -> FinalPlaces.of(t, d.id())).toList();
  }

  /**
   * As {@link #standings(Tournament, String)}, as they stood after round {@code round} of each division (its later
   * rounds left out; a division that has not paired so many rounds shows all it has); null: every result so far.
   */
  public static List<DivisionStandings> standings(Tournament t, String division, Integer round) {
    if (round == null) {
      return standings(t, division);
    }
    if (round < 0) {
      throw ProblemException.of("round", "轮次不能是负数：" + round, "a round cannot be negative: " + round);
    }
    return standings(upTo(t, round), division);
  }

  /** The event as it stood after round {@code round} of every division (later rounds left out). */
  public static Tournament upTo(Tournament t, int round) {
    if (round < 0) {
      throw ProblemException.of("round", "轮次不能是负数：" + round, "a round cannot be negative: " + round);
    }
    Tournament after = t;
    for (var d : t.regulations().divisions()) {
      after = after.withRoundsUpTo(d.id(), round);
    }
    return after;
  }

  /**
   * The standings of one division or, for null, of every division as CSV, one header first: what {@code report
   * --format csv} and {@code standings --format csv} print (a UTF-8 text; the words of {@code lang}).
   */
  public static String standingsCsv(Tournament t, String division, org.chuhe.app.report.Lang lang) {
    List<DivisionStandings> all = standings(t, division);
    StringBuilder csv = new StringBuilder();
    for (int i = 0; i < all.size(); i++) {
      csv.append(org.chuhe.app.report.StandingsReport.csv(t, all.get(i), i == 0, lang));
    }
    return csv.toString();
  }

  /**
   * The tables of {@code export KIND} (issue 24): of one division (its id, Chinese or English name) or, for null, of
   * every division with players; {@code round}: the pairing list of that round (null: each division's last), the
   * standings and crosstable after it (null: every result so far). The prize lists, payout sheet, grade titles and
   * team standings are those of the whole event.
   */
  public static List<Table> exportTables(Tournament t, ExportKind kind,
      String division, Integer round, Lang lang) {
    List<String> divisions = division == null
        ? t.regulations().divisions().stream().map(d -> d.id()).filter(d -> !t.playersIn(d).isEmpty()).toList()
        : List.of(PlayerFields.division("division", t.regulations(), division));
    Tournament after = t;
    if (round != null && kind != ExportKind.PAIRINGS) {
      for (String d : divisions) {
        after = after.withRoundsUpTo(d, round);
      }
    }
    Tournament counted = after;
    // A team event's divisions have their own lists (团体赛): the match list, the team table and crosstable, the team
    // and board prizes, not its players' individual standings. The payout sheet and grade titles are the players'.
    List<String> teams = kind == ExportKind.PAYOUT || kind == ExportKind.GRADES ? List.of()
        : TeamReport.divisions(t).stream().filter(divisions::contains).toList();
    List<String> individual = divisions.stream().filter(d -> !teams.contains(d)).toList();
    List<Table> lists = new ArrayList<>();
    if (!individual.isEmpty()) {
      lists.addAll(individualTables(t, counted, kind, individual, division, teams, round, lang));
    }
    for (String d : teams) {
      lists.addAll(teamTables(t, counted, kind, d, round, lang));
    }
    if (kind == ExportKind.PAIRINGS && lists.isEmpty()) {
      throw ProblemException.of("round", round == null ? "还没有编排任何一轮" : "没有已编排的第 " + round + " 轮",
          round == null ? "no round has been paired yet" : "round " + round + " has not been paired");
    }
    return lists;
  }

  /**
   * The lists of the individual divisions {@code divisions}: of {@code division} (null: every division asked for,
   * so the prizes add a totals sheet), less the team divisions {@code teams}.
   */
  private static List<Table> individualTables(Tournament t, Tournament counted, ExportKind kind,
      List<String> divisions, String division, List<String> teams, Integer round, Lang lang) {
    return switch (kind) {
      case PAIRINGS -> ExportTables.pairings(t, divisions, round, lang);
      case STANDINGS -> ExportTables.standings(counted, standingsOf(t, division, teams, round), lang);
      case CROSSTABLE -> ExportTables.crosstable(counted, standingsOf(t, division, teams, round), lang);
      case TEAMS -> ExportTables.teams(t, resultsBook(t), lang);
      case PRIZES -> ExportTables.prizes(t, resultsBook(t), divisions, division == null, lang);
      case PAYOUT -> ExportTables.payout(t, resultsBook(t), divisions, lang);
      case GRADES -> ExportTables.grades(t, resultsBook(t), divisions, lang);
    };
  }

  /** The standings after {@code round} (null: the last) of {@code division} (null: every one), less the teams'. */
  private static List<DivisionStandings> standingsOf(Tournament t, String division, List<String> teams,
      Integer round) {
    return standings(t, division, round).stream().filter(s -> !teams.contains(s.division())).toList();
  }

  /**
   * One team division's tables of {@code kind}: the match list of round {@code round} (or the last paired one), the
   * team table (standings, team standings), the team crosstable, the team and board prizes ({@code counted}: the
   * tournament up to {@code round}).
   */
  private static List<Table> teamTables(Tournament t, Tournament counted, ExportKind kind, String division,
      Integer round, Lang lang) {
    return switch (kind) {
      case PAIRINGS -> t.roundsOf(division).stream().filter(r -> round == null || r.number() == round)
          .reduce((a, b) -> b).map(r -> List.of(TeamReport.matches(t, r, lang))).orElse(List.of());
      case STANDINGS, TEAMS -> List.of(TeamReport.standings(counted, division, lang));
      case CROSSTABLE -> List.of(TeamReport.crosstable(counted, division, lang));
      case PRIZES -> TeamReport.prizes(t, division, lang);
      case PAYOUT, GRADES -> List.of();
    };
  }

  /** The results book: standings of every division, team standings, prizes, titles and grades. */
  public static ResultsBook resultsBook(Tournament t) {
    return ResultsBook.of(t);
  }

  /**
   * The certificates of {@code export certificates}: of one division (its id, Chinese or English name) or, for null,
   * of every division with players; of one kind or (null) of every kind.
   */
  public static List<org.chuhe.app.report.print.Certificates.Certificate> certificates(Tournament t,
      String division, org.chuhe.app.report.print.Certificates.Kind kind, Lang lang) {
    List<String> divisions = division == null
        ? t.regulations().divisions().stream().map(d -> d.id()).filter(d -> !t.playersIn(d).isEmpty()).toList()
        : List.of(PlayerFields.division("division", t.regulations(), division));
    return org.chuhe.app.report.print.Certificates.of(t, resultsBook(t), divisions, kind, lang);
  }

  /**
   * Why {@code refA} ranks above or below {@code refB} (each an id, a pairing number or a unique name; numbers are
   * read in {@code division} when given). Two players of different divisions are never compared.
   */
  public static RankExplanation explainRank(Tournament t, String refA, String refB, String division) {
    List<String> ids = PlayerRefs.ids(t, List.of(refA, refB), division);
    Player a = t.player(ids.get(0)).orElseThrow();
    Player b = t.player(ids.get(1)).orElseThrow();
    if (!a.division().equals(b.division())) {
      throw ProblemException.of(refA + ", " + refB,
          "两人不在同一组别（" + a.division() + "、" + b.division() + "），名次互不比较",
          "the two players are in different divisions (" + a.division() + ", " + b.division()
              + "); their ranks are not compared");
    }
    return standings(t, a.division()).get(0).explain(a.id(), b.id());
  }

  /**
   * A paired round judged by the checker, with the chief arbiter's manual changes of that round (R8), each with the
   * rules broken by the players it names (what the arbiter accepted by making it), and the violations no change
   * explains.
   */
  public record CheckedRound(RoundCheck check, List<ChangeAccepted> changes, List<Violation> unexplained) {
    public CheckedRound {
      changes = List.copyOf(changes);
      unexplained = List.copyOf(unexplained);
    }
  }

  /** A manual change and the violations among the players it names. */
  public record ChangeAccepted(ManualChange change, List<Violation> violations) {
    public ChangeAccepted {
      violations = List.copyOf(violations);
    }
  }

  /** Every paired round of every division, checked against the hard rules and for nearer scores (近分相对). */
  public static List<CheckedRound> check(Tournament t) {
    List<CheckedRound> rounds = new ArrayList<>();
    for (RoundCheck c : PairingChecker.checkAll(t)) {
      rounds.add(checked(t, c));
    }
    return rounds;
  }

  /** One paired round of a division, checked as {@link #check(Tournament)} checks every round. */
  public static CheckedRound check(Tournament t, String division, int round) {
    return checked(t, PairingChecker.check(t, division, round, org.chuhe.pairing.PairingOptions.DEFAULT));
  }

  private static CheckedRound checked(Tournament t, RoundCheck c) {
    List<Violation> rest = new ArrayList<>(c.violations());
    List<ChangeAccepted> changes = new ArrayList<>();
    for (ManualChange m : changesOf(t, c)) {
      List<Violation> its = rest.stream().filter(v -> !Collections.disjoint(v.players(), m.players())).toList();
      changes.add(new ChangeAccepted(m, its));
      rest.removeAll(its);
    }
    return new CheckedRound(c, changes, rest);
  }

  private static List<ManualChange> changesOf(Tournament t, RoundCheck c) {
    return t.roundsOf(c.division()).stream().filter(r -> r.number() == c.round()).findFirst()
        .map(Round::changes).orElse(List.of());
  }
}

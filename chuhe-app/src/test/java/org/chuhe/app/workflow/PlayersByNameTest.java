package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chuhe.app.io.PlayerCsv;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.PairingReport;
import org.chuhe.app.report.PrizesReport;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Game;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.pairing.PairingResult;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing a person reads names a player by his internal id (issue 23): an event whose players' ids cannot occur in
 * any text ({@code id-Ⅹ7}) is run through every use case that says something about a player (results with forfeits
 * and their consequences, a correction that lifts them, fouls that lose, a missing game record, a refused change,
 * penalties, a withdrawal, manual changes to a pairing and a draft, absences, lots, hand-picked awards, a refused
 * removal) and every report (pairing lists with the engine's reasons, the check, "why A above B" for every two
 * neighbours, the standings with their footnotes, the prize list), in both languages; no text holds an id. (The
 * standings CSV keeps its {@code player} column of ids, a key for the programs that read it, as JSON does.)
 */
class PlayersByNameTest {
  /** Ids no name, unit, number or sentence of chuhe's contains. */
  private static final String ID = "id-Ⅹ";
  private static final String DIVISION = "adult";

  @TempDir Path dir;

  /** Every text a person reads, with what produced it. */
  private final List<String> read = new ArrayList<>();

  private void read(String what, String text) {
    read.add(what + " ▸ " + text);
  }

  private void read(String what, List<Notice> notices) {
    notices.forEach(n -> {
      read(what, n.zh());
      read(what, n.en());
    });
  }

  /** Runs a use case that may be refused; the refusal is read too (its sentences, not its place). */
  private void maybe(String what, Runnable useCase) {
    try {
      useCase.run();
    } catch (ProblemException e) {
      for (Problem p : e.problems()) {
        read(what + " (refused)", p.zh());
        read(what + " (refused)", p.en());
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"chongqing-2018", "fujian-women-2018"})
  void noTextAPersonReadsNamesAPlayerById(String preset) {
    try (Session s = Session.open(Events.create(Backend.SQLITE, dir, preset), null, "裁判长")) {
      register(s, preset);
      Events.draw(s);
      List<String> ids = s.load().playersIn(DIVISION).stream().map(Player::id).toList();
      String forfeiter = ids.get(4);
      String withdrawn = ids.get(6);
      String penalised = ids.get(1);
      int rounds = s.load().regulations().roundsOf(DIVISION);
      for (int round = 1; round <= rounds; round++) {
        pair(s, round, ids);
        play(s, round, forfeiter);
        if (round == 3) {
          discipline(s, withdrawn, penalised);
        }
        read("not paired next", Roster.of(s, DIVISION, false).stream().flatMap(e -> e.notPaired().stream())
            .toList());
      }
      maybe("lots", () -> read("lots", LotDrawings.draw(s, DIVISION, 42L, null).notices()));
      maybe("lots again", () -> read("lots again", LotDrawings.draw(s, DIVISION, 43L, null).notices()));
      awards(s, ids);
      reports(s.load());
    }
    assertThat(read).as("texts read").hasSizeGreaterThan(100);
    assertThat(read).noneMatch(text -> text.contains(ID));
  }

  /** The preset's test field with ids of the form {@code id-Ⅹ7}, checked in. */
  private static void register(Session s, String preset) {
    String[] lines = Fields.csv(preset).split("\n");
    StringBuilder csv = new StringBuilder("id," + lines[0] + "\n");
    for (int i = 1; i < lines.length; i++) {
      csv.append(ID).append(i).append(',').append(lines[i]).append('\n');
    }
    List<Player> players = new ArrayList<>();
    List<String> places = new ArrayList<>();
    for (PlayerCsv.Row row : PlayerCsv.read("field.csv", csv.toString(), s.regulations())) {
      players.add(row.player());
      places.add(row.place());
    }
    Registration.registerAll(s, players, places, "field.csv", null);
    Registration.checkIn(s, s.load().players().stream().map(Player::id).toList(), true);
    assertThat(s.load().players()).allMatch(p -> p.id().startsWith(ID));
  }

  /**
   * Pairs a round by the engine: round 2 with a forced pair, round 4 as a draft changed by a swap and reviewed
   * before it is published, round 5 with a player absent by notice.
   */
  private void pair(Session s, int round, List<String> ids) {
    Tournament before = s.load();
    List<String> field = Pairings.field(before, DIVISION, round);
    List<ManualChange> changes = round == 2 && field.containsAll(ids.subList(8, 10))
        ? List.of(new ManualChange.ForcePair(ids.get(8), ids.get(9), Colour.RED, "测试：指定对阵")) : List.of();
    Set<String> absent = round == 5 && field.contains(ids.get(3)) ? Set.of(ids.get(3)) : Set.of();
    PairRound.Outcome o = PairRound.inDatabase(s, new PairRound.Request(DIVISION, false, absent, changes, round == 4));
    PairingResult result = o.divisions().get(0).result();
    if (round == 4) {
      Round draft = o.tournament().roundsOf(DIVISION).get(round - 1);
      Game first = draft.games().get(0);
      Game last = draft.games().get(draft.games().size() - 1);
      o = PairRound.changeDraft(s, DIVISION, new ManualChange.Swap(first.red(), last.black(), "测试：对调"));
      result = o.divisions().get(0).result();
      Tournament drafted = o.tournament();
      PairRound.review(drafted, DIVISION).ifPresent(r -> r.check().changes().forEach(c -> {
        read("review", c.change().describeZh(drafted::nameZh));
        read("review", c.change().describeEn(drafted::nameEn));
        c.violations().forEach(v -> read("review", v.line()));
      }));
      Pairings.publish(s, DIVISION, round);
    }
    for (Lang lang : Lang.values()) {
      read("pairing list " + round, PairingReport.text(o.tournament(), result, true, lang));
    }
  }

  /**
   * Enters a round's results: the forfeiter loses by forfeit (corrected to a loss and back in round 1, which lifts
   * the consequence and brings it again), a foul too many loses board 3 of round 2, board 1 of round 1 misses its
   * game record, and a second entry over a result is refused.
   */
  private void play(Session s, int round, String forfeiter) {
    Round r = s.load().roundsOf(DIVISION).get(round - 1);
    for (Game g : r.games()) {
      Results.GameRef ref = new Results.GameRef(DIVISION, round, g.board());
      if (round == 1 && g.board() == 1) {
        maybe("game record", () -> read("game record", Results.gameRecord(s, ref, false).notices()));
      }
      if (round == 2 && g.board() == 3) {
        for (int foul = 0; foul < 3; foul++) {
          maybe("foul", () -> read("foul", Results.foul(s, ref, Colour.RED, FoulKind.OTHER, false,
              new Results.Expect.Anything()).notices()));
        }
      }
      Result result = g.involves(forfeiter)
          ? g.red().equals(forfeiter) ? Result.BLACK_WIN_BY_FORFEIT : Result.RED_WIN_BY_FORFEIT
          : List.of(Result.RED_WIN, Result.DRAW, Result.BLACK_WIN).get(g.board() % 3);
      maybe("result", () -> read("result", Results.record(s, ref, result, new Results.Expect.NoResult()).notices()));
      if (round == 1 && g.involves(forfeiter)) {
        Result loss = g.red().equals(forfeiter) ? Result.BLACK_WIN : Result.RED_WIN;
        read("correction", Results.record(s, ref, loss, new Results.Expect.Anything()).notices());
        read("correction", Results.record(s, ref, result, new Results.Expect.Anything()).notices());
      }
      if (round == 1 && g.board() == 1) {
        maybe("game record", () -> read("game record", Results.gameRecord(s, ref, false).notices()));
      }
      if (round == 1 && g.board() == 2) {
        maybe("conflict", () -> Results.record(s, ref, Result.DOUBLE_FORFEIT, new Results.Expect.NoResult()));
        maybe("conflict", () -> Results.record(s, ref, Result.DOUBLE_FORFEIT, new Results.Expect.Version(0)));
      }
    }
  }

  /** Penalties of every kind (a cancelled result twice), a withdrawal (twice), the removal of a paired player. */
  private void discipline(Session s, String withdrawn, String penalised) {
    read("withdraw", Discipline.withdraw(s, withdrawn, null, "测试").notices());
    maybe("withdraw again", () -> Discipline.withdraw(s, withdrawn, null, "测试"));
    for (PenaltyKind kind : PenaltyKind.values()) {
      Integer round = kind == PenaltyKind.CANCEL_ROUND_RESULT ? 2 : null;
      maybe("penalty", () -> read("penalty", Discipline.penalty(s, new Penalty(penalised, kind, round, 1, "测试"))
          .notices()));
    }
    maybe("cancel again", () -> Discipline.penalty(s, new Penalty(penalised, PenaltyKind.CANCEL_ROUND_RESULT, 2, 1,
        "测试")));
    maybe("cancel a round not played", () -> Discipline.penalty(s, new Penalty(withdrawn,
        PenaltyKind.CANCEL_ROUND_RESULT, 5, 1, "测试")));
    maybe("remove", () -> Registration.remove(s, penalised, "测试"));
  }

  /** Hand-picked awards: given (over the regulations' limit with a reason), given twice, taken back twice. */
  private void awards(Session s, List<String> ids) {
    for (String id : ids.subList(0, 4)) {
      maybe("award", () -> read("award", ManualAwards.give(s, id, "体育道德风尚奖", null).notices()));
      maybe("award", () -> read("award", ManualAwards.give(s, id, "体育道德风尚奖", "测试").notices()));
    }
    maybe("award again", () -> ManualAwards.give(s, ids.get(0), "体育道德风尚奖", "测试"));
    read("award back", ManualAwards.takeBack(s, ids.get(0), "体育道德风尚奖", "测试").notices());
    maybe("award back again", () -> ManualAwards.takeBack(s, ids.get(0), "体育道德风尚奖", "测试"));
  }

  /** The check, why each player ranks above the next, the standings and the prize list, in both languages. */
  private void reports(Tournament t) {
    for (Reports.CheckedRound c : Reports.check(t)) {
      c.check().violations().forEach(v -> read("check", v.line()));
      c.changes().forEach(m -> {
        read("check", m.change().describeZh(t::nameZh));
        read("check", m.change().describeEn(t::nameEn));
      });
    }
    for (DivisionStandings d : Reports.standings(t, null)) {
      List<StandingsRow> rows = d.rows();
      for (int i = 1; i < rows.size(); i++) {
        var e = Reports.explainRank(t, "id:" + rows.get(i - 1).playerId(), "id:" + rows.get(i).playerId(), null);
        read("explain", e.zh());
        read("explain", e.en());
      }
      if (!d.didNotPlay().isEmpty() && !rows.isEmpty()) {
        var e = Reports.explainRank(t, "id:" + rows.get(0).playerId(), "id:" + d.didNotPlay().get(0).playerId(),
            null);
        read("explain", e.zh());
        read("explain", e.en());
      }
      for (Lang lang : Lang.values()) {
        read("standings", StandingsReport.text(t, d, lang));
      }
    }
    var book = Reports.resultsBook(t);
    for (Lang lang : Lang.values()) {
      read("prizes", PrizesReport.text(t, book, lang));
    }
    book.prizes().warnings().forEach(w -> {
      read("prize warning", w.zh());
      read("prize warning", w.en());
    });
    assertThat(read).anyMatch(text -> text.startsWith("explain"));
    assertThat(t.roundsOf(DIVISION).stream().flatMap(r -> r.changes().stream())).hasSizeGreaterThanOrEqualTo(2);
  }
}

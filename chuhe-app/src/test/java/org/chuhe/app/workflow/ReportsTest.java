package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.report.PrizesReport;
import org.chuhe.app.store.Backend;
import org.chuhe.model.ManualChange;
import org.chuhe.pairing.Violation;
import org.chuhe.pairing.Violation.Rule;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The read side: values for any renderer, the same from a document and from the database. */
class ReportsTest {
  @TempDir Path dir;

  private static final Path DEMO = Path.of("..", "examples", "qingyuan-2016-demo.json");

  /** Four players after round 1 (a–c 1-0, b–d 1-0). */
  private static final String AFTER_ROUND_ONE = """
      {"regulations": "qingyuan-2016",
       "players": [{"id": "a", "name": "甲", "number": 1}, {"id": "b", "name": "乙", "number": 2},
                   {"id": "c", "name": "丙", "number": 3}, {"id": "d", "name": "丁", "number": 4}],
       "rounds": [{"number": 1, "games": [{"red": "a", "black": "c", "result": "1-0"},
                                          {"red": "b", "black": "d", "result": "1-0"}]}]}
      """;

  @Test
  void aDivisionIsNamedByIdOrNameAndAnUnknownOneIsRefusedWithTheKnownOnes() {
    Tournament t = TournamentDocuments.read(DEMO);
    String id = t.regulations().divisions().get(0).id();
    String name = t.regulations().divisions().get(0).name();
    List<DivisionStandings> byName = Reports.standings(t, name);
    assertThat(byName).singleElement().extracting(DivisionStandings::division).isEqualTo(id);
    assertThat(byName.get(0).rows()).isEqualTo(StandingsEngine.rank(t, id).rows());
    assertThat(Reports.standings(t, null)).hasSize(StandingsEngine.all(t).size());
    assertThatThrownBy(() -> Reports.standings(t, "seniors")).isInstanceOfSatisfying(ProblemException.class, e -> {
      assertThat(e.kind()).isEqualTo(Problem.Kind.INVALID_INPUT);
      assertThat(e.problems().get(0).en()).contains("seniors", id);
    });
  }

  @Test
  void theStandingsAsCsvHaveOneHeaderAndEveryDivisionsRowsInTheLanguageAsked() {
    Tournament t = TournamentDocuments.read("after-round-one.json", AFTER_ROUND_ONE);
    String csv = Reports.standingsCsv(t, null, org.chuhe.app.report.Lang.en);
    assertThat(csv.lines().findFirst()).get().asString().startsWith("division,rank,player,name,unit,points");
    assertThat(csv.lines().filter(l -> l.startsWith("division,"))).hasSize(1);
    assertThat(csv.lines().skip(1)).hasSize(4).anyMatch(l -> l.contains(",a,甲,") && l.contains(",1"));
    // zh-CN: the same rows under Chinese headings (issue 24: Excel shows them to the organiser)
    String chinese = Reports.standingsCsv(t, t.regulations().divisions().get(0).id(), org.chuhe.app.report.Lang.zh);
    assertThat(chinese).startsWith("组别,名次,棋手代码,姓名,单位,积分");
    assertThat(chinese.lines().skip(1)).isEqualTo(csv.lines().skip(1).toList());
  }

  @Test
  void theDatabaseAndTheDocumentGiveTheSameStandingsAndResultsBook() {
    Tournament document = TournamentDocuments.read(DEMO);
    String spec = dir.resolve("demo.db").toString();
    Tournaments.importDocument(spec, document, null, DEMO.toString(), "裁判长");
    try (Session s = Session.open(spec, null, "裁判长")) {
      Tournament stored = s.load();
      // Compared as the rows any renderer gets (the standings hold their explainer, a function, besides the rows).
      assertThat(Reports.standings(stored, null)).extracting(DivisionStandings::rows)
          .isEqualTo(Reports.standings(document, null).stream().map(DivisionStandings::rows).toList());
      assertThat(PrizesReport.json(stored, Reports.resultsBook(stored)))
          .isEqualTo(PrizesReport.json(document, Reports.resultsBook(document)));
    }
  }

  @Test
  void theRankOfTwoPlayersIsExplainedAndPlayersOfTwoDivisionsAreNotCompared() {
    Tournament t = TournamentDocuments.read("after-round-one.json", AFTER_ROUND_ONE);
    // 甲 (1 point) above 丙 (0): points decide, the first thing compared.
    var e = Reports.explainRank(t, "甲", "丙", null);
    assertThat(e.higher()).isEqualTo("a");
    assertThat(e.lower()).isEqualTo("c");
    assertThat(e.zh()).contains("积分");
    Tournament two = TournamentDocuments.read("two.json", """
        {"regulations": {"id": "t", "name": "测试赛", "rounds": 3,
           "divisions": [{"id": "men", "name": "男子组", "nameEn": "Men"},
                         {"id": "women", "name": "女子组", "nameEn": "Women"}]},
         "players": [{"id": "m1", "name": "甲", "division": "men"}, {"id": "w1", "name": "乙", "division": "women"}]}
        """);
    assertThatThrownBy(() -> Reports.explainRank(two, "甲", "乙", null))
        .isInstanceOfSatisfying(ProblemException.class, x -> assertThat(x.problems().get(0).en())
            .contains("different divisions (men, women)"));
  }

  @Test
  void aManualChangeCarriesTheRulesItBreaksAndTheRestStandApart() {
    Tournament t = TournamentDocuments.read("after-round-one.json", AFTER_ROUND_ONE);
    ManualChange swap = new ManualChange.Swap("b", "c", "同车迟到");
    var paired = PairRound.inDocument(t, new PairRound.Request(null, false, Set.of(), List.of(swap)), "裁判长");
    List<Reports.CheckedRound> checks = Reports.check(paired.tournament());
    assertThat(checks).hasSize(2);
    assertThat(checks.get(0).changes()).isEmpty();
    Reports.CheckedRound second = checks.get(1);
    assertThat(second.check().isLegal()).isFalse();
    assertThat(second.changes()).singleElement().satisfies(c -> {
      assertThat(c.change().players()).containsExactly("b", "c");
      // Swapping b and c in round 2 makes two rematches, and 2-point players meet 0-point ones where the 2-point
      // group could have met inside itself: all of it is what the arbiter accepted by the swap.
      assertThat(c.violations()).extracting(Violation::rule)
          .containsExactly(Rule.REMATCH, Rule.REMATCH, Rule.NEARER_SCORES);
    });
    assertThat(second.unexplained()).isEmpty();
  }
}

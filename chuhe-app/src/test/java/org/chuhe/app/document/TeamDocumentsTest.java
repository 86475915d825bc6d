package org.chuhe.app.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.app.io.InputMutations;
import org.chuhe.app.workflow.Reports;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.TeamPairing;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A team event's document (issue 28): the units' line-ups ({@code units[].lineUp}), a round's team matches
 * ({@code rounds[].matches[]}) and team byes ({@code rounds[].teamByes}) are read strictly, written back as they
 * were, and left out of an individual event's document.
 */
public class TeamDocumentsTest {
  /**
   * world-open-team-swiss (3 boards, 1 reserve): teams A, B, C of four players each; round 1 A against B at table 1
   * (A first: red on boards 1 and 3), C the bye. B's second player rests and its reserve b4 moves up to board 3.
   */
  public static final String TEAM = """
      {"format": "chuhe-tournament", "version": 1, "regulations": "world-open-team-swiss",
       "units": [{"id": "A", "name": "北京队", "lineUp": ["a1", "a2", "a3", "a4"]},
                 {"id": "B", "name": "上海队", "lineUp": ["b1", "b2", "b3", "b4"]},
                 {"id": "C", "name": "广东队", "lineUp": ["c1", "c2", "c3", "c4"]}],
       "players": [{"id": "a1", "name": "甲一", "unit": "A"}, {"id": "a2", "name": "甲二", "unit": "A"},
                   {"id": "a3", "name": "甲三", "unit": "A"}, {"id": "a4", "name": "甲四", "unit": "A"},
                   {"id": "b1", "name": "乙一", "unit": "B"}, {"id": "b2", "name": "乙二", "unit": "B"},
                   {"id": "b3", "name": "乙三", "unit": "B"}, {"id": "b4", "name": "乙四", "unit": "B"},
                   {"id": "c1", "name": "丙一", "unit": "C"}, {"id": "c2", "name": "丙二", "unit": "C"},
                   {"id": "c3", "name": "丙三", "unit": "C"}, {"id": "c4", "name": "丙四", "unit": "C"}],
       "rounds": [{"number": 1,
                   "games": [{"board": 1, "red": "a1", "black": "b1", "result": "1-0"},
                             {"board": 2, "red": "b3", "black": "a2", "result": "1/2"},
                             {"board": 3, "red": "a3", "black": "b4", "result": "0-1"}],
                   "matches": [{"table": 1, "first": "A", "second": "B"}],
                   "teamByes": ["C"]}]}
      """;

  @TempDir Path dir;

  @Test
  void aTeamRoundIsReadWithItsMatchesByesAndLineUps() {
    Tournament t = TournamentDocuments.read("team.json", TEAM);
    assertThat(t.units()).extracting(u -> u.lineUp().get(3)).containsExactly("a4", "b4", "c4");
    assertThat(t.rounds().get(0).matches()).containsExactly(new TeamPairing(1, "A", "B"));
    assertThat(t.rounds().get(0).teamByes()).containsExactly("C");
    assertThat(t.rounds().get(0).games()).containsExactly(Game.of(1, "a1", "b1", Result.RED_WIN),
        Game.of(2, "b3", "a2", Result.DRAW), Game.of(3, "a3", "b4", Result.BLACK_WIN));
    // the round as the Laws have it: B's b3 and b4 on boards 2 and 3 keep their declared order (b2 rests)
    assertThat(Reports.check(t)).singleElement().satisfies(c -> assertThat(c.check().violations()).isEmpty());
  }

  @Test
  void aTeamDocumentIsWrittenBackAsItWasReadThroughTextAndFile() throws Exception {
    Tournament t = TournamentDocuments.read("team.json", TEAM);
    String written = TournamentDocuments.write(t, true);
    assertThat(written).contains("\"lineUp\" : [ \"a1\", \"a2\", \"a3\", \"a4\" ]", "\"teamByes\" : [ \"C\" ]")
        .containsPattern("\"matches\" : \\[ \\{\\s+\"table\" : 1,\\s+\"first\" : \"A\",\\s+\"second\" : \"B\"");
    assertThat(TournamentDocuments.read("again.json", written)).isEqualTo(t);
    Path file = dir.resolve("team.json");
    TournamentDocuments.write(t, file, true);
    assertThat(Files.readString(file)).isEqualTo(written);
    // read from the file's bytes (the streaming reader's path), the same event
    assertThat(TournamentDocuments.read(file)).isEqualTo(t);
  }

  @Test
  void anIndividualEventsDocumentHasNoneOfTheTeamFields() throws Exception {
    Path demo = Path.of("..", "examples", "qingyuan-2016-demo.json");
    String written = TournamentDocuments.write(TournamentDocuments.read(demo), true);
    assertThat(written).doesNotContain("lineUp", "matches", "teamByes");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "an unknown team       | \"first\": \"A\" | \"first\": \"X\" | rounds[0].matches[0].first: 没有这支队伍：X | no such team: X",
      "a board of no match   | {\"board\": 3, | {\"board\": 4, | rounds[0].games[2].board: 第 4 台不属于本轮任何一场团体对抗 | board 4 belongs to no team match of the round (3 boards a match, table 2 holds boards 4–6)",
      "a team twice          | \"teamByes\": [\"C\"] | \"teamByes\": [\"B\"] | rounds[0].teamByes[0]: 队伍 B 在本轮出现两次 | team B appears twice in this round",
      "a team against itself | \"second\": \"B\" | \"second\": \"A\" | rounds[0].matches[0].second: 队伍 A 在本轮出现两次 | team A appears twice",
      "no table              | \"table\": 1, | \"table\": 0, | rounds[0].matches[0].table: 台次必须是从 1 开始的整数 | the table must be a whole number from 1",
      "an unknown line-up player | \"a3\", \"a4\"] | \"a3\", \"zz\"] | units[0].lineUp[3]: 没有这名棋手：zz | no such player: zz",
      "a player in two line-ups | [\"c1\", \"c2\", \"c3\", \"c4\"] | [\"c1\", \"c2\", \"c3\", \"a4\"] | units[2].lineUp[3]: 棋手 a4 已在单位 A 的报名顺序中 | player a4 is in the line-up of unit A already",
      "matches in a Swiss    | \"world-open-team-swiss\" | \"xiaoyi-2019\" | rounds[0].matches: 只有团体赛（赛制 team-swiss、team-round-robin）才有团体对抗和队伍轮空 | only a team event (format team-swiss or team-round-robin) has team matches"})
  void aBadTeamFieldIsOneLineNamingItsPath(String what, String good, String bad, String zh, String en) {
    String document = TEAM;
    assertThat(document).as(what).contains(good);
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> TournamentDocuments.read("team.json", document.replace(good, bad)));
    assertThat(e).as(what).isNotNull();
    InputMutations.assertClear(e, "team.json", document.replace(good, bad));
    assertThat(e.problems()).as(what).anySatisfy(p -> {
      assertThat(p.line()).contains("team.json: " + zh);
      assertThat(p.en()).contains(en);
    });
  }
}

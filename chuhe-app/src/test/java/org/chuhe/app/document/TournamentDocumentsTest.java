package org.chuhe.app.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chuhe.app.presets.Presets;
import org.chuhe.awards.ResultsBook;
import org.chuhe.model.Colour;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Gender;
import org.chuhe.model.ManualAward;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Unit;
import org.chuhe.model.UnitKind;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;
import org.chuhe.standings.StandingsEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TournamentDocumentsTest {
  @TempDir Path dir;

  @Test
  void roundTripKeepsEverything() {
    Tournament t = sample(Presets.get("chongqing-2018"));
    Path file = dir.resolve("t.json");
    TournamentDocuments.write(t, file, true);
    Tournament back = TournamentDocuments.read(file);
    assertThat(back).isEqualTo(t);
    assertThat(StandingsEngine.all(back)).hasSize(2);
  }

  @Test
  void roundTripWithAFullRegulationsObject() throws Exception {
    Regulations custom = Presets.get("xiaoyi-2019").withTieBreaks(
        new org.chuhe.regulations.TieBreakRules(List.of(org.chuhe.regulations.Criterion.PROGRESSIVE_SCORE),
            null, null, null, null));
    Tournament t = new Tournament("c", "custom", custom, List.of(), List.of(Player.of("a", "甲", "open", null),
        Player.of("b", "乙", "open", null)), List.of(new Round("open", 1, List.of(Game.of(1, "a", "b",
        Result.DRAW)), List.of(), List.of())), List.of(), List.of(), List.of(), Map.of());
    String json = TournamentDocuments.write(t, true);
    assertThat(json).contains("\"progressiveScore\"");
    assertThat(TournamentDocuments.read("c.json", json)).isEqualTo(t);
  }

  @Test
  void publicCopyLeavesOutIdAndPhoneNumbers() {
    Tournament t = sample(Presets.get("chongqing-2018"));
    String json = TournamentDocuments.write(t, false);
    assertThat(json).doesNotContain("13800001111").doesNotContain("500101200801011234")
        .doesNotContain("phone").doesNotContain("idNumber");
    assertThat(TournamentDocuments.write(t, true)).contains("13800001111", "500101200801011234");
  }

  @Test
  void chongqingPrizeTotalsMatchTheRegulations() {
    // seed 004 六: adult 30,500 yuan over 24 places, youth 5,000 over 12 places
    List<Player> players = new ArrayList<>();
    List<Game> adult = new ArrayList<>();
    List<Game> youth = new ArrayList<>();
    for (int i = 1; i <= 24; i += 2) {
      players.add(Player.of("a" + i, "成人" + i, "adult", null));
      players.add(Player.of("a" + (i + 1), "成人" + (i + 1), "adult", null));
      adult.add(Game.of(adult.size() + 1, "a" + i, "a" + (i + 1), Result.RED_WIN));
    }
    for (int i = 1; i <= 12; i += 2) {
      players.add(Player.of("y" + i, "少儿" + i, "youth", null));
      players.add(Player.of("y" + (i + 1), "少儿" + (i + 1), "youth", null));
      youth.add(Game.of(youth.size() + 1, "y" + i, "y" + (i + 1), Result.DRAW));
    }
    Tournament t = new Tournament("cq", "cq", Presets.get("chongqing-2018"), List.of(), players,
        List.of(new Round("adult", 1, adult, List.of(), List.of()), new Round("youth", 1, youth, List.of(), List.of())), List.of(),
        List.of(), List.of(), Map.of());
    var prizes = ResultsBook.of(TournamentDocuments.read("cq.json", TournamentDocuments.write(t, true))).prizes();
    assertThat(prizes.totalOf("adult").orElseThrow().total()).isEqualTo(30_500);
    assertThat(prizes.totalOf("youth").orElseThrow().total()).isEqualTo(5_000);
    assertThat(prizes.grandTotal()).isEqualTo(35_500);
  }

  @Test
  void everyProblemIsReportedAtOnce() throws Exception {
    Path bad = dir.resolve("many.json");
    Files.writeString(bad, """
        {"regulations": "chongqing-2018",
         "players": [{"id": "a", "division": "adult"}, {"id": "b", "division": "seniors"}, {"id": "a", "division": "adult"}, {"id": "c"}],
         "rounds": [{"division": "adult", "number": 1, "games": [{"red": "a", "black": "a", "result": "1-0"}]}],
         "penalties": [{"player": "a", "kind": "FOUL", "amount": 0}]}
        """);
    assertThatThrownBy(() -> TournamentDocuments.read(bad))
        .isInstanceOfSatisfying(ProblemException.class, e -> {
          assertThat(e.problems()).extracting(p -> p.where())
              .anyMatch(w -> w.contains("players[1].division"))
              .anyMatch(w -> w.contains("players[2].id"))
              .anyMatch(w -> w.contains("players[3].division"))
              .anyMatch(w -> w.contains("rounds[0].games[0]"))
              .anyMatch(w -> w.contains("penalties[0].amount"));
          assertThat(e.problems()).allMatch(p -> p.where().startsWith("many.json"));
          assertThat(e.problems()).allMatch(p -> !p.zh().isBlank() && !p.en().isBlank());
        });
  }

  @Test
  void roundsWithoutManualChangesWriteNoChangesField() throws Exception {
    var rounds = org.chuhe.app.io.Mappers.json().readTree(TournamentDocuments.write(sample(Presets.get(
        "chongqing-2018")), true)).get("rounds");
    assertThat(rounds.get(0).get("changes")).hasSize(2);
    assertThat(rounds.get(0).get("changes").get(0).toString())
        .isEqualTo("{\"kind\":\"FORCE_PAIR\",\"players\":[\"p1\",\"p2\"],\"colour\":\"RED\","
            + "\"reason\":\"同单位棋手要求提前相遇\",\"by\":\"裁判长\",\"at\":\"2018-07-14T01:30:00.250Z\"}");
    assertThat(rounds.get(1).has("changes")).isFalse();
    assertThat(rounds.get(2).has("changes")).isFalse();
  }

  @Test
  void aBadManualChangeIsReportedAtItsPlace() {
    String doc = """
        {"regulations": "chongqing-2018",
         "players": [{"id": "a", "division": "adult"}, {"id": "b", "division": "adult"}, {"id": "c", "division": "adult"},
                     {"id": "y", "division": "youth"}],
         "rounds": [{"division": "adult", "number": 1, "games": [{"red": "a", "black": "b"}], "byes": ["c"],
                     "changes": [CHANGE]}]}
        """;
    Map<String, String> bad = Map.of(
        "{\"kind\": \"SWAP\", \"players\": [\"a\", \"zz\"], \"reason\": \"r\"}", "changes[0].players[1]",
        "{\"kind\": \"SWAP\", \"players\": [\"a\", \"y\"], \"reason\": \"r\"}", "changes[0].players[1]",
        "{\"kind\": \"SWAP\", \"players\": [\"a\"], \"reason\": \"r\"}", "changes[0].players",
        "{\"kind\": \"SWAP\", \"players\": [\"a\", \"a\"], \"reason\": \"r\"}", "changes[0].players[1]",
        "{\"kind\": \"FORCE_BYE\", \"players\": [\"c\"], \"colour\": \"RED\", \"reason\": \"r\"}",
        "changes[0].colour",
        "{\"kind\": \"FORCE_BYE\", \"players\": [\"c\"]}", "changes[0].reason",
        "{\"players\": [\"c\"], \"reason\": \"r\"}", "changes[0].kind",
        "{\"kind\": \"SWOP\", \"players\": [\"a\", \"b\"], \"reason\": \"r\"}", "changes[0].kind",
        "{\"kind\": \"SWAP\", \"players\": [\"a\", \"b\"], \"reason\": \"r\", \"who\": \"x\"}",
        "changes[0].who",
        "{\"kind\": \"SWAP\", \"players\": [\"a\", \"b\"], \"reason\": \"r\", \"at\": \"yesterday\"}",
        "changes[0].at");
    bad.forEach((change, where) -> assertThatThrownBy(() -> TournamentDocuments.read("bad.json",
        doc.replace("CHANGE", change)))
        .as(change)
        .isInstanceOfSatisfying(ProblemException.class, e -> {
          assertThat(e.problems()).extracting(p -> p.where())
              .anyMatch(w -> w.startsWith("bad.json") && w.endsWith("rounds[0]." + where));
          assertThat(e.problems()).allMatch(p -> !p.zh().isBlank() && !p.en().isBlank());
        }));
    assertThatThrownBy(() -> TournamentDocuments.read("bad.json", doc.replace("CHANGE",
        "{\"kind\": \"SWAP\", \"players\": [\"a\", \"zz\"], \"reason\": \"r\"}")))
        .hasMessageContaining("没有这名棋手：zz").hasMessageContaining("no such player: zz");
  }

  /** A document written before fouls had a kind: plain counts, and regulations with one limit for all fouls. */
  private static final String BEFORE_FOUL_KINDS = """
      {"format": "chuhe-tournament", "version": 1,
       "regulations": {"id": "own", "fouls": {"gameLostAtFoul": 3, "illegalMoveLostAt": 2}},
       "players": [{"id": "a"}, {"id": "b"}],
       "rounds": [{"number": 1, "games": [{"board": 1, "red": "a", "black": "b", "result": "1/2",
                                            "redFouls": 2, "blackFouls": 0}]}]}
      """;

  @Test
  void aDocumentWrittenBeforeFoulsHadAKindReadsItsFoulsAsOtherFouls() throws Exception {
    Tournament t = TournamentDocuments.read("old.json", BEFORE_FOUL_KINDS);
    Game g = t.rounds().get(0).games().get(0);
    assertThat(g.redFouls()).isEqualTo(new Fouls(0, 2));
    assertThat(g.blackFouls()).isEqualTo(Fouls.NONE);
    assertThat(t.regulations().fouls()).isEqualTo(new org.chuhe.regulations.FoulPolicy(3, 2, null));
    // and is written back as it was: no new fields where there are no illegal moves
    var game = org.chuhe.app.io.Mappers.json().readTree(TournamentDocuments.write(t, true))
        .get("rounds").get(0).get("games").get(0);
    assertThat(game.toString()).isEqualTo("{\"board\":1,\"red\":\"a\",\"black\":\"b\",\"result\":\"1/2\","
        + "\"redFouls\":2,\"blackFouls\":0}");
    assertThat(StandingsEngine.rank(t, "open").row("a").orElseThrow().tieBreaks()
        .get(org.chuhe.regulations.Criterion.FOULS).display()).isEqualTo("2");
  }

  @Test
  void illegalMovesAreWrittenAsPartOfTheFouls() throws Exception {
    var game = org.chuhe.app.io.Mappers.json().readTree(TournamentDocuments.write(sample(Presets.get(
        "chongqing-2018")), true)).get("rounds").get(0).get("games").get(0);
    // red: 1 illegal move; black: 2 other fouls
    assertThat(game.get("redFouls").asInt()).isEqualTo(1);
    assertThat(game.get("redIllegalMoves").asInt()).isEqualTo(1);
    assertThat(game.get("blackFouls").asInt()).isEqualTo(2);
    assertThat(game.has("blackIllegalMoves")).isFalse();
  }

  @Test
  void badFoulCountsAreReportedAtTheirField() {
    String doc = BEFORE_FOUL_KINDS.replace("\"redFouls\": 2, \"blackFouls\": 0", "FOULS");
    Map<String, String> bad = Map.of(
        "\"redFouls\": 1, \"redIllegalMoves\": 2", "games[0].redIllegalMoves",
        "\"blackIllegalMoves\": 1", "games[0].blackIllegalMoves",
        "\"redFouls\": -1", "games[0].redFouls",
        "\"blackFouls\": 1, \"blackIllegalMoves\": -1", "games[0].blackIllegalMoves");
    bad.forEach((fouls, where) -> assertThatThrownBy(() -> TournamentDocuments.read("bad.json",
        doc.replace("FOULS", fouls)))
        .as(fouls)
        .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems()).extracting(p -> p.where())
            .containsExactly("bad.json: rounds[0]." + where)));
    assertThatThrownBy(() -> TournamentDocuments.read("bad.json", doc.replace("FOULS",
        "\"redFouls\": 1, \"redIllegalMoves\": 2")))
        .hasMessageContaining("违反行棋规定 2 次，多于 redFouls 的犯规总数 1")
        .hasMessageContaining("2 illegal moves, more than the 1 fouls of redFouls (which counts both kinds)");
  }

  @Test
  void aCancelledResultNeedsARoundInWhichThePlayerPlayed() {
    String doc = BEFORE_FOUL_KINDS.replace("}]}]}", "}]}], \"penalties\": [PENALTY]}");
    Tournament ok = TournamentDocuments.read("ok.json", doc.replace("PENALTY",
        "{\"player\": \"a\", \"kind\": \"cancelRoundResult\", \"round\": 1, \"reason\": \"偷挪棋子\"}"));
    assertThat(ok.penalties()).containsExactly(new Penalty("a", PenaltyKind.CANCEL_ROUND_RESULT, 1, 1, "偷挪棋子"));
    assertThat(StandingsEngine.rank(ok, "open").row("a").orElseThrow().points()).isZero();
    assertThat(StandingsEngine.rank(ok, "open").row("b").orElseThrow().points()).isEqualTo(1);
    assertThatThrownBy(() -> TournamentDocuments.read("bad.json", doc.replace("PENALTY",
        "{\"player\": \"a\", \"kind\": \"CANCEL_ROUND_RESULT\"}")))
        .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems()).extracting(p -> p.where())
            .containsExactly("bad.json: penalties[0].round"))
        .hasMessageContaining("取消当轮比赛成绩须写明轮次").hasMessageContaining("needs the round");
    assertThatThrownBy(() -> TournamentDocuments.read("bad.json", doc.replace("PENALTY",
        "{\"player\": \"a\", \"kind\": \"CANCEL_ROUND_RESULT\", \"round\": 2}")))
        .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.problems()).extracting(p -> p.where())
            .containsExactly("bad.json: penalties[0].round"))
        .hasMessageContaining("棋手 a 在第 2 轮没有对局或轮空").hasMessageContaining("no game or bye in round 2");
  }

  @Test
  void aDocumentOfAnotherFormatOrNewerVersionIsRefused() {
    assertThatThrownBy(() -> TournamentDocuments.read("x.json",
        "{\"format\": \"trf\", \"regulations\": \"qingyuan-2016\"}"))
        .hasMessageContaining("format");
    assertThatThrownBy(() -> TournamentDocuments.read("x.json",
        "{\"version\": 99, \"regulations\": \"qingyuan-2016\"}"))
        .hasMessageContaining("upgrade");
  }

  static Tournament sample(Regulations r) {
    List<Player> players = List.of(
        new Player("p1", "张三", "adult", "u1", Gender.MALE, LocalDate.of(1980, 5, 1), new Residence("重庆", "北碚"),
            "一级棋士", 1900, 1, true, true, "13800001111", "500101200801011234"),
        new Player("p2", "李四", "adult", "u1", Gender.MALE, null, null, null, null, 2, false, true, null, null),
        Player.of("p3", "王五", "adult", null).withNumber(3),
        Player.of("y1", "小明", "youth", "u2"), Player.of("y2", "小红", "youth", "u2"));
    List<Round> rounds = List.of(
        new Round("adult", 1, List.of(new Game(1, "p1", "p2", Result.RED_WIN, new Fouls(1, 0), new Fouls(0, 2),
            Boolean.FALSE)), List.of("p3"),
            List.of(new ManualChange.ForcePair("p1", "p2", Colour.RED, "同单位棋手要求提前相遇", "裁判长",
                    Instant.parse("2018-07-14T01:30:00.250Z")),
                new ManualChange.ForceBye("p3", "迟到"))),
        new Round("adult", 2, List.of(new Game(1, "p3", "p1", Result.BLACK_WIN_BY_FORFEIT, Fouls.NONE, Fouls.NONE,
            null)),
            List.of("p2"), List.of()),
        new Round("youth", 1, List.of(Game.of(1, "y1", "y2", Result.NOT_PLAYED)), List.of(), List.of()));
    return new Tournament("cq", "重庆测试", r, List.of(new Unit("u1", "北碚队", UnitKind.TEAM)), players, rounds,
        List.of(new Withdrawal("p3", 2, "病退")),
        List.of(new Penalty("p1", PenaltyKind.OPPONENT_SCORE_DEDUCTION, 1, 1, "未签字")),
        List.of(new ManualAward("p2", "体育道德风尚奖")), Map.of("p1", 1, "p2", 2));
  }
}

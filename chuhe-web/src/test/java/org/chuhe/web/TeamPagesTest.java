package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.report.Lang;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.teams.TeamField;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The team pages' views and templates on a team round robin (preset city-team-league, 4 teams of 4 boards, its first
 * round simulated, then its results set by hand): the match list with the score as arbiters write it and the boards
 * underneath, the team table ranked by the regulations' chain, the board prizes. Over HTTP on the store, see
 * {@code FormatsBrowserTest}.
 */
class TeamPagesTest {
  static final String DIVISION = "league";
  final Templates templates = new Templates();

  /**
   * Round 1 with its results set: match 1 (table 1) 红胜, 和, 红胜, 红胜: the first team has red on boards 1 and 3,
   * black on 2 and 4, so it scores 1 + ½ + 1 + 0 = 2½ games, the second 1½: 2½:1½, match points 2:0; match 2 all
   * drawn, 2:2, match points 1:1.
   */
  static Tournament roundOne() {
    Tournament t = played();
    return t.withPlayers(t.players().stream().map(Player::withoutSensitiveData).toList());
  }

  /** {@link #roundOne} with the players' ID and phone numbers, as the store holds them. */
  static Tournament played() {
    Tournament sim = Simulation.run(new SimulationSpec(28, Presets.get("city-team-league"), DIVISION, 4, null,
        null, 0.0, 0.0, null, null)).withRoundsUpTo(DIVISION, 1);
    Round r = sim.roundsOf(DIVISION).get(0);
    List<Result> results = List.of(Result.RED_WIN, Result.DRAW, Result.RED_WIN, Result.RED_WIN, Result.DRAW,
        Result.DRAW, Result.DRAW, Result.DRAW);
    List<Game> games = new ArrayList<>();
    for (Game g : r.games()) {
      games.add(g.withResult(results.get(g.board() - 1)));
    }
    return sim.withRounds(List.of(r.withGames(games, r.byes())));
  }

  private String render(String template, Texts x, String name, Object view) {
    Frame f = new Frame(x, "", "/", java.util.Optional.empty());
    return templates.render(template, Map.of("f", f, name, view));
  }

  @Test
  void theMatchListShowsEachMatchsScoreAndItsBoardsUnderneath() {
    Tournament t = roundOne();
    Round r = t.roundsOf(DIVISION).get(0);
    assertThat(r.matches()).hasSize(2);
    TeamPairing first = r.matches().get(0);
    TeamField field = TeamField.of(t, DIVISION);
    Texts zh = Texts.of(Lang.zh);
    TeamPages.MatchList list = TeamPages.matches(t, zh, r, Set.of());
    assertThat(list.finished()).isEqualTo(2);
    TeamPages.MatchView m = list.matches().get(0);
    assertThat(m.table()).isEqualTo(1);
    assertThat(m.first()).isEqualTo(field.nameZh(first.first())).contains("号队");
    assertThat(m.score()).isEqualTo("2½:1½");
    assertThat(m.matchPoints()).isEqualTo("场分 2:0");
    assertThat(list.matches().get(1).score()).isEqualTo("2:2");
    assertThat(list.matches().get(1).matchPoints()).isEqualTo("场分 1:1");
    // Board 2 of match 1: the first team's player has black; the result as arbiters write it.
    TeamPages.BoardLine b2 = m.boards().get(1);
    assertThat(b2.matchBoard()).isEqualTo(2);
    assertThat(b2.firstRed()).isFalse();
    assertThat(b2.result()).isEqualTo("和");
    Game g2 = r.games().get(1);
    assertThat(b2.first().name()).isEqualTo(t.player(g2.black()).orElseThrow().name());
    assertThat(m.boards().get(0).result()).isEqualTo("红胜");

    String html = render("matches", zh, "m", list);
    assertThat(html).contains("第 1 轮团体对阵", "第 1 场", "2½:1½", "场分 2:0", "红胜", "1台", "4台",
        field.nameZh(first.second()), t.player(g2.black()).orElseThrow().name());
    String en = render("matches", Texts.of(Lang.en), "m", TeamPages.matches(t, Texts.of(Lang.en), r, Set.of()));
    assertThat(en).contains("match 1", "2½:1½", "match points 2:0", "1-0", field.nameEn(first.first()));
  }

  /**
   * A team short of players: the second team of match 1 loses three of its six players before round 1 (its fourth
   * main player and both reserves), so it fields three and leaves board 4 empty; the first team's player there wins
   * it by forfeit. The match list shows board 4 with him, 空台 on the other side and 不战胜, without a link to a
   * board page (there is no game), and counts it in the score.
   */
  @Test
  void aBoardLeftEmptyByAShortTeamIsListedAsAWalkover() {
    Tournament sim = Simulation.run(new SimulationSpec(28, Presets.get("city-team-league"), DIVISION, 4, null,
        null, 0.0, 0.0, null, null)).withRoundsUpTo(DIVISION, 0);
    Round full = org.chuhe.pairing.NextRound.pair(sim, DIVISION, org.chuhe.pairing.PairingOptions.DEFAULT).round();
    TeamPairing m = full.matches().get(0);
    List<String> lineUp = sim.unit(m.second()).orElseThrow().lineUp();
    List<org.chuhe.model.Withdrawal> gone = lineUp.subList(3, 6).stream()
        .map(p -> new org.chuhe.model.Withdrawal(p, 0, "伤病")).toList();
    Tournament t = new Tournament(sim.id(), sim.name(), sim.regulations(), sim.units(), sim.players(), List.of(),
        gone, List.of(), List.of(), sim.lots());
    Round r = org.chuhe.pairing.NextRound.pair(t, DIVISION, org.chuhe.pairing.PairingOptions.DEFAULT).round();
    assertThat(r.matches().get(0)).isEqualTo(m);
    List<Game> games = new ArrayList<>();
    for (Game g : r.games()) {
      games.add(g.withResult(Result.DRAW));
    }
    t = t.withRounds(List.of(r.withGames(games, r.byes())));
    Round played = t.roundsOf(DIVISION).get(0);
    String alone = sim.unit(m.first()).orElseThrow().lineUp().get(3);
    assertThat(played.byes()).containsExactly(alone);

    TeamPages.MatchView view = TeamPages.matches(t, Texts.of(Lang.zh), played, Set.of()).matches().get(0);
    assertThat(view.boards()).hasSize(4);
    TeamPages.BoardLine b4 = view.boards().get(3);
    assertThat(b4.matchBoard()).isEqualTo(4);
    assertThat(b4.board()).isZero();
    assertThat(b4.first().name()).isEqualTo(t.player(alone).orElseThrow().name());
    assertThat(b4.second().name()).isEqualTo("空台");
    assertThat(b4.result()).isEqualTo("不战胜");
    // Three draws (1½ each) and the walkover (1 : 0): 2½:1½, match points 2:0.
    assertThat(view.score()).isEqualTo("2½:1½");
    assertThat(view.matchPoints()).isEqualTo("场分 2:0");
    String html = render("matchesPart", Texts.of(Lang.zh), "m", TeamPages.matches(t, Texts.of(Lang.zh), played,
        Set.of()));
    assertThat(html).contains("4台", "空台", "不战胜");
    assertThat(html.split("class=\"board-link\"", -1)).hasSize(r.games().size() + 1);

    // The first team short of its fourth player too (its line-up entered with three): board 4 is empty on both
    // sides, lost by both; three draws, 1½ : 1½, match points 1:1.
    List<String> three = sim.unit(m.first()).orElseThrow().lineUp().subList(0, 3);
    Round both = org.chuhe.teams.TeamLineUps.withLineUp(t, played, m.first(), three);
    List<Game> drawn = new ArrayList<>();
    for (Game g : both.games()) {
      drawn.add(g.withResult(Result.DRAW));
    }
    Round bothPlayed = both.withGames(drawn, both.byes());
    Tournament shortBoth = t.withRounds(List.of(bothPlayed));
    TeamPages.MatchView doubly = TeamPages.matches(shortBoth, Texts.of(Lang.zh), bothPlayed, Set.of()).matches()
        .get(0);
    assertThat(doubly.boards().get(3).first().name()).isEqualTo("空台");
    assertThat(doubly.boards().get(3).second().name()).isEqualTo("空台");
    assertThat(doubly.boards().get(3).result()).isEqualTo("双方判负");
    assertThat(doubly.score()).isEqualTo("1½:1½");
    assertThat(doubly.matchPoints()).isEqualTo("场分 1:1");
  }

  @Test
  void theTeamTableRanksByTheChainAndSaysWhy() {
    Tournament t = roundOne();
    Round r = t.roundsOf(DIVISION).get(0);
    TeamField field = TeamField.of(t, DIVISION);
    TeamPairing won = r.matches().get(0);
    TeamPairing drawn = r.matches().get(1);
    TeamPages.TeamTable table = TeamPages.table(t, Texts.of(Lang.zh), DIVISION);
    List<TeamPages.TeamLine> rows = table.rows();
    assertThat(rows).hasSize(4);
    // The winner 2 match points, 5 game points (2½ games at 2 a win); the drawn match's teams 1 and 4 each,
    // level on everything but the lots (they did not meet, every board drawn); the loser 0 and 3.
    assertThat(rows.get(0).team()).isEqualTo(field.nameZh(won.first()));
    assertThat(List.of(rows.get(0).matchPoints(), rows.get(0).gamePoints(), rows.get(0).matches()))
        .containsExactly(2, 5, 1);
    int lower = Math.min(field.number(drawn.first()), field.number(drawn.second()));
    int higher = Math.max(field.number(drawn.first()), field.number(drawn.second()));
    assertThat(rows.get(1).team()).startsWith(lower + "号队");
    assertThat(rows.get(2).team()).startsWith(higher + "号队");
    assertThat(List.of(rows.get(1).matchPoints(), rows.get(1).gamePoints())).containsExactly(1, 4);
    assertThat(rows.get(2).why()).contains("按抽签列其后");
    assertThat(rows.get(1).boards()).isEqualTo("1 · 1 · 1 · 1");
    assertThat(rows.get(3).team()).isEqualTo(field.nameZh(won.second()));
    assertThat(List.of(rows.get(3).matchPoints(), rows.get(3).gamePoints())).containsExactly(0, 3);
    assertThat(rows.get(3).why()).contains("按场分列");
    assertThat(table.chain()).isEqualTo("排名依据：场分、局分、直胜、台次成绩、抽签。");
    assertThat(render("teamTable", Texts.of(Lang.zh), "s", table)).contains("团体排名", "场分", "局分",
        "台次成绩（1台起）：1 · 1 · 1 · 1", "已结束 1 轮");
    // The team crosstable under it: lines by rank; the winner (line 1) beat the loser (line 4) 2½:1½, the drawn
    // match's teams (lines 2 and 3) drew 2:2.
    assertThat(table.crosstable().rows()).extracting(row -> row.get(4)).containsExactly("4胜 2½:1½", "3和 2:2",
        "2和 2:2", "1负 1½:2½");
    assertThat(render("teamTable", Texts.of(Lang.zh), "s", table)).contains("团体交叉表", "<td>4胜 2½:1½</td>");
  }

  @Test
  void theBoardPrizesRankPlayersByTheirShareOnEachBoard() {
    Tournament t = roundOne();
    Round r = t.roundsOf(DIVISION).get(0);
    TeamPages.PrizesView view = TeamPages.prizes(t, Texts.of(Lang.zh), DIVISION);
    assertThat(view.boards()).hasSize(4);
    // The preset asks 4 games on a board (written for 7 rounds; this league of 4 teams has 3): nobody ranked yet.
    assertThat(view.needed()).contains("须在该台下满 4 局（共 3 轮）");
    TeamPages.BoardList one = view.boards().get(0);
    assertThat(one.lines()).hasSize(4).allMatch(l -> l.rank().equals("–") && l.games() == 1);
    // Board 1 of match 1: red (the first team's) won: 1 of 1, 100 %; board 1 of match 2 drawn: ½.
    String winner = r.games().get(0).red();
    assertThat(one.lines().get(0).player().name()).isEqualTo(t.player(winner).orElseThrow().name());
    assertThat(one.lines().get(0).points()).isEqualTo("1");
    assertThat(one.lines().get(0).share()).isEqualTo("100.0%");
    assertThat(one.lines().get(1).points()).isEqualTo("½");
    assertThat(one.lines().get(3).points()).isEqualTo("0");
    assertThat(render("boardPrizes", Texts.of(Lang.zh), "p", view)).contains("台次奖", "第 1 台", "得分率",
        "100.0%");
  }

  @Test
  void overHttpTheTeamPagesAreLinkedServedWithoutIdNumbersAndTheDeskGroupsByMatch(@TempDir java.nio.file.Path dir) {
    Tournament t = played();
    try (Served web = Served.of(dir, t)) {
      Served.Browser phone = web.browser();
      String home = phone.get(Paths.HOME).body();
      assertThat(home).contains(Paths.teamTable(DIVISION), Paths.boardPrizes(DIVISION), "团体排名", "台次奖");
      java.net.http.HttpResponse<String> round = phone.get(Paths.round(DIVISION, 1));
      assertThat(round.statusCode()).isEqualTo(200);
      assertThat(round.body()).contains("第 1 轮团体对阵", "2½:1½", "场分 2:0", "class=\"match done\"");
      assertThat(phone.get(Paths.round(DIVISION, 1) + "/boards").body()).contains("2½:1½")
          .doesNotContain("<html");
      String table = phone.get(Paths.teamTable(DIVISION)).body();
      assertThat(table).contains("团体排名", "按抽签列其后");
      String prizes = phone.get(Paths.boardPrizes(DIVISION) + "?lang=en").body();
      assertThat(prizes).contains("Board 1", "100.0%");
      for (String page : List.of(round.body(), table, prizes, home)) {
        for (Player p : t.players()) {
          assertThat(page).doesNotContain(p.idNumber() == null ? "\u0000" : p.idNumber())
              .doesNotContain(p.phone() == null ? "\u0000" : p.phone());
        }
      }
      web.login("裁判长");
      String desk = web.get(Paths.results(DIVISION)).body();
      assertThat(desk).contains("<tbody class=\"match\">", "第 1 场", "2½:1½", "场分 2:0");
      assertThat(desk.split("class=\"match-head\"")).hasSize(3);
    }
    // Another format has no team table (404, saying why).
    java.nio.file.Path other = dir.resolve("swiss");
    assertThat(other.toFile().mkdirs()).isTrue();
    try (Served swiss = Served.of(other, Simulation.run(new SimulationSpec(3, Presets.get("xiaoyi-2019"), null, 20,
        null, null, null, null, null, null), 2))) {
      String division = swiss.load().regulations().divisions().get(0).id();
      java.net.http.HttpResponse<String> none = swiss.browser().get(Paths.teamTable(division));
      assertThat(none.statusCode()).isEqualTo(404);
      assertThat(none.body()).contains("本赛事不是团体赛（赛制：swiss）");
      assertThat(swiss.browser().get(Paths.boardPrizes(division)).statusCode()).isEqualTo(404);
    }
  }
}

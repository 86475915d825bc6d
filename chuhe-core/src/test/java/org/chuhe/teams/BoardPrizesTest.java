package org.chuhe.teams;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.regulations.Format;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/** The board prizes (台次奖), worked by hand. */
class BoardPrizesTest {

  @Test
  void bestShareOfThePointsOnEachBoardWithTheMinimumOfGames() {
    // Two boards, one reserve (T1.3), 4 rounds: at least 2 games on a board to be ranked.
    Tournament t = TeamEvents.event(TeamEvents.regulations(Format.TEAM_SWISS, 2, 1, 4), 2);
    // R1 T1 first: board 1 T1.1 (red) beats T2.1; board 2 T2.2 (red) draws T1.2.
    t = TeamEvents.round(t, List.of("T1-T2"), List.of(), "1-0 1/2");
    // R2 T2 first: board 1 T2.1 (red) draws T1.1; board 2 T1.2 (red) beats T2.2.
    t = TeamEvents.round(t, List.of("T2-T1"), List.of(), "1/2 1-0");
    // R3 T1 first, T1.3 replaces T1.2: board 1 T1.1 (red) loses to T2.1; board 2 T2.2 (red) beats T1.3.
    Tournament before = t;
    t = TeamEvents.round(t, List.of("T1-T2"), List.of());
    Round r3 = t.roundsOf(TeamEvents.DIVISION).get(2);
    Round lined = TeamLineUps.withLineUp(before, r3, "T1", List.of("T1.1", "T1.3"));
    List<Game> games = new ArrayList<>();
    for (Game g : lined.games()) {
      games.add(g.withResult(g.board() == 1 ? Result.BLACK_WIN : Result.RED_WIN));
    }
    t = TeamEvents.add(before, lined.withGames(games, List.of()));
    Map<Integer, List<BoardPrizes.BoardLine>> prizes = BoardPrizes.of(t, TeamEvents.DIVISION, 4);
    // Board 1: T1.1 3 games, 2 + 1 + 0 = 3 of 6; T2.1 3 games, 0 + 1 + 2 = 3 of 6: level, the rank shared.
    assertThat(prizes.get(1)).extracting(BoardPrizes.BoardLine::player).containsExactly("T1.1", "T2.1");
    assertThat(prizes.get(1)).extracting(BoardPrizes.BoardLine::rank).containsExactly(1, 1);
    assertThat(prizes.get(1)).extracting(BoardPrizes.BoardLine::points).containsExactly(3, 3);
    // Board 2: T1.2 2 games, 1 + 2 = 3 of 4 (75 %); T2.2 3 games, 1 + 0 + 2 = 3 of 6 (50 %); T1.3 1 game, 0:
    // too few games, unranked.
    assertThat(prizes.get(2)).extracting(BoardPrizes.BoardLine::player).containsExactly("T1.2", "T2.2", "T1.3");
    assertThat(prizes.get(2)).extracting(BoardPrizes.BoardLine::rank).containsExactly(1, 2, 0);
    assertThat(prizes.get(2)).extracting(BoardPrizes.BoardLine::games).containsExactly(2, 3, 1);
    assertThat(prizes.get(2)).extracting(BoardPrizes.BoardLine::team).containsExactly("T1", "T2", "T1");
  }
}

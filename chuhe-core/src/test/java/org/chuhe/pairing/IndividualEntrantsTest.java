package org.chuhe.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.RoundOnePairing;
import org.chuhe.regulations.RoundOnePairing.Colours;
import org.chuhe.regulations.RoundOnePairing.Mode;
import org.chuhe.regulations.UnitAvoidance;
import org.junit.jupiter.api.Test;

/** 个人 is no unit (issue 11): individual entrants avoid nobody, whatever the arbiter wrote for "no unit". */
class IndividualEntrantsTest {

  private static Tournament event(UnitAvoidance avoidance, String... units) {
    return Events.tournament(Events.regs(7, new RoundOnePairing(Mode.ADJACENT, Colours.ALTERNATE_BY_BOARD), null,
        avoidance, null, null, null), Events.players(units.length, units), List.of(), List.of());
  }

  private static String boards(Round r) {
    return r.games().stream().map(g -> g.red().substring(1) + "-" + g.black().substring(1))
        .collect(Collectors.joining(" "));
  }

  @Test
  void fourIndividualEntrantsPairInRoundOneWithUnitAvoidanceOn() {
    for (UnitAvoidance avoidance : new UnitAvoidance[] {UnitAvoidance.ROUND_ONE, UnitAvoidance.ALL_ROUNDS}) {
      for (String spelling : new String[] {"个人", "无", "-", "/", "自由人", "个人报名", "", "个 人", "个\u3000人",
          "个人赛", "散户", "自由", "待定", "未定", "暂定"}) {
        Tournament t = event(avoidance, spelling, spelling, spelling, spelling);
        PairingResult r = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT);
        assertThat(boards(r.round())).as("%s %s", avoidance, spelling).isEqualTo("1-2 4-3");
        assertThat(r.violations()).isEmpty();
      }
    }
  }

  /**
   * The regulations' own spelling of "no unit" (notUnits: 待分配): under them two players of 待分配 meet in round 1 as
   * scheduled (1-2 4-3); under regulations without it they are team-mates and are separated (1-3 4-2: board 1 takes
   * the next player, 3, and board 2 keeps 4 against 2).
   */
  @Test
  void theRegulationsExtendTheSpellingsOfNoUnit() {
    Tournament without = event(UnitAvoidance.ROUND_ONE, "待分配", "待 分配", "A", "B");
    assertThat(boards(SwissPairing.pair(without, Events.DIVISION, PairingOptions.DEFAULT).round()))
        .isNotEqualTo("1-2 4-3");
    Tournament with = Events.tournament(without.regulations().withNotUnits(List.of("待分配")), without.players(),
        List.of(), List.of());
    PairingResult r = SwissPairing.pair(with, Events.DIVISION, PairingOptions.DEFAULT);
    assertThat(boards(r.round())).isEqualTo("1-2 4-3");
    assertThat(PairingChecker.check(with.withRounds(List.of(r.round())), Events.DIVISION, 1, PairingOptions.DEFAULT)
        .isLegal()).isTrue();
    assertThat(PairingChecker.check(without.withRounds(List.of(r.round())), Events.DIVISION, 1,
        PairingOptions.DEFAULT).isLegal()).as("without notUnits, 1 and 2 are team-mates").isFalse();
  }

  @Test
  void individualEntrantsMayMeetEachOtherButTeamMatesStillAvoidEachOther() {
    // 1 and 2 are individual entrants and meet as scheduled; 3 and 4 are team-mates and are separated (3-6, 4-5).
    Tournament t = event(UnitAvoidance.ROUND_ONE, "个人", "个人", "A", "A", "B", "C");
    Round one = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT).round();
    assertThat(boards(one)).isEqualTo("1-2 6-3 4-5");
  }

  @Test
  void everyRoundOfAFieldOfIndividualsPairsAndChecksCleanWithAvoidanceInAllRounds() {
    Tournament t = event(UnitAvoidance.ALL_ROUNDS, "个人", "无", "-", "个人", "自由人", "个人");
    for (int round = 1; round <= 3; round++) {
      Round paired = SwissPairing.pair(t, Events.DIVISION, PairingOptions.DEFAULT).round();
      List<Game> played = new ArrayList<>();
      for (Game g : paired.games()) {
        played.add(Game.of(g.board(), g.red(), g.black(), Result.DRAW));
      }
      List<Round> rounds = new ArrayList<>(t.rounds());
      rounds.add(new Round(Events.DIVISION, round, played, paired.byes(), List.of()));
      t = t.withRounds(rounds);
      assertThat(PairingChecker.check(t, Events.DIVISION, round, PairingOptions.DEFAULT).isLegal()).isTrue();
    }
  }
}

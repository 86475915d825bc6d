package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.store.Backend;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code line-up}: a team's line-up for the round (出场名单) on the command line, in the city league of eight teams
 * (four boards, six declared players each). Round 1 is the Berger table's 1–8 first: match 1 on boards 1–4, team 1
 * red on boards 1 and 3.
 */
class LineUpCommandTest {
  @TempDir Path dir;

  @Test
  void aLineUpIsEnteredByNumbersAndAShortOneLeavesABoardToTheOtherTeam() {
    Tournament t = Simulation.run(SimulationSpec.of(2, Presets.get("city-team-league"), 8), 1).withRounds(List.of());
    Path doc = dir.resolve("league.json");
    TournamentDocuments.write(t, doc, true);
    String db = Backend.SQLITE.newDatabase(dir);
    ok("import", "json", doc.toString(), "--db", db);
    ok("pair", "--db", db);
    List<String> a = t.units().get(0).lineUp();
    List<String> h = t.units().get(7).lineUp();
    String team = t.units().get(0).name();

    // A B D E: C rests, the reserve E moves up to board 4; given as pairing numbers, commas or spaces
    String entered = ok("line-up", "1", "1", number(t, a.get(0)) + "," + number(t, a.get(1)), number(t, a.get(3)),
        number(t, a.get(4)), "--db", db);
    assertThat(entered).contains("第 1 轮第 1 场 " + team + " 出场名单已录入 / round 1 match 1: line-up of " + team
            + " entered")
        .contains("  3台 / board 3: 红 " + t.nameZh(a.get(3)) + " — 黑 " + t.nameZh(h.get(2)))
        .contains("  4台 / board 4: 红 " + t.nameZh(h.get(3)) + " — 黑 " + t.nameZh(a.get(4)));
    assertThat(ok("line-up", "1", team, number(t, a.get(0)), number(t, a.get(1)), number(t, a.get(3)),
        number(t, a.get(4)), "--db", db)).contains("出场名单未变 / round 1 match 1: the line-up of " + team
        + " is unchanged");

    // three players: board 4 is empty on team 1's side, team 8's fourth player wins it by forfeit
    assertThat(ok("line-up", "1", "1号队", number(t, a.get(0)), number(t, a.get(1)), number(t, a.get(2)),
        "--db", db)).contains("  4台 / board 4: 空台，" + t.nameZh(h.get(3)) + " 不战而胜 / empty, "
        + t.nameEn(h.get(3)) + " wins by forfeit");
    assertThat(ok("log", "--db", db)).contains("lineup.enter");
    assertThat(ok("log", "--verify", "--db", db)).doesNotContain("✗");

    // out of the declared order: refused, naming the field, in both languages
    Cli wrong = Cli.run("line-up", "1", "1", number(t, a.get(1)), number(t, a.get(0)), "--db", db);
    assertThat(wrong.exit()).isNotZero();
    assertThat(wrong.err()).contains("lineUp.players", "出场顺序与报名顺序不符", "breaks the declared order");

    // once the match has a result its line-ups are fixed
    ok("result", "1", "1", "1-0", "--db", db);
    Cli started = Cli.run("line-up", "1", "1", number(t, a.get(0)), "--db", db);
    assertThat(started.exit()).isNotZero();
    assertThat(started.err()).contains("比赛已开始，出场名单不能再改", "its line-ups can no longer change");
  }

  private static String number(Tournament t, String player) {
    return String.valueOf(t.player(player).orElseThrow().number());
  }
}

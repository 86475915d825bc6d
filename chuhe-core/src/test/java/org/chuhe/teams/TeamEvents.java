package org.chuhe.teams;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.model.UnitKind;
import org.chuhe.pairing.NextRound;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.regulations.Format;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundRobinRules;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;

/**
 * Team events for the tests: teams T1 … Tk, team Ti's players Ti.1 … Ti.m declared in that order (the first
 * {@code boards} main players), all in division {@code open}.
 */
final class TeamEvents {
  static final String DIVISION = "open";

  private TeamEvents() {}

  static Regulations regulations(Format format, int boards, int reserves, int rounds) {
    return regulations(format, rounds, new TeamMatchRules(boards, reserves, null, null, null, null, null, null));
  }

  static Regulations regulations(Format format, int rounds, TeamMatchRules rules) {
    return new Regulations("teams", "团体赛", null, null, rounds, null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null, format, new RoundRobinRules(1),
        null, rules);
  }

  static Tournament event(Regulations regs, int teams) {
    TeamMatchRules rules = regs.teamMatch();
    List<Unit> units = new ArrayList<>();
    List<Player> players = new ArrayList<>();
    int number = 1;
    for (int i = 1; i <= teams; i++) {
      List<String> lineUp = new ArrayList<>();
      for (int j = 1; j <= rules.teamSize(); j++) {
        String id = "T" + i + "." + j;
        lineUp.add(id);
        players.add(Player.of(id, "队" + i + "棋手" + j, DIVISION, "T" + i).withNumber(number++));
      }
      units.add(new Unit("T" + i, "第" + i + "队", UnitKind.TEAM, lineUp));
    }
    return new Tournament("teams", "团体赛", regs, units, players, List.of(), List.of(), List.of(), List.of(),
        null);
  }

  /** A round of these matches ("T1-T2", first team first) with standard line-ups and these board results. */
  static Tournament round(Tournament t, List<String> matches, List<String> byes, String... results) {
    int number = t.roundsOf(DIVISION).size() + 1;
    TeamMatchRules rules = t.regulations().teamMatch();
    TeamField field = TeamField.of(t, DIVISION);
    List<TeamPairing> pairings = new ArrayList<>();
    List<Game> games = new ArrayList<>();
    List<String> present = new ArrayList<>();
    for (int i = 0; i < matches.size(); i++) {
      String[] ab = matches.get(i).split("-");
      TeamPairing m = new TeamPairing(i + 1, ab[0], ab[1]);
      pairings.add(m);
      List<String> first = TeamLineUps.standard(t, rules, field.team(ab[0]).get(), number);
      List<String> second = TeamLineUps.standard(t, rules, field.team(ab[1]).get(), number);
      List<Game> boards = TeamLineUps.boards(rules, m, first, second);
      present.addAll(TeamLineUps.onEmptyBoards(rules, first, second));
      String[] codes = i < results.length ? results[i].split(" ") : new String[0];
      for (int k = 0; k < boards.size(); k++) {
        games.add(k < codes.length ? boards.get(k).withResult(Result.parse(codes[k]).orElseThrow()) : boards.get(k));
      }
    }
    Round r = new Round(DIVISION, number, games, present, List.of(), List.of(), List.of(), false, pairings, byes);
    return add(t, r);
  }

  static Tournament add(Tournament t, Round r) {
    List<Round> rounds = new ArrayList<>(t.rounds());
    rounds.add(r);
    return t.withRounds(rounds);
  }

  /** Pairs the next round by the format and plays every board at random (draws, wins, the odd forfeit). */
  static Tournament playRound(Tournament t, SplittableRandom random) {
    Round r = NextRound.pair(t, DIVISION, PairingOptions.DEFAULT, PairingEngine.inCallingThread(EngineProbe.NONE))
        .round();
    List<Game> played = new ArrayList<>();
    for (Game g : r.games()) {
      double x = random.nextDouble();
      Result res = x < 0.35 ? Result.RED_WIN : x < 0.65 ? Result.DRAW : x < 0.97 ? Result.BLACK_WIN
          : x < 0.985 ? Result.RED_WIN_BY_FORFEIT : Result.BLACK_WIN_BY_FORFEIT;
      played.add(g.withResult(res));
    }
    return add(t, r.withGames(played, r.byes()));
  }
}

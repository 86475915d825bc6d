package org.chuhe.model;

import org.chuhe.problem.InvalidValue;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The pairing list (对阵表) of one round of one division, with results as far as they are known, and the chief
 * arbiter's manual changes to it (R8), each with its reason, in the order they were made (empty for a round paired
 * as the engine or the arbiter's list gave it). {@code countedAsDraws}: the earlier games that had no result when
 * this round was paired provisionally (临时编排, R7) and were counted as draws for its pairing; empty for a round
 * paired on complete results. The checker judges the round by those same points later, whatever the results became.
 * {@code absent}: the players the chief arbiter excused from this round by notice (请假, R8) when it was paired: they
 * have neither a game nor the bye, and the checker knows they were left out on purpose. {@code draft}: paired but not
 * yet published (the chief arbiter reviews it first): players do not see it and no result is entered on it; every
 * round made without saying so is published, as every round was before drafts existed. {@code matches}: in a team
 * event, the round's team matches ({@link TeamPairing}; the games are their boards) and {@code teamByes} the teams
 * that have the bye; both empty in an individual event. In a team round {@code byes} are the players present at a
 * board the other team left empty (a team short of players): each wins that board by forfeit
 * ({@code teams.TeamLineUps}).
 */
public record Round(String division, int number, List<Game> games, List<String> byes, List<ManualChange> changes,
    List<Unfinished> countedAsDraws, List<String> absent, boolean draft, List<TeamPairing> matches,
    List<String> teamByes) {

  /** A game of an earlier round (its round and board) that had no result when this round was paired. */
  public record Unfinished(int round, int board) {
    public Unfinished {
      if (round < 1 || board < 1) {
        throw new InvalidValue("轮次和台次从 1 开始：" + round + "/" + board,
            "round and board start at 1: " + round + "/" + board);
      }
      Range.ROUND.check(round);
      Range.BOARD.check(board);
    }
  }

  /** A round of an individual event. */
  public Round(String division, int number, List<Game> games, List<String> byes, List<ManualChange> changes,
      List<Unfinished> countedAsDraws, List<String> absent, boolean draft) {
    this(division, number, games, byes, changes, countedAsDraws, absent, draft, List.of(), List.of());
  }

  /** A published round. */
  public Round(String division, int number, List<Game> games, List<String> byes, List<ManualChange> changes,
      List<Unfinished> countedAsDraws, List<String> absent) {
    this(division, number, games, byes, changes, countedAsDraws, absent, false);
  }

  /** A round paired on complete results. */
  public Round(String division, int number, List<Game> games, List<String> byes, List<ManualChange> changes) {
    this(division, number, games, byes, changes, List.of(), List.of());
  }

  /** A round no player was excused from. */
  public Round(String division, int number, List<Game> games, List<String> byes, List<ManualChange> changes,
      List<Unfinished> countedAsDraws) {
    this(division, number, games, byes, changes, countedAsDraws, List.of());
  }

  public Round {
    Objects.requireNonNull(division, "division");
    if (number < 1) {
      throw new InvalidValue("轮次从 1 开始，不能是 " + number, "round numbers start at 1, not " + number);
    }
    Range.ROUND.check(number);
    games = games == null ? List.of() : List.copyOf(games);
    byes = byes == null ? List.of() : List.copyOf(byes);
    changes = changes == null ? List.of() : List.copyOf(changes);
    countedAsDraws = countedAsDraws == null ? List.of() : List.copyOf(countedAsDraws);
    absent = absent == null ? List.of() : List.copyOf(absent);
    matches = matches == null ? List.of() : List.copyOf(matches);
    teamByes = teamByes == null ? List.of() : List.copyOf(teamByes);
    for (Unfinished u : countedAsDraws) {
      if (u.round() >= number) {
        throw new InvalidValue("第 " + number + " 轮不能把第 " + u.round() + " 轮的对局计为和棋",
            "round " + number + " cannot count a game of round " + u.round());
      }
    }
  }

  /** Whether this round was paired provisionally (with earlier games counted as draws). */
  public boolean isProvisional() {
    return !countedAsDraws.isEmpty();
  }

  public boolean isComplete() {
    return games.stream().allMatch(g -> g.result().isFinished());
  }

  /** The same round with who made its manual changes and when, where they are not recorded yet. */
  public Round withChangesRecorded(String by, Instant at) {
    return withChanges(changes.stream().map(c -> c.recorded(by, at)).toList());
  }

  /** The same round with these manual changes. */
  public Round withChanges(List<ManualChange> newChanges) {
    return new Round(division, number, games, byes, newChanges, countedAsDraws, absent, draft, matches, teamByes);
  }

  /** The same round with these games and byes (results entered, a swap applied), its other parts kept. */
  public Round withGames(List<Game> newGames, List<String> newByes) {
    return new Round(division, number, newGames, newByes, changes, countedAsDraws, absent, draft, matches, teamByes);
  }

  /** The same round as a draft ({@code true}) or published. */
  public Round withDraft(boolean isDraft) {
    return new Round(division, number, games, byes, changes, countedAsDraws, absent, isDraft, matches, teamByes);
  }

  /** Whether this is a round of team matches. */
  public boolean isTeamRound() {
    return !matches.isEmpty() || !teamByes.isEmpty();
  }

  /** The same round with these team matches and team byes (its games as they are). */
  public Round withMatches(List<TeamPairing> newMatches, List<String> newTeamByes) {
    return new Round(division, number, games, byes, changes, countedAsDraws, absent, draft, newMatches, newTeamByes);
  }
}

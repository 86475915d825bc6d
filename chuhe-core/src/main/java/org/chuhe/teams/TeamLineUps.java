package org.chuhe.teams;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.model.Withdrawal;
import org.chuhe.pairing.BoardNote;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.tournament.Tournament;

/**
 * A team's line-up in a match (出场名单) and the boards it makes. The team fields up to N of its declared players
 * ({@link Unit#lineUp}) in their declared order (报名顺序): a reserve who plays moves up into the place of the main
 * player who does not, and nobody plays above a player declared before him (an out-of-order line-up is refused, and
 * the checker names it). Board k of a match: the first team's k-th player has red when k is odd, black when it is
 * even (Laws §13.2 / CXA-old-13).
 *
 * <p>Example, 4 boards, declared A B C D E F (E, F reserves): A B D E (C rests, E moves up to board 4) is in order;
 * A C B D is not (C plays above B, declared before him).
 *
 * <p>A team short of players (缺人) fields fewer than N: its players take the top boards in order and the boards
 * below are empty on its side. An empty board's other player wins it by forfeit (the Laws' rule for a player who
 * does not come: the game is lost by forfeit, rules digest §5); he has no game and stands in the round's
 * {@code byes} ({@link Round#byes}: in a team round, the players present at a board the other team left empty).
 * A board empty on both sides is a double forfeit. Example, 4 boards, team A fields P Q R, team B W X Y Z: boards
 * 1–3 are played, board 4 has Z alone, who wins it by forfeit: A can score at most 3 boards' points.
 */
public final class TeamLineUps {
  private TeamLineUps() {}

  /** The team's players who may play in round {@code round}: its declared order, less the withdrawn. */
  public static List<String> available(Tournament t, Unit team, int round) {
    Set<String> gone = new HashSet<>();
    for (Withdrawal w : t.withdrawals()) {
      if (w.afterRound() < round) {
        gone.add(w.player());
      }
    }
    return team.lineUp().stream().filter(p -> !gone.contains(p)).toList();
  }

  /** The line-up a round is paired with until the arbiter enters another: the first N players available. */
  public static List<String> standard(Tournament t, TeamMatchRules rules, Unit team, int round) {
    List<String> a = available(t, team, round);
    return a.subList(0, Math.min(rules.boards(), a.size()));
  }

  /**
   * The boards of a match for these two line-ups (board numbers from the match's table), no result yet; a board
   * for which one team has no player has no game (its other player is {@link #onEmptyBoards}).
   */
  public static List<Game> boards(TeamMatchRules rules, TeamPairing m, List<String> first, List<String> second) {
    List<Game> games = new ArrayList<>();
    int n = Math.min(rules.boards(), Math.min(first.size(), second.size()));
    for (int k = 1; k <= n; k++) {
      String a = first.get(k - 1);
      String b = second.get(k - 1);
      int board = m.firstBoard(rules.boards()) + k - 1;
      games.add(MatchScore.firstColour(k) == Colour.RED ? Game.of(board, a, b, Result.NOT_PLAYED)
          : Game.of(board, b, a, Result.NOT_PLAYED));
    }
    return games;
  }

  /** A match's games, its players at boards the other team left empty, and a note for each of them. */
  record MatchBoards(List<Game> games, List<String> present, List<BoardNote> notes) {}

  /**
   * Match {@code m} of round {@code round} with both teams' standard line-ups ({@link #standard}): what the team
   * formats pair a match with. A team short of players leaves its bottom boards empty; the note of each says who
   * wins it by forfeit.
   */
  static MatchBoards standardBoards(Tournament t, TeamField field, TeamPairing m, int round) {
    TeamMatchRules rules = t.regulations().teamMatch();
    List<String> first = standard(t, rules, field.team(m.first()).get(), round);
    List<String> second = standard(t, rules, field.team(m.second()).get(), round);
    List<String> present = onEmptyBoards(rules, first, second);
    String shortTeam = first.size() < second.size() ? m.first() : m.second();
    int from = Math.min(first.size(), second.size());
    List<BoardNote> notes = new ArrayList<>();
    for (int i = 0; i < present.size(); i++) {
      int k = from + i + 1;
      int board = m.firstBoard(rules.boards()) + k - 1;
      notes.add(new BoardNote(board, present.get(i), null, "第 " + m.table() + " 场第 " + k + " 台：" + field.nameZh(shortTeam)
          + " 缺人，" + t.nameZh(present.get(i)) + " 不战而胜（对方缺席判负）", "match " + m.table() + " board " + k + ": "
          + field.nameEn(shortTeam) + " is short of players, " + t.nameEn(present.get(i)) + " wins by forfeit (the "
          + "absent side loses)"));
    }
    return new MatchBoards(boards(rules, m, first, second), present, notes);
  }

  /**
   * The players of the longer line-up beyond the shorter one (up to the match's N boards): they sit at boards the
   * other team leaves empty and win them by forfeit; they go in the round's {@code byes}.
   */
  public static List<String> onEmptyBoards(TeamMatchRules rules, List<String> first, List<String> second) {
    List<String> longer = first.size() >= second.size() ? first : second;
    int from = Math.min(first.size(), second.size());
    return List.copyOf(longer.subList(Math.min(from, longer.size()), Math.min(rules.boards(), longer.size())));
  }

  /**
   * The players a team fielded in a match, board 1 first (null for a board it left empty, or that the round does
   * not have): its players in the boards' games, then its players present at boards without a game (the round's
   * {@code byes} in its declared line-up, in declared order) on those boards from the top.
   */
  public static List<String> fielded(Round r, TeamPairing m, Unit team, int boards) {
    List<String> out = new ArrayList<>();
    List<Game> games = MatchScore.boards(r, m, boards);
    for (int k = 1; k <= games.size(); k++) {
      Game g = games.get(k - 1);
      Colour c = m.first().equals(team.id()) ? MatchScore.firstColour(k) : MatchScore.firstColour(k).opposite();
      out.add(g == null ? null : c == Colour.RED ? g.red() : g.black());
    }
    List<String> present = r.byes().stream().filter(team.lineUp()::contains)
        .sorted(java.util.Comparator.comparingInt(team.lineUp()::indexOf)).toList();
    int next = 0;
    for (int k = 0; k < games.size() && next < present.size(); k++) {
      if (games.get(k) == null) {
        out.set(k, present.get(next++));
      }
    }
    return out;
  }

  /**
   * What is wrong with a line-up against the team's declared order, in both languages (empty when it is right):
   * a player who is not the team's, a player twice, or a player placed above one declared before him.
   */
  public static Optional<String[]> problem(Tournament t, Unit team, List<String> fielded) {
    int last = -1;
    String lastPlayer = null;
    Set<String> seen = new HashSet<>();
    for (String p : fielded) {
      if (p == null) {
        continue;
      }
      int at = team.lineUp().indexOf(p);
      if (at < 0) {
        return Optional.of(new String[] {t.nameZh(p) + " 不在 " + team.name() + " 的报名名单中",
            t.nameEn(p) + " is not in the declared line-up of " + team.name()});
      }
      if (!seen.add(p)) {
        return Optional.of(new String[] {t.nameZh(p) + " 在本场出场两次", t.nameEn(p) + " plays twice in the match"});
      }
      if (at < last) {
        return Optional.of(new String[] {team.name() + " 的出场顺序与报名顺序不符：" + t.nameZh(p) + " 报名在 "
            + t.nameZh(lastPlayer) + " 之前，却排在其后台次", "the line-up of " + team.name() + " breaks the declared "
            + "order: " + t.nameEn(p) + " is declared before " + t.nameEn(lastPlayer) + " but plays below him"});
      }
      last = at;
      lastPlayer = p;
    }
    return Optional.empty();
  }

  /**
   * The round with a team's line-up in its match replaced by {@code players} (board 1 first; results of the match's
   * boards cleared): what the arbiter enters before the round starts. Refused, naming the field, when the team has no
   * match in the round, the line-up breaks the declared order or names a player who has withdrawn.
   */
  public static Round withLineUp(Tournament t, Round r, String teamId, List<String> players) {
    TeamMatchRules rules = t.regulations().teamMatch();
    TeamField field = TeamField.of(t, r.division());
    Unit team = field.team(teamId).orElseThrow(() -> ProblemException.of("lineUp.team", "没有这支队伍：" + teamId,
        "no such team: " + teamId));
    TeamPairing m = r.matches().stream().filter(x -> x.involves(teamId)).findFirst().orElseThrow(
        () -> ProblemException.of("lineUp.team", team.name() + " 本轮没有对抗", team.name() + " has no match this round"));
    if (players.size() > rules.boards()) {
      throw ProblemException.of("lineUp.players", "出场人数多于台数 " + rules.boards(),
          "more players than the " + rules.boards() + " boards");
    }
    Optional<String[]> wrong = problem(t, team, players);
    if (wrong.isPresent()) {
      throw ProblemException.of("lineUp.players", wrong.get()[0], wrong.get()[1]);
    }
    List<String> available = available(t, team, r.number());
    for (String p : players) {
      if (!available.contains(p)) {
        throw ProblemException.of("lineUp.players", t.nameZh(p) + " 已退赛，不能出场", t.nameEn(p)
            + " has withdrawn and cannot play");
      }
    }
    Unit other = field.team(m.opponentOf(teamId)).orElseThrow();
    List<String> otherPlayers = fielded(r, m, other, rules.boards()).stream().filter(p -> p != null).toList();
    List<String> first = m.first().equals(teamId) ? players : otherPlayers;
    List<String> second = m.first().equals(teamId) ? otherPlayers : players;
    int from = m.firstBoard(rules.boards());
    List<Game> all = new ArrayList<>(r.games().stream().filter(g -> g.board() < from
        || g.board() >= from + rules.boards()).toList());
    all.addAll(boards(rules, m, first, second));
    all.sort(java.util.Comparator.comparingInt(Game::board));
    // The match's players at empty boards follow the new line-up; other matches' stay.
    List<String> byes = new ArrayList<>(r.byes().stream().filter(p -> !team.lineUp().contains(p)
        && !other.lineUp().contains(p)).toList());
    byes.addAll(onEmptyBoards(rules, first, second));
    return r.withGames(all, byes);
  }
}

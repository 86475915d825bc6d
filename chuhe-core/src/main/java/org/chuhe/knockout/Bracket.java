package org.chuhe.knockout;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chuhe.model.Game;
import org.chuhe.model.Outcome;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.KnockoutRules;
import org.chuhe.regulations.Regulations;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.TieBreakStage;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.standings.StandingsRow;
import org.chuhe.tournament.Tournament;

/**
 * The knock-out of a division as its recorded rounds make it: the seeds (the first {@code knockout.qualifiers}
 * players of the Swiss standings after round {@code rounds}, withdrawn players passed over), every match of every
 * stage with its games, which are decided and how, and what comes next. Computed from the rounds each time, never
 * stored: the rounds are the truth ({@link Slot} says how a round number maps to a stage and a game).
 *
 * <p>The rules, each in one place here:
 * <ul>
 *   <li>a match's games ({@code gamesPerMatch}) are scored 1, ½, 0 between the two; after the last of them the one
 *       with more goes through; level, the tie-break stages follow in the regulations' order, each scored on its
 *       own games, each deciding when after its last game one player has more;</li>
 *   <li>the deciding game (加赛决胜局) decides always: a draw goes to black (red must win);</li>
 *   <li>a forfeit (弃权: the player did not come; lateness as the regulations' {@code forfeits.lateness} says)
 *       loses the match at once, its remaining games are not played; a double forfeit puts the higher seed
 *       through (the bracket needs a winner, and the regulations have no other rule for it);</li>
 *   <li>colours: the first game of the match, and of each tie-break stage, by the regulations ({@code firstColour}:
 *       the higher seed red, or by lot, when either is right), then alternating game by game.</li>
 * </ul>
 *
 * <p>Example (8 qualifiers, 2-game matches): seed 1 beats seed 8 1½:½ in rounds 10 and 11 (decided by the games);
 * seeds 4 and 5 draw both, play the rapid games in rounds 12 and 13, 1:1 again, the blitz in 14 and 15, 1:1, and
 * the deciding game in round 16, a draw: the player who had black goes through ({@link Decision#ARMAGEDDON_DRAW}).
 * The semi-finals start in round 17.
 *
 * <p>{@link #warnings}: what the arbiter must settle though the bracket stands, as values the front ends show: players
 * tied after every tie-break on both sides of the qualifying line ({@link #qualifyingTie}).
 */
public record Bracket(String division, KnockoutRules rules, int swissRounds, Status status, List<Seed> seeds,
    List<List<Match>> stages, Slot next, int nextRound, int openRound, List<Integer> openBoards,
    List<Mismatch> mismatches, List<Problem> warnings) {

  public Bracket {
    seeds = List.copyOf(seeds);
    warnings = List.copyOf(warnings);
    stages = stages.stream().map(List::copyOf).toList();
    openBoards = List.copyOf(openBoards);
    mismatches = List.copyOf(mismatches);
  }

  /** Where the knock-out stands. */
  public enum Status {
    /** The Swiss is not over: no bracket yet. */
    SWISS,
    /** A knock-out game of the last round has no result yet: the next slot is not known. */
    WAITING,
    /** The next slot ({@link #next}) can be paired. */
    READY,
    /** Every match is decided. */
    FINISHED,
    /** The recorded rounds do not fit the bracket ({@link #mismatches}); nothing after the misfit is known. */
    BROKEN
  }

  /** A qualifier: his seed (1 = first of the Swiss standings) and his id. */
  public record Seed(int seed, String player) {}

  /** How a match was decided. */
  public enum Decision {
    /** By the match's own games. */
    GAMES,
    /** By a tie-break stage's games (the deciding game won included). */
    TIE_BREAK,
    /** The deciding game drawn: black goes through. */
    ARMAGEDDON_DRAW,
    /** One player forfeited a game. */
    FORFEIT,
    /** Both forfeited a game: the higher seed goes through. */
    DOUBLE_FORFEIT
  }

  /** One game of a match: its slot, the round it was played in, the game as recorded. */
  public record MatchGame(Slot slot, int round, Game game) {}

  /** A round of the knock-out that does not fit the bracket: the check reports it. */
  public record Mismatch(int round, int board, List<String> players, String zh, String en) {
    public Mismatch {
      players = List.copyOf(players);
    }
  }

  /**
   * One match: stage, position in the stage's bracket order (from 0; the final 0, the match for third place 1),
   * the two seeds, its games so far, and, once decided, the winner, how, and in which slot.
   */
  public record Match(int stage, int position, boolean thirdPlace, Seed higher, Seed lower, List<MatchGame> games,
      String winner, Decision decision, Slot decidedIn) {
    public Match {
      games = List.copyOf(games);
    }

    public boolean decided() {
      return winner != null;
    }

    public String loser() {
      return winner == null ? null : winner.equals(higher.player()) ? lower.player() : higher.player();
    }

    public boolean involves(String player) {
      return higher.player().equals(player) || lower.player().equals(player);
    }

    public Seed seedOf(String player) {
      return higher.player().equals(player) ? higher : lower;
    }

    /** The match's name: 1/4决赛, 半决赛, 决赛, 三、四名决赛. */
    public String nameZh(KnockoutRules k) {
      return Slot.stageZh(stage, k.stages(), thirdPlace);
    }

    public String nameEn(KnockoutRules k) {
      return Slot.stageEn(stage, k.stages(), thirdPlace);
    }

    /** Half-points of {@code player} in the games of the part of slot {@code s} (the games or one tie-break stage). */
    public int partPoints(String player, Slot s, KnockoutRules k) {
      int from = s.firstOfPart(k);
      int to = from + s.gamesOfPart(k);
      int points = 0;
      for (MatchGame g : games) {
        if (g.slot().index() >= from && g.slot().index() < to) {
          points += halfPoints(g.game(), player, null);
        }
      }
      return points;
    }

    /** How the match was decided, for the winner: 正式对局 1½:½, 快棋加赛 1½:½（正式对局 1:1）, 加赛决胜局执黑和棋 …. */
    public String howZh(KnockoutRules k) {
      if (!decided()) {
        return "进行中";
      }
      String w = winner;
      String l = loser();
      return switch (decision) {
        case GAMES -> "正式对局 " + score(w, l, new Slot(stage, 0), k);
        case TIE_BREAK -> decidedIn.tieBreak(k).kind().chinese() + (decidedIn.tieBreak(k).blackWinsDraw() ? "胜"
            : "加赛 " + score(w, l, decidedIn, k)) + "（正式对局 " + score(w, l, new Slot(stage, 0), k) + "）";
        case ARMAGEDDON_DRAW -> "加赛决胜局执黑和棋晋级（正式对局 " + score(w, l, new Slot(stage, 0), k) + "）";
        case FORFEIT -> "对方" + decidedIn.gameZh(k) + "弃权";
        case DOUBLE_FORFEIT -> "双方" + decidedIn.gameZh(k) + "弃权，种子序号在前者晋级";
      };
    }

    public String howEn(KnockoutRules k) {
      if (!decided()) {
        return "in progress";
      }
      String w = winner;
      String l = loser();
      return switch (decision) {
        case GAMES -> "match games " + score(w, l, new Slot(stage, 0), k);
        case TIE_BREAK -> decidedIn.tieBreak(k).kind().english() + (decidedIn.tieBreak(k).blackWinsDraw() ? " won"
            : " tie-break " + score(w, l, decidedIn, k)) + " (match games " + score(w, l, new Slot(stage, 0), k) + ")";
        case ARMAGEDDON_DRAW -> "drew the Armageddon game with black (match games "
            + score(w, l, new Slot(stage, 0), k) + ")";
        case FORFEIT -> "opponent forfeited " + decidedIn.gameEn(k);
        case DOUBLE_FORFEIT -> "both forfeited " + decidedIn.gameEn(k) + ": the higher seed goes through";
      };
    }

    private String score(String a, String b, Slot s, KnockoutRules k) {
      return halves(partPoints(a, s, k)) + ":" + halves(partPoints(b, s, k));
    }
  }

  /** Half-points as arbiters write them: 0, ½, 1, 1½. */
  public static String halves(int halfPoints) {
    int whole = halfPoints / 2;
    return halfPoints % 2 == 0 ? String.valueOf(whole) : (whole == 0 ? "" : String.valueOf(whole)) + "½";
  }

  /**
   * The half-points (2, 1, 0) {@code player} scored in a finished game of a match, the regulations' reading of
   * lateness applied ({@code forfeits} null: read without it, for display); a draw is 1 each.
   */
  static int halfPoints(Game g, String player, ForfeitPolicy forfeits) {
    Outcome o = forfeits == null ? g.result().outcomeFor(g.colourOf(player))
        : forfeits.outcome(g.result(), g.colourOf(player));
    return switch (o) {
      case WIN, FORFEIT_WIN -> 2;
      case DRAW -> 1;
      default -> 0;
    };
  }

  /** The knock-out of {@code division} from its rounds and the regulations. */
  public static Bracket of(Tournament t, String division) {
    return new Walk(t, division).run();
  }

  /** Whether round {@code round} of the division is a knock-out round (after the Swiss). */
  public static boolean knockoutRound(Regulations r, String division, int round) {
    return r.format() == org.chuhe.regulations.Format.SWISS_KNOCKOUT && round > r.roundsOf(division);
  }

  /** The matches of the stage still to play in the next slot, in board order (empty unless {@link #READY}). */
  public List<Match> toPlay() {
    if (status != Status.READY) {
      return List.of();
    }
    return stages.get(next.stage() - 1).stream().filter(m -> !m.decided()).toList();
  }

  /** Every match, stage by stage. */
  public List<Match> matches() {
    return stages.stream().flatMap(List::stream).toList();
  }

  /** The mismatches found in one round. */
  public List<Mismatch> mismatchesOf(int round) {
    return mismatches.stream().filter(m -> m.round() == round).toList();
  }

  /**
   * The warning when the qualifying line falls inside a shared place: the last qualifier and the first player left
   * out (withdrawn players passed over, as the seeding does) stand on the same rank after every tie-break of the
   * chain. The bracket is seeded by the standings' order all the same; a draw of lots (when the chain ends in lots)
   * or the chief arbiter must decide who goes through. Example: 8 qualify, places 8 and 9 level:
   * "积分编排第 8–9 名并列…淘汰赛取前 8 名，分界线落在并列者之间".
   */
  static java.util.Optional<Problem> qualifyingTie(Tournament t, String division, KnockoutRules k,
      DivisionStandings swiss) {
    List<StandingsRow> rows = swiss.rows().stream().filter(r -> !r.withdrawn()).toList();
    if (rows.size() <= k.qualifiers()) {
      return java.util.Optional.empty();
    }
    int rank = rows.get(k.qualifiers() - 1).rank();
    if (rows.get(k.qualifiers()).rank() != rank) {
      return java.util.Optional.empty();
    }
    List<StandingsRow> tied = rows.stream().filter(r -> r.rank() == rank).toList();
    List<String> in = new ArrayList<>();
    List<String> inEn = new ArrayList<>();
    List<String> out = new ArrayList<>();
    List<String> outEn = new ArrayList<>();
    for (StandingsRow r : tied) {
      boolean qualifies = rows.indexOf(r) < k.qualifiers();
      (qualifies ? in : out).add(t.nameZh(r.playerId()));
      (qualifies ? inEn : outEn).add(t.nameEn(r.playerId()));
    }
    String span = rank + "–" + (rank + tied.size() - 1);
    boolean lots = swiss.chain().contains(Criterion.LOTS);
    return java.util.Optional.of(Problem.at(division, "积分编排第 " + span + " 名并列，全部破同分项目相同："
        + "淘汰赛取前 " + k.qualifiers() + " 名，分界线落在并列者之间；对阵暂按名次表顺序（" + String.join("、", in)
        + " 进入，" + String.join("、", out) + " 未进入），" + (lots ? "须先抽签决定名次" : "规程的破同分顺序没有抽签，由裁判长决定谁进入淘汰赛"),
        "ranks " + span + " of the Swiss are tied after every tie-break: the knock-out takes the first "
            + k.qualifiers() + ", and the line falls among them; the bracket follows the standings' order for now ("
            + String.join(", ", inEn) + " in, " + String.join(", ", outEn) + " out); " + (lots
            ? "a draw of lots must decide first" : "the regulations' chain has no lots: the chief arbiter decides "
            + "who goes through")));
  }

  /** Whether two players are of one unit, as the regulations read unit fields ({@code Regulations.units()}). */
  static boolean sameUnit(Tournament t, String a, String b) {
    return t.regulations().units().sameUnit(t.player(a).map(Player::unit).orElse(null),
        t.player(b).map(Player::unit).orElse(null));
  }

  /** Who is red in the {@code slot} game of match {@code m} by the rule (null: by lot, either is right). */
  static String expectedRed(Match m, Slot slot, KnockoutRules k) {
    if (slot.index() == slot.firstOfPart(k)) {
      KnockoutRules.FirstColour rule = slot.regular(k) ? k.firstColour() : slot.tieBreak(k).firstColour();
      return rule == KnockoutRules.FirstColour.HIGHER_SEED_RED ? m.higher().player() : null;
    }
    // Alternating: the previous game's black is red now.
    return m.games().get(m.games().size() - 1).game().black();
  }

  /** The walk over the recorded knock-out rounds that builds the bracket. */
  private static final class Walk {
    private final Tournament t;
    private final String division;
    private final KnockoutRules k;
    private final ForfeitPolicy forfeits;
    private final int swiss;
    private final List<Seed> seeds = new ArrayList<>();
    private final List<List<Match>> stages = new ArrayList<>();
    private final List<Mismatch> mismatches = new ArrayList<>();
    private final List<Problem> warnings = new ArrayList<>();
    private Status status = Status.READY;
    private int stage = 1;
    private int index = 0;
    private int openRound = 0;
    private List<Integer> openBoards = List.of();

    Walk(Tournament t, String division) {
      this.t = t;
      this.division = division;
      this.k = t.regulations().knockout();
      this.forfeits = t.regulations().forfeits();
      this.swiss = t.regulations().roundsOf(division);
    }

    Bracket run() {
      List<Round> all = t.roundsOf(division);
      List<Round> knockout = all.stream().filter(r -> r.number() > swiss).toList();
      boolean swissOver = all.stream().filter(r -> r.number() <= swiss && r.isComplete() && !r.draft()).count()
          == swiss;
      if (!swissOver) {
        for (Round r : knockout) {
          mismatch(r.number(), 0, List.of(), "积分编排阶段（前 " + swiss + " 轮）尚未结束，不能有淘汰赛轮次",
              "the Swiss (rounds 1–" + swiss + ") is not over: there can be no knock-out round yet");
        }
        return done(Status.SWISS);
      }
      if (!seed()) {
        return done(Status.BROKEN);
      }
      int expected = swiss + 1;
      for (Round r : knockout) {
        if (status != Status.READY) {
          mismatch(r.number(), 0, List.of(), status == Status.FINISHED ? "淘汰赛已经结束，本轮多余"
              : "上一轮淘汰赛对局尚无结果或不符合对阵，本轮无从核对",
              status == Status.FINISHED ? "the knock-out is over: this round is one too many"
                  : "an earlier knock-out round has games without a result or does not fit: this round cannot be "
                      + "checked");
          continue;
        }
        if (r.number() != expected) {
          mismatch(r.number(), 0, List.of(), "淘汰赛轮次应为第 " + expected + " 轮", "the knock-out round should be "
              + expected);
          status = Status.BROKEN;
          continue;
        }
        play(r);
        expected++;
      }
      return done(status);
    }

    private Bracket done(Status s) {
      Slot next = s == Status.READY ? new Slot(stage, index) : null;
      int nextRound = swiss + 1 + (int) t.roundsOf(division).stream().filter(r -> r.number() > swiss).count();
      return new Bracket(division, k, swiss, s, seeds, stages, next, nextRound, openRound, openBoards, mismatches,
          warnings);
    }

    /** The qualifiers from the Swiss standings, and the first stage's matches; false when too few. */
    private boolean seed() {
      DivisionStandings swissStandings = StandingsEngine.rankAfter(t, division, swiss);
      for (StandingsRow row : swissStandings.rows()) {
        if (!row.withdrawn() && seeds.size() < k.qualifiers()) {
          seeds.add(new Seed(seeds.size() + 1, row.playerId()));
        }
      }
      qualifyingTie(t, division, k, swissStandings).ifPresent(warnings::add);
      if (!k.qualifiersFillBracket() || seeds.size() < k.qualifiers()) {
        mismatch(swiss + 1, 0, List.of(), "积分编排后只有 " + seeds.size() + " 名棋手可进入淘汰赛，规程要求 "
            + k.qualifiers() + " 名（2 的乘方）", "only " + seeds.size() + " players can go into the knock-out after "
            + "the Swiss; the regulations want " + k.qualifiers() + " (a power of two)");
        return false;
      }
      List<Integer> order = Seeding.bracketOrder(k.qualifiers());
      if (k.unitAvoidance()) {
        order = Seeding.avoidingUnits(order, (a, b) -> sameUnit(t, seeds.get(a - 1).player(),
            seeds.get(b - 1).player()));
      }
      List<Match> first = new ArrayList<>();
      for (int i = 0; i < order.size(); i += 2) {
        first.add(match(1, i / 2, false, seeds.get(order.get(i) - 1), seeds.get(order.get(i + 1) - 1)));
      }
      stages.add(first);
      return true;
    }

    private static Match match(int stage, int position, boolean third, Seed a, Seed b) {
      Seed higher = a.seed() < b.seed() ? a : b;
      Seed lower = higher == a ? b : a;
      return new Match(stage, position, third, higher, lower, List.of(), null, null, null);
    }

    /** One knock-out round: the slot's games placed in their matches, checked, and the matches decided. */
    private void play(Round r) {
      Slot slot = new Slot(stage, index);
      List<Match> current = new ArrayList<>(stages.get(stage - 1));
      if (!slot.exists(k)) {
        mismatch(r.number(), 0, List.of(), "规程的加赛已用完，不应再有对局", "the regulations have no game left");
        status = Status.BROKEN;
        return;
      }
      for (String bye : r.byes()) {
        mismatch(r.number(), 0, List.of(bye), "淘汰赛没有轮空：" + t.nameZh(bye), "a knock-out has no bye: "
            + t.nameEn(bye));
      }
      Set<Integer> played = new HashSet<>();
      for (Game g : r.games()) {
        int at = find(current, g);
        if (at < 0 || played.contains(at)) {
          mismatch(r.number(), g.board(), List.of(g.red(), g.black()), t.nameZh(g.red()) + " 对 "
              + t.nameZh(g.black()) + " 不是" + slot.zh(k) + "的对阵", t.nameEn(g.red()) + " v " + t.nameEn(g.black())
              + " is not a pairing of the " + slot.en(k));
          status = Status.BROKEN;
          continue;
        }
        played.add(at);
        Match m = current.get(at);
        String red = expectedRed(m, slot, k);
        if (red != null && !red.equals(g.red())) {
          mismatch(r.number(), g.board(), List.of(g.red(), g.black()), slot.zh(k) + "应由 " + t.nameZh(red)
              + " 执红（" + colourRuleZh(m, slot) + "）", t.nameEn(red) + " should be red in the " + slot.en(k) + " ("
              + colourRuleEn(m, slot) + ")");
        }
        List<MatchGame> games = new ArrayList<>(m.games());
        games.add(new MatchGame(slot, r.number(), g));
        current.set(at, new Match(m.stage(), m.position(), m.thirdPlace(), m.higher(), m.lower(), games, null, null,
            null));
      }
      for (int i = 0; i < current.size(); i++) {
        Match m = current.get(i);
        if (!m.decided() && !played.contains(i)) {
          mismatch(r.number(), 0, List.of(m.higher().player(), m.lower().player()), m.nameZh(k) + " "
              + t.nameZh(m.higher().player()) + " 对 " + t.nameZh(m.lower().player()) + " 缺少" + slot.gameZh(k),
              "the " + m.nameEn(k) + " " + t.nameEn(m.higher().player()) + " v " + t.nameEn(m.lower().player())
                  + " has no " + slot.gameEn(k));
          status = Status.BROKEN;
        }
      }
      stages.set(stage - 1, current);
      if (status == Status.BROKEN) {
        return;
      }
      List<Integer> open = r.games().stream().filter(g -> !g.result().isFinished()).map(Game::board).toList();
      if (!open.isEmpty()) {
        status = Status.WAITING;
        openRound = r.number();
        openBoards = open;
        return;
      }
      for (int i = 0; i < current.size(); i++) {
        if (played.contains(i)) {
          current.set(i, decide(current.get(i), slot));
        }
      }
      stages.set(stage - 1, current);
      if (current.stream().allMatch(Match::decided)) {
        nextStage(current);
      } else {
        index++;
      }
    }

    private String colourRuleZh(Match m, Slot slot) {
      return slot.index() == slot.firstOfPart(k) ? "种子序号在前者执红" : "与上一局红黑互换";
    }

    private String colourRuleEn(Match m, Slot slot) {
      return slot.index() == slot.firstOfPart(k) ? "the higher seed is red" : "colours reversed from the game before";
    }

    private static int find(List<Match> current, Game g) {
      for (int i = 0; i < current.size(); i++) {
        Match m = current.get(i);
        if (!m.decided() && m.involves(g.red()) && m.involves(g.black())) {
          return i;
        }
      }
      return -1;
    }

    /** The match after the game of {@code slot}: decided or not (the rules in the class comment). */
    private Match decide(Match m, Slot slot) {
      Game g = m.games().get(m.games().size() - 1).game();
      Outcome hi = forfeits.outcome(g.result(), g.colourOf(m.higher().player()));
      Outcome lo = forfeits.outcome(g.result(), g.colourOf(m.lower().player()));
      if (hi == Outcome.FORFEIT_LOSS && lo == Outcome.FORFEIT_LOSS) {
        return decided(m, m.higher().player(), Decision.DOUBLE_FORFEIT, slot);
      }
      if (hi == Outcome.FORFEIT_LOSS || lo == Outcome.FORFEIT_LOSS) {
        return decided(m, hi == Outcome.FORFEIT_LOSS ? m.lower().player() : m.higher().player(), Decision.FORFEIT,
            slot);
      }
      if (!slot.lastOfPart(k)) {
        return m;
      }
      int a = points(m, m.higher().player(), slot);
      int b = points(m, m.lower().player(), slot);
      TieBreakStage tb = slot.tieBreak(k);
      if (a != b) {
        return decided(m, a > b ? m.higher().player() : m.lower().player(),
            tb == null ? Decision.GAMES : Decision.TIE_BREAK, slot);
      }
      if (tb != null && tb.blackWinsDraw()) {
        return decided(m, g.black(), Decision.ARMAGEDDON_DRAW, slot);
      }
      return m;
    }

    private int points(Match m, String player, Slot slot) {
      int from = slot.firstOfPart(k);
      int sum = 0;
      for (MatchGame g : m.games()) {
        if (g.slot().index() >= from && g.slot().index() <= slot.index()) {
          sum += halfPoints(g.game(), player, forfeits);
        }
      }
      return sum;
    }

    private static Match decided(Match m, String winner, Decision how, Slot slot) {
      return new Match(m.stage(), m.position(), m.thirdPlace(), m.higher(), m.lower(), m.games(), winner, how, slot);
    }

    /** The stage after a decided one: winners of matches 2i and 2i+1 meet; after the semi-finals, the third place. */
    private void nextStage(List<Match> decided) {
      if (stage == k.stages()) {
        status = Status.FINISHED;
        return;
      }
      List<Match> next = new ArrayList<>();
      List<Match> main = decided.stream().filter(m -> !m.thirdPlace()).toList();
      for (int i = 0; i < main.size(); i += 2) {
        next.add(match(stage + 1, i / 2, false, main.get(i).seedOf(main.get(i).winner()),
            main.get(i + 1).seedOf(main.get(i + 1).winner())));
      }
      if (stage + 1 == k.stages() && k.thirdPlace()) {
        next.add(match(stage + 1, 1, true, main.get(0).seedOf(main.get(0).loser()),
            main.get(1).seedOf(main.get(1).loser())));
      }
      stages.add(next);
      stage++;
      index = 0;
    }

    private void mismatch(int round, int board, List<String> players, String zh, String en) {
      mismatches.add(new Mismatch(round, board, players, zh, en));
    }
  }
}

package org.chuhe.simulation;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.model.Colour;
import org.chuhe.model.FoulKind;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Unit;
import org.chuhe.model.UnitKind;
import org.chuhe.model.Withdrawal;
import org.chuhe.pairing.Draw;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.NextRound;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.EntryCheck;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.GameRecordPolicy;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamMatchRules;
import org.chuhe.model.TeamPairing;
import org.chuhe.teams.TeamField;
import org.chuhe.teams.TeamLineUps;

/**
 * Builds a whole event from a seed (R-simulate): a field whose players fit the division's eligibility rules, the draw
 * of lots, then every round paired by {@link NextRound} (the format's rule book) and played out: the result drawn from the rating
 * difference (red has a small edge), with draws, forfeits, double forfeits, fouls of both kinds (one in four an
 * illegal move; each foul recorded as the workflow records it, {@link FoulPolicy#afterFoul}, so a game is lost at the
 * regulations' foul limits and ends there), missing game records
 * on recorded boards, and the odd withdrawal. The same spec always gives the same tournament.
 *
 * <p>The field fits the regulations: every player is one registration would admit to the division
 * ({@link EntryCheck#notEligible}), and the players spread over enough units for same-unit avoidance and the entry
 * limits per unit ({@link SimulationSpec#maxPerUnit}, {@link EntryCheck#unitLimit}); a field that cannot be paired
 * at all is refused before anything is simulated ({@link SimulationSpec#problems}). If a later round still has no legal pairing (a small field late in a
 * long event can run out of opponents), {@link #simulate} keeps the rounds played and says why it stopped.
 */
public final class Simulation {
  private static final String[] PROVINCES = {"山西省", "河北省", "北京市", "广东省", "浙江省", "四川省"};
  private static final String[] CITIES = {"太原市", "孝义市", "大同市", "石家庄市", "广州市", "杭州市", "成都市"};
  /** Team names of a simulated team event: the provinces and cities of a national team championship. */
  private static final String[] TEAM_NAMES = {"北京", "上海", "广东", "四川", "浙江", "江苏", "湖北", "河北", "山东",
      "福建", "厦门", "黑龙江", "吉林", "辽宁", "天津", "重庆", "河南", "山西", "云南", "广西"};
  private static final String[] GRADES = {"棋协大师", "一级棋士", "二级棋士", "三级棋士"};
  /** Red moves first: worth this many rating points. */
  private static final int RED_EDGE = 30;
  /** No side commits more fouls than this in one game, whatever the foul rate, where no limit ends the game. */
  private static final int MAX_FOULS = 5;
  /** Draws of a player's birth date, residence and grade before a division's conditions are deemed impossible. */
  private static final int MAX_DRAWS = 1000;

  private Simulation() {}

  /**
   * A simulated event: the tournament, and when a round could not be paired, the reason (the engine's "no legal
   * pairing", naming the players and rules in the way); the tournament then holds the rounds before it.
   */
  public record Run(Tournament tournament, ProblemException stoppedBy) {
    public boolean complete() {
      return stoppedBy == null;
    }
  }

  /** The whole event: every round of the spec paired and played; refused up front, or failing, as {@link #run}. */
  public static Tournament run(SimulationSpec spec) {
    return run(spec, spec.rounds());
  }

  /** The event after {@code rounds} rounds, each paired and played; throws if a round cannot be paired. */
  public static Tournament run(SimulationSpec spec, int rounds) {
    return run(spec, rounds, PairingEngine.inCallingThread(EngineProbe.NONE));
  }

  /** As {@link #run(SimulationSpec, int)}, each round paired by {@code engine}. */
  public static Tournament run(SimulationSpec spec, int rounds, PairingEngine engine) {
    Run run = simulate(spec, rounds, engine);
    if (!run.complete()) {
      throw run.stoppedBy();
    }
    return run.tournament();
  }

  /**
   * The event after {@code rounds} rounds, or after the last round that could be paired. Refuses (a
   * {@link ProblemException} listing {@link SimulationSpec#problems}) a field that cannot be paired at all.
   */
  public static Run simulate(SimulationSpec spec, int rounds) {
    return simulate(spec, rounds, PairingEngine.inCallingThread(EngineProbe.NONE));
  }

  /** As {@link #simulate(SimulationSpec, int)}, each round paired by {@code engine}. */
  public static Run simulate(SimulationSpec spec, int rounds, PairingEngine engine) {
    Tournament t = field(spec);
    for (int k = 1; k <= rounds || knockoutLeft(t, spec, rounds); k++) {
      try {
        t = playNextRound(t, spec, engine);
      } catch (ProblemException e) {
        return new Run(t, e);
      }
    }
    return new Run(t, null);
  }

  /**
   * Whether a Swiss then knock-out simulated through all its Swiss rounds has knock-out rounds left: as many as its
   * matches need, which only the games tell ({@link NextRound#rounds}).
   */
  private static boolean knockoutLeft(Tournament t, SimulationSpec spec, int rounds) {
    String d = spec.division();
    return t.regulations().format() == org.chuhe.regulations.Format.SWISS_KNOCKOUT
        && rounds >= t.regulations().roundsOf(d) && NextRound.number(t, d) <= NextRound.rounds(t, d);
  }

  /** Pairs the next round of the spec's division in the calling thread and plays it. */
  public static Tournament playNextRound(Tournament t, SimulationSpec spec) {
    return playNextRound(t, spec, PairingEngine.inCallingThread(EngineProbe.NONE));
  }

  /**
   * Pairs the next round of the spec's division with {@code engine} and plays it; in a team event each team first
   * enters its line-up ({@link #lineUps}).
   */
  public static Tournament playNextRound(Tournament t, SimulationSpec spec, PairingEngine engine) {
    Round paired = NextRound.pair(t, spec.division(), PairingOptions.DEFAULT, engine).round();
    if (paired.isTeamRound()) {
      paired = lineUps(t, paired, new SplittableRandom(mix(spec.seed(), 0x7EA4L + paired.number())));
    }
    return play(t, paired, spec);
  }

  /**
   * A team round's line-ups as the captains hand them in: in one match side in five a main player rests and the
   * first reserve moves up (the declared order kept, Laws §13); the rest field their main players.
   */
  static Round lineUps(Tournament t, Round paired, SplittableRandom r) {
    TeamMatchRules rules = t.regulations().teamMatch();
    TeamField field = TeamField.of(t, paired.division());
    Round out = paired;
    for (TeamPairing m : paired.matches()) {
      for (String team : List.of(m.first(), m.second())) {
        List<String> available = TeamLineUps.available(t, field.team(team).orElseThrow(), paired.number());
        if (available.size() <= rules.boards() || r.nextInt(5) != 0) {
          continue;
        }
        List<String> players = new ArrayList<>(available.subList(0, rules.boards() + 1));
        players.remove(r.nextInt(rules.boards()));
        out = TeamLineUps.withLineUp(t, out, team, players);
      }
    }
    return out;
  }

  /** Adds the round with results drawn for every game, then the withdrawals after it. */
  public static Tournament play(Tournament t, Round paired, SimulationSpec spec) {
    SplittableRandom r = new SplittableRandom(mix(spec.seed(), paired.number()));
    List<Game> games = new ArrayList<>();
    java.util.Map<String, Integer> rating = new java.util.HashMap<>();
    for (Player p : t.playersIn(spec.division())) {
      rating.put(p.id(), p.rating() == null ? 1500 : p.rating());
    }
    Regulations regs = t.regulations();
    GameRecordPolicy records = regs.gameRecords();
    FoulPolicy foulPolicy = regs.fouls();
    for (Game g : paired.games()) {
      Result result;
      Fouls redFouls = Fouls.NONE;
      Fouls blackFouls = Fouls.NONE;
      double roll = r.nextDouble();
      if (roll < spec.forfeitShare() / 10) {
        result = Result.DOUBLE_FORFEIT;
      } else if (roll < spec.forfeitShare()) {
        result = r.nextBoolean() ? Result.RED_WIN_BY_FORFEIT : Result.BLACK_WIN_BY_FORFEIT;
      } else {
        double e = 1 / (1 + Math.pow(10, (rating.get(g.black()) - rating.get(g.red()) - RED_EDGE) / 400.0));
        double draw = spec.drawShare() * 2 * Math.min(e, 1 - e);
        double x = r.nextDouble();
        result = x < e - draw / 2 ? Result.RED_WIN : x < e + draw / 2 ? Result.DRAW : Result.BLACK_WIN;
        List<FoulKind> red = fouls(r, spec, foulPolicy);
        List<FoulKind> black = fouls(r, spec, foulPolicy);
        Game played = playFouls(foulPolicy, Game.of(g.board(), g.red(), g.black(), result), red, black);
        result = played.result();
        redFouls = played.redFouls();
        blackFouls = played.blackFouls();
      }
      Boolean recordKept = null;
      if (records.requires(paired.number(), g.board()) && result.played()) {
        recordKept = r.nextInt(40) != 0;
      }
      games.add(new Game(g.board(), g.red(), g.black(), result, redFouls, blackFouls, recordKept));
    }
    List<Round> rounds = new ArrayList<>(t.rounds());
    rounds.add(paired.withGames(games, paired.byes()));
    List<Withdrawal> withdrawals = new ArrayList<>(t.withdrawals());
    java.util.Set<String> gone = new java.util.HashSet<>();
    t.withdrawals().forEach(w -> gone.add(w.player()));
    // A team event keeps its players: a team's line-up is declared for the whole event (Laws §13).
    if (paired.number() < spec.rounds() && !regs.format().teams()) {
      for (Player p : t.playersIn(spec.division())) {
        if (!gone.contains(p.id()) && r.nextDouble() < spec.withdrawShare()) {
          withdrawals.add(new Withdrawal(p.id(), paired.number(), "模拟：退赛 / simulated withdrawal"));
        }
      }
    }
    return new Tournament(t.id(), t.name(), regs, t.units(), t.players(), rounds, withdrawals, t.penalties(),
        t.awards(), t.lots());
  }

  /**
   * The fouls one side would commit in one game, in order: each further foul with probability {@code foulRate}, one
   * in four an illegal move, until the foul that would lose the game under the regulations (or {@link #MAX_FOULS},
   * where no limit applies).
   */
  private static List<FoulKind> fouls(SplittableRandom r, SimulationSpec spec, FoulPolicy policy) {
    List<FoulKind> kinds = new ArrayList<>();
    Fouls fouls = Fouls.NONE;
    while (fouls.total() < MAX_FOULS && r.nextDouble() < spec.foulRate()) {
      FoulKind kind = r.nextInt(4) == 0 ? FoulKind.ILLEGAL_MOVE : FoulKind.OTHER;
      kinds.add(kind);
      fouls = fouls.plus(kind, 1);
      if (policy.lostBy(fouls, kind).isPresent()) {
        break;
      }
    }
    return kinds;
  }

  /**
   * The game after its fouls, as they happen: red's first, black's first, red's second … (red moves first), each
   * recorded by the regulations' rule ({@link FoulPolicy#afterFoul}, the workflow's); the foul that loses the game
   * ends it, so fouls the other side would have committed later never happen.
   */
  static Game playFouls(FoulPolicy policy, Game game, List<FoulKind> red, List<FoulKind> black) {
    Game g = game;
    for (int i = 0; i < Math.max(red.size(), black.size()); i++) {
      for (Colour side : Colour.values()) {
        List<FoulKind> own = side == Colour.RED ? red : black;
        if (i < own.size()) {
          FoulPolicy.AfterFoul after = policy.afterFoul(g, side, own.get(i));
          g = after.game();
          if (after.lost()) {
            return g;
          }
        }
      }
    }
    return g;
  }

  /**
   * The field before round 1: players that fit the division, spread over the units at random with no unit above
   * {@link SimulationSpec#maxPerUnit} (a full unit passes its player on to the next one with room), and the draw of
   * lots. Refuses a spec with {@link SimulationSpec#problems}.
   */
  public static Tournament field(SimulationSpec spec) {
    List<Problem> problems = spec.problems();
    if (!problems.isEmpty()) {
      throw new ProblemException(problems);
    }
    SplittableRandom r = new SplittableRandom(spec.seed());
    Regulations regs = spec.regulations();
    PlayerFilter filter = regs.division(spec.division()).map(DivisionRules::eligible).orElse(PlayerFilter.ANYONE);
    if (regs.format().teams()) {
      return teams(spec, r, filter);
    }
    List<Unit> units = new ArrayList<>();
    for (int u = 1; u <= spec.unitCount(); u++) {
      units.add(new Unit(String.format("U%04d", u), "单位" + u, UnitKind.TEAM));
    }
    int room = Math.max(spec.maxPerUnit(), (spec.players() + units.size() - 1) / units.size());
    int[] members = new int[units.size()];
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= spec.players(); i++) {
      // The division's gender, where its eligibility names one (a women's division gets women's names).
      Names.Named named = Names.draw(r, () -> filter.gender() != null ? filter.gender()
          : r.nextBoolean() ? Gender.MALE : Gender.FEMALE);
      String name = named.name();
      Gender gender = named.gender();
      int rating = (int) Math.max(800, Math.min(2700, Math.round(1500 + 250 * gaussian(r))));
      int unit = r.nextInt(units.size());
      while (members[unit] >= room) {
        unit = (unit + 1) % units.size();
      }
      members[unit]++;
      String id = String.format("S%06d", i);
      String unitId = units.get(unit).id();
      players.add(eligible(regs, spec.division(), () -> new Player(id, name, spec.division(), unitId, gender,
          birthDate(filter, r), residence(filter, r), grade(filter, r), rating, null, true, true, null, null)));
    }
    Tournament t = new Tournament("sim-" + Long.toHexString(spec.seed()), "模拟赛事 / simulated event", regs, units,
        players, List.of(), List.of(), List.of(), List.of(), java.util.Map.of());
    return Draw.apply(t, spec.division(), mix(spec.seed(), 0x5EED));
  }

  /**
   * A team event's field: {@code spec.players()} teams (for a team event the spec counts teams), each of
   * {@code teamMatch.boards} main players and {@code teamMatch.reserves} reserves declared strongest first (a
   * captain's usual board order), the teams in an order drawn by lot (their numbers), then the players' draw.
   */
  private static Tournament teams(SimulationSpec spec, SplittableRandom r, PlayerFilter filter) {
    Regulations regs = spec.regulations();
    int size = regs.teamMatch().teamSize();
    List<Unit> units = new ArrayList<>();
    List<Player> players = new ArrayList<>();
    for (int k = 1; k <= spec.players(); k++) {
      String teamId = String.format("T%03d", k);
      List<Player> members = new ArrayList<>();
      for (int j = 1; j <= size; j++) {
        Names.Named named = Names.draw(r, () -> filter.gender() != null ? filter.gender()
            : r.nextBoolean() ? Gender.MALE : Gender.FEMALE);
        int rating = (int) Math.max(800, Math.min(2700, Math.round(1500 + 250 * gaussian(r))));
        String id = String.format("S%06d", (k - 1) * size + j);
        members.add(eligible(regs, spec.division(), () -> new Player(id, named.name(), spec.division(), teamId,
            named.gender(), birthDate(filter, r), residence(filter, r), grade(filter, r), rating, null, true, true,
            null, null)));
      }
      members.sort(java.util.Comparator.comparingInt((Player p) -> -p.rating()));
      String name = TEAM_NAMES[(k - 1) % TEAM_NAMES.length] + (k > TEAM_NAMES.length ? String.valueOf(k) : "") + "队";
      units.add(new Unit(teamId, name, UnitKind.TEAM, members.stream().map(Player::id).toList()));
      players.addAll(members);
    }
    for (int i = units.size() - 1; i > 0; i--) {
      java.util.Collections.swap(units, i, r.nextInt(i + 1));
    }
    Tournament t = new Tournament("sim-" + Long.toHexString(spec.seed()), "模拟团体赛 / simulated team event", regs,
        units, players, List.of(), List.of(), List.of(), List.of(), java.util.Map.of());
    return Draw.apply(t, spec.division(), mix(spec.seed(), 0x5EED));
  }

  /**
   * A player the division admits by registration's rule ({@link EntryCheck#notEligible}): the one {@code make}
   * draws, drawn again while the rule says no (a generator aimed at the division's conditions rarely needs a second
   * draw); refused when no draw is admitted.
   */
  private static Player eligible(Regulations regs, String division, Supplier<Player> make) {
    Player p = make.get();
    List<EntryCheck.Breach> breaches = EntryCheck.notEligible(regs, p);
    for (int draw = 1; draw < MAX_DRAWS && !breaches.isEmpty(); draw++) {
      p = make.get();
      breaches = EntryCheck.notEligible(regs, p);
    }
    if (!breaches.isEmpty()) {
      throw ProblemException.of("division", "模拟的棋手无法满足组别 " + division + " 的参赛条件："
              + String.join("；", breaches.stream().map(EntryCheck.Breach::zh).toList()),
          "no simulated player can enter division " + division + ": "
              + String.join("; ", breaches.stream().map(EntryCheck.Breach::en).toList()));
    }
    return p;
  }

  private static LocalDate birthDate(PlayerFilter f, SplittableRandom r) {
    LocalDate from = f.bornOnOrAfter() != null ? f.bornOnOrAfter() : LocalDate.of(1955, 1, 1);
    LocalDate to = f.bornOnOrBefore() != null ? f.bornOnOrBefore() : LocalDate.of(2016, 12, 31);
    if (f.bornOnOrAfter() == null && to.isBefore(from)) {
      from = to.minusYears(10); // born on or before a date before 1955: the ten years up to it
    }
    if (to.isBefore(from)) {
      to = from.plusYears(10);
    }
    if (f.bornOnOrBefore() == null && f.bornOnOrAfter() != null && to.isBefore(from.plusYears(1))) {
      to = from.plusYears(10);
    }
    long days = to.toEpochDay() - from.toEpochDay();
    return LocalDate.ofEpochDay(from.toEpochDay() + (days <= 0 ? 0 : r.nextLong(days + 1)));
  }

  /** The filter's province and city, else drawn (a place the filter excludes is drawn again by {@link #eligible}). */
  private static Residence residence(PlayerFilter f, SplittableRandom r) {
    String province = f.province() != null ? f.province() : PROVINCES[r.nextInt(PROVINCES.length)];
    String city = f.city() != null ? f.city() : CITIES[r.nextInt(CITIES.length)];
    return new Residence(province, city);
  }

  private static String grade(PlayerFilter f, SplittableRandom r) {
    if (!f.grades().isEmpty()) {
      return f.grades().get(r.nextInt(f.grades().size()));
    }
    for (int tries = 0; tries < 10; tries++) {
      String g = r.nextInt(3) == 0 ? null : GRADES[r.nextInt(GRADES.length)];
      if (g == null || !f.excludeGrades().contains(g)) {
        return g;
      }
    }
    return null;
  }

  private static double gaussian(SplittableRandom r) {
    // Box–Muller: SplittableRandom has no nextGaussian on Java 17.
    double u = 1 - r.nextDouble();
    double v = r.nextDouble();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A well-mixed seed for one purpose (a round, the draw) derived from the event seed. */
  static long mix(long seed, long purpose) {
    long z = seed + purpose * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}

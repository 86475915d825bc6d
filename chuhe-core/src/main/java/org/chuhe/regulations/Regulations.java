package org.chuhe.regulations;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.chuhe.model.Units;
import org.chuhe.problem.Problem;

/**
 * An event's regulations (规程 + 补充规定) as data. Parts left out take the 2011 Laws' defaults (rules digest
 * §10). {@link #validate()} checks what the records' constructors cannot: references between parts and limits
 * that depend on each other.
 */
public record Regulations(
    String id,
    String name,
    String laws,
    Scoring scoring,
    Integer rounds,
    TimeControl timeControl,
    RoundOnePairing roundOne,
    ColourRules colours,
    UnitAvoidance unitAvoidance,
    List<String> notUnits,
    ByeRules byes,
    Boolean provisionalPairing,
    ForfeitPolicy forfeits,
    FoulPolicy fouls,
    GameRecordPolicy gameRecords,
    TieBreakRules tieBreaks,
    TeamScoring teamScoring,
    EntryLimits entryLimits,
    List<DivisionRules> divisions,
    List<ExtraPrizeList> extraPrizeLists,
    List<LuckyPrize> luckyPrizes,
    Boolean prizesCumulative,
    WithdrawnPrizes withdrawnPrizes,
    List<TitleRule> titles,
    List<ManualAwardRule> manualAwards,
    List<ScheduledRound> schedule,
    MoveLimitRules moveLimit,
    Format format,
    RoundRobinRules roundRobin,
    KnockoutRules knockout,
    TeamMatchRules teamMatch) {

  public Regulations {
    laws = laws == null ? "象棋竞赛规则（2011）" : laws;
    scoring = scoring == null ? Scoring.LAWS_2011 : scoring;
    rounds = rounds == null ? 9 : rounds;
    roundOne = roundOne == null ? new RoundOnePairing(null, null) : roundOne;
    colours = colours == null ? ColourRules.DEFAULT : colours;
    unitAvoidance = unitAvoidance == null ? UnitAvoidance.ROUND_ONE : unitAvoidance;
    notUnits = notUnits == null ? List.of() : List.copyOf(notUnits);
    byes = byes == null ? ByeRules.DEFAULT : byes;
    provisionalPairing = provisionalPairing == null ? Boolean.FALSE : provisionalPairing;
    forfeits = forfeits == null ? ForfeitPolicy.DEFAULT : forfeits;
    fouls = fouls == null ? FoulPolicy.DEFAULT : fouls;
    gameRecords = gameRecords == null ? GameRecordPolicy.NONE : gameRecords;
    tieBreaks = tieBreaks == null ? TieBreakRules.DEFAULT : tieBreaks;
    teamScoring = teamScoring == null ? TeamScoring.NONE : teamScoring;
    entryLimits = entryLimits == null ? EntryLimits.NONE : entryLimits;
    divisions = divisions == null || divisions.isEmpty()
        ? List.of(new DivisionRules("open", "公开组", "Open", null, null, null, null, null, null))
        : List.copyOf(divisions);
    extraPrizeLists = extraPrizeLists == null ? List.of() : List.copyOf(extraPrizeLists);
    luckyPrizes = luckyPrizes == null ? List.of() : List.copyOf(luckyPrizes);
    prizesCumulative = prizesCumulative == null ? Boolean.FALSE : prizesCumulative;
    withdrawnPrizes = withdrawnPrizes == null ? WithdrawnPrizes.CONFIRM : withdrawnPrizes;
    titles = titles == null ? List.of() : List.copyOf(titles);
    manualAwards = manualAwards == null ? List.of() : List.copyOf(manualAwards);
    schedule = schedule == null ? List.of() : List.copyOf(schedule);
    moveLimit = moveLimit == null ? MoveLimitRules.DEFAULT : moveLimit;
    format = format == null ? Format.SWISS : format;
    roundRobin = roundRobin == null ? RoundRobinRules.DEFAULT : roundRobin;
    knockout = knockout == null ? KnockoutRules.DEFAULT : knockout;
    teamMatch = teamMatch == null ? TeamMatchRules.DEFAULT : teamMatch;
    // Regulations that name no tie-break chain take the Laws' chain of their format (§14.1, §14.2 or §14.3.1).
    if (tieBreaks.chain() == null) {
      tieBreaks = tieBreaks.withChain(TieBreakRules.lawsChain(format, roundRobin.cycles()));
    }
  }

  /** As the canonical constructor, with no team match rules (an individual event: their defaults). */
  public Regulations(String id, String name, String laws, Scoring scoring, Integer rounds, TimeControl timeControl,
      RoundOnePairing roundOne, ColourRules colours, UnitAvoidance unitAvoidance, List<String> notUnits,
      ByeRules byes, Boolean provisionalPairing, ForfeitPolicy forfeits, FoulPolicy fouls,
      GameRecordPolicy gameRecords, TieBreakRules tieBreaks, TeamScoring teamScoring, EntryLimits entryLimits,
      List<DivisionRules> divisions, List<ExtraPrizeList> extraPrizeLists, List<LuckyPrize> luckyPrizes,
      Boolean prizesCumulative, WithdrawnPrizes withdrawnPrizes, List<TitleRule> titles,
      List<ManualAwardRule> manualAwards, List<ScheduledRound> schedule, MoveLimitRules moveLimit, Format format,
      RoundRobinRules roundRobin, KnockoutRules knockout) {
    this(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits, byes,
        provisionalPairing, forfeits, fouls, gameRecords, tieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards, schedule, moveLimit,
        format, roundRobin, knockout, null);
  }

  /** As the canonical constructor, for a Swiss (the format and its parts at their defaults). */
  public Regulations(String id, String name, String laws, Scoring scoring, Integer rounds, TimeControl timeControl,
      RoundOnePairing roundOne, ColourRules colours, UnitAvoidance unitAvoidance, List<String> notUnits,
      ByeRules byes, Boolean provisionalPairing, ForfeitPolicy forfeits, FoulPolicy fouls,
      GameRecordPolicy gameRecords, TieBreakRules tieBreaks, TeamScoring teamScoring, EntryLimits entryLimits,
      List<DivisionRules> divisions, List<ExtraPrizeList> extraPrizeLists, List<LuckyPrize> luckyPrizes,
      Boolean prizesCumulative, WithdrawnPrizes withdrawnPrizes, List<TitleRule> titles,
      List<ManualAwardRule> manualAwards, List<ScheduledRound> schedule, MoveLimitRules moveLimit) {
    this(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits, byes,
        provisionalPairing, forfeits, fouls, gameRecords, tieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards, schedule, moveLimit,
        null, null, null, null);
  }

  /** As the canonical constructor, with the move limit at the Laws' default. */
  public Regulations(String id, String name, String laws, Scoring scoring, Integer rounds, TimeControl timeControl,
      RoundOnePairing roundOne, ColourRules colours, UnitAvoidance unitAvoidance, List<String> notUnits,
      ByeRules byes, Boolean provisionalPairing, ForfeitPolicy forfeits, FoulPolicy fouls,
      GameRecordPolicy gameRecords, TieBreakRules tieBreaks, TeamScoring teamScoring, EntryLimits entryLimits,
      List<DivisionRules> divisions, List<ExtraPrizeList> extraPrizeLists, List<LuckyPrize> luckyPrizes,
      Boolean prizesCumulative, WithdrawnPrizes withdrawnPrizes, List<TitleRule> titles,
      List<ManualAwardRule> manualAwards, List<ScheduledRound> schedule) {
    this(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits, byes,
        provisionalPairing, forfeits, fouls, gameRecords, tieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards, schedule, null);
  }

  /**
   * As the canonical constructor, without {@code notUnits} (chuhe's list of spellings of "no unit" only) and
   * {@code withdrawnPrizes} (the default: the chief arbiter confirms).
   */
  public Regulations(String id, String name, String laws, Scoring scoring, Integer rounds, TimeControl timeControl,
      RoundOnePairing roundOne, ColourRules colours, UnitAvoidance unitAvoidance, ByeRules byes,
      Boolean provisionalPairing, ForfeitPolicy forfeits, FoulPolicy fouls, GameRecordPolicy gameRecords,
      TieBreakRules tieBreaks, TeamScoring teamScoring, EntryLimits entryLimits, List<DivisionRules> divisions,
      List<ExtraPrizeList> extraPrizeLists, List<LuckyPrize> luckyPrizes, Boolean prizesCumulative,
      List<TitleRule> titles, List<ManualAwardRule> manualAwards, List<ScheduledRound> schedule) {
    this(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, null, byes,
        provisionalPairing, forfeits, fouls, gameRecords, tieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, null, titles, manualAwards, schedule, null);
  }

  /**
   * What a unit field means in this event ({@link Units}): chuhe's spellings of "no unit" (个人, 散户, 待定 …) and
   * {@code notUnits} besides. The one instance for same-unit avoidance, team standings and the entry limits.
   */
  public Units units() {
    return Units.alsoNoUnit(notUnits);
  }

  /** Regulations with every part at the 2011 Laws' default and one division called {@code open}. */
  public static Regulations defaults() {
    return new Regulations("default", "2011 Laws defaults", null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null);
  }

  /**
   * These regulations with another format and its parts (the rest as it is). A tie-break chain that is the Laws'
   * chain of the old format (the default, or named as it) becomes the Laws' chain of the new one: a Swiss's §14.3.1
   * made a single round robin ranks by §14.1.
   */
  public Regulations withFormat(Format newFormat, RoundRobinRules newRoundRobin, KnockoutRules newKnockout) {
    TieBreakRules newTieBreaks = tieBreaks.chain().equals(TieBreakRules.lawsChain(format, roundRobin.cycles()))
        ? tieBreaks.withChain(null) : tieBreaks;
    return new Regulations(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits,
        byes, provisionalPairing, forfeits, fouls, gameRecords, newTieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards, schedule, moveLimit,
        newFormat, newRoundRobin, newKnockout, teamMatch);
  }

  /** These regulations with other team match rules (the rest as it is). */
  public Regulations withTeamMatch(TeamMatchRules newTeamMatch) {
    return new Regulations(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits,
        byes, provisionalPairing, forfeits, fouls, gameRecords, tieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards, schedule, moveLimit,
        format, roundRobin, knockout, newTeamMatch);
  }

  public Regulations withTieBreaks(TieBreakRules newTieBreaks) {
    return new Regulations(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits,
        byes, provisionalPairing, forfeits, fouls, gameRecords, newTieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards, schedule, moveLimit,
        format, roundRobin, knockout, teamMatch);
  }

  public Regulations withNotUnits(List<String> newNotUnits) {
    return new Regulations(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance,
        newNotUnits, byes, provisionalPairing, forfeits, fouls, gameRecords, tieBreaks, teamScoring, entryLimits,
        divisions, extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards,
        schedule, moveLimit, format, roundRobin, knockout, teamMatch);
  }

  public Regulations withForfeits(ForfeitPolicy newForfeits) {
    return new Regulations(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits,
        byes, provisionalPairing, newForfeits, fouls, gameRecords, tieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards, schedule, moveLimit,
        format, roundRobin, knockout, teamMatch);
  }

  public Regulations withTeamScoring(TeamScoring newTeamScoring) {
    return new Regulations(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits,
        byes, provisionalPairing, forfeits, fouls, gameRecords, tieBreaks, newTeamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, withdrawnPrizes, titles, manualAwards, schedule, moveLimit,
        format, roundRobin, knockout, teamMatch);
  }

  public Regulations withWithdrawnPrizes(WithdrawnPrizes newWithdrawnPrizes) {
    return new Regulations(id, name, laws, scoring, rounds, timeControl, roundOne, colours, unitAvoidance, notUnits,
        byes, provisionalPairing, forfeits, fouls, gameRecords, tieBreaks, teamScoring, entryLimits, divisions,
        extraPrizeLists, luckyPrizes, prizesCumulative, newWithdrawnPrizes, titles, manualAwards, schedule,
        moveLimit, format, roundRobin, knockout, teamMatch);
  }

  /** The division whose individual standings make the team standings (R15): the team scoring's, else the first. */
  public String teamDivision() {
    return teamScoring.division() != null ? teamScoring.division() : divisions.get(0).id();
  }

  public Optional<DivisionRules> division(String divisionId) {
    return divisions.stream().filter(d -> d.id().equals(divisionId)).findFirst();
  }

  /** Rounds of a division: its own number if it has one (seed 001), else the event's. */
  public int roundsOf(String divisionId) {
    return division(divisionId).map(DivisionRules::rounds).orElse(rounds);
  }

  public TimeControl timeControlOf(String divisionId) {
    return division(divisionId).map(DivisionRules::timeControl).orElse(timeControl);
  }

  /** Everything that is wrong with these regulations, each problem naming its field. Empty when valid. */
  public List<Problem> validate() {
    List<Problem> problems = new ArrayList<>();
    if (rounds < 1) {
      problems.add(Problem.at("rounds", "轮数必须至少为 1，现为 " + rounds, "must be at least 1, is " + rounds));
    }
    Set<String> divisionIds = new HashSet<>();
    for (int i = 0; i < divisions.size(); i++) {
      DivisionRules d = divisions.get(i);
      String at = "divisions[" + i + "]";
      if (!divisionIds.add(d.id())) {
        problems.add(Problem.at(at + ".id", "组别编号重复：" + d.id(), "duplicate division id " + d.id()));
      }
      if (d.rounds() != null && d.rounds() < 1) {
        problems.add(Problem.at(at + ".rounds", "轮数必须至少为 1", "must be at least 1"));
      }
      if (d.maxPlayers() != null && d.maxPlayers() < 1) {
        problems.add(Problem.at(at + ".maxPlayers", "人数上限必须至少为 1", "must be at least 1"));
      }
      checkBands(problems, at + ".prizes", d.prizes());
      checkGradeBands(problems, at + ".gradeBands", d.gradeBands());
    }
    for (int i = 0; i < notUnits.size(); i++) {
      if (notUnits.get(i).isBlank()) {
        problems.add(Problem.at("notUnits[" + i + "]", "不能为空：空白的单位栏本来就不算单位",
            "must not be blank: a blank unit field is no unit anyway"));
      }
    }
    problems.addAll(fouls.problems());
    List<Criterion> chain = tieBreaks.chain();
    if (new HashSet<>(chain).size() != chain.size()) {
      problems.add(Problem.at("tieBreaks.chain", "破同分顺序中有重复项", "a criterion appears twice"));
    }
    int lots = chain.indexOf(Criterion.LOTS);
    if (lots >= 0 && lots != chain.size() - 1) {
      problems.add(Problem.at("tieBreaks.chain", "抽签必须是最后一项", "lots must be the last criterion"));
    }
    if (teamScoring.method() != TeamScoring.Method.NONE) {
      if (teamScoring.bestN() < 1) {
        problems.add(Problem.at("teamScoring.bestN", "必须至少为 1", "must be at least 1"));
      }
      checkDivisionRef(problems, "teamScoring.division", teamScoring.division(), divisionIds, true);
      checkBands(problems, "teamScoring.prizes", teamScoring.prizes());
    }
    for (int i = 0; i < extraPrizeLists.size(); i++) {
      ExtraPrizeList list = extraPrizeLists.get(i);
      checkDivisionRef(problems, "extraPrizeLists[" + i + "].division", list.division(), divisionIds, false);
      checkBands(problems, "extraPrizeLists[" + i + "].prizes", list.prizes());
    }
    for (int i = 0; i < luckyPrizes.size(); i++) {
      checkDivisionRef(problems, "luckyPrizes[" + i + "].division", luckyPrizes.get(i).division(), divisionIds,
          false);
    }
    for (int i = 0; i < titles.size(); i++) {
      TitleRule t = titles.get(i);
      checkDivisionRef(problems, "titles[" + i + "].division", t.division(), divisionIds, false);
      if (t.count() < 1) {
        problems.add(Problem.at("titles[" + i + "].count", "必须至少为 1", "must be at least 1"));
      }
    }
    for (String division : entryLimits.perUnitPerDivision().keySet()) {
      checkDivisionRef(problems, "entryLimits.perUnitPerDivision", division, divisionIds, false);
    }
    Set<Integer> scheduled = new HashSet<>();
    for (int i = 0; i < schedule.size(); i++) {
      ScheduledRound s = schedule.get(i);
      if (s.round() < 1 || !scheduled.add(s.round())) {
        problems.add(Problem.at("schedule[" + i + "].round", "轮次无效或重复：" + s.round(),
            "round number invalid or repeated: " + s.round()));
      }
    }
    checkFormat(problems);
    checkTeamMatch(problems);
    RegulationRanges.check(this, problems);
    return problems;
  }

  private void checkFormat(List<Problem> problems) {
    if (roundRobin.cycles() != 1 && roundRobin.cycles() != 2) {
      problems.add(Problem.at("roundRobin.cycles", "循环次数必须是 1（单循环）或 2（双循环），现为 " + roundRobin.cycles(),
          "must be 1 (single round robin) or 2 (double), is " + roundRobin.cycles()));
    }
    if (format.roundRobin() && (forfeits.withdrawAfterForfeits() > 0
        || forfeits.stopPairingAfterConsecutiveForfeits() > 0)) {
      problems.add(Problem.at("forfeits", "循环赛的对阵由贝格尔表排定，弃权不停止编排：不能设 withdrawAfterForfeits 或 "
          + "stopPairingAfterConsecutiveForfeits；中途退出按 roundRobin.withdrawals（规则 §20.3）处理",
          "a round robin's games are fixed by the Berger table and forfeits stop no pairing: withdrawAfterForfeits "
              + "and stopPairingAfterConsecutiveForfeits cannot be set; a withdrawal follows roundRobin.withdrawals "
              + "(Laws §20.3)"));
    }
    if (knockout.qualifiers() < 2) {
      problems.add(Problem.at("knockout.qualifiers", "进入淘汰赛的人数必须至少为 2，现为 " + knockout.qualifiers(),
          "at least 2 players must go into the knock-out, is " + knockout.qualifiers()));
    }
    if (knockout.gamesPerMatch() != 1 && knockout.gamesPerMatch() != 2) {
      problems.add(Problem.at("knockout.gamesPerMatch", "每场对抗必须是 1 局或 2 局，现为 " + knockout.gamesPerMatch(),
          "a match must be 1 or 2 games, is " + knockout.gamesPerMatch()));
    }
    if (format == Format.SWISS_KNOCKOUT) {
      knockout.check(problems, rounds);
    }
  }

  /** The team match rules (checked whatever the format, as the other format parts are). */
  private void checkTeamMatch(List<Problem> problems) {
    if (teamMatch.boards() < 1 || teamMatch.boards() > 20) {
      problems.add(Problem.at("teamMatch.boards", "每场团体对抗的台数必须在 1 到 20 之间，现为 " + teamMatch.boards(),
          "a team match must have 1 to 20 boards, has " + teamMatch.boards()));
    }
    if (teamMatch.reserves() < 0 || teamMatch.reserves() > 20) {
      problems.add(Problem.at("teamMatch.reserves", "替补人数必须在 0 到 20 之间，现为 " + teamMatch.reserves(),
          "reserves must be 0 to 20, is " + teamMatch.reserves()));
    }
    if (teamMatch.matchLoss() < 0) {
      problems.add(Problem.at("teamMatch.matchLoss", "负场的场分不能为负数，现为 " + teamMatch.matchLoss(),
          "a lost match cannot score negative match points, scores " + teamMatch.matchLoss()));
    }
    if (!(teamMatch.matchWin() > teamMatch.matchDraw() && teamMatch.matchDraw() >= teamMatch.matchLoss())) {
      problems.add(Problem.at("teamMatch.matchWin", "场分须胜 > 和 ≥ 负（规则 §13.2 为 2/1/0），现为 " + teamMatch.matchWin()
          + "/" + teamMatch.matchDraw() + "/" + teamMatch.matchLoss(), "match points must be win > draw >= loss "
          + "(Laws §13.2: 2/1/0), are " + teamMatch.matchWin() + "/" + teamMatch.matchDraw() + "/"
          + teamMatch.matchLoss()));
    }
    List<TeamCriterion> teamChain = teamMatch.chain();
    if (new HashSet<>(teamChain).size() != teamChain.size()) {
      problems.add(Problem.at("teamMatch.chain", "团体名次顺序中有重复项", "a criterion appears twice"));
    }
    int teamLots = teamChain.indexOf(TeamCriterion.LOTS);
    if (teamLots >= 0 && teamLots != teamChain.size() - 1) {
      problems.add(Problem.at("teamMatch.chain", "抽签必须是最后一项", "lots must be the last criterion"));
    }
    if (!teamChain.contains(TeamCriterion.MATCH_POINTS) && !teamChain.contains(TeamCriterion.GAME_POINTS)) {
      problems.add(Problem.at("teamMatch.chain", "团体名次必须按场分或局分排定（规则 §13.2）",
          "teams must be ranked by match points or game points (Laws §13.2)"));
    }
    if (teamMatch.boardPrizeMinGames() != null && teamMatch.boardPrizeMinGames() < 1) {
      problems.add(Problem.at("teamMatch.boardPrizeMinGames", "台次奖的最少局数必须至少为 1，现为 "
          + teamMatch.boardPrizeMinGames(), "must be at least 1, is " + teamMatch.boardPrizeMinGames()));
    }
  }

  private static void checkDivisionRef(List<Problem> problems, String where, String division, Set<String> known,
      boolean optional) {
    if (division == null) {
      if (!optional && known.size() > 1) {
        problems.add(Problem.at(where, "有多个组别时必须指明组别", "must name a division when there are several"));
      }
      return;
    }
    if (!known.contains(division)) {
      problems.add(Problem.at(where, "没有这个组别：" + division + "（已有：" + String.join(", ", known) + "）",
          "no such division: " + division + " (known: " + String.join(", ", known) + ")"));
    }
  }

  private static void checkBands(List<Problem> problems, String where, PrizeTable table) {
    int next = 1;
    for (int i = 0; i < table.bands().size(); i++) {
      PrizeBand b = table.bands().get(i);
      if (b.fromRank() != next) {
        problems.add(Problem.at(where + ".bands[" + i + "].fromRank",
            "名次应从 " + next + " 开始，现为 " + b.fromRank(),
            "should start at rank " + next + ", starts at " + b.fromRank()));
      }
      next = b.toRank() + 1;
    }
  }

  private static void checkGradeBands(List<Problem> problems, String where, List<GradeBand> bands) {
    for (int i = 1; i < bands.size(); i++) {
      GradeBand previous = bands.get(i - 1);
      GradeBand band = bands.get(i);
      if (previous.toRank() == null || band.fromRank() <= previous.toRank()) {
        problems.add(Problem.at(where + "[" + i + "].fromRank", "等级名次区间重叠",
            "overlaps the band before it"));
      }
    }
  }
}

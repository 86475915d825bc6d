package org.chuhe.app.presets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.chuhe.regulations.Criterion.BLACK_GAMES;
import static org.chuhe.regulations.Criterion.DIRECT_ENCOUNTER;
import static org.chuhe.regulations.Criterion.DROP_LAST_ROUNDS;
import static org.chuhe.regulations.Criterion.FOULS;
import static org.chuhe.regulations.Criterion.LOTS;
import static org.chuhe.regulations.Criterion.OPPONENT_SCORE;
import static org.chuhe.regulations.Criterion.PENALISED_LAST;
import static org.chuhe.regulations.Criterion.REVERSE_ROUND_COMPARISON;
import static org.chuhe.regulations.Criterion.WINS;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.GradeBand;
import org.chuhe.regulations.PrizeBand;
import org.chuhe.regulations.PrizeTable;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundOnePairing;
import org.chuhe.regulations.ScheduledRound;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.regulations.TimeControl;
import org.chuhe.regulations.TitleRule;
import org.chuhe.regulations.UnitAvoidance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shipped presets against their seed regulations. Every number below was read off the seed text by hand (see
 * the comments), not copied from the YAML.
 */
class PresetsTest {
  private static final List<String> IDS =
      List.of("fujian-women-2018", "xiamen-youth-2018", "qingyuan-2016", "xiaoyi-2019", "chongqing-2018",
          "city-final-round-robin", "masters-double-round-robin", "world-open-knockout", "city-team-league",
          "world-open-team-swiss");

  private static DivisionRules division(Regulations r, String id) {
    return r.division(id).orElseThrow(() -> new AssertionError("no division " + id));
  }

  private static Player player(Gender gender, LocalDate born, String province, String city, String grade) {
    return Player.of("p", "棋手", null, null).withGender(gender).withBirthDate(born)
        .withResidence(new Residence(province, city)).withGrade(grade);
  }

  // ---- catalog

  @Test
  void theCatalogListsTheFivePresetsInOrder() {
    assertThat(Presets.ids()).containsExactlyElementsOf(IDS);
    assertThat(Presets.list()).extracting(PresetInfo::id).containsExactlyElementsOf(IDS);
    assertThat(Presets.list()).allSatisfy(info -> {
      assertThat(info.name()).isEqualTo(Presets.get(info.id()).name());
      assertThat(info.description()).isNotBlank().doesNotContain("\n");
      assertThat(info.descriptionEn()).isNotBlank().doesNotContain("\n");
    });
  }

  @ParameterizedTest
  @ValueSource(strings = {"fujian-women-2018", "xiamen-youth-2018", "qingyuan-2016", "xiaoyi-2019",
      "chongqing-2018"})
  void everyPresetLoadsAndValidates(String id) {
    Regulations r = Presets.get(id);
    assertThat(r.id()).isEqualTo(id);
    assertThat(r.validate()).isEmpty();
    assertThat(r.laws()).isEqualTo("象棋竞赛规则（2011）");
    // 2/1/0 everywhere, bye 2 (Laws 13.1, 14.4; seeds 000 and 003 state it).
    assertThat(List.of(r.scoring().redWin(), r.scoring().redDraw(), r.scoring().redLoss(), r.scoring().blackWin(),
        r.scoring().blackDraw(), r.scoring().blackLoss(), r.scoring().bye())).containsExactly(2, 1, 0, 2, 1, 0, 2);
    assertThat(r.tieBreaks().chain()).last().isEqualTo(LOTS);
  }

  @ParameterizedTest
  @ValueSource(strings = {"fujian-women-2018", "xiamen-youth-2018", "qingyuan-2016", "xiaoyi-2019",
      "chongqing-2018"})
  void theSourceIsTheCommentedFile(String id) {
    String source = Presets.source(id);
    assertThat(source).startsWith("# ").contains("id: " + id, "seed silent");
    long comments = source.lines().filter(l -> l.strip().startsWith("#") || l.contains(" # ")).count();
    assertThat(comments).as("comment lines in %s", id).isGreaterThan(30);
  }

  @Test
  void anUnknownIdNamesTheKnownOnes() {
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> Presets.get("fujian-2018"));
    assertThat(e.problems()).singleElement().satisfies(p -> {
      assertThat(p.where()).isEqualTo("preset");
      assertThat(p.zh()).startsWith("没有名为 \"fujian-2018\" 的预设规程").contains(IDS);
      assertThat(p.en()).startsWith("no preset named \"fujian-2018\"").contains(IDS);
    });
    assertThat(catchThrowableOfType(ProblemException.class, () -> Presets.source("index"))).isNotNull();
  }

  // ---- names

  @Test
  void namesAreTheEventsChineseTitles() {
    assertThat(Presets.get("fujian-women-2018").name()).isEqualTo("“光明杯”福建省首届女子象棋个人锦标赛");
    assertThat(Presets.get("qingyuan-2016").name())
        .isEqualTo("2016年清远市“清新杯”象棋邀请赛暨“龙腾峡漂流杯”个人赛");
    assertThat(Presets.get("xiaoyi-2019").name())
        .isEqualTo("2019中国体育彩票全国象棋业余棋王赛山西赛区总决赛暨山西孝义市“福生杯”象棋公开赛");
    assertThat(Presets.get("chongqing-2018").name()).isEqualTo("2018年重庆“迎国庆”象棋个人赛");
    assertThat(Presets.get("xiamen-youth-2018").name()).contains("厦门");
  }

  // ---- rounds, time, pairing

  @Test
  void roundsAndTimeControls() {
    assertThat(Presets.get("fujian-women-2018").rounds()).isEqualTo(7);
    assertThat(Presets.get("xiamen-youth-2018").rounds()).isEqualTo(7); // an assumption: the seed lost its table
    assertThat(Presets.get("qingyuan-2016").rounds()).isEqualTo(9);
    assertThat(Presets.get("xiaoyi-2019").rounds()).isEqualTo(11);
    assertThat(Presets.get("chongqing-2018").rounds()).isEqualTo(11); // 补充规定 二 over 规程 四's 9

    assertThat(Presets.get("fujian-women-2018").timeControl()).isEqualTo(new TimeControl(40, 10));
    assertThat(Presets.get("qingyuan-2016").timeControl()).isEqualTo(new TimeControl(30, 0));
    assertThat(Presets.get("xiaoyi-2019").timeControl()).isEqualTo(new TimeControl(30, 5));
    assertThat(Presets.get("chongqing-2018").timeControl()).isEqualTo(new TimeControl(30, 5));
  }

  @Test
  void xiamenTimeControlFollowsTheTypeOfGroup() {
    Regulations r = Presets.get("xiamen-youth-2018");
    TimeControl type1 = new TimeControl(25, 5);
    TimeControl type2 = new TimeControl(20, 3);
    assertThat(r.divisions()).extracting(DivisionRules::id).containsExactly("youth-boys-b", "youth-girls-b",
        "youth-boys-c", "youth-girls-c", "child-boys-a", "child-boys-b", "child-boys-c", "child-girls-a",
        "child-girls-b", "child-girls-c");
    for (String id : List.of("youth-boys-b", "youth-girls-b", "youth-girls-c", "child-girls-a", "child-girls-b",
        "child-girls-c")) {
      assertThat(r.timeControlOf(id)).as(id).isEqualTo(type1);
    }
    for (String id : List.of("youth-boys-c", "child-boys-a", "child-boys-b", "child-boys-c")) {
      assertThat(r.timeControlOf(id)).as(id).isEqualTo(type2);
    }
    assertThat(r.divisions()).allSatisfy(d -> {
      assertThat(d.name()).matches("(少年|儿童)(男|女)子[甲乙丙]组");
      assertThat(d.nameEn()).isNotEqualTo(d.id());
      assertThat(d.eligible().gender()).isEqualTo(d.id().contains("boys") ? Gender.MALE : Gender.FEMALE);
      assertThat(d.prizes()).isEqualTo(PrizeTable.NONE); // the prize table is lost
    });
  }

  @Test
  void roundOnePairing() {
    RoundOnePairing laws = new RoundOnePairing(RoundOnePairing.Mode.SPLIT, RoundOnePairing.Colours.ALTERNATE_BY_BOARD);
    assertThat(Presets.get("fujian-women-2018").roundOne()).isEqualTo(laws);
    assertThat(Presets.get("xiamen-youth-2018").roundOne()).isEqualTo(
        new RoundOnePairing(RoundOnePairing.Mode.ADJACENT, RoundOnePairing.Colours.SMALLER_NUMBER_RED));
    assertThat(Presets.get("qingyuan-2016").roundOne()).isEqualTo(laws);
    assertThat(Presets.get("xiaoyi-2019").roundOne()).isEqualTo(
        new RoundOnePairing(RoundOnePairing.Mode.ADJACENT, RoundOnePairing.Colours.ALTERNATE_BY_BOARD));
    assertThat(Presets.get("chongqing-2018").roundOne()).isEqualTo(laws);
  }

  @Test
  void unitAvoidanceAndProvisionalPairing() {
    for (String id : IDS) {
      Regulations r = Presets.get(id);
      assertThat(r.unitAvoidance()).as(id)
          .isEqualTo(switch (id) {
            case "qingyuan-2016" -> UnitAvoidance.ALL_ROUNDS; // 十三、1
            case "xiamen-youth-2018", "xiaoyi-2019" -> UnitAvoidance.OFF; // round 1 spelled out, avoidance unsaid
            default -> UnitAvoidance.ROUND_ONE;
          });
      assertThat(r.provisionalPairing()).as(id).isEqualTo(id.equals("fujian-women-2018"));
    }
  }

  // ---- forfeits, fouls, records

  @Test
  void forfeits() {
    Map<String, List<Integer>> expected = Map.of( // late minutes, withdraw after N forfeits, stop after N in a row
        "fujian-women-2018", List.of(15, 3, 0),
        "xiamen-youth-2018", List.of(10, 3, 0),
        "qingyuan-2016", List.of(15, 0, 2),
        "xiaoyi-2019", List.of(10, 0, 0),
        "chongqing-2018", List.of(10, 1, 0));
    expected.forEach((id, numbers) -> {
      var f = Presets.get(id).forfeits();
      assertThat(List.of(f.lateMinutes(), f.withdrawAfterForfeits(), f.stopPairingAfterConsecutiveForfeits()))
          .as(id).isEqualTo(numbers);
    });
  }

  /**
   * No seed names a spelling of "no unit" of its own (001 十三、4 个人报名 is chuhe's): every preset keeps chuhe's list,
   * under which the venue tryout's 个 人, 个人赛, 散户, 自由 and 待定 are no unit.
   */
  @ParameterizedTest
  @ValueSource(strings = {"fujian-women-2018", "xiamen-youth-2018", "qingyuan-2016", "xiaoyi-2019",
      "chongqing-2018"})
  void notUnits(String id) {
    Regulations r = Presets.get(id);
    assertThat(r.notUnits()).isEmpty();
    assertThat(List.of("个 人", "个人赛", "散户", "自由", "待定", "个人报名")).allMatch(r.units()::noUnit);
  }

  /**
   * No seed says what a withdrawn player's place earns him (000 补充 四(九), 五(七); 001 十、3–4, 十三、4–5; 002 十三、1,
   * 十四、2; 003 注意事项 5, 补充 三、9 and 三、11; 004 补充 四 withdraw or disqualify players and stop there): every
   * preset leaves it to the chief arbiter.
   */
  @ParameterizedTest
  @ValueSource(strings = {"fujian-women-2018", "xiamen-youth-2018", "qingyuan-2016", "xiaoyi-2019",
      "chongqing-2018"})
  void withdrawnPrizes(String id) {
    assertThat(Presets.get(id).withdrawnPrizes()).isEqualTo(org.chuhe.regulations.WithdrawnPrizes.CONFIRM);
  }

  /**
   * What lateness counts as, by the seeds' words: 000 补充 四(五) 作弃权论, 001 九、3 作当场弃权, 002 十三、1 按弃权处理,
   * 003 规程 九、3 作弃权论 and 补充 二 按弃权处理 — a forfeit; 004 补充 三 迟到10分钟判负 beside 补充 四 无故弃权 — a game
   * lost, no forfeit.
   */
  @Test
  void lateness() {
    Map<String, ForfeitPolicy.Lateness> expected = Map.of(
        "fujian-women-2018", ForfeitPolicy.Lateness.FORFEIT,
        "xiamen-youth-2018", ForfeitPolicy.Lateness.FORFEIT,
        "qingyuan-2016", ForfeitPolicy.Lateness.FORFEIT,
        "xiaoyi-2019", ForfeitPolicy.Lateness.FORFEIT,
        "chongqing-2018", ForfeitPolicy.Lateness.LOSS);
    expected.forEach((id, lateness) -> assertThat(Presets.get(id).forfeits().lateness()).as(id).isEqualTo(lateness));
  }

  @Test
  void fouls() {
    // gameLostAtFoul (both kinds together), illegalMoveLostAt, otherFoulLostAt; null = no limit of that kind
    assertThat(Presets.get("fujian-women-2018").fouls()).isEqualTo(new FoulPolicy(2, 2, null)); // 四(六), 三(一)
    assertThat(Presets.get("xiamen-youth-2018").fouls()).isEqualTo(new FoulPolicy(3, 2, null)); // 十、2, 十一、1
    assertThat(Presets.get("qingyuan-2016").fouls()).isEqualTo(new FoulPolicy(2, 1, null)); // 十三、6, 十三、3
    assertThat(Presets.get("xiaoyi-2019").fouls()).isEqualTo(new FoulPolicy(2, 1, null)); // seed silent, 三、5
    assertThat(Presets.get("chongqing-2018").fouls()).isEqualTo(new FoulPolicy(null, 2, 3)); // 六、2, 六、10
  }

  @Test
  void gameRecords() {
    var xiaoyi = Presets.get("xiaoyi-2019").gameRecords();
    assertThat(List.<Object>of(xiaoyi.topBoards(), xiaoyi.fromRound(), xiaoyi.missingIsFoul(),
        xiaoyi.opponentScoreDeduction())).containsExactly(10, 2, true, 0);
    var chongqing = Presets.get("chongqing-2018").gameRecords();
    assertThat(List.<Object>of(chongqing.topBoards(), chongqing.fromRound(), chongqing.missingIsFoul(),
        chongqing.opponentScoreDeduction())).containsExactly(10, 1, true, 1);
    for (String id : List.of("fujian-women-2018", "xiamen-youth-2018", "qingyuan-2016")) {
      assertThat(Presets.get(id).gameRecords().topBoards()).as(id).isZero();
    }
  }

  // ---- tie-breaks

  @Test
  void tieBreakChains() {
    assertThat(Presets.get("fujian-women-2018").tieBreaks().chain()).containsExactly(PENALISED_LAST,
        OPPONENT_SCORE, WINS, FOULS, DIRECT_ENCOUNTER, BLACK_GAMES, REVERSE_ROUND_COMPARISON, LOTS);
    assertThat(Presets.get("xiamen-youth-2018").tieBreaks().chain()).containsExactly(OPPONENT_SCORE, WINS, FOULS,
        BLACK_GAMES, REVERSE_ROUND_COMPARISON, LOTS);
    assertThat(Presets.get("qingyuan-2016").tieBreaks().chain()).containsExactly(OPPONENT_SCORE, WINS, FOULS,
        REVERSE_ROUND_COMPARISON, LOTS);
    assertThat(Presets.get("xiaoyi-2019").tieBreaks().chain()).containsExactly(OPPONENT_SCORE, WINS, FOULS,
        DIRECT_ENCOUNTER, BLACK_GAMES, REVERSE_ROUND_COMPARISON, LOTS);
    assertThat(Presets.get("chongqing-2018").tieBreaks().chain()).containsExactly(OPPONENT_SCORE, WINS, FOULS,
        BLACK_GAMES, DROP_LAST_ROUNDS, LOTS);
  }

  // ---- divisions and eligibility

  @Test
  void fujianDivisionsSplitWomenAtTheEndOf2001() {
    Regulations r = Presets.get("fujian-women-2018");
    assertThat(r.divisions()).extracting(DivisionRules::id).containsExactly("adult", "youth");
    DivisionRules adult = division(r, "adult");
    DivisionRules youth = division(r, "youth");
    Player bornLastDayOf2001 = player(Gender.FEMALE, LocalDate.of(2001, 12, 31), "福建", "福清", null);
    Player bornFirstDayOf2002 = player(Gender.FEMALE, LocalDate.of(2002, 1, 1), "福建", "福清", null);
    assertThat(adult.eligible().matches(bornLastDayOf2001)).isTrue();
    assertThat(youth.eligible().matches(bornLastDayOf2001)).isFalse();
    assertThat(adult.eligible().matches(bornFirstDayOf2002)).isFalse();
    assertThat(youth.eligible().matches(bornFirstDayOf2002)).isTrue();
    assertThat(adult.eligible().matches(player(Gender.MALE, LocalDate.of(1980, 1, 1), null, null, null)))
        .isFalse();

    assertThat(r.entryLimits().perUnitPerDivision()).isEqualTo(Map.of("adult", 3, "youth", 3));
    assertThat(r.entryLimits().leadersPerUnit()).isEqualTo(1);
    assertThat(r.entryLimits().perUnit()).isEqualTo(6);
    assertThat(r.manualAwards()).singleElement().satisfies(a -> {
      assertThat(a.name()).isEqualTo("体育道德风尚奖");
      assertThat(a.perDivision()).isEqualTo(2);
    });
  }

  @Test
  void chongqingYouthIsUnder14OnTheFirstDay() {
    Regulations r = Presets.get("chongqing-2018");
    assertThat(r.divisions()).extracting(DivisionRules::id).containsExactly("adult", "youth");
    DivisionRules youth = division(r, "youth");
    // Play starts 2018-10-04: a child born 2004-10-04 turns 14 that day, one born a day later is still 13.
    assertThat(youth.eligible().matches(player(null, LocalDate.of(2004, 10, 4), "重庆", null, null))).isFalse();
    assertThat(youth.eligible().matches(player(null, LocalDate.of(2004, 10, 5), "重庆", null, null))).isTrue();
    assertThat(youth.maxPlayers()).isEqualTo(20);
    DivisionRules adult = division(r, "adult");
    assertThat(adult.maxPlayers()).isEqualTo(80);
    assertThat(adult.eligible().matches(player(null, LocalDate.of(1950, 1, 1), "重庆市", "北碚区", null))).isTrue();
    assertThat(adult.eligible().matches(player(null, LocalDate.of(2010, 1, 1), "重庆市", null, null))).isTrue();
  }

  @Test
  void xiaoyiEntryLimitsByResidence() {
    var limits = Presets.get("xiaoyi-2019").entryLimits().residency();
    assertThat(limits).hasSize(2);
    Player local = player(null, null, "山西省", "孝义市", null);
    Player shanxi = player(null, null, "山西省", "太原市", null);
    assertThat(limits.get(0).max()).isEqualTo(120);
    assertThat(limits.get(0).who().matches(local)).isFalse();
    assertThat(limits.get(0).who().matches(shanxi)).isTrue();
    assertThat(limits.get(1).max()).isEqualTo(20);
    assertThat(limits.get(1).who().matches(local)).isTrue();
  }

  // ---- prizes: each total is the seed's own numbers added up by hand

  @Test
  void fujianPrizeTotals() {
    Regulations r = Presets.get("fujian-women-2018");
    // 5000 + 3000 + 2000 + 1200 + 800 + 500 + 2×300
    assertThat(division(r, "adult").prizes().total()).isEqualTo(13_100);
    // 1500 + 1000 + 700 + 500 + 2×300 + 2×200
    assertThat(division(r, "youth").prizes().total()).isEqualTo(4_700);
    for (String id : List.of("adult", "youth")) {
      PrizeTable table = division(r, id).prizes();
      assertThat(table.places()).isEqualTo(8);
      for (int rank = 1; rank <= 8; rank++) {
        PrizeBand band = table.forRank(rank).orElseThrow();
        assertThat(band.trophy()).as("%s rank %d trophy", id, rank).isEqualTo(rank <= 3);
        assertThat(band.certificate()).isTrue();
      }
    }
  }

  @Test
  void qingyuanIndividualAndTeamPrizes() {
    Regulations r = Presets.get("qingyuan-2016");
    PrizeTable individual = division(r, "open").prizes();
    // 1000 + 800 + 700 + 600 + 500 + 400 + 300 + 300 + 4×200 + 4×100
    assertThat(individual.total()).isEqualTo(5_800);
    assertThat(individual.places()).isEqualTo(16);
    assertThat(individual.forRank(1).orElseThrow().trophy()).isTrue();
    assertThat(individual.forRank(2).orElseThrow().trophy()).isFalse();
    assertThat(individual.forRank(16).orElseThrow().certificate()).isTrue();
    assertThat(individual.forRank(12).orElseThrow().money()).isEqualTo(200);
    assertThat(individual.forRank(13).orElseThrow().money()).isEqualTo(100);

    TeamScoring team = r.teamScoring();
    assertThat(team.method()).isEqualTo(TeamScoring.Method.BEST_N_POINTS);
    assertThat(team.bestN()).isEqualTo(4);
    // 1000 + 800 + 700 + 600 + 500, a trophy for each of the five
    assertThat(team.prizes().total()).isEqualTo(3_600);
    assertThat(team.prizes().bands()).hasSize(5).allSatisfy(b -> assertThat(b.trophy()).isTrue());
    assertThat(r.entryLimits().perUnit()).isEqualTo(5);
  }

  @Test
  void xiaoyiPrizesListsLuckyPrizeAndGrades() {
    Regulations r = Presets.get("xiaoyi-2019");
    assertThat(r.divisions()).extracting(DivisionRules::id).containsExactly("open");
    PrizeTable open = division(r, "open").prizes();
    // 20000 + 10000 + 5000 + 3000 + 2000 + 1000 + 4×500 + 6×300 + 8×200
    assertThat(open.total()).isEqualTo(46_400);
    assertThat(open.places()).isEqualTo(24);

    assertThat(r.extraPrizeLists()).extracting(l -> l.name())
        .containsExactly("山西省户籍前8名", "孝义市户籍前8名");
    // 3000 + 2000 + 1000 + 500 + 400 + 3×300
    assertThat(r.extraPrizeLists().get(0).prizes().total()).isEqualTo(7_800);
    assertThat(r.extraPrizeLists().get(0).eligible().province()).isEqualTo("山西");
    // 1000 + 800 + 500 + 5×200
    assertThat(r.extraPrizeLists().get(1).prizes().total()).isEqualTo(3_300);
    assertThat(r.extraPrizeLists().get(1).eligible().city()).isEqualTo("孝义");
    assertThat(r.extraPrizeLists()).allSatisfy(l -> assertThat(l.prizes().places()).isEqualTo(8));

    assertThat(r.luckyPrizes()).singleElement().satisfies(l -> {
      assertThat(l.rankLastDigit()).isEqualTo(8);
      assertThat(l.money()).isEqualTo(100);
      assertThat(l.covers(18)).isTrue();
    });
    assertThat(r.prizesCumulative()).isTrue();

    assertThat(division(r, "open").gradeBands()).containsExactly(
        new GradeBand(1, 3, "棋协大师"), new GradeBand(4, 8, "地方大师"), new GradeBand(9, 16, "一级棋士"),
        new GradeBand(17, 32, "二级棋士"), new GradeBand(33, 56, "三级棋士"), new GradeBand(57, 72, "四级棋士"),
        new GradeBand(73, 100, "五级棋士"), new GradeBand(101, null, "六级棋士"));
  }

  @Test
  void xiaoyiTitlesAndQualification() {
    List<TitleRule> titles = Presets.get("xiaoyi-2019").titles();
    assertThat(titles).extracting(TitleRule::name).containsExactly("山西赛区棋王", "全国总决赛公开组", "全国总决赛老年组");
    assertThat(titles).extracting(TitleRule::count).containsExactly(1, 3, 2);
    assertThat(titles).extracting(TitleRule::kind).containsExactly(TitleRule.Kind.TITLE,
        TitleRule.Kind.QUALIFICATION, TitleRule.Kind.QUALIFICATION);

    TitleRule open = titles.get(1);
    TitleRule senior = titles.get(2);
    Player born1959 = player(Gender.MALE, LocalDate.of(1959, 1, 1), "山西省", "太原市", "棋协大师");
    Player bornEnd1958 = player(Gender.MALE, LocalDate.of(1958, 12, 31), "山西省", "孝义市", null);
    Player born2002 = player(Gender.MALE, LocalDate.of(2002, 12, 31), "山西省", null, "一级棋士");
    Player born2003 = player(Gender.MALE, LocalDate.of(2003, 1, 1), "山西省", null, null);
    Player master = player(Gender.MALE, LocalDate.of(1980, 1, 1), "山西省", null, "象棋大师");
    Player outsider = player(Gender.MALE, LocalDate.of(1980, 1, 1), "河北省", null, null);
    assertThat(open.eligible().matches(born1959)).isTrue();
    assertThat(open.eligible().matches(born2002)).isTrue();
    assertThat(open.eligible().matches(bornEnd1958)).isFalse();
    assertThat(open.eligible().matches(born2003)).isFalse();
    assertThat(open.eligible().matches(master)).isFalse();
    assertThat(open.eligible().matches(outsider)).isFalse();
    assertThat(senior.eligible().matches(bornEnd1958)).isTrue();
    assertThat(senior.eligible().matches(born1959)).isFalse();
    assertThat(titles.get(0).eligible().matches(master)).isTrue();
  }

  @Test
  void chongqingPrizeTotalsAreTheSeedsOwn() {
    Regulations r = Presets.get("chongqing-2018");
    // 规程 六: 奖金总计35500元; 成年组奖金合计30500元; 少儿组奖金合计5000元
    assertThat(division(r, "adult").prizes().total()).isEqualTo(30_500);
    assertThat(division(r, "youth").prizes().total()).isEqualTo(5_000);
    assertThat(division(r, "adult").prizes().places()).isEqualTo(24);
    assertThat(division(r, "youth").prizes().places()).isEqualTo(12);
  }

  @Test
  void xiamenGradeBands() {
    Regulations r = Presets.get("xiamen-youth-2018");
    for (String id : List.of("child-boys-a", "child-boys-b", "child-girls-a", "child-girls-b")) {
      assertThat(division(r, id).gradeBands()).as(id).containsExactly(new GradeBand(73, null, "八级棋士"));
    }
    for (String id : List.of("child-boys-c", "child-girls-c")) {
      assertThat(division(r, id).gradeBands()).as(id)
          .containsExactly(new GradeBand(57, 72, "八级棋士"), new GradeBand(73, null, "九级棋士"));
    }
    for (String id : List.of("youth-boys-b", "youth-girls-b", "youth-boys-c", "youth-girls-c")) {
      assertThat(division(r, id).gradeBands()).as(id).isEmpty();
    }
  }

  // ---- schedule

  @Test
  void schedules() {
    assertThat(Presets.get("qingyuan-2016").schedule()).extracting(ScheduledRound::start).containsExactly(
        at(2016, 7, 9, 13, 30), at(2016, 7, 9, 14, 50), at(2016, 7, 9, 16, 10), at(2016, 7, 9, 17, 30),
        at(2016, 7, 10, 8, 30), at(2016, 7, 10, 9, 50), at(2016, 7, 10, 11, 10), at(2016, 7, 10, 13, 30),
        at(2016, 7, 10, 14, 50));
    assertThat(Presets.get("qingyuan-2016").schedule()).extracting(ScheduledRound::round)
        .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);

    assertThat(Presets.get("xiaoyi-2019").schedule()).extracting(ScheduledRound::start).containsExactly(
        at(2019, 10, 5, 8, 30), at(2019, 10, 5, 10, 30), at(2019, 10, 5, 14, 30), at(2019, 10, 5, 16, 0),
        at(2019, 10, 5, 17, 30), at(2019, 10, 6, 8, 30), at(2019, 10, 6, 10, 0), at(2019, 10, 6, 14, 30),
        at(2019, 10, 6, 16, 0), at(2019, 10, 6, 17, 30), at(2019, 10, 7, 8, 30));

    // Rounds 3, 4, 6, 8, 10 start when the round before ends: no fixed time in the seed.
    assertThat(Presets.get("chongqing-2018").schedule()).containsExactly(
        new ScheduledRound(1, at(2018, 10, 4, 9, 0)), new ScheduledRound(2, at(2018, 10, 4, 13, 30)),
        new ScheduledRound(5, at(2018, 10, 5, 9, 0)), new ScheduledRound(7, at(2018, 10, 5, 14, 0)),
        new ScheduledRound(9, at(2018, 10, 6, 9, 0)), new ScheduledRound(11, at(2018, 10, 6, 14, 0)));

    assertThat(Presets.get("fujian-women-2018").schedule()).isEmpty();
    assertThat(Presets.get("xiamen-youth-2018").schedule())
        .containsExactly(new ScheduledRound(1, at(2018, 12, 31, 8, 30)));
  }

  // ---- issue 28: the Swiss then knock-out template

  @Test
  void theKnockoutTemplateIsASwissOfNineThenEightInTwoGameMatches() {
    Regulations r = Presets.get("world-open-knockout");
    assertThat(r.validate()).isEmpty();
    assertThat(r.format()).isEqualTo(org.chuhe.regulations.Format.SWISS_KNOCKOUT);
    assertThat(r.rounds()).isEqualTo(9);
    var k = r.knockout();
    assertThat(List.of(k.qualifiers(), k.gamesPerMatch(), k.stages())).containsExactly(8, 2, 3);
    assertThat(k.thirdPlace()).isTrue();
    assertThat(k.tieBreaks()).extracting(org.chuhe.regulations.TieBreakStage::kind).containsExactly(
        org.chuhe.regulations.TieBreakStage.Kind.RAPID, org.chuhe.regulations.TieBreakStage.Kind.BLITZ,
        org.chuhe.regulations.TieBreakStage.Kind.ARMAGEDDON);
    // digest §8: the deciding game 10 min for red against 7 for black, + 3 s, black wins a draw.
    var armageddon = k.tieBreaks().get(2);
    assertThat(armageddon.timeControl()).isEqualTo(new TimeControl(10, 3));
    assertThat(armageddon.blackTimeControl()).isEqualTo(new TimeControl(7, 3));
    assertThat(armageddon.blackWinsDraw()).isTrue();
    assertThat(Presets.source("world-open-knockout")).contains("digest §8", "template choice");
  }

  private static LocalDateTime at(int year, int month, int day, int hour, int minute) {
    return LocalDateTime.of(year, month, day, hour, minute);
  }
}

package org.chuhe.regulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.regulations.EntryCheck.Breach;
import org.chuhe.regulations.EntryCheck.Kind;
import org.junit.jupiter.api.Test;

/**
 * Who may enter and how many (R2, R3), the seeds' entry rules worked out by hand: each case is a candidate joining
 * the players already entered, and the breaches the regulations name.
 */
class EntryCheckTest {
  private static DivisionRules division(String id, String name, PlayerFilter eligible, Integer maxPlayers) {
    return new DivisionRules(id, name, id, eligible, maxPlayers, null, null, null, null);
  }

  private static Regulations regs(EntryLimits limits, DivisionRules... divisions) {
    return new Regulations("t", "t", null, null, null, null, null, null, null, null, null, null, null, null, null,
        null, limits, List.of(divisions), null, null, null, null, null, null);
  }

  private static int serial;

  private static Player player(String division, String unit, Gender gender, LocalDate born, Residence residence) {
    serial++;
    return new Player("p" + serial, "棋手" + serial, division, unit, gender, born, residence, null, null, null, true,
        true, null, null);
  }

  /** Seed 000 规程 七, 八(一): women; adults born on or before 2001-12-31; 6 players a unit, 3 adults and 3 youths. */
  private static final Regulations SEED_000 = regs(new EntryLimits(6, Map.of("adult", 3, "youth", 3), 1, null),
      division("adult", "成年组", new PlayerFilter(Gender.FEMALE, null, LocalDate.of(2001, 12, 31), null, null, null,
          null, null, null), null),
      division("youth", "少儿组", new PlayerFilter(Gender.FEMALE, LocalDate.of(2002, 1, 1), null, null, null, null,
          null, null, null), null));

  private static Player woman(String division, String unit, int year) {
    return player(division, unit, Gender.FEMALE, LocalDate.of(year, 5, 5), Residence.UNKNOWN);
  }

  @Test
  void seed000EligibilityOneBreachPerConditionFailed() {
    Player man = player("adult", "福清", Gender.MALE, LocalDate.of(2005, 1, 1), Residence.UNKNOWN);
    assertThat(EntryCheck.breaches(SEED_000, List.of(), man)).extracting(Breach::kind, Breach::en).containsExactly(
        tuple(Kind.NOT_ELIGIBLE, "not eligible for adult: gender must be FEMALE"),
        tuple(Kind.NOT_ELIGIBLE, "not eligible for adult: must be born on or before 2001-12-31 (born 2005-01-01)"));
    assertThat(EntryCheck.notEligible(SEED_000, man)).extracting(Breach::zh).containsExactly(
        "不符合 成年组 的参赛条件：性别应为 女", "不符合 成年组 的参赛条件：应在 2001-12-31 或以前出生（出生于 2005-01-01）");
    // Born on 2001-12-31 itself: an adult, not a youth; an unknown birth date meets neither condition.
    Player lastDay = player("adult", "福清", Gender.FEMALE, LocalDate.of(2001, 12, 31), Residence.UNKNOWN);
    assertThat(EntryCheck.notEligible(SEED_000, lastDay)).isEmpty();
    assertThat(EntryCheck.notEligible(SEED_000, new Player(lastDay.id(), lastDay.name(), "youth", lastDay.unit(),
        lastDay.gender(), lastDay.birthDate(), lastDay.residence(), null, null, null, true, true, null, null)))
        .extracting(Breach::en)
        .containsExactly("not eligible for youth: must be born on or after 2002-01-01 (born 2001-12-31)");
    Player noDate = player("youth", "福清", Gender.FEMALE, null, Residence.UNKNOWN);
    assertThat(EntryCheck.notEligible(SEED_000, noDate)).extracting(Breach::en)
        .containsExactly("not eligible for youth: must be born on or after 2002-01-01 (birth date not given)");
  }

  @Test
  void seed000ThreeAdultsAndThreeYouthsAUnitSixInAll() {
    List<Player> entered = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      entered.add(woman("adult", "福清", 1990));
    }
    // The fourth adult of 福清: the unit's 3 in 成年组 are taken (3 of its 6 in all are not).
    assertThat(EntryCheck.breaches(SEED_000, entered, woman("adult", "福清", 1990)))
        .extracting(Breach::kind, Breach::en)
        .containsExactly(tuple(Kind.UNIT_FULL_IN_DIVISION, "unit 福清 already has its 3 players in adult"));
    for (int i = 0; i < 3; i++) {
      entered.add(woman("youth", "福清", 2006));
    }
    // A seventh player of 福清, a youth: both the 6 in all and the 3 youths are taken.
    assertThat(EntryCheck.breaches(SEED_000, entered, woman("youth", "福清", 2006))).extracting(Breach::kind)
        .containsExactly(Kind.UNIT_FULL, Kind.UNIT_FULL_IN_DIVISION);
    // Another unit, and an individual entrant (个人), are not held back by 福清's entries.
    assertThat(EntryCheck.breaches(SEED_000, entered, woman("youth", "长乐", 2006))).isEmpty();
    List<Player> individuals = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      individuals.add(woman("youth", "个人", 2006));
    }
    assertThat(EntryCheck.breaches(SEED_000, individuals, woman("youth", "个人", 2006))).isEmpty();
    // For one division, a unit may have min(6, 3) = 3 (what the simulation spreads its players by).
    assertThat(EntryCheck.unitLimit(SEED_000, "adult")).isEqualTo(3);
  }

  /**
   * Seed 000's 3 youths a unit: seven youths of "个 人", 散户, 个人赛, 自由 or 待定 are individual entrants, held back by
   * no unit's limit; seven of 待分配 are a unit (the fourth breaks the 3) unless the regulations say 待分配 is none.
   */
  @Test
  void individualEntrantsInEverySpellingAndTheRegulationsOwnCountAgainstNoUnit() {
    for (String spelling : List.of("个 人", "个\u3000人", "散户", "个人赛", "自由", "待定")) {
      List<Player> entered = new ArrayList<>();
      for (int i = 0; i < 7; i++) {
        entered.add(woman("youth", spelling, 2006));
      }
      assertThat(EntryCheck.breaches(SEED_000, entered, woman("youth", spelling, 2006))).as(spelling).isEmpty();
    }
    List<Player> three = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      three.add(woman("youth", "待分配", 2006));
    }
    assertThat(EntryCheck.breaches(SEED_000, three, woman("youth", "待 分配", 2006))).extracting(Breach::kind)
        .containsExactly(Kind.UNIT_FULL_IN_DIVISION);
    Regulations ownSpelling = SEED_000.withNotUnits(List.of("待分配"));
    assertThat(EntryCheck.breaches(ownSpelling, three, woman("youth", "待 分配", 2006))).isEmpty();
  }

  /** Seed 004 规程 五: 少儿组限报20人; 规程 四: under 14 (born on or after 2004-10-05). */
  @Test
  void seed004TheYouthDivisionTakesTwenty() {
    Regulations seed004 = regs(null, division("youth", "少儿组", new PlayerFilter(null, LocalDate.of(2004, 10, 5), null,
        null, null, null, null, null, null), 20));
    List<Player> twenty = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      twenty.add(player("youth", "u" + i, Gender.MALE, LocalDate.of(2008, 1, 1), Residence.UNKNOWN));
    }
    assertThat(EntryCheck.breaches(seed004, twenty.subList(0, 19), twenty.get(19))).isEmpty();
    Player late = player("youth", "x", Gender.MALE, LocalDate.of(2004, 10, 4), Residence.UNKNOWN);
    assertThat(EntryCheck.breaches(seed004, twenty, late)).extracting(Breach::kind, Breach::en).containsExactly(
        tuple(Kind.NOT_ELIGIBLE, "not eligible for youth: must be born on or after 2004-10-05 (born 2004-10-04)"),
        tuple(Kind.DIVISION_FULL, "youth is full (at most 20 players)"));
    assertThat(EntryCheck.unitLimit(seed004, "youth")).isEqualTo(Integer.MAX_VALUE);
  }

  /** Seed 003 规程 八: 外地棋手限报120人，孝义市棋手限报20人 ("孝义" in the regulations is 孝义市 in a register). */
  @Test
  void seed003TwentyLocalPlayersAndOneHundredTwentyOthers() {
    PlayerFilter local = new PlayerFilter(null, null, null, null, "孝义", null, null, null, null);
    PlayerFilter others = new PlayerFilter(null, null, null, null, null, null, "孝义", null, null);
    Regulations seed003 = regs(new EntryLimits(null, null, null, List.of(
            new EntryLimits.ResidencyLimit("外地棋手", others, 120), new EntryLimits.ResidencyLimit("孝义市棋手", local, 20))),
        division("open", "公开组", null, null));
    List<Player> entered = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      entered.add(player("open", "c" + i, Gender.MALE, null, new Residence("山西省", "孝义市")));
    }
    Player xiaoyi = player("open", "c", Gender.MALE, null, new Residence("山西", "孝义"));
    assertThat(EntryCheck.breaches(seed003, entered, xiaoyi)).extracting(Breach::kind, Breach::en)
        .containsExactly(tuple(Kind.RESIDENCY_FULL, "the limit for 孝义市棋手 is reached (at most 20)"));
    Player taiyuan = player("open", "c", Gender.MALE, null, new Residence("山西省", "太原市"));
    assertThat(EntryCheck.breaches(seed003, entered, taiyuan)).isEmpty();
  }

  /**
   * The tally the checks of long lists count with against the plain reading of the rules (every other player looked
   * at again), on random fields under all four kinds of limit: the same breaches, entry by entry.
   */
  @Test
  void theCountedEntriesGiveTheSameBreachesAsLookingAtEveryoneAgain() {
    Regulations r = regs(new EntryLimits(5, Map.of("adult", 3), null, List.of(
            new EntryLimits.ResidencyLimit("外地棋手", new PlayerFilter(null, null, null, null, null, "山西", null,
                null, null), 7))),
        division("adult", "成年组", PlayerFilter.ANYONE, 12), division("youth", "少儿组", PlayerFilter.ANYONE, null));
    List<String> units = List.of("太原", "太原 ", "ＡＢ队", "AB队", "个人", "", "（个人）", "大同");
    for (long seed : org.chuhe.testing.TestSeeds.of(2018L, 200)) {
      java.util.Random random = new java.util.Random(seed);
      List<Player> entered = new ArrayList<>();
      EntryCheck.Entries counted = EntryCheck.Entries.of(r, entered);
      for (int i = 0; i < 40; i++) {
        Player p = player(random.nextInt(3) == 0 ? "youth" : "adult", units.get(random.nextInt(units.size())), null,
            null, random.nextBoolean() ? new Residence("山西", null) : new Residence("河北", null));
        assertThat(counted.breaches(p)).as("seed %d, entry %d", seed, i).isEqualTo(naive(r, entered, p));
        entered.add(p);
        counted.add(p);
      }
    }
  }

  /** The rules read plainly: count the others again for every candidate. */
  private static List<Breach> naive(Regulations r, List<Player> others, Player c) {
    DivisionRules d = r.division(c.division()).orElseThrow();
    EntryLimits limits = r.entryLimits();
    List<Kind> kinds = new ArrayList<>();
    if (d.maxPlayers() != null && others.stream().filter(p -> p.division().equals(c.division())).count() + 1
        > d.maxPlayers()) {
      kinds.add(Kind.DIVISION_FULL);
    }
    if (!org.chuhe.model.Units.isIndividual(c.unit())) {
      List<Player> same = others.stream().filter(p -> org.chuhe.model.Units.same(c.unit(), p.unit())).toList();
      if (limits.perUnit() != null && same.size() + 1 > limits.perUnit()) {
        kinds.add(Kind.UNIT_FULL);
      }
      Integer per = limits.perUnitPerDivision().get(c.division());
      if (per != null && same.stream().filter(p -> p.division().equals(c.division())).count() + 1 > per) {
        kinds.add(Kind.UNIT_FULL_IN_DIVISION);
      }
    }
    for (EntryLimits.ResidencyLimit l : limits.residency()) {
      if (l.who().matches(c) && others.stream().filter(l.who()::matches).count() + 1 > l.max()) {
        kinds.add(Kind.RESIDENCY_FULL);
      }
    }
    List<Breach> all = EntryCheck.Entries.of(r, others).breaches(c);
    // Same kinds in the same order; the words are the tally's own (the reference only counts).
    return kinds.equals(all.stream().map(Breach::kind).toList()) ? all : kinds.stream()
        .map(k -> new Breach(k, "", "")).toList();
  }
}

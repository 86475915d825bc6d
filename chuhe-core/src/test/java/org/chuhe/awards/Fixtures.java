package org.chuhe.awards;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chuhe.model.ManualAward;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.tournament.Tournament;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.ExtraPrizeList;
import org.chuhe.regulations.GradeBand;
import org.chuhe.regulations.LuckyPrize;
import org.chuhe.regulations.ManualAwardRule;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.PrizeBand;
import org.chuhe.regulations.PrizeTable;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.TeamScoring;
import org.chuhe.regulations.TitleRule;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsRow;

/**
 * Regulations of the seed events written in Java, and hand-made standings. The YAML presets are written elsewhere;
 * these tests must not depend on them.
 */
final class Fixtures {
  private Fixtures() {}

  static final Residence SHANXI_XIAOYI = new Residence("山西省", "孝义市");
  static final Residence SHANXI_TAIYUAN = new Residence("山西省", "太原市");
  static final Residence BEIJING = new Residence("北京市", "北京市");

  /** Grades that count as "大师" for seed 003's "非大师" (a preset would list them the same way). */
  static final List<String> MASTERS = List.of("特级大师", "大师", "棋协大师");

  static PrizeBand band(int from, int to, int money) {
    return new PrizeBand(from, to, money, null, null);
  }

  static PrizeBand band(int from, int to, int money, boolean trophy, boolean certificate) {
    return new PrizeBand(from, to, money, trophy, certificate);
  }

  static PrizeTable table(PrizeBand... bands) {
    return new PrizeTable(List.of(bands));
  }

  static DivisionRules division(String id, String name, PrizeTable prizes, List<GradeBand> grades) {
    return new DivisionRules(id, name, id, null, null, null, null, prizes, grades);
  }

  static Regulations regulations(List<DivisionRules> divisions, TeamScoring teams, List<ExtraPrizeList> extra,
      List<LuckyPrize> lucky, boolean cumulative, List<TitleRule> titles, List<ManualAwardRule> manual) {
    return new Regulations("test", "test", null, null, null, null, null, null, null, null, null, null, null, null,
        null, teams, null, divisions, extra, lucky, cumulative, titles, manual, null);
  }

  static Regulations regulations(DivisionRules... divisions) {
    return regulations(List.of(divisions), null, null, null, false, null, null);
  }

  static Tournament tournament(Regulations regulations, List<Player> players) {
    return tournament(regulations, players, List.of());
  }

  static Tournament tournament(Regulations regulations, List<Player> players, List<ManualAward> awards) {
    return new Tournament("t", "test", regulations, null, players, null, null, null, awards, null);
  }

  static Player player(String id, String division) {
    return Player.of(id, "棋手" + id, division, null);
  }

  static Player player(String id, String division, Residence residence) {
    return player(id, division).withResidence(residence);
  }

  /** {@code count} players p1 … pN of one division, from outside Shanxi, in standings order. */
  static List<Player> field(String division, int count) {
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      players.add(player(division + i, division, BEIJING));
    }
    return players;
  }

  /** Standings with the players in the given order, ranks 1 … N, no shared rank. */
  static DivisionStandings standings(String division, List<Player> inOrder) {
    List<StandingsRow> rows = new ArrayList<>();
    for (int i = 0; i < inOrder.size(); i++) {
      rows.add(row(i + 1, false, inOrder.get(i)));
    }
    return new DivisionStandings(division, 11, List.of(), rows, (s, a, b) -> null);
  }

  static StandingsRow row(int rank, boolean shared, Player player) {
    return new StandingsRow(rank, shared, player, 0, Map.of(), 11, false);
  }

  static Map<String, DivisionStandings> byDivision(DivisionStandings... standings) {
    Map<String, DivisionStandings> map = new HashMap<>();
    for (DivisionStandings s : standings) {
      map.put(s.division(), s);
    }
    return map;
  }

  static int sum(List<Award> awards) {
    return awards.stream().mapToInt(Award::money).sum();
  }

  // --- seed 003: 山西孝义"福生杯"公开赛 ------------------------------------------------------------------

  /** §十.1: 公开组奖励前24名. */
  static PrizeTable seed003Open() {
    return table(band(1, 1, 20000), band(2, 2, 10000), band(3, 3, 5000), band(4, 4, 3000), band(5, 5, 2000),
        band(6, 6, 1000), band(7, 10, 500), band(11, 16, 300), band(17, 24, 200));
  }

  /** §十.8: 公开组等级称号. */
  static List<GradeBand> seed003Grades() {
    return List.of(new GradeBand(1, 3, "棋协大师"), new GradeBand(4, 8, "地方大师"), new GradeBand(9, 16, "一级棋士"),
        new GradeBand(17, 32, "二级棋士"), new GradeBand(33, 56, "三级棋士"), new GradeBand(57, 72, "四级棋士"),
        new GradeBand(73, 100, "五级棋士"), new GradeBand(101, null, "六级棋士"));
  }

  static PlayerFilter province(String province) {
    return new PlayerFilter(null, null, null, province, null, null, null, null, null);
  }

  static PlayerFilter city(String city) {
    return new PlayerFilter(null, null, null, null, city, null, null, null, null);
  }

  /** §十.2: 山西省户籍奖励前8名. */
  static ExtraPrizeList seed003Shanxi() {
    return new ExtraPrizeList("shanxi", "山西省户籍奖", "open", province("山西"),
        table(band(1, 1, 3000), band(2, 2, 2000), band(3, 3, 1000), band(4, 4, 500), band(5, 5, 400),
            band(6, 8, 300)));
  }

  /** §十.3: 孝义市户籍奖励前8名. */
  static ExtraPrizeList seed003Xiaoyi() {
    return new ExtraPrizeList("xiaoyi", "孝义市户籍奖", "open", city("孝义"),
        table(band(1, 1, 1000), band(2, 2, 800), band(3, 3, 500), band(4, 8, 200)));
  }

  /** §十.4: 逢成绩名次尾数为8的棋手各奖100元. */
  static LuckyPrize seed003Lucky() {
    return new LuckyPrize("lucky", "幸运奖", "open", 8, 100);
  }

  /** §十.6–7: 山西赛区棋王, and the two qualification groups for the national final. */
  static List<TitleRule> seed003Titles() {
    return List.of(
        new TitleRule("king", "山西赛区棋王", "open", province("山西"), 1, TitleRule.Kind.TITLE),
        new TitleRule("final-open", "全国总决赛公开组资格", "open",
            new PlayerFilter(null, LocalDate.of(1959, 1, 1), LocalDate.of(2002, 12, 31), "山西", null, null, null,
                null, MASTERS),
            3, TitleRule.Kind.QUALIFICATION),
        new TitleRule("final-senior", "全国总决赛老年组资格", "open",
            new PlayerFilter(null, null, LocalDate.of(1958, 12, 31), "山西", null, null, null, null, MASTERS),
            2, TitleRule.Kind.QUALIFICATION));
  }

  /** Seed 003's regulations; §十.5 says the prizes are cumulative, {@code cumulative} lets a test say otherwise. */
  static Regulations seed003(boolean cumulative) {
    return regulations(List.of(division("open", "公开组", seed003Open(), seed003Grades())), null,
        List.of(seed003Shanxi(), seed003Xiaoyi()), List.of(seed003Lucky()), cumulative, seed003Titles(), null);
  }

  // --- seed 004: 重庆"迎国庆"个人赛 ---------------------------------------------------------------------

  /** §六.1: 成年组奖金合计30500元. */
  static PrizeTable seed004Adult() {
    return table(band(1, 1, 10000), band(2, 2, 5000), band(3, 3, 3000), band(4, 4, 2000), band(5, 5, 1500),
        band(6, 6, 1200), band(7, 7, 1000), band(8, 8, 800), band(9, 12, 600), band(13, 16, 400),
        band(17, 20, 300), band(21, 24, 200));
  }

  /** §六.2: 少儿组奖金合计5000元. */
  static PrizeTable seed004Youth() {
    return table(band(1, 1, 1000), band(2, 2, 800), band(3, 3, 600), band(4, 4, 500), band(5, 5, 400),
        band(6, 8, 300), band(9, 12, 200));
  }

  static Regulations seed004() {
    return regulations(division("adult", "成年组", seed004Adult(), null),
        division("youth", "少儿组", seed004Youth(), null));
  }
}

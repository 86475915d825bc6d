package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.io.PlayerCsv;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Player;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The check-in desk's use cases on both databases: players one by one (an already checked-in player is a no-op that
 * says who checked him in), a unit once its players were seen, everybody; one audit entry per player changed; two
 * arbiters at once; the counts by unit.
 *
 * <p>The field is the test list of seed 000 ({@link Fields}): units 福建队1 … 福建队4, three adults each (成年11 …
 * 成年43), three youths each (少儿11 …), but two in 福建队4 (少儿41, 少儿42); nobody checked in.
 */
class CheckInsTest {
  @TempDir Path dir;

  private Session open(Backend backend, String actor) {
    return Session.open(Events.create(backend, dir, "fujian-women-2018"), null, actor);
  }

  /** The test field registered, nobody checked in, 成年12 and 少儿13 without their fee paid. */
  private static void register(Session s) {
    List<Player> players = new ArrayList<>();
    List<String> places = new ArrayList<>();
    for (PlayerCsv.Row row : PlayerCsv.read("field.csv", Fields.csv("fujian-women-2018"), s.regulations())) {
      Player p = row.player();
      boolean unpaid = p.name().equals("成年12") || p.name().equals("少儿13");
      players.add(new Player(p.id(), p.name(), p.division(), p.unit(), p.gender(), p.birthDate(), p.residence(),
          p.grade(), p.rating(), null, !unpaid, false, p.phone(), p.idNumber()));
      places.add(row.place());
    }
    Registration.registerAll(s, players, places, "field.csv", null);
  }

  private static String id(Session s, String name) {
    return s.load().players().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().id();
  }

  private static List<String> ids(Session s, String... names) {
    return java.util.Arrays.stream(names).map(n -> id(s, n)).toList();
  }

  private static List<AuditEntry> checkIns(Session s) {
    return s.read(AuditLog::list).stream().filter(e -> e.action().equals("player.checkin")).toList();
  }

  private static List<String> names(List<Registration.Entry> entries) {
    return entries.stream().map(e -> e.player().name()).toList();
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aPlayerAlreadyInIsANoOpThatSaysWhoCheckedHimInAndItIsNotLogged(Backend backend) {
    try (Session s = open(backend, "李裁判")) {
      register(s);
      CheckIns.Done first = CheckIns.players(s, ids(s, "成年11", "成年11"), true); // named twice: once
      assertThat(names(first.changed())).containsExactly("成年11");
      assertThat(first.unchanged()).isEmpty();

      CheckIns.Done again = CheckIns.players(s, ids(s, "成年11", "成年12"), true);
      assertThat(names(again.changed())).containsExactly("成年12");
      assertThat(again.unchanged()).singleElement().satisfies(u -> {
        assertThat(u.player().name()).isEqualTo("成年11");
        assertThat(u.by()).isEqualTo("李裁判");
        assertThat(u.at()).matches("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}");
        assertThat(u.player().phone()).as("never the phone number").isNull();
      });
      assertThat(checkIns(s)).extracting(AuditEntry::subject).containsExactly(id(s, "成年11"), id(s, "成年12"));

      // Taken back: the same no-op rule the other way round.
      assertThat(names(CheckIns.players(s, ids(s, "成年12"), false).changed())).containsExactly("成年12");
      CheckIns.Done out = CheckIns.players(s, ids(s, "成年12"), false);
      assertThat(out.changed()).isEmpty();
      assertThat(out.unchanged()).extracting(u -> u.player().name()).containsExactly("成年12");
      assertThat(checkIns(s)).hasSize(3);
      assertThat(s.load().players().stream().filter(Player::checkedIn).map(Player::name)).containsExactly("成年11");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aUnitOnceSeenIsCheckedInInOneTransactionWithAnEntryPerPlayer(Backend backend) {
    try (Session s = open(backend, "李裁判")) {
      register(s);
      Tournament t = s.load();
      List<String> seen = CheckIns.waiting(t.playersIn("adult").stream().filter(p -> p.unit().equals("福建队1"))
          .toList()).stream().map(Player::id).toList();
      assertThat(seen).hasSize(3);

      CheckIns.Done done = CheckIns.unit(s, "adult", "福建队1", seen);
      assertThat(names(done.changed())).containsExactly("成年11", "成年12", "成年13");
      assertThat(done.unchanged()).isEmpty();
      assertThat(s.load().players().stream().filter(Player::checkedIn).map(Player::name))
          .containsExactlyInAnyOrder("成年11", "成年12", "成年13");
      assertThat(checkIns(s)).hasSize(3).allSatisfy(e -> assertThat(e.details()).isEqualTo("{\"unit\":\"福建队1\"}"));

      // The same unit in every division: its youths; the adults are in already and are not touched.
      List<String> youths = ids(s, "少儿11", "少儿12", "少儿13");
      CheckIns.Done everywhere = CheckIns.unit(s, null, "福建队1", youths);
      assertThat(names(everywhere.changed())).containsExactly("少儿11", "少儿12", "少儿13");
      assertThat(checkIns(s)).hasSize(6);
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aUnitWithAPlayerTheArbiterDidNotSeeIsRefusedAndNothingChanges(Backend backend) {
    String db = Events.create(backend, dir, "fujian-women-2018");
    try (Session s = Session.open(db, null, "李裁判")) {
      register(s);
      long before = s.revision();
      assertThatThrownBy(() -> CheckIns.unit(s, "adult", "福建队2", ids(s, "成年21", "成年22")))
          .isInstanceOfSatisfying(ProblemException.class, e -> assertThat(e.kind()).isEqualTo(Problem.Kind.CONFLICT))
          .hasMessageContaining("成年23（福建队2）").hasMessageContaining("未作改动");
      assertThat(s.revision()).isEqualTo(before);
      assertThat(s.load().players()).noneMatch(Player::checkedIn);

      // One of those seen was checked in meanwhile by another arbiter: said, the others checked in.
      try (Session other = Session.open(db, null, "王裁判")) {
        CheckIns.players(other, ids(s, "成年21"), true);
      }
      CheckIns.Done done = CheckIns.unit(s, "adult", "福建队2", ids(s, "成年21", "成年22", "成年23"));
      assertThat(names(done.changed())).containsExactly("成年22", "成年23");
      assertThat(done.unchanged()).singleElement().satisfies(u -> {
        assertThat(u.player().name()).isEqualTo("成年21");
        assertThat(u.by()).isEqualTo("王裁判");
      });
      assertThatThrownBy(() -> CheckIns.unit(s, "adult", "个人", List.of())).hasMessageContaining("不是单位");
      assertThatThrownBy(() -> CheckIns.unit(s, "adult", "厦门", List.of())).hasMessageContaining("没有单位“厦门”");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void everybodyOfADivisionOrOfTheEventOnceSeen(Backend backend) {
    try (Session s = open(backend, "裁判长")) {
      register(s);
      CheckIns.players(s, ids(s, "成年11"), true);
      List<String> adults = CheckIns.waiting(s.load().playersIn("adult")).stream().map(Player::id).toList();
      assertThat(adults).hasSize(11);
      assertThat(CheckIns.all(s, "adult", adults).changed()).hasSize(11);
      assertThat(s.load().playersIn("adult")).allMatch(Player::checkedIn);
      assertThat(s.load().playersIn("youth")).noneMatch(Player::checkedIn);
      assertThat(checkIns(s).subList(1, 12)).allSatisfy(e -> assertThat(e.details()).isEqualTo("{\"all\":\"adult\"}"));

      List<String> rest = CheckIns.waiting(s.load().players()).stream().map(Player::id).toList();
      assertThat(rest).hasSize(11);
      assertThatThrownBy(() -> CheckIns.all(s, null, rest.subList(1, 11))).hasMessageContaining("请重新确认");
      assertThat(CheckIns.all(s, null, rest).changed()).hasSize(11);
      assertThat(s.load().players()).hasSize(23).allMatch(Player::checkedIn);
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void afterTheDrawAPlayerCheckingInGetsTheNextNumberAndTheNoticeSaysSo(Backend backend) {
    try (Session s = open(backend, "李裁判")) {
      register(s);
      List<String> adults = s.load().playersIn("adult").stream().map(Player::id).toList();
      CheckIns.players(s, adults.subList(0, 10), true); // 成年12 among them has not paid: no number
      java.util.Map<String, Integer> numbers = new java.util.LinkedHashMap<>();
      s.load().playersIn("adult").stream().filter(p -> p.checkedIn() && p.feePaid())
          .forEach(p -> numbers.put(p.id(), numbers.size() + 1));
      assertThat(numbers).hasSize(9);
      Pairings.saveDraw(s, "adult", numbers, numbers, "42", null);
      CheckIns.Done late = CheckIns.players(s, List.of(adults.get(10)), true);
      assertThat(late.changed()).singleElement().satisfies(e -> {
        assertThat(e.player().number()).isEqualTo(10);
        assertThat(e.notices()).extracting(Notice::zh).containsExactly("抽签后到场：编号 10（下一个空闲编号）");
      });
    }
  }

  /** Two arbiters check the same player in at the same moment, on connections of their own: both succeed. */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void twoArbitersCheckingInTheSamePlayerAtOnceBothSucceedAndOneChangesIt(Backend backend) throws Exception {
    String db = Events.create(backend, dir, "fujian-women-2018");
    List<String> players;
    try (Session s = Session.open(db, null, "setup")) {
      register(s);
      players = s.load().players().stream().map(Player::id).toList();
    }
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try (Session a = Session.open(db, null, "甲裁判"); Session b = Session.open(db, null, "乙裁判")) {
      for (String player : players.subList(0, 8)) {
        CyclicBarrier start = new CyclicBarrier(2);
        Future<CheckIns.Done> fa = pool.submit(() -> {
          start.await();
          return CheckIns.players(a, List.of(player), true);
        });
        Future<CheckIns.Done> fb = pool.submit(() -> {
          start.await();
          return CheckIns.players(b, List.of(player), true);
        });
        CheckIns.Done da = fa.get(60, TimeUnit.SECONDS);
        CheckIns.Done db2 = fb.get(60, TimeUnit.SECONDS);
        assertThat(da.changed().size() + db2.changed().size()).as(player).isEqualTo(1);
        CheckIns.Done lost = da.changed().isEmpty() ? da : db2;
        String winner = da.changed().isEmpty() ? "乙裁判" : "甲裁判";
        assertThat(lost.unchanged()).singleElement().satisfies(u -> assertThat(u.by()).isEqualTo(winner));
      }
      assertThat(checkIns(a)).hasSize(8);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void unitsInPinyinOrderIndividualsLastWithTheirCounts() {
    List<Player> players = List.of(
        player("p1", "张三", "厦门队", true, true), player("p2", "李四", "厦门队", false, true),
        player("p3", "王五", "个人", false, false), player("p4", "赵六", "北京队", true, false),
        player("p5", "钱七", "厦门队 ", false, false), player("p6", "孙八", null, true, true),
        player("p7", "周九", "成都１队", false, true), player("p8", "吴十", "成都1队", false, true));
    Tournament t = new Tournament("t", "测试", org.chuhe.app.presets.Presets.get("xiaoyi-2019"), List.of(), players,
        List.of(), List.of(), List.of(), List.of(), java.util.Map.of());
    List<CheckIns.Unit> units = CheckIns.units(t, players);
    assertThat(units).extracting(CheckIns.Unit::name).containsExactly("北京队", "成都１队", "厦门队", "");
    assertThat(units.get(2).players()).extracting(Player::name).containsExactly("李四", "钱七", "张三");
    assertThat(units.get(2).count()).isEqualTo(new CheckIns.Count(1, 2, 1));
    assertThat(units.get(1).players()).extracting(Player::name).containsExactly("吴十", "周九");
    assertThat(units.get(3).individual()).isTrue();
    assertThat(units.get(3).players()).extracting(Player::name).containsExactly("孙八", "王五");
    assertThat(units.get(3).count()).isEqualTo(new CheckIns.Count(1, 1, 1));
    assertThat(CheckIns.Count.of(players)).isEqualTo(new CheckIns.Count(3, 5, 3));
    assertThat(CheckIns.waiting(players)).extracting(Player::name)
        .containsExactly("李四", "钱七", "王五", "吴十", "周九");
  }

  private static Player player(String id, String name, String unit, boolean in, boolean paid) {
    return new Player(id, name, "open", unit, null, null, null, null, null, null, paid, in, null, null);
  }
}

package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.chuhe.app.workflow.Fields;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console before results over real HTTP, on a new event of fujian-women-2018: registration (a field's problem
 * next to it, the entry rules' override), the import of an entry form (its preview, then the accept), check-in, the draw, a round
 * paired as a draft (not public), its review, a manual change with its reason and the checker's verdict, publication.
 */
class ConsoleRoundsTest {
  @TempDir Path dir;
  Served web;
  String csrf;

  @BeforeEach
  void serve() {
    web = Served.fresh(dir, "fujian-women-2018");
    csrf = web.login("裁判长");
  }

  @AfterEach
  void stop() {
    web.close();
  }

  private static Map<String, String> form(String... pairs) {
    return Served.form(pairs);
  }

  /** The preset's test field, every player checked in on the list (a column 报到). */
  private HttpResponse<String> importField() {
    String list = Fields.csv("fujian-women-2018").strip().replace("\n", ",是\n").replaceFirst(",是\n", ",报到\n")
        + ",是\n";
    return ConsoleImportTest.accept(web, web.upload(Paths.PLAYERS_IMPORT, form("division", "adult"), "field.csv",
        list, csrf), csrf);
  }

  @Test
  void aRegistrationWithABadFieldIsRefusedNextToTheFieldAndChangesNothing() {
    HttpResponse<String> bad = web.post(Paths.PLAYERS, form("division", "adult", "name", "王芳", "gender", "女",
        "born", "1990-13-01", "rating", "many"), csrf, true);
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).containsPattern("(?s)class=\"field wrong\">出生日期.{0,200}field-problem")
        .containsPattern("(?s)class=\"field wrong\">等级分.{0,200}field-problem")
        .contains("value=\"王芳\"");
    assertThat(web.load().players()).isEmpty();

    HttpResponse<String> male = web.post(Paths.PLAYERS, form("division", "adult", "name", "王伟", "gender", "男",
        "born", "1990-01-01"), csrf, true);
    assertThat(male.statusCode()).isEqualTo(422);
    assertThat(male.body()).contains("参赛条件", "name=\"override\"");
    assertThat(web.load().players()).isEmpty();

    HttpResponse<String> overridden = web.post(Paths.PLAYERS, form("division", "adult", "name", "王伟", "gender",
        "男", "born", "1990-01-01", "override", "组委会特邀"), csrf, true);
    assertThat(overridden.statusCode()).isEqualTo(200);
    assertThat(overridden.body()).contains("已报名", "王伟");
    assertThat(web.load().players()).extracting(Player::name).containsExactly("王伟");
    try (var s = web.session("test")) {
      assertThat(org.chuhe.app.workflow.AuditTrail.entries(s, new org.chuhe.app.workflow.AuditTrail.Filter(null,
          false)).toString()).contains("组委会特邀");
    }
  }

  @Test
  void aListWithABadRowIsPreviewedWithFileRowAndFieldAndWritesNothing() {
    String list = Fields.HEADER + "\n甲,adult,福建队1,女,1990-01-01,福建,福州,,,\n乙,adult,福建队1,女,1990-02-30,福建,福州,,,\n";
    HttpResponse<String> bad = web.upload(Paths.PLAYERS_IMPORT, form("division", "adult"),
        "bad.csv", list, csrf);
    assertThat(bad.statusCode()).isEqualTo(200);
    assertThat(bad.body()).contains("不能导入 1 行")
        .containsPattern("<td>bad.csv</td><td></td><td class=\"num\">3</td><td>E birthDate</td><td>[^<]*1990-02-30");
    assertThat(web.load().players()).isEmpty();

    HttpResponse<String> good = importField();
    assertThat(good.statusCode()).isEqualTo(200);
    int n = web.load().players().size();
    assertThat(n).isGreaterThan(10);
    assertThat(good.body()).contains("已导入 " + n + " 名棋手");
  }

  /**
   * The console takes an entry form as organisers send it, as {@code players import} does: an Excel workbook with a
   * title row above the header, then the same players corrected in a CSV written by Excel on Chinese Windows (GBK),
   * which updates them and registers nobody twice (issue 24).
   */
  @Test
  void anExcelFormAndThenAGbkCsvOfTheSamePlayersRegisterThemOnce() throws Exception {
    String[] header = {"序号", "姓名", "性别", "出生日期", "代表队", "组别"};
    var wb = org.chuhe.app.io.forms.FormBooks.create(org.chuhe.app.io.forms.FormBooks.Kind.XLSX);
    org.chuhe.app.io.forms.FormBooks.sheet(wb, "报名表", "2018年福建省女子象棋锦标赛报名表", header,
        new Object[] {1, "林晓", "女", "1990-03-04", "福建队1", "女子成年组"},
        new Object[] {2, "陈雪", "女", "1992.5.6", "福建队2", "女子成年组"});
    HttpResponse<String> xlsx = ConsoleImportTest.accept(web, web.upload(Paths.PLAYERS_IMPORT, form("division",
        "adult"), "报名表.xlsx", org.chuhe.app.io.forms.FormBooks.bytes(wb), csrf), csrf);
    assertThat(xlsx.statusCode()).as(xlsx.body()).isEqualTo(200);
    assertThat(xlsx.body()).contains("已导入 2 名棋手，更新 0 名，未变 0 名");
    assertThat(web.load().players()).extracting(Player::name, Player::unit)
        .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple("林晓", "福建队1"),
            org.assertj.core.groups.Tuple.tuple("陈雪", "福建队2"));

    String csv = "姓名,性别,出生日期,代表队,组别\r\n林晓,女,1990-03-04,福建队3,女子成年组\r\n陈雪,女,1992-05-06,福建队2,女子成年组\r\n";
    HttpResponse<String> gbk = ConsoleImportTest.accept(web, web.upload(Paths.PLAYERS_IMPORT, form("division",
        "adult"), "更正.csv", csv.getBytes(java.nio.charset.Charset.forName("GBK")), csrf), csrf);
    assertThat(gbk.statusCode()).as(gbk.body()).isEqualTo(200);
    assertThat(gbk.body()).contains("已导入 0 名棋手，更新 1 名，未变 1 名", "GB18030");
    assertThat(web.load().players()).extracting(Player::name, Player::unit)
        .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple("林晓", "福建队3"),
            org.assertj.core.groups.Tuple.tuple("陈雪", "福建队2"));
  }

  @Test
  void aPlayerIsCheckedOutAndInWithOneClick() {
    importField();
    Player first = web.load().playersIn("adult").get(0);
    assertThat(first.checkedIn()).isTrue();
    HttpResponse<String> out = web.post(Paths.CHECKIN, form("division", "adult", "player", first.id(), "in",
        "false"), csrf, true);
    assertThat(out.statusCode()).isEqualTo(200);
    assertThat(out.body()).contains("已取消报到：" + first.name(), "未报到");
    assertThat(web.load().player(first.id()).orElseThrow().checkedIn()).isFalse();
    assertThat(web.post(Paths.CHECKIN, form("division", "adult", "player", first.id(), "in", "true"), null, true)
        .statusCode()).as("without the token").isEqualTo(403);
    web.post(Paths.CHECKIN, form("division", "adult", "player", first.id(), "in", "true"), csrf, true);
    assertThat(web.load().player(first.id()).orElseThrow().checkedIn()).isTrue();
  }

  @Test
  void aDraftIsReviewedChangedAndPublishedBeforePlayersSeeIt() {
    importField();
    HttpResponse<String> drawn = web.post(Paths.DRAW, form("division", "adult", "seed", "7"), csrf, true);
    assertThat(drawn.statusCode()).isEqualTo(200);
    int players = web.load().playersIn("adult").size();
    assertThat(drawn.body()).contains("已抽签：" + players + " 人编号，种子 7", "抽签编号（" + players + " 人）");

    HttpResponse<String> paired = web.post(Paths.PAIR, form("division", "adult"), csrf, true);
    assertThat(paired.statusCode()).isEqualTo(200);
    assertThat(paired.body()).contains("第 1 轮已编排为草稿", "第 1 轮（草稿，未发布）", "0 分组", "检查结论",
        "符合硬性规则", "质量向量", "发布第 1 轮");
    Round draft = web.load().roundsOf("adult").get(0);
    assertThat(draft.draft()).isTrue();
    // each board with the engine's reason, as pair --explain prints it
    assertThat(paired.body()).containsPattern("(?s)<td class=\"note\">[^<]+</td>");

    // players do not see it: its list is not found, the standings are there without it
    assertThat(web.browser().get(Paths.round("adult", 1)).statusCode()).isEqualTo(404);
    HttpResponse<String> standings = web.browser().get(Paths.standings("adult"));
    assertThat(standings.statusCode()).isEqualTo(200);
    assertThat(web.browser().get(Paths.HOME).body()).doesNotContain(Paths.round("adult", 1));

    // a change needs a reason, said next to its field; with one, the round is paired again and judged
    Game first = draft.games().get(0);
    Game second = draft.games().get(1);
    Tournament t = web.load();
    String a = t.player(first.red()).orElseThrow().number().toString();
    String b = t.player(second.red()).orElseThrow().number().toString();
    HttpResponse<String> reasonless = web.post(Paths.CHANGE, form("division", "adult", "kind", "swap", "a", a,
        "b", b, "reason", " "), csrf, true);
    assertThat(reasonless.statusCode()).isEqualTo(400);
    assertThat(reasonless.body()).containsPattern("(?s)class=\"field wrong\">理由.{0,300}人工调整编排必须写明理由");
    assertThat(web.load().roundsOf("adult").get(0)).isEqualTo(draft);
    HttpResponse<String> changed = web.post(Paths.CHANGE, form("division", "adult", "kind", "swap", "a", a,
        "b", b, "reason", "同单位回避"), csrf, true);
    assertThat(changed.statusCode()).as(changed.body()).isEqualTo(200);
    assertThat(changed.body()).contains("已调整", "质量向量", "人工调整", "检查结论");
    Round now = web.load().roundsOf("adult").get(0);
    assertThat(now.draft()).isTrue();
    assertThat(now.changes()).hasSize(1).allSatisfy(c -> assertThat(c.reason()).isEqualTo("同单位回避"));
    assertThat(now.games()).isNotEqualTo(draft.games());

    HttpResponse<String> published = web.post(Paths.PUBLISH, form("division", "adult"), csrf, true);
    assertThat(published.statusCode()).isEqualTo(200);
    assertThat(published.body()).contains("第 1 轮已发布", "第 1 轮（已发布）").doesNotContain("发布第 1 轮");
    assertThat(web.load().roundsOf("adult").get(0).draft()).isFalse();
    HttpResponse<String> list = web.browser().get(Paths.round("adult", 1));
    assertThat(list.statusCode()).isEqualTo(200);
    assertThat(list.body()).contains(t.player(now.games().get(0).red()).orElseThrow().name());
    // and the results desk takes its results
    HttpResponse<String> entered = web.post(Paths.RESULTS, Served.entry("adult", 1, 1, "1", 0L), csrf, true);
    assertThat(entered.statusCode()).isEqualTo(200);
    assertThat(web.load().roundsOf("adult").get(0).games().get(0).result().isFinished()).isTrue();
    assertThat(web.post(Paths.PUBLISH, form("division", "adult"), csrf, true).statusCode()).isEqualTo(422);
  }

  @Test
  void aResultIsRefusedOnADraftAndTheDraftCanBeUndone() {
    importField();
    web.post(Paths.DRAW, form("division", "adult"), csrf, true);
    web.post(Paths.PAIR, form("division", "adult"), csrf, true);
    HttpResponse<String> refused = web.post(Paths.RESULTS, Served.entry("adult", 1, 1, "1", 0L), csrf, true);
    assertThat(refused.statusCode()).isEqualTo(422);
    HttpResponse<String> undone = web.post(Paths.UNPAIR, form("division", "adult"), csrf, true);
    assertThat(undone.statusCode()).isEqualTo(200);
    assertThat(undone.body()).contains("已撤销第 1 轮编排", "编排第 1 轮");
    assertThat(web.load().roundsOf("adult")).isEmpty();
  }
}

package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Fields;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's import of an entry form over real HTTP (issue 24): the upload shows a preview and writes nothing
 * (players, revision and audit log as before); a column's meaning changed on the preview is what the accept
 * imports; the refused rows are listed with file, sheet, row, column and reason in the page's language; an accept
 * after the event changed is refused with the new preview; a token of another session finds nothing.
 */
class ConsoleImportTest {
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

  /** A hidden field of a page ({@code token}, {@code digest}). */
  static String hidden(String page, String name) {
    Matcher m = Pattern.compile("name=\"" + name + "\" value=\"([^\"]*)\"").matcher(page);
    assertThat(m.find()).as("the page has its " + name + ":\n" + page).isTrue();
    return m.group(1);
  }

  /** Accepts the preview a page shows (its token and digest), as its button does. */
  static HttpResponse<String> accept(Served.Browser browser, HttpResponse<String> preview, String csrf) {
    return browser.post(Paths.IMPORT_ACCEPT, Served.form("token", hidden(preview.body(), "token"), "digest",
        hidden(preview.body(), "digest"), "division", "adult"), csrf, true);
  }

  static HttpResponse<String> accept(Served web, HttpResponse<String> preview, String csrf) {
    return web.post(Paths.IMPORT_ACCEPT, Served.form("token", hidden(preview.body(), "token"), "digest",
        hidden(preview.body(), "digest"), "division", "adult"), csrf, true);
  }

  private record State(int players, long revision, int logged) {}

  private State state() {
    try (var s = web.session("test")) {
      return new State(s.load().players().size(), s.revision(),
          AuditTrail.entries(s, new AuditTrail.Filter(null, false)).size());
    }
  }

  /** Two good rows, a bad date, a man (the division is women's), and an unknown column 户籍地址. */
  private static byte[] form() {
    String[] header = {"序号", "姓名", "性别", "出生日期", "代表队", "户籍地址", "组别"};
    var wb = org.chuhe.app.io.forms.FormBooks.create(org.chuhe.app.io.forms.FormBooks.Kind.XLSX);
    org.chuhe.app.io.forms.FormBooks.sheet(wb, "报名表", "2018年福建省女子象棋锦标赛报名表", header,
        new Object[] {1, "林晓", "女", "1990-03-04", "福建队1", "福建省福州市", "女子成年组"},
        new Object[] {2, "陈雪", "女", "1992.5.6", "福建队2", "福建省厦门市", "女子成年组"},
        new Object[] {3, "郑丽", "女", "1991-02-30", "福建队2", null, "女子成年组"},
        new Object[] {4, "王伟", "男", "1990-01-01", "福建队3", null, "女子成年组"});
    return org.chuhe.app.io.forms.FormBooks.bytes(wb);
  }

  @Test
  void theUploadShowsAPreviewAndWritesNothingUntilAccepted() {
    State before = state();
    HttpResponse<String> preview = web.upload(Paths.PLAYERS_IMPORT, Served.form("division", "adult"), "报名表.xlsx",
        form(), csrf);
    assertThat(preview.statusCode()).as(preview.body()).isEqualTo(200);
    assertThat(preview.body()).contains("导入报名表：预览", "将导入 2 名，更新 0 名，未变 0 名；不能导入 2 行",
        "林晓（福建队1）", "陈雪（福建队2）", "女子成年组", "报名表.xlsx:报名表!3")
        // the refused rows: file, sheet, row, column and reason
        .containsPattern("(?s)<td>报名表.xlsx</td><td>报名表</td><td class=\"num\">5</td><td>D 出生日期</td><td>[^<]*"
            + "1991-02-30")
        .containsPattern("(?s)<td>报名表.xlsx</td><td>报名表</td><td class=\"num\">6</td><td></td><td>[^<]*参赛条件")
        // each column with what it was taken as: 户籍地址 not read
        .containsPattern("(?s)<td>F</td><td>户籍地址</td><td><select name=\"col:5:报名表\"[^>]*>\\s*<option value=\"\""
            + " selected>")
        .contains("name=\"col:1:报名表\"", "未使用的列：序号、户籍地址");
    assertThat(state()).as("the preview wrote nothing").isEqualTo(before);

    HttpResponse<String> done = accept(web, preview, csrf);
    assertThat(done.statusCode()).as(done.body()).isEqualTo(200);
    assertThat(done.body()).contains("已导入 2 名棋手，更新 0 名，未变 0 名", "有 2 行不能导入，未导入");
    assertThat(web.load().players()).extracting(Player::name).containsExactly("林晓", "陈雪");

    // the token is spent: accepting again finds nothing and writes nothing
    State after = state();
    HttpResponse<String> twice = accept(web, preview, csrf);
    assertThat(twice.statusCode()).isEqualTo(404);
    assertThat(twice.body()).contains("请重新上传");
    assertThat(state()).isEqualTo(after);
  }

  @Test
  void aColumnsMeaningChangedOnThePreviewIsWhatTheAcceptImports() {
    HttpResponse<String> preview = web.upload(Paths.PLAYERS_IMPORT, Served.form("division", "adult"), "报名表.xlsx",
        form(), csrf);
    String token = hidden(preview.body(), "token");
    State before = state();
    // 户籍地址 (F) read as the residence, 代表队 (E) not read; every other select as shown
    Map<String, String> choices = Served.form("token", token, "division", "adult", "col:0:报名表", "",
        "col:1:报名表", "name", "col:2:报名表", "gender", "col:3:报名表", "birthDate", "col:4:报名表", "",
        "col:5:报名表", "residence", "col:6:报名表", "division");
    HttpResponse<String> again = web.post(Paths.IMPORT_PREVIEW, choices, csrf, true);
    assertThat(again.statusCode()).as(again.body()).isEqualTo(200);
    assertThat(again.body()).contains("将导入 2 名", "<td>林晓</td>")
        .containsPattern("(?s)<select name=\"col:5:报名表\"[^>]*>.*?<option value=\"residence\" selected>");
    assertThat(state()).as("a preview again writes nothing").isEqualTo(before);

    HttpResponse<String> done = accept(web, again, csrf);
    assertThat(done.statusCode()).as(done.body()).isEqualTo(200);
    assertThat(web.load().players()).extracting(Player::name, Player::unit, Player::residence).containsExactly(
        org.assertj.core.groups.Tuple.tuple("林晓", null, new Residence("福建省", "福州市")),
        org.assertj.core.groups.Tuple.tuple("陈雪", null, new Residence("福建省", "厦门市")));
  }

  @Test
  void anAcceptAfterTheEventChangedIsRefusedWithTheNewPreview() {
    HttpResponse<String> preview = web.upload(Paths.PLAYERS_IMPORT, Served.form("division", "adult"), "报名表.xlsx",
        form(), csrf);
    // another arbiter registers 陈雪 meanwhile, in another unit: the form would now update her
    web.post(Paths.PLAYERS, Served.form("division", "adult", "name", "陈雪", "gender", "女", "born", "1992-05-06",
        "unit", "福建队9"), csrf, true);
    State before = state();
    HttpResponse<String> refused = accept(web, preview, csrf);
    assertThat(refused.statusCode()).isEqualTo(409);
    assertThat(refused.body()).contains("预览之后赛事有了变化", "将导入 1 名，更新 1 名");
    assertThat(state()).isEqualTo(before);
    HttpResponse<String> done = accept(web, refused, csrf);
    assertThat(done.statusCode()).as(done.body()).isEqualTo(200);
    assertThat(web.load().players()).extracting(Player::name, Player::unit).containsExactlyInAnyOrder(
        org.assertj.core.groups.Tuple.tuple("林晓", "福建队1"), org.assertj.core.groups.Tuple.tuple("陈雪", "福建队2"));
  }

  @Test
  void theUploadIsKeptForItsSessionOnlyAndThePreviewSpeaksThePagesLanguage() {
    HttpResponse<String> preview = web.upload(Paths.PLAYERS_IMPORT, Served.form("division", "adult"), "报名表.xlsx",
        form(), csrf);
    String token = hidden(preview.body(), "token");
    HttpResponse<String> english = web.get(Paths.importPreview(token) + "&lang=en");
    assertThat(english.statusCode()).isEqualTo(200);
    assertThat(english.body()).contains("2 to add, 0 to update, 0 unchanged; 2 rows cannot be taken",
        "not eligible", "Read as");
    web.get(Paths.importPreview(token) + "&lang=zh");

    Served.Browser other = web.browser();
    String otherCsrf = other.login("裁判长");
    State before = state();
    HttpResponse<String> stolen = accept(other, preview, otherCsrf);
    assertThat(stolen.statusCode()).isEqualTo(404);
    assertThat(state()).isEqualTo(before);
  }

  @Test
  void aWholeFileRefusedIsSaidOnThePlayersPage() {
    HttpResponse<String> bad = web.upload(Paths.PLAYERS_IMPORT, Served.form("division", "adult"), "报名表.xlsx",
        Fields.csv("fujian-women-2018"), csrf);
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).contains("扩展名是 Excel 工作簿，内容却是文本");
    assertThat(web.load().players()).isEmpty();
  }
}

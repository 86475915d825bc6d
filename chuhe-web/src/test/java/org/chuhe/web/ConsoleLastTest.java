package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Tournaments;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two console actions the command line had and the console lacked: {@code ./chuhe log --verify} on the log page
 * (the verdict, every disagreement with its table and row) and {@code ./chuhe import json} on the "no event yet"
 * page (the event served at once; a broken document refused with the field's path, nothing created). Both are the
 * chief arbiter's.
 */
class ConsoleLastTest {
  @TempDir Path dir;
  Served web;

  @AfterEach
  void stop() {
    if (web != null) {
      web.close();
    }
  }

  /** Changes the database behind chuhe's back, as someone with the file and an SQL shell could. */
  private static void tamper(Path db, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement()) {
      assertThat(st.executeUpdate(sql)).as(sql).isPositive();
    }
  }

  @Test
  void theVerifySaysAgreeOnTheDemoAndNamesTheRowChangedBySql() throws SQLException {
    web = Served.demo(dir);
    web.login("裁判长");
    assertThat(web.get(Paths.DESK_LOG).body()).contains("action=\"" + Paths.DESK_LOG_VERIFY + "\"");

    HttpResponse<String> agree = web.get(Paths.DESK_LOG_VERIFY);
    assertThat(agree.statusCode()).isEqualTo(200);
    assertThat(agree.body()).contains("日志与数据一致", "日志 log #").doesNotContain("id=\"mismatches\"");
    assertThat(web.get(Paths.DESK_LOG_VERIFY + "?lang=en").body()).contains("The log and the data agree");
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("id=\"head\">([^<]+)<").matcher(agree.body());
    assertThat(m.find()).as(agree.body()).isTrue();
    String head = m.group(1).replace("&#183;", "·");
    assertThat(head).startsWith("日志 log #");
    assertThat(web.get(Paths.DESK_LOG_VERIFY + "?lang=zh&head=" + Paths.encode(head)).body()).contains("日志与数据一致");
    HttpResponse<String> badHead = web.get(Paths.DESK_LOG_VERIFY + "?lang=zh&head=nonsense");
    assertThat(badHead.statusCode()).isEqualTo(400);
    assertThat(badHead.body()).contains("data-field=\"head\"", "不是日志指纹").doesNotContain("日志与数据一致");

    tamper(web.db, "UPDATE games SET result = CASE WHEN result = '1-0' THEN '0-1' ELSE '1-0' END "
        + "WHERE round_number = 1 AND board = 1");
    HttpResponse<String> disagree = web.get(Paths.DESK_LOG_VERIFY + "?lang=zh");
    assertThat(disagree.statusCode()).isEqualTo(200);
    assertThat(disagree.body()).contains("日志与数据不符", "id=\"mismatches\"", "<td class=\"table\">games</td>",
        "/1/1</td>", "日志记为", "数据中为").doesNotContain("日志与数据一致");
    assertThat(web.get(Paths.DESK_LOG_VERIFY + "?lang=en").body()).contains("The log and the data disagree",
        "the log says", "the data holds");
  }

  @Test
  void anArbiterWhoIsNotTheChiefMayNotVerifyNorImport() {
    web = Served.demo(dir);
    web.account("li", Accounts.Role.ARBITER);
    Served.Browser li = web.browser();
    li.loginAs("li");
    assertThat(li.get(Paths.DESK_LOG).body()).doesNotContain(Paths.DESK_LOG_VERIFY);
    assertThat(li.get(Paths.DESK_LOG_VERIFY).statusCode()).isEqualTo(403);
  }

  private static String demoDocument(Path dir) throws java.io.IOException {
    java.nio.file.Files.createDirectories(dir);
    try (Served demo = Served.demo(dir); Session s = demo.session("test")) {
      return Tournaments.export(s, false);
    }
  }

  @Test
  void aDocumentExportedFromTheDemoIsImportedAndServedAtOnce() throws java.io.IOException {
    String document = demoDocument(dir.resolve("from"));
    String name = TournamentDocuments.read("demo.json", document).name();
    web = Served.empty(dir);
    String csrf = web.login("chief");
    assertThat(web.get(Paths.EVENT).body()).contains("id=\"import-event\"", "action=\"" + Paths.EVENT_IMPORT + "\"");
    HttpResponse<String> r = web.upload(Paths.EVENT_IMPORT, Map.of(), "demo.json", document, csrf);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(303);
    assertThat(r.headers().firstValue("Location").orElseThrow()).startsWith(Paths.REGULATIONS + "?created=");
    assertThat(web.app.tournament()).isPresent();
    assertThat(web.get("/").body()).contains(name).doesNotContain("还没有赛事");
    // The import logged what it brought: the log and the data agree from the first entry.
    assertThat(web.get(Paths.DESK_LOG_VERIFY).body()).contains("日志与数据一致");
    // One event per server: a second import is refused.
    assertThat(web.upload(Paths.EVENT_IMPORT, Map.of(), "demo.json", document, csrf).statusCode()).isEqualTo(409);
  }

  @Test
  void aBrokenDocumentIsRefusedWithTheFieldsPathAndNothingIsCreated() throws java.io.IOException {
    String document = demoDocument(dir.resolve("from"));
    String broken = document.replaceFirst("\"result\"\\s*:\\s*\"[^\"]*\"", "\"result\" : \"9-9\"");
    assertThat(broken).isNotEqualTo(document);
    web = Served.empty(dir);
    String csrf = web.login("chief");
    HttpResponse<String> r = web.upload(Paths.EVENT_IMPORT, Map.of(), "broken.json", broken, csrf);
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(r.body()).contains("field-problem", "broken.json: rounds[0].games[", "].result", "9-9");
    assertThat(web.app.tournament()).isEmpty();
    assertThat(Tournaments.list(web.workspace)).isEmpty();
    HttpResponse<String> none = web.upload(Paths.EVENT_IMPORT, Map.of(), "", "", csrf);
    assertThat(none.statusCode()).isEqualTo(400);
    assertThat(none.body()).contains("请选择赛事文件");
    assertThat(Tournaments.list(web.workspace)).isEmpty();
  }
}

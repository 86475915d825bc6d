package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.chuhe.app.report.print.CertificatesTest;
import org.chuhe.app.report.print.Pdf;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export codes} (issue 26) on the nine players of {@link StandingsCommandsTest}, 安 with an ID and a phone
 * number that no card may show: a card per player in pairing-number order (安 1 … 易 9), eight to the first page and
 * 易 alone on the second, each with the player's code as {@link PlayerCodes} keeps it, grouped "1234 5678".
 */
class ExportCodeCardsCommandTest {
  private static final String ID_NUMBER = "110101199003071234";
  private static final String PHONE = "13800138000";
  private static final List<String> BY_NUMBER = List.of("安", "白", "陈", "丁", "鄂", "方", "葛", "何", "易");

  @TempDir Path dir;

  private String database() throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, StandingsCommandsTest.DOCUMENT.replace("\"name\": \"安\", \"number\": 1,",
        "\"name\": \"安\", \"number\": 1, \"idNumber\": \"" + ID_NUMBER + "\", \"phone\": \"" + PHONE + "\","));
    String db = dir.resolve("event.db").toString();
    ok("import", "json", doc.toString(), "--db", db);
    return db;
  }

  private static List<String> pages(Path pdf) throws Exception {
    return CertificatesTest.pages(Files.readAllBytes(pdf));
  }

  @Test
  void aCardPerPlayerWithHisCodeEightToAPageInNumberOrderAndTheQrCodeOfHisCard() throws Exception {
    String db = database();
    Path out = dir.resolve("codes.pdf");
    Cli run = Cli.run("export", "codes", "--db", db, "--base-url", "https://xq.example.org", "--out", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).contains("已导出确认码卡", "exported the code cards", out.toString(), "日志");
    assertThat(run.err()).doesNotContain("--base-url");
    Map<String, String> codes;
    List<String> ids = List.of("A", "B", "C", "D", "E", "F", "G", "H", "I");
    try (Session s = Session.open(db, null, "test")) {
      codes = PlayerCodes.all(s, null);
    }
    assertThat(codes.keySet()).containsExactlyInAnyOrderElementsOf(ids);
    List<String> pages = pages(out);
    assertThat(pages).as("8 cards on the first page, the ninth on the second").hasSize(2);
    assertThat(pages.get(0)).containsSubsequence(BY_NUMBER.subList(0, 8).stream().map(n -> "号 " + n).toList())
        .doesNotContain("易");
    assertThat(pages.get(1)).contains("9号 易（黑队）");
    String all = String.join("\n", pages);
    for (int i = 0; i < ids.size(); i++) {
      String code = codes.get(ids.get(i));
      String grouped = code.substring(0, 4) + " " + code.substring(4);
      assertThat(all).as(BY_NUMBER.get(i) + "'s code").contains(grouped);
      int card = all.indexOf((i + 1) + "号 " + BY_NUMBER.get(i));
      assertThat(all.indexOf(grouped)).as("the code on " + BY_NUMBER.get(i) + "'s own card").isGreaterThan(card)
          .isLessThan(i + 1 < ids.size() ? all.indexOf((i + 2) + "号 " + BY_NUMBER.get(i + 1)) : all.length());
    }
    assertThat(all).contains("测试赛", "公开组", "1号 安（红队）", "确认码", "确认码卡（请勿公开）")
        .doesNotContain(ID_NUMBER, PHONE);
    assertThat(all.replaceAll("\\s+", "")).contains("凭此码在手机上报告、确认本台结果；请妥善保管，勿给他人");
    Files.createDirectories(Path.of("target", "exports"));
    Files.copy(out, Path.of("target", "exports", "codes.pdf"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    Files.write(Path.of("target", "exports", "codes-01.png"), Pdf.pngPages(Files.readAllBytes(out), 1240).get(0));
    assertThat(ExportPrintsCommandTest.images(out, 0)).as("a QR code on each card").isEqualTo(8);
    assertThat(CertificatesTest.qrCodes(Pdf.pngPages(Files.readAllBytes(out), 2480).get(1)))
        .containsExactly("https://xq.example.org/divisions/open/players/9");

    // Printed again: the same codes (made once); without --base-url no QR code and a line on standard error.
    Path again = dir.resolve("again.pdf");
    Cli plain = Cli.run("export", "codes", "--db", db, "--division", "公开组", "--lang", "en", "--out",
        again.toString());
    assertThat(plain.exit()).isZero();
    assertThat(plain.err()).contains("without --base-url, the code cards have no QR code");
    assertThat(ExportPrintsCommandTest.images(again, 0)).isZero();
    String english = String.join("\n", pages(again));
    String first = codes.get("A");
    assertThat(english.replaceAll("\\s+", " ")).contains("No. 1 安 (红队)", first.substring(0, 4) + " "
        + first.substring(4), "keep it, show it to no one");
  }

  @Test
  void aDocumentHoldsNoCodes() throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, StandingsCommandsTest.DOCUMENT);
    Path out = dir.resolve("codes.pdf");
    Cli r = Cli.run("export", "codes", doc.toString(), "--out", out.toString());
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("确认码只保存在数据库中", "kept in the database only").doesNotContain("Exception");
    assertThat(out).doesNotExist();
  }
}

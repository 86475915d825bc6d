package org.chuhe.app.report.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.report.Lang;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.regulations.Criterion;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The result slips, table cards and 秩序册 (issue 24) of a simulated event under the 2018 Chongqing regulations
 * (seed 004: 11 rounds, a schedule with round 1 at 2018-10-04 09:00 and round 2 at 13:30, the chain 对手分 …), 21
 * players so that each round has 10 boards and a bye, two rounds played. One player carries an ID and a phone
 * number, which no printout may show. A PDF and the PNG of its first page of each are kept under
 * {@code target/exports/} for a person to look at.
 */
class VenuePrintsTest {
  private static final String ID_NUMBER = "500101199003071234";
  private static final String PHONE = "13800138000";
  private static final Path KEPT = Path.of("target", "exports");
  private static Tournament event;

  @BeforeAll
  static void simulate() {
    Tournament t = Simulation.run(SimulationSpec.of(4, Presets.get("chongqing-2018"), 21).withRounds(2));
    List<Player> players = new ArrayList<>(t.players());
    Player first = players.get(0);
    players.set(0, new Player(first.id(), first.name(), first.division(), first.unit(), first.gender(),
        first.birthDate(), first.residence(), first.grade(), first.rating(), first.number(), true, true, PHONE,
        ID_NUMBER));
    event = new Tournament(t.id(), "2018年重庆市象棋公开赛", t.regulations(), t.units(), players, t.rounds(),
        t.withdrawals(), t.penalties(), t.awards(), t.lots());
  }

  private static List<String> pages(byte[] pdf) throws Exception {
    return CertificatesTest.pages(pdf);
  }

  /** The PDF and the PNG of its pages, kept for a person to look at. */
  private static void keep(String name, byte[] pdf) throws Exception {
    Files.createDirectories(KEPT);
    Files.write(KEPT.resolve(name + ".pdf"), pdf);
    List<byte[]> pngs = Pdf.pngPages(pdf, 1240);
    for (int i = 0; i < Math.min(4, pngs.size()); i++) {
      Files.write(KEPT.resolve(name + "-0" + (i + 1) + ".png"), pngs.get(i));
    }
  }

  /** The PDF of {@code html}, every character of which is in the font, kept as {@code name} to look at. */
  private static byte[] rendered(String name, String html) throws Exception {
    assertThat(PrintFont.missingGlyphs(text(html))).as("every character of the %s is in the font", name).isEmpty();
    byte[] pdf = Pdf.fromHtml(html);
    keep(name, pdf);
    return pdf;
  }

  private static int count(String text, String what) {
    Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  /** What the document sets in the font: its text without the markup, for {@link PrintFont#missingGlyphs}. */
  private static String text(String html) {
    return html.replaceAll("(?s)<style>.*?</style>", "").replaceAll("<[^>]*>", " ");
  }

  @Test
  void slipsHoldBothPlayersOfEachBoardInBoardOrderTheBoxesToTickAndTheSignatures() throws Exception {
    Round round2 = event.roundsOf("adult").get(1);
    assertThat(round2.games()).hasSize(10);
    assertThat(round2.byes()).hasSize(1);
    String html = ResultSlips.html(event, List.of(round2), null, Lang.zh, "2018-10-04 13:00",
        Optional.of("日志 #9 ab12"));
    byte[] pdf = rendered("slips", html);
    List<String> pages = pages(pdf);
    assertThat(pages).as("10 slips, 4 to a page").hasSize(3);
    String all = String.join("\n", pages);
    int at = 0;
    for (Game g : round2.games()) {
      Player red = event.player(g.red()).orElseThrow();
      Player black = event.player(g.black()).orElseThrow();
      int board = all.indexOf("第 " + g.board() + " 台", at);
      assertThat(board).as("board %d after board %d", g.board(), g.board() - 1).isGreaterThanOrEqualTo(at);
      int redAt = all.indexOf(red.name(), board);
      int blackAt = all.indexOf(black.name(), redAt);
      assertThat(redAt).as("red of board %d on its slip", g.board()).isPositive();
      assertThat(blackAt).as("black of board %d after red", g.board()).isPositive();
      assertThat(all.substring(board, blackAt)).contains("红方", String.valueOf(red.number()),
          event.unitName(red), "黑方");
      at = blackAt;
    }
    for (String page : pages) {
      assertThat(page).contains("2018年重庆市象棋公开赛", "成年组 第 2 轮 登分单", "日志 #9 ab12");
    }
    assertThat(pages.get(0)).contains("结果：", "红胜", "和", "黑胜", "红方签字", "黑方签字", "裁判签字",
        "比赛时间：2018-10-04 13:30");
    assertThat(count(pages.get(0), "□")).as("three boxes to tick on each of four slips").isEqualTo(12);
    assertThat(count(pages.get(0), "裁判签字")).isEqualTo(4);
    String bye = event.nameZh(round2.byes().get(0));
    assertThat(bye).matches("\\d+号 .+（单位\\d+）");
    assertThat(pages.get(2)).contains("轮空", bye);
    assertThat(all).doesNotContain(ID_NUMBER, PHONE, round2.byes().get(0));
  }

  @Test
  void slipsInEnglish() throws Exception {
    Round round1 = event.roundsOf("adult").get(0);
    String all = String.join("\n", pages(ResultSlips.pdf(event, List.of(round1), null, Lang.en, "now",
        Optional.empty())));
    assertThat(all).contains("Board 1", "Red wins", "Draw", "Black wins", "Red's signature", "Black's signature",
        "Arbiter's signature", "Start: 2018-10-04 09:00", "Adult, round 1, result slips");
  }

  @Test
  void tableCardsOneTentCardPerBoardWithItsNumber() throws Exception {
    Round round2 = event.roundsOf("adult").get(1);
    String html = TableCards.html(event, List.of(round2), true, null, Lang.zh, "2018-10-04 13:00", Optional.empty());
    byte[] pdf = rendered("cards", html);
    List<String> pages = pages(pdf);
    assertThat(pages).hasSize(round2.games().size());
    for (Game g : round2.games()) {
      String page = pages.get(g.board() - 1);
      // the number's spaces are narrower than a 140 pt space: PDFBox reads "第1台"
      assertThat(page.replace(" ", "")).contains("第" + g.board() + "台");
      assertThat(page).contains("成年组 第 2 轮", event.nameZh(g.red()), event.nameZh(g.black()));
    }
    try (PDDocument d = Loader.loadPDF(pdf)) {
      assertThat(d.getPage(0).getMediaBox().getWidth()).as("A4 landscape")
          .isGreaterThan(d.getPage(0).getMediaBox().getHeight());
    }
    String plain = String.join("\n", pages(TableCards.pdf(event, List.of(round2), false, null, Lang.zh, "now",
        Optional.empty())));
    assertThat(plain).contains("第10台").doesNotContain(event.player(round2.games().get(0).red()).orElseThrow()
        .name()).as("no address, no QR code").doesNotContain("扫码报告结果", "http");
  }

  @Test
  void slipsCarryTheQrCodeOfEachBoardsPageBesideTheResultBoxes() throws Exception {
    Round round2 = event.roundsOf("adult").get(1);
    String html = ResultSlips.html(event, List.of(round2), BASE, Lang.zh, "now", Optional.empty());
    byte[] pdf = rendered("slips-qr", html);
    List<String> pages = pages(pdf);
    assertThat(pages).as("still 4 slips to a page").hasSize(3);
    assertThat(count(pages.get(0), "扫码报告结果")).isEqualTo(4);
    assertThat(pages.get(0).replace("\n", "")).contains(BASE + "divisions/adult/rounds/2/boards/1",
        BASE + "divisions/adult/rounds/2/boards/4");
    List<byte[]> images = Pdf.pngPages(pdf, 2480);
    assertThat(CertificatesTest.qrCodes(images.get(0))).as("one QR code a slip, each opening its board's page")
        .containsExactlyInAnyOrder(board(2, 1), board(2, 2), board(2, 3), board(2, 4));
    assertThat(CertificatesTest.qrCodes(images.get(2))).containsExactlyInAnyOrder(board(2, 9), board(2, 10));
    String en = String.join("\n", pages(ResultSlips.pdf(event, List.of(round2), BASE, Lang.en, "now",
        Optional.empty())));
    assertThat(en.replaceAll("\\s+", " ")).contains("scan to report the result");
    assertThat(String.join("\n", pages)).doesNotContain(ID_NUMBER, PHONE);
  }

  @Test
  void tableCardsCarryTheBoardsQrCodeOnBothFacesAndNoPlayersCode() throws Exception {
    Round round2 = event.roundsOf("adult").get(1);
    String html = TableCards.html(event, List.of(round2), true, BASE, Lang.zh, "now", Optional.empty());
    byte[] pdf = rendered("cards-qr", html);
    List<String> pages = pages(pdf);
    assertThat(pages).hasSize(10);
    assertThat(count(pages.get(2), "扫码报告结果")).as("on both faces").isEqualTo(2);
    List<byte[]> images = Pdf.pngPages(pdf, 2480);
    for (int board : List.of(1, 3)) {
      BufferedImage page = ImageIO.read(new ByteArrayInputStream(images.get(board - 1)));
      int half = page.getHeight() / 2;
      assertThat(CertificatesTest.qrCodes(page.getSubimage(0, 0, page.getWidth(), half)))
          .as("the upper face, upside down").containsExactly(board(2, board));
      assertThat(CertificatesTest.qrCodes(page.getSubimage(0, half, page.getWidth(), page.getHeight() - half)))
          .as("the front face").containsExactly(board(2, board));
    }
  }

  private static final String BASE = "http://192.168.1.20:7070/";

  private static String board(int round, int board) {
    return BASE + "divisions/adult/rounds/" + round + "/boards/" + board;
  }

  @Test
  void bookletHoldsTheScheduleTheTieBreaksEachUnitWithItsPlayersAndTheDraw() throws Exception {
    String html = Booklet.html(event, List.of("adult"), Lang.zh, "2018-10-04 08:00", Optional.of("日志 #3 c0ffee"));
    byte[] pdf = rendered("booklet", html);
    List<String> pages = pages(pdf);
    String all = String.join("\n", pages);
    for (int p = 0; p < pages.size(); p++) {
      assertThat(pages.get(p)).contains("2018年重庆市象棋公开赛", "秩序册", "第 " + (p + 1) + " 页 / 共 " + pages.size()
          + " 页", "日志 #3 c0ffee");
    }
    assertThat(pages.get(0)).contains("比赛日期", "2018-10-04 至 2018-10-06", "象棋竞赛规则");
    assertThat(all).contains("竞赛日程", "第 1 轮", "2018-10-04 09:00", "2018-10-06 14:00", "竞赛规程摘要", "共 11 轮");
    int at = all.indexOf("名次排列");
    for (Criterion c : event.regulations().tieBreaks().chain()) {
      int next = all.indexOf(c.chinese(), at);
      assertThat(next).as("%s after the criterion before it", c.chinese()).isGreaterThan(at);
      at = next;
    }
    int entries = all.indexOf("参赛名单");
    for (var unit : event.units()) {
      List<Player> members = event.players().stream().filter(p -> unit.id().equals(p.unit())).toList();
      if (members.isEmpty()) {
        continue;
      }
      int heading = all.indexOf(unit.name() + "（" + members.size() + " 人）", entries);
      assertThat(heading).as(unit.name()).isGreaterThan(entries);
      String title = unit.name() + "（" + members.size() + " 人）";
      String group = all.substring(heading, indexOrEnd(all, "人）", heading + title.length()));
      for (Player p : members) {
        assertThat(group).as(unit.name()).contains(p.name());
      }
    }
    Round round1 = event.roundsOf("adult").get(0);
    int draw = all.indexOf("第 1 轮对阵");
    assertThat(draw).isGreaterThan(entries);
    Game board1 = round1.games().get(0);
    assertThat(all.substring(draw)).contains(event.player(board1.red()).orElseThrow().name(),
        event.player(board1.black()).orElseThrow().name(), "轮空：" + event.nameZh(round1.byes().get(0)));
    assertThat(all).doesNotContain(ID_NUMBER, PHONE);
  }

  private static int indexOrEnd(String text, String what, int from) {
    int i = text.indexOf(what, from);
    return i < 0 ? text.length() : i;
  }

  @Test
  void bookletBeforeRoundOneListsTheStartingNumbers() throws Exception {
    Tournament drawn = event.withRounds(List.of());
    String all = String.join("\n", pages(Booklet.pdf(drawn, List.of("adult"), Lang.en, "now", Optional.empty())));
    assertThat(all).contains("Event booklet", "Adult, starting numbers", "opponents' score", "Schedule");
    Player one = drawn.players().stream().filter(p -> p.number() == 1).findFirst().orElseThrow();
    assertThat(all.substring(all.indexOf("starting numbers"))).contains(one.name());
  }
}

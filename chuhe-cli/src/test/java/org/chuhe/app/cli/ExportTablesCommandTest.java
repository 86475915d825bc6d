package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.ss.usermodel.WorkbookFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export KIND --format xlsx|csv} (issue 24) on the small event of {@link StandingsCommandsTest} (2/1/0 points;
 * the standings F 5, A 4, C 4, B 4, D 1, E 0; G, H, I did not play), with an ID and a phone number given to 安 that
 * no export may show. Hand-checked:
 * <pre>
 * round 3 pairing list: 1 F(6, 3 pts: won R1, drew R2) - A(1, 4 pts) 红胜 · 2 B(2, 2) - D(4, 1) 红胜 · 3 C(3, 2) - E(5, 0) 红胜
 * round 1: board 4 G-H 双方弃权
 * crosstable line 1 = F: R1 vs C (line 3) as red, won: 3红胜; R2 vs D (line 5) as black, drew: 5黑和; R3 vs A (line 2): 2红胜
 * prizes 1-6: F 600, A 500, C 400, B 300, D 200, E 100 = 2100 yuan; grade: F 五级棋士; teams: 红队 8 first
 * </pre>
 * One file of each kind is kept under {@code target/exports/} for a person to open.
 */
class ExportTablesCommandTest {
  private static final String ID_NUMBER = "110101199003071234";
  private static final String PHONE = "13800138000";
  private static final Path KEPT = Path.of("target", "exports");

  @TempDir Path dir;

  private String document() throws Exception {
    Path doc = dir.resolve("event.json");
    Files.writeString(doc, StandingsCommandsTest.DOCUMENT.replace("\"name\": \"安\", \"number\": 1,",
        "\"name\": \"安\", \"number\": 1, \"idNumber\": \"" + ID_NUMBER + "\", \"phone\": \"" + PHONE + "\","));
    return doc.toString();
  }

  private Workbook xlsx(String kind, String... more) throws Exception {
    return saved(kind, kind, more);
  }

  private Workbook saved(String kind, String file, String... more) throws Exception {
    Path out = KEPT.resolve(file + ".xlsx");
    Files.createDirectories(KEPT);
    List<String> args = new ArrayList<>(List.of("export", kind, document(), "--out", out.toString()));
    args.addAll(List.of(more));
    assertThat(ok(args.toArray(String[]::new))).contains("已导出", "exported");
    try (InputStream in = Files.newInputStream(out)) {
      return WorkbookFactory.create(in);
    }
  }

  private static List<String> row(Sheet sheet, int r) {
    DataFormatter f = new DataFormatter();
    List<String> cells = new ArrayList<>();
    Row row = sheet.getRow(r);
    for (int i = 0; i < row.getLastCellNum(); i++) {
      cells.add(row.getCell(i) == null ? "" : f.formatCellValue(row.getCell(i)));
    }
    return cells;
  }

  private static void noPersonalData(Workbook book) {
    DataFormatter f = new DataFormatter();
    for (Sheet sheet : book) {
      for (Row row : sheet) {
        for (Cell cell : row) {
          assertThat(f.formatCellValue(cell)).doesNotContain(ID_NUMBER, PHONE);
        }
      }
    }
  }

  @Test
  void pairingListOfARoundWithResultsTheChineseWay() throws Exception {
    try (Workbook book = xlsx("pairings", "--round", "3")) {
      assertThat(book.getNumberOfSheets()).isEqualTo(1);
      Sheet sheet = book.getSheet("公开组");
      assertThat(row(sheet, 0).get(0)).isEqualTo("测试赛  公开组  第 3 轮对阵表");
      assertThat(row(sheet, 1)).containsExactly("台次", "编号", "红方单位", "积分", "红方", "结果", "黑方", "积分",
          "黑方单位", "编号");
      assertThat(row(sheet, 2)).containsExactly("1", "6", "", "3", "方", "红胜", "安", "4", "红队", "1");
      assertThat(row(sheet, 3)).containsExactly("2", "2", "红队", "2", "白", "红胜", "丁", "1", "", "4");
      assertThat(row(sheet, 4)).containsExactly("3", "3", "黑队", "2", "陈", "红胜", "鄂", "0", "", "5");
      assertThat(sheet.getRow(2).getCell(0).getCellType()).as("the board, a number").isEqualTo(CellType.NUMERIC);
      assertThat(sheet.getRow(2).getCell(3).getNumericCellValue()).isEqualTo(3.0);
      assertThat(sheet.getPaneInformation().isFreezePane()).isTrue();
      assertThat(sheet.getPaneInformation().getHorizontalSplitPosition()).isEqualTo((short) 2);
      assertThat(book.getFontAt(sheet.getRow(1).getCell(0).getCellStyle().getFontIndex()).getBold()).isTrue();
      // widths from the text: 红方单位 (4 CJK = 8 units) is wider than 编号, and neither is POI's default
      assertThat(sheet.getColumnWidth(2)).isGreaterThan(sheet.getColumnWidth(1)).isEqualTo((8 + 2) * 256);
      noPersonalData(book);
    }
    try (Workbook book = saved("pairings", "pairings-round1", "--round", "1")) {
      Sheet sheet = book.getSheetAt(0);
      assertThat(row(sheet, 5)).containsSubsequence("葛", "双方弃权", "何");
    }
  }

  @Test
  void standingsCrosstableAndEnglish() throws Exception {
    try (Workbook book = xlsx("standings")) {
      Sheet sheet = book.getSheet("公开组");
      assertThat(row(sheet, 1)).containsExactly("名次", "编号", "姓名", "单位", "积分", "直胜", "前轮积分逆比", "抽签");
      List<String> names = new ArrayList<>();
      for (int r = 2; r <= 10; r++) {
        names.add(row(sheet, r).get(2));
      }
      assertThat(names).containsExactly("方", "安", "陈", "白", "丁", "鄂", "葛", "何", "易");
      assertThat(row(sheet, 2).subList(0, 5)).containsExactly("1", "6", "方", "", "5");
      assertThat(sheet.getRow(2).getCell(4).getCellType()).isEqualTo(CellType.NUMERIC);
      assertThat(row(sheet, 8).get(0)).isEqualTo("未参赛");
      noPersonalData(book);
    }
    try (Workbook book = xlsx("crosstable")) {
      Sheet sheet = book.getSheet("公开组");
      assertThat(row(sheet, 1)).containsExactly("序", "名次", "编号", "姓名", "单位", "第1轮", "第2轮", "第3轮", "积分");
      assertThat(row(sheet, 2)).containsExactly("1", "1", "6", "方", "", "3红胜", "5黑和", "2红胜", "5");
    }
    try (Workbook book = saved("crosstable", "crosstable-en", "--lang", "en")) {
      Sheet sheet = book.getSheet("Open");
      assertThat(row(sheet, 1).get(5)).isEqualTo("Rd 1");
      assertThat(row(sheet, 2)).containsSubsequence("3 R 1", "5 B ½", "2 R 1");
    }
  }

  @Test
  void prizesPayoutGradesAndTeams() throws Exception {
    try (Workbook book = xlsx("prizes")) {
      assertThat(book.getSheetName(0)).isEqualTo("公开组");
      assertThat(book.getSheetName(1)).isEqualTo("奖金合计");
      Sheet sheet = book.getSheetAt(0);
      assertThat(row(sheet, 2)).containsSubsequence("1", "1", "6", "方", "600");
      assertThat(row(sheet, 8)).containsSubsequence("合计", "2100");
      assertThat(sheet.getRow(8).getCell(6).getNumericCellValue()).isEqualTo(2100.0);
      assertThat(row(book.getSheetAt(1), 2)).containsExactly("公开组", "2100");
    }
    try (Workbook book = xlsx("payout")) {
      Sheet sheet = book.getSheetAt(0);
      assertThat(row(sheet, 0).get(0)).isEqualTo("测试赛  公开组  领奖签收表");
      assertThat(row(sheet, 1)).containsExactly("序号", "编号", "姓名", "单位", "奖项", "奖金合计（元）", "签字");
      assertThat(row(sheet, 3)).containsExactly("2", "1", "安", "红队", "公开组第2名", "500", "");
      assertThat(row(sheet, 8)).containsSubsequence("合计", "2100");
      noPersonalData(book);
    }
    try (Workbook book = xlsx("grades")) {
      assertThat(row(book.getSheetAt(0), 2)).containsExactly("1", "6", "方", "", "五级棋士");
    }
    try (Workbook book = xlsx("teams")) {
      Sheet sheet = book.getSheetAt(0);
      assertThat(row(sheet, 1).subList(0, 3)).containsExactly("名次", "单位", "团体成绩");
      assertThat(row(sheet, 2).subList(0, 4)).containsExactly("1", "红队", "8", "安(4)、白(4)");
    }
  }

  @Test
  void csvForExcelOnChineseWindows() throws Exception {
    Files.createDirectories(KEPT);
    for (String kind : List.of("pairings", "standings", "crosstable", "teams", "prizes", "payout", "grades")) {
      Path out = KEPT.resolve(kind + ".csv");
      ok("export", kind, document(), "--format", "csv", "--out", out.toString());
      byte[] bytes = Files.readAllBytes(out);
      assertThat(bytes).as(kind + ": the UTF-8 byte order mark").startsWith(0xEF, 0xBB, 0xBF);
      String text = new String(bytes, StandardCharsets.UTF_8);
      assertThat(text).as(kind).doesNotContain(ID_NUMBER, PHONE);
    }
    List<String> lines = Files.readAllLines(KEPT.resolve("pairings.csv"));
    assertThat(lines.get(0)).isEqualTo("\uFEFF测试赛  公开组  第 3 轮对阵表");
    assertThat(lines.get(1)).isEqualTo("台次,编号,红方单位,积分,红方,结果,黑方,积分,黑方单位,编号");
    assertThat(lines.get(2)).isEqualTo("1,6,,3,方,红胜,安,4,红队,1");
    Path english = dir.resolve("standings.csv");
    ok("export", "standings", document(), "--lang", "en", "--out", english.toString());
    assertThat(Files.readAllLines(english).get(1)).isEqualTo("Rank,No.,Name,Unit,Points,directEncounter,"
        + "reverseRoundComparison,lots");
  }

  @Test
  void fromTheDatabaseTheLogHeadIsTheLastRow() throws Exception {
    String db = dir.resolve("event.db").toString();
    ok("import", "json", document(), "--db", db);
    Path out = dir.resolve("standings.xlsx");
    String printed = ok("export", "standings", "--db", db, "--out", out.toString());
    String head = printed.lines().reduce((a, b) -> b).orElseThrow();
    assertThat(head).startsWith("日志");
    try (InputStream in = Files.newInputStream(out); Workbook book = WorkbookFactory.create(in)) {
      Sheet sheet = book.getSheetAt(0);
      assertThat(row(sheet, sheet.getLastRowNum()).get(0)).isEqualTo(head);
      noPersonalData(book);
    }
    Path csv = dir.resolve("standings.csv");
    ok("export", "standings", "--db", db, "--out", csv.toString());
    assertThat(Files.readString(csv).strip()).endsWith(head);
  }

  @Test
  void aDivisionThatIsNotThereIsOneClearLineAndNoFile() throws Exception {
    Path out = dir.resolve("none.xlsx");
    Cli r = Cli.run("export", "standings", document(), "--division", "nope", "--out", out.toString());
    assertThat(r.exit()).isNotZero();
    assertThat(r.err()).contains("nope").doesNotContain("Exception", "\tat ");
    assertThat(out).doesNotExist();
    Cli later = Cli.run("export", "pairings", document(), "--round", "4", "--out", out.toString());
    assertThat(later.exit()).isNotZero();
    assertThat(later.err()).contains("没有已编排的第 4 轮", "round 4 has not been paired");
    assertThat(out).doesNotExist();
    Cli nowhere = Cli.run("export", "standings", document(), "--out", dir.resolve("no/such/folder.xlsx").toString());
    assertThat(nowhere.exit()).isNotZero();
    assertThat(nowhere.err()).contains("目录不存在", "the folder does not exist");
  }
}

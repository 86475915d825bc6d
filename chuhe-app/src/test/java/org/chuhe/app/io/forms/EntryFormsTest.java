package org.chuhe.app.io.forms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.ss.util.CellRangeAddress;
import org.chuhe.app.io.PlayerCsv;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Entry forms as organisers send them: the players each messy form gives, the problems each bad row gets (file,
 * sheet, row, column, both languages), and the one line each file that is no form gets. The expectations were
 * worked out by hand from the cells written.
 */
public class EntryFormsTest {
  /** Ten divisions named 少年男子乙组, 儿童女子甲组 …; gender is their only condition. */
  static final Regulations XIAMEN = Presets.get("xiamen-youth-2018");

  static final String[] BOYS_HEADER = {"序号", "姓 名", "性别", "出生年月", "代表队", "身份证号码", "技术等级", "联系电话",
      "缴费", "备注"};

  /**
   * The organiser's form: a merged title over each sheet, one sheet per division with no division column, a unit
   * merged over its two players, dates in five spellings and one only in the ID number, full-width digits, letters
   * and spaces, a numeric phone, an instructions sheet, a hidden sheet of drop-down lists and a note under the list.
   */
  public static Workbook organisersForm(FormBooks.Kind kind) {
    Workbook wb = FormBooks.create(kind);
    Sheet boys = FormBooks.sheet(wb, "少年男子乙组", "2018年厦门市青少年象棋锦标赛报名表", BOYS_HEADER,
        new Object[] {1, "王　小明", "男", LocalDate.of(2009, 5, 1), "思明区少体校", "350203200905010016", "三级棋士",
            "１３８０００００００１", "是", "队长"},
        new Object[] {2, " 李 强 ", "男 ", "2010.3.15", null, "", null, 13900000002L, "否"},
        new Object[] {3, "陈明", "男", null, "湖里区", "35020620110820003x", null, null, null},
        new Object[] {4, "张伟", "男", "2009年5月1日", "集美区", null, null, null, null},
        new Object[] {5, "林东", "男", "200905", "集美区", null, null, null, null},
        new Object[] {6, "赵一", "男", "２００９/５/１", "同安区", null, null, null, null},
        new Object[] {null},
        new Object[] {"注：请于5月1日前报名"});
    boys.addMergedRegion(new CellRangeAddress(2, 3, 4, 4)); // 思明区少体校 over 王小明 and 李强
    FormBooks.sheet(wb, "儿童女子甲组", "女子组", new String[] {"姓名", "性别", "出生日期", "单位", "身份证号", "户籍"},
        new Object[] {"黄丽", "女", "2012-02-02", "集美区", "350203201202020044", "福建省厦门市"},
        new Object[] {"Ｌｉｎｄａ　Ｗａｎｇ", "女", "2012-1-1", "个人", null, "上海"});
    FormBooks.sheet(wb, "填表说明", null, new String[] {"请用正楷填写，每人一行。"});
    FormBooks.sheet(wb, "选项", null, new String[] {"男", "女"});
    wb.setSheetHidden(3, true);
    return wb;
  }

  static final List<Player> EXPECTED = List.of(
      player("王小明", "youth-boys-b", "思明区少体校", Gender.MALE, LocalDate.of(2009, 5, 1), null, "三级棋士", true,
          "13800000001", "350203200905010016"),
      player("李强", "youth-boys-b", "思明区少体校", Gender.MALE, LocalDate.of(2010, 3, 15), null, null, false,
          "13900000002", null),
      player("陈明", "youth-boys-b", "湖里区", Gender.MALE, LocalDate.of(2011, 8, 20), null, null, true, null,
          "35020620110820003X"),
      player("张伟", "youth-boys-b", "集美区", Gender.MALE, LocalDate.of(2009, 5, 1), null, null, true, null, null),
      player("林东", "youth-boys-b", "集美区", Gender.MALE, LocalDate.of(2009, 5, 1), null, null, true, null, null),
      player("赵一", "youth-boys-b", "同安区", Gender.MALE, LocalDate.of(2009, 5, 1), null, null, true, null, null),
      player("黄丽", "child-girls-a", "集美区", Gender.FEMALE, LocalDate.of(2012, 2, 2),
          new Residence("福建省", "厦门市"), null, true, null, "350203201202020044"),
      player("Linda Wang", "child-girls-a", "个人", Gender.FEMALE, LocalDate.of(2012, 1, 1),
          new Residence("上海", null), null, true, null, null));

  static Player player(String name, String division, String unit, Gender gender, LocalDate born, Residence home,
      String grade, boolean paid, String phone, String idNumber) {
    return new Player("", name, division, unit, gender, born, home, grade, null, null, paid, false, phone, idNumber);
  }

  @ParameterizedTest
  @EnumSource(FormBooks.Kind.class)
  void anOrganisersFormGivesItsPlayersWhateverTheWorkbookKind(FormBooks.Kind kind) {
    byte[] bytes = FormBooks.bytes(organisersForm(kind));
    EntryForms.Form form = EntryForms.read("报名表." + kind.name().toLowerCase(), bytes, XIAMEN);
    assertThat(form.rows()).extracting(PlayerCsv.Row::player).containsExactlyElementsOf(EXPECTED);
    String file = "报名表." + kind.name().toLowerCase();
    assertThat(form.rows()).extracting(PlayerCsv.Row::place).containsExactly(file + ":少年男子乙组!3",
        file + ":少年男子乙组!4", file + ":少年男子乙组!5", file + ":少年男子乙组!6", file + ":少年男子乙组!7",
        file + ":少年男子乙组!8", file + ":儿童女子甲组!3", file + ":儿童女子甲组!4");
    List<String> notices = form.notices().stream().map(EntryForms.Notice::line).toList();
    assertThat(notices).contains(file + ":少年男子乙组!2: 未使用的列：序号、备注 / columns not used: 序号, 备注",
        file + ":填表说明: 找不到标题行（含“姓名”等列名的一行），未读取此表 / no header row (a row with 姓名 and other column"
            + " names): this sheet was not read");
    assertThat(notices.stream().anyMatch(n -> n.contains("宏"))).isEqualTo(kind == FormBooks.Kind.XLSM);
  }

  @Test
  void eachBadRowIsNamedByFileSheetCellAndColumnInBothLanguages() {
    Workbook wb = FormBooks.create(FormBooks.Kind.XLSX);
    FormBooks.sheet(wb, "少年男子乙组", "报名表", BOYS_HEADER,
        new Object[] {1, "王小明", "男", "2009-05-01", "思明区", "350203200905010013"},
        new Object[] {2, "李强", "男", "2009.13.1", "思明区"},
        new Object[] {3, null, "男", "2009-05-01", "思明区"},
        new Object[] {4, "张伟", "M?", null, "思明区"},
        new Object[] {5, "陈明", "男", null, "思明区"});
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> EntryForms.read("表.xlsx", FormBooks.bytes(wb), XIAMEN));
    assertThat(e.problems()).extracting(p -> p.line()).containsExactly(
        "表.xlsx:少年男子乙组!F3 身份证号码: 身份证号校验位错误（末位应为 6，是否抄错了某一位？） / the ID number's check"
            + " character is wrong (the last should be 6; is a digit mistyped?)",
        "表.xlsx:少年男子乙组!D4 出生年月: 不是有效的日期 \"2009.13.1\"，应写成 2005-03-01 这样 / not a valid date"
            + " \"2009.13.1\", write it like 2005-03-01",
        "表.xlsx:少年男子乙组!B5 姓 名: 缺少姓名 / name missing",
        "表.xlsx:少年男子乙组!C6 性别: 性别应为 男 或 女，现为 \"M?\" / gender must be male or female (男/女, M/F), found"
            + " \"M?\"",
        "表.xlsx: 有错误，未导入任何棋手 / there are errors: no player was imported");
  }

  @Test
  void aBirthDateThatTheIdNumberContradictsAndAnIdOfTheWrongLengthAreRefusedAnOldFifteenDigitIdIsRead() {
    Workbook wb = FormBooks.create(FormBooks.Kind.XLSX);
    FormBooks.sheet(wb, "少年男子乙组", "报名表", BOYS_HEADER,
        new Object[] {1, "周杰", "男", "2009-05-02", "思明区", "350203200905010016"},
        new Object[] {2, "郑华", "男", null, "思明区", "3502032009050100"},
        new Object[] {3, "吴刚", "男", null, "思明区", "350203850501001"});
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> EntryForms.read("表.xlsx", FormBooks.bytes(wb), XIAMEN));
    assertThat(e.problems()).extracting(p -> p.line()).containsExactly(
        "表.xlsx:少年男子乙组!F3 身份证号码: 出生日期 2009-05-02 与身份证号中的 2009-05-01 不符，请核对 / the birth date"
            + " 2009-05-02 differs from the ID number's, 2009-05-01: check which is right",
        "表.xlsx:少年男子乙组!F4 身份证号码: 身份证号应为 18 位（旧证 15 位），现为 16 位 / an ID number has 18 digits (15"
            + " on an old card), this one 16",
        "表.xlsx: 有错误，未导入任何棋手 / there are errors: no player was imported");

    Workbook old = FormBooks.create(FormBooks.Kind.XLSX);
    FormBooks.sheet(old, "少年男子乙组", "报名表", BOYS_HEADER,
        new Object[] {1, "吴刚", "男", null, "思明区", "350203850501001"},
        new Object[] {2, "钱伟", "男", "1985.5.1", "思明区", "350203850501001"});
    // The first generation's 15 digits: born 1985-05-01 (YYMMDD of the 1900s), no check character to test.
    assertThat(EntryForms.read("旧.xlsx", FormBooks.bytes(old), XIAMEN).rows()).extracting(r -> r.player().birthDate())
        .containsExactly(LocalDate.of(1985, 5, 1), LocalDate.of(1985, 5, 1));
  }

  @Test
  void theCheckCharacterIsIso7064Mod11Of2() {
    // GB 11643's own example, and one worked by hand: 3·7+5·9+0·10+2·5+0·8+3·4+2·2+0·1+0·6+9·3+0·7+5·9+0·10+1·5
    // +0·8+0·4+1·2 = 21+45+10+12+4+27+45+5+2 = 171; 171 mod 11 = 6 → "10X98765432"[6] = 6.
    assertThat(IdNumbers.checkCharacter("11010519491231002X")).isEqualTo('X');
    assertThat(IdNumbers.checkCharacter("350203200905010016")).isEqualTo('6');
  }

  @Test
  void dateSpellingsOfForms() {
    assertThat(List.of("2009-05-01", "2009.5.1", "2009/5/1", "2009年5月1日", "200905", "20090501", "2009年5月",
        "2009.5")).allSatisfy(d -> assertThat(FormCells.date(d)).isEqualTo("2009-05-01"));
    assertThat(FormCells.date("2009-02-30")).isEqualTo("2009-02-30"); // left for the parser to refuse, naming it
  }

  static final Charset GBK = Charset.forName("GBK");

  static final String CSV = "姓名,性别,出生日期,单位,组别,身份证号,联系电话\r\n"
      + "王　小明,男,2009.5.1,思明区少体校,少年男子乙组,350203200905010016,１３８０００００００１\r\n"
      + " 黄 丽 ,女,,集美区,儿童女子甲组,350203201202020044,\r\n";

  @Test
  void aGbkCsvIsReadSayingSo() {
    EntryForms.Form form = EntryForms.read("报名表.csv", CSV.getBytes(GBK), XIAMEN);
    assertThat(form.rows()).extracting(PlayerCsv.Row::player).containsExactly(
        player("王小明", "youth-boys-b", "思明区少体校", Gender.MALE, LocalDate.of(2009, 5, 1), null, null, true,
            "13800000001", "350203200905010016"),
        player("黄丽", "child-girls-a", "集美区", Gender.FEMALE, LocalDate.of(2012, 2, 2), null, null, true, null,
            "350203201202020044"));
    assertThat(form.rows()).extracting(PlayerCsv.Row::place).containsExactly("报名表.csv:2", "报名表.csv:3");
    assertThat(form.notices()).extracting(EntryForms.Notice::line)
        .containsExactly("报名表.csv: 按 GB18030（GBK） 编码读取 / read as GB18030 (GBK)");
  }

  @Test
  void aUtf8CsvWithOrWithoutAByteOrderMarkIsReadAsUtf8() {
    byte[] plain = CSV.getBytes(StandardCharsets.UTF_8);
    byte[] marked = ("\uFEFF" + CSV).getBytes(StandardCharsets.UTF_8);
    for (byte[] bytes : List.of(plain, marked)) {
      EntryForms.Form form = EntryForms.read("l.csv", bytes, XIAMEN);
      assertThat(form.rows()).hasSize(2);
      assertThat(form.rows().get(0).player().name()).isEqualTo("王小明");
      assertThat(form.notices()).extracting(EntryForms.Notice::line).containsExactly("l.csv: 按 UTF-8 编码读取 / read as"
          + " UTF-8");
    }
  }

  @Test
  void aGbkCsvRowIsNamedByLineAndColumn() {
    String csv = "姓名,性别,组别,身份证号\n王小明,男,少年男子乙组,350203200905010013\n";
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> EntryForms.read("l.csv", csv.getBytes(GBK), XIAMEN));
    assertThat(e.problems().get(0).where()).isEqualTo("l.csv:D2 身份证号");
  }
}

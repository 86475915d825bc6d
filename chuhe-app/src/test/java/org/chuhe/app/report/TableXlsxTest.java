package org.chuhe.app.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.ss.usermodel.WorkbookFactory;
import org.junit.jupiter.api.Test;

/** The writers of the export tables on their own: widths, sheet names, numbers, the formula guard, the BOM. */
class TableXlsxTest {
  private static final Table TABLE = new Table("公开组/甲", "测试赛  公开组", List.of("姓名", "No.", "Tie-break"),
      List.of(List.of("欧阳振华", 12, new BigDecimal("2.5")), List.of("=HYPERLINK(\"x\")", 3, "1,2,0")));

  @Test
  void widthsCountChineseCharactersTwiceAndAMargin() {
    // 欧阳振华: 4 CJK = 8 units; "=HYPERLINK(\"x\")" 15 ASCII; "Tie-break" 9; "No." 3 -> the minimum 4 … plus 2
    assertThat(TableXlsx.width(TABLE, 0)).isEqualTo(15 + 2);
    assertThat(TableXlsx.width(TABLE, 1)).isEqualTo(3 + 2);
    assertThat(TableXlsx.width(TABLE, 2)).isEqualTo(9 + 2);
    Table chinese = new Table("x", "", List.of("单位"), List.of(List.of("福建省厦门市象棋协会")));
    assertThat(TableXlsx.width(chinese, 0)).isEqualTo(10 * 2 + 2);
    Table long_ = new Table("x", "", List.of("备注"), List.of(List.of("很".repeat(100))));
    assertThat(TableXlsx.width(long_, 0)).isEqualTo(TableXlsx.MAX_WIDTH);
  }

  @Test
  void sheetNamesAreWhatExcelAcceptsAndUnique() {
    Set<String> taken = new HashSet<>();
    assertThat(TableXlsx.uniqueName("公开组/甲", taken)).isEqualTo("公开组 甲");
    assertThat(TableXlsx.uniqueName("公开组/甲", taken)).isEqualTo("公开组 甲 (2)");
    assertThat(TableXlsx.uniqueName("很".repeat(40), taken)).hasSize(31);
  }

  @Test
  void theWorkbookHoldsNumbersAsNumbersAndFormulasAsText() throws Exception {
    byte[] bytes = TableXlsx.write(List.of(TABLE, TABLE), Optional.of("日志 log #3 · 0123456789abcdef"));
    try (Workbook book = WorkbookFactory.create(new ByteArrayInputStream(bytes))) {
      assertThat(book.getSheetName(0)).isEqualTo("公开组 甲");
      assertThat(book.getSheetName(1)).isEqualTo("公开组 甲 (2)");
      Sheet sheet = book.getSheetAt(0);
      assertThat(sheet.getRow(0).getCell(0).getStringCellValue()).isEqualTo("测试赛  公开组");
      assertThat(sheet.getRow(2).getCell(1).getNumericCellValue()).isEqualTo(12.0);
      assertThat(sheet.getRow(2).getCell(2).getNumericCellValue()).isEqualTo(2.5);
      assertThat(sheet.getRow(3).getCell(0).getCellType()).as("never a formula").isEqualTo(CellType.STRING);
      assertThat(sheet.getRow(3).getCell(2).getStringCellValue()).isEqualTo("1,2,0");
      assertThat(sheet.getRow(sheet.getLastRowNum()).getCell(0).getStringCellValue()).startsWith("日志 log #3");
      assertThat(sheet.getColumnWidth(0)).isEqualTo(17 * 256);
    }
  }

  @Test
  void theCsvHasTheByteOrderMarkAndTheFormulaGuard() {
    String csv = TableCsv.write(List.of(TABLE), Optional.empty());
    assertThat(csv).startsWith("\uFEFF测试赛  公开组\n姓名,No.,Tie-break\n欧阳振华,12,2.5\n");
    assertThat(csv).contains("\"'=HYPERLINK(\"\"x\"\")\",3,\"1,2,0\"");
  }
}

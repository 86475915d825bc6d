package org.chuhe.app.io.forms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.poi.ss.usermodel.Workbook;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files that are no entry form: each refused in one line naming the file, in both languages, with no class name. */
class EntryFormRefusalsTest {
  @TempDir Path dir;

  private static Problem refusal(String name, byte[] bytes) {
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> EntryForms.read(name, bytes, EntryFormsTest.XIAMEN));
    assertThat(e.problems()).hasSize(1);
    Problem p = e.problems().get(0);
    assertThat(p.where()).isEqualTo(name);
    assertThat(p.line()).doesNotContainPattern("[a-z]+\\.[a-z]+\\.[A-Z]|Exception|poi|java");
    return p;
  }

  @Test
  void anEmptyWorkbook() {
    Workbook wb = FormBooks.create(FormBooks.Kind.XLSX);
    wb.createSheet("Sheet1");
    assertThat(refusal("空.xlsx", FormBooks.bytes(wb)).line())
        .isEqualTo("空.xlsx: 工作簿是空的：没有一个工作表有内容 / the workbook is empty: no sheet holds anything");
    assertThat(refusal("空.xls", FormBooks.bytes(FormBooks.create(FormBooks.Kind.XLS))).en())
        .isEqualTo("the workbook is empty: no sheet holds anything");
  }

  @Test
  void aPasswordProtectedWorkbook() {
    byte[] locked = FormBooks.encrypted(FormBooks.bytes(EntryFormsTest.organisersForm(FormBooks.Kind.XLSX)), "2018");
    assertThat(refusal("密.xlsx", locked).line()).isEqualTo("密.xlsx: 工作簿设有打开密码（已加密），无法读取：请在 Excel 中取消"
        + "密码后另存 / the workbook is password-protected (encrypted) and cannot be read: remove the password in Excel"
        + " and save it again");
  }

  @Test
  void aFileOverTwentyMegabytesIsRefusedBeforeItIsRead() throws IOException {
    byte[] big = new byte[(20 << 20) + 1];
    System.arraycopy(new byte[] {0x50, 0x4B, 0x03, 0x04}, 0, big, 0, 4);
    String expected = "大.xlsx: 文件过大：报名表最多 20 MB（是否选错了文件？） / the file is too large: an entry form may have at"
        + " most 20 MB (is it the right file?)";
    assertThat(refusal("大.xlsx", big).line()).isEqualTo(expected);
    Path file = Files.write(dir.resolve("大.xlsx"), big);
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> EntryForms.read(file,
        EntryFormsTest.XIAMEN));
    assertThat(e.problems()).hasSize(1);
    assertThat(e.problems().get(0).en()).contains("too large", "20 MB");
  }

  @Test
  void aRenamedTextFile() {
    byte[] csv = "姓名,性别\n王伟,男\n".getBytes(StandardCharsets.UTF_8);
    assertThat(refusal("报名表.xlsx", csv).line()).isEqualTo("报名表.xlsx: 扩展名是 Excel 工作簿，内容却是文本；如果是 CSV，请把"
        + "扩展名改为 .csv / the name says Excel workbook but the file is text; if it is CSV, rename it to .csv");
  }

  @Test
  void aFileThatIsNoWorkbookAtAll() throws IOException {
    byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R', 0, 0, 1, 0};
    assertThat(refusal("照片.xlsx", png).en()).isEqualTo("not an entry form: neither an Excel workbook (.xlsx, .xls)"
        + " nor CSV text");
    assertThat(refusal("照片.png", png).line()).isEqualTo("照片.png: 不是报名表：既不是 Excel 工作簿（.xlsx、.xls），也不是 CSV "
        + "文本 / not an entry form: neither an Excel workbook (.xlsx, .xls) nor CSV text");
    ByteArrayOutputStream zip = new ByteArrayOutputStream();
    try (ZipOutputStream out = new ZipOutputStream(zip)) {
      out.putNextEntry(new ZipEntry("readme.txt"));
      out.write("不是工作簿".getBytes(StandardCharsets.UTF_8));
    }
    assertThat(refusal("资料.xlsx", zip.toByteArray()).line()).isEqualTo("资料.xlsx: 无法作为 Excel 工作簿读取（文件已损坏，或不是"
        + "工作簿） / cannot be read as an Excel workbook (the file is damaged, or not a workbook)");
    byte[] cut = Arrays.copyOf(FormBooks.bytes(EntryFormsTest.organisersForm(FormBooks.Kind.XLS)), 600);
    assertThat(refusal("断.xls", cut).en()).isEqualTo("cannot be read as an Excel workbook (the file is damaged, or not"
        + " a workbook)");
  }

  @Test
  void aZipBombIsRefusedByPoisGuard() throws IOException {
    // a workbook whose sheet inflates a thousandfold: POI's ZipSecureFile (ratio 1:100 at most) stops it
    ByteArrayOutputStream zip = new ByteArrayOutputStream();
    byte[] xlsx = FormBooks.bytes(EntryFormsTest.organisersForm(FormBooks.Kind.XLSX));
    try (var in = new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(xlsx));
        ZipOutputStream out = new ZipOutputStream(zip)) {
      for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
        out.putNextEntry(new ZipEntry(e.getName()));
        byte[] content = in.readAllBytes();
        if (e.getName().equals("xl/worksheets/sheet1.xml")) {
          String xml = new String(content, StandardCharsets.UTF_8);
          int end = xml.lastIndexOf("</worksheet>");
          xml = xml.substring(0, end) + "<!--" + " ".repeat(5_000_000) + "-->" + xml.substring(end);
          content = xml.getBytes(StandardCharsets.UTF_8);
        }
        out.write(content);
      }
    }
    assertThat(refusal("炸.xlsx", zip.toByteArray()).line()).isEqualTo("炸.xlsx: 工作簿解压后远大于文件本身（疑似“压缩炸弹”），"
        + "拒绝读取 / the workbook expands to far more than its size (a suspected zip bomb): refused");
  }

  @Test
  void aWorkbookWithNoHeaderRow() {
    Workbook wb = FormBooks.create(FormBooks.Kind.XLSX);
    FormBooks.sheet(wb, "Sheet1", null, new String[] {"甲", "乙"}, new Object[] {"王伟", "男"});
    assertThat(refusal("无题.xlsx", FormBooks.bytes(wb)).zh()).startsWith("没有一个工作表有标题行");
  }
}

// A registration form (报名表) of N players as organisers send them, for the import figures of docs/benchmarks.md:
//   jshell -R-Dn=5000 -R-Dout=form5000.xlsx --class-path chuhe-cli/target/chuhe.jar scripts/entry-form.jsh
// A merged title row, the usual Chinese headings (序号 is left out by the import), Excel dates, phone numbers.
import org.apache.poi.xssf.usermodel.*;
import org.apache.poi.ss.usermodel.*;
int n = Integer.parseInt(System.getProperty("n"));
var wb = new XSSFWorkbook();
var sheet = wb.createSheet("报名表");
var title = sheet.createRow(0); title.createCell(0).setCellValue("2019年孝义市象棋公开赛报名表");
sheet.addMergedRegion(new org.apache.poi.ss.util.CellRangeAddress(0, 0, 0, 6));
String[] heads = {"序号", "姓名", "性别", "出生日期", "代表队", "组别", "联系电话"};
var h = sheet.createRow(1);
for (int i = 0; i < heads.length; i++) h.createCell(i).setCellValue(heads[i]);
var rnd = new java.util.Random(n);
var dateStyle = wb.createCellStyle(); dateStyle.setDataFormat(wb.createDataFormat().getFormat("yyyy-mm-dd"));
for (int r = 0; r < n; r++) {
  var row = sheet.createRow(r + 2);
  row.createCell(0).setCellValue(r + 1);
  row.createCell(1).setCellValue("棋手" + (r + 1));
  row.createCell(2).setCellValue(rnd.nextBoolean() ? "男" : "女");
  var d = row.createCell(3); d.setCellValue(java.time.LocalDate.of(1960 + rnd.nextInt(50), 1 + rnd.nextInt(12), 1 + rnd.nextInt(28))); d.setCellStyle(dateStyle);
  row.createCell(4).setCellValue("单位" + (r % 150));
  row.createCell(5).setCellValue("公开组");
  row.createCell(6).setCellValue("138" + (10000000 + rnd.nextInt(89999999)));
}
try (var out = new java.io.FileOutputStream(System.getProperty("out"))) { wb.write(out); }
/exit

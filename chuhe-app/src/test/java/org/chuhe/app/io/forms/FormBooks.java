package org.chuhe.app.io.forms;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import org.apache.poi.hssf.usermodel.HSSFWorkbook;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.poifs.crypt.EncryptionInfo;
import org.apache.poi.poifs.crypt.EncryptionMode;
import org.apache.poi.poifs.crypt.Encryptor;
import org.apache.poi.poifs.filesystem.POIFSFileSystem;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.apache.poi.xssf.usermodel.XSSFWorkbookType;

/**
 * Entry forms as organisers make them, built with POI for the tests: a merged title row, a header row, rows of cells
 * given as Java values (a {@link LocalDate} becomes an Excel date, a {@link Number} a number, null an empty cell).
 */
public final class FormBooks {
  private FormBooks() {}

  /** The kinds of workbook. */
  public enum Kind { XLSX, XLS, XLSM }

  public static Workbook create(Kind kind) {
    return switch (kind) {
      case XLSX -> new XSSFWorkbook();
      case XLS -> new HSSFWorkbook();
      case XLSM -> new XSSFWorkbook(XSSFWorkbookType.XLSM);
    };
  }

  /**
   * Adds a sheet: a title merged over the header's width in row 1 (none if null), the header on the next row, then
   * the rows. Returns the sheet for more (merged units, notes).
   */
  public static Sheet sheet(Workbook wb, String name, String title, String[] header, Object[]... rows) {
    Sheet sheet = wb.createSheet(name);
    int r = 0;
    if (title != null) {
      sheet.createRow(r++).createCell(0).setCellValue(title);
      sheet.addMergedRegion(new CellRangeAddress(0, 0, 0, header.length - 1));
    }
    fill(sheet.createRow(r++), header);
    for (Object[] row : rows) {
      fill(sheet.createRow(r++), row);
    }
    return sheet;
  }

  private static void fill(Row row, Object[] values) {
    Workbook wb = row.getSheet().getWorkbook();
    for (int c = 0; c < values.length; c++) {
      Object v = values[c];
      if (v == null) {
        continue;
      }
      Cell cell = row.createCell(c);
      if (v instanceof LocalDate d) {
        CellStyle style = wb.createCellStyle();
        style.setDataFormat(wb.getCreationHelper().createDataFormat().getFormat("yyyy\"年\"m\"月\"d\"日\""));
        cell.setCellValue(d);
        cell.setCellStyle(style);
      } else if (v instanceof Number n) {
        cell.setCellValue(n.doubleValue());
      } else {
        cell.setCellValue(v.toString());
      }
    }
  }

  public static byte[] bytes(Workbook wb) {
    try (wb; ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      wb.write(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An .xlsx encrypted with a password to open (Excel's "Encrypt with Password"): an OLE2 file, as Excel writes. */
  public static byte[] encrypted(byte[] xlsx, String password) {
    try (POIFSFileSystem fs = new POIFSFileSystem(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      EncryptionInfo info = new EncryptionInfo(EncryptionMode.agile);
      Encryptor encryptor = info.getEncryptor();
      encryptor.confirmPassword(password);
      try (OPCPackage opc = OPCPackage.open(new ByteArrayInputStream(xlsx)); OutputStream os = encryptor.getDataStream(fs)) {
        opc.save(os);
      }
      fs.writeFilesystem(out);
      return out.toByteArray();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}

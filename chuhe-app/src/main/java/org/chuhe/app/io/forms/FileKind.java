package org.chuhe.app.io.forms;

import java.util.Locale;

/** What a file is by its first bytes, whatever its name says. */
enum FileKind {
  /** A zip archive: an Office Open XML workbook (.xlsx, .xlsm), or some other zip. */
  ZIP,
  /** An OLE2 compound file: an old .xls, or an encrypted (password-protected) .xlsx. */
  OLE2,
  /** Anything else: text, or a file that is no form at all. */
  TEXT;

  private static final byte[] ZIP_MAGIC = {0x50, 0x4B, 0x03, 0x04};
  private static final byte[] OLE2_MAGIC = {(byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0, (byte) 0xA1, (byte) 0xB1,
      0x1A, (byte) 0xE1};

  static FileKind of(byte[] bytes) {
    if (startsWith(bytes, ZIP_MAGIC)) {
      return ZIP;
    }
    return startsWith(bytes, OLE2_MAGIC) ? OLE2 : TEXT;
  }

  /** Whether a file's name says Excel workbook (.xlsx, .xlsm, .xls, WPS's .et). */
  static boolean workbookName(String name) {
    return name.toLowerCase(Locale.ROOT).matches(".*\\.(xlsx|xlsm|xltx|xls|et)$");
  }

  /**
   * Whether the bytes can be text: no NUL byte (but for UTF-16's byte-order mark, which the text reader refuses with
   * its own message) and few control characters (an image or an archive is full of both).
   */
  static boolean looksLikeText(byte[] bytes) {
    if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE)
        || (bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF))) {
      return true;
    }
    int controls = 0;
    int n = Math.min(bytes.length, 64 * 1024);
    for (int i = 0; i < n; i++) {
      int b = bytes[i] & 0xFF;
      if (b == 0) {
        return false;
      }
      if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != 0x1A) {
        controls++;
      }
    }
    return controls * 100 < n;
  }

  private static boolean startsWith(byte[] bytes, byte[] prefix) {
    if (bytes.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (bytes[i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }
}

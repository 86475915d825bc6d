package org.chuhe.app.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * Looks at a file before the SQLite driver may touch it. The driver opens almost anything and then writes to it
 * (a journal mode, a schema); a text file, a truncated database or another program's database given to
 * {@code --db} by mistake must instead be refused with a clear message and left exactly as it was. The checks read
 * the 100-byte SQLite header (sqlite.org/fileformat.html §1.3): the magic string, the page size, the page count,
 * and the application id that chuhe writes into every database it creates.
 */
final class SqliteFiles {
  /** "CHUH": written to the header's application id (offset 68) when chuhe creates a database. */
  static final int APPLICATION_ID = 0x43485548;
  private static final byte[] MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

  enum State { MISSING, EMPTY, CHUHE }

  private SqliteFiles() {}

  /** What the file is; anything that is not a chuhe database (or nothing at all) is a {@link ProblemException}. */
  static State inspect(Path file) {
    if (!Files.exists(file)) {
      return State.MISSING;
    }
    if (Files.isDirectory(file)) {
      throw refuse(file, "这是一个目录，不是数据库文件", "this is a directory, not a database file");
    }
    long size;
    byte[] header = new byte[100];
    int read;
    try (InputStream in = Files.newInputStream(file)) {
      size = Files.size(file);
      read = in.readNBytes(header, 0, header.length);
    } catch (IOException e) {
      throw refuse(file, "无法读取：" + e.getMessage(), "cannot read it: " + e.getMessage());
    }
    if (size == 0) {
      return State.EMPTY;
    }
    if (read < header.length || !Arrays.equals(Arrays.copyOf(header, MAGIC.length), MAGIC)) {
      throw refuse(file, "不是 chuhe 数据库（不是 SQLite 文件）；文件未被改动",
          "not a chuhe database (not an SQLite file); the file was not changed");
    }
    ByteBuffer h = ByteBuffer.wrap(header);
    int pageSize = Short.toUnsignedInt(h.getShort(16));
    pageSize = pageSize == 1 ? 65536 : pageSize;
    if (pageSize < 512 || Integer.bitCount(pageSize) != 1) {
      throw damaged(file);
    }
    if (h.getInt(68) != APPLICATION_ID) {
      throw refuse(file, "这是其他程序的 SQLite 数据库，不是 chuhe 数据库；文件未被改动",
          "this is another program's SQLite database, not a chuhe database; the file was not changed");
    }
    long pages = Integer.toUnsignedLong(h.getInt(28));
    boolean pageCountValid = h.getInt(92) == h.getInt(24);
    if (size % pageSize != 0 || (pageCountValid && pages * pageSize > size)) {
      throw damaged(file);
    }
    return State.CHUHE;
  }

  static ProblemException damaged(Path file) {
    return refuse(file, "数据库文件已损坏（被截断或内容不完整）；文件未被改动，请用备份恢复",
        "the database file is damaged (truncated or incomplete); the file was not changed: restore it from a backup");
  }

  private static ProblemException refuse(Path file, String zh, String en) {
    return ProblemException.of(Problem.Kind.STORAGE, file.toString(), zh, en);
  }
}

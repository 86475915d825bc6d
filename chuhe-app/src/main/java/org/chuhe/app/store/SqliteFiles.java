package org.chuhe.app.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import org.chuhe.problem.ProblemException;

/**
 * Looks at a file before the SQLite driver may touch it. The driver opens almost anything and then writes to it
 * (a journal mode, a schema); a text file, a truncated database or another program's database given to
 * {@code --db} by mistake must instead be refused with a clear message and left exactly as it was. The checks read
 * the 100-byte SQLite header (sqlite.org/fileformat.html §1.3): the magic string, the page size, the page count,
 * and the application id that chuhe writes into every database it creates.
 *
 * <p>It also says whether chuhe may write the file, before anything is opened: a file or a directory without write
 * permission is opened for reading only (see {@link Database}), so that reading works and writing is refused with
 * a message naming the file or directory and the permission, instead of an error from deep inside SQLite.
 */
final class SqliteFiles {
  /** "CHUH": written to the header's application id (offset 68) when chuhe creates a database. */
  static final int APPLICATION_ID = 0x43485548;
  private static final byte[] MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
  private static final Set<PosixFilePermission> ANY_WRITE = EnumSet.of(PosixFilePermission.OWNER_WRITE,
      PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

  enum State { MISSING, EMPTY, CHUHE }

  private SqliteFiles() {}

  /** What the file is; anything that is not a chuhe database (or nothing at all) is a {@link ProblemException}. */
  static State inspect(Path file) {
    if (!Files.exists(file)) {
      return State.MISSING;
    }
    if (Files.isDirectory(file)) {
      throw StoreErrors.storage(file.toString(), "这是一个目录，不是数据库文件", "this is a directory, not a database file");
    }
    if (!Files.isReadable(file)) {
      throw StoreErrors.unreadable(file);
    }
    long size;
    byte[] header = new byte[100];
    int read;
    try (InputStream in = Files.newInputStream(file)) {
      size = Files.size(file);
      read = in.readNBytes(header, 0, header.length);
    } catch (AccessDeniedException e) {
      throw StoreErrors.unreadable(file);
    } catch (IOException e) {
      throw StoreErrors.diskError(file, e.getMessage());
    }
    if (size == 0) {
      return State.EMPTY;
    }
    if (read < header.length || !Arrays.equals(Arrays.copyOf(header, MAGIC.length), MAGIC)) {
      throw StoreErrors.notSqlite(file);
    }
    ByteBuffer h = ByteBuffer.wrap(header);
    int pageSize = Short.toUnsignedInt(h.getShort(16));
    pageSize = pageSize == 1 ? 65536 : pageSize;
    if (pageSize < 512 || Integer.bitCount(pageSize) != 1) {
      throw StoreErrors.damaged(file);
    }
    if (h.getInt(68) != APPLICATION_ID) {
      throw StoreErrors.otherProgramsSqlite(file);
    }
    long pages = Integer.toUnsignedLong(h.getInt(28));
    boolean pageCountValid = h.getInt(92) == h.getInt(24);
    // In WAL mode the header's page count may run ahead of the file until the log is folded in.
    if (size % pageSize != 0 || (pageCountValid && pages * pageSize > size && !hasLog(file))) {
      throw StoreErrors.damaged(file);
    }
    return State.CHUHE;
  }

  /**
   * Whether chuhe may write {@code file} and create its journal beside it. The permission bits are honoured even
   * for an administrator, who could write anyway: a file or directory marked read-only is a person's way of saying
   * "do not change this" (a backup, a copy handed out for checking), and chuhe keeps to it.
   */
  static boolean writable(Path file) {
    return whyNotWritable(file) == null;
  }

  /** Why chuhe may not write {@code file} (an existing database, or one to create), or null when it may. */
  static ProblemException whyNotWritable(Path file) {
    Path dir = StoreErrors.directoryOf(file);
    boolean exists = Files.exists(file);
    if (exists && !Files.isReadable(file)) {
      return StoreErrors.unreadable(file);
    }
    if (exists && !permits(file)) {
      return StoreErrors.readOnlyFile(file);
    }
    if (!permits(dir)) {
      return exists ? StoreErrors.readOnlyDirectory(file) : StoreErrors.cannotCreate(file);
    }
    return null;
  }

  /** Whether the write-ahead log beside {@code file} holds changes not yet folded into it. */
  static boolean hasLog(Path file) {
    Path wal = file.resolveSibling(file.getFileName() + "-wal");
    try {
      return Files.exists(wal) && Files.size(wal) > 0;
    } catch (IOException e) {
      return true;
    }
  }

  private static boolean permits(Path path) {
    if (!Files.isWritable(path)) {
      return false;
    }
    try {
      return Files.getPosixFilePermissions(path).stream().anyMatch(ANY_WRITE::contains);
    } catch (UnsupportedOperationException notPosix) {
      return true; // elsewhere the read-only attribute is what Files.isWritable already saw
    } catch (IOException e) {
      return false;
    }
  }
}

package org.chuhe.app.store;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.flywaydb.core.api.FlywayException;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * What went wrong with the storage, said so that the arbiter takes the right action. Each cause has its own
 * message because each asks for a different one, and the wrong advice costs results: a full disk or a read-only
 * file loses nothing (free space, or give permission, and go on), while restoring a backup throws away every result
 * entered since. The causes: no space, no permission (which file or directory, and which permission), locked by
 * another program, a disk error, really damaged (restore a backup), not a chuhe database (nothing was changed), a
 * newer schema (upgrade chuhe), and for PostgreSQL a server that cannot be reached or refuses the login.
 *
 * <p>Faults in chuhe itself (a broken statement) are passed on unchanged: they are bugs, and the command line
 * reports them as internal errors.
 */
final class StoreErrors {
  /** Less free space than this on the database's disk turns an I/O error into "the disk is full". */
  private static final long NEARLY_FULL_BYTES = 1 << 20;
  private static final String NOTHING_LOST_ZH = "本次命令没有保存任何内容，此前保存的数据完好，不要用备份覆盖";
  private static final String NOTHING_LOST_EN = "this command saved nothing; everything saved before is intact, so "
      + "do not restore a backup";

  private StoreErrors() {}

  // --- the causes, one message each --------------------------------------------------------------------------

  static NoSpace noSpace(Path file) {
    String free = freeSpace(file);
    return new NoSpace(Problem.of(Problem.Kind.STORAGE, file.toString(), "磁盘已满" + (free == null ? ""
            : "（剩余 " + free + "）") + "：" + NOTHING_LOST_ZH + "。请在该磁盘上腾出空间后重试",
        "the disk is full" + (free == null ? "" : " (" + free + " free)") + ": " + NOTHING_LOST_EN
            + ". Free some space on that disk and try again"));
  }

  /** Whether SQLite refused {@code e}'s write because the connection may only read. */
  static boolean refusedAsReadOnly(Throwable e) {
    for (Throwable c = e; c != null; c = c.getCause() == c ? null : c.getCause()) {
      if (c instanceof SQLiteException s && s.getResultCode() != null
          && s.getResultCode().name().startsWith("SQLITE_READONLY")) {
        return true;
      }
    }
    return false;
  }

  /** The disk is full: a problem of its own kind, so that opening can still read ({@link Database}). */
  static final class NoSpace extends ProblemException {
    private static final long serialVersionUID = 1L;

    NoSpace(Problem p) {
      super(p);
    }
  }

  /** Whether the disk holding {@code file} has less than {@link #NEARLY_FULL_BYTES} free: writes may fail. */
  static boolean nearlyFull(Path file) {
    try {
      return Files.getFileStore(directoryOf(file)).getUsableSpace() < NEARLY_FULL_BYTES;
    } catch (IOException | RuntimeException unknown) {
      return false;
    }
  }

  static ProblemException unreadable(Path file) {
    return storage(file.toString(), "没有读取此文件的权限：运行 chuhe 的用户需要对它有读权限（r），请文件的所有者或管理员授予",
        "no permission to read this file: the user running chuhe needs read permission (r) on it; ask its owner or "
            + "an administrator to grant it");
  }

  static ProblemException readOnlyFile(Path file) {
    return storage(file.toString(), "文件是只读的（没有写权限）：" + NOTHING_LOST_ZH
            + "。要修改赛事，请给运行 chuhe 的用户对此文件的写权限（w），或把它复制到可以写入的位置",
        "the file is read-only (no write permission): " + NOTHING_LOST_EN + ". To change the tournament, give the "
            + "user running chuhe write permission (w) on this file, or copy it somewhere writable");
  }

  static ProblemException readOnlyDirectory(Path file) {
    Path dir = directoryOf(file);
    String name = file.getFileName().toString();
    return storage(dir.toString(), "无法在此目录中创建文件（没有写权限）：chuhe 写入时要在数据库 " + name + " 旁建立日志文件（" + name
            + "-wal、" + name + "-shm）。" + NOTHING_LOST_ZH + "。请给运行 chuhe 的用户对此目录的写权限（w），或把数据库移到可以写入的目录",
        "cannot create files in this directory (no write permission): to write, chuhe keeps its journal beside the "
            + "database " + name + " (" + name + "-wal, " + name + "-shm). " + capital(NOTHING_LOST_EN)
            + ". Give the user running chuhe write permission (w) on this directory, or move the database to a "
            + "writable one");
  }

  /**
   * A read-only file or directory with changes still in the write-ahead log beside it: reading the file alone would
   * miss them, and folding them in needs to write.
   */
  static ProblemException unfoldedLog(Path file) {
    String wal = file.getFileName() + "-wal";
    return storage(file.toString(), "最近的修改还在 " + wal + " 中，尚未并入数据库文件；合并需要写入，而此文件或其目录是只读的。"
            + "数据完好：请给运行 chuhe 的用户对文件及其目录的写权限（w）后重试",
        "the latest changes are still in " + wal + ", not yet folded into the database file, and folding them in "
            + "needs to write, but the file or its directory is read-only. Nothing is lost: give the user running "
            + "chuhe write permission (w) on the file and its directory, then try again");
  }

  static ProblemException cannotCreate(Path file) {
    return storage(directoryOf(file).toString(), "无法在此目录中创建数据库 " + file.getFileName()
            + "（没有写权限）：请给运行 chuhe 的用户对此目录的写权限（w），或换一个可以写入的目录",
        "cannot create the database " + file.getFileName() + " in this directory (no write permission): give the "
            + "user running chuhe write permission (w) on it, or choose a writable directory");
  }

  static ProblemException locked(DatabaseLocation location) {
    return storage(location.describe(), "数据库被另一个程序占用（另一个正在写入的 chuhe 命令，或打开了此文件的 SQLite 工具，如 DB Browser）："
            + "等待 " + Database.BUSY_TIMEOUT_MS / 1000 + " 秒后仍未释放。" + NOTHING_LOST_ZH + "。请关闭那个程序（或等它完成）后重试",
        "another program holds the database (a chuhe command that is writing, or an SQLite tool such as DB Browser "
            + "with the file open) and did not let go within " + Database.BUSY_TIMEOUT_MS / 1000 + " s. "
            + capital(NOTHING_LOST_EN) + ". Close that program (or let it finish) and try again");
  }

  /** Another program holds the file so that it cannot even be read (an exclusive lock). */
  static ProblemException lockedForReading(Path file) {
    return storage(file.toString(), "数据库被另一个程序独占（例如打开了此文件的 SQLite 工具），暂时无法读取；文件未被改动。请关闭那个程序后重试",
        "another program holds the database exclusively (an SQLite tool with the file open, for example), so it "
            + "cannot be read now; the file was not changed. Close that program and try again");
  }

  static ProblemException diskError(Path file, String detail) {
    return storage(file.toString(), "读写磁盘出错（输入/输出错误：" + detail + "）：" + NOTHING_LOST_ZH
            + "。请检查磁盘（U 盘是否已拔出、网络盘是否断开）后重试",
        "the disk reported an error reading or writing the file (an I/O error: " + detail + "): " + NOTHING_LOST_EN
            + ". Check the disk (a USB stick pulled out, a network drive gone?) and try again");
  }

  static ProblemException damaged(Path file) {
    return storage(file.toString(), "数据库文件已损坏（被截断，或 SQLite 的检查未通过）；文件未被改动，请用备份恢复",
        "the database file is damaged (truncated, or SQLite's own check fails); the file was not changed: restore it "
            + "from a backup");
  }

  /** The database lacks a table or column chuhe's schema has: changed by another program, or damaged. */
  static ProblemException schemaDamaged(String where, String detail) {
    return storage(where, "数据库的结构不是 chuhe 的（" + detail + "）：它被其他程序改动过或已损坏；请用备份恢复",
        "the database's structure is not chuhe's (" + detail + "): it was changed by another program or is damaged; "
            + "restore it from a backup");
  }

  static ProblemException notSqlite(Path file) {
    return storage(file.toString(), "不是 chuhe 数据库（不是 SQLite 文件）；文件未被改动",
        "not a chuhe database (not an SQLite file); the file was not changed");
  }

  static ProblemException otherProgramsSqlite(Path file) {
    return storage(file.toString(), "这是其他程序的 SQLite 数据库，不是 chuhe 数据库；文件未被改动",
        "this is another program's SQLite database, not a chuhe database; the file was not changed");
  }

  /** A file that carries chuhe's application id in its header but holds another schema. */
  static ProblemException markedButNotChuhe(Path file) {
    return storage(file.toString(), "文件头标记为 chuhe 数据库，但其中的表不是 chuhe 的：这是其他程序的数据库（或已损坏）；文件未被改动",
        "the file's header marks it as a chuhe database, but its tables are not chuhe's: it is another program's "
            + "database (or a damaged one); the file was not changed");
  }

  static ProblemException newerSchema(DatabaseLocation location, String version) {
    return storage(location.describe(), "数据库由较新版本的 chuhe 创建（结构版本 " + version + "），请升级 chuhe；数据库未被改动",
        "the database was made by a newer chuhe (schema version " + version + "): upgrade chuhe; nothing was "
            + "changed");
  }

  // --- translation of what the drivers throw -----------------------------------------------------------------

  static RuntimeException translate(Exception e, DatabaseLocation location) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof StoredRow.Invalid invalid) {
        return invalid.in(location);
      }
      if (t instanceof ProblemException p) {
        return p;
      }
      if (t instanceof SQLiteException s) {
        ProblemException p = sqlite(s, location);
        if (p != null) {
          return p;
        }
      }
      if (t instanceof SQLException s && s.getSQLState() != null) {
        ProblemException p = postgres(s, location);
        if (p != null) {
          return p;
        }
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return e instanceof RuntimeException r ? r : new IllegalStateException(e);
  }

  static RuntimeException fromFlyway(FlywayException e, DatabaseLocation location) {
    RuntimeException inner = translate(e, location);
    if (inner instanceof ProblemException) {
      return inner;
    }
    String m = e.getMessage() == null ? "" : e.getMessage();
    if (m.contains("non-empty schema")) {
      return storage(location.describe(), "数据库不是空的，也不是 chuhe 数据库；请为 chuhe 使用一个空数据库，数据库未被改动",
          "the database is not empty and is not a chuhe database: give chuhe an empty database; nothing was changed");
    }
    return storage(location.describe(), "无法检查或更新数据库结构：" + firstLine(m),
        "cannot check or update the database schema: " + firstLine(m));
  }

  private static ProblemException sqlite(SQLiteException e, DatabaseLocation location) {
    SQLiteErrorCode code = e.getResultCode();
    if (code == null || location.file() == null) {
      return null;
    }
    Path file = location.file();
    String name = code.name();
    if (code == SQLiteErrorCode.SQLITE_FULL) {
      return noSpace(file);
    }
    if (code == SQLiteErrorCode.SQLITE_IOERR_SHORT_READ || name.startsWith("SQLITE_CORRUPT")
        || code == SQLiteErrorCode.SQLITE_NOTADB) {
      return damaged(file);
    }
    if (name.startsWith("SQLITE_IOERR")) {
      // SQLite reports a full disk as SQLITE_FULL only for its own writes; an fsync or a shared-memory file that
      // fails for want of space is an I/O error. The free space says which it was.
      return nearlyFull(file) ? noSpace(file) : diskError(file, name.substring("SQLITE_".length()));
    }
    if (name.startsWith("SQLITE_BUSY") || name.startsWith("SQLITE_LOCKED")) {
      return locked(location);
    }
    if (name.startsWith("SQLITE_READONLY") || name.startsWith("SQLITE_CANTOPEN") || code == SQLiteErrorCode.SQLITE_PERM
        || code == SQLiteErrorCode.SQLITE_AUTH) {
      ProblemException why = SqliteFiles.whyNotWritable(file);
      if (why != null) {
        return why;
      }
      return storage(file.toString(), "无法打开或写入数据库文件（" + detail(e) + "）：" + NOTHING_LOST_ZH,
          "cannot open or write the database file (" + detail(e) + "): " + NOTHING_LOST_EN);
    }
    if (code == SQLiteErrorCode.SQLITE_ERROR) {
      String missing = missingSchemaPart(e.getMessage());
      return missing == null ? null : schemaDamaged(file.toString(), missing);
    }
    return null;
  }

  private static ProblemException postgres(SQLException e, DatabaseLocation location) {
    String state = e.getSQLState();
    String where = location.describe();
    if (state.startsWith("08") || state.equals("57P01") || state.equals("57P03")) {
      return unreachable(e, where);
    }
    if (state.equals("28P01") || state.equals("28000")) {
      return storage(where, "PostgreSQL 拒绝登录（用户名或密码错误）", "PostgreSQL refused the login (wrong user or password)");
    }
    if (state.equals("3D000")) {
      return storage(where, "PostgreSQL 中没有这个数据库", "no such database on the PostgreSQL server");
    }
    if (state.equals("53300")) {
      return storage(where, "PostgreSQL 服务器的连接已满，请稍后重试或请管理员调高 max_connections",
          "the PostgreSQL server has no free connection: try again later, or ask its administrator to raise "
              + "max_connections");
    }
    if (state.equals("53100")) {
      return storage(where, "PostgreSQL 服务器的磁盘已满：" + NOTHING_LOST_ZH + "。请服务器管理员腾出空间后重试",
          "the PostgreSQL server's disk is full: " + NOTHING_LOST_EN + ". Ask the server's administrator to free "
              + "space, then try again");
    }
    if (state.equals("42501")) {
      return storage(where, "PostgreSQL 用户没有所需的权限（" + firstLine(e.getMessage()) + "）：请数据库管理员授予对 chuhe 数据库的读写权限",
          "the PostgreSQL user lacks a permission (" + firstLine(e.getMessage()) + "): ask the database "
              + "administrator to grant it read and write access to chuhe's database");
    }
    if (state.equals("25006")) {
      return storage(where, "PostgreSQL 服务器只允许读取（备用服务器？）：" + NOTHING_LOST_ZH,
          "the PostgreSQL server is read-only (a standby?): " + NOTHING_LOST_EN);
    }
    if (state.equals("55P03")) {
      return locked(location);
    }
    if (state.startsWith("XX00")) {
      return storage(where, "PostgreSQL 报告数据已损坏（" + firstLine(e.getMessage()) + "）：请数据库管理员检查，必要时用备份恢复",
          "PostgreSQL reports damaged data (" + firstLine(e.getMessage()) + "): ask the database administrator to "
              + "check it, and restore a backup if need be");
    }
    if (state.equals("42P01") || state.equals("42703")) {
      return schemaDamaged(where, firstLine(e.getMessage()));
    }
    if (state.equals("40001") || state.equals("40P01") || state.equals("23505")) {
      return ProblemException.conflict(where, "与另一名裁判的操作冲突，请重试", "clashed with another arbiter's change: try again");
    }
    return null;
  }

  /** The server cannot be reached or does not answer: which of the usual reasons, from the network's own error. */
  private static ProblemException unreachable(SQLException e, String where) {
    String zh;
    String en;
    Throwable net = networkCause(e);
    if (net instanceof UnknownHostException) {
      zh = "找不到主机（主机名写错了，或没有网络）";
      en = "unknown host (a misspelt host name, or no network)";
    } else if (net instanceof ConnectException || net instanceof NoRouteToHostException) {
      zh = "连接被拒绝（服务器没有运行，或端口不对）";
      en = "the connection was refused (the server is not running, or the port is wrong)";
    } else if (net instanceof SocketTimeoutException || lower(e).contains("timed out")
        || lower(e).contains("timeout")) {
      zh = "服务器在 " + Database.CONNECT_TIMEOUT_S + " 秒内没有应答（网络断开、防火墙，或服务器过忙）";
      en = "the server did not answer within " + Database.CONNECT_TIMEOUT_S + " s (no network, a firewall, or a "
          + "server too busy)";
    } else {
      zh = firstLine(e.getMessage());
      en = zh;
    }
    return storage(where, "无法连接 PostgreSQL 服务器：" + zh + "；未做任何修改", "cannot connect to the PostgreSQL server: "
        + en + "; nothing was changed");
  }

  private static Throwable networkCause(Throwable e) {
    for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
      if (t instanceof IOException) {
        return t;
      }
    }
    return null;
  }

  private static String lower(Throwable e) {
    StringBuilder all = new StringBuilder();
    for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
      all.append(' ').append(t.getMessage());
    }
    return all.toString().toLowerCase(Locale.ROOT);
  }

  /** "no such table: x" / "no such column: y" from SQLite, as the part of the schema that is missing. */
  private static String missingSchemaPart(String message) {
    if (message == null) {
      return null;
    }
    for (String marker : new String[] {"no such table: ", "no such column: ", "has no column named "}) {
      int at = message.indexOf(marker);
      if (at >= 0) {
        String rest = message.substring(at + marker.length());
        int end = rest.indexOf(')');
        return marker.strip() + " " + (end < 0 ? rest : rest.substring(0, end)).strip();
      }
    }
    return null;
  }

  private static String detail(SQLiteException e) {
    return e.getResultCode().name().substring("SQLITE_".length());
  }


  private static String freeSpace(Path file) {
    try {
      long bytes = Files.getFileStore(directoryOf(file)).getUsableSpace();
      return bytes < 1 << 20 ? bytes / 1024 + " KB" : bytes / (1 << 20) + " MB";
    } catch (IOException | RuntimeException unknown) {
      return null;
    }
  }

  static Path directoryOf(Path file) {
    Path dir = file.toAbsolutePath().getParent();
    return dir == null ? file.toAbsolutePath() : dir;
  }

  static ProblemException storage(String where, String zh, String en) {
    return ProblemException.of(Problem.Kind.STORAGE, where, zh, en);
  }

  private static String capital(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "";
    }
    int nl = s.indexOf('\n');
    return (nl < 0 ? s : s.substring(0, nl)).strip();
  }
}

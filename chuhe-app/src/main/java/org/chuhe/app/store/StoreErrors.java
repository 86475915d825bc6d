package org.chuhe.app.store;

import java.sql.SQLException;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.flywaydb.core.api.FlywayException;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Turns what the database drivers throw into messages an arbiter can act on. Faults in chuhe itself (a broken
 * statement) are passed on unchanged: they are bugs, and the command line reports them as internal errors.
 */
final class StoreErrors {
  private StoreErrors() {}

  static RuntimeException translate(Exception e, DatabaseLocation location) {
    if (e instanceof ProblemException p) {
      return p;
    }
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof ProblemException p) {
        return p;
      }
      if (t instanceof SQLiteException s) {
        ProblemException p = sqlite(s.getResultCode(), location);
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
      return ProblemException.of(Problem.Kind.STORAGE, location.describe(),
          "数据库不是空的，也不是 chuhe 数据库；请为 chuhe 使用一个空数据库，数据库未被改动",
          "the database is not empty and is not a chuhe database: give chuhe an empty database; nothing was changed");
    }
    return ProblemException.of(Problem.Kind.STORAGE, location.describe(), "无法检查或更新数据库结构：" + firstLine(m),
        "cannot check or update the database schema: " + firstLine(m));
  }

  private static ProblemException sqlite(SQLiteErrorCode code, DatabaseLocation location) {
    if (code == null) {
      return null;
    }
    String where = location.describe();
    return switch (code) {
      case SQLITE_CORRUPT, SQLITE_CORRUPT_INDEX, SQLITE_CORRUPT_SEQUENCE, SQLITE_CORRUPT_VTAB, SQLITE_NOTADB ->
          SqliteFiles.damaged(location.file());
      case SQLITE_BUSY, SQLITE_BUSY_RECOVERY, SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT, SQLITE_LOCKED ->
          ProblemException.of(Problem.Kind.STORAGE, where, "数据库正忙（另一个 chuhe 正在写入），请稍后重试",
              "the database is busy (another chuhe is writing): try again in a moment");
      case SQLITE_FULL, SQLITE_IOERR_WRITE, SQLITE_IOERR_FSYNC ->
          ProblemException.of(Problem.Kind.STORAGE, where, "无法写入数据库（磁盘已满或出错）；本次操作未保存",
              "cannot write to the database (disk full or failing); this change was not saved");
      case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH ->
          ProblemException.of(Problem.Kind.STORAGE, where, "无法打开或写入数据库文件（权限？）", "cannot open or write the database file "
              + "(permissions?)");
      default -> null;
    };
  }

  private static ProblemException postgres(SQLException e, DatabaseLocation location) {
    String state = e.getSQLState();
    String where = location.describe();
    if (state.startsWith("08")) {
      return ProblemException.of(Problem.Kind.STORAGE, where, "无法连接 PostgreSQL 服务器：" + firstLine(e.getMessage()),
          "cannot connect to the PostgreSQL server: " + firstLine(e.getMessage()));
    }
    if (state.equals("28P01") || state.equals("28000")) {
      return ProblemException.of(Problem.Kind.STORAGE, where, "PostgreSQL 拒绝登录（用户名或密码错误）",
          "PostgreSQL refused the login (wrong user or password)");
    }
    if (state.equals("3D000")) {
      return ProblemException.of(Problem.Kind.STORAGE, where, "PostgreSQL 中没有这个数据库", "no such database on the PostgreSQL server");
    }
    if (state.equals("40001") || state.equals("40P01") || state.equals("23505")) {
      return ProblemException.conflict(where, "与另一名裁判的操作冲突，请重试", "clashed with another arbiter's change: try again");
    }
    return null;
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "";
    }
    int nl = s.indexOf('\n');
    return (nl < 0 ? s : s.substring(0, nl)).strip();
  }
}

package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.util.List;
import org.chuhe.app.workflow.Notice;
import org.chuhe.app.workflow.Session;
import picocli.CommandLine.Option;

/** The options every command that works on the database shares: which database, which tournament, who. */
final class DbOptions {
  @Option(names = "--db", paramLabel = "FILE|URL", description = {
      "数据库：SQLite 文件（默认 chuhe.db）或 postgresql://用户:密码@主机/库 或 JDBC 地址",
      "database: an SQLite file (default chuhe.db), postgresql://user:password@host/db or a JDBC URL"})
  String db;

  /** The environment variable that names the tournament once for every later command of a shell. */
  static final String TOURNAMENT_VARIABLE = "CHUHE_TOURNAMENT";
  /** The environment variable that names the acting user once, instead of {@code --user} on every command. */
  static final String USER_VARIABLE = "CHUHE_USER";

  @Option(names = "--tournament", paramLabel = "ID", description = {"赛事（默认：环境变量 " + TOURNAMENT_VARIABLE + "，否则数据库中唯一的赛事）",
          "tournament (default: the environment variable " + TOURNAMENT_VARIABLE
              + ", else the only one in the database)"})
  String tournament;

  @Option(names = "--user", paramLabel = "NAME", description = {
      "记入日志的操作者（默认：环境变量 " + USER_VARIABLE + "，否则系统用户名）",
      "who is acting, for the audit log (default: the environment variable " + USER_VARIABLE
          + ", else the system user name)"})
  String user;

  String actor() {
    return actor(user, System.getenv(USER_VARIABLE), System.getProperty("user.name"));
  }

  /** The first of: {@code --user}, the environment variable {@value #USER_VARIABLE}, the OS user. */
  static String actor(String option, String environment, String osUser) {
    for (String candidate : new String[] {option, environment, osUser}) {
      if (candidate != null && !candidate.isBlank()) {
        return candidate.strip();
      }
    }
    return "unknown";
  }

  /**
   * The session of the tournament named by {@code --tournament}, else by {@value #TOURNAMENT_VARIABLE}, else the
   * only one in the database; several and none named is refused with the list (see docs/storage.md).
   */
  Session session() {
    // Several tournaments and none named: the problem's remedy names the option.
    return Session.open(db, tournamentNamed(), actor());
  }

  /** The tournament named by {@code --tournament}, else by {@value #TOURNAMENT_VARIABLE}; null: none named. */
  String tournamentNamed() {
    return tournament != null ? tournament : blankToNull(System.getenv(TOURNAMENT_VARIABLE));
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s.strip();
  }

  static void print(PrintWriter out, List<Notice> notices) {
    notices.forEach(n -> out.println(n.line()));
  }
}

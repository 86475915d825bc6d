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

  @Option(names = "--tournament", paramLabel = "ID", description = {"赛事（默认：唯一或最近创建的）",
      "tournament (default: the only or most recently created one)"})
  String tournament;

  @Option(names = "--user", paramLabel = "NAME", description = {"记入日志的操作者（默认：系统用户名）",
      "who is acting, for the audit log (default: the system user name)"})
  String user;

  String actor() {
    return user != null && !user.isBlank() ? user : System.getProperty("user.name", "unknown");
  }

  Session session() {
    return Session.open(db, tournament, actor());
  }

  static void print(PrintWriter out, List<Notice> notices) {
    notices.forEach(n -> out.println(n.line()));
  }
}

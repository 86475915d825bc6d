package org.chuhe.app.store;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Properties;
import org.chuhe.problem.ProblemException;

/**
 * Where the data lives, as the arbiter gives it to {@code --db}: a file name (SQLite, the default {@code chuhe.db}),
 * {@code jdbc:sqlite:FILE}, a PostgreSQL URI {@code postgresql://user:password@host:port/database} or a JDBC URL
 * {@code jdbc:postgresql://…}. For PostgreSQL the user and password travel as connection properties, never in the
 * URL that {@link #describe()} prints.
 */
public record DatabaseLocation(Database.Kind kind, Path file, String jdbcUrl, Properties properties) {
  public static final String DEFAULT_FILE = "chuhe.db";

  public static DatabaseLocation parse(String spec) {
    String s = spec == null || spec.isBlank() ? DEFAULT_FILE : spec.strip();
    if (s.startsWith("postgresql://") || s.startsWith("postgres://")) {
      return postgresUri(s);
    }
    if (s.startsWith("jdbc:postgresql:")) {
      return new DatabaseLocation(Database.Kind.POSTGRESQL, null, s, new Properties());
    }
    if (s.startsWith("jdbc:sqlite:")) {
      s = s.substring("jdbc:sqlite:".length());
    }
    if (s.startsWith("jdbc:")) {
      throw ProblemException.of("database", "只支持 SQLite 文件和 PostgreSQL：" + s,
          "only SQLite files and PostgreSQL are supported: " + s);
    }
    Path file = Path.of(s).toAbsolutePath().normalize();
    return new DatabaseLocation(Database.Kind.SQLITE, file, "jdbc:sqlite:" + file, new Properties());
  }

  /** What to call this database in messages: the file, or the server and database without credentials. */
  public String describe() {
    if (kind == Database.Kind.SQLITE) {
      return file.toString();
    }
    int query = jdbcUrl.indexOf('?');
    return query < 0 ? jdbcUrl : jdbcUrl.substring(0, query);
  }

  private static DatabaseLocation postgresUri(String s) {
    URI uri;
    try {
      uri = new URI(s);
    } catch (URISyntaxException e) {
      throw ProblemException.of("database", "无法识别的 PostgreSQL 地址：" + e.getMessage(),
          "not a PostgreSQL address: " + e.getMessage());
    }
    Properties props = new Properties();
    String userInfo = uri.getRawUserInfo();
    if (userInfo != null) {
      int colon = userInfo.indexOf(':');
      props.setProperty("user", decode(colon < 0 ? userInfo : userInfo.substring(0, colon)));
      if (colon >= 0) {
        props.setProperty("password", decode(userInfo.substring(colon + 1)));
      }
    }
    String host = uri.getHost() == null ? "localhost" : uri.getHost();
    String port = uri.getPort() < 0 ? "" : ":" + uri.getPort();
    String path = uri.getRawPath() == null ? "/" : uri.getRawPath();
    String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
    return new DatabaseLocation(Database.Kind.POSTGRESQL, null, "jdbc:postgresql://" + host + port + path + query,
        props);
  }

  private static String decode(String s) {
    return URLDecoder.decode(s, StandardCharsets.UTF_8);
  }
}

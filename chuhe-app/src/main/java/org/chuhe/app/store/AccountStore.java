package org.chuhe.app.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jdbi.v3.core.Handle;

/**
 * The arbiters' accounts of the web console and their log (tables {@code accounts} and {@code account_log}), for
 * {@code workflow.Accounts}: accounts belong to the database, not to a tournament. Every change is one transaction
 * that also appends to the account log.
 */
public final class AccountStore {
  private AccountStore() {}

  /** An account as stored; {@code role} is {@code chief} or {@code arbiter}. */
  public record StoredAccount(String login, String displayName, String role, String passwordHash, boolean oneTime,
      long passwordVersion, boolean disabled, String createdAt, String createdBy, String changedAt, String changedBy,
      String lastLoginAt) {}

  /** One line of the account log: who did what to which account, when; never a password. */
  public record LogLine(long seq, String at, String actor, String login, String action, String details) {}

  /** One transaction on the accounts: its time, who acts, and the statements the workflow needs. */
  public static final class Tx {
    private final Handle h;
    private final String actor;
    private final String now = Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();

    private Tx(Handle h, String actor) {
      this.h = h;
      this.actor = actor;
    }

    public String now() {
      return now;
    }

    public String actor() {
      return actor;
    }

    public List<StoredAccount> list() {
      return h.createQuery("SELECT * FROM accounts ORDER BY login").map((rs, ctx) -> account(rs)).list();
    }

    public Optional<StoredAccount> find(String login) {
      return h.createQuery("SELECT * FROM accounts WHERE login = :l").bind("l", login)
          .map((rs, ctx) -> account(rs)).findFirst();
    }

    public void insert(StoredAccount a) {
      h.createUpdate("INSERT INTO accounts (login, display_name, role, password_hash, one_time, password_version, "
              + "disabled, created_at, created_by, changed_at, changed_by, last_login_at) VALUES (:login, "
              + ":displayName, :role, :passwordHash, :oneTime, :passwordVersion, :disabled, :createdAt, :createdBy, "
              + ":changedAt, :changedBy, :lastLoginAt)")
          .bindMethods(a).execute();
    }

    public void update(StoredAccount a) {
      h.createUpdate("UPDATE accounts SET display_name = :displayName, role = :role, password_hash = :passwordHash, "
              + "one_time = :oneTime, password_version = :passwordVersion, disabled = :disabled, "
              + "changed_at = :changedAt, changed_by = :changedBy, last_login_at = :lastLoginAt WHERE login = :login")
          .bindMethods(a).execute();
    }

    public void delete(String login) {
      h.createUpdate("DELETE FROM accounts WHERE login = :l").bind("l", login).execute();
    }

    /** Appends to the account log; {@code details} (a map: written in the order of its keys) as JSON, or null. */
    public void log(String login, String action, Object details) {
      long seq = h.createQuery("SELECT COALESCE(MAX(seq), 0) + 1 FROM account_log").mapTo(Long.class).one();
      h.createUpdate("INSERT INTO account_log (seq, logged_at, actor, login, action, details) "
              + "VALUES (:seq, :at, :actor, :login, :action, :details)")
          .bind("seq", seq).bind("at", now).bind("actor", actor).bind("login", login).bind("action", action)
          .bind("details", WriteTx.json(details instanceof java.util.Map<?, ?> m ? new java.util.TreeMap<>(m) : details))
          .execute();
    }

    public List<LogLine> logLines() {
      return h.createQuery("SELECT * FROM account_log ORDER BY seq").map((rs, ctx) -> {
        StoredRow row = new StoredRow(rs, "account_log", "seq");
        return new LogLine(row.bigInteger("seq"), row.text("logged_at"), row.text("actor"), row.text("login"),
            row.text("action"), row.optionalText("details"));
      }).list();
    }
  }

  /** Reads in one transaction. */
  public static <T> T read(Database db, Function<Tx, T> work) {
    return db.transaction(h -> work.apply(new Tx(h, "")));
  }

  /**
   * One change of the accounts by {@code actor}. On PostgreSQL its first statement takes the set-up lock for the
   * transaction ({@link Database#SET_UP_LOCK}), and its next touches every account row: two changes wait for each
   * other, so that "the last chief arbiter" is counted after the other change committed, and two servers started at
   * once on a new database do not both make the first chief arbiter (the table has no row to lock yet); each
   * statement after the wait sees what the other committed (READ COMMITTED). SQLite has one writer anyway.
   */
  public static <T> T write(Database db, String actor, Function<Tx, T> work) {
    db.beforeWrite();
    return db.transaction(h -> {
      if (db.kind() == Database.Kind.POSTGRESQL) {
        h.createQuery("SELECT 1 FROM (SELECT pg_advisory_xact_lock(:k)) l").bind("k", Database.SET_UP_LOCK)
            .mapTo(Integer.class).one();
      }
      h.createUpdate("UPDATE accounts SET password_version = password_version").execute();
      return work.apply(new Tx(h, actor));
    });
  }

  private static StoredAccount account(ResultSet rs) throws SQLException {
    StoredRow row = new StoredRow(rs, "accounts", "login");
    return new StoredAccount(row.text("login"), row.text("display_name"), row.text("role"),
        row.text("password_hash"), row.bool("one_time"), row.bigInteger("password_version"), row.bool("disabled"),
        row.text("created_at"), row.text("created_by"), row.text("changed_at"), row.text("changed_by"),
        row.optionalText("last_login_at"));
  }
}

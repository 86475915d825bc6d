package org.chuhe.app.workflow;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.store.AccountStore;
import org.chuhe.app.store.AccountStore.StoredAccount;
import org.chuhe.app.store.Database;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.springframework.security.crypto.bcrypt.BCrypt;

/**
 * The arbiters' accounts of the web console (裁判账号): adding, listing, a new password, the role, disabling, removing,
 * and checking a login. Accounts belong to the database, not to one tournament (the same arbiters work every event
 * on the laptop, and the first account exists before a tournament is chosen), so their changes are not in a
 * tournament's audit log: each one is written to the account log of the database ({@link #log}), with who made it
 * and when, and the account itself keeps who created and last changed it.
 *
 * <p>Passwords are hashed with BCrypt (Spring Security's {@link BCrypt}, which needs nothing else at run time; its
 * encoder class would bring a logging library along), cost {@value #COST}; the password itself is never kept. A password that
 * chuhe makes (a new account, {@link #newPassword}) is a one-time password: it opens the console once, and is spent
 * by that login; the console then asks the arbiter for a password of his own ({@link #setPassword}).
 */
public final class Accounts implements AutoCloseable {
  /** BCrypt's work factor: about 0.1 s a check on a laptop, slow for a guesser, unnoticed at a login. */
  static final int COST = 10;
  static final int MIN_PASSWORD = 8;
  /** BCrypt reads at most 72 bytes; a longer password would be cut without a word, so it is refused. */
  static final int MAX_PASSWORD_BYTES = 72;
  static final int MAX_LOGIN = 32;
  static final int MAX_DISPLAY = 40;
  /** The chief arbiter's login that {@link #firstChief} makes. */
  public static final String FIRST_CHIEF = "chief";
  /** The hash of a spent one-time password: no password matches it (BCrypt hashes begin with {@code $2}). */
  private static final String SPENT = "!spent";
  /** No 0/O, 1/l/I: a password read aloud or copied from a screen. */
  private static final String ALPHABET = "23456789abcdefghijkmnpqrstuvwxyz";
  private static final SecureRandom RANDOM = new SecureRandom();
  /**
   * Checked when the login is unknown, so that an unknown name takes as long as a wrong password: a BCrypt hash of
   * cost {@link #COST} of a password nobody has, written here rather than computed at start (that took a tenth of a
   * second of every {@code serve}'s start, issue 23). No account holds it, so it opens nothing.
   */
  private static final String DUMMY_HASH = "$2a$10$dT8UfZeZKASw.w5P2pU0tO0mkO6CZHmASydga09/TQ4e.EEAAAvjS";

  /** What an account may do at the console. */
  public enum Role {
    /** 裁判长: everything. */
    CHIEF("chief", "裁判长", "chief arbiter"),
    /** 裁判员: check-in, results, fouls. */
    ARBITER("arbiter", "裁判员", "arbiter");

    private final String code;
    private final String zh;
    private final String en;

    Role(String code, String zh, String en) {
      this.code = code;
      this.zh = zh;
      this.en = en;
    }

    public String code() {
      return code;
    }

    public String zh() {
      return zh;
    }

    public String en() {
      return en;
    }

    /** Whether this role may do what {@code needed} may: a chief arbiter may do all an arbiter may. */
    public boolean covers(Role needed) {
      return this == CHIEF || needed == ARBITER;
    }

    public static Role of(String code) {
      for (Role r : values()) {
        if (r.code.equalsIgnoreCase(code == null ? "" : code.strip()) || r.zh.equals(code)) {
          return r;
        }
      }
      throw ProblemException.of("role", "角色应为 chief（裁判长）或 arbiter（裁判员）：" + code,
          "the role is chief (chief arbiter) or arbiter: " + code);
    }
  }

  /**
   * An account as shown: never its password. {@code passwordVersion} grows with every new password (a session
   * opened with an older one ends); {@code oneTime}: its password is one chuhe printed (or already spent).
   */
  public record Account(String login, String displayName, Role role, boolean disabled, boolean oneTime,
      long passwordVersion, String createdAt, String createdBy, String changedAt, String changedBy,
      String lastLoginAt) {
    /** The name the audit log records for this arbiter's changes: his display name, and his login if different. */
    public String actor() {
      return displayName.equals(login) ? login : displayName + " (" + login + ")";
    }
  }

  /** An account and the one-time password just made for it, to print once: nothing keeps the password. */
  public record Issued(Account account, String oneTimePassword) {}

  /** A login that succeeded; {@code mustChangePassword}: it was a one-time password, now spent. */
  public record Verified(Account account, boolean mustChangePassword) {}

  /** One line of the account log. */
  public record LogLine(long seq, String at, String actor, String login, String action, String details) {}

  private final Database db;
  private final boolean ownsDatabase;
  private final String actor;

  private Accounts(Database db, boolean ownsDatabase, String actor) {
    this.db = db;
    this.ownsDatabase = ownsDatabase;
    this.actor = actor;
  }

  /** The accounts of an existing database, changed by {@code actor}; closing this closes the database. */
  public static Accounts open(String dbSpec, String actor) {
    return new Accounts(Database.open(dbSpec, Database.Mode.EXISTING), true, actor);
  }

  /** The accounts of a database someone else opened and will close. */
  static Accounts on(Database db, String actor) {
    return new Accounts(db, false, actor);
  }

  /** Adds an account with a one-time password; {@code displayName} blank: the login. */
  public Issued add(String login, String displayName, Role role) {
    String key = login(login);
    String display = displayName == null || displayName.isBlank() ? key : display(displayName);
    String password = newPassword(RANDOM);
    Account added = AccountStore.write(db, actor, tx -> {
      if (tx.find(key).isPresent()) {
        throw ProblemException.conflict("login", "已有账号 " + key, "there is already an account " + key);
      }
      StoredAccount a = new StoredAccount(key, display, role.code(), hash(password), true, 1, false,
          tx.now(), actor, tx.now(), actor, null);
      tx.insert(a);
      tx.log(key, "add", Map.of("displayName", display, "role", role.code()));
      return account(a);
    });
    return new Issued(added, password);
  }

  /**
   * The chief arbiter's first account ({@value #FIRST_CHIEF}) with a one-time password, when the database has no
   * account at all; empty when it has one: a server that starts again prints nothing secret.
   */
  public Optional<Issued> firstChief() {
    if (!AccountStore.read(db, AccountStore.Tx::list).isEmpty()) {
      return Optional.empty(); // read first: a server started on a full disk has nothing to write here
    }
    String password = newPassword(RANDOM);
    Optional<Account> made = AccountStore.write(db, actor, tx -> {
      if (!tx.list().isEmpty()) {
        return Optional.empty();
      }
      StoredAccount a = new StoredAccount(FIRST_CHIEF, FIRST_CHIEF, Role.CHIEF.code(), hash(password), true,
          1, false, tx.now(), actor, tx.now(), actor, null);
      tx.insert(a);
      tx.log(FIRST_CHIEF, "add", Map.of("displayName", FIRST_CHIEF, "role", Role.CHIEF.code(), "first", true));
      return Optional.of(account(a));
    });
    return made.map(a -> new Issued(a, password));
  }

  public List<Account> list() {
    return AccountStore.read(db, tx -> tx.list().stream().map(Accounts::account).toList());
  }

  public Optional<Account> find(String login) {
    String key = normal(login);
    return AccountStore.read(db, tx -> tx.find(key).map(Accounts::account));
  }

  /** A new one-time password for an account (a forgotten password); sessions opened with the old one end. */
  public Issued newPassword(String login) {
    String password = newPassword(RANDOM);
    String hash = hash(password);
    Account a = change(login, "password", Map.of("oneTime", true), (tx, s) -> withPassword(s, hash, true));
    return new Issued(a, password);
  }

  /**
   * The arbiter's own password, replacing his one-time one or his old one. {@code current} is the password he
   * types to prove it is he (null: right after a one-time login, which proved it).
   */
  public Account setPassword(String login, String current, String password) {
    String key = normal(login);
    checkPassword(key, password);
    String hash = hash(password);
    return change(key, "password", Map.of("oneTime", false), (tx, s) -> {
      if (current != null && !matches(current, s.passwordHash())) {
        throw new ProblemException(Problem.of(Problem.Kind.REFUSED, "current", "当前密码不对",
            "the current password is wrong"));
      }
      return withPassword(s, hash, false);
    });
  }

  public Account changeRole(String login, Role role) {
    return change(login, "role", Map.of("role", role.code()), (tx, s) -> {
      if (role != Role.CHIEF) {
        lastChief(tx, s, "不能把最后一位裁判长改为裁判员", "the last chief arbiter cannot become an arbiter");
      }
      return copy(s, s.displayName(), role.code(), s.disabled());
    });
  }

  public Account rename(String login, String displayName) {
    String display = display(displayName);
    return change(login, "display", Map.of("displayName", display),
        (tx, s) -> copy(s, display, s.role(), s.disabled()));
  }

  /** Disables an account (it can no longer log in; its open sessions end) or enables it again. */
  public Account setDisabled(String login, boolean disabled) {
    return change(login, disabled ? "disable" : "enable", null, (tx, s) -> {
      if (disabled) {
        lastChief(tx, s, "不能停用最后一位裁判长", "the last chief arbiter cannot be disabled");
      }
      return copy(s, s.displayName(), s.role(), disabled);
    });
  }

  public void remove(String login) {
    String key = normal(login);
    AccountStore.write(db, actor, tx -> {
      StoredAccount s = existing(tx, key);
      lastChief(tx, s, "不能删除最后一位裁判长", "the last chief arbiter cannot be removed");
      tx.delete(key);
      tx.log(key, "remove", Map.of("displayName", s.displayName(), "role", s.role()));
      return null;
    });
  }

  /**
   * Checks a login: the account, if the password is its own and it is not disabled. A one-time password is spent
   * by it. An unknown login costs the same BCrypt check as a wrong password, so the time does not tell which.
   */
  public Optional<Verified> verify(String login, String password) {
    String key = normal(login);
    Optional<StoredAccount> found = AccountStore.read(db, tx -> tx.find(key));
    String hash = found.map(StoredAccount::passwordHash).filter(h -> h.startsWith("$2")).orElse(DUMMY_HASH);
    if (!matches(password, hash) || found.isEmpty() || found.get().disabled()) {
      return Optional.empty();
    }
    return AccountStore.write(db, key, tx -> {
      Optional<StoredAccount> now = tx.find(key);
      if (now.isEmpty() || now.get().disabled() || !now.get().passwordHash().equals(found.get().passwordHash())) {
        return Optional.empty(); // changed meanwhile (another login spent the one-time password, a reset)
      }
      StoredAccount s = now.get();
      StoredAccount after = s.oneTime()
          ? withPassword(s, SPENT, true, tx.now(), key)
          : s;
      after = new StoredAccount(after.login(), after.displayName(), after.role(), after.passwordHash(),
          after.oneTime(), after.passwordVersion(), after.disabled(), after.createdAt(), after.createdBy(),
          after.changedAt(), after.changedBy(), tx.now());
      tx.update(after);
      tx.log(key, "login", s.oneTime() ? Map.of("oneTime", true) : null);
      return Optional.of(new Verified(account(after), s.oneTime()));
    });
  }

  public List<LogLine> log() {
    return AccountStore.read(db, tx -> tx.logLines().stream()
        .map(l -> new LogLine(l.seq(), l.at(), l.actor(), l.login(), l.action(), l.details())).toList());
  }

  @Override
  public void close() {
    if (ownsDatabase) {
      db.close();
    }
  }

  private static String hash(String password) {
    return BCrypt.hashpw(password, BCrypt.gensalt(COST, RANDOM));
  }

  /** Whether {@code password} is the one of {@code hash} (BCrypt compares without an early return). */
  private static boolean matches(String password, String hash) {
    return password != null && password.getBytes(StandardCharsets.UTF_8).length <= MAX_PASSWORD_BYTES
        && hash.startsWith("$2") && BCrypt.checkpw(password, hash);
  }

  /** Three groups of four from {@link #ALPHABET}: 60 bits, easy to type on a phone. */
  static String newPassword(SecureRandom random) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 12; i++) {
      if (i > 0 && i % 4 == 0) {
        sb.append('-');
      }
      sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return sb.toString();
  }

  /** What a change of one account does to its row. */
  private interface Edit {
    StoredAccount apply(AccountStore.Tx tx, StoredAccount s);
  }

  private Account change(String login, String action, Map<String, Object> details, Edit edit) {
    String key = normal(login);
    return AccountStore.write(db, actor, tx -> {
      StoredAccount s = existing(tx, key);
      StoredAccount edited = edit.apply(tx, s);
      StoredAccount after = new StoredAccount(edited.login(), edited.displayName(), edited.role(),
          edited.passwordHash(), edited.oneTime(), edited.passwordVersion(), edited.disabled(), edited.createdAt(),
          edited.createdBy(), tx.now(), actor, edited.lastLoginAt());
      tx.update(after);
      tx.log(key, action, details);
      return account(after);
    });
  }

  /** Refuses to take away the last enabled chief arbiter: nobody could then manage the accounts at the console. */
  private static void lastChief(AccountStore.Tx tx, StoredAccount s, String zh, String en) {
    if (!s.role().equals(Role.CHIEF.code()) || s.disabled()) {
      return;
    }
    long chiefs = tx.list().stream().filter(a -> a.role().equals(Role.CHIEF.code()) && !a.disabled()).count();
    if (chiefs <= 1) {
      throw ProblemException.refused("login", zh + "（先任命另一位裁判长）", en + " (make another one chief first)");
    }
  }

  private static StoredAccount existing(AccountStore.Tx tx, String key) {
    return tx.find(key).orElseThrow(() -> ProblemException.notFound("login", "没有账号 " + key,
        "there is no account " + key));
  }

  private static StoredAccount withPassword(StoredAccount s, String hash, boolean oneTime) {
    return withPassword(s, hash, oneTime, s.changedAt(), s.changedBy());
  }

  private static StoredAccount withPassword(StoredAccount s, String hash, boolean oneTime, String at, String by) {
    return new StoredAccount(s.login(), s.displayName(), s.role(), hash, oneTime, s.passwordVersion() + 1,
        s.disabled(), s.createdAt(), s.createdBy(), at, by, s.lastLoginAt());
  }

  private static StoredAccount copy(StoredAccount s, String display, String role, boolean disabled) {
    return new StoredAccount(s.login(), display, role, s.passwordHash(), s.oneTime(), s.passwordVersion(), disabled,
        s.createdAt(), s.createdBy(), s.changedAt(), s.changedBy(), s.lastLoginAt());
  }

  private static Account account(StoredAccount s) {
    return new Account(s.login(), s.displayName(), Role.of(s.role()), s.disabled(), s.oneTime(),
        s.passwordVersion(), s.createdAt(), s.createdBy(), s.changedAt(), s.changedBy(), s.lastLoginAt());
  }

  /** A login as stored and compared: stripped, lower-case (Zhang and zhang are one arbiter). */
  private static String normal(String login) {
    return login == null ? "" : login.strip().toLowerCase(Locale.ROOT);
  }

  /** A new login: letters (of any script), digits, {@code . _ -}, at most {@value #MAX_LOGIN}. */
  private static String login(String login) {
    String key = normal(TypedText.text("login", login == null ? "" : login));
    if (key.isEmpty() || key.codePointCount(0, key.length()) > MAX_LOGIN
        || !key.codePoints().allMatch(c -> Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-')) {
      throw ProblemException.of("login", "登录名应为 1 到 " + MAX_LOGIN + " 个字母、数字或 . _ -，不含空格：" + login,
          "a login is 1 to " + MAX_LOGIN + " letters, digits or . _ -, without spaces: " + login);
    }
    return key;
  }

  private static String display(String displayName) {
    String d = TypedText.text("displayName", displayName).strip();
    if (d.isEmpty() || d.codePointCount(0, d.length()) > MAX_DISPLAY) {
      throw ProblemException.of("displayName", "显示名应为 1 到 " + MAX_DISPLAY + " 个字符",
          "a display name is 1 to " + MAX_DISPLAY + " characters");
    }
    return d;
  }

  private static void checkPassword(String login, String password) {
    if (password == null || password.codePointCount(0, password.length()) < MIN_PASSWORD) {
      throw ProblemException.of("password", "密码太短：至少 " + MIN_PASSWORD + " 个字符",
          "the password is too short: at least " + MIN_PASSWORD + " characters");
    }
    if (password.getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
      throw ProblemException.of("password", "密码太长：至多 " + MAX_PASSWORD_BYTES + " 字节（约 24 个汉字）",
          "the password is too long: at most " + MAX_PASSWORD_BYTES + " bytes");
    }
    if (password.strip().toLowerCase(Locale.ROOT).equals(login) || password.isBlank()) {
      throw ProblemException.of("password", "密码不能与登录名相同", "the password cannot be the login");
    }
  }
}

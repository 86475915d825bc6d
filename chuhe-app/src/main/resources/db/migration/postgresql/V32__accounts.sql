-- The same tables on both databases (this file and its twin under sqlite/ differ only in the trigger that
-- keeps the account log append-only, written in each one's dialect).
-- The arbiters who may use the web console (裁判账号). Accounts belong to the database, not to one tournament: the
-- same arbiters work every event kept on the laptop, and the first chief arbiter's account is made before any
-- tournament is chosen. "login" is the name typed at the login, lower-cased; "role" is chief (裁判长: everything)
-- or arbiter (裁判员: check-in, results, fouls). "password_hash" is BCrypt's, never the password; "one_time" says
-- it is a password chuhe printed, which opens the console once and must then be replaced; "password_version" grows
-- with every new password, so that a session opened with an older one ends.
CREATE TABLE accounts (
  login TEXT NOT NULL PRIMARY KEY,
  display_name TEXT NOT NULL,
  role TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  one_time BOOLEAN NOT NULL,
  password_version BIGINT NOT NULL,
  disabled BOOLEAN NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  last_login_at TEXT
);

-- Who changed which account, how and when: the accounts' own log, beside the tournaments' audit logs (which are
-- per tournament and hash-chained with the tournament's data). No password and no hash is ever written here.
CREATE TABLE account_log (
  seq BIGINT NOT NULL PRIMARY KEY,
  logged_at TEXT NOT NULL,
  actor TEXT NOT NULL,
  login TEXT NOT NULL,
  action TEXT NOT NULL,
  details TEXT
);

CREATE FUNCTION account_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the account log is append-only';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER account_log_no_change BEFORE UPDATE OR DELETE ON account_log
  FOR EACH ROW EXECUTE PROCEDURE account_log_append_only();

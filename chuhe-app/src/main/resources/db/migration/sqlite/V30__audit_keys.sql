-- The key of each tournament's audit chain (issue 13). Since this version an entry's hash is an HMAC-SHA256 under
-- its tournament's key instead of a plain SHA-256, so that no hash chuhe prints (the masked log, the chain head on a
-- results book or an export) can be recomputed to test guesses of a masked phone or ID number. "keyed_from" is the
-- first entry hashed with the key: entries written before this version keep their plain hash. A tournament
-- created later gets its key with its first entry. SQLite's randomblob() draws from the operating system's
-- random source. Like the log, a key is never changed or removed.
CREATE TABLE audit_keys (
  tournament_id TEXT NOT NULL PRIMARY KEY REFERENCES tournaments (id),
  chain_key TEXT NOT NULL,
  keyed_from BIGINT NOT NULL
);

INSERT INTO audit_keys (tournament_id, chain_key, keyed_from)
  SELECT t.id, lower(hex(randomblob(32))),
      COALESCE((SELECT MAX(a.seq) FROM audit_log a WHERE a.tournament_id = t.id), 0) + 1
  FROM tournaments t;

CREATE TRIGGER audit_keys_no_update BEFORE UPDATE ON audit_keys
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;

CREATE TRIGGER audit_keys_no_delete BEFORE DELETE ON audit_keys
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;

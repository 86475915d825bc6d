-- The key of each tournament's audit chain (issue 13). Since this version an entry's hash is an HMAC-SHA256 under
-- its tournament's key instead of a plain SHA-256, so that no hash chuhe prints (the masked log, the chain head on a
-- results book or an export) can be recomputed to test guesses of a masked phone or ID number. "keyed_from" is the
-- first entry hashed with the key: entries written before this version keep their plain hash. A tournament
-- created later gets its key with its first entry. gen_random_uuid() (PostgreSQL 13 and later) draws from the
-- server's strong random source; two of them give 244 random bits. Like the log, a key is never changed or removed.
CREATE TABLE audit_keys (
  tournament_id TEXT NOT NULL PRIMARY KEY REFERENCES tournaments (id),
  chain_key TEXT NOT NULL,
  keyed_from BIGINT NOT NULL
);

INSERT INTO audit_keys (tournament_id, chain_key, keyed_from)
  SELECT t.id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
      COALESCE((SELECT MAX(a.seq) FROM audit_log a WHERE a.tournament_id = t.id), 0) + 1
  FROM tournaments t;

CREATE TRIGGER audit_keys_no_change BEFORE UPDATE OR DELETE ON audit_keys
  FOR EACH ROW EXECUTE PROCEDURE audit_log_append_only();

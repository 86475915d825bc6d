-- A paired round is a draft until the chief arbiter publishes it: players do not see a draft and no result is
-- entered on it. "draft" is false for every round stored before V33, so upgrading an event hides none of its rounds.
-- Who published the round and when (ISO-8601 UTC) are null for those rounds, and for a round published at pairing.
ALTER TABLE rounds ADD COLUMN draft BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE rounds ADD COLUMN published_at TEXT;
ALTER TABLE rounds ADD COLUMN published_by TEXT;

-- The chief arbiter's manual changes to a pairing list (R8), kept with the round in the order they were made
-- ("slot"): the kind (SWAP, FORCE_PAIR, FORCE_BYE), the players it names (other_id for a swap or a forced pair),
-- the first player's colour in a forced pair (RED or BLACK; null lets the colour rules decide), the reason, and
-- who made it and when (ISO-8601 UTC), when known.
CREATE TABLE round_changes (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  kind TEXT NOT NULL,
  player_id TEXT NOT NULL,
  other_id TEXT,
  colour TEXT,
  reason TEXT NOT NULL,
  made_by TEXT,
  made_at TEXT,
  PRIMARY KEY (tournament_id, division, round_number, slot),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id),
  FOREIGN KEY (tournament_id, other_id) REFERENCES players (tournament_id, id)
);

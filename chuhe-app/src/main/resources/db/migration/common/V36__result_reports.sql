-- Results from the board (issue 26): players report their board's result on their phones, the opponent confirms it,
-- the arbiter accepts it. Portable SQL: one file for both databases.

-- A player's code (确认码): 8 digits, a secret of this event that proves on a board page who he is. Created when first
-- asked for (the code cards, the arbiters' list); changed by an arbiter when a card is lost. Unique within the event,
-- so that a code names one player. Never in the audit log, never exported: a code is a secret, not data to replay.
CREATE TABLE player_codes (
  tournament_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, player_id),
  UNIQUE (tournament_id, code),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id)
);

-- A player's claim of his board's result (报告): one a side of a board, a new one replaces his own. "result" is the
-- result's code as games hold it (1-0, 1/2, 0-1); "claimed_by" the player's id; "claimed_at" ISO-8601 UTC. A claim
-- changes no standings: the board's result is the games row's, entered by an arbiter (or by auto-accept).
CREATE TABLE result_claims (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  board INTEGER NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('red', 'black')),
  result TEXT NOT NULL,
  claimed_by TEXT NOT NULL,
  claimed_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number, board, side),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number)
);

-- A round's reporting: whether a result confirmed by both players is accepted at once (the chief arbiter's switch,
-- off unless turned on), and its mark: the tournament's revision at the round's last claim or switch, which the live
-- pages compare to tell that the round's reports changed (a revision is never reused, not even after an undo).
CREATE TABLE report_rounds (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  auto_accept BOOLEAN NOT NULL DEFAULT FALSE,
  mark BIGINT NOT NULL,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number)
);

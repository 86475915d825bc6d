-- chuhe schema, version 1. Portable SQL only: the same file runs on SQLite and PostgreSQL.
-- Conventions: text keys chosen by the program (no vendor-specific auto-increment); dates and times as ISO-8601
-- text (UTC instants end in Z), which sorts correctly on both; booleans as BOOLEAN (SQLite stores 0/1).
-- Standings, prizes and titles are never stored: they are derived from these tables and the regulations.

-- One event. "regulations" is the full regulations object as JSON, so an event keeps its rules even when a
-- later chuhe ships changed presets. "revision" is bumped by every write transaction: the UPDATE that bumps it
-- is the transaction's first statement and serialises all writers of one tournament (row lock on PostgreSQL;
-- SQLite has one writer anyway).
CREATE TABLE tournaments (
  id TEXT NOT NULL PRIMARY KEY,
  name TEXT NOT NULL,
  regulations TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_seq BIGINT NOT NULL UNIQUE,
  revision BIGINT NOT NULL
);

-- List-like tables keep the order they were given in ("seq"), so a document imported and exported again is the
-- same document.
CREATE TABLE units (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id),
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  PRIMARY KEY (tournament_id, seq)
);

CREATE TABLE players (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id),
  id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  name TEXT NOT NULL,
  division TEXT NOT NULL,
  unit TEXT,
  gender TEXT,
  birth_date TEXT,
  province TEXT,
  city TEXT,
  grade TEXT,
  rating INTEGER,
  pairing_number INTEGER,
  fee_paid BOOLEAN NOT NULL,
  checked_in BOOLEAN NOT NULL,
  phone TEXT,
  id_number TEXT,
  PRIMARY KEY (tournament_id, id),
  UNIQUE (tournament_id, seq)
);

-- The draw of lots of one division (R4): when, by whom, and the seed that reproduces it. The numbers themselves
-- are players.pairing_number and lots.
CREATE TABLE draws (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id),
  division TEXT NOT NULL,
  seed TEXT,
  drawn_at TEXT NOT NULL,
  drawn_by TEXT NOT NULL,
  PRIMARY KEY (tournament_id, division)
);

CREATE TABLE lots (
  tournament_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  lot INTEGER NOT NULL,
  PRIMARY KEY (tournament_id, player_id),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id)
);

-- A pairing list. "provisional": paired while the previous round still had games without a result (R7).
CREATE TABLE rounds (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id),
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  provisional BOOLEAN NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number)
);

-- One board. "slot" is the game's place in the pairing list; boards are usually 1..n but a document may number
-- them otherwise. "version" is the optimistic lock: every change to the game adds one, and a change made from a
-- stale reading is refused.
CREATE TABLE games (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  board INTEGER NOT NULL,
  red TEXT NOT NULL,
  black TEXT NOT NULL,
  result TEXT,
  red_fouls INTEGER NOT NULL,
  black_fouls INTEGER NOT NULL,
  record_kept BOOLEAN,
  version BIGINT NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number, slot),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number),
  FOREIGN KEY (tournament_id, red) REFERENCES players (tournament_id, id),
  FOREIGN KEY (tournament_id, black) REFERENCES players (tournament_id, id)
);
CREATE INDEX games_by_board ON games (tournament_id, division, round_number, board);

CREATE TABLE byes (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number, slot),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id)
);

CREATE TABLE withdrawals (
  tournament_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  after_round INTEGER NOT NULL,
  reason TEXT,
  PRIMARY KEY (tournament_id, seq),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id)
);

CREATE TABLE penalties (
  tournament_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  round_number INTEGER,
  amount INTEGER NOT NULL,
  reason TEXT,
  PRIMARY KEY (tournament_id, seq),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id)
);

CREATE TABLE manual_awards (
  tournament_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (tournament_id, seq),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id)
);

-- The audit log: append-only (V2 adds triggers that refuse UPDATE and DELETE). "hash" chains each entry to the one
-- before it (SHA-256 over the previous hash and this entry), so an entry changed or removed behind chuhe's back is
-- found by "chuhe log --verify".
CREATE TABLE audit_log (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id),
  seq BIGINT NOT NULL,
  logged_at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT,
  before_value TEXT,
  after_value TEXT,
  details TEXT,
  hash TEXT NOT NULL,
  PRIMARY KEY (tournament_id, seq)
);

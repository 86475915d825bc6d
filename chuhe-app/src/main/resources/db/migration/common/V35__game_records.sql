-- The moves of a recorded game (录谱, issue 25), one row a board of a round: the start position as FEN and the moves
-- in ICCS, lower case, one space between moves ("h2e2 h9g7 …"; every move checked when it was saved and again when
-- it is read). Keyed by board number, not by the game's slot, as arbiters name a game; "version" is the optimistic
-- lock, as for games (a record deleted and saved again continues from the version its last audit entry had).
-- Portable SQL: one file for both databases.
CREATE TABLE game_records (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  board INTEGER NOT NULL,
  start_fen TEXT NOT NULL,
  moves TEXT NOT NULL,
  version BIGINT NOT NULL,
  recorded_by TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number, board),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number)
);

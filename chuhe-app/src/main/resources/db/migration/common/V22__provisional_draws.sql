-- The earlier games a provisional pairing (R7) counted as draws because they had no result yet when the round was
-- paired: the round (tournament_id, division, round_number) and the game (game_round, game_board) of the same
-- division. The checker judges the round by those points later, whatever the results became.
CREATE TABLE provisional_draws (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  game_round INTEGER NOT NULL,
  game_board INTEGER NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number, slot),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number)
);

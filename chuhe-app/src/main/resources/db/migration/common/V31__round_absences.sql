-- The players the chief arbiter excused from a round by notice (请假, R8) when it was paired: they have neither a
-- game nor the bye, and the checker knows they were left out on purpose. One row a player, in the order given.
CREATE TABLE round_absences (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number, slot),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number)
);

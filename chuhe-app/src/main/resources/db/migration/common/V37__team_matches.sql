-- Team events (团体赛, Laws §13; issue 28). Portable SQL, the same on SQLite and PostgreSQL.

-- A unit's declared board order (报名顺序): its players' ids, the main players (主力) in board order first, then
-- the reserves (替补) in the order they move up. One row a player, "slot" from 1; a unit of an individual event has
-- none. The unit is named by its id (units.id), as the document and the model name it.
CREATE TABLE unit_line_ups (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id),
  unit_id TEXT NOT NULL,
  slot INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  PRIMARY KEY (tournament_id, unit_id, slot),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id)
);

-- The team matches of a round of a team event: at table "table_number" team "first_team" (先走: red on the odd
-- boards) against "second_team", in the order given ("slot" from 1). The round's games (games) are the boards of
-- these matches: table t holds boards (t − 1)·N + 1 … t·N, N the regulations' teamMatch.boards.
CREATE TABLE team_matches (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  table_number INTEGER NOT NULL,
  first_team TEXT NOT NULL,
  second_team TEXT NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number, slot),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number)
);

-- The teams that have the bye in a round of a team event, one row a team, in the order given.
CREATE TABLE team_byes (
  tournament_id TEXT NOT NULL,
  division TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  team_id TEXT NOT NULL,
  PRIMARY KEY (tournament_id, division, round_number, slot),
  FOREIGN KEY (tournament_id, division, round_number) REFERENCES rounds (tournament_id, division, round_number)
);

-- The chief arbiter's decision whether a withdrawn player keeps the prizes, titles and grade title his place earns,
-- where the regulations leave it to him (withdrawnPrizes: CONFIRM, the default; issue 23). One row a player: a
-- later decision replaces the row. "keeps" false: he receives none of them. Portable SQL: one file for both databases.
CREATE TABLE prize_decisions (
  tournament_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  keeps BOOLEAN NOT NULL,
  reason TEXT,
  PRIMARY KEY (tournament_id, seq),
  UNIQUE (tournament_id, player_id),
  FOREIGN KEY (tournament_id, player_id) REFERENCES players (tournament_id, id)
);

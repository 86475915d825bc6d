-- Fouls have a kind (issue 11): an illegal move (违反行棋规定) or another foul (其他犯规). red_fouls and black_fouls
-- keep all fouls of the side, of both kinds, as before; these columns say how many of them were illegal moves.
-- A game stored before this version had one count per side: it reads as other fouls only (0 illegal moves), the
-- same reading the tournament document gives a game written before the kinds. Portable SQL: ADD COLUMN with a
-- constant default runs the same on SQLite and PostgreSQL, so one file serves both.
ALTER TABLE games ADD COLUMN red_illegal_moves INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN black_illegal_moves INTEGER NOT NULL DEFAULT 0;

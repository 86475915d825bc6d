package org.chuhe.app.store;

import org.chuhe.model.Game;

/** A game as stored: where it is ({@code division}, {@code round}, {@code slot}) and its optimistic-lock version. */
public record StoredGame(String division, int round, int slot, Game game, long version) {}

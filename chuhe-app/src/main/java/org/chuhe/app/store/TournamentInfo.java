package org.chuhe.app.store;

/** A tournament in the database, as {@code chuhe tournaments} lists it. */
public record TournamentInfo(String id, String name, String regulationsId, String createdAt, int players) {}

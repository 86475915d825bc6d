package org.chuhe.app.store;

import org.jdbi.v3.core.Handle;

/**
 * One read transaction on one tournament, as {@link Database#read} hands it out: the store's functions take it
 * instead of a database handle and read the tournament it names. A {@link WriteTx} reads as well.
 */
public sealed class ReadTx permits WriteTx {
  private final Handle handle;
  private final String tournamentId;

  ReadTx(Handle handle, String tournamentId) {
    this.handle = handle;
    this.tournamentId = tournamentId;
  }

  /** The JDBI handle, for the store only. */
  final Handle handle() {
    return handle;
  }

  public final String tournament() {
    return tournamentId;
  }
}

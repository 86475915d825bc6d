package org.chuhe.app.cli;

import org.chuhe.engine.PairingEngine;

/**
 * A command that pairs: {@link Main} hands it the process's engine (one pool of threads for the run, closed when the
 * command line ends) as it makes the command.
 */
interface EngineUser {
  void useEngine(PairingEngine engine);
}

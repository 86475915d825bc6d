package org.chuhe.app.cli;

import org.chuhe.app.workflow.PlayerRefs;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The player a command is about, named as arbiters name players ({@link PlayerRefs}), and his division. */
final class PlayerArg {
  @Parameters(index = "0", paramLabel = "PLAYER", description = {"棋手：编号（p12）、序号（12、#12、12号）或姓名",
      "the player: id (p12), pairing number (12, #12, 12号) or name"})
  String player;

  @Option(names = "--division", description = {"棋手所在组别（多个组别时，序号按此组别）",
      "the player's division (with several divisions, for a pairing number)"})
  String division;

  Player in(Tournament t) {
    return PlayerRefs.resolve(t, player, division);
  }

  String id(Session s) {
    return PlayerRefs.id(s, player, division);
  }
}

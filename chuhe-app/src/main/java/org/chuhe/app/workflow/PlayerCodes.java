package org.chuhe.app.workflow;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.PlayerCodeStore;
import org.chuhe.app.store.PlayerStore;
import org.chuhe.app.store.ReadTx;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.app.store.WriteTx;
import org.chuhe.model.Player;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;

/**
 * The players' codes (确认码, issue 26): a secret of {@value #DIGITS} digits per player and event, with which a player
 * proves on his board's page who he is. Drawn from {@link SecureRandom}, unique within the event, never derived from
 * anything about the player (not his ID or phone number). A code is made when first asked for; an arbiter changes it
 * when a card is lost. The audit log says that codes were made or changed and for whom, never a code: the log is
 * shown to every arbiter and printed, a code is the player's alone (and so {@link LogReplay} cannot replay codes).
 */
public final class PlayerCodes {
  public static final int DIGITS = 8;
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final int BOUND = (int) Math.pow(10, DIGITS);

  private PlayerCodes() {}

  /** Every player's code (division null: all divisions), by player id, creating the missing ones (one write). */
  public static Map<String, String> all(Session s, String division) {
    if (division != null) {
      EntryRules.division(s.regulations(), division);
    }
    Map<String, String> found = s.read(tx -> of(tx, division));
    if (found != null) {
      return found;
    }
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Map<String, String> codes = PlayerCodeStore.all(tx);
      Set<String> taken = new HashSet<>(codes.values());
      List<String> made = new ArrayList<>();
      for (Player p : t.players()) {
        if ((division == null || p.division().equals(division)) && !codes.containsKey(p.id())) {
          String code = fresh(taken);
          PlayerCodeStore.put(tx, p.id(), code);
          codes.put(p.id(), code);
          made.add(p.id());
        }
      }
      if (!made.isEmpty()) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("count", made.size());
        tx.audit(AuditAction.CODES_CREATE, division, null, null, details);
      }
      return of(tx, division);
    });
  }

  /** The codes of the division's players (null: all), by player id in the players' order; null when one is missing. */
  private static Map<String, String> of(ReadTx tx, String division) {
    Map<String, String> codes = PlayerCodeStore.all(tx);
    Map<String, String> result = new LinkedHashMap<>();
    for (Player p : TournamentStore.load(tx).players()) {
      if (division == null || p.division().equals(division)) {
        String code = codes.get(p.id());
        if (code == null) {
          return null;
        }
        result.put(p.id(), code);
      }
    }
    return result;
  }

  /** The player's code, created if missing. ProblemException NOT_FOUND for an unknown player. */
  public static String of(Session s, String player) {
    String found = s.read(tx -> {
      known(tx, player);
      return PlayerCodeStore.find(tx, player).orElse(null);
    });
    if (found != null) {
      return found;
    }
    return s.write(tx -> {
      known(tx, player);
      return PlayerCodeStore.find(tx, player).orElseGet(() -> {
        String code = fresh(new HashSet<>(PlayerCodeStore.all(tx).values()));
        PlayerCodeStore.put(tx, player, code);
        tx.audit(AuditAction.CODES_CREATE, player, null, null, Map.of("count", 1));
        return code;
      });
    });
  }

  /** A new code for a player (a lost card), audited {@code code.reset} naming the player, never the code. */
  public static String reset(Session s, String player) {
    return s.write(tx -> {
      Player p = known(tx, player);
      Set<String> taken = new HashSet<>(PlayerCodeStore.all(tx).values());
      String code = fresh(taken); // the old code is among the taken: the new one always differs
      PlayerCodeStore.put(tx, player, code);
      tx.audit(AuditAction.CODE_RESET, player, null, null,
          Map.of("player", TournamentStore.load(tx).nameZh(p.id())));
      return code;
    });
  }

  /** Whether {@code code} (spaces, dashes ignored) is the player's, compared in constant time; false when unknown. */
  public static boolean matches(Session s, String player, String code) {
    if (player == null || code == null) {
      return false;
    }
    String given = normalized(code);
    return s.read(tx -> PlayerCodeStore.find(tx, player))
        .map(stored -> MessageDigest.isEqual(stored.getBytes(StandardCharsets.US_ASCII),
            given.getBytes(StandardCharsets.UTF_8)))
        .orElse(false);
  }

  /** A code as typed, without the spaces and dashes a person puts in to read it ("4820 3917", "4820-3917"). */
  static String normalized(String code) {
    return code.replaceAll("[\\s\\-‐‑–—－]", "");
  }

  private static String fresh(Set<String> taken) {
    while (true) {
      String code = String.format("%0" + DIGITS + "d", RANDOM.nextInt(BOUND));
      if (taken.add(code)) {
        return code;
      }
    }
  }

  private static Player known(ReadTx tx, String player) {
    return PlayerStore.find(tx, player).orElseThrow(() -> ProblemException.notFound("player",
        "没有棋手 " + player, "no player " + player));
  }
}

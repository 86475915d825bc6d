package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.io.PlayerFields;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * Players named the way arbiters name them, for every command that takes a player: the player's id ({@code p12}),
 * the pairing number in the player's division ({@code 12}; {@code #12} or {@code 12号} for the number only), or the
 * name ({@code 王芳}). {@code id:p12} is the id only.
 *
 * <p>A reference means every player it could mean: the player with that id, the players with that number and the
 * players with that name. Exactly one is the player; several are refused with the candidates listed (id, number,
 * name, unit, division), never silently the first of them; none is refused too, with the players whose name
 * contains the text. Named with a division, numbers and names are looked for in that division only: with several
 * divisions a number without one means every division's player of that number.
 */
public final class PlayerRefs {
  private static final Pattern NUMBER = Pattern.compile("(?:#|＃)?\\s*(\\d{1,9})\\s*(号)?");
  private static final int LISTED = 8;

  private PlayerRefs() {}

  /** The player {@code ref} names, in {@code division} (an id or name; null: any division). */
  public static Player resolve(Tournament t, String ref, String division) {
    return t.player(idsByRef(t, List.of(ref), division).get(ref)).orElseThrow();
  }

  /** The ids of the players {@code refs} name, in order; every reference that names no one player is reported. */
  public static List<String> ids(Tournament t, Collection<String> refs, String division) {
    Map<String, String> ids = idsByRef(t, refs, division);
    return refs.stream().map(ids::get).toList();
  }

  /** The same, read from the session's tournament. */
  public static List<String> ids(Session s, Collection<String> refs, String division) {
    return ids(s.load(), refs, division);
  }

  public static String id(Session s, String ref, String division) {
    return ids(s, List.of(ref), division).get(0);
  }

  /**
   * Each reference, as given, with the id of the player it names. One {@link ProblemException} lists every
   * reference that names no player or several.
   */
  public static Map<String, String> idsByRef(Tournament t, Collection<String> refs, String division) {
    String scope = division == null || division.isBlank() ? null
        : PlayerFields.division("division", t.regulations(), division);
    Map<String, String> ids = new LinkedHashMap<>();
    List<Problem> problems = new ArrayList<>();
    for (String raw : refs) {
      String ref = raw == null ? "" : raw.strip();
      if (ids.containsKey(raw)) {
        continue;
      }
      Problem problem = null;
      if (ref.isEmpty()) {
        problem = Problem.at("player", "请给出棋手（编号、序号或姓名）", "name a player (id, pairing number or name)");
      } else {
        List<Player> candidates = candidates(t, ref, scope);
        if (candidates.size() == 1) {
          ids.put(raw, candidates.get(0).id());
        } else {
          problem = candidates.isEmpty() ? noOne(t, ref, scope) : several(t, ref, candidates);
        }
      }
      if (problem != null) {
        problems.add(problem);
      }
    }
    if (!problems.isEmpty()) {
      throw new ProblemException(problems);
    }
    return ids;
  }

  /** A player as lists of players show one: id, number, name, unit (and division where there are several). */
  public static String describeZh(Tournament t, Player p) {
    String unit = unit(t, p);
    return p.id() + "（" + (p.number() == null ? "未编号" : p.number() + " 号") + "）" + p.name()
        + (unit.isEmpty() ? "" : "，" + unit) + (several(t) ? "，" + divisionName(t, p, true) : "");
  }

  public static String describeEn(Tournament t, Player p) {
    String unit = unit(t, p);
    return p.id() + " (" + (p.number() == null ? "no number" : "no. " + p.number()) + ") " + p.name()
        + (unit.isEmpty() ? "" : ", " + unit) + (several(t) ? ", " + divisionName(t, p, false) : "");
  }

  private static List<Player> candidates(Tournament t, String ref, String scope) {
    Set<Player> found = new LinkedHashSet<>();
    String lower = ref.toLowerCase(java.util.Locale.ROOT);
    if (lower.startsWith("id:")) {
      t.player(ref.substring(3).strip()).filter(p -> inScope(p, scope)).ifPresent(found::add);
      return List.copyOf(found);
    }
    Matcher number = NUMBER.matcher(ref);
    boolean numberOnly = number.matches() && (ref.startsWith("#") || ref.startsWith("＃") || number.group(2) != null);
    if (!numberOnly) {
      t.player(ref).filter(p -> inScope(p, scope)).ifPresent(found::add);
    }
    if (number.matches()) {
      int n = Integer.parseInt(number.group(1));
      t.players().stream().filter(p -> p.number() != null && p.number() == n && inScope(p, scope))
          .forEach(found::add);
    }
    if (!numberOnly) {
      t.players().stream().filter(p -> p.name().equals(ref) && inScope(p, scope)).forEach(found::add);
    }
    return List.copyOf(found);
  }

  private static boolean inScope(Player p, String scope) {
    return scope == null || scope.equals(p.division());
  }

  private static Problem noOne(Tournament t, String ref, String scope) {
    var byId = t.player(ref.toLowerCase(java.util.Locale.ROOT).startsWith("id:") ? ref.substring(3).strip() : ref);
    if (byId.isPresent() && scope != null) {
      Player p = byId.get();
      return Problem.at(ref, ref + " 是 " + describeZh(t, p) + "，不在" + divisionName(t, scope, true),
          ref + " is " + describeEn(t, p) + ", not in " + divisionName(t, scope, false));
    }
    String within = scope == null ? "" : divisionName(t, scope, true) + "中";
    String withinEn = scope == null ? "" : " in " + divisionName(t, scope, false);
    List<Player> similar = t.players().stream().filter(p -> inScope(p, scope) && p.name().contains(ref)).toList();
    if (similar.isEmpty()) {
      return Problem.at(ref, within + "没有这名棋手：" + ref, "no such player" + withinEn + ": " + ref);
    }
    return Problem.at(ref, within + "没有这名棋手：" + ref + "；姓名含“" + ref + "”的有：" + listZh(t, similar),
        "no such player" + withinEn + ": " + ref + "; names containing it: " + listEn(t, similar));
  }

  private static Problem several(Tournament t, String ref, List<Player> candidates) {
    boolean divisions = candidates.stream().map(Player::division).distinct().count() > 1;
    return Problem.at(ref, "“" + ref + "”可指 " + candidates.size() + " 名棋手：" + listZh(t, candidates)
            + "；请改用棋手编号（如 " + candidates.get(0).id() + "）" + (divisions ? "，或写明组别" : ""),
        "\"" + ref + "\" could be any of " + candidates.size() + " players: " + listEn(t, candidates)
            + "; name the player by id (such as " + candidates.get(0).id() + ")"
            + (divisions ? " or name the division" : ""));
  }

  private static String listZh(Tournament t, List<Player> players) {
    return String.join("；", players.stream().limit(LISTED).map(p -> describeZh(t, p)).toList())
        + (players.size() > LISTED ? " 等 " + players.size() + " 人" : "");
  }

  private static String listEn(Tournament t, List<Player> players) {
    return String.join("; ", players.stream().limit(LISTED).map(p -> describeEn(t, p)).toList())
        + (players.size() > LISTED ? " and " + (players.size() - LISTED) + " more" : "");
  }

  private static String unit(Tournament t, Player p) {
    return t.unitName(p);
  }

  private static boolean several(Tournament t) {
    return t.regulations().divisions().size() > 1;
  }

  private static String divisionName(Tournament t, Player p, boolean zh) {
    return divisionName(t, p.division(), zh);
  }

  private static String divisionName(Tournament t, String division, boolean zh) {
    return t.regulations().division(division).map(d -> zh ? d.name() : d.nameEn()).orElse(division);
  }
}

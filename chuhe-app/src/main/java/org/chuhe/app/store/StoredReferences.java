package org.chuhe.app.store;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chuhe.model.Unit;
import org.chuhe.regulations.Regulations;

/**
 * What the rows of one tournament may refer to, as the rows read so far have it: the divisions of its regulations
 * and its players with their divisions. A document's reader checks every reference (a player in a game, a
 * division); the database is read as strictly, because a row written by another program with foreign keys off, or
 * a damaged key, would otherwise drop a game from its round or give a result to nobody without a word.
 */
final class StoredReferences {
  private final Set<String> divisions = new LinkedHashSet<>();
  private final Map<String, String> divisionOf = new HashMap<>();
  /** The teams of a team event (units with a line-up) and the division each plays in (its first player's). */
  private final Map<String, String> teamDivision = new HashMap<>();

  StoredReferences(Regulations regulations) {
    regulations.divisions().forEach(d -> divisions.add(d.id()));
  }

  /** The division in {@code column}: one of the regulations'. */
  String division(StoredRow row, String column) throws SQLException {
    String d = row.id(column);
    if (!divisions.contains(d)) {
      throw row.bad(column, d, "不是规程中的组别（已有：" + String.join("、", divisions) + "）",
          "is not a division of the regulations (known: " + String.join(", ", divisions) + ")");
    }
    return d;
  }

  void player(String id, String division) {
    divisionOf.put(id, division);
  }

  /** The player in {@code column}: one of the tournament's. */
  String player(StoredRow row, String column) throws SQLException {
    String id = row.id(column);
    if (!divisionOf.containsKey(id)) {
      throw row.bad(column, id, "不是本赛事的棋手", "names no player of this tournament");
    }
    return id;
  }

  /** The player in {@code column}: one of the tournament's, in {@code division}. */
  String player(StoredRow row, String column, String division) throws SQLException {
    String id = player(row, column);
    if (!divisionOf.get(id).equals(division)) {
      throw row.bad(column, id, "属于组别 " + divisionOf.get(id) + "，不在本轮的组别 " + division,
          "is a player of division " + divisionOf.get(id) + ", not of this round's division " + division);
    }
    return id;
  }

  /** The units read: those with a line-up are the teams a round's matches and team byes may name. */
  void teams(List<Unit> units) {
    units.stream().filter(Unit::hasLineUp).forEach(u -> teamDivision.put(u.id(), divisionOf.get(u.lineUp().get(0))));
  }

  /** The team in {@code column}: a unit of the tournament with a line-up, playing in {@code division}. */
  String team(StoredRow row, String column, String division) throws SQLException {
    String id = row.id(column);
    String of = teamDivision.get(id);
    if (of == null) {
      throw row.bad(column, id, "不是本赛事报了名单的队伍（units 中没有这个有报名顺序的单位）",
          "names no team of this tournament (no unit with a line-up has this id)");
    }
    if (!of.equals(division)) {
      throw row.bad(column, id, "是组别 " + of + " 的队伍，不在本轮的组别 " + division,
          "is a team of division " + of + ", not of this round's division " + division);
    }
    return id;
  }

  String divisionOf(String player) {
    return divisionOf.get(player);
  }
}

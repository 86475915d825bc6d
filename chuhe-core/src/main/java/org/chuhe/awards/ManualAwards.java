package org.chuhe.awards;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.chuhe.model.ManualAward;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.regulations.ManualAwardRule;
import org.chuhe.standings.DivisionStandings;

/**
 * Awards the organisers choose by hand (R20; seed 000 §十.㈢: "设体育道德风尚奖 … 成年组、少儿组各评选出二位棋手"). Nothing is
 * computed: the entries are checked against the regulations and printed with the prizes. A manual award names its
 * player by id or, as an arbiter types it, by name when exactly one player has that name. The checks warn rather
 * than refuse, because the organisers may have good reasons the regulations did not foresee; only an entry whose
 * player cannot be found is left off the list, since it cannot be printed. An award to a player who did not take
 * part (未参赛, {@link DivisionStandings#didNotPlay()}) is listed with a warning.
 */
final class ManualAwards {
  private ManualAwards() {}

  static List<ManualAwardEntry> collect(Tournament tournament, Map<String, DivisionStandings> standings,
      List<Problem> warnings) {
    List<ManualAwardEntry> entries = new ArrayList<>();
    List<ManualAward> awards = tournament.awards();
    for (int i = 0; i < awards.size(); i++) {
      ManualAward award = awards.get(i);
      String where = "awards[" + i + "]";
      Optional<Player> player = find(tournament, award.player(), where, warnings);
      if (player.isEmpty()) {
        continue;
      }
      if (rule(tournament, award.name()).isEmpty()) {
        warnings.add(Problem.at(where + ".name", "规程中没有这个奖项：" + award.name(),
            "the regulations have no award called " + award.name()));
      }
      Player p = player.get();
      DivisionStandings division = p.division() == null ? null : standings.get(p.division());
      if (division != null && division.notPlaying(p.id()).isPresent()) {
        warnings.add(Problem.at(where + ".player", tournament.nameZh(p.id()) + " 未参赛，却录入了“" + award.name()
            + "”", tournament.nameEn(p.id()) + " did not play but is given \"" + award.name() + "\""));
      }
      entries.add(new ManualAwardEntry(award.name(), p.division(), p.id()));
    }
    checkLimits(tournament, entries, warnings);
    return entries;
  }

  private static Optional<Player> find(Tournament tournament, String player, String where, List<Problem> warnings) {
    Optional<Player> byId = tournament.player(player);
    if (byId.isPresent()) {
      return byId;
    }
    List<Player> byName = tournament.players().stream().filter(p -> p.name().equals(player)).toList();
    if (byName.size() == 1) {
      return Optional.of(byName.get(0));
    }
    if (byName.isEmpty()) {
      warnings.add(Problem.at(where + ".player", "没有这名棋手：" + player, "no such player: " + player));
    } else {
      warnings.add(Problem.at(where + ".player", "有 " + byName.size() + " 名棋手叫 " + player + "，请改用编号",
          byName.size() + " players are called " + player + "; use the player's id"));
    }
    return Optional.empty();
  }

  private static Optional<ManualAwardRule> rule(Tournament tournament, String name) {
    return tournament.regulations().manualAwards().stream().filter(r -> Objects.equals(r.name(), name)).findFirst();
  }

  /** Seed 000 allows two sportsmanship awards in each division; more than the regulations allow is flagged. */
  private static void checkLimits(Tournament tournament, List<ManualAwardEntry> entries, List<Problem> warnings) {
    Map<Key, Integer> counts = new LinkedHashMap<>();
    for (ManualAwardEntry e : entries) {
      counts.merge(new Key(e.name(), e.division()), 1, Integer::sum);
    }
    counts.forEach((key, count) -> {
      String name = key.name();
      String division = key.division();
      rule(tournament, name)
          .filter(r -> count > r.perDivision())
          .ifPresent(r -> warnings.add(Problem.at("awards",
              "组别 " + division + " 的“" + name + "”录入了 " + count + " 人，规程每组只设 " + r.perDivision() + " 人",
              "\"" + name + "\" is entered for " + count + " players in division " + division
                  + "; the regulations allow " + r.perDivision())));
    });
  }

  private record Key(String name, String division) {}
}

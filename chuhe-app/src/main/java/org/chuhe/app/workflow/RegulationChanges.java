package org.chuhe.app.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.Regulations;

/**
 * Changing a tournament's regulations after it was created (a supplement, 补充规定, that came late; a prize table put
 * right). The new regulations are whole (a preset or a file, validated as any regulations are); what differs from
 * the stored ones is compared part by part (the top-level fields, and each division by its id) and logged, before
 * and after.
 *
 * <p>A part that would alter what has been published needs a confirmation with a reason, which the log keeps:
 * scoring, tie-breaks, fouls, forfeits, game records and team scoring once a round is paired (the standings); the
 * pairing rules once a round is paired (those rounds were paired under the old ones); prize lists, titles and
 * hand-picked awards once a division has paired its last round; a division's eligibility, size or the entry limits
 * when registered players would break the new ones. Never allowed: fewer rounds than a division has paired, or a
 * division removed that has players.
 */
public final class RegulationChanges {
  private static final Set<String> STANDINGS = Set.of("scoring", "tieBreaks", "fouls", "forfeits", "gameRecords",
      "teamScoring");
  private static final Set<String> PAIRING = Set.of("roundOne", "colours", "unitAvoidance", "byes");
  private static final Set<String> PRIZES = Set.of("extraPrizeLists", "luckyPrizes", "prizesCumulative", "titles",
      "manualAwards", "prizes", "gradeBands", "withdrawnPrizes");
  /** Parts that publish nothing by themselves (rounds and entries are checked on their own terms). */
  private static final Set<String> FREE = Set.of("id", "name", "nameEn", "laws", "timeControl", "schedule",
      "provisionalPairing", "rounds", "entryLimits", "eligible", "maxPlayers", "divisions");
  private static final Map<String, String> LABELS = Map.ofEntries(Map.entry("scoring", "计分办法"),
      Map.entry("tieBreaks", "破同分顺序"), Map.entry("fouls", "犯规判负"), Map.entry("forfeits", "弃权处理"),
      Map.entry("gameRecords", "录谱"), Map.entry("teamScoring", "团体计分"), Map.entry("roundOne", "第一轮配对"),
      Map.entry("colours", "先后手"), Map.entry("unitAvoidance", "同单位回避"), Map.entry("byes", "轮空"),
      Map.entry("extraPrizeLists", "另设奖励名单"), Map.entry("luckyPrizes", "幸运奖"),
      Map.entry("prizesCumulative", "奖励可否兼得"), Map.entry("titles", "称号"), Map.entry("manualAwards", "评选奖项"),
      Map.entry("prizes", "奖励"), Map.entry("gradeBands", "等级称号"), Map.entry("eligible", "参赛条件"),
      Map.entry("maxPlayers", "人数上限"), Map.entry("entryLimits", "报名限额"), Map.entry("rounds", "轮数"),
      Map.entry("notUnits", "不算单位的写法"), Map.entry("withdrawnPrizes", "退赛棋手的奖项"));

  private RegulationChanges() {}

  /** The parts changed (field paths such as {@code tieBreaks}, {@code divisions[adult].prizes}) and the notices. */
  public record Changed(List<String> parts, List<Notice> notices) {}

  /**
   * Replaces the tournament's regulations with {@code next}, read from {@code source} (a preset id or a file name,
   * for the log); {@code reason} confirms the parts that alter what has been published.
   */
  public static Changed change(Session s, Regulations next, String source, String reason) {
    TypedText.text("reason", reason);
    valid(next);
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Map<String, JsonNode[]> parts = differences(t.regulations(), next);
      if (parts.isEmpty()) {
        return new Changed(List.of(), List.of(new Notice("规程没有改动", "the regulations are the same: nothing changed")));
      }
      List<Problem> toConfirm = toConfirm(t, next, parts.keySet());
      NeedsReason.unless(reason, toConfirm, Problem.at("regulations",
          "如确需修改，请确认修改并写明理由（理由记入日志）；未保存任何改动",
          "to change them anyway, confirm the change with a reason (the reason is logged); nothing was changed"));
      TournamentStore.setRegulations(tx, next);
      Map<String, Object> before = new LinkedHashMap<>();
      Map<String, Object> after = new LinkedHashMap<>();
      parts.forEach((part, values) -> {
        before.put(part, values[0]);
        after.put(part, values[1]);
      });
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("source", source);
      if (!toConfirm.isEmpty()) {
        details.put("reason", reason);
        details.put("confirmed", toConfirm.stream().map(p -> Map.of("zh", p.zh(), "en", p.en())).toList());
      }
      tx.audit(AuditAction.REGULATIONS_CHANGE, tx.tournament(), before, after, details);
      List<Notice> notices = new ArrayList<>();
      notices.add(new Notice("规程已修改（" + source + "）：" + String.join("、", parts.keySet().stream()
              .map(RegulationChanges::describe).toList()),
          "regulations changed (" + source + "): " + String.join(", ", parts.keySet())));
      toConfirm.forEach(p -> notices.add(new Notice("已确认：" + p.zh(), "confirmed: " + p.en())));
      return new Changed(List.copyOf(parts.keySet()), notices);
    });
  }

  /**
   * What {@link #change} would do, without doing it: the parts that differ and what would need a confirmation with
   * a reason (the console's "check"). Refused as the change would be: regulations that do not validate, fewer rounds
   * than paired, a division with players removed.
   */
  public record Preview(List<String> parts, List<Problem> toConfirm) {}

  public static Preview preview(Session s, Regulations next) {
    valid(next);
    return s.read(tx -> {
      Tournament t = TournamentStore.load(tx);
      Map<String, JsonNode[]> parts = differences(t.regulations(), next);
      return new Preview(List.copyOf(parts.keySet()), parts.isEmpty() ? List.of() : toConfirm(t, next,
          parts.keySet()));
    });
  }

  private static void valid(Regulations next) {
    List<Problem> invalid = next.validate();
    if (!invalid.isEmpty()) {
      throw new ProblemException(invalid);
    }
  }

  /** What no reason allows is refused here; what a reason allows is returned, to confirm. */
  private static List<Problem> toConfirm(Tournament t, Regulations next, Set<String> parts) {
    List<Problem> impossible = impossible(t, next);
    if (!impossible.isEmpty()) {
      throw new ProblemException(impossible);
    }
    List<Problem> toConfirm = new ArrayList<>();
    parts.forEach(part -> guard(t, part).ifPresent(toConfirm::add));
    toConfirm.addAll(entryBreaches(t, next, parts));
    return toConfirm;
  }

  /** Each part that differs, with its value before and after (null: absent). Divisions are compared by id. */
  static Map<String, JsonNode[]> differences(Regulations before, Regulations after) {
    JsonNode a = Mappers.json().valueToTree(before);
    JsonNode b = Mappers.json().valueToTree(after);
    Map<String, JsonNode[]> parts = new LinkedHashMap<>();
    for (String field : fields(a, b)) {
      if (field.equals("divisions")) {
        continue;
      }
      if (!Objects.equals(a.get(field), b.get(field))) {
        parts.put(field, new JsonNode[] {a.get(field), b.get(field)});
      }
    }
    Map<String, JsonNode> was = byId(a.get("divisions"));
    Map<String, JsonNode> is = byId(b.get("divisions"));
    Set<String> ids = new LinkedHashSet<>(was.keySet());
    ids.addAll(is.keySet());
    for (String id : ids) {
      JsonNode x = was.get(id);
      JsonNode y = is.get(id);
      if (x == null || y == null) {
        parts.put("divisions[" + id + "]", new JsonNode[] {x, y});
        continue;
      }
      for (String field : fields(x, y)) {
        if (!Objects.equals(x.get(field), y.get(field))) {
          parts.put("divisions[" + id + "]." + field, new JsonNode[] {x.get(field), y.get(field)});
        }
      }
    }
    if (parts.isEmpty() && !was.keySet().stream().toList().equals(is.keySet().stream().toList())) {
      parts.put("divisions", new JsonNode[] {a.get("divisions"), b.get("divisions")}); // only the order
    }
    return parts;
  }

  /** What no reason allows: a division's rounds below those it has paired, a division with players removed. */
  private static List<Problem> impossible(Tournament t, Regulations next) {
    List<Problem> problems = new ArrayList<>();
    for (DivisionRules d : t.regulations().divisions()) {
      int players = t.playersIn(d.id()).size();
      if (next.division(d.id()).isEmpty()) {
        if (players > 0) {
          problems.add(Problem.at("divisions[" + d.id() + "]", "组别 " + d.name() + " 有 " + players
                  + " 名棋手，不能删去：请先把棋手改到别的组别，或删除他们的报名",
              "division " + d.nameEn() + " has " + players + " players and cannot be removed: move them to another "
                  + "division or remove their registrations first"));
        }
        continue;
      }
      int paired = paired(t, d.id());
      if (next.roundsOf(d.id()) < paired) {
        problems.add(Problem.at("divisions[" + d.id() + "].rounds", "组别 " + d.name() + " 已编排 " + paired
                + " 轮，轮数不能少于 " + paired + "（新规程为 " + next.roundsOf(d.id()) + " 轮）",
            "division " + d.nameEn() + " has paired " + paired + " rounds: it cannot have fewer (the new regulations "
                + "give " + next.roundsOf(d.id()) + ")"));
      }
    }
    return problems;
  }

  /** Why changing {@code part} alters what has been published, if it does. */
  private static Optional<Problem> guard(Tournament t, String part) {
    String field = part.contains(".") ? part.substring(part.lastIndexOf('.') + 1) : part;
    String division = part.startsWith("divisions[") ? part.substring(10, part.indexOf(']')) : null;
    String what = describe(part);
    if (PRIZES.contains(field)) {
      List<String> done = t.regulations().divisions().stream().map(DivisionRules::id)
          .filter(d -> division == null || d.equals(division))
          .filter(d -> paired(t, d) > 0 && paired(t, d) >= t.regulations().roundsOf(d)).toList();
      return done.isEmpty() ? Optional.empty() : Optional.of(Problem.at(part,
          what + "：组别 " + String.join("、", done) + " 已编排最后一轮，奖励名单可能已公布",
          part + ": division " + String.join(", ", done) + " has paired its last round; its prize list may be out"));
    }
    if (FREE.contains(field) || (division != null && !part.contains("."))) {
      return Optional.empty(); // a division added or removed: checked by impossible()
    }
    List<DivisionRules> paired = t.regulations().divisions().stream().filter(d -> paired(t, d.id()) > 0).toList();
    if (paired.isEmpty()) {
      return Optional.empty();
    }
    String zh = String.join("、", paired.stream().map(d -> d.name() + " " + paired(t, d.id()) + " 轮").toList());
    String en = String.join("; ", paired.stream().map(d -> d.nameEn() + " " + paired(t, d.id())
        + (paired(t, d.id()) == 1 ? " round" : " rounds")).toList());
    if (PAIRING.contains(field)) {
      return Optional.of(Problem.at(part, what + "：已编排" + zh + "，是按原规则编排的；编排检查将按新规则判定它们",
          part + ": paired so far: " + en + ", under the old rules; checking them will apply the new ones"));
    }
    return Optional.of(Problem.at(part, what + "：已编排" + zh + "，修改会改变已公布的积分、名次或对局的判定",
        part + ": paired so far: " + en + "; the change alters points, standings or results already published"));
  }

  /**
   * When the change touches eligibility, division sizes or entry limits: the registered players who would break
   * the new rules (each checked against all the others, as an edit is).
   */
  private static List<Problem> entryBreaches(Tournament t, Regulations next, Set<String> parts) {
    // notUnits: a unit field that was no unit may now count against a unit's limit, or the other way round.
    boolean entries = parts.stream().anyMatch(p -> p.equals("entryLimits") || p.equals("notUnits")
        || p.endsWith(".eligible") || p.endsWith(".maxPlayers"));
    if (!entries) {
      return List.of();
    }
    List<Problem> breaches = new ArrayList<>();
    for (Player p : t.players()) {
      if (next.division(p.division()).isEmpty()) {
        continue;
      }
      List<Player> others = t.players().stream().filter(o -> !o.id().equals(p.id())).toList();
      EntryRules.breaches(next, others, p).forEach(b -> breaches.add(Problem.at(b.where(),
          "按新规程：" + b.zh(), "under the new regulations: " + b.en())));
    }
    return breaches;
  }

  private static int paired(Tournament t, String division) {
    List<Round> rounds = t.roundsOf(division);
    return rounds.isEmpty() ? 0 : rounds.get(rounds.size() - 1).number();
  }

  private static Set<String> fields(JsonNode a, JsonNode b) {
    Set<String> fields = new LinkedHashSet<>();
    for (JsonNode n : new JsonNode[] {a, b}) {
      for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
        fields.add(it.next());
      }
    }
    return fields;
  }

  private static Map<String, JsonNode> byId(JsonNode divisions) {
    Map<String, JsonNode> byId = new LinkedHashMap<>();
    if (divisions != null) {
      divisions.forEach(d -> byId.put(d.get("id").asText(), d));
    }
    return byId;
  }

  /** A part as the arbiter reads it: {@code tieBreaks（破同分顺序）}. */
  private static String describe(String part) {
    String field = part.contains(".") ? part.substring(part.lastIndexOf('.') + 1) : part;
    String label = LABELS.get(field);
    return label == null ? part : part + "（" + label + "）";
  }
}

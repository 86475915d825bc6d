package org.chuhe.standings;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;
import org.chuhe.standings.StandingsEngine.Split;
import org.chuhe.tournament.Tournament;

/** Says why one player ranks above another, from the splits the engine recorded. */
final class RankExplanations {
  private static final String[] ZH_NUMBERS = {"零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十"};
  private static final String[] EN_NUMBERS = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight",
      "nine", "ten"};

  private RankExplanations() {}

  /**
   * A player whose result of a round was cancelled by a penalty is named with those rounds after the reason, since
   * they explain his points.
   */
  static RankExplanation explain(DivisionStandings standings, List<Split> splits, String a, String b,
      Tournament t) {
    Optional<RankExplanation> absent = notRanked(standings, a, b, t);
    if (absent.isPresent()) {
      return absent.get();
    }
    List<StandingsRow> rows = standings.rows();
    int ia = position(rows, a);
    int ib = position(rows, b);
    StandingsRow hi = rows.get(Math.min(ia, ib));
    StandingsRow lo = rows.get(Math.max(ia, ib));
    RankExplanation e = reason(standings, hi, lo, splits, a, b, t);
    StringBuilder zh = new StringBuilder(e.zh());
    StringBuilder en = new StringBuilder(e.en());
    for (StandingsRow r : List.of(hi, lo)) {
      if (!r.cancelledRounds().isEmpty()) {
        String rounds = r.cancelledRounds().stream().map(String::valueOf).collect(Collectors.joining("、"));
        String roundsEn = r.cancelledRounds().stream().map(String::valueOf).collect(Collectors.joining(", "));
        zh.append(zhName(r, t)).append("的第 ").append(rounds).append(" 轮成绩已被取消（处分），该轮计 0 分。");
        en.append(" The result of ").append(enName(r, t)).append(" in round ").append(roundsEn)
            .append(" was cancelled by a penalty and scores 0.");
      }
    }
    return new RankExplanation(e.higher(), e.lower(), e.criterion(), e.higherValue(), e.lowerValue(), e.equalOn(),
        e.notApplied(), zh.toString(), en.toString());
  }

  private static RankExplanation reason(DivisionStandings standings, StandingsRow hi, StandingsRow lo,
      List<Split> splits, String a, String b, Tournament t) {
    String h = zhName(hi, t);
    String l = zhName(lo, t);
    String hEn = enName(hi, t);
    String lEn = enName(lo, t);
    boolean pointsFirst = !StandingsEngine.ranksByChainFirst(standings.chain());
    if (pointsFirst && hi.points() != lo.points()) {
      return new RankExplanation(hi.playerId(), lo.playerId(), null, Integer.toString(hi.points()),
          Integer.toString(lo.points()), List.of(), List.of(),
          h + " 积分 " + hi.points() + " 多于 " + l + " 的 " + lo.points() + "，名次列前。",
          hEn + " has " + hi.points() + " points, more than " + lEn + "'s " + lo.points() + ".");
    }
    for (Split s : splits) {
      if (s.members().contains(a) && s.members().contains(b) && value(s, a) != value(s, b)) {
        String hv = shown(s, hi.playerId());
        String lv = shown(s, lo.playerId());
        Criterion c = s.criterion();
        String equalZh = s.equalOn().isEmpty() ? ""
            : "两人" + s.equalOn().stream().map(Criterion::chinese).collect(Collectors.joining("、")) + "相同；";
        String equalEn = s.equalOn().isEmpty() ? ""
            : "they are equal on " + s.equalOn().stream().map(Criterion::key).collect(Collectors.joining(", ")) + "; ";
        String better = lowerIsBetter(c) ? "fewer" : "more";
        String betterZh = lowerIsBetter(c) ? "少者列前" : "多者列前";
        List<Criterion> notApplied = s.skipped() == null ? List.of() : List.of(Criterion.DIRECT_ENCOUNTER);
        return new RankExplanation(hi.playerId(), lo.playerId(), c, hv, lv, s.equalOn(), notApplied,
            h + " 与 " + l + (pointsFirst ? " 同积分 " + hi.points() + "；" : "：") + restartZh(standings, splits, s, t) + equalZh
                + skippedZh(s.skipped()) + "按" + c.chinese() + stepZh(c, s.step(), standings.roundsPlayed())
                + "区分：" + hv + " 对 " + lv + "（" + betterZh + "）。",
            hEn + " and " + lEn + (pointsFirst ? " both have " + hi.points() + " points; " : ": ") + restartEn(standings, splits, s, t)
                + equalEn + skippedEn(s.skipped()) + "separated by " + c.key()
                + stepEn(c, s.step(), standings.roundsPlayed()) + ": " + hv + " against " + lv + " (" + better
                + " ranks ahead).");
      }
    }
    boolean lots = standings.chain().contains(Criterion.LOTS);
    return new RankExplanation(hi.playerId(), lo.playerId(), null, Integer.toString(hi.points()),
        Integer.toString(lo.points()), List.of(), List.of(),
        h + " 与 " + l + " 所有破同分项目均相同，名次并列" + (lots ? "，须抽签决定。" : "（规程的破同分顺序没有抽签）。"),
        hEn + " and " + lEn + " are equal on every tie-break: they share the place"
            + (lots ? " until lots are drawn." : " (the regulations' chain has no lots)."));
  }

  /** The value of the comparison that split the group, oriented so that larger ranks ahead. */
  private static long value(Split s, String player) {
    return s.values().get(player).key().get(s.step());
  }

  /** As printed: a one-number criterion as in the standings, a round comparison by the total that differed. */
  private static String shown(Split s, String player) {
    TieBreakValue v = s.values().get(player);
    return v.key().size() == 1 ? v.display() : Long.toString(v.key().get(s.step()));
  }

  /** When one or both players did not take part, there is no rank to explain: say so. */
  private static Optional<RankExplanation> notRanked(DivisionStandings standings, String a, String b,
      Tournament t) {
    Optional<DidNotPlay> da = standings.notPlaying(a);
    Optional<DidNotPlay> db = standings.notPlaying(b);
    if (da.isEmpty() && db.isEmpty()) {
      return Optional.empty();
    }
    if (da.isPresent() && db.isPresent()) {
      DidNotPlay x = da.get();
      DidNotPlay y = db.get();
      return Optional.of(new RankExplanation(x.playerId(), y.playerId(), null, "", "", List.of(), List.of(),
          zhName(x, t) + "（" + x.zh() + "）与 " + zhName(y, t) + "（" + y.zh() + "）均未参赛，都不排名次。",
          enName(x, t) + " (" + x.en() + ") and " + enName(y, t) + " (" + y.en() + ") did not play: neither is ranked."));
    }
    DidNotPlay out = da.orElseGet(db::get);
    StandingsRow in = standings.row(da.isPresent() ? b : a)
        .orElseThrow(() -> noSuchPlayer(da.isPresent() ? b : a));
    return Optional.of(new RankExplanation(in.playerId(), out.playerId(), null, Integer.toString(in.rank()), "",
        List.of(), List.of(),
        zhName(out, t) + " 未参赛（" + out.zh() + "），不排名次；" + zhName(in, t) + " 排第 " + in.rank() + " 名。",
        enName(out, t) + " did not play (" + out.en() + ") and is not ranked; " + enName(in, t) + " is ranked "
            + in.rank() + "."));
  }

  /**
   * When the two were separated in a part of a larger tie, after the chain restarted: who was separated from them
   * first, and by what. Empty when their split is the first one of their points group.
   */
  private static String restartZh(DivisionStandings standings, List<Split> splits, Split s, Tournament t) {
    return parent(splits, s).map(p -> number(ZH_NUMBERS, p.members().size()) + "人同分时按" + p.criterion().chinese()
        + stepZh(p.criterion(), p.step(), standings.roundsPlayed()) + "先分出 " + others(standings, p, s, "、", t::nameZh)
        + "，余下" + number(ZH_NUMBERS, s.members().size()) + "人从破同分第一项重新比较；").orElse("");
  }

  private static String restartEn(DivisionStandings standings, List<Split> splits, Split s, Tournament t) {
    return parent(splits, s).map(p -> "of the " + number(EN_NUMBERS, p.members().size()) + " tied, "
        + p.criterion().key() + stepEn(p.criterion(), p.step(), standings.roundsPlayed()) + " separated "
        + others(standings, p, s, ", ", t::nameEn) + " first, and the chain restarted from its first criterion for the "
        + number(EN_NUMBERS, s.members().size()) + " still tied; ").orElse("");
  }

  /** The split of the smallest group that contained this one's: the splits are recorded parents first. */
  private static Optional<Split> parent(List<Split> splits, Split s) {
    Split parent = null;
    for (Split p : splits) {
      if (p == s) {
        break;
      }
      if (p.members().size() > s.members().size() && p.members().containsAll(s.members())) {
        parent = p;
      }
    }
    return Optional.ofNullable(parent);
  }

  private static String others(DivisionStandings standings, Split parent, Split s, String separator,
      java.util.function.Function<String, String> name) {
    return standings.rows().stream()
        .filter(r -> parent.members().contains(r.playerId()) && !s.members().contains(r.playerId()))
        .map(r -> name.apply(r.playerId()))
        .collect(Collectors.joining(separator));
  }

  /** Direct encounter skipped: "直胜不适用（三人同分，小循环不完整：应赛 3 局，实赛 2 局）；". */
  private static String skippedZh(TieBreaks.MiniTable t) {
    if (t == null) {
      return "";
    }
    String why = t.players() == 2 ? "两人未交手"
        : number(ZH_NUMBERS, t.players()) + "人同分，小循环不完整：应赛 " + t.pairs() + " 局，实赛 " + t.pairsMet() + " 局";
    return Criterion.DIRECT_ENCOUNTER.chinese() + "不适用（" + why + "）；";
  }

  /** "directEncounter did not apply (three players, incomplete mini-table: 2 of 3 games played); ". */
  private static String skippedEn(TieBreaks.MiniTable t) {
    if (t == null) {
      return "";
    }
    String why = t.players() == 2 ? "two players who did not meet"
        : number(EN_NUMBERS, t.players()) + " players, incomplete mini-table: " + t.pairsMet() + " of " + t.pairs()
            + " games played";
    return Criterion.DIRECT_ENCOUNTER.key() + " (" + Criterion.DIRECT_ENCOUNTER.chinese() + ") did not apply (" + why
        + "); ";
  }

  /** Which total of a round comparison differed, for R rounds played: the k-th of its sequence. */
  private static String stepZh(Criterion c, int k, int rounds) {
    return switch (c) {
      case REVERSE_ROUND_COMPARISON -> "（第 " + (rounds - 1 - k) + " 轮后积分）";
      case DROP_LAST_ROUNDS -> "（去掉最后 " + (k + 1) + " 轮）";
      case DROP_FIRST_ROUNDS -> k == 0 ? "（去掉第 1 轮）" : "（去掉第 1–" + (k + 1) + " 轮）";
      default -> "";
    };
  }

  private static String stepEn(Criterion c, int k, int rounds) {
    return switch (c) {
      case REVERSE_ROUND_COMPARISON -> " (total after round " + (rounds - 1 - k) + ")";
      case DROP_LAST_ROUNDS -> k == 0 ? " (without the last round)" : " (without the last " + (k + 1) + " rounds)";
      case DROP_FIRST_ROUNDS -> k == 0 ? " (without round 1)" : " (without rounds 1–" + (k + 1) + ")";
      default -> "";
    };
  }

  private static String number(String[] words, int n) {
    return n < words.length ? words[n] : Integer.toString(n);
  }

  /** A player as arbiters write him: 12号 王芳（厦门） ({@link Tournament#nameZh}), never by id. */
  private static String zhName(StandingsRow r, Tournament t) {
    return t.nameZh(r.playerId());
  }

  private static String enName(StandingsRow r, Tournament t) {
    return t.nameEn(r.playerId());
  }

  private static String zhName(DidNotPlay d, Tournament t) {
    return t.nameZh(d.playerId());
  }

  private static String enName(DidNotPlay d, Tournament t) {
    return t.nameEn(d.playerId());
  }

  private static boolean lowerIsBetter(Criterion c) {
    return c == Criterion.FOULS || c == Criterion.LOTS || c == Criterion.PENALISED_LAST;
  }

  private static int position(List<StandingsRow> rows, String id) {
    for (int i = 0; i < rows.size(); i++) {
      if (rows.get(i).playerId().equals(id)) {
        return i;
      }
    }
    throw noSuchPlayer(id);
  }

  private static ProblemException noSuchPlayer(String id) {
    return ProblemException.of(id, "该组别中没有这名棋手：" + id, "no such player in this division: " + id);
  }
}

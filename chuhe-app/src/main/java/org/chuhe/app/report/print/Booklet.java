package org.chuhe.app.report.print;

import static org.chuhe.app.report.print.PrintPage.escape;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.Pinyin;
import org.chuhe.model.Game;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.FoulPolicy;
import org.chuhe.regulations.ForfeitPolicy;
import org.chuhe.regulations.GameRecordPolicy;
import org.chuhe.regulations.Regulations;
import org.chuhe.regulations.RoundOnePairing;
import org.chuhe.regulations.ScheduledRound;
import org.chuhe.regulations.Scoring;
import org.chuhe.regulations.TimeControl;
import org.chuhe.tournament.Tournament;

/**
 * The 秩序册 (event booklet) as the arbiters hand it out at the opening: a cover (the event, its dates from the
 * schedule, the Laws, the divisions and the size of the field), the schedule (日程: each round's start as the
 * regulations give it), a summary of the regulations as they are in force (system and rounds, time control,
 * points, round 1, same-unit avoidance, the order of the tie-breaks by their Chinese names, lateness, forfeits,
 * fouls and game records), the entries by unit (编号, 姓名, 性别 where known, 单位, 组别; each unit with its number of
 * players) and the draw: each division's round-1 pairings once paired, else its starting numbers (抽签序号).
 *
 * <p>Public: names, numbers, genders, units and divisions only, never an ID or phone number. The regulations hold
 * no venue or organisers, so the cover names none.
 */
public final class Booklet {
  private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd");

  private static final String CSS = """
      .cover { text-align: center; padding-top: 55mm; page-break-after: always; }
      .cover .title { font-size: 24pt; font-weight: bold; line-height: 1.3; }
      .cover .booklet { font-size: 30pt; font-weight: bold; margin: 14mm 0 18mm 0; }
      .cover .booklet.zh { letter-spacing: 4mm; }
      h1.next { margin-top: 9mm; }
      .cover table { width: auto; margin: 0 auto; }
      .cover td { border: none; font-size: 12.5pt; padding: 1.5mm 3mm; text-align: left; }
      .cover td.k { text-align: right; color: #333; }
      .part { page-break-before: always; }
      .rules td { vertical-align: top; }
      .rules td.k { width: 28mm; background: #f6f6f6; font-weight: bold; }
      .rules ol { margin: 0; padding-left: 6mm; }
      .schedule { width: auto; min-width: 60%; }
      .unit { page-break-inside: avoid; margin-bottom: 3mm; }
      .unit h3 { font-size: 11pt; margin: 3mm 0 1mm 0; }
      .unit td.no, .draw td.no { width: 12mm; text-align: center; }
      .note { color: #333; }
      """;

  private Booklet() {}

  /** The booklet of {@code divisions} (ids, in the regulations' order) as XHTML for {@link Pdf#fromHtml}. */
  public static String html(Tournament t, List<String> divisions, Lang lang, String printedAt,
      Optional<String> logHead) {
    List<Player> players = t.players().stream().filter(p -> divisions.contains(p.division())).toList();
    StringBuilder body = new StringBuilder();
    cover(body, t, divisions, players, lang);
    body.append("<div class=\"part\">");
    schedule(body, t, divisions, lang);
    rules(body, t, divisions, lang);
    body.append("</div><div class=\"part\">");
    entries(body, t, divisions, players, lang);
    body.append("</div><div class=\"part\">");
    draw(body, t, divisions, lang);
    body.append("</div>");
    return PrintPage.document(lang, t.name(), lang.pick("秩序册", "event booklet"), printedAt, logHead, CSS,
        body.toString());
  }

  /** The booklet as a PDF. */
  public static byte[] pdf(Tournament t, List<String> divisions, Lang lang, String printedAt,
      Optional<String> logHead) {
    return Pdf.fromHtml(html(t, divisions, lang, printedAt, logHead));
  }

  private static void cover(StringBuilder b, Tournament t, List<String> divisions, List<Player> players,
      Lang lang) {
    Regulations r = t.regulations();
    b.append("<div class=\"cover\"><div class=\"title\">").append(escape(t.name())).append("</div>")
        .append("<div class=\"booklet ").append(lang.name()).append("\">").append(escape(lang.pick("秩序册", "Event booklet"))).append("</div><table>");
    List<LocalDateTime> starts = r.schedule().stream().map(ScheduledRound::start).sorted().toList();
    if (!starts.isEmpty()) {
      String first = DAY.format(starts.get(0));
      String last = DAY.format(starts.get(starts.size() - 1));
      fact(b, lang.pick("比赛日期", "Dates"), first.equals(last) ? first : first + lang.pick(" 至 ", " to ") + last);
    }
    fact(b, lang.pick("竞赛规则", "Laws"), r.laws());
    fact(b, lang.pick("组别", "Divisions"), divisions.stream().map(d -> Venue.division(t, d, lang))
        .collect(Collectors.joining(lang.pick("、", ", "))));
    long units = players.stream().filter(p -> !Venue.noUnit(t, p)).map(t::unitName).distinct().count();
    fact(b, lang.pick("参赛", "Entries"), lang.pick(units + " 个单位，" + players.size() + " 名棋手",
        units + " units, " + players.size() + " players"));
    b.append("</table></div>");
  }

  private static void fact(StringBuilder b, String key, String value) {
    b.append("<tr><td class=\"k\">").append(escape(key)).append("</td><td>").append(escape(value))
        .append("</td></tr>");
  }

  private static void schedule(StringBuilder b, Tournament t, List<String> divisions, Lang lang) {
    b.append("<h1>").append(escape(lang.pick("竞赛日程", "Schedule"))).append("</h1>");
    List<ScheduledRound> schedule = t.regulations().schedule().stream()
        .sorted(Comparator.comparingInt(ScheduledRound::round)).toList();
    int rounds = divisions.stream().mapToInt(d -> t.regulations().roundsOf(d)).max().orElse(0);
    if (schedule.isEmpty()) {
      b.append("<p class=\"note\">").append(escape(lang.pick("共 " + rounds + " 轮。规程未列日程，每轮开赛时间由裁判长赛前公布。",
          rounds + " rounds. The regulations give no schedule; the chief arbiter announces each round's start."
      ))).append("</p>");
      return;
    }
    b.append("<table class=\"schedule\"><thead><tr><th>").append(escape(lang.pick("轮次", "Round")))
        .append("</th><th>").append(escape(lang.pick("开赛时间", "Start"))).append("</th></tr></thead><tbody>");
    for (int n = 1; n <= rounds; n++) {
      int round = n;
      String start = schedule.stream().filter(s -> s.round() == round).findFirst()
          .map(s -> Venue.START.format(s.start())).orElse(lang.pick("（赛前公布）", "(announced)"));
      b.append("<tr><td>").append(escape(lang.pick("第 " + n + " 轮", "Round " + n))).append("</td><td>")
          .append(escape(start)).append("</td></tr>");
    }
    b.append("</tbody></table>");
  }

  private static void rules(StringBuilder b, Tournament t, List<String> divisions, Lang lang) {
    Regulations r = t.regulations();
    b.append("<h1 class=\"next\">").append(escape(lang.pick("竞赛规程摘要", "The regulations in brief"))).append("</h1>")
        .append("<table class=\"rules\"><tbody>");
    rule(b, lang.pick("竞赛规则", "Laws"), escape(r.laws()));
    rule(b, lang.pick("竞赛办法", "System"), escape(lang.pick("积分编排制（电脑编排），", "Chinese Swiss (computer "
        + "pairing), ") + perDivision(t, divisions, d -> lang.pick("共 " + r.roundsOf(d) + " 轮",
            r.roundsOf(d) + " rounds"), lang)));
    String times = perDivision(t, divisions, d -> time(r.timeControlOf(d), lang), lang);
    if (!times.isBlank()) {
      rule(b, lang.pick("比赛用时", "Time control"), escape(times));
    }
    rule(b, lang.pick("计分", "Points"), escape(points(r.scoring(), lang)));
    rule(b, lang.pick("第一轮编排", "Round 1"), escape(roundOne(r.roundOne(), lang)));
    rule(b, lang.pick("同队回避", "Same unit"), escape(switch (r.unitAvoidance()) {
      case OFF -> lang.pick("同单位棋手不回避", "players of one unit may meet");
      case ROUND_ONE -> lang.pick("第一轮同单位棋手回避", "players of one unit do not meet in round 1");
      case ALL_ROUNDS -> lang.pick("每轮同单位棋手回避", "players of one unit never meet");
    }));
    if (r.provisionalPairing()) {
      rule(b, lang.pick("临时编排", "Provisional"), escape(lang.pick("编排时尚未结束的对局暂按和局计分进行编排",
          "games not finished when the next round is paired count as draws for that pairing")));
    }
    StringBuilder order = new StringBuilder(escape(lang.pick("积分高者名次列前；积分相同时依次比较：",
        "more points rank higher; equal points are separated by, in order:"))).append("<ol>");
    for (Criterion c : r.tieBreaks().chain()) {
      order.append("<li>").append(escape(lang.pick(c.chinese(), english(c)))).append("</li>");
    }
    rule(b, lang.pick("名次排列", "Ranking"), order.append("</ol>").toString());
    String forfeits = forfeits(r.forfeits(), lang);
    if (!forfeits.isEmpty()) {
      rule(b, lang.pick("迟到与弃权", "Lateness, forfeits"), escape(forfeits));
    }
    String fouls = fouls(r.fouls(), lang);
    if (!fouls.isEmpty()) {
      rule(b, lang.pick("犯规", "Fouls"), escape(fouls));
    }
    GameRecordPolicy records = r.gameRecords();
    if (records.topBoards() > 0) {
      String rule = lang.pick((records.fromRound() > 1 ? "第 " + records.fromRound() + " 轮起" : "") + "前 "
          + records.topBoards() + " 台须记录棋谱", "the top " + records.topBoards() + " boards record their games"
          + (records.fromRound() > 1 ? " from round " + records.fromRound() : ""));
      if (records.missingIsFoul()) {
        rule += lang.pick("，未交棋谱记犯规一次", "; a missing record is a foul");
      }
      if (records.opponentScoreDeduction() > 0) {
        rule += lang.pick("，未交棋谱扣对手分 " + records.opponentScoreDeduction() + " 分",
            "; a missing record costs " + records.opponentScoreDeduction() + " of opponent score");
      }
      rule(b, lang.pick("记录棋谱", "Game records"), escape(rule));
    }
    b.append("</tbody></table>");
  }

  private static void rule(StringBuilder b, String key, String xhtml) {
    b.append("<tr><td class=\"k\">").append(escape(key)).append("</td><td>").append(xhtml).append("</td></tr>");
  }

  /** One value for every division when they agree, else each division's: "女子成年组 7 轮；女子少儿组 9 轮". */
  private static String perDivision(Tournament t, List<String> divisions,
      java.util.function.Function<String, String> value, Lang lang) {
    Map<String, String> each = new LinkedHashMap<>();
    divisions.forEach(d -> each.put(d, value.apply(d)));
    if (each.values().stream().distinct().count() <= 1) {
      return each.values().stream().findFirst().orElse("");
    }
    return each.entrySet().stream().map(e -> Venue.division(t, e.getKey(), lang) + lang.pick(" ", ": ")
        + e.getValue()).collect(Collectors.joining(lang.pick("；", "; ")));
  }

  private static String time(TimeControl c, Lang lang) {
    if (c == null) {
      return "";
    }
    return c.incrementSeconds() == 0
        ? lang.pick("每方包干 " + c.baseMinutes() + " 分钟", c.baseMinutes() + " minutes per side, no increment")
        : lang.pick("每方基本用时 " + c.baseMinutes() + " 分钟，每走一步加 " + c.incrementSeconds() + " 秒",
            c.baseMinutes() + " minutes per side plus " + c.incrementSeconds() + " seconds per move");
  }

  private static String points(Scoring s, Lang lang) {
    String games = s.redWin().equals(s.blackWin()) && s.redDraw().equals(s.blackDraw())
        && s.redLoss().equals(s.blackLoss())
        ? lang.pick("胜 " + s.redWin() + " 分，和 " + s.redDraw() + " 分，负 " + s.redLoss() + " 分",
            "win " + s.redWin() + ", draw " + s.redDraw() + ", loss " + s.redLoss())
        : lang.pick("红方胜 " + s.redWin() + " 分、和 " + s.redDraw() + " 分、负 " + s.redLoss() + " 分；黑方胜 "
            + s.blackWin() + " 分、和 " + s.blackDraw() + " 分、负 " + s.blackLoss() + " 分",
            "red: win " + s.redWin() + ", draw " + s.redDraw() + ", loss " + s.redLoss() + "; black: win "
                + s.blackWin() + ", draw " + s.blackDraw() + ", loss " + s.blackLoss());
    return games + lang.pick("；轮空计 " + s.bye() + " 分；弃权者 " + s.forfeitLoss() + " 分，对方 " + s.forfeitWin()
        + " 分", "; a bye " + s.bye() + "; a forfeit " + s.forfeitLoss() + ", its opponent " + s.forfeitWin());
  }

  private static String roundOne(RoundOnePairing r, Lang lang) {
    String mode = r.mode() == RoundOnePairing.Mode.SPLIT
        ? lang.pick("抽签确定序号，拦腰配对（1 对 N/2+1，2 对 N/2+2 …）", "numbers drawn by lot, split pairing "
            + "(1 v N/2+1, 2 v N/2+2 …)")
        : lang.pick("抽签确定序号，近号配对（1 对 2，3 对 4 …）", "numbers drawn by lot, adjacent pairing (1 v 2, 3 v 4 …)");
    String colours = r.colours() == RoundOnePairing.Colours.SMALLER_NUMBER_RED
        ? lang.pick("，号码在前者执红", "; the smaller number has red")
        : lang.pick("，单数台小号执红，双数台大号执红", "; odd boards the smaller number has red, even boards the larger");
    return mode + colours;
  }

  private static String forfeits(ForfeitPolicy f, Lang lang) {
    List<String> rules = new ArrayList<>();
    if (f.lateMinutes() > 0) {
      rules.add(lang.pick("比赛开始后超过 " + f.lateMinutes() + " 分钟未入座者"
          + (f.lateness() == ForfeitPolicy.Lateness.FORFEIT ? "作弃权论" : "判负"),
          "a player more than " + f.lateMinutes() + " minutes late "
              + (f.lateness() == ForfeitPolicy.Lateness.FORFEIT ? "forfeits the game" : "loses the game")));
    }
    if (f.withdrawAfterForfeits() > 0) {
      rules.add(f.withdrawAfterForfeits() == 1
          ? lang.pick("弃权一次即按退出比赛处理", "a forfeit withdraws the player")
          : lang.pick("累计弃权 " + f.withdrawAfterForfeits() + " 次按退出比赛处理",
              f.withdrawAfterForfeits() + " forfeits in all withdraw the player"));
    }
    if (f.stopPairingAfterConsecutiveForfeits() > 0) {
      rules.add(lang.pick("连续弃权 " + f.stopPairingAfterConsecutiveForfeits() + " 次不再编排",
          f.stopPairingAfterConsecutiveForfeits() + " forfeits in a row and the player is no longer paired"));
    }
    return String.join(lang.pick("；", "; "), rules);
  }

  private static String fouls(FoulPolicy f, Lang lang) {
    List<String> rules = new ArrayList<>();
    if (f.illegalMoveLostAt() != null && f.illegalMoveLostAt() > 0) {
      rules.add(f.illegalMoveLostAt() == 1 ? lang.pick("违反行棋规定即判负", "an illegal move loses the game")
          : lang.pick("违反行棋规定第 " + f.illegalMoveLostAt() + " 次判负", "the " + ordinal(f.illegalMoveLostAt())
              + " illegal move loses the game"));
    }
    if (f.otherFoulLostAt() != null && f.otherFoulLostAt() > 0) {
      rules.add(lang.pick("其他犯规累计 " + f.otherFoulLostAt() + " 次判负", "the " + ordinal(f.otherFoulLostAt())
          + " other foul loses the game"));
    }
    if (f.gameLostAtFoul() != null && f.gameLostAtFoul() > 0) {
      rules.add(lang.pick("一局棋单方累计犯规 " + f.gameLostAtFoul() + " 次判负", "the " + ordinal(f.gameLostAtFoul())
          + " foul of one side in a game loses it"));
    }
    return String.join(lang.pick("；", "; "), rules);
  }

  private static String ordinal(int n) {
    return n + (n % 100 / 10 == 1 ? "th" : switch (n % 10) {
      case 1 -> "st";
      case 2 -> "nd";
      case 3 -> "rd";
      default -> "th";
    });
  }

  /** A criterion's English name for the English booklet (the Chinese one is {@link Criterion#chinese}). */
  static String english(Criterion c) {
    return switch (c) {
      case PENALISED_LAST -> "penalised players last";
      case OPPONENT_SCORE -> "opponents' score";
      case PROGRESSIVE_SCORE -> "progressive score";
      case WINS -> "games won";
      case FOULS -> "fewer fouls";
      case DIRECT_ENCOUNTER -> "direct encounter";
      case BLACK_GAMES -> "games with black";
      case BLACK_WINS -> "wins with black";
      case SONNEBORN_BERGER -> "Sonneborn-Berger";
      case REVERSE_ROUND_COMPARISON -> "points after earlier rounds, last first";
      case DROP_LAST_ROUNDS -> "points without the last rounds";
      case DROP_FIRST_ROUNDS -> "points without the first rounds";
      case LOTS -> "lots";
      case BLACK_IN_MUTUAL_GAME -> "black in the two players' game";
      case MATCH_POINTS -> "match points";
      case GAME_POINTS -> "game points";
    };
  }

  private static void entries(StringBuilder b, Tournament t, List<String> divisions, List<Player> players,
      Lang lang) {
    String none = lang.pick("个人（无单位）", "Individual (no unit)");
    Map<String, List<Player>> byUnit = new TreeMap<>(Pinyin.ORDER);
    List<Player> individual = new ArrayList<>();
    for (Player p : players) {
      if (Venue.noUnit(t, p)) {
        individual.add(p);
      } else {
        byUnit.computeIfAbsent(t.unitName(p), k -> new ArrayList<>()).add(p);
      }
    }
    Map<String, List<Player>> groups = new LinkedHashMap<>(byUnit);
    if (!individual.isEmpty()) {
      groups.put(none, individual);
    }
    boolean genders = players.stream().anyMatch(p -> p.gender() != null);
    b.append("<h1>").append(escape(lang.pick("参赛名单", "Entries"))).append("</h1><p class=\"note\">")
        .append(escape(lang.pick("共 " + byUnit.size() + " 个单位，" + players.size() + " 名棋手（按单位排列）",
            byUnit.size() + " units, " + players.size() + " players, by unit"))).append("</p>");
    Comparator<Player> order = Comparator.<Player>comparingInt(p -> divisions.indexOf(p.division()))
        .thenComparing(p -> p.number() == null ? Integer.MAX_VALUE : p.number())
        .thenComparing(Player::name, Pinyin.ORDER);
    for (var group : groups.entrySet()) {
      b.append("<div class=\"unit\"><h3>").append(escape(group.getKey() + lang.pick("（" + group.getValue().size()
          + " 人）", " (" + group.getValue().size() + ")"))).append("</h3><table><thead><tr>");
      List<String> headings = new ArrayList<>(List.of(lang.pick("编号", "No."), lang.pick("姓名", "Name")));
      if (genders) {
        headings.add(lang.pick("性别", "Gender"));
      }
      headings.addAll(List.of(lang.pick("单位", "Unit"), lang.pick("组别", "Division")));
      headings.forEach(h -> b.append("<th>").append(escape(h)).append("</th>"));
      b.append("</tr></thead><tbody>");
      for (Player p : group.getValue().stream().sorted(order).toList()) {
        b.append("<tr><td class=\"no\">").append(escape(Venue.number(p))).append("</td><td>")
            .append(escape(p.name())).append("</td>");
        if (genders) {
          b.append("<td>").append(escape(gender(p.gender(), lang))).append("</td>");
        }
        b.append("<td>").append(escape(Venue.unit(t, p))).append("</td><td>")
            .append(escape(Venue.division(t, p.division(), lang))).append("</td></tr>");
      }
      b.append("</tbody></table></div>");
    }
  }

  private static String gender(Gender g, Lang lang) {
    return g == null ? "" : g == Gender.MALE ? lang.pick("男", "M") : lang.pick("女", "F");
  }

  private static void draw(StringBuilder b, Tournament t, List<String> divisions, Lang lang) {
    b.append("<h1>").append(escape(lang.pick("抽签与第一轮对阵", "The draw and round 1"))).append("</h1>");
    for (String d : divisions) {
      Optional<Round> first = t.roundsOf(d).stream().filter(r -> r.number() == 1).findFirst();
      String name = Venue.division(t, d, lang);
      if (first.isPresent()) {
        Round r = first.get();
        b.append("<h2>").append(escape(lang.pick(name + " 第 1 轮对阵", name + ", round 1 pairings")))
            .append("</h2><table class=\"draw\"><thead><tr>");
        for (String h : List.of(lang.pick("台次", "Board"), lang.pick("编号", "No."), lang.pick("红方", "Red"),
            lang.pick("单位", "Unit"), lang.pick("黑方", "Black"), lang.pick("单位", "Unit"), lang.pick("编号", "No."))) {
          b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead><tbody>");
        for (Game g : r.games()) {
          Player red = Venue.of(t, g.red());
          Player black = Venue.of(t, g.black());
          b.append("<tr><td class=\"no\">").append(g.board()).append("</td><td class=\"no\">")
              .append(escape(Venue.number(red))).append("</td><td>").append(escape(red.name())).append("</td><td>")
              .append(escape(Venue.unit(t, red))).append("</td><td>").append(escape(black.name()))
              .append("</td><td>").append(escape(Venue.unit(t, black))).append("</td><td class=\"no\">")
              .append(escape(Venue.number(black))).append("</td></tr>");
        }
        b.append("</tbody></table>");
        for (String id : r.byes()) {
          b.append("<p>").append(escape(lang.pick("轮空：", "Bye: ") + Venue.player(t, id, lang))).append("</p>");
        }
        continue;
      }
      List<Player> drawn = t.playersIn(d).stream().filter(p -> p.number() != null)
          .sorted(Comparator.comparingInt(Player::number)).toList();
      b.append("<h2>").append(escape(lang.pick(name + " 抽签序号", name + ", starting numbers"))).append("</h2>");
      if (drawn.isEmpty()) {
        b.append("<p class=\"note\">").append(escape(lang.pick("尚未抽签。", "Numbers not drawn yet."))).append("</p>");
        continue;
      }
      b.append("<table class=\"draw\"><thead><tr><th>").append(escape(lang.pick("编号", "No."))).append("</th><th>")
          .append(escape(lang.pick("姓名", "Name"))).append("</th><th>").append(escape(lang.pick("单位", "Unit")))
          .append("</th></tr></thead><tbody>");
      for (Player p : drawn) {
        b.append("<tr><td class=\"no\">").append(p.number()).append("</td><td>").append(escape(p.name()))
            .append("</td><td>").append(escape(Venue.unit(t, p))).append("</td></tr>");
      }
      b.append("</tbody></table>");
      long waiting = t.playersIn(d).size() - drawn.size();
      if (waiting > 0) {
        b.append("<p class=\"note\">").append(escape(lang.pick(waiting + " 名棋手尚无序号（未报到），报到后依次编号。",
            waiting + " players have no number yet (not checked in); they get the next numbers on checking in.")))
            .append("</p>");
      }
    }
  }
}

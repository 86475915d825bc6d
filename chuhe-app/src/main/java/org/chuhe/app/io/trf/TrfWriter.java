package org.chuhe.app.io.trf;

import static org.chuhe.app.io.trf.TrfLayout.BIRTH_DATE;
import static org.chuhe.app.io.trf.TrfLayout.BIRTH_DATE_END;
import static org.chuhe.app.io.trf.TrfLayout.NAME;
import static org.chuhe.app.io.trf.TrfLayout.NAME_END;
import static org.chuhe.app.io.trf.TrfLayout.POINTS;
import static org.chuhe.app.io.trf.TrfLayout.POINTS_END;
import static org.chuhe.app.io.trf.TrfLayout.RANK;
import static org.chuhe.app.io.trf.TrfLayout.RANK_END;
import static org.chuhe.app.io.trf.TrfLayout.RATING;
import static org.chuhe.app.io.trf.TrfLayout.RATING_END;
import static org.chuhe.app.io.trf.TrfLayout.SEX;
import static org.chuhe.app.io.trf.TrfLayout.START_RANK;
import static org.chuhe.app.io.trf.TrfLayout.START_RANK_END;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.chuhe.app.io.trf.TrfLayout.Line;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.ProblemException;
import org.chuhe.pairing.NextRound;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.Scoring;
import org.chuhe.standings.DivisionStandings;
import org.chuhe.standings.StandingsEngine;
import org.chuhe.standings.StandingsRow;
import org.chuhe.tournament.Tournament;

/**
 * One division of a tournament as a FIDE Tournament Report File (docs/trf.md): red is TRF's white ({@code w}),
 * black its black ({@code b}); the point system (2/1/0 in the Chinese Swiss) in record 162 (TRF-2026) or in
 * JaVaFo's XXS (TRF16); units, withdrawals and lateness, which TRF has no record for, in TRFx's {@code DAT} lines.
 * Only published rounds are written (a draft pairing is not yet an event's fact).
 */
public final class TrfWriter {
  /** A TRFx data line's type for a player's unit (Tornelo's GROUP). */
  static final String UNIT = "GROUP";
  /** chuhe's own TRFx data types: the round after which a player withdrew, a round lost or drawn by lateness. */
  static final String WITHDRAWN = "CHUHE:WITHDRAWN";
  static final String LATE = "CHUHE:LATE";

  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd");
  private static final DateTimeFormatter ROUND_DATE = DateTimeFormatter.ofPattern("yy/MM/dd");

  /** The file's text and what TRF could not carry. */
  public record Written(String text, String division, List<TrfNote> lost) {}

  private TrfWriter() {}

  /** The division {@code division} (null: the tournament's only division) in {@code version}. */
  public static Written write(Tournament t, String division, TrfVersion version) {
    String div = division(t, division);
    List<TrfNote> lost = new ArrayList<>();
    List<Player> players = startOrder(t.playersIn(div), lost);
    Map<String, Integer> rank = new HashMap<>();
    for (int i = 0; i < players.size(); i++) {
      rank.put(players.get(i).id(), players.get(i).number());
    }
    List<Round> rounds = t.roundsOf(div).stream().filter(r -> !r.draft()).toList();
    DivisionStandings standings = StandingsEngine.rank(t, div);
    Scoring scoring = t.regulations().scoring();

    List<String> out = new ArrayList<>();
    out.add("012 " + oneLine(t.name()));
    out.add("### chuhe 楚河 — 象棋 Xiangqi: w = 红方 red, b = 黑方 black; 组别 division " + div);
    scheduleDates(t, rounds.size(), out);
    out.add("062 " + players.size());
    out.add("092 " + type(t));
    int plannedRounds = plannedRounds(t, div);
    if (version == TrfVersion.TRF26) {
      out.add("142 " + plannedRounds);
      out.add(pointSystem(scoring));
    }
    boolean colourWeighted = !scoring.redWin().equals(scoring.blackWin())
        || !scoring.redDraw().equals(scoring.blackDraw()) || !scoring.redLoss().equals(scoring.blackLoss())
        || !scoring.forfeitWin().equals(scoring.redWin());
    if (version == TrfVersion.TRF16 || colourWeighted) {
      out.add(javafoPointSystem(scoring));
    }
    if (version == TrfVersion.TRF16) {
      out.add("XXR " + plannedRounds);
    }
    Map<String, Withdrawal> withdrawn = new LinkedHashMap<>();
    t.withdrawals().forEach(w -> withdrawn.put(w.player(), w));
    // Each round's blocks by player, made once: a 10,000-player division looked up its games per player otherwise.
    List<Map<String, Block>> blocks = rounds.stream().map(r -> blocks(r, rank)).toList();
    boolean roundRobin = t.regulations().format().roundRobin();
    for (Player p : players) {
      Withdrawal gone = withdrawn.get(p.id());
      // Not paired in a round for a reason the file itself says: withdrawn before it, or a round robin (whose
      // table, not an absence, leaves a player without a game); other players not in a round (stopped by forfeits,
      // not checked in) keep a blank block, which chuhe works out again from the results.
      java.util.function.IntPredicate notPairedShown = round -> roundRobin
          || gone != null && gone.afterRound() < round;
      out.add(playerLine(p, rank, rounds, blocks, standings, notPairedShown));
      int n = rank.get(p.id());
      String unit = t.unitName(p);
      if (unit != null && !unit.isBlank() && p.unit() != null) {
        out.add(data(n, UNIT, unit));
      }
      Withdrawal w = withdrawn.get(p.id());
      if (w != null) {
        out.add(data(n, WITHDRAWN, w.afterRound() + (w.reason() == null || w.reason().isBlank() ? ""
            : " " + oneLine(w.reason()))));
      }
      for (int i = 0; i < rounds.size(); i++) {
        Block b = blocks.get(i).get(p.id());
        if (b != null && b.late()) {
          out.add(data(n, LATE, String.valueOf(rounds.get(i).number())));
        }
      }
    }
    if (version == TrfVersion.TRF26) {
      for (Round r : rounds) {
        if (!r.absent().isEmpty()) {
          Line line = new Line("240").put(TrfLayout.BYE_KIND, "Z").right(TrfLayout.BYE_ROUND,
              TrfLayout.BYE_ROUND + 2, String.format(Locale.ROOT, "%03d", r.number()));
          int col = TrfLayout.BYE_FIRST_PLAYER;
          for (String a : r.absent()) {
            if (rank.containsKey(a)) {
              line.right(col, col + 3, String.format(Locale.ROOT, "%04d", rank.get(a)));
              col += 5;
            }
          }
          out.add(line.toString());
        }
      }
    }
    lostDetails(t, div, rounds, lost);
    for (Player p : players) {
      if (oneLine(p.name()).length() > NAME_END - NAME + 1) {
        lost.add(new TrfNote("", rank.get(p.id()) + " 号的姓名超过 TRF 的 33 列，已截断：" + p.name(), "no. "
            + rank.get(p.id()) + ": the name is longer than TRF's 33 columns and was cut: " + p.name()));
      }
    }
    // "Each line shall have a CR as last character" (Remark 1): CR LF, as FIDE's examples and Windows tools have it.
    return new Written(String.join("\r\n", out) + "\r\n", div, List.copyOf(lost));
  }

  private static String division(Tournament t, String division) {
    List<String> ids = t.regulations().divisions().stream().map(DivisionRules::id).toList();
    if (division != null) {
      if (!ids.contains(division)) {
        throw ProblemException.notFound("division", "没有组别 " + division + "（有：" + String.join("、", ids) + "）",
            "no division " + division + " (there are: " + String.join(", ", ids) + ")");
      }
      return division;
    }
    List<String> withPlayers = ids.stream().filter(d -> !t.playersIn(d).isEmpty()).toList();
    if (withPlayers.size() == 1 || ids.size() == 1) {
      return withPlayers.size() == 1 ? withPlayers.get(0) : ids.get(0);
    }
    throw new ProblemException(new org.chuhe.problem.Problem("division",
        "TRF 文件每个组别一个，请指定组别（" + String.join("、", withPlayers) + "）",
        "a TRF file holds one division: name one (" + String.join(", ", withPlayers) + ")").withRemedy("division"));
  }

  /**
   * The players in start-rank order: their pairing numbers when every one has a distinct number that fits TRF's
   * four columns, else numbered anew in chuhe's order (and said so).
   */
  private static List<Player> startOrder(List<Player> players, List<TrfNote> lost) {
    if (players.size() > 9999) {
      throw ProblemException.of("TRF", "TRF 的序号只有 4 位，一个组别最多 9999 名棋手（此组 " + players.size() + " 名）",
          "TRF start ranks have 4 digits: at most 9999 players in a division (this one has " + players.size() + ")");
    }
    Set<Integer> numbers = new HashSet<>();
    boolean usable = players.stream().allMatch(p -> p.number() != null && p.number() <= 9999
        && numbers.add(p.number()));
    if (usable) {
      return players.stream().sorted(Comparator.comparing(Player::number)).toList();
    }
    lost.add(new TrfNote("", "棋手没有各不相同的 1–9999 的序号：按名单顺序重新编号",
        "the players have no distinct numbers from 1 to 9999: numbered anew in the list's order"));
    List<Player> renumbered = new ArrayList<>();
    for (Player p : players) {
      renumbered.add(p.withNumber(renumbered.size() + 1));
    }
    return renumbered;
  }

  private static String playerLine(Player p, Map<String, Integer> rank, List<Round> rounds,
      List<Map<String, Block>> blocks, DivisionStandings standings, java.util.function.IntPredicate notPairedShown) {
    Line line = new Line("001").right(START_RANK, START_RANK_END, String.valueOf(rank.get(p.id())));
    if (p.gender() != null) {
      line.put(SEX, p.gender() == Gender.FEMALE ? "w" : "m");
    }
    line.left(NAME, NAME_END, oneLine(p.name()));
    if (p.rating() != null) {
      line.right(RATING, RATING_END, String.valueOf(p.rating()));
    }
    if (p.birthDate() != null) {
      line.put(BIRTH_DATE, DATE.format(p.birthDate()));
    }
    StandingsRow row = standings.row(p.id()).orElse(null);
    line.right(POINTS, POINTS_END, points(row == null ? 0 : row.points()));
    // The rank is mandatory in TRF: a player the standings leave out (withdrawn before playing) ranks last.
    line.right(RANK, RANK_END, String.valueOf(row != null ? row.rank() : standings.rows().size() + 1));
    for (int i = 0; i < rounds.size(); i++) {
      int start = TrfLayout.roundStart(rounds.get(i).number());
      Block b = blocks.get(i).getOrDefault(p.id(), notPairedShown.test(rounds.get(i).number()) ? NOT_PAIRED
          : NOT_IN_ROUND);
      line.right(start, start + TrfLayout.OPPONENT_WIDTH - 1, b.opponent);
      line.put(start + TrfLayout.COLOUR_OFFSET, b.colour);
      line.put(start + TrfLayout.RESULT_OFFSET, b.result);
    }
    return line.toString();
  }

  private record Block(String opponent, String colour, String result, boolean late) {}

  private static final Block NOT_IN_ROUND = new Block("    ", " ", " ", false);

  /**
   * TRF16's block for a player who was not paired in a round (opponent {@code 0000} for a bye or "not paired",
   * colour {@code -}) with a blank result (TRF16 puts a blank beside {@code Z}, the zero-point bye): written for a
   * player withdrawn before the round and for a round robin's player without a game, so that a round in which nobody
   * played (a round robin whose remaining games were all against withdrawn players) keeps its column.
   */
  private static final Block NOT_PAIRED = new Block("0000", "-", " ", false);

  /**
   * A round's players: a game, a bye ({@code U}), an absence ({@code Z}); a player not in the map is not in that
   * round (a blank block).
   */
  private static Map<String, Block> blocks(Round r, Map<String, Integer> rank) {
    Map<String, Block> blocks = new HashMap<>();
    for (Game g : r.games()) {
      for (Colour c : Colour.values()) {
        String player = c == Colour.RED ? g.red() : g.black();
        blocks.put(player, new Block(String.format(Locale.ROOT, "%4d", rank.get(g.opponentOf(player))),
            c == Colour.RED ? "w" : "b", resultCode(g.result(), c), lateLoser(g.result(), c)));
      }
    }
    r.byes().forEach(p -> blocks.putIfAbsent(p, new Block("0000", "-", "U", false)));
    r.absent().forEach(p -> blocks.putIfAbsent(p, new Block("0000", "-", "Z", false)));
    return blocks;
  }

  /** TRF's result of one side: a pending game has a blank result (in-tournament data exchange). */
  static String resultCode(Result result, Colour side) {
    boolean red = side == Colour.RED;
    return switch (result) {
      case RED_WIN -> red ? "1" : "0";
      case BLACK_WIN -> red ? "0" : "1";
      case DRAW -> "=";
      case RED_WIN_BY_FORFEIT, RED_WIN_BY_LATENESS -> red ? "+" : "-";
      case BLACK_WIN_BY_FORFEIT, BLACK_WIN_BY_LATENESS -> red ? "-" : "+";
      case DOUBLE_FORFEIT, DOUBLE_LATENESS -> "-";
      case NOT_PLAYED -> " ";
    };
  }

  /** Whether {@code side} lost this game by lateness (written as a forfeit, with a CHUHE:LATE line). */
  static boolean lateLoser(Result result, Colour side) {
    return switch (result) {
      case RED_WIN_BY_LATENESS -> side == Colour.BLACK;
      case BLACK_WIN_BY_LATENESS -> side == Colour.RED;
      case DOUBLE_LATENESS -> true;
      default -> false;
    };
  }

  /** Record 162: W (a win, also by forfeit), D, L, A (a forfeit loss or absence), P (the pairing-allocated bye). */
  static String pointSystem(Scoring s) {
    Line line = new Line("162");
    int col = TrfLayout.POINTS_CODE;
    for (Object[] pair : new Object[][] {{"W", s.redWin()}, {"D", s.redDraw()}, {"L", s.redLoss()},
        {"A", s.forfeitLoss()}, {"P", s.bye()}}) {
      line.put(col, (String) pair[0]).right(col + 1, col + 4, points((Integer) pair[1]));
      col += TrfLayout.POINTS_STEP;
    }
    return line.toString();
  }

  /** JaVaFo's XXS record: the points per result and colour (bbpPairings reads it too). */
  static String javafoPointSystem(Scoring s) {
    return "XXS WW=" + points(s.redWin()).trim() + " BW=" + points(s.blackWin()).trim()
        + " WD=" + points(s.redDraw()).trim() + " BD=" + points(s.blackDraw()).trim()
        + " WL=" + points(s.redLoss()).trim() + " BL=" + points(s.blackLoss()).trim()
        + " ZPB=0.0 PAB=" + points(s.bye()).trim() + " FW=" + points(s.forfeitWin()).trim()
        + " FL=" + points(s.forfeitLoss()).trim();
  }

  /** Points as TRF writes them ({@code 11.5}); chuhe's points are whole. */
  static String points(int points) {
    return String.format(Locale.ROOT, points >= 100 ? "%4d" : "%4.1f", points >= 100 ? points : (double) points);
  }

  private static String data(int startRank, String type, String value) {
    return String.format(Locale.ROOT, "DAT %04d %s %s", startRank, type, oneLine(value));
  }

  private static String oneLine(String text) {
    return text == null ? "" : text.replaceAll("[\\r\\n\\t]+", " ").strip();
  }

  private static int plannedRounds(Tournament t, String div) {
    if (t.regulations().format().roundRobin()) {
      try {
        return NextRound.rounds(t, div); // the Berger table's
      } catch (org.chuhe.problem.ProblemException notATable) {
        // numbers with a gap: the regulations' rounds, as for a Swiss
      }
    }
    return t.regulations().divisions().stream().filter(d -> d.id().equals(div)).findFirst()
        .map(DivisionRules::rounds).orElse(t.regulations().rounds());
  }

  /** 092, the type of tournament: a round robin says so with its cycles ({@link TrfReader} reads it back). */
  static String type(Tournament t) {
    if (t.regulations().format().roundRobin()) {
      int cycles = t.regulations().roundRobin().cycles();
      return ROUND_ROBIN + ", " + cycles + (cycles == 1 ? " cycle" : " cycles")
          + " (Berger tables; Xiangqi, Chinese Xiangqi Association rules)";
    }
    return "Swiss System (Xiangqi, Chinese Xiangqi Association rules)";
  }

  /** How 092 begins for a round robin (循环赛). */
  static final String ROUND_ROBIN = "Round robin";

  /** 042, 052 and 132 from the regulations' schedule, when it has one. */
  private static void scheduleDates(Tournament t, int rounds, List<String> out) {
    var schedule = t.regulations().schedule();
    if (schedule.isEmpty()) {
      return;
    }
    var first = schedule.stream().min(Comparator.comparing(s -> s.start())).get().start().toLocalDate();
    var last = schedule.stream().max(Comparator.comparing(s -> s.start())).get().start().toLocalDate();
    out.add("042 " + DATE.format(first));
    out.add("052 " + DATE.format(last));
    Line dates = new Line("132");
    for (var s : schedule) {
      if (s.round() >= 1 && s.round() <= Math.max(rounds, 1) + 50) {
        dates.put(TrfLayout.roundStart(s.round()), ROUND_DATE.format(s.start()));
      }
    }
    out.add(dates.toString());
  }

  /** What chuhe knows of this division that TRF has no place for. */
  private static void lostDetails(Tournament t, String div, List<Round> rounds, List<TrfNote> lost) {
    Set<String> in = new HashSet<>(t.playersIn(div).stream().map(Player::id).toList());
    long fouls = rounds.stream().flatMap(r -> r.games().stream()).filter(Game::hasFouls).count();
    if (fouls > 0) {
      lost.add(new TrfNote("", fouls + " 局的犯规记录不在 TRF 中", "the fouls of " + fouls + " games are not in TRF"));
    }
    long penalties = t.penalties().stream().filter(p -> in.contains(p.player())).count();
    if (penalties > 0) {
      lost.add(new TrfNote("", penalties + " 项处罚不在 TRF 中（积分栏已计入）",
          penalties + " penalties are not in TRF (the points column counts them)"));
    }
    long changes = rounds.stream().mapToLong(r -> r.changes().size()).sum();
    if (changes > 0) {
      lost.add(new TrfNote("", changes + " 项人工调整的记录不在 TRF 中（调整后的对阵在）",
          changes + " manual changes are not in TRF (the pairings they made are)"));
    }
    long drafts = t.roundsOf(div).stream().filter(Round::draft).count();
    if (drafts > 0) {
      lost.add(new TrfNote("", "未公布的编排草稿（" + drafts + " 轮）没有写入", "the unpublished draft pairing ("
          + drafts + " round) is not written"));
    }
    if (!t.lots().isEmpty()) {
      lost.add(new TrfNote("", "抽签结果（最后的破同分）不在 TRF 中；名次栏已按它排定",
          "the draw of lots (the last tie-break) is not in TRF; the rank column follows it"));
    }
  }
}

package org.chuhe.app.workflow;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.TournamentStore;
import org.chuhe.tournament.Tournament;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.standings.Lots;

/**
 * The draw of lots for shared places (R14, 抽签) as a use case: which ties are drawn and every refusal are the
 * core's ({@link Lots#plan}); this class draws them in one write transaction, records the lots and writes one audit
 * entry per tie (who, when, the seed, the tied players, their lots before and after, and the reason of a redraw).
 *
 * <p>The ties are read inside the same transaction that records the lots, so the arbiter who draws second sees
 * the first one's lots and is refused ("already drawn") rather than drawing the same tie again; a result corrected
 * meanwhile is seen too. The drawing is reproducible from the seed, which is printed and logged: without one, a
 * random seed is chosen.
 */
public final class LotDrawings {
  private static final String ALGORITHM = "tie i (divisions in the regulations' order, then ranks) drawn with "
      + "SplittableRandom(seed + i): players sorted by id, Fisher-Yates from the last position (swap j with "
      + "nextInt(j + 1)), lots 1..n in the resulting order";

  private LotDrawings() {}

  /** What was drawn: the seed, whether chuhe chose it, every tie drawn, and what the arbiter should know. */
  public record Drawn(long seed, boolean seedChosen, List<Lots.Drawing> drawings, List<Notice> notices) {
    public Drawn {
      drawings = List.copyOf(drawings);
      notices = List.copyOf(notices);
    }
  }

  /**
   * Draws lots for the ties of {@code division} (null: every division with players) that lots do not settle yet;
   * with {@code redraw} (the reason, logged) also for those they do. {@code seed} null: a random one.
   */
  public static Drawn draw(Session s, String division, Long seed, String redraw) {
    checkReason(redraw);
    long chosen = seed != null ? seed : randomSeed();
    return s.write(tx -> {
      Tournament t = TournamentStore.load(tx);
      Lots.Plan plan = Lots.plan(t, divisions(t, division), redraw != null);
      List<Lots.Drawing> drawings = Lots.draw(plan.toDraw(), chosen);
      Map<String, Integer> lots = new LinkedHashMap<>();
      drawings.forEach(d -> lots.putAll(d.lots()));
      TournamentStore.putLots(tx, lots);
      for (Lots.Drawing d : drawings) {
        Lots.Tie tie = d.tie();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("seed", Long.toString(chosen));
        details.put("tieSeed", Long.toString(d.seed()));
        details.put("seedChosenByChuhe", seed == null);
        details.put("ranks", tie.ranks());
        details.put("points", tie.points());
        details.put("players", d.tie().ids().stream().sorted().toList());
        details.put("algorithm", ALGORITHM);
        if (tie.drawn()) {
          details.put("redraw", redraw);
        }
        tx.audit(AuditAction.LOTS_DRAW, subject(tie), tie.recorded().isEmpty() ? null : new TreeMap<>(tie.recorded()),
            d.lots(), details);
      }
      return new Drawn(chosen, seed == null, drawings, notices(t, plan, redraw));
    });
  }

  /** What was drawn in a document: the drawing, and the document with the lots recorded. */
  public record DrawnInDocument(Drawn drawn, Tournament tournament) {}

  /**
   * As {@link #draw}, in a document (a value): the same ties, the same lots for the same seed. A document keeps no
   * log, so the notices end with one asking the arbiter to keep the printout.
   */
  public static DrawnInDocument drawInDocument(Tournament t, String division, Long seed, String redraw) {
    checkReason(redraw);
    long chosen = seed != null ? seed : randomSeed();
    Lots.Plan plan = Lots.plan(t, divisions(t, division), redraw != null);
    List<Lots.Drawing> drawings = Lots.draw(plan.toDraw(), chosen);
    List<Notice> notices = new ArrayList<>(notices(t, plan, redraw));
    notices.add(new Notice("赛事文件没有日志：请保存这份输出（种子、并列棋手与签号" + (redraw == null ? "" : "、重抽原因：" + redraw)
        + "）", "a document keeps no log: keep this printout (the seed, the tied players and their lots"
        + (redraw == null ? "" : ", the reason for the redraw: " + redraw) + ")"));
    return new DrawnInDocument(new Drawn(chosen, seed == null, drawings, notices), Lots.record(t, drawings));
  }

  /** A redraw needs its reason. */
  static void checkReason(String redraw) {
    if (redraw != null && redraw.isBlank()) {
      throw new ProblemException(Problem.at("redraw", "请写明重新抽签的原因", "give the reason for drawing lots again")
          .withRemedy("redraw"));
    }
  }

  /** The ties left as they were, and a redraw that found nothing drawn before. */
  static List<Notice> notices(Tournament t, Lots.Plan plan, String redraw) {
    List<Notice> notices = new ArrayList<>();
    for (Lots.Tie tie : plan.alreadyDrawn()) {
      notices.add(new Notice(tie.division() + " 第" + tie.ranks() + "名已抽过签，保留原签：" + tie.names(t, true),
          tie.division() + " ranks " + tie.ranks() + " were drawn before; their lots stay: " + tie.names(t, false)));
    }
    if (redraw != null && plan.toDraw().stream().noneMatch(Lots.Tie::drawn)) {
      notices.add(new Notice("没有已抽过签的并列，重抽未起作用", "no tie had been drawn before: the redraw changed nothing"));
    }
    return notices;
  }

  /** The divisions a drawing is for: the one named (checked), else every division that has players. */
  public static List<String> divisions(Tournament t, String division) {
    if (division != null) {
      return List.of(EntryRules.division(t.regulations(), division).id());
    }
    return t.regulations().divisions().stream().map(DivisionRules::id)
        .filter(d -> !t.playersIn(d).isEmpty()).toList();
  }

  /** The log's subject for a tie: {@code open/lots/5-6}. */
  public static String subject(Lots.Tie tie) {
    return tie.division() + "/lots/" + tie.rank() + "-" + tie.lastRank();
  }

  /** A seed an arbiter can read out: 1 to 999,999,999. */
  public static long randomSeed() {
    return new SecureRandom().nextLong(1, 1_000_000_000L);
  }
}

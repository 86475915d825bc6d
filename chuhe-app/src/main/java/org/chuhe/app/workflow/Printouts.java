package org.chuhe.app.workflow;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chuhe.app.io.PlayerFields;
import org.chuhe.app.report.ExportTables;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.app.report.Table;
import org.chuhe.app.report.Times;
import org.chuhe.app.report.Pinyin;
import org.chuhe.app.report.print.Booklet;
import org.chuhe.app.report.print.CodeCards;
import org.chuhe.app.report.print.ResultSlips;
import org.chuhe.app.report.print.TableCards;
import org.chuhe.model.Game;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;

/**
 * The venue's printouts (issue 24) as A4 PDF, chosen as {@code export slips|cards|booklet} and the console's
 * downloads choose them: the result slips and table cards of a round of each division (or of one), and the 秩序册.
 * Reads the tournament as given (a document, or the database with the head of its log for the page foot).
 */
public final class Printouts {
  /** The three printouts; only the booklet is public (slips and cards are the arbiters' to lay on the tables). */
  public enum Kind {
    SLIPS("登分单", "result slips", false),
    CARDS("台签", "table cards", false),
    BOOKLET("秩序册", "event booklet", true);

    private final String zh;
    private final String en;
    private final boolean published;

    Kind(String zh, String en, boolean published) {
      this.zh = zh;
      this.en = en;
      this.published = published;
    }

    public String zh() {
      return zh;
    }

    public String en() {
      return en;
    }

    public boolean published() {
      return published;
    }

    /** The word on the command line and in a download's address: slips, cards, booklet. */
    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  private Printouts() {}

  /**
   * The printout as a PDF: of one division (its id, Chinese or English name) or, for null, of every division with
   * players; {@code round}: the round of the slips and cards (null: each division's last paired round; the booklet
   * ignores it); {@code names}: the table cards carry the two players; {@code baseUrl}: the public pages' address,
   * for the QR code of each board's page on the slips and cards (null: none).
   */
  public static byte[] pdf(Tournament t, Kind kind, String division, Integer round, boolean names, String baseUrl,
      Lang lang, Optional<String> logHead) {
    String printedAt = Times.local(Instant.now());
    return switch (kind) {
      case SLIPS -> ResultSlips.pdf(t, rounds(t, division, round), baseUrl, lang, printedAt, logHead);
      case CARDS -> TableCards.pdf(t, rounds(t, division, round), names, baseUrl, lang, printedAt, logHead);
      case BOOKLET -> Booklet.pdf(t, divisions(t, division), lang, printedAt, logHead);
    };
  }

  /**
   * The printout as tables for a workbook ({@code --format xlsx}), for an organiser who lays out his own forms or
   * mail-merges them: the slips as one line per board with the result columns and signature cells left empty, the
   * table cards as one line per board, the booklet as each division's entries by unit and its first round's draw.
   * The same choice of divisions and rounds as {@link #pdf}; never an ID or phone number.
   */
  public static List<Table> tables(Tournament t, Kind kind, String division, Integer round, boolean names, Lang lang) {
    Map<String, Player> players = new HashMap<>();
    t.players().forEach(p -> players.put(p.id(), p));
    List<Table> tables = new ArrayList<>();
    if (kind == Kind.BOOKLET) {
      List<String> asked = divisions(t, division);
      for (String d : asked) {
        String name = StandingsReport.divisionName(t, d, lang);
        List<List<Object>> rows = new ArrayList<>();
        t.playersIn(d).stream().sorted(Comparator.comparing((Player p) -> StandingsReport.unitName(t, p))
            .thenComparing(p -> p.number() == null ? Integer.MAX_VALUE : p.number())).forEach(p -> rows.add(List.of(
            StandingsReport.unitName(t, p), p.number() == null ? "" : p.number(), p.name(), p.gender() == null ? ""
            : lang.pick(p.gender() == Gender.MALE ? "男" : "女", p.gender() == Gender.MALE ? "M" : "F"))));
        tables.add(new Table(name, t.name() + "  " + name + "  " + lang.pick("参赛名单", "entries"), List.of(
            lang.pick("单位", "Unit"), lang.pick("编号", "No."), lang.pick("姓名", "Name"), lang.pick("性别", "Sex")),
            rows));
      }
      tables.addAll(ExportTables.pairings(t, asked, 1, lang)); // round 1's draw, of the divisions that paired it
      return tables;
    }
    for (Round r : rounds(t, division, round)) {
      String name = StandingsReport.divisionName(t, r.division(), lang);
      List<List<Object>> rows = new ArrayList<>();
      for (Game g : r.games()) {
        Player red = players.get(g.red());
        Player black = players.get(g.black());
        rows.add(kind == Kind.SLIPS
            ? List.of(g.board(), number(red), red.name(), StandingsReport.unitName(t, red), "", "", "", black.name(),
                StandingsReport.unitName(t, black), number(black), "", "")
            : names ? List.of(g.board(), name, r.number(), red.name(), black.name())
            : List.of(g.board(), name, r.number()));
      }
      List<String> headings = kind == Kind.SLIPS
          ? List.of(lang.pick("台次", "Board"), lang.pick("编号", "No."), lang.pick("红方", "Red"),
              lang.pick("红方单位", "Red's unit"), lang.pick("红胜", "Red wins"), lang.pick("和", "Draw"),
              lang.pick("黑胜", "Black wins"), lang.pick("黑方", "Black"), lang.pick("黑方单位", "Black's unit"),
              lang.pick("编号", "No."), lang.pick("红方签字", "Red's signature"), lang.pick("黑方签字", "Black's signature"))
          : names ? List.of(lang.pick("台次", "Board"), lang.pick("组别", "Division"), lang.pick("轮次", "Round"),
              lang.pick("红方", "Red"), lang.pick("黑方", "Black"))
          : List.of(lang.pick("台次", "Board"), lang.pick("组别", "Division"), lang.pick("轮次", "Round"));
      tables.add(new Table(name, t.name() + "  " + name + "  " + lang.pick("第 " + r.number() + " 轮" + kind.zh(),
          kind.en() + ", round " + r.number()), headings, rows));
    }
    return tables;
  }

  /**
   * The code cards (确认码卡, issue 26) of one division (id or name) or, for null, of every division with players:
   * a card per player with his player code ({@link PlayerCodes#all}, which creates the missing codes), by division
   * in the regulations' order, then by pairing number, the players without one by name; with {@code baseUrl} the
   * QR code of each player's card page. Not a public printout: the codes are secrets. Read with the log's head after
   * the codes were made, for the page foot.
   */
  public static byte[] codes(Session s, String division, String baseUrl, Lang lang) {
    Tournament before = s.load();
    List<String> asked = divisions(before, division);
    Map<String, String> codes = PlayerCodes.all(s, division == null ? null : asked.get(0));
    AuditTrail.Stamped stamped = AuditTrail.stamped(s);
    Tournament t = stamped.tournament();
    List<CodeCards.Card> cards = new ArrayList<>();
    for (String d : asked) {
      t.playersIn(d).stream().sorted(Comparator.comparing((Player p) -> p.number() == null ? Integer.MAX_VALUE
          : p.number()).thenComparing(Player::name, Pinyin.ORDER))
          .forEach(p -> cards.add(new CodeCards.Card(d, p, codes.get(p.id()))));
    }
    return CodeCards.pdf(t, cards, baseUrl, lang, Times.local(Instant.now()),
        stamped.head().map(AuditTrail.Head::text));
  }

  private static Object number(Player p) {
    return p.number() == null ? "" : p.number();
  }

  /** The divisions asked for: one (by id or name), or every division with players, in the regulations' order. */
  static List<String> divisions(Tournament t, String division) {
    return division == null
        ? t.regulations().divisions().stream().map(d -> d.id()).filter(d -> !t.playersIn(d).isEmpty()).toList()
        : List.of(PlayerFields.division("division", t.regulations(), division));
  }

  /**
   * Round {@code round} (null: the last paired) of each division asked for that has paired it; refused when none
   * has, as {@code export pairings} refuses.
   */
  public static List<Round> rounds(Tournament t, String division, Integer round) {
    List<Round> chosen = new ArrayList<>();
    for (String d : divisions(t, division)) {
      List<Round> rounds = t.roundsOf(d);
      (round == null ? rounds.stream().reduce((a, b) -> b)
          : rounds.stream().filter(r -> r.number() == round).findFirst()).ifPresent(chosen::add);
    }
    if (chosen.isEmpty()) {
      throw ProblemException.of("round", round == null ? "还没有编排任何一轮" : "没有已编排的第 " + round + " 轮",
          round == null ? "no round has been paired yet" : "round " + round + " has not been paired");
    }
    return chosen;
  }
}

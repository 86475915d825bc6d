package org.chuhe.app.io.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.chuhe.app.io.trf.TrfReader.Read;
import org.chuhe.model.Gender;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Scoring;
import org.chuhe.tournament.Histories;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/** TRF files written by hand from the specification (src/test/resources/trf), with hand-checked expectations. */
class TrfReaderTest {

  static String resource(String name) {
    try (InputStream in = TrfReaderTest.class.getResourceAsStream("/trf/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Each game as "red-black result" by start ranks. */
  private static List<String> games(Tournament t, Round r) {
    return r.games().stream().map(g -> t.player(g.red()).orElseThrow().number() + "-"
        + t.player(g.black()).orElseThrow().number() + " " + g.result()).toList();
  }

  private static List<Integer> numbers(Tournament t, List<String> ids) {
    return ids.stream().map(id -> t.player(id).orElseThrow().number()).sorted().toList();
  }

  @Test
  void trf2026WithForfeitsLatenessByeAbsenceAndWithdrawal() {
    var read = TrfReader.read("hand-2026.trf", resource("hand-2026.trf"));
    Tournament t = read.tournament();
    assertEquals("厦门市象棋公开赛（手写样例）", t.name());
    assertEquals("hand-2026", t.id());
    assertEquals(Scoring.LAWS_2011, t.regulations().scoring());
    assertEquals(4, t.regulations().rounds(), "142 says 4 rounds, 3 are played");
    assertEquals(6, t.players().size());
    var wang = t.players().get(0);
    assertEquals("王芳", wang.name());
    assertEquals(Gender.FEMALE, wang.gender());
    assertEquals(1800, wang.rating());
    assertEquals(LocalDate.of(2009, 5, 1), wang.birthDate());
    assertEquals("厦门", t.unitName(wang));
    assertEquals("泉州", t.unitName(t.players().get(1)));
    assertEquals(t.players().get(0).unit(), t.players().get(2).unit(), "one unit 厦门 for players 1 and 3");
    assertNull(t.players().get(5).rating());

    List<Round> rounds = t.rounds();
    assertEquals(3, rounds.size());
    // Boards in the order of each game's lower start rank.
    assertEquals(List.of("1-4 RED_WIN", "2-5 DRAW", "3-6 RED_WIN_BY_FORFEIT"), games(t, rounds.get(0)));
    assertEquals(List.of("2-1 RED_WIN", "5-3 BLACK_WIN_BY_LATENESS"), games(t, rounds.get(1)));
    assertEquals(List.of(4), numbers(t, rounds.get(1).byes()));
    assertEquals(List.of("1-3 DOUBLE_FORFEIT", "4-2 RED_WIN"), games(t, rounds.get(2)));
    assertEquals(List.of(5), numbers(t, rounds.get(2).absent()), "Z in the round and 240 Z say the same");
    assertEquals(List.of(), rounds.get(1).absent(), "a withdrawn player is not absent");
    assertEquals(List.of(new Withdrawal("p6", 1, "伤病 injured")), t.withdrawals());

    // 2/1/0: 1 wins, loses, forfeits (2); 2 draws, wins, loses (3); 3 wins by forfeit and lateness, double forfeit
    // (4); 4 loses, bye, wins (4); 5 draws, late, absent (1); 6 forfeits and withdraws (0).
    var histories = Histories.of(t, TrfReader.DIVISION);
    Map<Integer, Integer> points = t.players().stream().collect(Collectors.toMap(p -> p.number(),
        p -> histories.get(p.id()).points()));
    assertEquals(Map.of(1, 2, 2, 3, 3, 4, 4, 4, 5, 1, 6, 0), points);
    assertTrue(read.notes().stream().noneMatch(n -> n.en().contains("points column")), read.notes().toString());
    // The city and the chief arbiter are not kept, and said so with their lines.
    assertTrue(read.notes().stream().anyMatch(n -> n.where().equals("hand-2026.trf:3") && n.en().contains("city")),
        read.notes().toString());
    assertTrue(read.notes().stream().anyMatch(n -> n.where().equals("hand-2026.trf:4")
        && n.en().contains("chief arbiter")), read.notes().toString());
  }

  @Test
  void aFileInGbkAsAProgramOnChineseWindowsWritesItReadsTheSameAndSaysSo() {
    String text = resource("hand-2026.trf");
    Read utf8 = TrfReader.read("hand-2026.trf", text.getBytes(StandardCharsets.UTF_8));
    Read gbk = TrfReader.read("hand-2026.trf", text.getBytes(java.nio.charset.Charset.forName("GBK")));
    assertEquals(utf8.tournament(), gbk.tournament());
    assertEquals("王芳", gbk.tournament().players().get(0).name());
    assertEquals(new TrfNote("hand-2026.trf", "文件不是 UTF-8，已按 GB18030（GBK）读取，请核对姓名",
        "not UTF-8: read as GB18030 (GBK); check the names"), gbk.notes().get(0));
    assertEquals(utf8.notes(), gbk.notes().subList(1, gbk.notes().size()));
  }

  @Test
  void trf16OfAnotherProgramWithHalfAndFullPointByes() {
    var read = TrfReader.read("other-16.trf", resource("other-16.trf"));
    Tournament t = read.tournament();
    // No point system record: FIDE's 1-½-0, doubled to chuhe's whole points.
    assertEquals(Scoring.LAWS_2011, t.regulations().scoring());
    assertEquals(2, t.regulations().rounds());
    assertEquals("Ding, Liren", t.players().get(0).name());
    assertNull(t.players().get(1).birthDate(), "1989 alone is not a birth date");
    assertEquals(List.of("1-2 DRAW"), games(t, t.rounds().get(0)));
    assertEquals(List.of(4), numbers(t, t.rounds().get(0).byes()), "F: a full-point bye becomes a bye");
    assertEquals(List.of(3), numbers(t, t.rounds().get(0).absent()), "H: a half-point bye becomes an absence");
    assertEquals(List.of("3-4 RED_WIN"), games(t, t.rounds().get(1)));
    assertEquals(List.of(1), numbers(t, t.rounds().get(1).byes()));
    assertEquals(List.of(2), numbers(t, t.rounds().get(1).absent()));
    String notes = read.notes().stream().map(TrfNote::line).collect(Collectors.joining("\n"));
    System.out.println(notes);
    for (String expected : List.of("FIDE's default 1-½-0", "half-point bye (H)", "full-point bye (F)",
        "record CHN", "titles of 2 players", "federations of 4 players", "FIDE numbers of 4 players",
        "birth years without month and day of 1 players", "no. 3: the points column says 1.5, chuhe counts 2")) {
      assertTrue(notes.contains(expected), expected + " in\n" + notes);
    }
    assertTrue(notes.contains("other-16.trf:10"), "the CHN record's line is named");
  }

  @Test
  void everyMalformedLineIsNamedByLineAndColumn() {
    var e = assertThrows(ProblemException.class, () -> TrfReader.read("broken.trf", resource("broken.trf")));
    List<String> where = e.problems().stream().map(Problem::where).toList();
    System.out.println(e.problems().stream().map(Problem::line).collect(Collectors.joining("\n")));
    for (String expected : List.of("broken.trf:2:5 start rank", "broken.trf:3:97 round 1 colour",
        "broken.trf:4:92 round 1 opponent", "broken.trf:5:99 round 1 result", "broken.trf:7:99 round 1 result",
        "broken.trf:9:1 record", "broken.trf:10:70 birth date")) {
      assertTrue(where.contains(expected), expected + " in " + where);
    }
    for (Problem p : e.problems()) {
      assertTrue(p.zh().startsWith("第 ") && p.en().startsWith("line "), p.line());
    }
  }

  @Test
  void aFileWithoutPlayersIsRefused() {
    var e = assertThrows(ProblemException.class, () -> TrfReader.read("empty.trf", "012 Nothing\n"));
    assertEquals("empty.trf", e.problems().get(0).where());
    assertTrue(e.problems().get(0).en().contains("no player records"));
  }

  @Test
  void pointsWithoutHalvesAreKeptAsTheyAre() {
    // Round 1's block: the opponent in columns 92-95, the colour in 97, the result in 99.
    String text = "012 Three-one-nil\n062 3\n162  W 3.0    D 1.0    L 0.0\n"
        + String.format("%-91s%4s %s %s%n", "001    1      A", "2", "w", "1")
        + String.format("%-91s%4s %s %s%n", "001    2      B", "1", "b", "0");
    var read = TrfReader.read("x.trf", text);
    Tournament t = read.tournament();
    assertTrue(read.notes().contains(new TrfNote("x.trf:2", "062 记录写有 3 名棋手，文件中有 2 名",
        "record 062 states 3 players, the file has 2")), read.notes().toString());
    assertEquals(3, t.regulations().scoring().redWin());
    assertEquals(1, t.regulations().scoring().blackDraw());
    assertEquals(Result.RED_WIN, t.rounds().get(0).games().get(0).result());
  }
}

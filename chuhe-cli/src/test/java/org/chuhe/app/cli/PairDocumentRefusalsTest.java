package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every way {@code pair FILE} refuses a document's content names the file, once: an arbiter with the morning's and
 * the afternoon's files open must see which one is meant (issue 23: fourteen refusals did not name it). Each case
 * below reaches one refusal path of the use case on a document (the division, the rounds left, the results still
 * open, the pairing numbers, the players named in the options, the manual changes, a round no rule allows); the
 * document is left as it was.
 */
class PairDocumentRefusalsTest {
  @TempDir Path dir;

  /** Four players of one division, round 1 played (a beat b, c beat d); seed 002 allows no provisional pairing. */
  private static final String PLAYED = """
      {"regulations": "qingyuan-2016",
       "players": [{"id": "a", "name": "王芳", "number": 1}, {"id": "b", "name": "王芳", "number": 2},
                   {"id": "c", "name": "李明", "number": 3}, {"id": "d", "name": "赵强", "number": 4}],
       "rounds": [{"number": 1, "games": [{"red": "a", "black": "b", "result": "1-0"},
                                          {"red": "c", "black": "d", "result": "1-0"}]}]}
      """;

  /** Two divisions (seed 000: adult and youth); youth has no players, adult two, each numbered 1 twice over. */
  private static final String TWO_DIVISIONS = """
      {"regulations": "fujian-women-2018",
       "players": [{"id": "a", "name": "王芳", "division": "adult", "number": 1},
                   {"id": "b", "name": "陈静", "division": "adult", "number": 2}]}
      """;

  private record Case(String name, String document, List<String> options, String says) {}

  private static List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    cases.add(new Case("no such division", PLAYED, List.of("--division", "youth"), "no division \"youth\""));
    cases.add(new Case("every round paired", PLAYED.replace("\"qingyuan-2016\"",
        "{\"id\": \"two\", \"rounds\": 1}"), List.of(), "nothing to pair"));
    cases.add(new Case("every round of the division paired", PLAYED.replace("\"qingyuan-2016\"",
        "{\"id\": \"two\", \"rounds\": 1}"), List.of("--division", "open"), "all 1 rounds"));
    cases.add(new Case("a result still open", PLAYED.replace(", \"result\": \"1-0\"}]}]}", "}]}]}"), List.of(),
        "do not allow provisional pairing"));
    cases.add(new Case("an earlier round still open", PLAYED.replace(", \"result\": \"1-0\"}]}]}", "}]},"
        + "{\"number\": 2, \"games\": [{\"red\": \"a\", \"black\": \"c\", \"result\": \"1-0\"},"
        + " {\"red\": \"d\", \"black\": \"b\", \"result\": \"1-0\"}]}]}")
        .replace("\"qingyuan-2016\"", "{\"id\": \"open\", \"provisionalPairing\": true}"), List.of(),
        "round 1 still has 1 games without a result"));
    cases.add(new Case("a pairing number twice", PLAYED.replace("\"number\": 4", "\"number\": 3"), List.of(),
        "pairing number 3 is used twice"));
    cases.add(new Case("nobody numbered", PLAYED.replaceAll(", \"number\": \\d", "")
        .replaceAll("(?s),\\s*\"rounds\".*\\}\\]\\}\\]", ""), List.of(), "run the draw first"));
    cases.add(new Case("a division without players", TWO_DIVISIONS, List.of("--division", "youth"),
        "has no players"));
    cases.add(new Case("an absent player who is not there", PLAYED, List.of("--absent", "钱七"), "no such player"));
    cases.add(new Case("an absent player named ambiguously", PLAYED, List.of("--absent", "王芳"),
        "could be any of 2 players"));
    cases.add(new Case("a number that needs the division", TWO_DIVISIONS.replace("\"number\": 2",
        "\"number\": 1").replace("\"id\": \"b\", \"name\": \"陈静\", \"division\": \"adult\"",
        "\"id\": \"b\", \"name\": \"陈静\", \"division\": \"youth\""), List.of("--absent", "#1"),
        "could be any of 2 players"));
    cases.add(new Case("a swap with someone not in the round", PLAYED, List.of("--absent", "d", "--swap", "a,d",
        "--reason", "测试"), "both players of a swap must be in the round"));
    cases.add(new Case("a player in two changes", PLAYED, List.of("--force-pair", "a,c", "--force-bye", "a",
        "--reason", "测试"), "appears in two manual changes"));
    cases.add(new Case("a player swapped with himself by two names", PLAYED, List.of("--swap", "c,#3", "--reason",
        "测试"), "cannot swap a player with himself"));
    cases.add(new Case("no legal pairing", PLAYED.replace("}]}]}", "}]},"
        + "{\"number\": 2, \"games\": [{\"red\": \"a\", \"black\": \"c\", \"result\": \"1-0\"},"
        + " {\"red\": \"d\", \"black\": \"b\", \"result\": \"1-0\"}]},"
        + "{\"number\": 3, \"games\": [{\"red\": \"a\", \"black\": \"d\", \"result\": \"1-0\"},"
        + " {\"red\": \"b\", \"black\": \"c\", \"result\": \"1-0\"}]}]}"), List.of(), "cannot be paired"));
    cases.add(new Case("a reason that is not one line", PLAYED, List.of("--force-pair", "a,c", "--reason",
        "测试\u0007"), "reason"));
    return cases;
  }

  @Test
  void everyRefusalOfTheDocumentNamesItOnce() throws Exception {
    List<Case> cases = cases();
    assertThat(cases).hasSizeGreaterThanOrEqualTo(14);
    SoftAssertions softly = new SoftAssertions();
    for (int i = 0; i < cases.size(); i++) {
      Case c = cases.get(i);
      String name = "event-" + i + ".json";
      Path doc = dir.resolve(name);
      Files.writeString(doc, c.document());
      List<String> args = new ArrayList<>(List.of("pair", doc.toString()));
      args.addAll(c.options());
      Cli r = Cli.run(args.toArray(String[]::new));
      softly.assertThat(r.exit()).as(c.name() + ": " + r.err()).isEqualTo(Main.EXIT_BAD_INPUT);
      softly.assertThat(r.err()).as(c.name()).contains(c.says());
      for (String line : r.err().lines().filter(l -> !l.startsWith("  ")).toList()) {
        softly.assertThat(line).as(c.name() + ": every line names the file").startsWith(name + ": ");
        softly.assertThat(line.indexOf(name, 1)).as(c.name() + ": once: " + line).isNegative();
      }
      softly.assertThat(Files.readString(doc)).as(c.name() + ": the document is left as it was")
          .isEqualTo(c.document());
    }
    softly.assertAll();
  }
}

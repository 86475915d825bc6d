package org.chuhe.app.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Range;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/**
 * Every number a tournament document can carry, its regulations' included (each preset's in turn), has a range that
 * is checked on reading: each numeric field of a document that uses every field is set in turn to 2147483647 (the
 * pairing number that once reached the pairing's packing and failed {@code check} with an internal error) and to
 * -1, and each such document is refused with a problem naming the file and the field, in both languages. The
 * largest values the ranges allow are read.
 */
class NumberRangesTest {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** A document using every numeric field (the regulations' come from the preset it is given). */
  private static ObjectNode document(String preset) throws Exception {
    ObjectNode doc = (ObjectNode) Mappers.json().readTree("""
        {"format": "chuhe-tournament", "version": 1, "id": "t", "players": [
          {"id": "a", "number": 1, "rating": 1850}, {"id": "b", "number": 2, "rating": 1700},
          {"id": "c", "number": 3}, {"id": "d", "number": 4}],
         "rounds": [
          {"number": 1, "games": [{"board": 1, "red": "a", "black": "b", "result": "1-0", "redFouls": 2,
              "redIllegalMoves": 1, "blackFouls": 1, "blackIllegalMoves": 1}, {"board": 2, "red": "c", "black": "d"}]},
          {"number": 2, "games": [{"board": 1, "red": "b", "black": "c"}, {"board": 2, "red": "d", "black": "a"}],
           "countedAsDraws": [{"round": 1, "board": 2}]}],
         "withdrawals": [{"player": "d", "afterRound": 2, "reason": "病退"}],
         "penalties": [{"player": "a", "kind": "OPPONENT_SCORE_DEDUCTION", "round": 1, "amount": 1, "reason": "未签字"}],
         "lots": {"a": 1, "b": 2}}
        """);
    String division = Presets.get(preset).divisions().get(0).id();
    for (JsonNode p : doc.get("players")) {
      ((ObjectNode) p).put("division", division);
    }
    for (JsonNode r : doc.get("rounds")) {
      ((ObjectNode) r).put("division", division);
    }
    doc.set("regulations", Mappers.json().valueToTree(Presets.get(preset)));
    return doc;
  }

  /** Every numeric field of the tree, as its path in the form problems use ({@code rounds[0].games[1].board}). */
  private static List<String> numbers(JsonNode node, String path, List<String> found) {
    if (node.isIntegralNumber()) {
      found.add(path);
    } else if (node.isObject()) {
      node.fields().forEachRemaining(e -> numbers(e.getValue(), path.isEmpty() ? e.getKey() : path + "." + e.getKey(),
          found));
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        numbers(node.get(i), path + "[" + i + "]", found);
      }
    }
    return found;
  }

  private static void set(ObjectNode root, String path, long value) {
    JsonNode parent = root;
    String[] steps = path.split("\\.");
    for (int i = 0; i < steps.length; i++) {
      String step = steps[i];
      String name = step.contains("[") ? step.substring(0, step.indexOf('[')) : step;
      List<Integer> indexes = new ArrayList<>();
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[(\\d+)]").matcher(step);
      while (m.find()) {
        indexes.add(Integer.parseInt(m.group(1)));
      }
      boolean last = i == steps.length - 1;
      if (last && indexes.isEmpty()) {
        ((ObjectNode) parent).set(name, NODES.numberNode(value));
        return;
      }
      JsonNode next = parent.get(name);
      for (int k = 0; k < indexes.size(); k++) {
        if (last && k == indexes.size() - 1) {
          ((ArrayNode) next).set(indexes.get(k), NODES.numberNode(value));
          return;
        }
        next = next.get(indexes.get(k));
      }
      parent = next;
    }
  }

  @Test
  void everyNumberOfADocumentAndItsRegulationsOutOfItsRangeIsRefusedNamingTheField() throws Exception {
    SoftAssertions softly = new SoftAssertions();
    int refused = 0;
    for (String preset : Presets.ids()) {
      ObjectNode doc = document(preset);
      String text = Mappers.json().writeValueAsString(doc);
      assertThat(TournamentDocuments.read("fine.json", text)).as(preset + ": the document as it is").isNotNull();
      for (String path : numbers(doc, "", new ArrayList<>())) {
        for (long value : new long[] {Integer.MAX_VALUE, -1}) {
          ObjectNode changed = doc.deepCopy();
          set(changed, path, value);
          String name = "event.json";
          ProblemException e = catchThrowableOfType(() -> TournamentDocuments.read(name,
              Mappers.json().writeValueAsString(changed)), ProblemException.class);
          String what = preset + ": " + path + " = " + value;
          if (e == null) {
            softly.fail(what + " was read");
            continue;
          }
          refused++;
          String field = path.replaceAll("^.*\\.", "").replaceAll("\\[\\d+]$", "");
          softly.assertThat(e.problems()).as(what).anySatisfy(p -> {
            assertThat(p.where()).startsWith(name).contains(field);
            assertThat(p.zh()).containsPattern("\\p{IsHan}");
            assertThat(p.en()).isNotBlank();
          });
          softly.assertThat(e.problems()).as(what + ": " + e.problems()).allSatisfy(p ->
              assertThat(p.kind()).isEqualTo(Problem.Kind.INVALID_INPUT));
        }
      }
    }
    softly.assertThat(refused).isGreaterThan(200);
    softly.assertAll();
  }

  @Test
  void aRegistrationListsRatingOutOfItsRangeIsRefusedNamingTheRowAndTheField() {
    ProblemException e = catchThrowableOfType(() -> org.chuhe.app.io.PlayerCsv.read("list.csv",
        "name,rating\n王芳,1850\n李明,2147483647\n", Presets.get("xiaoyi-2019")), ProblemException.class);
    assertThat(e).isNotNull();
    assertThat(e.problems()).anySatisfy(p -> assertThat(p.line()).contains("list.csv", "3", "rating",
        "等级分须为 0 至 9999 的整数，现为 2147483647"));
  }

  @Test
  void theLargestValuesTheRangesAllowAreRead() throws Exception {
    ObjectNode doc = document("xiaoyi-2019");
    set(doc, "players[0].number", Range.PAIRING_NUMBER.max());
    set(doc, "players[0].rating", Range.RATING.max());
    set(doc, "rounds[1].number", Range.ROUND.max());
    set(doc, "rounds[0].games[0].board", Range.BOARD.max());
    set(doc, "rounds[0].games[0].redFouls", Range.FOULS.max());
    set(doc, "rounds[0].games[0].redIllegalMoves", Range.FOULS.max());
    set(doc, "penalties[0].amount", Range.AMOUNT.max());
    set(doc, "penalties[0].round", Range.ROUND.max());
    set(doc, "withdrawals[0].afterRound", Range.ROUNDS.max());
    set(doc, "lots.a", Range.LOT.max());
    set(doc, "regulations.rounds", Range.ROUND.max());
    ((ObjectNode) doc.get("regulations")).set("scoring", Mappers.json().valueToTree(Map.of("redWin", 10, "redDraw", 5,
        "bye", 10, "forfeitWin", 10)));
    ((ObjectNode) doc.get("rounds").get(1).get("countedAsDraws").get(0)).put("board", 2);
    Tournament t = TournamentDocuments.read("largest.json", Mappers.json().writeValueAsString(doc));
    assertThat(t.player("a").orElseThrow().number()).isEqualTo(Range.PAIRING_NUMBER.max());
    assertThat(t.regulations().roundsOf(t.players().get(0).division())).isEqualTo(Range.ROUND.max());
  }
}

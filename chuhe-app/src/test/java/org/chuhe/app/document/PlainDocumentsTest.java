package org.chuhe.app.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.chuhe.app.document.DocumentDtos.DocumentDto;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.presets.Presets;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The token-by-token reading of a good document gives the very records the mapper gives, and gives up (null: the
 * caller reads the file the full way) at anything a good document does not hold.
 */
class PlainDocumentsTest {
  /** Every kind of thing a round holds: games with fouls, byes, a change, an absence, counted draws, a draft. */
  private static final String EVERYTHING = """
      {"format": "chuhe-tournament", "version": 1, "id": "t", "name": "赛", "regulations": "xiaoyi-2019",
       "units": [{"id": "u1", "name": "一队"}],
       "players": [{"id": "a", "name": "甲", "birthDate": "1990-01-02", "unit": "u1"}, {"id": "b", "name": "乙"},
                   {"id": "c", "name": "丙"}, {"id": "d", "name": "丁", "residence": {"province": "广东省"}}],
       "rounds": [{"number": 1, "games": [{"board": 1, "red": "a", "black": "b", "result": "1-0", "redFouls": 2,
                   "redIllegalMoves": 1, "blackFouls": 0, "recordKept": false}], "byes": ["c"], "absent": ["d"],
                   "changes": [{"kind": "FORCE_BYE", "players": ["c"], "reason": "请假"}]},
                  {"number": 2, "games": [{"board": 1, "red": "c", "black": "a", "result": null}], "byes": ["b"],
                   "countedAsDraws": [{"round": 1, "board": 1}], "draft": true, "division": "open"}],
       "withdrawals": [{"player": "b", "afterRound": 2, "reason": "病"}],
       "penalties": [{"player": "a", "kind": "FOUL", "amount": 1}],
       "awards": [{"player": "c", "name": "体育道德风尚奖"}],
       "lots": {"a": 1}, "log": "日志 log #1"}
      """;

  @Test
  void aDocumentWithEveryKindOfRoundGivesTheMappersRecords() throws Exception {
    assertSameAsTheMapper(EVERYTHING);
    assertThat(TournamentDocuments.read("t.json", EVERYTHING).rounds()).hasSize(2);
  }

  @Test
  void aSimulatedEventGivesTheMappersRecords() throws Exception {
    String json = TournamentDocuments.write(Simulation.run(new SimulationSpec(3, Presets.get("xiaoyi-2019"), null,
        200, 7, null, 0.05, 0.05, 0.3, null)), true);
    assertSameAsTheMapper(json);
    assertSameAsTheMapper("\uFEFF" + json);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "a board as text          | \"board\": 1, \"red\": \"a\"  | \"board\": \"1\", \"red\": \"a\"",
      "a fraction as a board    | \"board\": 1, \"red\": \"a\"  | \"board\": 1.5, \"red\": \"a\"",
      "a board beyond an int    | \"board\": 1, \"red\": \"a\"  | \"board\": 12345678901, \"red\": \"a\"",
      "an unknown game field    | \"board\": 1, \"red\": \"a\"  | \"board\": 1, \"bord\": 2, \"red\": \"a\"",
      "a number as a name       | \"red\": \"a\"               | \"red\": 1",
      "a control character      | \"red\": \"a\"               | \"red\": \"a\\u0007\"",
      "a null game              | \"result\": null}]          | \"result\": null}, null]",
      "a null bye               | \"byes\": [\"b\"]            | \"byes\": [\"b\", null]",
      "a number as a bye        | \"byes\": [\"b\"]            | \"byes\": [1]",
      "text as a draft          | \"draft\": true             | \"draft\": \"true\"",
      "an unknown round field   | \"draft\": true             | \"draft\": true, \"drafted\": 1",
      "an unknown field         | \"log\": \"日志 log #1\"      | \"log\": \"日志 log #1\", \"logs\": 1",
      "a second value           | \"log\": \"日志 log #1\"}     | \"log\": \"日志 log #1\"} {}",
      "a null round             | \"division\": \"open\"}]     | \"division\": \"open\"}, null]",
      "a duplicate field        | \"draft\": true             | \"draft\": true, \"draft\": true"})
  void anythingAGoodDocumentDoesNotHoldIsLeftToTheFullReading(String what, String good, String bad) {
    assertThat(EVERYTHING).as(what).contains(good);
    assertThat(PlainDocuments.read(utf8(EVERYTHING.replace(good, bad)))).as(what).isNull();
  }

  private static void assertSameAsTheMapper(String json) throws Exception {
    DocumentDto plain = PlainDocuments.read(utf8(json));
    assertThat(plain).isNotNull();
    String text = json.startsWith("\uFEFF") ? json.substring(1) : json;
    assertThat(plain).isEqualTo(Mappers.json().readValue(text, DocumentDto.class));
  }

  private static InputFiles.Utf8 utf8(String json) {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    int bom = json.startsWith("\uFEFF") ? 3 : 0;
    return new InputFiles.Utf8(bytes, bom, bytes.length - bom);
  }
}

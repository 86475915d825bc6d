package org.chuhe.app.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.app.io.InputMutations;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each kind of bad tournament document the reader once failed on (an internal error naming Java classes) or let
 * through (a number as a name, a date with a time, a document without players): one clear line naming the file and
 * the field, and nothing read.
 */
class BadDocumentsTest {
  /** Two players, one division (xiaoyi-2019), one round with a game, a bye, a change and a provisional draw. */
  private static final String GOOD = """
      {"format": "chuhe-tournament", "version": 1, "regulations": "xiaoyi-2019",
       "units": [{"id": "u1", "name": "一队"}],
       "players": [{"id": "a", "name": "甲", "birthDate": "1990-01-02"}, {"id": "b", "name": "乙"},
                   {"id": "c", "name": "丙"}],
       "rounds": [{"number": 1, "games": [{"board": 1, "red": "a", "black": "b", "result": "1-0"}],
                   "byes": ["c"], "changes": [{"kind": "FORCE_BYE", "players": ["c"], "reason": "请假"}]},
                  {"number": 2, "games": [{"board": 1, "red": "c", "black": "a"}], "byes": ["b"],
                   "countedAsDraws": [{"round": 1, "board": 1}]}],
       "withdrawals": [{"player": "b", "afterRound": 2, "reason": "病"}],
       "penalties": [{"player": "a", "kind": "FOUL", "amount": 1}],
       "awards": [{"player": "c", "name": "体育道德风尚奖"}],
       "lots": {"a": 1}}
      """;

  @TempDir Path dir;

  @Test
  void theGoodDocumentIsRead() {
    Tournament t = TournamentDocuments.read("good.json", GOOD);
    assertThat(t.players()).hasSize(3);
    assertThat(t.rounds()).hasSize(2);
  }

  @ParameterizedTest(name = "null in {0}")
  @CsvSource(delimiter = '|', value = {
      "rounds[0].games[1]  | \"games\": [{\"board\": 1, \"red\": \"a\", \"black\": \"b\", \"result\": \"1-0\"}] | \"games\": [{\"board\": 1, \"red\": \"a\", \"black\": \"b\", \"result\": \"1-0\"}, null]",
      "rounds[2]           | \"countedAsDraws\": [{\"round\": 1, \"board\": 1}]}] | \"countedAsDraws\": [{\"round\": 1, \"board\": 1}]}, null]",
      "rounds[0].byes[0]   | \"byes\": [\"c\"] | \"byes\": [null]",
      "units[1]            | {\"id\": \"u1\", \"name\": \"一队\"}] | {\"id\": \"u1\", \"name\": \"一队\"}, null]",
      "withdrawals[0]      | [{\"player\": \"b\", \"afterRound\": 2, \"reason\": \"病\"}] | [null]",
      "penalties[0]        | [{\"player\": \"a\", \"kind\": \"FOUL\", \"amount\": 1}] | [null]",
      "awards[0]           | [{\"player\": \"c\", \"name\": \"体育道德风尚奖\"}] | [null]",
      "lots.a              | {\"a\": 1} | {\"a\": null}",
      "rounds[0].changes[0] | \"changes\": [{\"kind\": \"FORCE_BYE\", \"players\": [\"c\"], \"reason\": \"请假\"}] | \"changes\": [null]",
      "rounds[1].countedAsDraws[0] | \"countedAsDraws\": [{\"round\": 1, \"board\": 1}] | \"countedAsDraws\": [null]",
      "players[2]          | {\"id\": \"c\", \"name\": \"丙\"}] | null]"})
  void aNullWhereAListItemBelongsIsOneLineWithItsPlace(String path, String good, String bad) {
    assertThat(GOOD).contains(good);
    assertThat(refusal(GOOD.replace(good, bad))).contains("doc.json:", path + ": ", "null");
  }

  @Test
  void aRoundWithoutADivisionInAnEventWithSeveralIsOneLine() {
    String several = GOOD.replace("\"xiaoyi-2019\"", "\"chongqing-2018\"")
        .replace("{\"id\": \"a\", \"name\": \"甲\"", "{\"id\": \"a\", \"division\": \"adult\", \"name\": \"甲\"")
        .replace("{\"id\": \"b\", \"name\": \"乙\"}", "{\"id\": \"b\", \"division\": \"adult\", \"name\": \"乙\"}")
        .replace("{\"id\": \"c\", \"name\": \"丙\"}", "{\"id\": \"c\", \"division\": \"adult\", \"name\": \"丙\"}");
    String line = refusal(several);
    assertThat(line).contains("doc.json: rounds[0].division: 规程有多个组别").contains("name one");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "a number as a name        | \"name\": \"甲\"          | \"name\": 12             | players[0].name: 应为文字，现为数字",
      "true as a name            | \"name\": \"甲\"          | \"name\": true           | players[0].name: 应为文字，现为true/false",
      "a number as a unit name   | \"name\": \"一队\"        | \"name\": 1              | units[0].name: 应为文字",
      "a list as a date          | \"1990-01-02\"           | [1990, 1, 2]             | players[0].birthDate: 应为日期",
      "a birth date in year -1   | \"1990-01-02\"           | \"-0001-01-02\"           | players[0].birthDate: 不是有效的日期",
      "a birth date in year 0    | \"1990-01-02\"           | \"0000-01-02\"           | players[0].birthDate: 不是有效的日期",
      "a birth date with a time  | \"1990-01-02\"           | \"1990-01-02T10:00\"     | players[0].birthDate: 不是有效的日期",
      "no such day               | \"1990-01-02\"           | \"1990-02-30\"           | players[0].birthDate: 不是有效的日期",
      "a number as a result      | \"result\": \"1-0\"       | \"result\": 1            | rounds[0].games[0].result: 应为文字",
      "a number as an instant    | \"reason\": \"请假\"}      | \"reason\": \"请假\", \"at\": 1570000000} | rounds[0].changes[0].at: 应为时刻",
      "a string as a board       | \"board\": 1, \"red\": \"a\" | \"board\": \"1\", \"red\": \"a\" | rounds[0].games[0].board: 应为整数",
      "a board 0                 | \"board\": 1, \"red\": \"a\" | \"board\": 0, \"red\": \"a\" | rounds[0].games[0].board: 台次从 1 开始",
      "a fraction as a round     | \"number\": 1,            | \"number\": 1.5,         | rounds[0].number: 应为整数",
      "a lone surrogate in a name | \"name\": \"甲\"         | \"name\": \"甲\\ud800\"   | players[0].name: 第 2 个字符是不成对的代理项 U+D800",
      "a control character       | \"name\": \"甲\"          | \"name\": \"甲\\u0007\"   | players[0].name: 第 2 个字符是控制字符 U+0007",
      "a line break in a name    | \"name\": \"甲\"          | \"name\": \"甲\\n乙\"     | players[0].name: 第 2 个字符是换行",
      "a second value after it   | \"lots\": {\"a\": 1}}     | \"lots\": {\"a\": 1}} {} | 之后不能再有内容"})
  void aValueOfTheWrongKindIsRefusedWithTheFieldsPath(String what, String good, String bad, String expected) {
    assertThat(GOOD).as(what).contains(good);
    assertThat(refusal(GOOD.replace(good, bad))).as(what).contains("doc.json").contains(expected);
  }

  @Test
  void aDocumentWithoutPlayersIsRefused() {
    assertThat(refusal("{\"regulations\": \"xiaoyi-2019\"}")).contains("doc.json: players: 缺少棋手名单")
        .contains("\"players\": []");
    assertThat(TournamentDocuments.read("new.json", "{\"regulations\": \"xiaoyi-2019\", \"players\": []}").players())
        .isEmpty();
  }

  @Test
  void aLoneSurrogateIsNeverStoredAsAQuestionMark() {
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> TournamentDocuments.read("doc.json", GOOD.replace("\"乙\"", "\"\\udc00乙\"")));
    assertThat(e.getMessage()).contains("players[1].name", "U+DC00").doesNotContain("?乙");
  }

  @Test
  void aFileWithAByteOrderMarkReadsAsWithout(@TempDir Path dir) throws Exception {
    Path plain = dir.resolve("plain.json");
    Path marked = dir.resolve("marked.json");
    Files.writeString(plain, GOOD);
    Files.write(marked, ("\uFEFF" + GOOD).getBytes(StandardCharsets.UTF_8));
    assertThat(TournamentDocuments.read(marked)).isEqualTo(TournamentDocuments.read(plain));
  }

  @Test
  void gbkTextIsRefusedSayingWhichEncodingWasFound() throws Exception {
    Path file = dir.resolve("赛事.json");
    Files.write(file, GOOD.getBytes(Charset.forName("GBK")));
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> TournamentDocuments.read(file));
    InputMutations.assertClear(e, "赛事.json", "GBK document");
    assertThat(e.getMessage()).contains("GBK/GB18030", "UTF-8", "读作").doesNotContain("Input length");
  }

  /** The one line a bad document gives, after checking it is clear ({@link InputMutations#assertClear}). */
  private static String refusal(String document) {
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> TournamentDocuments.read("doc.json", document));
    assertThat(e).as("refused: " + document).isNotNull();
    InputMutations.assertClear(e, "doc.json", document);
    return e.getMessage();
  }
}

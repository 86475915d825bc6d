package org.chuhe.app.io;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chinese wording for the checks the core records make in their constructors. The core throws plain
 * {@code IllegalArgumentException}s with an English message (it has no place for translations); a person reading a
 * file error deserves both languages and the field at fault, so the known messages are recognised here. An
 * unrecognised message is still shown, in English, behind a Chinese lead-in.
 */
final class ConstraintMessages {
  private ConstraintMessages() {}

  /** What is wrong: the field at fault inside the record (null if the record as a whole), zh and en. */
  record Said(String field, String zh, String en) {}

  private record Known(Pattern pattern, String field, String zh, String en) {}

  // $1, $2 … in zh are the groups of the English message.
  private static final List<Known> KNOWN = List.of(
      new Known(Pattern.compile("prize money cannot be negative"), "money",
          "奖金不能为负数", "prize money cannot be negative"),
      new Known(Pattern.compile("prize band ranks (\\S+)-(\\S+) are not a range"), "toRank",
          "奖励名次 $1-$2 不是有效的区间（名次从 1 起，且末名次不小于首名次）",
          "prize band ranks $1-$2 are not a range (ranks start at 1 and toRank is not below fromRank)"),
      new Known(Pattern.compile("grade band ranks (\\S+)-(\\S+) are not a range"), "toRank",
          "等级名次 $1-$2 不是有效的区间（名次从 1 起，且末名次不小于首名次）",
          "grade band ranks $1-$2 are not a range (ranks start at 1 and toRank is not below fromRank)"),
      new Known(Pattern.compile("rankLastDigit must be a digit 0-9, not (\\S+)"), "rankLastDigit",
          "名次尾数必须是 0–9 中的一个数字，现为 $1", "must be a digit 0-9, is $1"),
      new Known(Pattern.compile("timeControl.baseMinutes must be positive"), "baseMinutes",
          "基本用时（分钟）必须大于 0", "base time (minutes) must be positive"),
      new Known(Pattern.compile("timeControl.incrementSeconds cannot be negative"), "incrementSeconds",
          "每步加秒不能为负数", "increment (seconds) cannot be negative"),
      new Known(Pattern.compile("division id missing"), "id",
          "组别缺少编号 id", "the division has no id"));

  static Said explain(String message) {
    String m = message == null ? "" : message.strip();
    for (Known k : KNOWN) {
      Matcher matcher = k.pattern.matcher(m);
      if (matcher.matches()) {
        return new Said(k.field, matcher.replaceAll(k.zh), matcher.replaceAll(k.en));
      }
    }
    String detail = m.isEmpty() ? "(no detail)" : m;
    return new Said(null, "取值不符合要求：" + detail, "invalid value: " + detail);
  }
}

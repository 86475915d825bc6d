package org.chuhe.app.io;

import java.util.List;

/**
 * A Chinese hint for the YAML syntax errors arbiters actually make. The parser (snakeyaml) only speaks English; its
 * message is still shown, this says in Chinese what it usually means.
 */
final class YamlHints {
  private YamlHints() {}

  private record Hint(String english, String zh) {}

  private static final List<Hint> HINTS = List.of(
      new Hint("mapping values are not allowed here", "（此处不能写“名称: 值”：常见原因是缩进不对，或值里有冒号却没加引号）"),
      new Hint("expected <block end>", "（缩进不一致：同一层的各行必须对齐）"),
      new Hint("\\t(TAB)", "（YAML 不能用制表符 Tab 缩进，请改用空格）"),
      new Hint("cannot start any token", "（这一行的开头字符不能出现在这里）"),
      new Hint("could not find expected ':'", "（缺少冒号：应写成“名称: 值”）"),
      new Hint("did not find expected key", "（缺少字段名，或缩进不对）"),
      new Hint("found unexpected end of stream", "（文件意外结束：引号或括号没有闭合）"),
      new Hint("did not find expected node content", "（这里缺少内容）"),
      new Hint("found undefined alias", "（引用了未定义的别名 *…）"));

  static String zh(String englishDetail) {
    for (Hint h : HINTS) {
      if (englishDetail.contains(h.english)) {
        return h.zh;
      }
    }
    return "";
  }
}

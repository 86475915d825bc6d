package org.chuhe.app.io;

import java.text.Normalizer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.chuhe.model.Player;
import org.chuhe.model.Range;
import org.chuhe.model.Residence;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/**
 * The one place where the column headings of a registration list (CSV or an organiser's Excel entry form) are
 * mapped to a player's fields, and where a row's cells become a {@link Player}. Headings are English field names or
 * the Chinese titles organisers use, in their usual spellings (姓名, 出生年月, 代表队, 技术等级, 联系电话 …), compared
 * after NFKC normalisation (full-width letters and digits), without spaces and case.
 */
public final class PlayerColumns {
  /** Column titles by field; the first two are the ones written in messages. */
  private static final Map<String, List<String>> COLUMNS = new LinkedHashMap<>();

  static {
    COLUMNS.put("id", List.of("id", "编号", "棋手编号"));
    COLUMNS.put("name", List.of("name", "姓名", "棋手姓名", "名字"));
    COLUMNS.put("division", List.of("division", "组别", "参赛组别", "组"));
    COLUMNS.put("unit", List.of("unit", "单位", "代表队", "参赛单位", "队名", "所在单位"));
    COLUMNS.put("gender", List.of("gender", "性别"));
    COLUMNS.put("birthDate", List.of("birthDate", "出生日期", "出生年月日", "出生年月", "生日", "出生"));
    COLUMNS.put("province", List.of("province", "省", "户籍省"));
    COLUMNS.put("city", List.of("city", "市", "户籍市"));
    COLUMNS.put("residence", List.of("residence", "户籍", "籍贯", "户籍所在地", "户口所在地"));
    COLUMNS.put("grade", List.of("grade", "等级", "等级称号", "技术等级", "棋手等级"));
    COLUMNS.put("rating", List.of("rating", "等级分"));
    COLUMNS.put("feePaid", List.of("feePaid", "已缴费", "缴费", "是否缴费", "交费"));
    COLUMNS.put("checkedIn", List.of("checkedIn", "已报到", "报到"));
    COLUMNS.put("phone", List.of("phone", "电话", "手机", "联系电话", "手机号", "手机号码", "联系方式"));
    COLUMNS.put("idNumber", List.of("idNumber", "身份证号", "身份证", "身份证号码", "证件号码"));
    COLUMNS.put("remark", List.of("remark", "备注"));
  }

  private static final Map<String, String> BY_TITLE = new LinkedHashMap<>();

  static {
    COLUMNS.forEach((field, titles) -> titles.forEach(t -> BY_TITLE.put(key(t), field)));
  }

  private PlayerColumns() {}

  /** The field a heading names, if it is a known one. */
  public static Optional<String> field(String heading) {
    return heading == null ? Optional.empty() : Optional.ofNullable(BY_TITLE.get(key(heading)));
  }

  /** Every field, in the order of a registration list. */
  public static List<String> fields() {
    return List.copyOf(COLUMNS.keySet());
  }

  /** The known headings for a message: {@code name/姓名, division/组别 …}. */
  public static String known() {
    return String.join(", ", COLUMNS.values().stream().map(t -> t.get(0) + "/" + t.get(1)).toList());
  }

  /** The Chinese title of a field, for messages: 出生日期. */
  public static String title(String field) {
    return COLUMNS.get(field).get(1);
  }

  private static String key(String heading) {
    return Normalizer.normalize(heading, Normalizer.Form.NFKC).replaceAll("[\\s*：:]", "").toLowerCase(Locale.ROOT);
  }

  /**
   * Whether every cell of a row is good text ({@link InputText}); a problem for each one that is not, placed by
   * {@code where} (a field's place: {@code FILE:LINE field}).
   */
  public static boolean goodText(Function<String, String> where, Function<String, String> cell, ProblemList problems) {
    boolean good = true;
    for (String field : COLUMNS.keySet()) {
      var fault = InputText.fault(cell.apply(field));
      if (fault.isPresent()) {
        problems.add(Problem.at(where.apply(field), fault.get().zh(), fault.get().en()));
        good = false;
      }
    }
    return good;
  }

  /**
   * The player a row gives ({@code cell}: a field's text, null when there is no such column), or null with every
   * bad field's problem added, each placed by {@code where}.
   */
  public static Player player(Function<String, String> where, Function<String, String> cell, Regulations r,
      ProblemList problems) {
    int before = problems.size();
    String name = PlayerFields.text(cell.apply("name"));
    if (name == null) {
      problems.add(Problem.at(where.apply("name"), "缺少姓名", "name missing"));
    }
    var division = field(problems, () -> PlayerFields.division(where.apply("division"), r, cell.apply("division")));
    var gender = field(problems, () -> PlayerFields.gender(where.apply("gender"), cell.apply("gender")));
    var birth = field(problems, () -> PlayerFields.date(where.apply("birthDate"), cell.apply("birthDate")));
    var rating = field(problems, () -> PlayerFields.integer(where.apply("rating"), cell.apply("rating"),
        Range.RATING));
    var paid = field(problems, () -> PlayerFields.yesNo(where.apply("feePaid"), cell.apply("feePaid")));
    var checkedIn = field(problems, () -> PlayerFields.yesNo(where.apply("checkedIn"), cell.apply("checkedIn")));
    if (problems.size() > before) {
      return null;
    }
    String province = PlayerFields.text(cell.apply("province"));
    String city = PlayerFields.text(cell.apply("city"));
    if (province == null && city == null && PlayerFields.text(cell.apply("residence")) != null) {
      String[] split = residence(PlayerFields.text(cell.apply("residence")));
      province = split[0];
      city = split[1];
    }
    return new Player(Objects.requireNonNullElse(PlayerFields.text(cell.apply("id")), ""), name, division,
        PlayerFields.text(cell.apply("unit")), gender, birth,
        province == null && city == null ? null : new Residence(province, city), PlayerFields.text(cell.apply("grade")),
        rating, null, paid == null || paid, checkedIn != null && checkedIn, PlayerFields.text(cell.apply("phone")),
        PlayerFields.text(cell.apply("idNumber")));
  }

  /**
   * A residence written in one cell (户籍 福建省厦门市, 福建厦门, 广西壮族自治区南宁市) as province and city: split after the
   * province's 省 or 自治区, or after a municipality (北京 上海 天津 重庆); otherwise all of it is the province.
   */
  static String[] residence(String text) {
    var m = java.util.regex.Pattern.compile("^(.+?(?:省|自治区)|北京市?|上海市?|天津市?|重庆市?)(.*)$").matcher(text);
    if (m.matches()) {
      String city = m.group(2).strip();
      return new String[] {m.group(1), city.isEmpty() ? null : city};
    }
    return new String[] {text, null};
  }

  private static <T> T field(ProblemList problems, Supplier<T> parse) {
    try {
      return parse.get();
    } catch (ProblemException e) {
      problems.addAll(e.problems());
      return null;
    }
  }
}

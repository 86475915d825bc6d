package org.chuhe.app.io;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.dataformat.yaml.JacksonYAMLParseException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.NoSuchFileException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.problem.InvalidValue;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * Turns anything that goes wrong while reading a file with {@link Mappers} into a {@link Problem} a person can act
 * on: {@code where} is {@code FILE:LINE:COLUMN field.path[2].sub}, and the messages say in plain words what is wrong
 * (未知字段 "rounds2" / unknown field "rounds2"), never a stack trace or a Java class name. Used for regulations files
 * and for any other document read through Jackson.
 */
public final class ReadErrors {
  private static final Pattern SOURCE_REFERENCE =
      Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");

  /** A Java name with its package ({@code org.chuhe.regulations.Scoring}, {@code java.util.ArrayList}). */
  /** What Jackson found instead, in "Cannot deserialize value of type `X` from Integer value". */
  private static final Pattern FOUND = Pattern.compile("from (Integer|Floating-point|Boolean|Array|Object) value");
  private static final Pattern QUALIFIED_NAME = Pattern.compile("\\b(?:[a-z][a-z0-9_]*\\.)+([A-Z][\\w$]*)");

  private ReadErrors() {}

  public static Problem fromJackson(String fileName, Exception e) {
    return fromJackson(fileName, "", e, SourceIndex.EMPTY);
  }

  public static Problem fromJackson(String fileName, Exception e, SourceIndex index) {
    return fromJackson(fileName, "", e, index);
  }

  /**
   * @param basePath where the value read sits inside the file (e.g. {@code regulations} when a tournament document
   *     hands its regulations node over), prefixed to every field path; "" for a whole file
   * @param index places of the fields in the source text, used when the exception's own location is not the place
   *     of the fault (a record constructor sees the whole record only after its last field)
   */
  public static Problem fromJackson(String fileName, String basePath, Exception e, SourceIndex index) {
    String path = e instanceof JsonMappingException m ? FieldPath.of(m.getPath()) : "";
    Optional<SourceIndex.Position> at = e instanceof JsonProcessingException j
        ? SourceIndex.Position.of(j.getLocation()) : Optional.empty();

    if (e instanceof UnrecognizedPropertyException u) {
      // The parser has moved past the unknown key by now; the index knows where the key itself is.
      Optional<SourceIndex.Position> key = index.exact(FieldPath.join(basePath, path));
      return unknownField(fileName, basePath, path, key.isPresent() ? key : at, u);
    }
    if (e instanceof ValueInstantiationException v) {
      return constructorRefused(fileName, basePath, path, v, index);
    }
    if (rootCause(e) instanceof StreamConstraintsException limit) {
      return beyondLimit(fileName, basePath, path, at, limit);
    }
    if (e instanceof InvalidNullException) {
      boolean item = path.endsWith("]");
      return problem(fileName, basePath, path, at, item ? "列表中不能有空项（null）：删去它，或写出完整的一项"
          : "不能为空（null）", item ? "a list cannot hold an empty item (null): remove it or write the item in full"
          : "cannot be null");
    }
    if (e instanceof InvalidFormatException f) {
      return badValue(fileName, basePath, path, at, f);
    }
    if (e instanceof MismatchedInputException m) {
      return mismatched(fileName, basePath, path, at, m, index);
    }
    if (e instanceof JsonMappingException m && m.getCause() instanceof JsonParseException parse) {
      // Jackson wraps a syntax error met inside a list or map with the path it had reached: keep both.
      Optional<SourceIndex.Position> syntaxAt = SourceIndex.Position.of(parse.getLocation());
      return malformed(fileName, basePath, path, syntaxAt.isPresent() ? syntaxAt : at, parse);
    }
    if (e instanceof JsonMappingException m && rootCause(m) instanceof InputCoercionException c) {
      return outOfRange(fileName, basePath, path, at, c);
    }
    if (e instanceof JsonMappingException m) {
      Optional<Problem> inner = fromProblemException(fileName, basePath, path, at, m);
      if (inner.isPresent()) {
        return inner.get();
      }
      String detail = plain(m);
      return problem(fileName, basePath, path, at, "无法读取此处：" + detail, "cannot read this: " + detail);
    }
    if (e instanceof InputCoercionException c) {
      return outOfRange(fileName, basePath, path, at, c);
    }
    if (e instanceof JsonProcessingException syntax) {
      return malformed(fileName, basePath, "", at, syntax);
    }
    if (e instanceof NoSuchFileException || e instanceof FileNotFoundException) {
      return Problem.at(fileName, "文件不存在", "no such file");
    }
    if (e instanceof IOException) {
      String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      return Problem.at(fileName, "无法读取文件：" + detail, "cannot read the file: " + detail);
    }
    if (e instanceof ProblemException p && !p.problems().isEmpty()) {
      Problem first = p.problems().get(0);
      String inner = FieldPath.join(basePath, first.where() == null ? "" : first.where());
      return new Problem(where(fileName, index.find(inner), inner), first.zh(), first.en());
    }
    String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return Problem.at(fileName, "无法读取：" + detail, "cannot read: " + detail);
  }

  /** {@code FILE:LINE:COLUMN path}, leaving out whatever is unknown. */
  public static String where(String fileName, Optional<SourceIndex.Position> at, String path) {
    StringBuilder b = new StringBuilder(fileName == null ? "" : fileName);
    at.ifPresent(position -> b.append(':').append(position));
    if (path != null && !path.isEmpty()) {
      if (b.length() > 0) {
        b.append(' ');
      }
      b.append(path);
    }
    return b.toString();
  }

  /**
   * A problem found after reading (the core's validation names only a field path), placed in the file: its
   * {@code where} becomes {@code FILE:LINE:COLUMN basePath.path}.
   */
  public static Problem locate(String fileName, String basePath, Problem problem, SourceIndex index) {
    String path = FieldPath.join(basePath, problem.where() == null ? "" : problem.where());
    return new Problem(where(fileName, index.find(path), path), problem.zh(), problem.en());
  }

  private static Problem unknownField(String fileName, String basePath, String path,
      Optional<SourceIndex.Position> at, UnrecognizedPropertyException u) {
    String name = InputText.shown(u.getPropertyName(), 60);
    List<String> known = u.getKnownPropertyIds() == null ? List.of()
        : u.getKnownPropertyIds().stream().map(String::valueOf).sorted().toList();
    String zh = "未知字段 \"" + name + "\"";
    String en = "unknown field \"" + name + "\"";
    Optional<String> guess = Spelling.closest(name, known);
    if (guess.isPresent()) {
      zh += "，是否应为 \"" + guess.get() + "\"？";
      en += ", did you mean \"" + guess.get() + "\"?";
    }
    if (!known.isEmpty()) {
      zh += "（此处可用字段：" + String.join(", ", known) + "）";
      en += " (fields allowed here: " + String.join(", ", known) + ")";
    }
    return problem(fileName, basePath, path, at, zh, en);
  }

  /** A record's constructor refused the values: say its reason, at the field it names when we know which. */
  private static Problem constructorRefused(String fileName, String basePath, String path,
      ValueInstantiationException v, SourceIndex index) {
    Throwable cause = rootCause(v);
    if (cause instanceof ProblemException p && !p.problems().isEmpty()) {
      Problem first = p.problems().get(0);
      String inner = first.where() == null ? path : FieldPath.join(path, first.where());
      String full = FieldPath.join(basePath, inner);
      Optional<SourceIndex.Position> at = index.find(full);
      return new Problem(where(fileName, at.isPresent() ? at : SourceIndex.Position.of(v.getLocation()), full),
          first.zh(), first.en());
    }
    if (cause instanceof InvalidValue invalid) {
      String full = FieldPath.join(basePath, path);
      Optional<SourceIndex.Position> at = index.find(full);
      return new Problem(where(fileName, at.isPresent() ? at : SourceIndex.Position.of(v.getLocation()), full),
          invalid.zh(), invalid.en());
    }
    // A check without a bilingual problem (a plain IllegalArgumentException) is still shown, in its own words.
    String message = cause == v ? plain(v) : cause.getMessage();
    String detail = message == null || message.isBlank() ? "(no detail)" : withoutSourceReferences(message.strip());
    String full = FieldPath.join(basePath, path);
    // Jackson's own location is the end of the record (it is built after its last field); the index knows better.
    Optional<SourceIndex.Position> at = index.find(full);
    return new Problem(where(fileName, at.isPresent() ? at : SourceIndex.Position.of(v.getLocation()), full),
        "取值不符合要求：" + detail, "invalid value: " + detail);
  }

  private static Problem badValue(String fileName, String basePath, String path, Optional<SourceIndex.Position> at,
      InvalidFormatException f) {
    Class<?> type = f.getTargetType();
    String value = InputText.shown(String.valueOf(f.getValue()), 60);
    if (type != null && type.isEnum()) {
      String choices = String.join(", ", EnumNames.choices(type));
      return problem(fileName, basePath, path, at, "不是有效的取值 \"" + value + "\"，可选：" + choices,
          "not a valid value \"" + value + "\", one of: " + choices);
    }
    if (type == LocalDate.class) {
      return problem(fileName, basePath, path, at, "不是有效的日期 \"" + value + "\"，应写成 2001-12-31 这样",
          "not a valid date \"" + value + "\", write it like 2001-12-31");
    }
    if (type == LocalDateTime.class) {
      return problem(fileName, basePath, path, at,
          "不是有效的日期时间 \"" + value + "\"，应写成 2019-10-05T08:30 这样",
          "not a valid date and time \"" + value + "\", write it like 2019-10-05T08:30");
    }
    if (type == Instant.class) {
      return problem(fileName, basePath, path, at,
          "不是有效的时刻 \"" + value + "\"，应写成 2019-10-05T00:30:00Z 这样（UTC）",
          "not a valid instant \"" + value + "\", write it like 2019-10-05T00:30:00Z (UTC)");
    }
    Expected expected = Expected.of(type);
    return problem(fileName, basePath, path, at, expected.zh + "，现为 \"" + value + "\"",
        expected.en + ", found \"" + value + "\"");
  }

  private static Problem mismatched(String fileName, String basePath, String path,
      Optional<SourceIndex.Position> at, MismatchedInputException m, SourceIndex index) {
    String message = m.getOriginalMessage() == null ? "" : m.getOriginalMessage();
    if (message.startsWith("No content to map")) {
      return problem(fileName, basePath, path, at, "文件是空的", "the file is empty");
    }
    if (message.startsWith("Trailing token")) {
      return problem(fileName, basePath, path, at, "此处之前的内容已是完整的文件，之后不能再有内容（YAML 的 --- 之后不能再写第二个文档）",
          "the file is complete before this point and can hold nothing after it (in YAML, no second document "
              + "after ---)");
    }
    Expected expected = Expected.of(m.getTargetType());
    if (message.startsWith("Cannot map `null`")) {
      // A required field (a primitive in the record) is missing or empty. The parser is already past the record;
      // point at the record itself.
      String full = FieldPath.join(basePath, path);
      Optional<SourceIndex.Position> place = index.find(full).or(() -> at);
      String field = FieldPath.lastField(path);
      String name = field == null ? path : field;
      return new Problem(where(fileName, place, full), "缺少必填字段 \"" + name + "\"（" + expected.zh + "）",
          "missing required field \"" + name + "\" (" + expected.en + ")");
    }
    Matcher found = FOUND.matcher(message);
    // Text where a number or true/false was written: YAML reads a plain 2016 or yes so; say what it read.
    if (m.getTargetType() == String.class && found.find()) {
      String[] what = switch (found.group(1)) {
        case "Integer", "Floating-point" -> new String[] {"数字", "a number"};
        case "Boolean" -> new String[] {"true/false", "true/false"};
        case "Array" -> new String[] {"列表", "a list"};
        case "Object" -> new String[] {"映射（名称: 值）", "a mapping (name: value)"};
        default -> null;
      };
      if (what != null) {
        boolean quote = !found.group(1).equals("Array") && !found.group(1).equals("Object");
        return problem(fileName, basePath, path, at, expected.zh + "，现为" + what[0] + (quote ? "（文字请加引号）" : ""),
            expected.en + ", found " + what[1] + (quote ? " (put text in quotes)" : ""));
      }
    }
    return problem(fileName, basePath, path, at, expected.zh, expected.en);
  }

  private static Optional<Problem> fromProblemException(String fileName, String basePath, String path,
      Optional<SourceIndex.Position> at, JsonMappingException m) {
    if (rootCause(m) instanceof ProblemException p && !p.problems().isEmpty()) {
      Problem first = p.problems().get(0);
      return Optional.of(problem(fileName, basePath, path, at, first.zh(), first.en()));
    }
    return Optional.empty();
  }

  private static Problem malformed(String fileName, String basePath, String path, Optional<SourceIndex.Position> at,
      JsonProcessingException e) {
    String detail = plain(e);
    if (detail.startsWith("Duplicate field '")) {
      String name = detail.substring("Duplicate field '".length(), detail.indexOf('\'', 17));
      return problem(fileName, basePath, path, at, "字段 \"" + name + "\" 重复出现", "field \"" + name
          + "\" appears twice");
    }
    boolean yaml = e instanceof JacksonYAMLParseException || (e.getProcessor() != null
        && e.getProcessor().getClass().getName().contains(".yaml."));
    String format = yaml ? "YAML" : "JSON";
    String hint = yaml ? YamlHints.zh(detail) : "";
    return problem(fileName, basePath, path, at, format + " 格式错误" + hint + "：" + detail,
        "malformed " + format + ": " + detail);
  }

  private static Problem problem(String fileName, String basePath, String path, Optional<SourceIndex.Position> at,
      String zh, String en) {
    String full = FieldPath.join(basePath, path);
    return new Problem(where(fileName, at, full), zh, en);
  }

  /**
   * The exception's own message without Jackson's "at [Source …]" and reference-chain tails, and for YAML without
   * snakeyaml's quoted source lines: only the lines that say what is wrong.
   */
  private static String plain(JacksonException e) {
    String m = e.getOriginalMessage();
    if (m == null) {
      return e.getClass().getSimpleName();
    }
    StringBuilder b = new StringBuilder();
    for (String line : m.split("\\R")) {
      if (line.isBlank() || Character.isWhitespace(line.charAt(0)) || line.startsWith(" at [Source")) {
        continue;
      }
      if (b.length() > 0) {
        b.append("; ");
      }
      b.append(line.strip());
    }
    return withoutSourceReferences(b.length() == 0 ? m.strip() : b.toString());
  }

  /**
   * Jackson names places inside its messages as "[Source: …; line: 2, column: 15]"; the problem's {@code where}
   * already says which file, so only the line and column are kept.
   */
  static String withoutSourceReferences(String message) {
    String placed = SOURCE_REFERENCE.matcher(message).replaceAll("line $1, column $2");
    // A person reads "Scoring", not "org.chuhe.regulations.Scoring" or "`java.lang.String`".
    return QUALIFIED_NAME.matcher(placed.replace("`", "")).replaceAll("$1");
  }


  private static Problem outOfRange(String fileName, String basePath, String path, Optional<SourceIndex.Position> at,
      InputCoercionException c) {
    Class<?> type = c.getTargetType();
    String range = type == int.class || type == Integer.class ? "-2147483648 … 2147483647"
        : type == long.class || type == Long.class ? "-9223372036854775808 … 9223372036854775807" : null;
    if (range == null) {
      return problem(fileName, basePath, path, at, "数值超出范围", "number out of range");
    }
    return problem(fileName, basePath, path, at, "数值超出范围（应在 " + range + " 之间）",
        "number out of range (it must lie in " + range + ")");
  }

  /** A value beyond one of {@link Mappers#LIMITS}: which kind of value, and the limit. */
  private static Problem beyondLimit(String fileName, String basePath, String path, Optional<SourceIndex.Position> at,
      StreamConstraintsException limit) {
    String m = limit.getOriginalMessage() == null ? "" : limit.getOriginalMessage();
    StreamReadConstraints c = Mappers.LIMITS;
    String zh;
    String en;
    if (m.startsWith("String value length")) {
      zh = String.format("文字过长（超过 %,d 个字符）", c.getMaxStringLength());
      en = String.format("text too long (more than %,d characters)", c.getMaxStringLength());
    } else if (m.startsWith("Name length")) {
      zh = String.format("字段名过长（超过 %,d 个字符）", c.getMaxNameLength());
      en = String.format("field name too long (more than %,d characters)", c.getMaxNameLength());
    } else if (m.startsWith("Number value length")) {
      zh = String.format("数字过长（超过 %d 位）", c.getMaxNumberLength());
      en = String.format("number too long (more than %d digits)", c.getMaxNumberLength());
    } else if (m.contains("nesting depth")) {
      zh = String.format("嵌套过深（超过 %d 层）", c.getMaxNestingDepth());
      en = String.format("nested too deeply (more than %d levels)", c.getMaxNestingDepth());
    } else {
      zh = "文件过大";
      en = "the file is too large";
    }
    return problem(fileName, basePath, path, at, zh, en);
  }

  private static Throwable rootCause(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return t;
  }

  /** "Expected …" in both languages, by the Java type a value was meant to become. */
  private record Expected(String zh, String en) {
    static Expected of(Class<?> type) {
      if (type == null) {
        return new Expected("类型不符", "wrong kind of value");
      }
      if (type == int.class || type == Integer.class || type == long.class || type == Long.class
          || type == short.class || type == Short.class || type == byte.class || type == Byte.class
          || type == BigInteger.class) {
        return new Expected("应为整数", "expected a whole number");
      }
      if (type == double.class || type == Double.class || type == float.class || type == Float.class
          || type == BigDecimal.class) {
        return new Expected("应为数字", "expected a number");
      }
      if (type == boolean.class || type == Boolean.class) {
        return new Expected("应为 true 或 false", "expected true or false");
      }
      if (type == String.class) {
        return new Expected("应为文字", "expected text");
      }
      if (type == LocalDate.class) {
        return new Expected("应为日期，如 2001-12-31", "expected a date such as 2001-12-31");
      }
      if (type == LocalDateTime.class) {
        return new Expected("应为日期和时间，如 2019-10-05T08:30", "expected a date and time such as 2019-10-05T08:30");
      }
      if (type == Instant.class) {
        return new Expected("应为时刻（UTC），如 2019-10-05T00:30:00Z",
            "expected an instant (UTC) such as 2019-10-05T00:30:00Z");
      }
      if (type.isEnum()) {
        String choices = String.join(", ", EnumNames.choices(type));
        return new Expected("应为以下取值之一：" + choices, "expected one of: " + choices);
      }
      if (Collection.class.isAssignableFrom(type) || type.isArray()) {
        return new Expected("应为列表（每项以 - 开头）", "expected a list (items starting with -)");
      }
      if (Map.class.isAssignableFrom(type)) {
        return new Expected("应为“名称: 值”的映射", "expected a mapping of name: value");
      }
      if (type.isRecord()) {
        String fields = String.join(", ", Arrays.stream(type.getRecordComponents()).map(c -> c.getName()).toList());
        return new Expected("应为包含字段 " + fields + " 的映射", "expected a mapping with the fields " + fields);
      }
      return new Expected("类型不符（应为 " + type.getSimpleName() + "）",
          "wrong kind of value (expected " + type.getSimpleName() + ")");
    }
  }
}

package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * Random damage to real input files, for the seeded mutation tests of the readers (documents, regulations,
 * registration lists) and of the command line: fields dropped, values of the wrong type, nulls in lists, bad text
 * (lone surrogates, control characters, overlong values), bad dates, truncation, stray bytes, byte-order marks,
 * other encodings, a second YAML document. {@link #assertClear} states what every refusal must look like.
 */
public final class InputMutations {
  /** The formats chuhe reads. */
  public enum Format { JSON, YAML, CSV }

  /** One damaged input and what was done to it (for the failure message). */
  public record Mutant(byte[] bytes, String description) {}

  /** Names that must never reach a person: Java's, Jackson's. */
  private static final Pattern INTERNAL = Pattern.compile("java\\.|org\\.|com\\.fasterxml|Exception");
  private static final ObjectMapper PLAIN_JSON = new ObjectMapper();
  private static final ObjectMapper PLAIN_YAML = new YAMLMapper();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final Charset GB18030 = Charset.forName("GB18030");

  /** Text values that are wrong in one way each (and a few that are fine). */
  private static final List<String> BAD_TEXT = List.of("", " ", "a\ud800b", "\udc00", "x\u0000y", "名\u0007字",
      "two\nlines", "tab\tok", "\uFFFD", "\uFFFE", "𠮷野家", "-0001-01-01", "0000-01-01", "2001-01-01T10:00",
      "2001-02-30", "20010101", "1-0", "+-", "1/2", "nonsense", "OFF", "open", "MALE", "p1", "SWAP",
      "x".repeat(InputText.MAX_LENGTH + 1), "9".repeat(40), "2019-10-04T01:30:00Z");

  private InputMutations() {}

  /** {@code text} (a file of {@code format}) damaged in one to three random ways. */
  public static Mutant mutate(Format format, String text, SplittableRandom random) {
    List<String> done = new ArrayList<>();
    String changed = text;
    int structural = 1 + random.nextInt(3);
    for (int i = 0; i < structural; i++) {
      changed = format == Format.CSV ? csvChange(changed, random, done) : treeChange(format, changed, random, done);
    }
    byte[] bytes = changed.getBytes(StandardCharsets.UTF_8);
    if (random.nextInt(4) == 0) {
      bytes = byteChange(format, bytes, random, done);
    }
    return new Mutant(bytes, String.join("; ", done));
  }

  /**
   * What every refusal of bad input must be: of kind invalid input, each problem naming {@code fileName}, said in
   * Chinese and English, without a Java or Jackson name, and itself good text.
   */
  public static void assertClear(ProblemException e, String fileName, String context) {
    assertThat(e.kind()).as(context + "\n" + e.getMessage()).isEqualTo(Problem.Kind.INVALID_INPUT);
    assertThat(e.problems()).as(context).isNotEmpty();
    for (Problem p : e.problems()) {
      assertLine(p.line(), fileName, context);
      assertThat(p.zh()).as(context + ": Chinese\n" + p.line()).containsPattern("\\p{IsHan}");
      assertThat(p.en()).as(context + ": English\n" + p.line()).containsPattern("[A-Za-z]{2}");
    }
  }

  /** One line a person reads: names the file, no internal names, no character that cannot be printed. */
  public static void assertLine(String line, String fileName, String context) {
    assertThat(line).as(context + ": names the file").contains(fileName);
    assertThat(line).as(context + ": no internal names").doesNotContainPattern(INTERNAL);
    assertThat(InputText.shown(line, Integer.MAX_VALUE)).as(context + ": printable").isEqualTo(line);
  }

  private static String treeChange(Format format, String text, SplittableRandom random, List<String> done) {
    JsonNode root;
    try {
      root = (format == Format.JSON ? PLAIN_JSON : PLAIN_YAML).readTree(text);
    } catch (Exception e) {
      done.add("(no longer a tree: left as it is)");
      return text;
    }
    if (root == null || !root.isContainerNode()) {
      return text;
    }
    List<Slot> slots = new ArrayList<>();
    collect(root, "", slots);
    Slot slot = slots.get(random.nextInt(slots.size()));
    switch (random.nextInt(7)) {
      case 0 -> {
        if (slot.parent() instanceof ObjectNode o) {
          o.remove(slot.name());
          done.add("dropped " + slot.path());
        } else if (slot.parent() instanceof ArrayNode a) {
          a.remove(slot.index());
          done.add("removed " + slot.path());
        }
      }
      case 1 -> {
        JsonNode value = wrongValue(random, slots);
        slot.set(value);
        done.add("set " + slot.path() + " = " + InputText.shown(value.toString(), 40));
      }
      case 2 -> {
        ArrayNode list = someArray(slots, random);
        if (list != null) {
          list.insert(random.nextInt(list.size() + 1), NODES.nullNode());
          done.add("null inserted into a list");
        }
      }
      case 3 -> {
        ArrayNode list = someArray(slots, random);
        if (list != null && !list.isEmpty()) {
          list.add(list.get(random.nextInt(list.size())).deepCopy());
          done.add("a list item repeated");
        }
      }
      case 4 -> {
        ObjectNode object = someObject(slots, random);
        if (object != null) {
          object.put("unknown" + random.nextInt(10), 1);
          done.add("unknown field added");
        }
      }
      case 5 -> {
        // a value of the same document somewhere else: types swapped between real fields
        JsonNode other = slots.get(random.nextInt(slots.size())).value();
        slot.set(other == null ? NODES.nullNode() : other.deepCopy());
        done.add("set " + slot.path() + " to another field's value");
      }
      default -> {
        String bad = BAD_TEXT.get(random.nextInt(BAD_TEXT.size()));
        slot.set(NODES.textNode(bad));
        done.add("set " + slot.path() + " = \"" + InputText.shown(bad, 20) + "\"");
      }
    }
    try {
      // JSON written with \\u escapes half the time: the only way a lone surrogate survives into the file's bytes.
      return format == Format.YAML ? PLAIN_YAML.writeValueAsString(root) : random.nextBoolean()
          ? PLAIN_JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root)
          : PLAIN_JSON.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII).writeValueAsString(root);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  private static JsonNode wrongValue(SplittableRandom random, List<Slot> slots) {
    return switch (random.nextInt(12)) {
      case 0 -> NODES.nullNode();
      case 1 -> NODES.numberNode(random.nextInt(-3, 40));
      case 2 -> NODES.numberNode(1.5);
      case 3 -> NODES.numberNode(new java.math.BigInteger("123456789012345678901234567890"));
      case 4 -> NODES.booleanNode(random.nextBoolean());
      case 5 -> NODES.arrayNode();
      case 6 -> NODES.arrayNode().add(2001).add(1).add(1);
      case 7 -> NODES.arrayNode().addNull();
      case 8 -> NODES.objectNode();
      case 9 -> NODES.objectNode().put("x", 1);
      case 10 -> NODES.textNode(BAD_TEXT.get(random.nextInt(BAD_TEXT.size())));
      default -> {
        ArrayNode deep = NODES.arrayNode();
        ArrayNode at = deep;
        for (int i = 0; i < 150; i++) {
          at = at.addArray();
        }
        yield deep;
      }
    };
  }

  private static String csvChange(String text, SplittableRandom random, List<String> done) {
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    int row = random.nextInt(lines.size());
    List<String> cells = new ArrayList<>(List.of(lines.get(row).split(",", -1)));
    int cell = random.nextInt(cells.size());
    switch (random.nextInt(7)) {
      case 0 -> {
        cells.remove(cell);
        done.add("line " + (row + 1) + ": cell " + (cell + 1) + " removed");
      }
      case 1 -> {
        cells.add(cell, "x");
        done.add("line " + (row + 1) + ": a cell added");
      }
      case 2 -> {
        String bad = BAD_TEXT.get(random.nextInt(BAD_TEXT.size()));
        cells.set(cell, bad.contains("\n") || bad.contains(",") ? "\"" + bad + "\"" : bad);
        done.add("line " + (row + 1) + " cell " + (cell + 1) + " = \"" + InputText.shown(bad, 20) + "\"");
      }
      case 3 -> {
        cells.set(cell, "\"" + cells.get(cell));
        done.add("line " + (row + 1) + ": an unclosed quote");
      }
      case 4 -> {
        lines.remove(row);
        done.add("line " + (row + 1) + " removed");
        return String.join("\n", lines);
      }
      case 5 -> {
        String first = lines.get(0);
        lines.set(0, first.replaceFirst("[^,]+", random.nextBoolean() ? "姓名x" : "name"));
        done.add("header changed");
        return String.join("\n", lines);
      }
      default -> {
        lines.add(random.nextInt(lines.size() + 1), lines.get(row));
        done.add("line " + (row + 1) + " repeated");
        return String.join("\n", lines);
      }
    }
    lines.set(row, String.join(",", cells));
    return String.join("\n", lines);
  }

  private static byte[] byteChange(Format format, byte[] bytes, SplittableRandom random, List<String> done) {
    switch (random.nextInt(8)) {
      case 0 -> {
        int cut = random.nextInt(bytes.length + 1);
        done.add("truncated at byte " + cut);
        return java.util.Arrays.copyOf(bytes, cut);
      }
      case 1 -> {
        int at = random.nextInt(bytes.length + 1);
        byte b = new byte[] {0, (byte) 0xFF, (byte) 0xC3, (byte) 0x80, '"', '{', ']', ':'}[random.nextInt(8)];
        done.add("byte " + String.format("0x%02X", b & 0xFF) + " inserted at " + at);
        byte[] out = new byte[bytes.length + 1];
        System.arraycopy(bytes, 0, out, 0, at);
        out[at] = b;
        System.arraycopy(bytes, at, out, at + 1, bytes.length - at);
        return out;
      }
      case 2 -> {
        done.add("byte-order mark");
        byte[] out = new byte[bytes.length + 3];
        out[0] = (byte) 0xEF;
        out[1] = (byte) 0xBB;
        out[2] = (byte) 0xBF;
        System.arraycopy(bytes, 0, out, 3, bytes.length);
        return out;
      }
      case 3 -> {
        done.add("saved as GB18030");
        return new String(bytes, StandardCharsets.UTF_8).getBytes(GB18030);
      }
      case 4 -> {
        boolean mark = random.nextBoolean();
        done.add(mark ? "saved as UTF-16 with a byte-order mark" : "saved as UTF-16LE");
        return new String(bytes, StandardCharsets.UTF_8).getBytes(mark ? StandardCharsets.UTF_16
            : StandardCharsets.UTF_16LE);
      }
      case 5 -> {
        done.add("something after the value");
        String tail = format == Format.YAML ? "\n---\nid: second\n" : format == Format.JSON ? "\n{}\n" : "\n,,,\n";
        return (new String(bytes, StandardCharsets.UTF_8) + tail).getBytes(StandardCharsets.UTF_8);
      }
      case 6 -> {
        done.add("empty");
        return new byte[0];
      }
      default -> {
        done.add("a comment or cell of 100,000 characters");
        String big = format == Format.YAML ? "# " + "长".repeat(100_000) + "\n" : "";
        String text = new String(bytes, StandardCharsets.UTF_8);
        return (format == Format.YAML ? big + text : text.replaceFirst(format == Format.CSV ? "\n" : "\"name\" *: *\"",
            format == Format.CSV ? "\n" + "x".repeat(100_000) : "\"name\": \"" + "x".repeat(100_000)))
            .getBytes(StandardCharsets.UTF_8);
      }
    }
  }

  /** A place in the tree that holds a value: a field of an object or an item of a list. */
  private record Slot(JsonNode parent, String name, int index, String path) {
    JsonNode value() {
      return name != null ? parent.get(name) : parent.get(index);
    }

    void set(JsonNode value) {
      if (parent instanceof ObjectNode o) {
        o.set(name, value);
      } else if (parent instanceof ArrayNode a) {
        a.set(index, value);
      }
    }
  }

  private static void collect(JsonNode node, String path, List<Slot> slots) {
    if (node instanceof ObjectNode o) {
      for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        String p = path.isEmpty() ? e.getKey() : path + "." + e.getKey();
        slots.add(new Slot(o, e.getKey(), -1, p));
        collect(e.getValue(), p, slots);
      }
    } else if (node instanceof ArrayNode a) {
      for (int i = 0; i < a.size(); i++) {
        String p = path + "[" + i + "]";
        slots.add(new Slot(a, null, i, p));
        collect(a.get(i), p, slots);
      }
    }
  }

  private static ArrayNode someArray(List<Slot> slots, SplittableRandom random) {
    List<ArrayNode> arrays = slots.stream().map(Slot::value).filter(v -> v instanceof ArrayNode)
        .map(v -> (ArrayNode) v).toList();
    return arrays.isEmpty() ? null : arrays.get(random.nextInt(arrays.size()));
  }

  private static ObjectNode someObject(List<Slot> slots, SplittableRandom random) {
    List<ObjectNode> objects = slots.stream().map(Slot::value).filter(v -> v instanceof ObjectNode)
        .map(v -> (ObjectNode) v).toList();
    return objects.isEmpty() ? null : objects.get(random.nextInt(objects.size()));
  }
}

package org.chuhe.app.report.print;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.io.ProblemList;
import org.chuhe.app.io.ReadErrors;
import org.chuhe.app.io.SourceIndex;
import org.chuhe.app.report.Lang;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * The layout of a certificate (成绩证书) as the organiser writes it in a small YAML file: the paper ({@code A4} or
 * {@code A5}, landscape or portrait), an optional background image (a PNG or JPG file, its path relative to the
 * template file: the printed frame of a bought certificate, a scan of the organiser's design), the texts each at its
 * place in millimetres with its size in points, alignment and colour, and the place and size of the QR code that
 * opens the player's public card. Texts hold placeholders ({@link #PLACEHOLDERS}) filled for each certificate.
 *
 * <p>Read like every file chuhe reads ({@link Mappers}): an unknown field, an unknown placeholder, a colour or a
 * place off the paper is refused, naming the file, the line and the field.
 *
 * @param background the image's path as written in the file (relative to it); null for none
 * @param qr the QR code's place; null for none
 */
public record CertificateTemplate(Paper paper, Orientation orientation, String background, List<Item> items,
    QrCode qr) {

  /** The placeholders a text may hold, each filled for every certificate (docs/exports.md). */
  public static final Set<String> PLACEHOLDERS = Set.of("event", "name", "unit", "division", "rank", "award",
      "title", "grade", "date", "number");

  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}]*)}");
  private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");
  private static final String DEFAULT_ZH = "certificate-zh.yaml";
  private static final String DEFAULT_EN = "certificate-en.yaml";

  /** The paper sizes a certificate is printed on, in millimetres (portrait). */
  public enum Paper {
    A4(210, 297),
    A5(148, 210);

    final int width;
    final int height;

    Paper(int width, int height) {
      this.width = width;
      this.height = height;
    }
  }

  public enum Orientation { LANDSCAPE, PORTRAIT }

  /** Where {@code x} is: the text's left edge, its centre or its right edge. */
  public enum Align { LEFT, CENTER, RIGHT }

  /**
   * A text: {@code x}/{@code y} in mm from the paper's left and top edges ({@code y} is the top of its first line),
   * {@code size} in points, {@code width} in mm to wrap a long text in (null: to the paper's edge), {@code align},
   * {@code colour} as {@code #rrggbb}, and the text with its placeholders (a line break starts a new line).
   */
  public record Item(double x, double y, Double width, Double size, Align align, String colour, String text) {
    public Item {
      size = size == null ? 16.0 : size;
      align = align == null ? Align.LEFT : align;
      colour = colour == null ? "#000000" : colour;
      text = text == null ? "" : text;
    }
  }

  /** The QR code: its top left corner {@code x}/{@code y} and its side {@code size}, in mm. */
  public record QrCode(double x, double y, double size) {}

  public CertificateTemplate {
    paper = paper == null ? Paper.A4 : paper;
    orientation = orientation == null ? Orientation.LANDSCAPE : orientation;
    items = items == null ? List.of() : List.copyOf(items);
  }

  /** The page's width in mm. */
  public double width() {
    return orientation == Orientation.LANDSCAPE ? paper.height : paper.width;
  }

  /** The page's height in mm. */
  public double height() {
    return orientation == Orientation.LANDSCAPE ? paper.width : paper.height;
  }

  /** The template shipped with chuhe (a classic Chinese certificate; with {@link Lang#en}, its English form). */
  public static CertificateTemplate standard(Lang lang) {
    String name = lang == Lang.en ? DEFAULT_EN : DEFAULT_ZH;
    return read(name, standardYaml(lang));
  }

  /** The text of the shipped template, as {@code export certificate-template} writes it for the organiser to edit. */
  public static String standardYaml(Lang lang) {
    try (InputStream in = CertificateTemplate.class.getResourceAsStream(lang == Lang.en ? DEFAULT_EN : DEFAULT_ZH)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The template in {@code file}; its background, if any, is read relative to the file's folder. */
  public static CertificateTemplate read(Path file) {
    return read(file.toString(), InputFiles.read(file, file.toString(), InputFiles.Kind.CERTIFICATE_TEMPLATE));
  }

  /**
   * A template from its text; {@code fileName} is how problems name it.
   *
   * @throws ProblemException naming the file, line and field of every fault found
   */
  public static CertificateTemplate read(String fileName, String text) {
    String yaml = InputFiles.text(fileName, text, InputFiles.Kind.CERTIFICATE_TEMPLATE);
    CertificateTemplate template;
    try {
      template = Mappers.yaml().readValue(yaml, CertificateTemplate.class);
    } catch (JsonProcessingException | RuntimeException e) {
      throw new ProblemException(ReadErrors.fromJackson(fileName, e, SourceIndex.of(Mappers.yaml(), yaml)));
    }
    if (template == null) {
      throw new ProblemException(Problem.at(fileName, "文件里没有证书模板内容", "the file holds no certificate template"));
    }
    template.check(fileName, SourceIndex.of(Mappers.yaml(), yaml));
    return template;
  }

  /** What a reader cannot see in the record's types: placeholders, colours, places on the paper. */
  private void check(String fileName, SourceIndex index) {
    ProblemList problems = new ProblemList(fileName);
    for (int i = 0; i < items.size(); i++) {
      Item item = items.get(i);
      String at = "items[" + i + "]";
      Matcher m = PLACEHOLDER.matcher(item.text());
      while (m.find()) {
        if (!PLACEHOLDERS.contains(m.group(1))) {
          String known = PLACEHOLDERS.stream().sorted().map(p -> "{" + p + "}").reduce((a, b) -> a + " " + b)
              .orElse("");
          problems.add(place(fileName, index, at + ".text", "未知占位符 {" + m.group(1) + "}（可用：" + known + "）",
              "unknown placeholder {" + m.group(1) + "} (known: " + known + ")"));
        }
      }
      if (!COLOUR.matcher(item.colour()).matches()) {
        problems.add(place(fileName, index, at + ".colour", "颜色应写成 #rrggbb（如 #c00000），现为 \""
            + item.colour() + "\"", "a colour is written #rrggbb (such as #c00000), found \"" + item.colour() + "\""));
      }
      if (item.size() <= 0 || item.size() > 200) {
        problems.add(place(fileName, index, at + ".size", "字号应在 0 到 200 磅之间", "the size must lie between 0 "
            + "and 200 points"));
      }
      if (item.width() != null && item.width() <= 0) {
        problems.add(place(fileName, index, at + ".width", "宽度应大于 0 毫米", "the width must be more than 0 mm"));
      }
      onPaper(fileName, index, problems, at + ".x", item.x(), width());
      onPaper(fileName, index, problems, at + ".y", item.y(), height());
    }
    if (qr != null) {
      onPaper(fileName, index, problems, "qr.x", qr.x(), width());
      onPaper(fileName, index, problems, "qr.y", qr.y(), height());
      if (qr.size() < 10 || qr.x() + qr.size() > width() || qr.y() + qr.size() > height()) {
        problems.add(place(fileName, index, "qr.size", "二维码边长应至少 10 毫米，且整个二维码在纸上",
            "the QR code must be at least 10 mm wide and lie wholly on the paper"));
      }
    }
    if (background != null) {
      String lower = background.toLowerCase(Locale.ROOT);
      if (!(lower.endsWith(".png") || lower.endsWith(".jpg") || lower.endsWith(".jpeg"))) {
        problems.add(place(fileName, index, "background", "背景图应为 PNG 或 JPG 文件",
            "the background must be a PNG or JPG file"));
      }
    }
    if (!problems.isEmpty()) {
      throw problems.exception();
    }
  }

  private void onPaper(String fileName, SourceIndex index, ProblemList problems, String path, double value,
      double limit) {
    if (value < 0 || value > limit) {
      String paperName = paper + (orientation == Orientation.LANDSCAPE ? " 横向" : " 纵向");
      problems.add(place(fileName, index, path, "位置 " + fmt(value) + " 毫米在纸外（" + paperName + "：0 到 "
          + fmt(limit) + " 毫米）", "the place " + fmt(value) + " mm is off the paper (" + paper + " "
          + orientation.name().toLowerCase(Locale.ROOT) + ": 0 to " + fmt(limit) + " mm)"));
    }
  }

  private static Problem place(String fileName, SourceIndex index, String path, String zh, String en) {
    return new Problem(ReadErrors.where(fileName, index.find(path), path), zh, en);
  }

  static String fmt(double mm) {
    return mm == Math.rint(mm) ? String.valueOf((long) mm) : String.valueOf(mm);
  }

  /** The texts with their placeholders filled by {@code values} (every name of {@link #PLACEHOLDERS}). */
  static String fill(String text, java.util.Map<String, String> values) {
    Matcher m = PLACEHOLDER.matcher(text);
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(b, Matcher.quoteReplacement(values.getOrDefault(m.group(1), "")));
    }
    m.appendTail(b);
    return b.toString();
  }
}

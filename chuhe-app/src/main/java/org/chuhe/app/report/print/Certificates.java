package org.chuhe.app.report.print;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.report.CardPath;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.awards.Award;
import org.chuhe.awards.GradeAward;
import org.chuhe.awards.ManualAwardEntry;
import org.chuhe.awards.PrizeList;
import org.chuhe.awards.ResultsBook;
import org.chuhe.awards.TitleAward;
import org.chuhe.model.Player;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.ScheduledRound;
import org.chuhe.tournament.Tournament;

/**
 * Certificates (成绩证书, 荣誉证书) of an event: one per award a player holds (a prize, an organisers' award, a title,
 * a grade title), in the prize list's order, each a page laid out by a {@link CertificateTemplate}, with a QR code
 * that opens the player's public card. Team prizes go to units, which have no card, and get none here.
 */
public final class Certificates {
  private Certificates() {}

  /** Which awards get a certificate: prizes (and the organisers' awards), titles, grade titles. */
  public enum Kind {
    PRIZES("奖项", "prizes"),
    TITLES("称号", "titles"),
    GRADES("等级称号", "grade titles");

    private final String zh;
    private final String en;

    Kind(String zh, String en) {
      this.zh = zh;
      this.en = en;
    }

    public String zh() {
      return zh;
    }

    public String en() {
      return en;
    }

    /** The kind named by its {@link #word()}, refused in both languages when there is none such. */
    public static Kind of(String word) {
      return java.util.Arrays.stream(values()).filter(k -> k.word().equals(word)).findFirst()
          .orElseThrow(() -> ProblemException.of("kind", "没有这类证书：" + word + "（可选 prizes、titles、grades）",
              "no such kind of certificate: " + word + " (prizes, titles or grades)"));
    }

    /** The word on the command line and in an address: prizes, titles, grades. */
    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * One certificate: the player (by name, unit and pairing number: never his id), his division and rank, and what
   * it is for. {@code award} is the line a certificate says ("第一名", "山西赛区棋王", "五级棋士称号"); {@code title}
   * and {@code grade} are set for a title's and a grade title's certificate ({@code grade} too for any certificate
   * of a player who holds one).
   */
  public record Certificate(Kind kind, String division, String divisionName, String name, String unit,
      Integer number, Integer rank, String award, String title, String grade) {

    /** The address of the player's public card below {@code baseUrl}; empty without a pairing number. */
    public Optional<String> cardUrl(String baseUrl) {
      return number == null ? Optional.empty() : Optional.of(CardPath.url(baseUrl, division, number));
    }
  }

  /**
   * The certificates of {@code divisions} (ids), of one kind or (null) of every kind: the prizes in the order they
   * were handed out and the organisers' awards, then titles, then grade titles.
   */
  public static List<Certificate> of(Tournament t, ResultsBook book, List<String> divisions, Kind kind, Lang lang) {
    PrizeList prizes = book.prizes();
    List<Certificate> all = new ArrayList<>();
    if (kind == null || kind == Kind.PRIZES) {
      for (Award a : prizes.awards()) {
        if (divisions.contains(a.division())) {
          all.add(certificate(t, book, Kind.PRIZES, a.division(), a.playerId(), prizeLine(t, a, lang), null));
        }
      }
      for (ManualAwardEntry m : prizes.manualAwards()) {
        if (divisions.contains(m.division())) {
          all.add(certificate(t, book, Kind.PRIZES, m.division(), m.playerId(), m.name(), null));
        }
      }
    }
    if (kind == null || kind == Kind.TITLES) {
      for (TitleAward a : prizes.titles()) {
        if (divisions.contains(a.division())) {
          all.add(certificate(t, book, Kind.TITLES, a.division(), a.playerId(), a.name(), a.name()));
        }
      }
    }
    if (kind == null || kind == Kind.GRADES) {
      for (GradeAward g : prizes.grades()) {
        if (divisions.contains(g.division())) {
          all.add(certificate(t, book, Kind.GRADES, g.division(), g.playerId(),
              lang.pick(g.grade() + "称号", "the grade title " + g.grade()), null));
        }
      }
    }
    return all;
  }

  private static Certificate certificate(Tournament t, ResultsBook book, Kind kind, String division,
      String playerId, String award, String title) {
    Player p = t.player(playerId).orElse(Player.of(playerId, playerId, null, null));
    Integer rank = Optional.ofNullable(book.standings().get(division)).flatMap(s -> s.row(playerId))
        .map(r -> r.rank()).orElse(null);
    String grade = book.prizes().gradeOf(playerId).map(GradeAward::grade).orElse(null);
    return new Certificate(kind, division, StandingsReport.divisionName(t, division, Lang.zh), p.name(),
        t.unitName(p), p.number(), rank, award, title, grade);
  }

  /** A prize as a certificate says it: "第一名" in the division, "山西省户籍第一名" in an extra list, "幸运奖". */
  static String prizeLine(Tournament t, Award a, Lang lang) {
    return switch (a.kind()) {
      case DIVISION_TABLE -> lang.pick("第" + chineseNumber(a.place()) + "名", ordinal(a.place()) + " place");
      case EXTRA_LIST -> lang.pick(a.listName() + "第" + chineseNumber(a.place()) + "名",
          ordinal(a.place()) + " place, " + a.listName());
      case LUCKY -> a.listName();
    };
  }

  /** 1 … 99 in Chinese numerals as a certificate writes a place (一, 十二, 二十); larger places in digits. */
  static String chineseNumber(int n) {
    String digits = "零一二三四五六七八九";
    if (n < 1 || n > 99) {
      return String.valueOf(n);
    }
    if (n < 10) {
      return String.valueOf(digits.charAt(n));
    }
    return (n / 10 == 1 ? "" : String.valueOf(digits.charAt(n / 10))) + "十"
        + (n % 10 == 0 ? "" : String.valueOf(digits.charAt(n % 10)));
  }

  private static String ordinal(int n) {
    String suffix = n % 100 >= 11 && n % 100 <= 13 ? "th"
        : switch (n % 10) {
          case 1 -> "st";
          case 2 -> "nd";
          case 3 -> "rd";
          default -> "th";
        };
    return n + suffix;
  }

  /**
   * The date a certificate bears: the day the last round was scheduled to start, as the regulations give it, or,
   * without a schedule, {@code today}. "2026年12月4日"; in English "4 December 2026".
   */
  public static String date(Tournament t, LocalDate today, Lang lang) {
    LocalDate day = t.regulations().schedule().stream().map(ScheduledRound::start).filter(s -> s != null)
        .map(s -> s.toLocalDate()).max(LocalDate::compareTo).orElse(today);
    return lang == Lang.en ? day.format(DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH))
        : day.getYear() + "年" + day.getMonthValue() + "月" + day.getDayOfMonth() + "日";
  }

  /** What a certificate's placeholders are filled with. */
  static Map<String, String> values(Certificate c, String event, String date, Tournament t, Lang lang) {
    Map<String, String> v = new LinkedHashMap<>();
    v.put("event", event);
    v.put("name", c.name());
    v.put("unit", c.unit() == null ? "" : c.unit());
    v.put("division", lang == Lang.en ? StandingsReport.divisionName(t, c.division(), Lang.en) : c.divisionName());
    v.put("rank", c.rank() == null ? "" : String.valueOf(c.rank()));
    v.put("award", c.award());
    v.put("title", c.title() == null ? "" : c.title());
    v.put("grade", c.grade() == null ? "" : c.grade());
    v.put("date", date);
    v.put("number", c.number() == null ? "" : String.valueOf(c.number()));
    return v;
  }

  /**
   * The background image of {@code template} read from beside {@code templateFile} (null: the template is the shipped
   * one, or has none): a PNG or JPG, refused otherwise naming the template's field.
   */
  public static byte[] background(CertificateTemplate template, Path templateFile) {
    if (template.background() == null) {
      return null;
    }
    String where = templateFile == null ? "background" : templateFile + " background";
    if (templateFile == null) {
      throw ProblemException.of(where, "背景图须与模板文件放在一起，上传的模板不能带背景图：" + template.background(),
          "a background image must lie beside its template file; an uploaded template cannot have one: "
              + template.background());
    }
    Path folder = templateFile.toAbsolutePath().getParent();
    Path image = folder.resolve(template.background());
    byte[] bytes = InputFiles.bytes(image, image.toString(), InputFiles.Kind.IMAGE);
    if (mediaType(bytes) == null) {
      throw ProblemException.of(where, "背景图不是 PNG 或 JPG 图片：" + image, "the background is not a PNG or JPG "
          + "image: " + image);
    }
    return bytes;
  }

  private static String mediaType(byte[] image) {
    if (image.length > 8 && (image[0] & 0xFF) == 0x89 && image[1] == 'P' && image[2] == 'N' && image[3] == 'G') {
      return "image/png";
    }
    if (image.length > 3 && (image[0] & 0xFF) == 0xFF && (image[1] & 0xFF) == 0xD8 && (image[2] & 0xFF) == 0xFF) {
      return "image/jpeg";
    }
    return null;
  }

  /**
   * The certificates as XHTML for {@link Pdf#fromHtml}: one page each, the paper of the template, every text placed
   * absolutely in mm, the background image under them, and (with a {@code baseUrl}) the QR code of the player's card.
   *
   * @param background the background image's bytes, or null
   * @param baseUrl the public pages' address ("https://…"), or null for no QR code
   */
  public static String xhtml(CertificateTemplate template, byte[] background, List<Certificate> certificates,
      Tournament t, String date, String baseUrl, Lang lang) {
    if (certificates.isEmpty()) {
      throw ProblemException.of("certificates", "没有要发证书的获奖者（奖项、称号、等级称号）",
          "nobody holds an award to print a certificate for (prizes, titles, grade titles)");
    }
    double w = template.width();
    double h = template.height();
    StringBuilder b = new StringBuilder();
    b.append("<!DOCTYPE html>\n<html lang=\"").append(lang.pick("zh-CN", "en")).append("\"><head>")
        .append("<meta charset=\"UTF-8\"/><title>").append(PrintPage.escape(t.name())).append("</title><style>")
        .append("@page { size: ").append(mm(w)).append(' ').append(mm(h)).append("; margin: 0; }\n")
        .append("body { margin: 0; font-family: '").append(PrintFont.FAMILY).append("'; }\n")
        // A hair under the page's height: a page exactly as tall as the paper may spill an empty page after it.
        .append(".page { position: relative; width: ").append(mm(w)).append("; height: ").append(mm(h - 0.5))
        .append("; overflow: hidden; page-break-after: always; }\n")
        .append(".page.last { page-break-after: auto; }\n")
        .append(".bg { position: absolute; left: 0; top: 0; width: ").append(mm(w)).append("; height: ")
        .append(mm(h)).append("; }\n")
        .append(".t { position: absolute; line-height: 1.5; }\n")
        .append(".qr { position: absolute; }\n")
        .append("</style></head><body>");
    String backgroundUri = background == null ? null
        : "data:" + mediaType(background) + ";base64," + Base64.getEncoder().encodeToString(background);
    for (int i = 0; i < certificates.size(); i++) {
      Certificate c = certificates.get(i);
      Map<String, String> values = values(c, t.name(), date, t, lang);
      b.append("<div class=\"page").append(i == certificates.size() - 1 ? " last" : "").append("\">");
      if (backgroundUri != null) {
        b.append("<img class=\"bg\" alt=\"\" src=\"").append(backgroundUri).append("\"/>");
      }
      for (CertificateTemplate.Item item : template.items()) {
        b.append(text(item, CertificateTemplate.fill(item.text(), values), w));
      }
      if (template.qr() != null && baseUrl != null) {
        Optional<String> url = c.cardUrl(baseUrl);
        if (url.isPresent()) {
          CertificateTemplate.QrCode q = template.qr();
          b.append("<img class=\"qr\" alt=\"\" style=\"left: ").append(mm(q.x())).append("; top: ").append(mm(q.y()))
              .append("; width: ").append(mm(q.size())).append("; height: ").append(mm(q.size()))
              .append(";\" src=\"").append(QrImage.dataUri(url.get()))
              .append("\"/>");
        }
      }
      b.append("</div>");
    }
    return b.append("</body></html>").toString();
  }

  /** The PDF of the certificates (see {@link #xhtml}). */
  public static byte[] pdf(CertificateTemplate template, byte[] background, List<Certificate> certificates,
      Tournament t, String date, String baseUrl, Lang lang) {
    return Pdf.fromHtml(xhtml(template, background, certificates, t, date, baseUrl, lang));
  }

  /** A text placed on the page: its box from {@code x}, its alignment and width; its lines as written. */
  private static String text(CertificateTemplate.Item item, String filled, double pageWidth) {
    double x = item.x();
    double width;
    double left;
    switch (item.align()) {
      case RIGHT -> {
        width = item.width() != null ? item.width() : x;
        left = x - width;
      }
      case CENTER -> {
        width = item.width() != null ? item.width() : 2 * Math.min(x, pageWidth - x);
        left = x - width / 2;
      }
      default -> {
        width = item.width() != null ? item.width() : pageWidth - x;
        left = x;
      }
    }
    StringBuilder lines = new StringBuilder();
    String[] parts = filled.split("\\R", -1);
    for (int i = 0; i < parts.length; i++) {
      if (i > 0) {
        lines.append("<br/>");
      }
      lines.append(PrintPage.escape(parts[i]));
    }
    return "<div class=\"t\" style=\"left: " + mm(left) + "; top: " + mm(item.y()) + "; width: " + mm(width)
        + "; font-size: " + CertificateTemplate.fmt(item.size()) + "pt; color: " + item.colour() + "; text-align: "
        + item.align().name().toLowerCase(Locale.ROOT) + ";\">" + lines + "</div>";
  }

  private static String mm(double value) {
    return String.format(Locale.ROOT, "%.2fmm", value);
  }
}

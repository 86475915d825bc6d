package org.chuhe.web;

import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chuhe.app.io.trf.TrfVersion;
import org.chuhe.app.io.trf.TrfWriter;
import org.chuhe.app.report.Csv;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.app.report.TableXlsx;
import org.chuhe.app.report.Times;
import org.chuhe.app.report.print.TableFormat;
import org.chuhe.app.workflow.Reports;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Player;
import org.chuhe.pairing.RoundCheck;
import org.chuhe.pairing.Violation;
import org.chuhe.tournament.Tournament;

/**
 * The console's pages for what the command line's {@code check} and {@code export} do: every paired round checked
 * against the hard pairing rules (the verdict, the score differences group by group, the manual changes), and the
 * downloads of the event document (public by default; the full backup, ID and phone numbers included, only when
 * chosen) and of the standings as CSV ({@code report --format csv}).
 */
final class ConsoleMore {
  private final Event event;
  private final Templates templates;
  /**
   * The images of the last lists asked for, by list and log head (the images page, then each image): at most 8 lists
   * and {@link #IMAGE_BYTES} bytes, the newest list always (a 10,000-player list is some 550 images, 140 MB).
   */
  private final java.util.LinkedHashMap<String, List<byte[]>> images = new java.util.LinkedHashMap<>(16, 0.75f,
      true);
  private static final long IMAGE_BYTES = 64L << 20;
  /**
   * The public pages' address ("http://192.168.1.20:7070/"): the QR codes of the certificates and code cards open the
   * players' cards there, those of the table cards and result slips the boards' pages.
   */
  private final java.util.function.Supplier<String> address;

  ConsoleMore(Event event, Templates templates, java.util.function.Supplier<String> address) {
    this.event = event;
    this.templates = templates;
    this.address = address;
  }

  /** A line of the check: a rule broken ({@code fails}: the round fails the check) or a remark. */
  record Remark(boolean fails, String line) {}

  /** A manual change with who made it and when, and the rules it accepted. */
  record Change(String line, List<Remark> violations) {}

  record Checked(String division, int round, boolean draft, boolean passes, String verdict, String differences,
      String quality, List<Change> changes, List<Remark> unexplained) {}

  record CheckPage(List<Checked> rounds) {}

  /** GET {@code /console/check}: every paired round as {@code ./chuhe check} prints it. Role: arbiter. */
  void check(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Tournament whole;
    try (Session s = event.session(arbiter.name())) {
      whole = s.load(); // drafts too: the chief arbiter checks a draft before he publishes it
    }
    Tournament tournament = whole.withPlayers(whole.players().stream().map(Player::withoutSensitiveData).toList());
    List<Checked> rounds = new ArrayList<>();
    for (Reports.CheckedRound checked : Reports.check(tournament)) {
      RoundCheck c = checked.check();
      List<Change> changes = new ArrayList<>();
      for (Reports.ChangeAccepted m : checked.changes()) {
        changes.add(new Change(made(t, tournament, m.change()),
            m.violations().stream().map(ConsoleMore::remark).toList()));
      }
      boolean draft = tournament.roundsOf(c.division()).stream().anyMatch(r -> r.number() == c.round() && r.draft());
      rounds.add(new Checked(Views.divisionName(tournament, t, c.division()), c.round(), draft, c.passes(),
          t.get(!c.isLegal() ? "rounds.verdict.broken" : c.passes() ? "rounds.verdict.legal" : "rounds.verdict.nearer"),
          t.pick(c.quality().differences().describeZh(), c.quality().differences().describeEn()),
          t.pick(c.quality().lineZh(), c.quality().lineEn()), changes,
          checked.unexplained().stream().map(ConsoleMore::remark).toList()));
    }
    Frame f = Web.frame(ctx, t, t.get("more.check.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleCheck", Web.model(f, "page", new CheckPage(rounds)));
  }

  private static Remark remark(Violation v) {
    return new Remark(v.rule().failsCheck(), v.line());
  }

  /** The change with its reason, and who made it and when where recorded (as {@code check} says it). */
  private static String made(Texts t, Tournament tournament, ManualChange m) {
    String line = t.get("rounds.manualChange", t.pick(m.describeZh(tournament::nameZh),
        m.describeEn(tournament::nameEn)));
    String by = ((m.by() == null ? "" : m.by()) + (m.at() == null ? "" : " " + Times.local(m.at()))).strip();
    return by.isEmpty() ? line : t.get("rounds.madeBy", line, by);
  }

  // ---- export ----------------------------------------------------------------------------------------------------

  /** A kind of list with its downloads (Excel workbook, CSV, PDF, JSON) and the page of its images. */
  record TableLinks(String kind, String name, String xlsx, String csv, String pdf, String json, String images) {}

  /** The images of a list one under another, to save or forward in WeChat, and the same as PDF. */
  record ImagesPage(String name, List<String> images, String pdf) {}

  /** A division with its two TRF downloads (TRF-2026, TRF16). */
  record TrfLinks(String division, String trf2026, String trf16) {}

  /** A division with players, to choose for a printout (its id and name). */
  record DivisionChoice(String id, String name) {}

  record ExportPage(String json, String full, String csv, List<TableLinks> tables, List<TrfLinks> trf,
      String certificates, List<DivisionChoice> divisions) {}

  /** GET {@code /console/export}: the downloads, the public document first. Role: chief. */
  void exportPage(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Frame f = Web.frame(ctx, t, t.get("more.export.title"), Optional.of(arbiter));
    List<TableLinks> tables = new ArrayList<>();
    for (ExportKind kind : ExportKind.values()) {
      tables.add(new TableLinks(kind.word(), t.english() ? kind.en() : kind.zh(), Paths.exportTable(kind, "xlsx"),
          Paths.exportTable(kind, "csv"), Paths.exportTable(kind, "pdf"), Paths.exportTable(kind, "json"),
          Paths.exportTableImages(kind)));
    }
    List<TrfLinks> trf = new ArrayList<>();
    List<DivisionChoice> divisions = new ArrayList<>();
    Tournament shown = event.publicTournament();
    for (var division : shown.regulations().divisions()) {
      if (!shown.playersIn(division.id()).isEmpty()) {
        String link = Paths.EXPORT_TRF + "?division=" + Paths.encode(division.id()) + "&version=";
        String name = StandingsReport.divisionName(shown, division.id(), t.english() ? Lang.en : Lang.zh);
        trf.add(new TrfLinks(name, link + "2026", link + "16"));
        divisions.add(new DivisionChoice(division.id(), name));
      }
    }
    templates.send(ctx, "consoleExport", Web.model(f, "page", new ExportPage(Paths.EXPORT_JSON,
        Paths.EXPORT_JSON + "?copy=full", Paths.EXPORT_CSV, tables, trf, Paths.EXPORT_CERTIFICATES, divisions)));
  }

  /**
   * GET {@code /console/export/json}: the event document as {@code ./chuhe export json} writes it, with the head of
   * the log; the public copy (no ID or phone numbers, as {@code --public}) unless {@code copy=full} is chosen. Role:
   * chief.
   */
  void json(Context ctx, ConsoleAccess.Arbiter arbiter) {
    boolean full = "full".equals(ctx.queryParam("copy"));
    String document;
    try (Session s = event.session(arbiter.name())) {
      document = Tournaments.export(s, full);
    }
    download(ctx, "application/json", Web.texts(ctx).get(full ? "more.export.file.full" : "more.export.file.public"),
        full ? "full.json" : "public.json", document);
  }

  /**
   * GET {@code /console/export/standings.csv}: every division's standings, as {@code report --format csv}, its last
   * row the head of the log they were read with.
   */
  void csv(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    Event.Public read = event.publicRead();
    String csv = Reports.standingsCsv(read.tournament(), ctx.queryParam("division"),
        t.english() ? Lang.en : Lang.zh) + read.head().map(h -> Csv.row(java.util.List.of(h.text()))).orElse("");
    // With the byte order mark: Excel on a Chinese Windows reads a CSV without one as GBK, every name garbled.
    download(ctx, "text/csv", t.get("more.export.file.standings"), "standings.csv", "\uFEFF" + csv);
  }

  /**
   * GET {@code /console/export/tables/{kind}}: the lists of {@code ./chuhe export KIND} as an Excel workbook
   * ({@code format=xlsx}, the default), CSV for Excel ({@code csv}), an A4 PDF ({@code pdf}), JSON ({@code json}) or
   * image {@code page} (from 1) of the phone images ({@code png}), of every division or of {@code division},
   * {@code round} as on the command line, read from the public copy with the head of the log. Role: chief (the
   * payout sheet is for the organisers only).
   */
  void tables(Context ctx, ConsoleAccess.Arbiter arbiter) {
    tables(ctx, kind(ctx));
  }

  /** GET {@code /console/export/tables/{kind}/images}: the list's images one under another. Role: chief. */
  void tableImages(Context ctx, ConsoleAccess.Arbiter arbiter) {
    images(ctx, kind(ctx), Optional.of(arbiter), Paths.EXPORT_TABLES.replace("{kind}", kind(ctx).word()));
  }

  /**
   * GET {@code /downloads/{kind}}: the same for everyone, of the lists the public pages show (not the payout
   * sheet), linked from the home page.
   */
  void publicTables(Context ctx) {
    tables(ctx, publicKind(ctx));
  }

  /**
   * GET {@code /downloads/{kind}/images}: a public list's images one under another, for a phone: a person
   * long-presses one to save it or forward it to the WeChat group.
   */
  void publicTableImages(Context ctx) {
    ExportKind kind = publicKind(ctx);
    images(ctx, kind, Optional.empty(), Paths.DOWNLOAD.replace("{kind}", kind.word()));
  }

  private ExportKind publicKind(Context ctx) {
    ExportKind kind = kind(ctx);
    if (!kind.published() || !event.bound()) {
      throw new io.javalin.http.NotFoundResponse();
    }
    return kind;
  }

  private static ExportKind kind(Context ctx) {
    return java.util.Arrays.stream(ExportKind.values()).filter(k -> k.word().equals(ctx.pathParam("kind")))
        .findFirst().orElseThrow(io.javalin.http.NotFoundResponse::new);
  }

  private void tables(Context ctx, ExportKind kind) {
    TableFormat format = TableFormat.ofWord(ctx.queryParam("format")).orElseThrow(() ->
        new io.javalin.http.BadRequestResponse("format: xlsx, csv, pdf, png, json"));
    Texts t = Web.texts(ctx);
    List<byte[]> files = files(ctx, kind, format);
    int page = 1;
    if (format == TableFormat.png) {
      String asked = ctx.queryParam("page");
      page = asked == null || asked.isBlank() ? 1 : Web.number(asked, "page");
      if (page < 1 || page > files.size()) {
        throw new io.javalin.http.NotFoundResponse();
      }
    }
    String suffix = files.size() > 1 ? "-" + String.format("%02d", page) : "";
    download(ctx, format.contentType(), (t.english() ? kind.en() : kind.zh()) + suffix,
        kind.word() + suffix + format.extension(), files.get(page - 1));
  }

  /**
   * The list's files in {@code format} as the request asks for them (division, round, language), read from the
   * public copy. Images are kept for the last few lists asked, by the head of the log: the images page and each of
   * its images read the same list, and the log's head changes with every change of the event.
   */
  private List<byte[]> files(Context ctx, ExportKind kind, TableFormat format) {
    Texts t = Web.texts(ctx);
    Event.Public read = event.publicRead();
    Lang lang = t.english() ? Lang.en : Lang.zh;
    String round = ctx.queryParam("round");
    String division = ctx.queryParam("division");
    Integer roundNumber = round == null || round.isBlank() ? null : Web.number(round, "round");
    Optional<String> head = read.head().map(h -> h.text());
    String key = String.join("\n", kind.word(), format.name(), String.valueOf(division), String.valueOf(roundNumber),
        lang.name(), head.orElse(""));
    if (format == TableFormat.png && head.isPresent()) {
      synchronized (images) {
        List<byte[]> kept = images.get(key);
        if (kept != null) {
          return kept;
        }
      }
    }
    List<org.chuhe.app.report.Table> tables = Reports.exportTables(read.tournament(), kind, division, roundNumber,
        lang);
    List<byte[]> files = format.write(tables, read.tournament().name(), Times.local(java.time.Instant.now()), head,
        lang, kind);
    if (format == TableFormat.png && head.isPresent()) {
      synchronized (images) {
        images.put(key, files);
        var eldest = images.keySet().iterator();
        while (images.size() > 1 && (images.size() > 8 || images.values().stream().flatMap(List::stream)
            .mapToLong(b -> b.length).sum() > IMAGE_BYTES)) {
          eldest.next();
          eldest.remove();
        }
      }
    }
    return files;
  }

  /** The page of a list's images: each an {@code img} of {@code download}'s address with its page. */
  private void images(Context ctx, ExportKind kind, Optional<ConsoleAccess.Arbiter> arbiter, String download) {
    Texts t = Web.texts(ctx);
    String name = t.english() ? kind.en() : kind.zh();
    int count = files(ctx, kind, TableFormat.png).size();
    StringBuilder query = new StringBuilder();
    for (String param : List.of("division", "round", "lang")) {
      String value = ctx.queryParam(param);
      if (value != null && !value.isBlank()) {
        query.append('&').append(param).append('=').append(Paths.encode(value));
      }
    }
    List<String> images = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      images.add(download + "?format=png&page=" + i + query);
    }
    Frame f = Web.frame(ctx, t, t.get("tables.images.title", name), arbiter);
    templates.send(ctx, "tableImages", Web.model(f, "page", new ImagesPage(name, images,
        download + "?format=pdf" + query)));
  }

  /**
   * GET {@code /console/export/trf}: one division ({@code division}; may be left out when there is one) as a FIDE
   * TRF file, as {@code ./chuhe export trf} writes it ({@code version} 2026, the default, or 16), read from the
   * public copy: for checking the event with bbpPairings or JaVaFo, or continuing it in another program. Role: chief.
   */
  void trf(Context ctx, ConsoleAccess.Arbiter arbiter) {
    String version = ctx.queryParam("version");
    TrfWriter.Written written = TrfWriter.write(event.publicRead().tournament(), ctx.queryParam("division"),
        TrfVersion.of(version == null || version.isBlank() ? "2026" : version));
    download(ctx, "text/plain", "TRF-" + written.division(), written.division() + ".trf", written.text());
  }

  /**
   * GET {@code /console/export/print/{kind}}: the result slips, table cards or 秩序册 as an A4 PDF, as {@code
   * ./chuhe export slips|cards|booklet} writes it: of every division or of {@code division}, the slips and cards of
   * {@code round} (default: each division's last paired round), the cards with the players when {@code names=yes},
   * read from the public copy with the head of the log at the foot of every page; the slips and cards with the QR
   * code of each board's page on the public address. {@code codes} ({@link #codes}) are the code cards. Role: chief.
   */
  void print(Context ctx, ConsoleAccess.Arbiter arbiter) {
    if (Paths.PRINT_CODES.equals(ctx.pathParam("kind"))) {
      codes(ctx, arbiter);
      return;
    }
    print(ctx, printKind(ctx));
  }

  /**
   * GET {@code /console/export/print/codes}: the code cards (确认码卡, issue 26) of every division or of {@code
   * division}, as {@code ./chuhe export codes} prints them, each with the QR code of the player's card on the public
   * address; the codes missing are made (and audited). The codes are secrets: this printout is the chief arbiter's
   * only, never linked from public pages nor in the static copy. Role: chief.
   */
  private void codes(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String division = ctx.queryParam("division");
    byte[] pdf;
    try (Session s = event.session(arbiter.name())) {
      pdf = org.chuhe.app.workflow.Printouts.codes(s, division == null || division.isBlank() ? null : division,
          address.get(), t.english() ? Lang.en : Lang.zh);
    }
    download(ctx, "application/pdf", t.get("more.export.file.codes"), "codes.pdf", pdf);
  }

  /** GET {@code /downloads/print/{kind}}: the same for everyone, of the public printout (the booklet) only. */
  void publicPrint(Context ctx) {
    org.chuhe.app.workflow.Printouts.Kind kind = printKind(ctx);
    if (!kind.published() || !event.bound()) {
      throw new io.javalin.http.NotFoundResponse();
    }
    print(ctx, kind);
  }

  private static org.chuhe.app.workflow.Printouts.Kind printKind(Context ctx) {
    return java.util.Arrays.stream(org.chuhe.app.workflow.Printouts.Kind.values())
        .filter(k -> k.word().equals(ctx.pathParam("kind"))).findFirst()
        .orElseThrow(io.javalin.http.NotFoundResponse::new);
  }

  private void print(Context ctx, org.chuhe.app.workflow.Printouts.Kind kind) {
    Texts t = Web.texts(ctx);
    Event.Public read = event.publicRead();
    String round = ctx.queryParam("round");
    String division = ctx.queryParam("division");
    String asked = division == null || division.isBlank() ? null : division;
    Integer roundAsked = round == null || round.isBlank() ? null : Web.number(round, "round");
    boolean names = "yes".equals(ctx.queryParam("names"));
    Lang lang = t.english() ? Lang.en : Lang.zh;
    Optional<String> head = read.head().map(h -> h.text());
    String what = t.english() ? kind.en() : kind.zh();
    if ("xlsx".equals(ctx.queryParam("format"))) {
      download(ctx, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", what, kind.word() + ".xlsx",
          TableXlsx.write(org.chuhe.app.workflow.Printouts.tables(read.tournament(), kind, asked, roundAsked, names,
              lang), head));
      return;
    }
    download(ctx, "application/pdf", what, kind.word() + ".pdf", org.chuhe.app.workflow.Printouts.pdf(
        read.tournament(), kind, asked, roundAsked, names, address.get(), lang, head));
  }

  /**
   * GET {@code /console/export/certificates}: the certificates of {@code ./chuhe export certificates} as a PDF with
   * the shipped template, of every kind or of {@code kind} (prizes, titles, grades), of every division or of
   * {@code division}, each with the QR code of the player's card on the public pages. Role: chief.
   */
  void certificates(Context ctx, ConsoleAccess.Arbiter arbiter) {
    certificates(ctx, org.chuhe.app.report.print.CertificateTemplate.standard(Web.texts(ctx).english() ? Lang.en
        : Lang.zh));
  }

  /**
   * POST {@code /console/export/certificates}: the same with the organiser's template uploaded ({@code file}; without
   * one, the shipped template). A template is refused as on the command line, naming its line and field; one with a
   * background image cannot be uploaded alone (the command line reads the image beside the file). Role: chief.
   */
  void certificatesOf(Context ctx, ConsoleAccess.Arbiter arbiter) throws java.io.IOException {
    io.javalin.http.UploadedFile file = ctx.uploadedFile("file");
    if (file == null || file.filename().isBlank()) {
      certificates(ctx, arbiter);
      return;
    }
    String text;
    try (java.io.InputStream in = file.content()) {
      text = org.chuhe.app.io.InputFiles.read(in, file.filename(),
          org.chuhe.app.io.InputFiles.Kind.CERTIFICATE_TEMPLATE);
    }
    var template = org.chuhe.app.report.print.CertificateTemplate.read(file.filename(), text);
    org.chuhe.app.report.print.Certificates.background(template, null);
    certificates(ctx, template);
  }

  private void certificates(Context ctx, org.chuhe.app.report.print.CertificateTemplate template) {
    Texts t = Web.texts(ctx);
    Lang lang = t.english() ? Lang.en : Lang.zh;
    String word = ctx.formParam("kind") != null ? ctx.formParam("kind") : ctx.queryParam("kind");
    String division = ctx.formParam("division") != null ? ctx.formParam("division") : ctx.queryParam("division");
    var kind = word == null || word.isBlank() ? null : org.chuhe.app.report.print.Certificates.Kind.of(word);
    Tournament tournament = event.publicRead().tournament();
    var certificates = Reports.certificates(tournament, division == null || division.isBlank() ? null : division,
        kind, lang);
    byte[] pdf = org.chuhe.app.report.print.Certificates.pdf(template, null, certificates, tournament,
        org.chuhe.app.report.print.Certificates.date(tournament, java.time.LocalDate.now(), lang), address.get(),
        lang);
    download(ctx, "application/pdf", t.get("more.export.file.certificates"), "certificates.pdf", pdf);
  }

  /**
   * A file to save, named after the event ({@code 赛事-名次.csv}): the name in UTF-8 ({@code filename*}, RFC 6266)
   * and, for old browsers, the tournament's id and {@code file} in ASCII ({@code fujian-women-2018-standings.csv}).
   */
  private void download(Context ctx, String type, String what, String file, String body) {
    download(ctx, type + "; charset=utf-8", what, file, body.getBytes(StandardCharsets.UTF_8));
  }

  /** The same, for a file of bytes of type {@code type} (with its charset when it is text). */
  private void download(Context ctx, String type, String what, String file, byte[] body) {
    String name = event.publicTournament().name().replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}]", "_") + "-" + what
        + file.substring(file.lastIndexOf('.'));
    String ascii = event.tournament().replaceAll("[^A-Za-z0-9._-]", "_") + "-" + file;
    ctx.header("Content-Disposition", "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''"
        + Paths.encode(name));
    ctx.header("Cache-Control", "no-store");
    ctx.contentType(type);
    ctx.result(body);
  }
}

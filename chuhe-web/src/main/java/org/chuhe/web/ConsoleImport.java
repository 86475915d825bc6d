package org.chuhe.web;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.io.PlayerColumns;
import org.chuhe.app.io.forms.EntryForms;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Session;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;

/**
 * The console's import of an entry form in two steps (issue 24): the upload shows a preview that writes nothing —
 * what each column was taken as (changeable), the rows that would be added, updated or left unchanged, each row that
 * cannot be taken with its file, sheet, row, column and reason — and the arbiter's accept imports the rows shown
 * ({@link Registration#previewForm}, {@link Registration#acceptForm}: the very checks of {@code players import}).
 * The form waits between the steps in {@link FormUploads}, under a token bound to the session.
 */
final class ConsoleImport {
  /** How many rows of each kind a preview lists; a larger form's rows are counted, the first ones shown. */
  static final int SHOWN = 200;

  private final Event event;
  private final Templates templates;
  private final Announcer announcer;
  private final ConsoleRounds players;
  private final FormUploads uploads;

  ConsoleImport(Event event, Templates templates, Announcer announcer, ConsoleRounds players, FormUploads uploads) {
    this.event = event;
    this.templates = templates;
    this.announcer = announcer;
    this.players = players;
    this.uploads = uploads;
  }

  /** A column of the preview: its letter, heading, the field it gives ("" left out), and the field's select name. */
  record ColumnRow(String letter, String heading, String field, String select) {}

  record SheetRow(String sheet, int headerRow, List<ColumnRow> columns) {}

  /** A row to be taken: where it is, the player as arbiters name him, his division, notices. */
  record TakenRow(String place, String name, String division, List<String> notices) {}

  /** A row that cannot be taken: file, sheet, row, column and the reason in the page's language. */
  record RefusedRow(String file, String sheet, String row, String column, String reason) {}

  /** A field a column may be taken as, with its words in the page's language. */
  record Meaning(String field, String label) {}

  record PreviewPage(String token, String division, String file, String override, List<String> notices,
      List<SheetRow> sheets, List<Meaning> meanings, int added, int updated, int unchanged,
      List<TakenRow> addedRows, List<TakenRow> updatedRows, List<TakenRow> unchangedRows, int refused,
      List<RefusedRow> refusedRows, int shown, String digest, List<String> status, boolean conflict) {}

  /** POST {@code /console/players/import}: an entry form uploaded, kept, and previewed. Role: chief. */
  void upload(Context ctx, ConsoleAccess.Arbiter arbiter) throws IOException {
    Texts t = Web.texts(ctx);
    UploadedFile file = ctx.uploadedFile("file");
    String division = ctx.formParam("division");
    try (Session s = event.session(arbiter.name())) {
      if (file == null || file.filename().isBlank()) {
        throw Web.problem("file", "problem.listFile");
      }
      byte[] bytes;
      try (InputStream in = file.content()) {
        bytes = in.readAllBytes();
      }
      String override = ctx.formParam("override");
      Registration.FormPreview preview = Registration.previewForm(s, file.filename(), bytes, List.of(), override);
      String token = uploads.keep(arbiter.csrf(), file.filename(), bytes, override, division);
      render(ctx, arbiter, t, token, uploads.get(arbiter.csrf(), token).orElseThrow(), preview, List.of(), false);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      players.renderPlayers(ctx, arbiter, division, ConsoleRounds.refused(t, e, Map.of("importOverride",
          ctx.formParam("override") == null ? "" : ctx.formParam("override"))));
    }
  }

  /** GET {@code /console/players/import/preview?token=…}: the preview again (another language). Role: chief. */
  void show(Context ctx, ConsoleAccess.Arbiter arbiter) {
    preview(ctx, arbiter, ctx.queryParam("token"), null, null);
  }

  /**
   * POST {@code /console/players/import/preview}: the preview again with the columns' meanings and the override
   * reason as the arbiter set them. Writes nothing. Role: chief.
   */
  void again(Context ctx, ConsoleAccess.Arbiter arbiter) {
    preview(ctx, arbiter, ctx.formParam("token"), choices(ctx), ctx.formParam("override"));
  }

  private void preview(Context ctx, ConsoleAccess.Arbiter arbiter, String token, List<EntryForms.ColumnChoice> chosen,
      String override) {
    Texts t = Web.texts(ctx);
    Optional<FormUploads.Upload> kept = uploads.get(arbiter.csrf(), token);
    if (kept.isEmpty()) {
      gone(ctx, arbiter, t);
      return;
    }
    FormUploads.Upload u = kept.get();
    List<EntryForms.ColumnChoice> choices = chosen == null ? u.choices() : chosen;
    String reason = chosen == null ? u.override() : override;
    try (Session s = event.session(arbiter.name())) {
      Registration.FormPreview preview = Registration.previewForm(s, u.fileName(), u.bytes(), choices, reason);
      uploads.update(token, choices, reason);
      render(ctx, arbiter, t, token, uploads.get(arbiter.csrf(), token).orElseThrow(), preview, List.of(), false);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      players.renderPlayers(ctx, arbiter, u.division(), ConsoleRounds.refused(t, e, Map.of()));
    }
  }

  /**
   * POST {@code /console/players/import/accept}: the rows of the preview imported, the refused ones left out; if
   * the event changed meanwhile so that the form would do otherwise, nothing is written and the new preview is shown
   * (409). Role: chief.
   */
  void accept(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String token = ctx.formParam("token");
    Optional<FormUploads.Upload> kept = uploads.get(arbiter.csrf(), token);
    if (kept.isEmpty()) {
      gone(ctx, arbiter, t);
      return;
    }
    FormUploads.Upload u = kept.get();
    try (Session s = event.session(arbiter.name())) {
      Registration.Accepted done = Registration.acceptForm(s, u.fileName(), u.bytes(), u.choices(), u.override(),
          String.valueOf(ctx.formParam("digest")));
      uploads.drop(token);
      announcer.look();
      Registration.Imported imported = done.imported();
      List<String> lines = new ArrayList<>(List.of(t.get("players.imported", imported.added().size(),
          imported.updated().size(), imported.unchanged())));
      if (!done.preview().refused().isEmpty()) {
        lines.add(t.get("import.leftOut", done.preview().refused().stream().map(r -> r.place()).distinct().count()));
      }
      done.preview().notices().forEach(n -> lines.add(n.where() + ": " + t.pick(n.zh(), n.en())));
      Tournament now = s.load();
      java.util.stream.Stream.concat(imported.added().stream(), imported.updated().stream()).forEach(e -> e.notices()
          .forEach(n -> lines.add(t.pick(now.nameZh(e.player().id()), now.nameEn(e.player().id())) + ": "
              + t.pick(n.zh(), n.en()))));
      players.renderPlayers(ctx, arbiter, u.division(), ConsoleRounds.Outcome.done(lines));
    } catch (Registration.PreviewChanged changed) {
      ctx.status(HttpStatus.CONFLICT);
      render(ctx, arbiter, t, token, u, changed.now(), List.of(t.pick(changed.problems().get(0).zh(),
          changed.problems().get(0).en())), true);
    } catch (ProblemException e) {
      ctx.status(Web.status(e.kind()));
      players.renderPlayers(ctx, arbiter, u.division(), ConsoleRounds.refused(t, e, Map.of()));
    }
  }

  /** The form is no longer kept (expired, another session's, the server restarted): upload it again. */
  private void gone(Context ctx, ConsoleAccess.Arbiter arbiter, Texts t) {
    ctx.status(HttpStatus.NOT_FOUND);
    ProblemException e = Web.notFound("", "import.gone");
    players.renderPlayers(ctx, arbiter, ctx.formParam("division"), ConsoleRounds.refused(t, e, Map.of()));
  }

  /**
   * The columns' meanings as the preview's selects give them: {@code col:INDEX:SHEET} (SHEET empty for a CSV) is a
   * field of {@link PlayerColumns#fields()}, or empty for a column left out.
   */
  private static List<EntryForms.ColumnChoice> choices(Context ctx) {
    List<EntryForms.ColumnChoice> choices = new ArrayList<>();
    ctx.formParamMap().forEach((name, values) -> {
      if (name.startsWith("col:") && !values.isEmpty()) {
        String[] parts = name.split(":", 3);
        try {
          int column = Integer.parseInt(parts[1]);
          String sheet = parts.length < 3 || parts[2].isEmpty() ? null : parts[2];
          choices.add(new EntryForms.ColumnChoice(sheet, column, values.get(0).strip()));
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException notAColumn) {
          throw Web.problem(name, "import.badColumn", name);
        }
      }
    });
    return choices;
  }

  private void render(Context ctx, ConsoleAccess.Arbiter arbiter, Texts t, String token, FormUploads.Upload u,
      Registration.FormPreview p, List<String> status, boolean conflict) {
    List<SheetRow> sheets = p.sheets().stream().map(sh -> new SheetRow(sh.sheet() == null ? "" : sh.sheet(),
        sh.headerRow(), sh.columns().stream().map(c -> new ColumnRow(c.letter(), c.heading(),
            c.field() == null ? EntryForms.IGNORED : c.field(),
            "col:" + c.index() + ":" + (sh.sheet() == null ? "" : sh.sheet()))).toList())).toList();
    List<Meaning> meanings = new ArrayList<>();
    meanings.add(new Meaning(EntryForms.IGNORED, t.get("import.ignored")));
    PlayerColumns.fields().stream().filter(f -> !f.equals("remark"))
        .forEach(f -> meanings.add(new Meaning(f, t.get("import.field." + f))));
    List<RefusedRow> refused = p.refused().stream().limit(SHOWN).map(r -> new RefusedRow(r.place().file(),
        r.place().sheet() == null ? "" : r.place().sheet(), Integer.toString(r.place().row()),
        r.column() == null ? "" : r.column(), t.pick(r.zh(), r.en()))).toList();
    PreviewPage page = new PreviewPage(token, u.division() == null ? "" : u.division(), p.file(),
        u.override() == null ? "" : u.override(), p.notices().stream().map(n -> n.where() + ": "
            + t.pick(n.zh(), n.en())).toList(), sheets, meanings, p.added().size(), p.updated().size(),
        p.unchanged().size(), taken(t, p.added()), taken(t, p.updated()), taken(t, p.unchanged()),
        (int) p.refused().stream().map(r -> r.place()).distinct().count(), refused, SHOWN, p.digest(), status,
        conflict);
    Frame f = new Frame(t, t.get("import.title"), Paths.importPreview(token) + "&" + Web.LANG + "="
        + (t.english() ? "zh" : "en"), Optional.of(arbiter), "",
        Boolean.TRUE.equals(ctx.attribute(Frame.WAITING_FOR_SPACE)));
    templates.send(ctx, "consoleImport", Web.model(f, "page", page));
  }

  private static List<TakenRow> taken(Texts t, List<Registration.PreviewRow> rows) {
    return rows.stream().limit(SHOWN).map(r -> new TakenRow(r.place().text(), t.pick(r.nameZh(), r.nameEn()),
        t.pick(r.divisionZh(), r.divisionEn()), r.notices().stream().map(n -> t.pick(n.zh(), n.en())).toList()))
        .toList();
  }
}

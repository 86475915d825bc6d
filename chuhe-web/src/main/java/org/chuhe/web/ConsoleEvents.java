package org.chuhe.web;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.app.workflow.NeedsReason;
import org.chuhe.app.workflow.RegulationChanges;
import org.chuhe.app.workflow.RegulationsText;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.problem.ProblemException;

/**
 * The chief arbiter's pages of the event itself: creating it from a preset on a server started on a database that
 * holds none ({@value Paths#EVENT}; {@code ./chuhe new --preset}) or from an uploaded event document
 * ({@value Paths#EVENT_IMPORT}; {@code ./chuhe import json}), and its regulations as YAML, checked and saved
 * ({@value Paths#REGULATIONS}; {@code ./chuhe regulations show / set --file}) through the same use cases.
 */
final class ConsoleEvents {
  private final Event event;
  private final Workspace workspace;
  private final Templates templates;
  private final Announcer announcer;

  ConsoleEvents(Event event, Workspace workspace, Templates templates, Announcer announcer) {
    this.event = event;
    this.workspace = workspace;
    this.templates = templates;
    this.announcer = announcer;
  }

  /** A preset as the page lists it, in the page's language. */
  record PresetRow(String id, String name, String year, String divisions, String description) {}

  /** The form "create an event": the presets, what was typed, the problems by field ("" : the form's). */
  record NewEvent(List<PresetRow> presets, Map<String, String> typed, List<Web.Shown> problems) {
    String typed(String field) {
      return typed.getOrDefault(field, "");
    }

    List<String> of(String field) {
      return problems.stream().filter(p -> p.where().equals(field)).map(Web.Shown::text).toList();
    }

    List<String> others() {
      return problems.stream().filter(p -> !List.of("preset", "id", "name", "file").contains(p.where()))
          .map(Web.Shown::text).toList();
    }
  }

  /** A problem of the regulations' text: its line (0: the text as a whole), field, words, and the line as typed. */
  record ProblemLine(int line, String field, String text, String typed) {}

  /** The regulations page: the text (as saved, or as typed when refused), the problems, what was done. */
  record RegulationsPage(String text, List<ProblemLine> problems, List<String> done, boolean askReason,
      String reason) {}

  /** {@code /console/event}: the form on a server without an event; the event's regulations once there is one. */
  void newEvent(Context ctx, ConsoleAccess.Arbiter arbiter) {
    if (event.bound()) {
      Web.redirect(ctx, Paths.REGULATIONS);
      return;
    }
    renderNew(ctx, arbiter, HttpStatus.OK, Map.of(), List.of());
  }

  /** Creates the event from the preset chosen ({@code preset}, {@code name}, {@code id}) and serves it at once. */
  void create(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Map<String, String> typed = Map.of("preset", form(ctx, "preset"), "name", form(ctx, "name"), "id",
        form(ctx, "id"));
    try {
      String id = event.bindNew(() -> Tournaments.create(workspace, typed.get("id"), typed.get("name"),
          typed.get("preset"), arbiter.name()), Tournaments.Created::id).id();
      announcer.everything(); // the open pages that said "no event yet" fetch again
      Web.redirect(ctx, Paths.REGULATIONS + "?created=" + Paths.encode(id));
    } catch (ProblemException e) {
      renderNew(ctx, arbiter, Web.status(e.kind()), typed, Web.shown(Web.texts(ctx), e));
    }
  }

  /**
   * Imports an uploaded event document ({@code file}; {@code ./chuhe import json}: the same reader, limits and
   * messages) and serves it at once, as {@link #create} does. A refused document creates nothing; its problems, each
   * with the field's path the reader names, are shown at the file field.
   */
  void importDocument(Context ctx, ConsoleAccess.Arbiter arbiter) throws IOException {
    UploadedFile file = ctx.uploadedFile("file");
    try {
      if (file == null || file.filename().isBlank()) {
        throw Web.problem("file", "problem.eventFile");
      }
      Tournaments.ImportedFile imported;
      try (InputStream in = file.content()) {
        imported = event.bindNew(() -> Tournaments.importFile(workspace, file.filename(), in, arbiter.name()),
            i -> i.created().id());
      }
      announcer.everything(); // the open pages that said "no event yet" fetch again
      String id = imported.created().id();
      if (imported.notKept().isEmpty()) {
        Web.redirect(ctx, Paths.REGULATIONS + "?created=" + Paths.encode(id));
        return;
      }
      // What of a TRF chuhe could not keep is said once, here, on the page that follows the import.
      Texts t = Web.texts(ctx);
      List<String> done = new java.util.ArrayList<>(List.of(t.get("events.created", id),
          t.get("last.import.notKept", imported.notKept().size())));
      imported.notKept().forEach(n -> done.add((n.where().isEmpty() ? "" : n.where() + ": ")
          + (t.english() ? n.en() : n.zh())));
      try (Session s = event.session(arbiter.name())) {
        renderRegulations(ctx, arbiter, HttpStatus.OK, new RegulationsPage(RegulationsText.of(s), List.of(), done,
            false, ""));
      }
    } catch (ProblemException e) {
      List<Web.Shown> atFile = Web.shown(Web.texts(ctx), e).stream().map(p -> new Web.Shown("file",
          p.where().isEmpty() || p.where().equals("file") ? p.text() : p.where() + ": " + p.text(), p.remedy()))
          .toList();
      renderNew(ctx, arbiter, Web.status(e.kind()), Map.of(), atFile);
    }
  }

  /** {@code /console/regulations}: the regulations in force, as YAML, to edit. */
  void regulations(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String created = ctx.queryParam("created");
    try (Session s = event.session(arbiter.name())) {
      renderRegulations(ctx, arbiter, HttpStatus.OK, new RegulationsPage(RegulationsText.of(s), List.of(),
          created == null ? List.of() : List.of(t.get("events.created", created)), false, ""));
    }
  }

  /** "Check": what saving the text would change, or its problems at their lines; nothing is saved. */
  void check(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String text = form(ctx, "text");
    try (Session s = event.session(arbiter.name())) {
      RegulationChanges.Preview p = RegulationsText.check(s, text);
      List<ProblemLine> confirm = lines(text, t, p.toConfirm().isEmpty() ? List.of()
          : RegulationsText.placed(new ProblemException(p.toConfirm())));
      List<String> done = List.of(p.parts().isEmpty() ? t.get("regulations.same")
          : t.get(confirm.isEmpty() ? "regulations.wouldChange" : "regulations.wouldNeedReason",
              String.join(", ", p.parts())));
      renderRegulations(ctx, arbiter, HttpStatus.OK, new RegulationsPage(text, confirm, done, !confirm.isEmpty(),
          form(ctx, "reason")));
    } catch (ProblemException e) {
      refused(ctx, arbiter, t, text, e);
    }
  }

  /** "Save": the text becomes the regulations (logged), with a reason for what alters the published. */
  void save(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String text = form(ctx, "text");
    try (Session s = event.session(arbiter.name())) {
      RegulationChanges.Changed c = RegulationsText.save(s, text, form(ctx, "reason"));
      announcer.look(); // a division's name, the rounds, the schedule: every public page may show it
      renderRegulations(ctx, arbiter, HttpStatus.OK, new RegulationsPage(RegulationsText.of(s), List.of(),
          c.notices().stream().map(n -> t.pick(n.zh(), n.en())).toList(), false, ""));
    } catch (ProblemException e) {
      refused(ctx, arbiter, t, text, e);
    }
  }

  private void refused(Context ctx, ConsoleAccess.Arbiter arbiter, Texts t, String text, ProblemException e) {
    renderRegulations(ctx, arbiter, Web.status(e.kind()), new RegulationsPage(text,
        lines(text, t, RegulationsText.placed(e)), List.of(), e instanceof NeedsReason, form(ctx, "reason")));
  }

  private static List<ProblemLine> lines(String text, Texts t, List<RegulationsText.Placed> placed) {
    String[] typed = text.split("\r?\n", -1);
    return placed.stream().map(p -> new ProblemLine(p.line(), p.field(), t.pick(p.problem().zh(),
        p.problem().en()), p.line() >= 1 && p.line() <= typed.length ? typed[p.line() - 1] : "")).toList();
  }

  private void renderNew(Context ctx, ConsoleAccess.Arbiter arbiter, HttpStatus status, Map<String, String> typed,
      List<Web.Shown> problems) {
    Texts t = Web.texts(ctx);
    List<PresetRow> presets = Tournaments.presets().stream().map(p -> new PresetRow(p.id(), p.name(), p.year(),
        String.join(t.english() ? ", " : "、", t.english() ? p.divisionsEn() : p.divisions()),
        t.pick(p.description(), p.descriptionEn()))).toList();
    ctx.status(status);
    Frame f = Web.frame(ctx, t, t.get("events.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleEventNew", Web.model(f, "page", new NewEvent(presets, typed, problems)));
  }

  private void renderRegulations(Context ctx, ConsoleAccess.Arbiter arbiter, HttpStatus status,
      RegulationsPage page) {
    Texts t = Web.texts(ctx);
    ctx.status(status);
    Frame f = Web.frame(ctx, t, t.get("regulations.title"), Optional.of(arbiter));
    templates.send(ctx, "consoleRegulations", Web.model(f, "page", page));
  }

  private static String form(Context ctx, String name) {
    String value = ctx.formParam(name);
    return value == null ? "" : value;
  }
}

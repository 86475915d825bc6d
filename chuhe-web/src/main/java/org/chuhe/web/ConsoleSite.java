package org.chuhe.web;

import io.javalin.http.Context;
import org.chuhe.app.workflow.Workspace;

/**
 * The console's download of the static copy of the public pages ({@link StaticSite}) as a zip: what
 * {@code ./chuhe export site} writes, in the console's language, its files under a folder named after the event.
 */
final class ConsoleSite {
  private final Event event;
  private final Workspace workspace;

  ConsoleSite(Event event, Workspace workspace) {
    this.event = event;
    this.workspace = workspace;
  }

  /** GET {@code /console/export/site.zip}. Role: chief (like every export of the console). */
  void zip(Context ctx, ConsoleAccess.Arbiter arbiter) {
    Texts t = Web.texts(ctx);
    String id = event.tournament().replaceAll("[^A-Za-z0-9._-]", "_") + "-site";
    String name = event.publicTournament().name().replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}]", "_") + "-"
        + t.get("more.export.file.site");
    // Built whole before a byte is sent: a problem is said on a page, never as half a zip.
    var bytes = new java.io.ByteArrayOutputStream();
    StaticSite.zip(workspace, event.tournament(), t.lang(), id, bytes);
    ctx.header("Content-Disposition", "attachment; filename=\"" + id + ".zip\"; filename*=UTF-8''"
        + Paths.encode(name + ".zip"));
    ctx.header("Cache-Control", "no-store");
    ctx.contentType("application/zip");
    ctx.result(bytes.toByteArray());
  }
}

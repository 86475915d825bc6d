package org.chuhe.web;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.http.Context;
import java.util.Map;

/**
 * The jte templates of {@code src/main/jte}, compiled to Java classes at build time (jte-maven-plugin): the shipped
 * jar needs no compiler, and a template that does not fit its values fails the build, not a request. HTML content
 * type: every value a template prints is escaped for where it stands (text, attribute), so a name typed as
 * {@code <script>} shows as text.
 */
final class Templates {
  /** The package of the compiled templates (jte-maven-plugin's {@code packageName}): that of the views. */
  private final TemplateEngine engine = TemplateEngine.createPrecompiled(null, ContentType.Html,
      Templates.class.getClassLoader(), Templates.class.getPackageName());

  /** Renders {@code template} as the response: HTML in UTF-8, said in the header (a fragment has no meta tag). */
  /** The request attribute under which {@link #send} leaves the page it rendered (for the page cache). */
  static final String RENDERED = "chuhe.rendered";

  void send(Context ctx, String template, Map<String, Object> params) {
    String html = render(template, params);
    ctx.attribute(RENDERED, html);
    ctx.contentType("text/html; charset=utf-8").result(html);
  }

  /** {@code template} rendered with {@code params}, as HTML text (for an answer written outside Javalin). */
  String render(String template, Map<String, Object> params) {
    StringOutput out = new StringOutput();
    engine.render(template + ".jte", params, out);
    return out.toString();
  }
}

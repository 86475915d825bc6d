package org.chuhe.app.io;

import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import java.util.List;

/**
 * Field paths as people read them: {@code divisions[1].prizes.bands[0].money}. The core's validation names fields
 * this way; Jackson's reference chains and parsing contexts are turned into the same form here so that both kinds of
 * problem point at a place in the same words.
 */
final class FieldPath {
  private FieldPath() {}

  /** The path of a Jackson reference chain ({@code JsonMappingException.getPath()}). */
  static String of(List<JsonMappingException.Reference> chain) {
    StringBuilder b = new StringBuilder();
    for (JsonMappingException.Reference ref : chain) {
      if (ref.getFieldName() != null) {
        field(b, ref.getFieldName());
      } else if (ref.getIndex() >= 0) {
        b.append('[').append(ref.getIndex()).append(']');
      }
    }
    return b.toString();
  }

  /** The path of the value a streaming parser is at, given its parsing context (root first). */
  static String of(JsonStreamContext context) {
    if (context == null || context.inRoot()) {
      return "";
    }
    String outer = of(context.getParent());
    StringBuilder b = new StringBuilder(outer);
    if (context.inArray()) {
      b.append('[').append(Math.max(context.getCurrentIndex(), 0)).append(']');
    } else if (context.getCurrentName() != null) {
      field(b, context.getCurrentName());
    }
    return b.toString();
  }

  /** The path one step up: {@code a.b[2]} → {@code a.b}, {@code a.b} → {@code a}, {@code a} → "". */
  static String parent(String path) {
    int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
    return cut <= 0 ? "" : path.substring(0, cut);
  }

  /** The last field name of a path, or null when it ends in an index. */
  static String lastField(String path) {
    if (path.endsWith("]")) {
      return null;
    }
    int cut = path.lastIndexOf('.');
    return cut < 0 ? path : path.substring(cut + 1);
  }

  static String join(String outer, String inner) {
    if (outer == null || outer.isEmpty()) {
      return inner;
    }
    if (inner.isEmpty() || inner.startsWith("[")) {
      return outer + inner;
    }
    return outer + "." + inner;
  }

  private static void field(StringBuilder b, String name) {
    if (b.length() > 0) {
      b.append('.');
    }
    b.append(name);
  }
}

package org.chuhe.app.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where each field of a YAML or JSON text starts, by field path. Jackson's errors carry their own location, but the
 * core's validation runs on finished records and only knows field paths; this index lets those problems point at a
 * line too. A field that is absent from the text (left to its default) is found through its nearest written parent.
 */
public final class SourceIndex {
  /** An index that knows no places, for sources that are not text (a JSON tree built in memory). */
  public static final SourceIndex EMPTY = new SourceIndex(Map.of());

  private final Map<String, Position> positions;

  private SourceIndex(Map<String, Position> positions) {
    this.positions = positions;
  }

  /** A line and column, both counted from 1. */
  public record Position(int line, int column) {
    static Optional<Position> of(JsonLocation location) {
      if (location == null || location.getLineNr() < 1) {
        return Optional.empty();
      }
      return Optional.of(new Position(location.getLineNr(), Math.max(location.getColumnNr(), 1)));
    }

    @Override
    public String toString() {
      return line + ":" + column;
    }
  }

  /**
   * Indexes {@code text} with the parser of {@code mapper}. Text that does not parse gives an index of what was
   * read before the error: it is only ever used to place problems, never to decide whether a file is valid.
   */
  public static SourceIndex of(ObjectMapper mapper, String text) {
    Map<String, Position> positions = new HashMap<>();
    try (JsonParser p = mapper.getFactory().createParser(text)) {
      JsonToken token;
      while ((token = p.nextToken()) != null) {
        if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
          continue;
        }
        // A container's own context is already the new one when its start token is read; its place is in the parent.
        var context = token.isStructStart() ? p.getParsingContext().getParent() : p.getParsingContext();
        String path = FieldPath.of(context);
        Position.of(p.currentTokenLocation()).ifPresent(at -> positions.putIfAbsent(path, at));
      }
    } catch (IOException | RuntimeException e) {
      // keep what was indexed so far (see above)
    }
    return new SourceIndex(Map.copyOf(positions));
  }

  /** Where {@code path} itself is written; empty when it is not. */
  public Optional<Position> exact(String path) {
    return Optional.ofNullable(positions.get(path == null ? "" : path));
  }

  /** Where {@code path} is written, or where its nearest written parent is. Empty for the root or unknown text. */
  public Optional<Position> find(String path) {
    String p = path == null ? "" : path;
    while (!p.isEmpty()) {
      Position at = positions.get(p);
      if (at != null) {
        return Optional.of(at);
      }
      p = FieldPath.parent(p);
    }
    return Optional.empty();
  }
}

package org.chuhe.app.presets;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.io.ReadErrors;
import org.chuhe.app.io.RegulationsReader;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/**
 * The regulations presets shipped with chuhe: one YAML file per seed event under {@code presets/} on the class path,
 * listed in {@code presets/index.yaml}. A preset is an ordinary regulations file, read by the same reader as an
 * arbiter's own; nothing in the code depends on which preset is in use.
 */
public final class Presets {
  private static final String DIRECTORY = "presets/";
  private static final String INDEX = DIRECTORY + "index.yaml";

  /** Loaded regulations by id; records are immutable, so one copy serves every caller. */
  private static final Map<String, Regulations> LOADED = new ConcurrentHashMap<>();

  private record IndexEntry(String id, String description, String descriptionEn) {}

  /** The catalog, read once on first use. */
  private static final class Catalog {
    static final List<IndexEntry> ENTRIES = readIndex();
  }

  private Presets() {}

  /** Every preset, in catalog order. */
  public static List<PresetInfo> list() {
    return index().stream()
        .map(e -> {
          Regulations regulations = get(e.id());
          return new PresetInfo(e.id(), regulations.name(), regulations.format(), e.description(), e.descriptionEn());
        })
        .toList();
  }

  public static List<String> ids() {
    return index().stream().map(IndexEntry::id).toList();
  }

  /**
   * The preset's regulations.
   *
   * @throws ProblemException for an unknown id (naming the known ones)
   */
  public static Regulations get(String id) {
    requireKnown(id);
    return LOADED.computeIfAbsent(id, known -> RegulationsReader.readYaml(fileName(known), source(known)));
  }

  /** The preset's YAML text as shipped, comments included (for {@code preset show}). */
  public static String source(String id) {
    requireKnown(id);
    return resourceText(fileName(id));
  }

  /**
   * True when these regulations are exactly a shipped preset, so a document can name the preset instead of copying
   * it; regulations changed in any way are written out in full.
   */
  public static boolean isPreset(Regulations regulations) {
    return regulations.id() != null && ids().contains(regulations.id()) && get(regulations.id()).equals(regulations);
  }

  private static void requireKnown(String id) {
    List<String> known = ids();
    if (!known.contains(id)) {
      String list = String.join(", ", known);
      throw new ProblemException(Problem.at("preset",
          "没有名为 \"" + id + "\" 的预设规程，可选：" + list,
          "no preset named \"" + id + "\"; known presets: " + list));
    }
  }

  private static String fileName(String id) {
    return DIRECTORY + id + ".yaml";
  }

  private static List<IndexEntry> index() {
    return Catalog.ENTRIES;
  }

  private static List<IndexEntry> readIndex() {
    String text = resourceText(INDEX);
    try {
      return List.copyOf(Mappers.yaml().readValue(text, new TypeReference<List<IndexEntry>>() {}));
    } catch (JsonProcessingException e) {
      throw new ProblemException(ReadErrors.fromJackson(INDEX, e));
    }
  }

  private static String resourceText(String name) {
    try (InputStream in = Presets.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        // A shipped file that is missing is a broken build, not a user's mistake.
        throw new IllegalStateException("missing resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package org.chuhe.app.io;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;

/**
 * Reads and writes regulations files (YAML; see docs/regulations.md). Reading is all or nothing: a file that is
 * not UTF-8 or too large ({@link InputFiles}), does not parse, or parses into regulations that {@link Regulations#validate()} rejects, throws a
 * {@link ProblemException} whose problems each name the file, line, column and field path.
 */
public final class RegulationsReader {
  /**
   * Regulations records turn every absent list into an empty one, so leaving empty lists out of the written file
   * loses nothing and keeps it as short as one an arbiter would write.
   */
  private static final ObjectWriter WRITER = Mappers.yaml().copy()
      .setDefaultPropertyInclusion(JsonInclude.Include.NON_EMPTY)
      .writer();

  private RegulationsReader() {}

  public static Regulations readYaml(Path file) {
    return readYaml(file.toString(), InputFiles.read(file, file.toString(), InputFiles.Kind.REGULATIONS));
  }

  public static Regulations readYaml(String fileName, InputStream in) {
    return readYaml(fileName, InputFiles.read(in, fileName, InputFiles.Kind.REGULATIONS));
  }

  /** @param fileName how problems name the source, e.g. {@code presets/xiaoyi-2019.yaml} */
  public static Regulations readYaml(String fileName, String text) {
    String yaml = InputFiles.text(fileName, text, InputFiles.Kind.REGULATIONS);
    Regulations regulations;
    try {
      regulations = Mappers.yaml().readValue(yaml, Regulations.class);
    } catch (JsonProcessingException | RuntimeException e) {
      throw new ProblemException(ReadErrors.fromJackson(fileName, e, SourceIndex.of(Mappers.yaml(), yaml)));
    }
    if (regulations == null) {
      // A YAML text with only comments (or "~") is a document with no value.
      throw new ProblemException(Problem.at(fileName, "文件里没有规程内容", "the file holds no regulations"));
    }
    return validated(fileName, "", regulations, () -> SourceIndex.of(Mappers.yaml(), yaml));
  }

  /**
   * Regulations from a JSON tree, e.g. the {@code regulations} node of a tournament document.
   *
   * @param sourceName how problems name the source (the document's file name)
   * @param basePath where the node sits in the source ({@code regulations}), prefixed to field paths
   */
  public static Regulations fromTree(String sourceName, String basePath, JsonNode node) {
    Regulations regulations;
    try {
      regulations = Mappers.json().treeToValue(node, Regulations.class);
    } catch (JsonProcessingException | RuntimeException e) {
      throw new ProblemException(ReadErrors.fromJackson(sourceName, basePath, e, SourceIndex.EMPTY));
    }
    if (regulations == null) {
      throw new ProblemException(Problem.at(ReadErrors.where(sourceName, Optional.empty(), basePath),
          "缺少规程内容", "no regulations given"));
    }
    return validated(sourceName, basePath, regulations, () -> SourceIndex.EMPTY);
  }

  public static String toYaml(Regulations regulations) {
    try {
      return WRITER.writeValueAsString(regulations);
    } catch (JsonProcessingException e) {
      // Records of plain values always serialise; anything else is a bug, not a user's mistake.
      throw new IllegalStateException("cannot write regulations as YAML", e);
    }
  }

  private static Regulations validated(String fileName, String basePath, Regulations regulations,
      Supplier<SourceIndex> index) {
    List<Problem> problems = regulations.validate();
    if (problems.isEmpty()) {
      return regulations;
    }
    SourceIndex places = index.get();
    throw new ProblemException(problems.stream()
        .map(p -> ReadErrors.locate(fileName, basePath, p, places))
        .toList());
  }
}

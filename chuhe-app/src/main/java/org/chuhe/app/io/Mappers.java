package org.chuhe.app.io;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * The one place that configures Jackson. Every file chuhe reads or writes (regulations, tournament documents) goes
 * through these two mappers, so a file means the same thing whoever reads it:
 *
 * <ul>
 *   <li>records are built through their canonical constructor (compiled with {@code -parameters}), so the core's
 *       defaults and checks apply to files exactly as to code;
 *   <li>an unknown field is an error: a typo must not silently fall back to a default;
 *   <li>a duplicate key is an error: YAML would otherwise keep the last one without a word;
 *   <li>numbers are not guessed from text or booleans, and 1.5 is not quietly read as 1;
 *   <li>a missing {@code int} field is an error rather than 0;
 *   <li>dates and times are ISO strings ({@code 2001-12-31}, {@code 2019-10-05T08:30});
 *   <li>enums in any of the spellings {@link EnumNames} accepts;
 *   <li>text is a string and good text ({@link InputText}); dates are ISO strings only (see {@link ChuheModule});
 *   <li>a {@code null} in a list or as a map's value is an error (a list of games has no empty game), named by
 *       its place ({@code rounds[3].games[2]});
 *   <li>one value per file: anything after it (a second YAML document after {@code ---}) is an error, not ignored;
 *   <li>limits no real file reaches ({@link #LIMITS}), so that a damaged file fails at once instead of running for
 *       minutes; the size of a whole file is checked before parsing, by {@link InputFiles};
 *   <li>null fields are left out when writing, and JSON is written pretty.
 * </ul>
 *
 * The mappers are shared: use them (or readers/writers made from them), never reconfigure them.
 */
public final class Mappers {
  /**
   * Per value: a string of a million characters (chuhe's own limit for a text value, {@link InputText#MAX_LENGTH},
   * is far lower and says so in plain words; this one stops the parser itself), a field name of a thousand, numbers
   * of 100 digits, 100 levels of nesting (documents and regulations have 6).
   */
  static final StreamReadConstraints LIMITS = StreamReadConstraints.builder()
      .maxStringLength(1_000_000)
      .maxNameLength(1_000)
      .maxNumberLength(100)
      .maxNestingDepth(100)
      .build();
  private static final ObjectMapper JSON = configure(JsonMapper.builder(JsonFactory.builder()
      .streamReadConstraints(LIMITS).build())).build();
  private static final ObjectMapper YAML = configure(YAMLMapper.builder(YAMLFactory.builder()
      .streamReadConstraints(LIMITS)
      .loaderOptions(yamlLimits())
      .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
      .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
      .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
      .build())).build();

  private Mappers() {}

  public static ObjectMapper json() {
    return JSON;
  }

  public static ObjectMapper yaml() {
    return YAML;
  }

  /** SnakeYAML's own limits: the size of a regulations file, and few aliases (a YAML "billion laughs"). */
  private static LoaderOptions yamlLimits() {
    LoaderOptions options = new LoaderOptions();
    options.setCodePointLimit((int) InputFiles.Kind.REGULATIONS.maxBytes());
    options.setMaxAliasesForCollections(20);
    options.setNestingDepthLimit(100);
    options.setAllowDuplicateKeys(false);
    return options;
  }

  private static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B configure(B builder) {
    return builder
        .addModule(new JavaTimeModule())
        .addModule(new ChuheModule())
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))
        .withCoercionConfig(LogicalType.Textual, text -> text
            .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
            .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
            .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
        .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .enable(SerializationFeature.INDENT_OUTPUT)
        .serializationInclusion(JsonInclude.Include.NON_NULL);
  }
}

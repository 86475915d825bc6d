package org.chuhe.app.io;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

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
 *   <li>null fields are left out when writing, and JSON is written pretty.
 * </ul>
 *
 * The mappers are shared: use them (or readers/writers made from them), never reconfigure them.
 */
public final class Mappers {
  private static final ObjectMapper JSON = configure(JsonMapper.builder()).build();
  private static final ObjectMapper YAML = configure(YAMLMapper.builder(YAMLFactory.builder()
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

  private static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B configure(B builder) {
    return builder
        .addModule(new JavaTimeModule())
        .addModule(new ChuheModule())
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
        .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .enable(SerializationFeature.INDENT_OUTPUT)
        .serializationInclusion(JsonInclude.Include.NON_NULL);
  }
}

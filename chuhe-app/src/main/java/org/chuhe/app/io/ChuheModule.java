package org.chuhe.app.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Criterion;

/**
 * The Jackson module that teaches Jackson chuhe's spelling of enums (see {@link EnumNames}) and its strict reading of
 * text and dates. It lives here, not as annotations on the core records, because the core has no dependencies.
 *
 * <ul>
 *   <li>text is only ever a string: a number or {@code true} where text belongs is refused, never turned into
 *       "123" (YAML reads a plain {@code 2016} as a number: such a name is written in quotes), and every string,
 *       map keys included, passes {@link InputText#fault}, so that no lone surrogate, control character or
 *       overlong value reaches the model;
 *   <li>dates, date-times and instants are only ISO strings with a four-digit year ({@code 2001-12-31},
 *       {@code 2019-10-05T08:30}, {@code 2019-10-05T00:30:00Z}): no list {@code [2001, 12, 31]}, no epoch number, no
 *       year -1 or 0, and no time of day on a date.
 * </ul>
 */
final class ChuheModule extends SimpleModule {
  private static final long serialVersionUID = 1L;
  /** A date as chuhe writes it; years 0001 to 9999 (year 0 is refused below). */
  private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
  private static final Pattern DATE_TIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?");
  private static final Pattern INSTANT =
      Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?Z");

  ChuheModule() {
    super("chuhe");
    addSerializer(Criterion.class, new KeySerializer<>(Criterion.class));
    addSerializer(org.chuhe.regulations.Format.class, new KeySerializer<>(org.chuhe.regulations.Format.class));
    // A unit of an individual event has no line-up: its documents stay as they were, without "lineUp: []".
    setMixInAnnotation(org.chuhe.model.Unit.class, UnitMixIn.class);
    addDeserializer(String.class, new TextDeserializer());
    addKeyDeserializer(String.class, new TextKeyDeserializer());
    addDeserializer(LocalDate.class, new IsoDeserializer<>(LocalDate.class, DATE, ChuheModule::date));
    addDeserializer(LocalDateTime.class, new IsoDeserializer<>(LocalDateTime.class, DATE_TIME, LocalDateTime::parse));
    addDeserializer(Instant.class, new IsoDeserializer<>(Instant.class, INSTANT, Instant::parse));
    setDeserializerModifier(new BeanDeserializerModifier() {
      private static final long serialVersionUID = 1L;

      @Override
      public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type,
          BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return new LenientEnumDeserializer(type.getRawClass());
      }
    });
  }

  /** Leaves an empty line-up out of a unit as written (issue 28: only a team event's units declare one). */
  private abstract static class UnitMixIn {
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
    abstract java.util.List<String> lineUp();
  }

  /**
   * Writes a tie-break criterion or a format as its key ({@code opponentScore}, the form the standings' JSON uses;
   * {@code round-robin}, the form the presets list shows): {@link EnumNames#canonical}.
   */
  private static final class KeySerializer<E extends Enum<E>> extends StdScalarSerializer<E> {
    private static final long serialVersionUID = 1L;

    KeySerializer(Class<E> type) {
      super(type);
    }

    @Override
    public void serialize(E value, JsonGenerator gen, SerializerProvider provider) throws IOException {
      gen.writeString(EnumNames.canonical(value));
    }
  }

  /**
   * Reads any enum from a string in any accepted spelling (also a YAML word read as a boolean, {@code unitAvoidance:
   * OFF}, when it names a constant). A number is refused: an ordinal in a regulations file is
   * always a mistake. An unknown name becomes an {@code InvalidFormatException} that {@link ReadErrors} turns into
   * "not a valid value, one of: …".
   */
  private static final class LenientEnumDeserializer extends StdScalarDeserializer<Object> {
    private static final long serialVersionUID = 1L;

    LenientEnumDeserializer(Class<?> type) {
      super(type);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      // YAML 1.1 reads a plain OFF, off, on, no … as a boolean; the text is still the word that was written.
      boolean word = p.hasToken(JsonToken.VALUE_FALSE) || p.hasToken(JsonToken.VALUE_TRUE);
      if (!p.hasToken(JsonToken.VALUE_STRING) && !(word && EnumNames.parse((Class) handledType(), p.getText())
          .isPresent())) {
        return ctxt.handleUnexpectedToken(handledType(), p);
      }
      String text = p.getText();
      Optional<?> constant = EnumNames.parse((Class) handledType(), text);
      if (constant.isPresent()) {
        return constant.get();
      }
      return ctxt.handleWeirdStringValue(handledType(), text, "not one of %s",
          EnumNames.choices(handledType()));
    }
  }

  /** A string token, checked by {@link InputText}; anything else (a number, a boolean, a list) is the wrong type. */
  private static final class TextDeserializer extends StdScalarDeserializer<String> {
    private static final long serialVersionUID = 1L;

    TextDeserializer() {
      super(String.class);
    }

    @Override
    public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (!p.hasToken(JsonToken.VALUE_STRING)) {
        return (String) ctxt.handleUnexpectedToken(String.class, p);
      }
      return checked(p, p.getText());
    }
  }

  /** A map key ({@code lots} by player id), checked as any other text. */
  private static final class TextKeyDeserializer extends KeyDeserializer {
    @Override
    public Object deserializeKey(String key, DeserializationContext ctxt) throws IOException {
      return checked(ctxt.getParser(), key);
    }
  }

  /**
   * Refuses a bad text at the parser's place, with a problem that has no place of its own: Jackson adds the field
   * path it was reading, and {@link ReadErrors} puts file, line and path in front.
   */
  private static String checked(JsonParser p, String text) throws JsonMappingException {
    Optional<InputText.Fault> fault = InputText.fault(text);
    if (fault.isPresent()) {
      throw JsonMappingException.from(p, fault.get().en(),
          new ProblemException(Problem.at(null, fault.get().zh(), fault.get().en())));
    }
    return text;
  }

  /**
   * A date of the shape {@link #DATE} (four, two and two ASCII digits), as {@link LocalDate#parse} reads it and
   * refusing what it refuses (month 13, 30 February), without its general parser: a document has a birth date for
   * each of its players.
   */
  private static LocalDate date(String text) {
    return LocalDate.of(Integer.parseInt(text, 0, 4, 10), Integer.parseInt(text, 5, 7, 10),
        Integer.parseInt(text, 8, 10, 10));
  }

  /** A date or time from an ISO string only, in the one form of {@code shape}. */
  private static final class IsoDeserializer<T> extends StdScalarDeserializer<T> {
    private static final long serialVersionUID = 1L;
    private final transient Pattern shape;
    private final transient Function<String, T> parse;

    IsoDeserializer(Class<T> type, Pattern shape, Function<String, T> parse) {
      super(type);
      this.shape = shape;
      this.parse = parse;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (!p.hasToken(JsonToken.VALUE_STRING)) {
        return (T) ctxt.handleUnexpectedToken(handledType(), p);
      }
      String text = p.getText().strip();
      if (shape.matcher(text).matches() && !text.startsWith("0000")) {
        try {
          return parse.apply(text);
        } catch (DateTimeException e) {
          // 2001-02-30 and the like: said below
        }
      }
      return (T) ctxt.handleWeirdStringValue(handledType(), InputText.shown(text, 40), "not an ISO date or time");
    }
  }
}

package org.chuhe.app.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import java.io.IOException;
import java.util.Optional;
import org.chuhe.regulations.Criterion;

/**
 * The Jackson module that teaches Jackson chuhe's spelling of enums (see {@link EnumNames}). It lives here, not as
 * annotations on the core records, because the core has no dependencies.
 */
final class ChuheModule extends SimpleModule {
  private static final long serialVersionUID = 1L;

  ChuheModule() {
    super("chuhe");
    addSerializer(Criterion.class, new CriterionSerializer());
    setDeserializerModifier(new BeanDeserializerModifier() {
      private static final long serialVersionUID = 1L;

      @Override
      public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type,
          BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return new LenientEnumDeserializer(type.getRawClass());
      }
    });
  }

  /** Writes a tie-break criterion as its key ({@code opponentScore}), the form the standings' JSON uses. */
  private static final class CriterionSerializer extends StdScalarSerializer<Criterion> {
    private static final long serialVersionUID = 1L;

    CriterionSerializer() {
      super(Criterion.class);
    }

    @Override
    public void serialize(Criterion value, JsonGenerator gen, SerializerProvider provider) throws IOException {
      gen.writeString(value.key());
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
}

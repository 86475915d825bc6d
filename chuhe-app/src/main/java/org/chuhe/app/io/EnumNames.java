package org.chuhe.app.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chuhe.regulations.Criterion;
import org.chuhe.regulations.Format;

/**
 * How enum constants are spelled in files. Arbiters type {@code ALL_ROUNDS}, {@code all_rounds}, {@code allRounds}
 * or {@code all-rounds} and mean the same thing, so reading ignores case, underscores, hyphens and spaces. Writing
 * uses one canonical spelling: the constant's name, except {@link Criterion}, which has a stable key of its own
 * ({@code opponentScore}) shared with the standings' JSON, and {@link Format}, whose key ({@code round-robin}) is
 * the value the {@code presets} list shows.
 */
public final class EnumNames {
  private EnumNames() {}

  /** The spelling written to files and listed in error messages. */
  public static String canonical(Enum<?> constant) {
    if (constant instanceof Criterion criterion) {
      return criterion.key();
    }
    if (constant instanceof Format format) {
      return format.key();
    }
    return constant.name();
  }

  /** The constant {@code text} names, in any of the accepted spellings. */
  public static <E extends Enum<E>> Optional<E> parse(Class<E> type, String text) {
    String wanted = fold(text);
    if (wanted.isEmpty()) {
      return Optional.empty();
    }
    for (E constant : type.getEnumConstants()) {
      if (fold(constant.name()).equals(wanted) || fold(canonical(constant)).equals(wanted)) {
        return Optional.of(constant);
      }
    }
    return Optional.empty();
  }

  /** The canonical spellings of every constant of {@code type}, in declaration order. */
  public static List<String> choices(Class<?> type) {
    List<String> names = new ArrayList<>();
    Object[] constants = type.getEnumConstants();
    if (constants != null) {
      for (Object c : constants) {
        names.add(canonical((Enum<?>) c));
      }
    }
    return names;
  }

  private static String fold(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '_' && c != '-' && !Character.isWhitespace(c)) {
        b.append(c);
      }
    }
    return b.toString().toLowerCase(Locale.ROOT);
  }
}

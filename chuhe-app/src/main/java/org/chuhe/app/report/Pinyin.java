package org.chuhe.app.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sourceforge.pinyin4j.PinyinHelper;
import net.sourceforge.pinyin4j.format.HanyuPinyinCaseType;
import net.sourceforge.pinyin4j.format.HanyuPinyinOutputFormat;
import net.sourceforge.pinyin4j.format.HanyuPinyinToneType;
import net.sourceforge.pinyin4j.format.HanyuPinyinVCharType;
import net.sourceforge.pinyin4j.format.exception.BadHanyuPinyinOutputFormatCombination;

/**
 * Chinese names by their pinyin (pinyin4j's dictionary): the order of an alphabetical list, and the keys a search
 * box matches, so that 张三 is found by "zhangsan", "zhang san" or "zs".
 *
 * <p>A character with several readings is read, at the start of a name, as a surname reads it where the surname is
 * one that reads otherwise (单 shan, 曾 zeng, 区 ou, 解 xie …, {@link #SURNAMES}); elsewhere by pinyin4j's first
 * reading for the order. The search keys hold every reading (up to {@link #MOST_READINGS} combinations), so a
 * player is found whichever reading one types. Tones are left out, ü is written v (吕 lv), as phones type them.
 * A given name whose character reads otherwise in that name (乐 in 张乐 may be le or yue) sorts by the first
 * reading: pinyin4j knows readings, not names.
 */
public final class Pinyin {
  private Pinyin() {}

  /** Surnames whose reading as a surname is not pinyin4j's first reading of the character (compound ones first). */
  static final Map<String, String> SURNAMES = Map.ofEntries(
      Map.entry("尉迟", "yu chi"), Map.entry("万俟", "mo qi"), Map.entry("单于", "chan yu"), Map.entry("长孙", "zhang sun"),
      Map.entry("单", "shan"), Map.entry("曾", "zeng"), Map.entry("区", "ou"), Map.entry("解", "xie"),
      Map.entry("仇", "qiu"), Map.entry("朴", "piao"), Map.entry("查", "zha"), Map.entry("盖", "ge"),
      Map.entry("乐", "yue"), Map.entry("繁", "po"), Map.entry("员", "yun"), Map.entry("召", "shao"),
      Map.entry("种", "chong"), Map.entry("覃", "qin"), Map.entry("秘", "bi"), Map.entry("缪", "miao"),
      Map.entry("翟", "zhai"), Map.entry("长", "chang"), Map.entry("蕃", "pi"), Map.entry("句", "gou"));

  /** At most this many readings of one name go into its search keys (a name of many polyphonic characters). */
  static final int MOST_READINGS = 16;

  private static final HanyuPinyinOutputFormat FORMAT = new HanyuPinyinOutputFormat();

  static {
    FORMAT.setToneType(HanyuPinyinToneType.WITHOUT_TONE);
    FORMAT.setVCharType(HanyuPinyinVCharType.WITH_V);
    FORMAT.setCaseType(HanyuPinyinCaseType.LOWERCASE);
  }

  /** Names in the order of their pinyin, syllable by syllable (李明 before 梁), then by the characters. */
  public static final Comparator<String> ORDER = Comparator.comparing(Pinyin::sortKey)
      .thenComparing(Comparator.naturalOrder());

  /** The name's reading, syllables apart: "zhang san"; a run of other letters or digits is one word, in lower case. */
  public static String sortKey(String name) {
    List<String> words = new ArrayList<>();
    for (List<String> readings : syllables(name)) {
      words.add(readings.get(0));
    }
    return String.join(" ", words);
  }

  /**
   * What a search box matches a name against, every reading once: "zhangsan zs" (full pinyin without spaces, then
   * the initials, for each reading of the name). Blank for a name with neither Chinese characters nor letters.
   */
  public static String searchKeys(String name) {
    Set<String> keys = new LinkedHashSet<>();
    for (List<String> reading : readings(syllables(name))) {
      StringBuilder full = new StringBuilder();
      StringBuilder initials = new StringBuilder();
      for (String s : reading) {
        full.append(s);
        initials.append(s.charAt(0));
      }
      keys.add(full.toString());
      keys.add(initials.toString());
    }
    keys.remove("");
    return String.join(" ", keys);
  }

  /** Each syllable (a Chinese character, or a run of other letters and digits) with its readings, the likely first. */
  private static List<List<String>> syllables(String name) {
    List<List<String>> out = new ArrayList<>();
    String text = name == null ? "" : name.strip();
    int i = 0;
    for (Map.Entry<String, String> s : SURNAMES.entrySet()) {
      if (s.getKey().length() == 2 && text.startsWith(s.getKey())) {
        for (int k = 0; k < 2; k++) {
          out.add(withFirst(readingsOf(text.charAt(k)), s.getValue().split(" ")[k]));
        }
        i = 2;
      }
    }
    if (i == 0 && !text.isEmpty() && SURNAMES.containsKey(text.substring(0, 1))) {
      out.add(withFirst(readingsOf(text.charAt(0)), SURNAMES.get(text.substring(0, 1))));
      i = 1;
    }
    StringBuilder word = new StringBuilder();
    for (; i < text.length(); i++) {
      char c = text.charAt(i);
      List<String> readings = readingsOf(c);
      if (!readings.isEmpty()) {
        flush(word, out);
        out.add(readings);
      } else if (Character.isLetterOrDigit(c)) {
        word.append(Character.toLowerCase(c));
      } else {
        flush(word, out); // a space, a middle dot (·): between words
      }
    }
    flush(word, out);
    return out;
  }

  private static void flush(StringBuilder word, List<List<String>> out) {
    if (!word.isEmpty()) {
      out.add(List.of(word.toString().toLowerCase(Locale.ROOT)));
      word.setLength(0);
    }
  }

  private static List<String> withFirst(List<String> readings, String first) {
    List<String> all = new ArrayList<>(List.of(first));
    readings.stream().filter(r -> !r.equals(first)).forEach(all::add);
    return all;
  }

  /** The distinct readings of a Chinese character (pinyin4j's order), empty for any other character. */
  private static List<String> readingsOf(char c) {
    try {
      String[] all = PinyinHelper.toHanyuPinyinStringArray(c, FORMAT);
      return all == null ? List.of() : List.copyOf(new LinkedHashSet<>(List.of(all)));
    } catch (BadHanyuPinyinOutputFormatCombination e) {
      throw new IllegalStateException(e); // the format above is a valid one
    }
  }

  /** The combinations of the syllables' readings, the likely one first, at most {@link #MOST_READINGS}. */
  private static List<List<String>> readings(List<List<String>> syllables) {
    List<List<String>> out = new ArrayList<>();
    out.add(List.of());
    for (List<String> choices : syllables) {
      List<List<String>> next = new ArrayList<>();
      for (List<String> prefix : out) {
        for (String choice : choices) {
          if (next.size() < MOST_READINGS) {
            List<String> r = new ArrayList<>(prefix);
            r.add(choice);
            next.add(r);
          }
        }
      }
      out = next;
    }
    return out;
  }
}

package org.chuhe.web;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.chuhe.app.report.Lang;

/**
 * The words of the pages in one language, from the resource bundles {@code org/chuhe/web/texts*.properties}
 * (Chinese in the base bundle, English in {@code texts_en}): no text lives in a template or a handler. A key that
 * is missing fails loudly ({@link MissingResourceException}), and {@code TextsTest} keeps both bundles' keys equal.
 */
public final class Texts {
  static final String BUNDLE = "org.chuhe.web.texts";
  /** Never the machine's own locale: a server in an English locale still serves Chinese first. */
  private static final ResourceBundle.Control NO_FALLBACK =
      ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
  private static final Texts ZH = new Texts(Lang.zh, ResourceBundle.getBundle(BUNDLE, Locale.ROOT, NO_FALLBACK));
  private static final Texts EN = new Texts(Lang.en, ResourceBundle.getBundle(BUNDLE, Locale.ENGLISH, NO_FALLBACK));

  private final Lang lang;
  private final ResourceBundle bundle;

  private Texts(Lang lang, ResourceBundle bundle) {
    this.lang = lang;
    this.bundle = bundle;
  }

  public static Texts of(Lang lang) {
    return lang == Lang.en ? EN : ZH;
  }

  public Lang lang() {
    return lang;
  }

  public boolean english() {
    return lang == Lang.en;
  }

  /** The value of {@code lang} in the page's {@code <html>}: screen readers and fonts follow it. */
  public String htmlLang() {
    return english() ? "en" : "zh-CN";
  }

  /** The text of {@code key}, with {@code {0}}, {@code {1}} … replaced by the arguments (no other syntax). */
  public String get(String key, Object... args) {
    String text = bundle.getString(key);
    for (int i = 0; i < args.length; i++) {
      text = text.replace("{" + i + "}", String.valueOf(args[i]));
    }
    return text;
  }

  /** Of a bilingual value of the core (a problem, a notice, a division's two names): the one of this language. */
  public String pick(String zh, String en) {
    return lang.pick(zh, en == null || en.isBlank() ? zh : en);
  }
}

package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.chuhe.app.report.Lang;
import org.chuhe.model.Result;
import org.chuhe.regulations.Criterion;
import org.junit.jupiter.api.Test;

/** The two bundles say the same things: a key missing in one language would fail a page at run time. */
class TextsTest {
  private static Set<String> keys(Locale locale) {
    ResourceBundle b = ResourceBundle.getBundle(Texts.BUNDLE, locale,
        ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    return new TreeSet<>(b.keySet());
  }

  @Test
  void bothLanguagesHaveTheSameKeysButTheTieBreaksEnglishNames() {
    Set<String> zh = keys(Locale.ROOT);
    Set<String> en = keys(Locale.ENGLISH).stream().filter(k -> !k.startsWith("criterion."))
        .collect(Collectors.toCollection(TreeSet::new));
    assertThat(en).isEqualTo(zh);
  }

  @Test
  void everyTieBreakHasAnEnglishNameAndALegendAndEveryResultItsPrintedForm() {
    for (Lang lang : Lang.values()) {
      Texts t = Texts.of(lang);
      for (Criterion c : Criterion.values()) {
        assertThat(t.get("legend." + c.key())).as(lang + " " + c.key()).isNotBlank();
      }
      for (Result r : Result.values()) {
        if (r.isFinished()) {
          assertThat(Views.result(t, r)).as(lang + " " + r).isNotBlank();
        }
      }
    }
    for (Criterion c : Criterion.values()) {
      assertThat(Texts.of(Lang.en).get("criterion." + c.key())).as(c.key()).isNotBlank();
    }
  }

  @Test
  void argumentsFillTheirPlacesAndChineseComesFirst() {
    assertThat(Texts.of(Lang.zh).get("home.round", 3)).isEqualTo("第 3 轮");
    assertThat(Texts.of(Lang.en).get("results.corrected", 4, "0-1", "1-0")).isEqualTo("Board 4: corrected to 0-1 "
        + "(was 1-0)");
    assertThat(Texts.of(Lang.zh).htmlLang()).isEqualTo("zh-CN");
  }
}

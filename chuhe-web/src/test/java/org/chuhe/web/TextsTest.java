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

  /**
   * A key written twice in one file is silently the later value: two parts of the app that chose the same key (as
   * the public players list and the console's registration page once did) would show one another's words.
   */
  @Test
  void noKeyIsWrittenTwiceInABundle() throws Exception {
    for (String file : new String[] {"texts.properties", "texts_en.properties"}) {
      java.util.Map<String, Integer> seen = new java.util.HashMap<>();
      java.util.List<String> twice = new java.util.ArrayList<>();
      try (var in = TextsTest.class.getResourceAsStream(file);
          var lines = new java.io.BufferedReader(new java.io.InputStreamReader(in,
              java.nio.charset.StandardCharsets.UTF_8))) {
        int n = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
          n++;
          String l = line.strip();
          int eq = l.indexOf('=');
          if (l.isEmpty() || l.startsWith("#") || eq < 0) {
            continue;
          }
          Integer before = seen.put(l.substring(0, eq).strip(), n);
          if (before != null) {
            twice.add(l.substring(0, eq).strip() + " (lines " + before + " and " + n + ")");
          }
        }
      }
      assertThat(twice).as(file).isEmpty();
    }
  }

  /**
   * The web module's words are in the bundles: no Chinese in its code but in comments, the demo's invented names and
   * cities, and the server's own terminal lines (bilingual, for the person who started it). The use cases' messages
   * are the workflow's, shared with the command line, and stay there.
   */
  @Test
  void theWebModulesCodeHoldsNoTextOfItsOwn() throws Exception {
    java.util.regex.Pattern chinese = java.util.regex.Pattern.compile("[\\u4e00-\\u9fff]");
    java.util.List<String> found = new java.util.ArrayList<>();
    try (var files = java.nio.file.Files.list(java.nio.file.Path.of("src/main/java/org/chuhe/web"))) {
      for (java.nio.file.Path f : files.filter(x -> x.toString().endsWith(".java")).sorted().toList()) {
        if (f.getFileName().toString().equals("Demo.java")) {
          continue;
        }
        java.util.List<String> lines = java.nio.file.Files.readAllLines(f);
        for (int i = 0; i < lines.size(); i++) {
          String l = lines.get(i).strip();
          if (l.startsWith("//") || l.startsWith("*") || l.startsWith("/*") || l.startsWith("System.err.")) {
            continue;
          }
          String code = l.contains("//") ? l.substring(0, l.indexOf("//")) : l;
          if (chinese.matcher(code).find()) {
            found.add(f.getFileName() + ":" + (i + 1) + " " + l);
          }
        }
      }
    }
    assertThat(found).as("text in code: move it to texts.properties / texts_en.properties").isEmpty();
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

  /**
   * The requirement numbers (R8: manual changes) are the developers' references to the regulations' digest, not
   * words an arbiter reads: no text of the pages shows one (issue 23: "人工调整（R8）").
   */
  @Test
  void noPageTextShowsARequirementNumber() throws Exception {
    java.util.regex.Pattern requirement = java.util.regex.Pattern.compile("\\bR\\d{1,2}\\b");
    for (Locale locale : new Locale[] {Locale.ROOT, Locale.ENGLISH}) {
      ResourceBundle b = ResourceBundle.getBundle(Texts.BUNDLE, locale,
          ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
      for (String k : b.keySet()) {
        assertThat(requirement.matcher(b.getString(k)).find()).as(locale + " " + k + "=" + b.getString(k)).isFalse();
      }
    }
    try (var files = java.nio.file.Files.list(java.nio.file.Path.of("src/main/jte"))) {
      for (java.nio.file.Path f : files.sorted().toList()) {
        String text = java.nio.file.Files.readString(f).replaceAll("<!--.*?-->", "");
        assertThat(requirement.matcher(text).find()).as(f.toString()).isFalse();
      }
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

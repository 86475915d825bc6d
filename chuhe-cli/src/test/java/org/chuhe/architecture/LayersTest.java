package org.chuhe.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers, as the build cannot enforce them alone (docs/architecture.md). The modules already forbid core from
 * depending on app and app from depending on the command line; these rules hold inside the modules:
 *
 * <ul>
 *   <li>core (the rule book) imports nothing of app, and no framework;
 *   <li>only the workflow (and the store itself) reaches the store: front ends call use cases;
 *   <li>nothing imports the command line, and reports are rows and text for every front end;
 *   <li>no front end reaches the database library: the command line never touches JDBI or SQL;
 *   <li>nothing but the store touches JDBI or SQL: the workflow reads and writes through the store's transactions
 *       ({@code ReadTx}, {@code WriteTx});
 *   <li>the web app is a front end like the command line: it calls the workflow, never the store, the database
 *       library or the command line.
 * </ul>
 */
class LayersTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.chuhe");
  }

  private static final String[] CORE = {"org.chuhe.model..", "org.chuhe.regulations..", "org.chuhe.tournament..",
      "org.chuhe.pairing..",
      "org.chuhe.standings..", "org.chuhe.awards..", "org.chuhe.simulation..", "org.chuhe.problem.."};

  @Test
  void coreImportsNothingOfAppAndNoFramework() {
    noClasses().that().resideInAnyPackage(CORE)
        .should().dependOnClassesThat().resideInAnyPackage("org.chuhe.app..", "com.fasterxml..", "org.jdbi..",
            "java.sql..", "picocli..", "org.flywaydb..")
        .check(classes);
  }

  /**
   * One direction inside the rule book: the model's values know nothing else; the regulations are rules about those
   * values; the tournament holds both.
   */
  @Test
  void theModelKnowsNoRulesAndTheRulesKnowNoTournament() {
    noClasses().that().resideInAPackage("org.chuhe.model..")
        .should().dependOnClassesThat().resideInAnyPackage("org.chuhe.regulations..", "org.chuhe.tournament..",
            "org.chuhe.pairing..", "org.chuhe.standings..", "org.chuhe.awards..", "org.chuhe.simulation..")
        .check(classes);
    noClasses().that().resideInAPackage("org.chuhe.regulations..")
        .should().dependOnClassesThat().resideInAnyPackage("org.chuhe.tournament..", "org.chuhe.pairing..",
            "org.chuhe.standings..", "org.chuhe.awards..", "org.chuhe.simulation..")
        .check(classes);
  }

  @Test
  void onlyTheWorkflowReachesTheStore() {
    noClasses().that().resideOutsideOfPackages("org.chuhe.app.store..", "org.chuhe.app.workflow..")
        .should().dependOnClassesThat().resideInAPackage("org.chuhe.app.store..")
        .check(classes);
  }

  @Test
  void nothingImportsTheCommandLine() {
    noClasses().that().resideOutsideOfPackage("org.chuhe.app.cli..")
        .should().dependOnClassesThat().resideInAPackage("org.chuhe.app.cli..")
        .check(classes);
  }

  @Test
  void reportsDoNotReachTheStoreOrTheWorkflow() {
    noClasses().that().resideInAPackage("org.chuhe.app.report..")
        .should().dependOnClassesThat().resideInAnyPackage("org.chuhe.app.store..", "org.chuhe.app.workflow..",
            "picocli..")
        .check(classes);
  }

  /**
   * Messages of the core and of app speak of actions, never of a front end's flags: a problem names its remedy and
   * each front end adds its own hint ({@code Problem.remedy}). Every string literal of their sources is read.
   */
  @Test
  void noMessageOfCoreOrAppNamesACommandLineOption() throws java.io.IOException {
    java.util.regex.Pattern literal = java.util.regex.Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");
    java.util.regex.Pattern option = java.util.regex.Pattern.compile("(^|[^-\\w])--[a-z][a-z-]*");
    java.util.List<String> found = new java.util.ArrayList<>();
    for (String module : new String[] {"../chuhe-core/src/main/java", "../chuhe-app/src/main/java"}) {
      try (var files = java.nio.file.Files.walk(java.nio.file.Path.of(module))) {
        for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
          java.util.List<String> lines = java.nio.file.Files.readAllLines(f);
          for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("*") || line.startsWith("//") || line.startsWith("/*")) {
              continue;
            }
            var m = literal.matcher(line);
            while (m.find()) {
              if (option.matcher(m.group()).find()) {
                found.add(f.getFileName() + ":" + (i + 1) + ": " + m.group());
              }
            }
          }
        }
      }
    }
    org.assertj.core.api.Assertions.assertThat(found).as("CLI options in messages of core or app").isEmpty();
  }

  @Test
  void theCommandLineNeverTouchesTheDatabaseLibrary() {
    noClasses().that().resideInAPackage("org.chuhe.app.cli..")
        .should().dependOnClassesThat().resideInAnyPackage("org.jdbi..", "java.sql..", "org.flywaydb..")
        .check(classes);
  }

  /**
   * The web app (its handlers and its compiled templates, which share its package) calls use cases only. ArchUnit
   * fails a rule whose classes it does not find, so this cannot pass by finding no web app.
   */
  @Test
  void theWebAppReachesNeitherTheStoreNorTheDatabaseNorTheCommandLine() {
    noClasses().that().resideInAPackage("org.chuhe.web..")
        .should().dependOnClassesThat().resideInAnyPackage("org.chuhe.app.store..", "org.chuhe.app.cli..",
            "org.jdbi..", "java.sql..", "javax.sql..", "org.flywaydb..", "com.zaxxer..", "picocli..")
        .check(classes);
  }

  @Test
  void nothingButTheStoreTouchesJdbiOrSql() {
    noClasses().that().resideOutsideOfPackage("org.chuhe.app.store..")
        .should().dependOnClassesThat().resideInAnyPackage("org.jdbi..", "java.sql..")
        .check(classes);
  }
}

package org.chuhe.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.GeneralCodingRules;
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
 *       library or the command line;
 *   <li>the pairing engine ({@code org.chuhe.engine..}) knows no rule book: it imports nothing of chuhe but itself
 *       (the rule book, {@code org.chuhe.pairing}, uses it, never the other way round);
 *   <li>the round robin's rule book ({@code org.chuhe.roundrobin..}) knows only the model and the regulations;
 *   <li>the team events' rule book ({@code org.chuhe.teams..}) builds on the model, the regulations, the tournament,
 *       the Berger tables, the engine and the pairing's results, never on the standings, awards or simulation;
 *   <li>instrumentation is a parameter: no static mutable state in the engine and the rule book (no static field that
 *       is not final, no static counter, pool or mutable collection), and no print to the standard streams in core.
 * </ul>
 */
class LayersTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    // Main code only: not this module's test classes, nor the other modules' test jars on its test class path.
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .withImportOption(location -> !location.contains("-tests.jar"))
        .importPackages("org.chuhe");
  }

  private static final String[] CORE = {"org.chuhe.model..", "org.chuhe.regulations..", "org.chuhe.tournament..",
      "org.chuhe.pairing..", "org.chuhe.engine..", "org.chuhe.roundrobin..", "org.chuhe.teams..",
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

  /** The engine solves any rule book's round: it imports nothing of chuhe but its own packages. */
  @Test
  void theEngineImportsNothingOfChuheButItself() {
    noClasses().that().resideInAPackage("org.chuhe.engine..")
        .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("org.chuhe..")
            .and(JavaClass.Predicates.resideOutsideOfPackage("org.chuhe.engine..")))
        .check(classes);
  }

  /**
   * The round robin's rule book (the Berger tables, the schedule, the withdrawal rule) is read by the history, the
   * pairing, the checker and the standings alike: it knows only the model's values and the regulations (and
   * problems), never the tournament or the packages that read it.
   */
  @Test
  void theRoundRobinKnowsOnlyTheModelAndTheRegulations() {
    noClasses().that().resideInAPackage("org.chuhe.roundrobin..")
        .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("org.chuhe..")
            .and(JavaClass.Predicates.resideOutsideOfPackages("org.chuhe.roundrobin..", "org.chuhe.model..",
                "org.chuhe.regulations..", "org.chuhe.problem..")))
        .check(classes);
  }

  /**
   * The team events' rule book (match scores, team standings, board prizes, the team round robin and Swiss) is read
   * by the pairing's one door ({@code NextRound}, the checker): it never reads the individual standings, the awards
   * or the simulation.
   */
  @Test
  void theTeamsRuleBookStaysBelowTheStandingsAwardsAndSimulation() {
    noClasses().that().resideInAPackage("org.chuhe.teams..")
        .should().dependOnClassesThat().resideInAnyPackage("org.chuhe.standings..", "org.chuhe.awards..",
            "org.chuhe.simulation..")
        .check(classes);
  }

  private static final String[] WITHOUT_STATIC_STATE = {"org.chuhe.engine..", "org.chuhe.pairing..",
      "org.chuhe.teams.."};

  /**
   * No static state that can change: every static field of the engine and the rule book is final, and none holds a
   * counter, a pool or a collection that can be written (a static final {@code List}, {@code Set} or {@code Map} must
   * hold an unmodifiable one, checked on its value). Instrumentation is the probe given to the engine, the threads
   * the pool its owner gives it.
   */
  @Test
  void everyStaticFieldOfTheEngineAndTheRuleBookIsFinal() {
    fields().that().areStatic().and().areDeclaredInClassesThat().resideInAnyPackage(WITHOUT_STATIC_STATE)
        .should().beFinal()
        .check(classes);
  }

  /** See {@link #everyStaticFieldOfTheEngineAndTheRuleBookIsFinal}: by the field's type. */
  @Test
  void noStaticCounterPoolOrMutableCollectionInTheEngineOrTheRuleBook() {
    noFields().that().areStatic().and().areDeclaredInClassesThat().resideInAnyPackage(WITHOUT_STATIC_STATE)
        .should().haveRawType(DescribedPredicate.describe("a counter, a pool or a mutable collection",
            (JavaClass type) -> type.getPackageName().equals("java.util.concurrent.atomic")
                || type.isAssignableTo(java.util.concurrent.ExecutorService.class)
                || type.isAssignableTo(java.util.concurrent.ConcurrentMap.class)
                || !type.isInterface() && (type.isAssignableTo(java.util.Collection.class)
                    || type.isAssignableTo(java.util.Map.class))))
        .check(classes);
  }

  /** See {@link #everyStaticFieldOfTheEngineAndTheRuleBookIsFinal}: a static collection's value is unmodifiable. */
  @Test
  void noStaticCollectionOfTheEngineOrTheRuleBookCanBeWritten() throws IllegalAccessException {
    java.util.List<String> writable = new java.util.ArrayList<>();
    for (JavaClass c : classes) {
      if (!c.getPackageName().startsWith("org.chuhe.engine") && !c.getPackageName().startsWith("org.chuhe.pairing")) {
        continue;
      }
      for (JavaField f : c.getFields()) {
        if (!f.getModifiers().contains(JavaModifier.STATIC)
            || !f.getRawType().isAssignableTo(java.util.Collection.class)
            && !f.getRawType().isAssignableTo(java.util.Map.class)) {
          continue;
        }
        java.lang.reflect.Field field = f.reflect();
        field.setAccessible(true);
        if (writable(field.get(null))) {
          writable.add(c.getName() + "." + f.getName());
        }
      }
    }
    org.assertj.core.api.Assertions.assertThat(writable).as("static collections that can be written").isEmpty();
  }

  /**
   * Whether a collection or map accepts a change: an unmodifiable one refuses any (the probe adds nothing to it); a
   * modifiable one is left as it was.
   */
  @SuppressWarnings("unchecked")
  private static boolean writable(Object value) {
    try {
      if (value instanceof java.util.Collection<?> c) {
        ((java.util.Collection<Object>) c).addAll(java.util.List.of());
        ((java.util.Collection<Object>) c).retainAll(new java.util.ArrayList<>(c));
        return !(c.getClass().getName().startsWith("java.util.ImmutableCollections")
            || c.getClass().getName().startsWith("java.util.Collections$Unmodifiable")
            || c.getClass().getName().startsWith("java.util.Collections$Empty"));
      }
      if (value instanceof java.util.Map<?, ?> m) {
        ((java.util.Map<Object, Object>) m).putAll(java.util.Map.of());
        return !(m.getClass().getName().startsWith("java.util.ImmutableCollections")
            || m.getClass().getName().startsWith("java.util.Collections$Unmodifiable")
            || m.getClass().getName().startsWith("java.util.Collections$Empty"));
      }
      return false;
    } catch (UnsupportedOperationException refused) {
      return false;
    }
  }

  /** Core computes and returns; it prints nothing (a tracing probe prints to the stream its caller gives it). */
  @Test
  void coreNeverPrintsToTheStandardStreams() {
    noClasses().that().resideInAnyPackage(CORE).should(GeneralCodingRules.ACCESS_STANDARD_STREAMS).check(classes);
  }
}

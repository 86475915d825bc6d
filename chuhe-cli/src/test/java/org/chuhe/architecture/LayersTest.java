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
 *   <li>no front end reaches the database library: the command line never touches JDBI or SQL.
 * </ul>
 */
class LayersTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.chuhe");
  }

  private static final String[] CORE = {"org.chuhe.model..", "org.chuhe.regulations..", "org.chuhe.pairing..",
      "org.chuhe.standings..", "org.chuhe.awards..", "org.chuhe.simulation..", "org.chuhe.problem.."};

  @Test
  void coreImportsNothingOfAppAndNoFramework() {
    noClasses().that().resideInAnyPackage(CORE)
        .should().dependOnClassesThat().resideInAnyPackage("org.chuhe.app..", "com.fasterxml..", "org.jdbi..",
            "java.sql..", "picocli..", "org.flywaydb..")
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

  @Test
  void theCommandLineNeverTouchesTheDatabaseLibrary() {
    noClasses().that().resideInAPackage("org.chuhe.app.cli..")
        .should().dependOnClassesThat().resideInAnyPackage("org.jdbi..", "java.sql..", "org.flywaydb..")
        .check(classes);
  }
}

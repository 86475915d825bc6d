package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.chuhe.problem.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workflow and the store speak of actions; the command line adds its own hint for the action a problem names
 * (its remedy), and maps the problem's kind to the exit code.
 */
class ProblemHintsTest {
  @TempDir Path dir;

  @Test
  void aMissingDatabaseIsNamedAndTheCommandLineSaysHowToMakeOne() {
    Cli r = Cli.run("standings", "--db", dir.resolve("none.db").toString());
    assertThat(r.exit()).isEqualTo(2);
    String[] lines = r.err().split("\n");
    assertThat(lines[0]).contains("no database file here").doesNotContain("--db").doesNotContain("chuhe new");
    assertThat(lines[1]).contains("chuhe new", "chuhe import json", "--db");
  }

  @Test
  void anUnknownTournamentIsNotFoundWithTheOptionToNameOne() {
    String db = dir.resolve("t.db").toString();
    assertThat(Cli.run("new", "--preset", "qingyuan-2016", "--name", "测试", "--db", db).exit()).isZero();
    Cli r = Cli.run("standings", "--db", db, "--tournament", "nosuch");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("tournament: ", "no tournament \"nosuch\"", "--tournament");
  }

  @Test
  void onlyAFaultOfChuhesIsAnInternalError() {
    for (Problem.Kind kind : Problem.Kind.values()) {
      assertThat(Main.exitCode(kind)).as(kind.name()).isEqualTo(kind == Problem.Kind.INTERNAL ? 70 : 2);
    }
  }

  @Test
  void aValueAModelRecordRefusesIsBadInputAnyOtherIllegalArgumentIsChuhesFault() {
    java.io.StringWriter text = new java.io.StringWriter();
    picocli.CommandLine command = new picocli.CommandLine(new Main());
    assertThat(Main.report(new org.chuhe.problem.InvalidValue("cannot swap a player with himself: a"), command,
        new java.io.PrintWriter(text, true))).isEqualTo(2);
    assertThat(text.toString()).contains("invalid input", "cannot swap a player with himself");
    java.io.StringWriter fault = new java.io.StringWriter();
    // e.g. the matching solver refusing a loop edge: never the arbiter's input.
    assertThat(Main.report(new IllegalArgumentException("loop edge at vertex 3"), command,
        new java.io.PrintWriter(fault, true))).isEqualTo(70);
    assertThat(fault.toString()).contains("internal error").doesNotContain("invalid input");
  }

  @Test
  void everyRemedyTheCoreAndTheWorkflowNameHasAHint() {
    for (String remedy : new String[] {"override", "correct", "redraw", "reason", "division", "tournament",
        "database"}) {
      assertThat(Main.HINTS.get(remedy)).as(remedy).contains("--");
    }
  }
}

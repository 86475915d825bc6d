package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.store.Backend;
import org.chuhe.app.store.Tamper;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The audit log's values are read as strictly as every other value: a bad one is one storage problem naming it. */
class AuditValuesTest {
  @TempDir Path dir;

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "logged_at = 'yesterday'|logged_at|is not a time",
      "details = '{not json'|details|is not JSON",
      "after_value = '[1,'|after_value|is not JSON"})
  void aValueAnotherProgramWroteIntoTheLogIsNamedWithItsRow(String change, String column, String why) {
    String db = Events.create(Backend.SQLITE, dir, "qingyuan-2016");
    Tamper.sql(db, "UPDATE audit_log SET " + change + " WHERE seq = 1");
    try (Session s = Session.open(db, null, "检查")) {
      assertThatThrownBy(() -> AuditTrail.entries(s, new AuditTrail.Filter(null, false)))
          .isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.kind()).isEqualTo(Problem.Kind.STORAGE);
            List<Problem> problems = e.problems();
            assertThat(problems).singleElement().satisfies(p -> {
              assertThat(p.where()).contains("audit_log[seq=1]." + column);
              assertThat(p.en()).contains(why);
            });
          });
    }
  }
}

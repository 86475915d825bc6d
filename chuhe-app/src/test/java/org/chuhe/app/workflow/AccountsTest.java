package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.chuhe.app.store.Backend;
import org.chuhe.app.workflow.Accounts.Account;
import org.chuhe.app.workflow.Accounts.Issued;
import org.chuhe.app.workflow.Accounts.Role;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The arbiters' accounts on both databases: one-time passwords, roles, the last chief arbiter, the account log. */
class AccountsTest {
  @TempDir Path dir;

  private Accounts accounts(Backend backend) {
    return Accounts.open(Events.create(backend, dir, "chongqing-2018"), "admin");
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theFirstChiefArbiterIsMadeOnceAndHisOneTimePasswordOpensTheConsoleOnce(Backend backend) {
    try (Accounts a = accounts(backend)) {
      Issued first = a.firstChief().orElseThrow();
      assertThat(first.account().login()).isEqualTo(Accounts.FIRST_CHIEF);
      assertThat(first.account().role()).isEqualTo(Role.CHIEF);
      assertThat(first.oneTimePassword()).matches("[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}");
      assertThat(a.firstChief()).as("accounts exist: nothing new, nothing printed").isEmpty();

      assertThat(a.verify("chief", "wrong-password")).isEmpty();
      Accounts.Verified in = a.verify(" CHIEF ", first.oneTimePassword()).orElseThrow();
      assertThat(in.mustChangePassword()).isTrue();
      assertThat(in.account().lastLoginAt()).isNotNull();
      assertThat(a.verify("chief", first.oneTimePassword())).as("spent by the first login").isEmpty();

      Account set = a.setPassword("chief", null, "mein-eigenes");
      assertThat(set.oneTime()).isFalse();
      assertThat(set.passwordVersion()).isGreaterThan(in.account().passwordVersion());
      assertThat(a.verify("chief", "mein-eigenes").orElseThrow().mustChangePassword()).isFalse();
      assertThat(a.verify("chief", "mein-eigenes")).as("a password of his own works again").isPresent();
      assertThatThrownBy(() -> a.setPassword("chief", "not-mine-at-all", "another-one"))
          .isInstanceOf(ProblemException.class).hasMessageContaining("当前密码不对");
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void accountsAreAddedChangedDisabledAndRemovedAndEveryChangeIsLogged(Backend backend) {
    try (Accounts a = accounts(backend)) {
      Issued chief = a.add("Zhang", "张裁判长", Role.CHIEF);
      Issued li = a.add("li", "", Role.ARBITER);
      assertThat(li.account().displayName()).isEqualTo("li");
      assertThat(chief.account().actor()).isEqualTo("张裁判长 (zhang)");
      assertThat(a.list()).extracting(Account::login).containsExactly("li", "zhang");
      assertThat(a.list().get(1).createdBy()).isEqualTo("admin");

      assertThat(a.changeRole("li", Role.CHIEF).role()).isEqualTo(Role.CHIEF);
      assertThat(a.setDisabled("li", true).disabled()).isTrue();
      assertThat(a.verify("li", li.oneTimePassword())).as("a disabled account cannot log in").isEmpty();
      a.setDisabled("li", false);
      Issued again = a.newPassword("li");
      assertThat(a.verify("li", li.oneTimePassword())).as("the old one-time password is replaced").isEmpty();
      assertThat(a.verify("li", again.oneTimePassword())).isPresent();
      a.remove("li");
      assertThat(a.find("li")).isEmpty();

      List<String> log = a.log().stream().map(l -> l.actor() + " " + l.action() + " " + l.login()).toList();
      assertThat(log).containsExactly("admin add zhang", "admin add li", "admin role li", "admin disable li",
          "admin enable li", "admin password li", "li login li", "admin remove li");
      assertThat(a.log()).allSatisfy(l -> assertThat(String.valueOf(l.details()))
          .doesNotContain(again.oneTimePassword(), "$2"));
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theLastChiefArbiterStaysAndBadInputIsRefusedWithTheFieldNamed(Backend backend) {
    try (Accounts a = accounts(backend)) {
      a.add("zhang", null, Role.CHIEF);
      a.add("li", null, Role.ARBITER);
      assertThat(refusal(() -> a.remove("zhang"))).isEqualTo(Problem.Kind.REFUSED);
      assertThat(refusal(() -> a.setDisabled("zhang", true))).isEqualTo(Problem.Kind.REFUSED);
      assertThat(refusal(() -> a.changeRole("zhang", Role.ARBITER))).isEqualTo(Problem.Kind.REFUSED);
      a.remove("li"); // an arbiter may go
      a.add("wang", null, Role.CHIEF);
      a.setDisabled("zhang", true); // another chief remains
      assertThat(refusal(() -> a.remove("wang"))).isEqualTo(Problem.Kind.REFUSED);

      assertThat(refusal(() -> a.add("WANG", null, Role.ARBITER))).isEqualTo(Problem.Kind.CONFLICT);
      assertThat(refusal(() -> a.add("two words", null, Role.ARBITER))).isEqualTo(Problem.Kind.INVALID_INPUT);
      assertThat(refusal(() -> a.add("", null, Role.ARBITER))).isEqualTo(Problem.Kind.INVALID_INPUT);
      assertThat(refusal(() -> a.add("x".repeat(33), null, Role.ARBITER))).isEqualTo(Problem.Kind.INVALID_INPUT);
      assertThat(refusal(() -> a.setPassword("wang", null, "short"))).isEqualTo(Problem.Kind.INVALID_INPUT);
      assertThat(refusal(() -> a.setPassword("wang", null, "密".repeat(25)))).isEqualTo(Problem.Kind.INVALID_INPUT);
      assertThat(refusal(() -> a.remove("nobody"))).isEqualTo(Problem.Kind.NOT_FOUND);
      assertThatThrownBy(() -> Role.of("boss")).isInstanceOf(ProblemException.class)
          .hasMessageContaining("chief", "arbiter");
      assertThat(a.add("裁判甲", null, Role.ARBITER).account().login()).as("a Chinese login").isEqualTo("裁判甲");
    }
  }

  private static Problem.Kind refusal(Runnable change) {
    try {
      change.run();
    } catch (ProblemException e) {
      assertThat(e.problems().get(0).zh()).isNotBlank();
      assertThat(e.problems().get(0).en()).isNotBlank();
      return e.kind();
    }
    throw new AssertionError("not refused");
  }
}

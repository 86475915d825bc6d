package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.workflow.Accounts;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code chuhe users}: the console's accounts from the command line, with bilingual lines and refusals. */
class UsersCommandTest {
  @TempDir Path dir;
  String db;

  @BeforeEach
  void tournament() {
    db = dir.resolve("event.db").toString();
    assertThat(Cli.run("new", "--preset", "xiaoyi-2019", "--db", db).exit()).isZero();
  }

  private Cli users(String... args) {
    String[] all = new String[args.length + 5];
    all[0] = "users";
    System.arraycopy(args, 0, all, 1, args.length);
    all[args.length + 1] = "--db";
    all[args.length + 2] = db;
    all[args.length + 3] = "--user";
    all[args.length + 4] = "admin";
    return Cli.run(all);
  }

  private static String password(Cli printed) {
    Matcher m = Pattern.compile("first login\\): ([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})$", Pattern.MULTILINE)
        .matcher(printed.out());
    assertThat(m.find()).as(printed.out() + printed.err()).isTrue();
    return m.group(1);
  }

  @Test
  void accountsAreMadeListedChangedAndRemovedAndTheOneTimePasswordOpensTheConsoleOnce() {
    Cli added = users("add", "Zhang", "--role", "chief", "--display", "张三");
    assertThat(added.exit()).as(added.err()).isZero();
    assertThat(added.out()).contains("已建立账号 zhang（张三，裁判长）", "account zhang made (张三, chief arbiter)");
    String first = password(added);
    Cli li = users("add", "li", "--role", "arbiter");
    assertThat(li.exit()).isZero();

    Cli list = users("list");
    assertThat(list.out()).contains("zhang", "张三", "裁判长 / chief arbiter", "li", "裁判员 / arbiter",
        "待设密码 / one-time password", "admin").doesNotContain(first);

    try (Accounts a = Accounts.open(db, "test")) {
      assertThat(a.verify("zhang", first)).as("the printed password").isPresent();
      assertThat(a.verify("zhang", first)).as("once").isEmpty();
    }
    String again = password(users("passwd", "zhang"));
    assertThat(again).isNotEqualTo(first);
    try (Accounts a = Accounts.open(db, "test")) {
      assertThat(a.verify("zhang", again).orElseThrow().mustChangePassword()).isTrue();
    }

    assertThat(users("role", "li", "chief").out()).contains("li 现为裁判长", "li is now chief arbiter");
    assertThat(users("disable", "li").out()).contains("已停用 li", "li disabled");
    assertThat(users("list").out()).contains("已停用 / disabled");
    assertThat(users("enable", "li").out()).contains("已启用 li");
    assertThat(users("remove", "li").out()).contains("已删除 li", "li removed");
    assertThat(users("list").out()).doesNotContain("li ");
    Cli log = users("log");
    assertThat(log.out()).contains("add", "role", "disable", "enable", "remove", "password", "login", "admin")
        .doesNotContain(first, again, "$2");
  }

  @Test
  void mistakesAreRefusedInOneBilingualLineNamingTheOption() {
    users("add", "zhang", "--role", "chief");
    Cli role = users("add", "wang", "--role", "boss");
    assertThat(role.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(role.err()).contains("--role", "角色应为 chief", "the role is chief");
    Cli twice = users("add", "ZHANG", "--role", "arbiter");
    assertThat(twice.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(twice.err()).contains("已有账号 zhang", "there is already an account zhang");
    Cli last = users("remove", "zhang");
    assertThat(last.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(last.err()).contains("不能删除最后一位裁判长", "the last chief arbiter cannot be removed");
    assertThat(users("disable", "zhang").err()).contains("the last chief arbiter cannot be disabled");
    assertThat(users("role", "zhang", "arbiter").err()).contains("cannot become an arbiter");
    assertThat(users("passwd", "nobody").err()).contains("没有账号 nobody", "there is no account nobody");
    assertThat(users("add", "two words", "--role", "arbiter").err()).contains("不含空格", "without spaces");
    Cli missing = users("add", "wang");
    assertThat(missing.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(missing.err()).contains("--role");
    Cli noDb = Cli.run("users", "list", "--db", dir.resolve("none.db").toString());
    assertThat(noDb.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(noDb.err()).contains("没有数据库文件");
  }
}

package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.report.TextTable;
import org.chuhe.app.report.Times;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.Accounts.Account;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code chuhe users}: the arbiters' accounts of the web console, in the database (for every tournament in it).
 * Whoever may run chuhe on the laptop may manage them: the command line is the door of last resort, when the chief
 * arbiter's password is lost. Every change is written to the account log ({@code users log}) under {@code --user}.
 */
@Command(name = "users", description = {"裁判账号（网页控制台）：新建、列表、发新密码、改角色、停用、启用、删除、日志",
    "the arbiters' accounts of the web console: add, list, new password, role, disable, enable, remove, log"},
    subcommands = {UsersCommand.Add.class, UsersCommand.ListUsers.class, UsersCommand.Passwd.class,
        UsersCommand.SetRole.class, UsersCommand.Disable.class, UsersCommand.Enable.class, UsersCommand.Remove.class,
        UsersCommand.Log.class})
final class UsersCommand {
  private UsersCommand() {}

  /** The account a command names. */
  static final class Login {
    @Parameters(index = "0", paramLabel = "LOGIN", description = {"登录名", "login"}) String login;
  }

  /** What every one of these commands does: opens the accounts as {@code --user}, runs, prints. */
  abstract static class Change implements Callable<Integer> {
    @Mixin DbOptions store;
    @Spec CommandSpec spec;

    abstract void run(Accounts accounts, PrintWriter out);

    @Override
    public Integer call() {
      try (Accounts accounts = Accounts.open(store.db, store.actor())) {
        run(accounts, spec.commandLine().getOut());
      }
      return 0;
    }
  }

  @Command(name = "add", description = {"新建账号，并打印一次性密码（首次登录后须设置自己的密码）",
      "make an account and print its one-time password (the arbiter sets his own at the first login)"})
  static final class Add extends Change {
    @Mixin Login login;
    @Option(names = "--role", required = true, paramLabel = "chief|arbiter", description = {
        "角色：chief 裁判长（一切操作）或 arbiter 裁判员（报到、登分、犯规）",
        "role: chief (chief arbiter: everything) or arbiter (check-in, results, fouls)"}) String role;
    @Option(names = "--display", paramLabel = "NAME", description = {"显示名（记入日志；默认：登录名）",
        "display name (for the audit log; default: the login)"}) String display;

    @Override
    void run(Accounts accounts, PrintWriter out) {
      Accounts.Issued issued = accounts.add(login.login, display, Accounts.Role.of(role));
      Account a = issued.account();
      out.println("已建立账号 " + a.login() + "（" + a.displayName() + "，" + a.role().zh() + "） / account " + a.login()
          + " made (" + a.displayName() + ", " + a.role().en() + ")");
      printPassword(out, issued);
    }
  }

  @Command(name = "list", description = {"列出账号", "list the accounts"})
  static final class ListUsers extends Change {
    @Override
    void run(Accounts accounts, PrintWriter out) {
      TextTable table = new TextTable(List.of("登录名 / login", "显示名 / name", "角色 / role", "状态 / state",
          "最近登录 / last login", "修改 / changed"), List.of(false, false, false, false, false, false));
      for (Account a : accounts.list()) {
        String state = a.disabled() ? "已停用 / disabled" : a.oneTime() ? "待设密码 / one-time password" : "可用 / active";
        table.add(List.of(a.login(), a.displayName(), a.role().zh() + " / " + a.role().en(), state,
            a.lastLoginAt() == null ? "" : Times.local(a.lastLoginAt()),
            Times.local(a.changedAt()) + " " + a.changedBy()));
      }
      out.print(table.render());
    }
  }

  @Command(name = "passwd", description = {"发一个新的一次性密码（忘记密码时；原密码及其登录随即失效）",
      "give a new one-time password (a forgotten password; the old one and its sessions end)"})
  static final class Passwd extends Change {
    @Mixin Login login;

    @Override
    void run(Accounts accounts, PrintWriter out) {
      printPassword(out, accounts.newPassword(login.login));
    }
  }

  @Command(name = "role", description = {"改角色：chief 裁判长或 arbiter 裁判员", "change the role: chief or arbiter"})
  static final class SetRole extends Change {
    @Mixin Login login;
    @Parameters(index = "1", paramLabel = "chief|arbiter", description = {"新角色", "the new role"}) String role;

    @Override
    void run(Accounts accounts, PrintWriter out) {
      Account a = accounts.changeRole(login.login, Accounts.Role.of(role));
      out.println(a.login() + " 现为" + a.role().zh() + " / " + a.login() + " is now " + a.role().en());
    }
  }

  /** Disabling or enabling an account: the same change, either way. */
  abstract static class Switch extends Change {
    @Mixin Login login;

    abstract boolean disabled();

    @Override
    void run(Accounts accounts, PrintWriter out) {
      Account a = accounts.setDisabled(login.login, disabled());
      out.println(disabled() ? "已停用 " + a.login() + " / " + a.login() + " disabled"
          : "已启用 " + a.login() + " / " + a.login() + " enabled");
    }
  }

  @Command(name = "disable", description = {"停用账号（不能再登录，已登录的随即退出）",
      "disable an account (it cannot log in; its open sessions end)"})
  static final class Disable extends Switch {
    @Override
    boolean disabled() {
      return true;
    }
  }

  @Command(name = "enable", description = {"重新启用账号", "enable an account again"})
  static final class Enable extends Switch {
    @Override
    boolean disabled() {
      return false;
    }
  }

  @Command(name = "remove", description = {"删除账号（最后一位裁判长不能删除）",
      "remove an account (not the last chief arbiter)"})
  static final class Remove extends Change {
    @Mixin Login login;

    @Override
    void run(Accounts accounts, PrintWriter out) {
      accounts.remove(login.login);
      out.println("已删除 " + login.login.strip() + " / " + login.login.strip() + " removed");
    }
  }

  @Command(name = "log", description = {"账号日志：谁在何时对哪个账号做了什么（不含密码）",
      "the account log: who did what to which account, when (never a password)"})
  static final class Log extends Change {
    @Override
    void run(Accounts accounts, PrintWriter out) {
      TextTable table = new TextTable(List.of("#", "时间 / at", "操作者 / by", "账号 / account", "操作 / action",
          "详情 / details"), List.of(true, false, false, false, false, false));
      accounts.log().forEach(l -> table.add(List.of(String.valueOf(l.seq()), Times.local(l.at()), l.actor(),
          l.login(), l.action(), l.details() == null ? "" : l.details())));
      out.print(table.render());
    }
  }

  static void printPassword(PrintWriter out, Accounts.Issued issued) {
    out.println("一次性密码（只显示这一次；首次登录后须设置自己的密码） / one-time password (shown once; set your own at the "
        + "first login): " + issued.oneTimePassword());
  }
}

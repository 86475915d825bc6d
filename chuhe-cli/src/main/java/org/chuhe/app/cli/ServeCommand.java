package org.chuhe.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Comparator;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.chuhe.app.report.BoardPath;
import org.chuhe.app.workflow.Accounts;
import org.chuhe.app.workflow.PlayerCodes;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.model.Round;
import org.chuhe.problem.ProblemException;
import org.chuhe.web.ConsoleAccess;
import org.chuhe.web.Demo;
import org.chuhe.web.WebApp;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "serve", description = {"启动网页：公开页面（对阵表、名次表）与裁判控制台（登分台），直到按 Ctrl+C",
    "serve the web app: the public pages (pairings, standings) and the arbiter's console (results desk), until Ctrl+C"})
final class ServeCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Option(names = "--port", defaultValue = "7070", description = {"端口（默认 7070；0：任一空闲端口）",
      "port (default 7070; 0: any free port)"})
  int port;

  @Option(names = "--lan", description = {"在局域网上监听（场馆 Wi-Fi 中的手机可访问）；默认只在本机",
      "listen on the network (phones on the venue's Wi-Fi can reach it); by default on this computer only"})
  boolean lan;

  @Option(names = "--demo", description = {"用一场模拟的进行中的比赛演示（临时数据库，退出时删除）",
      "demonstrate on a simulated event under way (a temporary database, deleted at exit)"})
  boolean demo;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (demo && store.db != null) {
      throw ProblemException.of("database", "演示使用自己的临时数据库，不能再指明数据库",
          "the demo uses a database of its own: name none");
    }
    Path demoDir = demo ? Files.createTempDirectory("chuhe-demo-") : null;
    String host = lan ? "0.0.0.0" : "127.0.0.1";
    Workspace workspace = null;
    WebApp app;
    try {
      String db = store.db;
      if (demo) {
        out.println("正在生成演示赛事 / building the demo event …");
        out.flush();
        db = Demo.create(demoDir, Demo.Size.DEFAULT).toString();
      }
      // A file that does not exist yet is made, as ./chuhe new would: the console then creates the event.
      workspace = demo ? Workspace.open(db) : Workspace.openOrCreate(db);
      app = WebApp.start(workspace, demo ? null : store.tournamentNamed(), host, port, ConsoleAccess.of(workspace),
          lan ? lanAddress().orElse("127.0.0.1") : "127.0.0.1");
    } catch (RuntimeException e) {
      stop(null, workspace, demoDir); // nothing left behind: no open database, no demo file
      throw e;
    }
    Workspace opened = workspace;
    // Only now that it serves: an account made before a failed start would hold a password nobody saw.
    Optional<Accounts.Issued> first;
    try (Accounts accounts = opened.accounts(store.actor())) {
      first = accounts.firstChief();
    } catch (RuntimeException e) {
      stop(app, opened, demoDir);
      throw e;
    }
    Thread hook = new Thread(() -> stop(app, opened, demoDir), "chuhe-serve-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    String local = "http://127.0.0.1:" + app.port();
    String shown = app.publicAddress().replaceAll("/$", ""); // the QR code's address too
    out.println("chuhe 网页已启动 / chuhe is serving: " + opened.describe() + app.tournament()
        .map(t -> "，赛事 / tournament " + t)
        .orElse("，还没有赛事：请裁判长在控制台创建 / no event yet: the chief arbiter creates it in the console"));
    out.println("公开页面 / public pages:   " + shown + "/");
    out.println("裁判控制台 / console:      " + local + "/console");
    if (first.isPresent()) {
      out.println("裁判长账号 / chief arbiter's account: " + first.get().account().login());
      UsersCommand.printPassword(out, first.get());
    } else {
      out.println("控制台账号：./chuhe users list 列出，./chuhe users add 登录名 --role arbiter 新建，./chuhe users passwd "
          + "登录名 发新密码 / console accounts: ./chuhe users list shows them, ./chuhe users add LOGIN --role arbiter "
          + "makes one, ./chuhe users passwd LOGIN gives a new password");
    }
    if (lan) {
      out.println("局域网中的手机请访问 / phones on the network open: " + shown + "/"
          + (shown.equals(local) ? "（未找到本机的局域网地址 / no network address found）" : ""));
    } else {
      out.println("只在本机可访问；场馆中手机访问请加 --lan / this computer only; add --lan for phones at the venue");
    }
    if (demo) {
      app.tournament().ifPresent(t -> boardToTry(out, opened, t, shown));
    }
    out.println("按 Ctrl+C 停止 / press Ctrl+C to stop");
    out.flush();
    // Serves until the thread is interrupted (a test), or until Ctrl+C, when the hook stops the server.
    boolean interrupted = false;
    try {
      new CountDownLatch(1).await();
    } catch (InterruptedException e) {
      interrupted = true; // restored after the stop: stopping the server waits for its threads
    }
    Runtime.getRuntime().removeShutdownHook(hook);
    stop(app, opened, demoDir);
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    return 0;
  }

  /**
   * The demo's invitation to try results from the board (issue 26): the first board of a round under way that nobody
   * reported yet, its page, and both players' codes (made now, as the codes page or {@code ./chuhe codes} would: a
   * demo's players have no code cards).
   */
  private static void boardToTry(PrintWriter out, Workspace workspace, String tournament, String address) {
    try (Session s = workspace.session(tournament, "demo")) {
      for (Round round : s.load().rounds()) {
        if (round.draft()) {
          continue;
        }
        Optional<ResultReports.BoardReport> open = ResultReports.round(s, round.division(), round.number()).stream()
            .filter(b -> b.state() == ResultReports.State.NONE).findFirst();
        if (open.isPresent()) {
          Results.GameRef ref = open.get().ref();
          out.println("手机报告结果 / results from the board: " + BoardPath.url(address + "/", ref.division(),
              ref.round(), ref.board()) + "  红方确认码 / red's code " + PlayerCodes.of(s, open.get().game().red())
              + "，黑方 / black's " + PlayerCodes.of(s, open.get().game().black()));
          return;
        }
      }
    }
  }

  /** Stops what was started (null: not started), and deletes the demo's database. */
  private static void stop(WebApp app, Workspace workspace, Path demoDir) {
    if (app != null) {
      app.close();
    }
    if (workspace != null) {
      workspace.close();
    }
    if (demoDir != null) {
      try (Stream<Path> files = Files.walk(demoDir)) {
        for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
      } catch (IOException e) {
        System.err.println("演示数据库未能删除 / the demo database was not deleted: " + demoDir + " (" + e + ")");
      }
    }
  }

  /** The first IPv4 address of an interface that is up and not the loopback: the one phones on the Wi-Fi use. */
  static Optional<String> lanAddress() {
    try {
      for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
        if (!nic.isUp() || nic.isLoopback() || nic.isVirtual()) {
          continue;
        }
        for (InetAddress a : Collections.list(nic.getInetAddresses())) {
          if (a instanceof Inet4Address && !a.isLoopbackAddress() && !a.isLinkLocalAddress()) {
            return Optional.of(a.getHostAddress());
          }
        }
      }
    } catch (SocketException e) {
      // no address to offer: the caller says so
    }
    return Optional.empty();
  }
}

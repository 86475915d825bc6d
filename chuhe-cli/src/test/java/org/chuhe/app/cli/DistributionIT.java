package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.workflow.Fields;
import org.chuhe.model.Player;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution as an arbiter gets it (chuhe-cli/target/chuhe-VERSION.zip, made by the package phase; failsafe
 * names it in {@code chuhe.dist}): unpacked into a folder whose path has Chinese characters and spaces, its jar run
 * directly ({@code java -jar}, no launcher) with the platform's default charset set to GBK, as on a Chinese Windows
 * under Java 17. Chinese names must survive an import (a document and a registration list), the standings and an
 * export; the web app must serve its pages and assets from the jar and keep its demo in the system's temporary
 * folder. The tests run side by side (each in a copy of its own): most of their time is JVMs starting.
 */
@Execution(ExecutionMode.CONCURRENT)
class DistributionIT {
  private static final Charset GBK = Charset.forName("GBK");

  @TempDir Path temp;

  /** The unpacked distribution's folder (chuhe-VERSION). */
  private Path home;
  /** The arbiter's working folder, where the commands run and their files are named relative to. */
  private Path work;

  @BeforeEach
  void unpack() throws IOException {
    Path zip = Path.of(System.getProperty("chuhe.dist", "the property chuhe.dist (set by failsafe) is missing"));
    assertThat(zip).as("the distribution, made by the package phase").isRegularFile();
    Path into = Files.createDirectories(temp.resolve("楚河 程序"));
    try (FileSystem fs = FileSystems.newFileSystem(zip, Map.of("enablePosixFileAttributes", "true"));
        Stream<Path> entries = Files.walk(fs.getPath("/"))) {
      for (Path entry : entries.toList()) {
        Path to = into.resolve(entry.toString().substring(1));
        if (Files.isDirectory(entry)) {
          Files.createDirectories(to);
        } else {
          Files.copy(entry, to);
          Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(entry));
        }
      }
    }
    try (Stream<Path> top = Files.list(into)) {
      List<Path> folders = top.toList();
      assertThat(folders).hasSize(1);
      home = folders.get(0);
    }
    assertThat(home.getFileName().toString()).startsWith("chuhe-");
    work = Files.createDirectories(temp.resolve("比赛 资料 2026"));
  }

  @Test
  void theZipHoldsTheJarAndALauncherForEachSystem() throws IOException {
    try (Stream<Path> files = Files.list(home)) {
      assertThat(files.map(f -> f.getFileName().toString()))
          .containsExactlyInAnyOrder("chuhe.jar", "chuhe.cmd", "chuhe", "README.txt");
    }
    // chuhe.cmd: ASCII with CRLF on every line (cmd.exe misreads labels in a file with bare LF).
    byte[] cmd = Files.readAllBytes(home.resolve("chuhe.cmd"));
    String text = new String(cmd, StandardCharsets.US_ASCII);
    assertThat(text).startsWith("@echo off\r\n").endsWith("\r\n").doesNotContain("\r\r");
    assertThat(text.replace("\r\n", "")).doesNotContain("\n").doesNotContain("\r");
    for (byte b : cmd) {
      assertThat(b).as("chuhe.cmd is ASCII").isBetween((byte) 0, (byte) 127);
    }
    assertThat(text).contains("-jar \"%here%chuhe.jar\" %*", "-Xmx1g", "CHUHE_JAVA_OPTS");
    // The shell script: LF only, executable, running the jar beside it (the repository's ./chuhe builds first).
    String script = Files.readString(home.resolve("chuhe"));
    assertThat(script).startsWith("#!/usr/bin/env bash\n").doesNotContain("\r").doesNotContain("mvnw");
    assertThat(Files.getPosixFilePermissions(home.resolve("chuhe"))).contains(PosixFilePermission.OWNER_EXECUTE,
        PosixFilePermission.OTHERS_EXECUTE);
    assertThat(Files.readString(home.resolve("README.txt"))).contains("chuhe.cmd serve --demo", "CHUHE_ENCODING");
  }

  @Test
  void chineseNamesSurviveImportStandingsAndExportWithGbkAsTheDefaultCharset() throws Exception {
    // A document with Chinese names, made in-process; every name in it must come out of the jar as it went in.
    Path document = work.resolve("模拟 赛事.json");
    Cli made = Cli.run("simulate", "--preset", "fujian-women-2018", "--players", "40", "--rounds", "3", "--seed", "7",
        "--out", document.toString());
    assertThat(made.exit()).as(made.err()).isZero();
    List<String> names = TournamentDocuments.read(document).players().stream().map(Player::name).toList();
    assertThat(names).hasSize(40).allMatch(n -> n.codePoints().anyMatch(c -> Character.UnicodeScript.of(c)
        == Character.UnicodeScript.HAN));

    // Relative paths with spaces and Chinese characters, as typed in the working folder.
    Child imported = jar("import", "json", "模拟 赛事.json", "--db", "赛事 库.db");
    assertThat(imported.out()).contains("40");
    // Standard output into a pipe is UTF-8 whatever the default charset (StandardStreams).
    assertThat(jar("standings", "--db", "赛事 库.db", "--format", "csv").out()).contains(names);
    // CHUHE_ENCODING=GBK: the same names, in GBK.
    assertThat(child(Map.of(StandardStreams.VARIABLE, "GBK"), "standings", "--db", "赛事 库.db").decoded(GBK))
        .contains(names).contains("名次");
    jar("export", "json", "--db", "赛事 库.db", "--out", "导出 文件.json");
    assertThat(TournamentDocuments.read(work.resolve("导出 文件.json")).players().stream().map(Player::name))
        .containsExactlyInAnyOrderElementsOf(names);

    // A registration list (UTF-8 CSV) with Chinese names and column titles, into a new event.
    Files.writeString(work.resolve("报名 表.csv"), Fields.csv("fujian-women-2018"));
    jar("new", "--preset", "fujian-women-2018", "--db", "报名.db");
    assertThat(jar("players", "import", "报名 表.csv", "--db", "报名.db").out()).isNotBlank();
    jar("export", "json", "--db", "报名.db", "--out", "报名 导出.json");
    assertThat(Files.readString(work.resolve("报名 导出.json"))).contains("\"成年11\"", "\"少儿42\"", "\"福建队1\"");
  }

  /** Slow: the demo event is built (300 players, four and a half rounds) before the server starts. */
  @Test
  @Tag("slow")
  void theWebAppServesItsPagesAndAssetsFromTheJarAndItsDemoFromTheTemporaryFolder() throws Exception {
    Path tmp = Files.createDirectories(temp.resolve("临时 文件"));
    List<String> command = new ArrayList<>(List.of(java(), "-Dfile.encoding=GBK", "-Djava.io.tmpdir=" + tmp, "-jar",
        home.resolve("chuhe.jar").toString(), "serve", "--demo", "--port", "0"));
    Process serve = start(command, Map.of());
    try (BufferedReader lines = new BufferedReader(new InputStreamReader(serve.getInputStream(),
        StandardCharsets.UTF_8))) {
      String address = null;
      Pattern shown = Pattern.compile("公开页面 / public pages: +(http://\\S+/)");
      for (String line = lines.readLine(); line != null && address == null; line = lines.readLine()) {
        Matcher m = shown.matcher(line);
        address = m.find() ? m.group(1) : null;
      }
      assertThat(address).as("the public pages' address, printed by serve").isNotNull();
      try (Stream<Path> demo = Files.list(tmp)) {
        assertThat(demo.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("chuhe-demo-"));
      }
      try (Stream<Path> here = Files.list(work)) {
        assertThat(here).as("nothing in the working folder").isEmpty();
      }
      HttpClient http = HttpClient.newHttpClient();
      HttpResponse<String> home = http.send(HttpRequest.newBuilder(URI.create(address)).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(home.statusCode()).isEqualTo(200);
      assertThat(home.headers().firstValue("Content-Type")).get().asString().containsIgnoringCase("charset=utf-8");
      assertThat(home.body()).contains("福建省首届女子象棋个人锦标赛");
      Matcher assets = Pattern.compile("(?:src|href)=\"(/(?:assets|webjars)/[^\"]+)\"").matcher(home.body());
      int served = 0;
      while (assets.find()) {
        HttpResponse<String> asset = http.send(HttpRequest.newBuilder(URI.create(address).resolve(assets.group(1)))
            .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(asset.statusCode()).as(assets.group(1)).isEqualTo(200);
        if (assets.group(1).startsWith("/assets/")) {
          assertThat(asset.headers().firstValue("Content-Type")).get().asString().endsWith("; charset=utf-8");
        }
        served++;
      }
      assertThat(served).as("the style sheet, htmx and chuhe's script").isGreaterThanOrEqualTo(3);
    } finally {
      serve.destroy(); // SIGTERM: as Ctrl+C, the shutdown hook deletes the demo's database
      assertThat(serve.waitFor(60, TimeUnit.SECONDS)).isTrue();
    }
    try (Stream<Path> left = Files.list(tmp)) {
      assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("chuhe-demo-"));
    }
  }

  @Test
  void theShellLauncherRunsTheJarBesideIt() throws Exception {
    Process p = start(List.of(home.resolve("chuhe").toString(), "presets"), Map.of("JAVA_HOME",
        System.getProperty("java.home")));
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(out).contains("fujian-women-2018", "“光明杯”福建省首届女子象棋个人锦标赛");
    assertThat(home.resolve("chuhe.jsa")).as("its class data archive, beside the jar").isRegularFile();
  }

  private record Child(int exit, byte[] stdout, String err) {
    String out() {
      return decoded(StandardCharsets.UTF_8);
    }

    String decoded(Charset charset) {
      return new String(stdout, charset);
    }
  }

  /** The jar run directly in the working folder, the default charset GBK; it must succeed. */
  private Child jar(String... args) throws Exception {
    Child c = child(Map.of(), args);
    assertThat(c.exit()).as(String.join(" ", args) + ": " + c.err()).isZero();
    return c;
  }

  private Child child(Map<String, String> variables, String... args) throws Exception {
    // C1 alone, as the launchers run commands: the same work in 60 % of the CPU; nothing else of theirs.
    List<String> command = new ArrayList<>(List.of(java(), "-XX:TieredStopAtLevel=1", "-Dfile.encoding=GBK", "-jar",
        home.resolve("chuhe.jar").toString()));
    command.addAll(List.of(args));
    Path err = Files.createTempFile(temp, "stderr", ".txt");
    Process p = start(command, variables, err);
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    return new Child(p.exitValue(), out, Files.readString(err));
  }

  private Process start(List<String> command, Map<String, String> variables) throws IOException {
    return start(command, variables, null);
  }

  private Process start(List<String> command, Map<String, String> variables, Path err) throws IOException {
    ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile());
    if (err == null) {
      builder.redirectError(ProcessBuilder.Redirect.DISCARD);
    } else {
      builder.redirectError(err.toFile());
    }
    builder.environment().keySet().removeIf(k -> k.startsWith("CHUHE_"));
    builder.environment().putAll(variables);
    Process p = builder.start();
    p.getOutputStream().close();
    return p;
  }

  private static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}

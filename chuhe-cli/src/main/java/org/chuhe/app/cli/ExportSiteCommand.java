package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.app.report.Lang;
import org.chuhe.app.workflow.Workspace;
import org.chuhe.web.StaticSite;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code export site --out DIR [--lang en]} (issue 24): the public pages as a folder of HTML with its assets, to
 * publish without a server ({@link StaticSite}: the web app crawled on the loopback, from the database).
 */
@Command(name = "site", description = {"公开页面的离线副本：一个含 HTML 与样式的文件夹，双击 index.html 即可浏览，可发布到任意网站空间",
    "a static copy of the public pages: a folder of HTML with its assets; index.html opens by double-click, or "
        + "publish it on any web space"})
final class ExportSiteCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Option(names = "--out", paramLabel = "DIR", required = true, description = {
      "写入的文件夹（新的、空的，或以前导出的副本：整个替换）",
      "the folder to write (new, empty, or a copy exported before: replaced whole)"})
  Path out;

  @Option(names = "--lang", defaultValue = "zh", description = {"页面语言 zh|en（每次导出一种）",
      "the pages' language zh|en (one per export)"})
  Lang lang;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    StaticSite.Written written;
    try (Workspace workspace = Workspace.open(store.db)) {
      written = StaticSite.write(workspace, store.tournamentNamed(), lang, out);
    }
    var console = spec.commandLine().getOut();
    console.println("已导出公开页面 " + written.pages() + " 页（共 " + written.files() + " 个文件，"
        + written.bytes() / 1024 + " KB）到 " + written.folder() + "，双击 index.html 打开 / exported " + written.pages()
        + " public pages (" + written.files() + " files, " + written.bytes() / 1024 + " KB) to " + written.folder()
        + "; open index.html");
    written.head().ifPresent(console::println);
    return 0;
  }
}

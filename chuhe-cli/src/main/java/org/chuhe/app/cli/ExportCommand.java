package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.app.workflow.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "export", description = {"导出赛事", "export the tournament"},
    subcommands = {ExportCommand.Json.class, ExportTrfCommand.class})
final class ExportCommand {

  @Command(name = "json", description = {"导出为赛事文件（JSON，docs/tournament-format.md）",
      "export as a tournament document (JSON, docs/tournament-format.md)"})
  static final class Json implements Callable<Integer> {
    @Mixin DbOptions store;

    @Option(names = "--out", paramLabel = "FILE", description = {"写入文件（默认：标准输出）", "write to a file (default: stdout)"})
    Path out;

    @Option(names = "--public", description = {"公开版：不含身份证号和电话", "public copy: without ID and phone numbers"})
    boolean publicCopy;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        if (out == null) {
          spec.commandLine().getOut().println(Tournaments.export(s, !publicCopy));
        } else {
          var head = Tournaments.export(s, out, !publicCopy);
          spec.commandLine().getOut().println("已导出 " + s.tournament() + " 到 " + out + " / exported "
              + s.tournament() + " to " + out);
          head.ifPresent(h -> spec.commandLine().getOut().println(h.text()));
        }
      }
      return 0;
    }
  }
}

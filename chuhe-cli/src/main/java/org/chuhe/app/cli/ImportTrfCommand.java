package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.app.io.trf.TrfNote;
import org.chuhe.app.io.trf.TrfReader;
import org.chuhe.app.workflow.Tournaments;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code import trf FILE}: an event run with another program, as a new tournament (docs/trf.md). */
@Command(name = "trf", description = {"把国际棋联 TRF 文件（TRF16 / TRF-2026）导入数据库，成为一个新赛事；列出 chuhe 无法保留的内容",
    "import a FIDE TRF file (TRF16 / TRF-2026) into the database as a new tournament; lists what chuhe cannot keep"})
final class ImportTrfCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Parameters(paramLabel = "FILE", description = {"TRF 文件", "TRF file"}) Path file;

  @Option(names = "--as", paramLabel = "ID", description = {"以此编号导入（默认：文件名）",
      "import under this id (default: the file's name)"})
  String asId;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    var read = TrfReader.read(file);
    var t = Tournaments.importDocument(store.db, read.tournament(), asId != null ? asId : store.tournament,
        file.getFileName().toString(), store.actor()).tournament();
    var out = spec.commandLine().getOut();
    out.println("已导入赛事 " + t.id() + "：" + t.players().size() + " 名棋手，" + t.rounds().size() + " 轮 / imported "
        + "tournament " + t.id() + ": " + t.players().size() + " players, " + t.rounds().size() + " rounds");
    if (!read.notes().isEmpty()) {
      out.println("chuhe 未保留的内容 / not kept by chuhe:");
      read.notes().stream().map(TrfNote::line).forEach(l -> out.println("  " + l));
    }
    return 0;
  }
}

package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.workflow.Tournaments;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "import", description = {"导入", "import"},
    subcommands = {ImportCommand.Json.class, ImportTrfCommand.class})
final class ImportCommand {

  @Command(name = "json", description = {"把赛事文件导入数据库，成为一个新赛事",
      "import a tournament document into the database as a new tournament"})
  static final class Json implements Callable<Integer> {
    @Mixin DbOptions store;

    @Parameters(paramLabel = "FILE", description = {"赛事文件 (JSON)", "tournament document (JSON)"}) Path file;

    @Option(names = "--as", paramLabel = "ID", description = {"以此编号导入（默认：文件中的编号）",
        "import under this id (default: the document's id)"})
    String asId;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      var document = TournamentDocuments.readDocument(file);
      var t = Tournaments.importDocument(store.db, document, asId != null ? asId : store.tournament,
          file.getFileName().toString(), store.actor()).tournament();
      spec.commandLine().getOut().println("已导入赛事 " + t.id() + "：" + t.players().size() + " 名棋手，"
          + t.rounds().size() + " 轮 / imported tournament " + t.id() + ": " + t.players().size() + " players, "
          + t.rounds().size() + " rounds");
      return 0;
    }
  }
}

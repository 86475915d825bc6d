package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.regulations.Regulations;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "new", description = {"在数据库中创建赛事（数据库文件不存在时一并创建）",
    "create a tournament in the database (and the database file if there is none)"})
final class NewCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @ArgGroup(exclusive = true, multiplicity = "1") RegulationsSource rules;

  @Option(names = "--name", description = {"赛事名称（默认：规程中的赛事名称）",
      "name of the event (default: the event's name in the regulations)"})
  String name;

  @Option(names = "--id", description = {"赛事编号（默认：规程编号）", "tournament id (default: the regulations' id)"})
  String id;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    Regulations r = rules.read();
    Tournaments.Created c = Tournaments.create(store.db, id != null ? id : store.tournament, name, r, store.actor());
    spec.commandLine().getOut().println("已创建赛事 " + c.id() + "（" + c.name() + "），数据库 " + c.database()
        + " / created tournament " + c.id() + " (" + c.name() + ") in " + c.database());
    return 0;
  }
}

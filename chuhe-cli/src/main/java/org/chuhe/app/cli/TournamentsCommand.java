package org.chuhe.app.cli;

import org.chuhe.app.report.TextTable;
import org.chuhe.app.report.Times;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.Tournaments;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "tournaments", description = {"列出数据库中的赛事（最近创建的在前；有多个时命令须指明用哪一个）",
    "list the tournaments in the database (most recent first; with several, a command must name one)"})
final class TournamentsCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    TextTable table = new TextTable(List.of("id", "名称 / name", "规程 / regulations", "棋手 / players",
        "创建 / created"), List.of(false, false, false, true, false));
    Tournaments.list(store.db).forEach(t -> table.add(List.of(t.id(), t.name(),
        t.regulationsId() == null ? "" : t.regulationsId(), String.valueOf(t.players()), Times.local(t.createdAt()))));
    spec.commandLine().getOut().print(table.render());
    return 0;
  }
}

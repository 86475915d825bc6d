package org.chuhe.app.cli;

import org.chuhe.app.report.TextTable;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.presets.Presets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "presets", description = {"列出内置的赛事规程预设", "list the regulation presets"})
final class PresetsCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    TextTable table = new TextTable(List.of("id", "赛制 / format", "名称 / name", "说明 / description"),
        List.of(false, false, false, false));
    for (var p : Presets.list()) {
      table.add(List.of(p.id(), p.format().key(), p.name(), p.description()));
    }
    spec.commandLine().getOut().print(table.render());
    return 0;
  }
}

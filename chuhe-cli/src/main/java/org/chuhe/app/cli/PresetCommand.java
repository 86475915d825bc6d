package org.chuhe.app.cli;

import java.util.concurrent.Callable;
import org.chuhe.app.presets.Presets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "preset", description = {"规程预设", "one regulation preset"}, subcommands = PresetCommand.Show.class)
final class PresetCommand {

  @Command(name = "show", description = {"打印一个预设（YAML，含条款出处注释）",
      "print one preset (YAML, with the seed clauses as comments)"})
  static final class Show implements Callable<Integer> {
    @Parameters(paramLabel = "ID", description = {"预设编号（见 chuhe presets）", "preset id (see chuhe presets)"})
    String id;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      spec.commandLine().getOut().print(Presets.source(id));
      return 0;
    }
  }
}

package org.chuhe.app.cli;

import java.nio.file.Path;
import org.chuhe.app.io.RegulationsReader;
import org.chuhe.app.presets.Presets;
import org.chuhe.regulations.Regulations;
import picocli.CommandLine.Option;

/** Where a command takes regulations from: a preset or a YAML file (one of the two; an exclusive group). */
final class RegulationsSource {
  @Option(names = "--preset", paramLabel = "ID", description = {"规程预设（见 chuhe presets）",
      "regulations preset (see chuhe presets)"})
  String preset;

  @Option(names = {"--regulations", "--file"}, paramLabel = "FILE", description = {"规程文件 (YAML)",
      "regulations file (YAML)"})
  Path file;

  Regulations read() {
    return preset != null ? Presets.get(preset) : RegulationsReader.readYaml(file);
  }

  /** For the audit log: which preset, or the file's name. */
  String describe() {
    return preset != null ? "preset " + preset : file.getFileName().toString();
  }
}

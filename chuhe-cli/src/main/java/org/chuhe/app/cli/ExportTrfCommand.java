package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.chuhe.app.io.AtomicWrites;
import org.chuhe.app.io.trf.TrfNote;
import org.chuhe.app.io.trf.TrfVersion;
import org.chuhe.app.io.trf.TrfWriter;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code export trf}: one division as a FIDE Tournament Report File (docs/trf.md). */
@Command(name = "trf", description = {"把一个组别导出为国际棋联 TRF 文件（TRF-2026 含 2/1/0 计分制，或 TRF16）",
    "export one division as a FIDE TRF file (TRF-2026 with the 2/1/0 point system, or TRF16)"})
final class ExportTrfCommand implements Callable<Integer> {
  @Mixin DbOptions store;

  @Option(names = "--division", paramLabel = "D", description = {"组别（只有一个组别时可省略）",
      "division (may be left out when there is only one)"})
  String division;

  @Option(names = "--version", paramLabel = "2026|16", defaultValue = "2026", description = {
      "TRF 版本：2026（默认）或 16", "TRF version: 2026 (default) or 16"})
  String version;

  @Option(names = "--out", paramLabel = "FILE", description = {"写入文件（默认：标准输出）", "write to a file (default: stdout)"})
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    TrfVersion v = TrfVersion.of(version);
    TrfWriter.Written written;
    try (Session s = store.session()) {
      written = TrfWriter.write(AuditTrail.stamped(s).tournament(), division, v);
    }
    var printer = spec.commandLine().getOut();
    if (out == null) {
      written.text().lines().forEach(printer::println);
      return 0;
    }
    AtomicWrites.replace(out, written.text(), false);
    printer.println("已导出组别 " + written.division() + " 到 " + out + "（TRF " + v.option() + "）/ exported division "
        + written.division() + " to " + out + " (TRF " + v.option() + ")");
    if (!written.lost().isEmpty()) {
      printer.println("TRF 中没有的内容 / not in TRF:");
      written.lost().stream().map(TrfNote::line).forEach(l -> printer.println("  " + l));
    }
    return 0;
  }
}

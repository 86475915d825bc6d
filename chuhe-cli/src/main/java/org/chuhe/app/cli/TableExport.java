package org.chuhe.app.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chuhe.app.io.AtomicWrites;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.report.Table;
import org.chuhe.app.report.TableCsv;
import org.chuhe.app.report.TableXlsx;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Reports;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code export KIND --format xlsx|csv --out FILE} (issue 24): one kind of list of every division, or of one, as an
 * Excel workbook or a CSV file for Excel, read from a document or from the database (then with the log's head in a
 * last row), written so that a crash never leaves half a file.
 */
abstract class TableExport implements Callable<Integer> {
  enum Format { xlsx, csv }

  private final ExportKind kind;

  @Mixin SourceOptions doc;

  @Option(names = "--format", paramLabel = "xlsx|csv", description = {
      "xlsx（Excel 工作簿）或 csv（带 BOM 的 UTF-8）；不给则按 --out 的扩展名，默认 xlsx",
      "xlsx (an Excel workbook) or csv (UTF-8 with a BOM); without it, from --out's extension, else xlsx"})
  Format format;

  @Option(names = "--division", description = {"只导出这个组别", "only this division"})
  String division;

  @Option(names = "--round", paramLabel = "N", description = {
      "对阵表：第 N 轮（默认最后一轮）；名次表、交叉表：第 N 轮后", "pairings: of round N (default: the last); "
          + "standings, crosstable: after round N"})
  Integer round;

  @Option(names = "--out", paramLabel = "FILE", required = true, description = {"写入文件", "the file to write"})
  Path out;

  @Spec CommandSpec spec;

  TableExport(ExportKind kind) {
    this.kind = kind;
  }

  @Override
  public Integer call() {
    AuditTrail.Stamped stamped = doc.stamped();
    Tournament t = stamped.tournament();
    List<Table> tables = doc.naming(() -> Reports.exportTables(t, kind, division, round, doc.lang));
    Optional<String> head = stamped.head().map(AuditTrail.Head::text);
    Format chosen = format != null ? format
        : out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv") ? Format.csv : Format.xlsx;
    byte[] content = chosen == Format.csv ? TableCsv.write(tables, head).getBytes(StandardCharsets.UTF_8)
        : TableXlsx.write(tables, head);
    AtomicWrites.replace(out, content, false);
    var console = spec.commandLine().getOut();
    console.println("已导出" + kind.zh() + "（" + tables.size() + " 张表）到 " + out + " / exported the " + kind.en()
        + " (" + tables.size() + (tables.size() == 1 ? " table" : " tables") + ") to " + out);
    head.ifPresent(console::println);
    return 0;
  }
}

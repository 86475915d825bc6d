package org.chuhe.app.cli;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chuhe.app.io.AtomicWrites;
import org.chuhe.app.report.ExportKind;
import org.chuhe.app.report.Table;
import org.chuhe.app.report.Times;
import org.chuhe.app.report.print.TableFormat;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Reports;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code export KIND --format xlsx|csv|pdf|png|json --out FILE} (issue 24): one kind of list of every division, or
 * of one, as an Excel workbook, a CSV file for Excel, an A4 PDF, phone images or JSON, read from a document or from
 * the database (then with the log's head), written so that a crash never leaves half a file.
 */
abstract class TableExport implements Callable<Integer> {
  private final ExportKind kind;

  @Mixin SourceOptions doc;

  @Option(names = "--format", paramLabel = "xlsx|csv|pdf|png|json", description = {
      "xlsx（Excel 工作簿）、csv（带 BOM 的 UTF-8）、pdf（A4 打印）、png（手机图片，发微信群；多张时写 FILE-01.png …）或 "
          + "json；不给则按 --out 的扩展名，默认 xlsx",
      "xlsx (an Excel workbook), csv (UTF-8 with a BOM), pdf (A4 to print), png (phone images for a WeChat group; "
          + "several as FILE-01.png …) or json; without it, from --out's extension, else xlsx"})
  TableFormat format;

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
    TableFormat chosen = format != null ? format
        : TableFormat.ofFileName(out.getFileName().toString()).orElse(TableFormat.xlsx);
    List<byte[]> files = chosen.write(tables, t.name(), Times.local(Instant.now()), head, doc.lang, kind);
    List<Path> written = paths(out, files.size());
    for (int i = 0; i < files.size(); i++) {
      AtomicWrites.replace(written.get(i), files.get(i), false);
    }
    var console = spec.commandLine().getOut();
    console.println("已导出" + kind.zh() + "（" + tables.size() + " 张表）到 " + out + " / exported the " + kind.en()
        + " (" + tables.size() + (tables.size() == 1 ? " table" : " tables") + ") to " + out);
    if (chosen == TableFormat.png) {
      console.println("共 " + files.size() + " 张图片 / " + files.size() + (files.size() == 1 ? " image" : " images")
          + ":");
      written.forEach(console::println);
    }
    head.ifPresent(console::println);
    return 0;
  }

  /** Where the files go: {@code out} for one; several images numbered beside it ({@link PngFiles}). */
  static List<Path> paths(Path out, int files) {
    return files == 1 ? List.of(out) : PngFiles.numbered(out, files);
  }
}

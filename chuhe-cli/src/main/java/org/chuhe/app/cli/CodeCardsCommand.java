package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Printouts;
import org.chuhe.app.workflow.Session;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code export codes} (issue 26): the code cards (确认码卡), one per player with his player code, eight to an A4 page,
 * to hand out at check-in. The codes live in the database only (a document carries none), and are made for the
 * players who have none yet. Not a public printout.
 */
@Command(name = "codes", description = {"确认码卡（每位棋手一张，凭码在手机上报告结果；A4 每页 8 张；勿公开）",
    "code cards (one per player, the code to report results on a phone; 8 per A4 page; not public)"})
final class CodeCardsCommand implements Callable<Integer> {
  @Mixin SourceOptions doc;

  @Option(names = "--division", description = {"只打印这个组别", "only this division"})
  String division;

  @Mixin BaseUrlOption address;

  @Mixin PdfOrPngOut file;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    String baseUrl = address.checked();
    if (doc.document != null) {
      throw ProblemException.of(doc.document.toString(), "确认码只保存在数据库中，不能从赛事文件打印确认码卡",
          "the player codes are kept in the database only: code cards cannot be printed from a document");
    }
    boolean png = file.png();
    byte[] pdf;
    Optional<String> head;
    try (Session s = doc.store.session()) {
      pdf = Printouts.codes(s, division, baseUrl, doc.lang);
      head = AuditTrail.head(s).map(AuditTrail.Head::text);
    }
    List<Path> written = PrintExport.write(file.out, png, pdf);
    address.warnWithout(spec.commandLine().getErr(), "确认码卡", "code cards");
    PrintExport.done(spec, "确认码卡", "code cards", png, written, head);
    return 0;
  }
}

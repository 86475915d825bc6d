package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.chuhe.app.report.PairingReport;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.PairRound;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.ManualChange;
import org.chuhe.problem.ProblemException;
import org.chuhe.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "pair", description = {"编排下一轮（积分编排制）：写入数据库，或给出文件时写回赛事文件",
    "pair the next round (Chinese Swiss method): into the database, or into the document when one is given"})
final class PairCommand implements Callable<Integer>, EngineUser {
  private PairingEngine engine = PairingEngine.inCallingThread(EngineProbe.NONE);

  @Override
  public void useEngine(PairingEngine engine) {
    this.engine = engine;
  }

  @Mixin SourceOptions doc;

  @Option(names = "--division", description = {"只编排这个组别", "only this division"})
  String division;

  @Option(names = "--out", description = {"写入另一个文件（默认写回原文件）", "write to this file (default: the document)"})
  Path out;

  @Option(names = "--explain", description = {"逐台说明编排理由", "say why for every board"})
  boolean explain;

  @Option(names = "--provisional", description = {"未完成的对局按和棋计算，仅用于编排（R7）",
      "count unfinished games as draws, for pairing only (R7)"})
  boolean provisional;

  @Option(names = "--draft", description = {"只保存为草稿：棋手看不到，审核后用 publish 发布",
      "keep it as a draft: players do not see it until it is published (publish)"})
  boolean draft;

  @Option(names = "--absent", split = ",", description = {"请假不编排的棋手", "players absent by notice"})
  List<String> absent = new ArrayList<>();

  @Option(names = "--swap", split = ",", arity = "1", description = {"对调两名棋手 A,B", "swap two players A,B"})
  List<String> swap = new ArrayList<>();

  @Option(names = "--force-pair", split = ",", arity = "1", description = {"指定对阵 A,B（A 执红）",
      "force a pair A,B (A red)"})
  List<String> forcePair = new ArrayList<>();

  @Option(names = "--force-bye", description = {"指定轮空", "force a bye"})
  String forceBye;

  @Option(names = "--reason", description = {"人工调整的理由（必填）", "reason for a manual change (required)"})
  String reason;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    // Players as the arbiter named them (id, pairing number or name): the use case resolves them.
    PairRound.Request request = new PairRound.Request(division, provisional, new HashSet<>(absent), changes(),
        draft);
    PrintWriter printer = spec.commandLine().getOut();
    PairRound.Outcome outcome;
    Optional<AuditTrail.Head> head = Optional.empty();
    if (doc.document == null) {
      try (Session s = doc.store.session()) {
        outcome = PairRound.inDatabase(s, request, engine);
        head = AuditTrail.head(s); // the list as posted: the log with this pairing in it
      }
    } else {
      Tournament read = doc.read();
      outcome = doc.naming(() -> PairRound.inDocument(read, request, doc.store.actor(), engine));
    }
    for (PairRound.Paired paired : outcome.divisions()) {
      paired.lateNumbers().forEach((id, n) -> printer.println(outcome.tournament().nameZh(id) + "：抽签后到场，编号 " + n
          + " / in after the draw: pairing number " + n));
      printer.print(PairingReport.text(outcome.tournament(), paired.result(), explain, doc.lang));
    }
    LogHeadLine.print(printer, head);
    if (doc.document != null) {
      DocumentOutput.write(outcome.tournament(), doc.document, out, printer);
    }
    return 0;
  }

  private List<ManualChange> changes() {
    if (swap.size() % 2 != 0 || forcePair.size() % 2 != 0) {
      throw ProblemException.of("--swap / --force-pair", "须写成两名棋手 A,B", "give two players as A,B");
    }
    List<ManualChange> changes = new ArrayList<>();
    for (int i = 0; i + 1 < swap.size(); i += 2) {
      changes.add(new ManualChange.Swap(swap.get(i), swap.get(i + 1), reason()));
    }
    for (int i = 0; i + 1 < forcePair.size(); i += 2) {
      changes.add(new ManualChange.ForcePair(forcePair.get(i), forcePair.get(i + 1),
          org.chuhe.model.Colour.RED, reason()));
    }
    if (forceBye != null) {
      changes.add(new ManualChange.ForceBye(forceBye, reason()));
    }
    return changes;
  }

  private String reason() {
    if (reason == null || reason.isBlank()) {
      throw ProblemException.of("--reason", "人工调整编排必须写明理由（--reason）",
          "a manual change to a pairing needs a reason (--reason)");
    }
    return reason;
  }
}

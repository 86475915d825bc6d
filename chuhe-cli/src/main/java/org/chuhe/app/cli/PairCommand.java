package org.chuhe.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.chuhe.app.report.PairingReport;
import org.chuhe.app.workflow.Pairings;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Round;
import org.chuhe.model.Tournament;
import org.chuhe.pairing.Draw;
import org.chuhe.pairing.PairingOptions;
import org.chuhe.pairing.PairingResult;
import org.chuhe.pairing.ProvisionalPairing;
import org.chuhe.pairing.SwissPairing;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.DivisionRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "pair", description = {"编排下一轮（积分编排制）：写入数据库，或给出文件时写回赛事文件",
    "pair the next round (Chinese Swiss method): into the database, or into the document when one is given"})
final class PairCommand implements Callable<Integer> {
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
    List<ManualChange> changes = changes();
    PairingOptions options = new PairingOptions(provisional ? Boolean.TRUE : null, new HashSet<>(absent), changes);
    var printer = spec.commandLine().getOut();
    if (doc.document == null) {
      try (Session s = doc.store.session()) {
        Tournament t = s.load();
        for (String d : divisions(t)) {
          if (!Draw.lateNumbers(t, d).isEmpty()) { // an entry that came in another way (an imported document)
            printLate(printer, t, Registration.numberLateEntries(s, d));
            t = s.load();
          }
          // The workflow decides whether the round may be paired now, and whether provisionally (R7).
          boolean provisionalNow = Pairings.checkCanPair(t, d, SwissPairing.nextRound(t, d));
          PairingResult result = SwissPairing.pair(t, d, provisionalNow ? options.withProvisional(true) : options);
          Pairings.savePairing(s, result.round(), options.absent(), auditDetails(result, options));
          t = s.load();
          printer.print(PairingReport.text(t, result, explain, doc.lang));
        }
      }
      return 0;
    }
    Tournament paired = doc.read();
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    for (String d : divisions(paired)) {
      // Whoever came in after the draw (checked in, paid or added later) gets the next free number (Draw).
      Map<String, Integer> late = Draw.lateNumbers(paired, d);
      paired = Draw.withNumbers(paired, late);
      printLate(printer, paired, late);
      PairingResult result = SwissPairing.pair(paired, d, ProvisionalPairing.options(paired, d, options));
      List<Round> rounds = new ArrayList<>(paired.rounds());
      // The document keeps the manual changes with the round, with who made them and when (R8).
      rounds.add(result.round().withChangesRecorded(doc.store.actor(), now));
      paired = paired.withRounds(rounds);
      printer.print(PairingReport.text(paired, result, explain, doc.lang));
    }
    DocumentOutput.write(paired, doc.document, out, printer);
    return 0;
  }

  private static void printLate(PrintWriter printer, Tournament t, Map<String, Integer> numbers) {
    numbers.forEach((id, n) -> printer.println(id + " " + t.player(id).map(p -> p.name()).orElse("") + "：抽签后到场，编号 "
        + n + " / in after the draw: pairing number " + n));
  }

  private List<String> divisions(Tournament t) {
    List<String> divisions = division != null ? List.of(division)
        : t.regulations().divisions().stream().map(DivisionRules::id)
            .filter(d -> !t.playersIn(d).isEmpty())
            .filter(d -> SwissPairing.nextRound(t, d) <= t.regulations().roundsOf(d))
            .toList();
    if (divisions.isEmpty()) {
      throw ProblemException.of(doc.document == null ? "--db" : doc.document.toString(),
          "没有需要编排的组别（各组轮次已满或没有棋手）",
          "nothing to pair: every division has played all its rounds or has no players");
    }
    return divisions;
  }

  /** What the audit log keeps with a pairing: the engine's settings, its quality vector and manual changes (R8). */
  private static Map<String, Object> auditDetails(PairingResult result, PairingOptions options) {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("engine", "chuhe Chinese Swiss");
    details.put("provisional", options.provisional());
    details.put("quality", result.quality().lineEn());
    details.put("changes", result.changes().stream()
        .map(c -> Map.of("change", c.describeEn(), "reason", c.reason())).toList());
    details.put("violations", result.violations().stream().map(v -> v.line()).toList());
    return details;
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

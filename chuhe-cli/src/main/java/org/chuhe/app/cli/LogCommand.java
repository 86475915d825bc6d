package org.chuhe.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.report.TextTable;
import org.chuhe.app.workflow.AuditTrail;
import org.chuhe.app.workflow.Session;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "log", description = {"审计日志：谁、何时、做了什么、改动前后的值", "the audit log: who did what when, with the values before and after"})
final class LogCommand implements Callable<Integer> {
  enum Format { text, json }

  /** How many disagreements a failed verification prints: the first ones say where the trouble starts. */
  private static final int SHOWN = 40;
  private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
      .withZone(ZoneId.systemDefault());

  @Mixin DbOptions store;

  @Option(names = "--format", defaultValue = "text", description = {"text|json"}) Format format;

  @Option(names = "--subject", description = {"只看此对象（棋手编号，或 组别/轮/台 如 open/3/5）",
      "only entries about this (a player id, or division/round/board such as open/3/5)"})
  String subject;

  @Option(names = "--show-sensitive", description = {"显示电话和身份证号", "show phone and ID numbers"})
  boolean sensitive;

  @Option(names = "--verify", description = {"核对日志：哈希链完整，数据库中的编排、结果、犯规、录谱、退赛、处罚与日志所记一致",
      "check the log: its hash chain is whole, and every pairing, result, foul, game record, withdrawal and penalty "
          + "in the database is what the log says"})
  boolean verify;

  @Option(names = "--head", paramLabel = "\"#N · HASH\"", description = {
      "与 --verify 一起：成绩册或导出文件上印的日志指纹（可多次给出），核对日志仍含这一条、未被截短或改写",
      "with --verify: a log head printed on a results book or an export (may be repeated): checks that the log "
          + "still holds it, neither cut nor rewritten"})
  List<String> heads = new ArrayList<>();

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    try (Session s = store.session()) {
      if (verify || !heads.isEmpty()) {
        return verify(out, s);
      }
      print(out, AuditTrail.entries(s, new AuditTrail.Filter(subject, sensitive)));
    }
    return 0;
  }

  /** Prints what was checked and what could not be; the problems found, one a line, fail the command. */
  private int verify(PrintWriter out, Session s) {
    List<AuditTrail.Head> given = heads.stream().map(AuditTrail.Head::parse).toList();
    AuditTrail.Verification v = AuditTrail.verify(s, given);
    if (!v.intact()) {
      List<Problem> shown = new ArrayList<>(v.problems().subList(0, Math.min(SHOWN, v.problems().size())));
      if (v.problems().size() > SHOWN) {
        shown.add(Problem.of(Problem.Kind.STORAGE, "log", "另有 " + (v.problems().size() - SHOWN) + " 处不符",
            (v.problems().size() - SHOWN) + " more disagreements"));
      }
      v.limits().forEach(n -> shown.add(Problem.of(Problem.Kind.STORAGE, "log", n.zh(), n.en())));
      throw new ProblemException(shown);
    }
    out.println("日志完整：" + v.entries() + " 条 / the log is intact: " + v.entries() + " entries");
    DbOptions.print(out, v.checked());
    v.limits().forEach(n -> out.println("注意 / note: " + n.line()));
    v.head().ifPresent(h -> out.println(h.text()));
    return 0;
  }

  private void print(PrintWriter out, List<AuditTrail.Entry> shown) throws IOException {
    if (format == Format.json) {
      ArrayNode array = Mappers.json().createArrayNode();
      for (AuditTrail.Entry e : shown) {
        ObjectNode o = array.addObject();
        o.put("seq", e.seq());
        o.put("at", e.at().toString());
        o.put("actor", e.actor());
        o.put("action", e.action());
        o.put("subject", e.subject());
        o.set("before", e.before());
        o.set("after", e.after());
        o.set("details", e.details());
        o.put("hash", e.hash());
      }
      out.println(Mappers.json().writeValueAsString(array));
      return;
    }
    TextTable table = new TextTable(List.of("#", "时间 time", "操作者 user", "操作 action", "对象 subject",
        "之前 before", "之后 after", "说明 details"), List.of(true, false, false, false, false, false, false, false));
    for (AuditTrail.Entry e : shown) {
      table.add(List.of(String.valueOf(e.seq()), LOCAL.format(e.at()), e.actor(), e.label(),
          e.subject() == null ? "" : e.subject(), text(e.before()), text(e.after()), text(e.details())));
    }
    out.print(table.render());
  }

  private static String text(JsonNode node) {
    if (node == null || node.isNull()) {
      return "";
    }
    String compact = node.toString();
    return compact.length() > 120 ? compact.substring(0, 117) + "…" : compact;
  }
}

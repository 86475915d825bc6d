package org.chuhe.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
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

  private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
      .withZone(ZoneId.systemDefault());

  @Mixin DbOptions store;

  @Option(names = "--format", defaultValue = "text", description = {"text|json"}) Format format;

  @Option(names = "--subject", description = {"只看此对象（棋手编号，或 组别/轮/台 如 open/3/5）",
      "only entries about this (a player id, or division/round/board such as open/3/5)"})
  String subject;

  @Option(names = "--show-sensitive", description = {"显示电话和身份证号", "show phone and ID numbers"})
  boolean sensitive;

  @Option(names = "--verify", description = {"检查日志的哈希链是否完整", "check that the log's hash chain is intact"})
  boolean verify;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    try (Session s = store.session()) {
      if (verify) {
        AuditTrail.Verification v = AuditTrail.verify(s);
        if (!v.intact()) {
          throw ProblemException.of(Problem.Kind.STORAGE, "log", "日志被改动或删除过，第一处在第 " + v.broken().get(0)
              + " 条（共 " + v.broken().size() + " 处）", "the log was changed or cut outside chuhe, first at entry "
              + v.broken().get(0) + " (" + v.broken().size() + " places)");
        }
        out.println("日志完整：" + v.entries() + " 条 / the log is intact: " + v.entries() + " entries");
        return 0;
      }
      print(out, AuditTrail.entries(s, new AuditTrail.Filter(subject, sensitive)));
    }
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

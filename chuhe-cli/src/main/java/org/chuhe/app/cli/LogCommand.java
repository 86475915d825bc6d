package org.chuhe.app.cli;

import org.chuhe.app.report.TextTable;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.AuditAction;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.model.Sensitive;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "log", description = {"审计日志：谁、何时、做了什么、改动前后的值", "the audit log: who did what when, with the values before and after"})
final class LogCommand implements Callable<Integer> {
  enum Format { text, json }

  /** Fields marked {@link Sensitive} in the model: masked unless the arbiter asks for them. */
  private static final Set<String> SENSITIVE = Arrays.stream(Player.class.getRecordComponents())
      .filter(c -> c.isAnnotationPresent(Sensitive.class)).map(c -> c.getName()).collect(Collectors.toSet());
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
    List<AuditEntry> entries;
    String tournament;
    try (Session s = store.session()) {
      tournament = s.tournament();
      entries = s.read(h -> AuditLog.list(h, tournament));
    }
    PrintWriter out = spec.commandLine().getOut();
    if (verify) {
      List<Long> broken = AuditLog.verify(tournament, entries);
      if (!broken.isEmpty()) {
        throw ProblemException.of("log", "日志被改动或删除过，第一处在第 " + broken.get(0) + " 条（共 " + broken.size()
            + " 处）", "the log was changed or cut outside chuhe, first at entry " + broken.get(0) + " ("
            + broken.size() + " places)");
      }
      out.println("日志完整：" + entries.size() + " 条 / the log is intact: " + entries.size() + " entries");
      return 0;
    }
    List<AuditEntry> shown = entries.stream().filter(e -> subject == null || subject.equals(e.subject())).toList();
    if (format == Format.json) {
      ArrayNode array = Mappers.json().createArrayNode();
      for (AuditEntry e : shown) {
        ObjectNode o = array.addObject();
        o.put("seq", e.seq());
        o.put("at", e.at());
        o.put("actor", e.actor());
        o.put("action", e.action());
        o.put("subject", e.subject());
        o.set("before", value(e.before()));
        o.set("after", value(e.after()));
        o.set("details", value(e.details()));
        o.put("hash", e.hash());
      }
      out.println(Mappers.json().writeValueAsString(array));
      return 0;
    }
    TextTable table = new TextTable(List.of("#", "时间 time", "操作者 user", "操作 action", "对象 subject",
        "之前 before", "之后 after", "说明 details"), List.of(true, false, false, false, false, false, false, false));
    for (AuditEntry e : shown) {
      table.add(List.of(String.valueOf(e.seq()), LOCAL.format(Instant.parse(e.at())), e.actor(), label(e.action()),
          e.subject() == null ? "" : e.subject(), text(e.before()), text(e.after()), text(e.details())));
    }
    out.print(table.render());
    return 0;
  }

  private static String label(String action) {
    return Arrays.stream(AuditAction.values()).filter(a -> a.key().equals(action)).findFirst()
        .map(a -> a.zh() + " " + a.key()).orElse(action);
  }

  private String text(String json) throws IOException {
    JsonNode node = value(json);
    if (node == null || node.isNull()) {
      return "";
    }
    String compact = node.toString();
    return compact.length() > 120 ? compact.substring(0, 117) + "…" : compact;
  }

  private JsonNode value(String json) throws IOException {
    if (json == null) {
      return null;
    }
    JsonNode node = Mappers.json().readTree(json);
    if (!sensitive) {
      mask(node);
    }
    return node;
  }

  private static void mask(JsonNode node) {
    if (node instanceof ObjectNode o) {
      for (String field : SENSITIVE) {
        if (o.hasNonNull(field)) {
          o.put(field, "***");
        }
      }
      o.elements().forEachRemaining(LogCommand::mask);
    } else if (node instanceof ArrayNode a) {
      a.elements().forEachRemaining(LogCommand::mask);
    }
  }
}

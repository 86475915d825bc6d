package org.chuhe.app.cli;

import org.chuhe.app.report.Csv;
import org.chuhe.app.report.TextTable;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.io.PlayerFields;
import org.chuhe.app.workflow.Notice;
import org.chuhe.app.workflow.PlayerRefs;
import org.chuhe.app.workflow.Registration;
import org.chuhe.app.workflow.Roster;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Residence;
import org.chuhe.regulations.Regulations;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "players", description = {"棋手：报名、列表、修改、批量导入、删除报名",
    "players: register, list, edit, import, remove a registration"},
    subcommands = {PlayersCommand.Add.class, PlayersCommand.ListPlayers.class, PlayersCommand.Edit.class,
        PlayersCommand.Import.class, PlayersCommand.Remove.class})
final class PlayersCommand {

  /** The fields of a player as options; null means "not given", an empty value clears the field (edit). */
  static final class Fields {
    @Option(names = "--division", description = {"组别（编号或名称）", "division (id or name)"}) String division;
    @Option(names = "--unit", description = {"单位", "unit (team, club, city)"}) String unit;
    @Option(names = "--gender", description = {"性别：男/女 (M/F)", "gender: M/F (男/女)"}) String gender;
    @Option(names = "--born", paramLabel = "DATE", description = {"出生日期 2005-03-01", "birth date 2005-03-01"})
    String born;
    @Option(names = "--province", description = {"户籍省", "registered residence: province"}) String province;
    @Option(names = "--city", description = {"户籍市", "registered residence: city"}) String city;
    @Option(names = "--grade", description = {"等级称号", "grade title"}) String grade;
    @Option(names = "--rating", description = {"等级分", "rating"}) String rating;
    @Option(names = "--phone", description = {"电话（不公开）", "phone (never published)"}) String phone;
    @Option(names = "--id-number", description = {"身份证号（不公开）", "ID card number (never published)"})
    String idNumber;
    @Option(names = "--override", paramLabel = "REASON", description = {
        "不符合参赛条件或名额限制时仍接受，并说明理由（记入日志）",
        "accept an entry that breaks eligibility or entry limits, giving the reason (logged)"})
    String override;

    Player applyTo(Player p, Regulations r) {
      String div = division == null ? p.division() : PlayerFields.division("--division", r, division);
      Residence res = p.residence();
      if (province != null || city != null) {
        res = new Residence(province == null ? res.province() : PlayerFields.text(province),
            city == null ? res.city() : PlayerFields.text(city));
      }
      return new Player(p.id(), p.name(), div, unit == null ? p.unit() : PlayerFields.text(unit),
          gender == null ? p.gender() : PlayerFields.gender("--gender", gender),
          born == null ? p.birthDate() : PlayerFields.date("--born", born), res,
          grade == null ? p.grade() : PlayerFields.text(grade),
          rating == null ? p.rating() : PlayerFields.integer("--rating", rating,
              org.chuhe.model.Range.RATING), p.number(), p.feePaid(),
          p.checkedIn(), phone == null ? p.phone() : PlayerFields.text(phone),
          idNumber == null ? p.idNumber() : PlayerFields.text(idNumber));
    }
  }

  @Command(name = "add", description = {"报名一名棋手", "register one player"})
  static final class Add implements Callable<Integer> {
    @Mixin DbOptions store;
    @Mixin Fields fields;
    @Parameters(paramLabel = "NAME", description = {"姓名", "name"}) String name;
    @Option(names = "--id", description = {"棋手编号（默认 p1、p2 …）", "player id (default p1, p2 …)"}) String id;
    @Option(names = "--unpaid", description = {"尚未缴费", "entry fee not paid yet"}) boolean unpaid;
    @Option(names = "--checked-in", description = {"同时办理报到", "check the player in at once"}) boolean checkedIn;
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        Regulations r = s.regulations();
        Player blank = new Player(id == null ? "" : id, name, PlayerFields.division("--division", r, fields.division),
            null, null, null, null, null, null, null, !unpaid, checkedIn, null, null);
        Player p = fields.applyTo(blank, r);
        Registration.Entry e = Registration.register(s, p, fields.override);
        PrintWriter out = spec.commandLine().getOut();
        out.println("已报名 " + e.player().id() + " " + e.player().name() + "（" + e.player().division() + "）"
            + " / registered " + e.player().id() + " " + e.player().name() + " (" + e.player().division() + ")");
        DbOptions.print(out, e.notices());
      }
      return 0;
    }
  }

  @Command(name = "edit", description = {"修改棋手信息（改动记入日志）", "change a player's details (logged)"})
  static final class Edit implements Callable<Integer> {
    @Mixin DbOptions store;
    @Mixin Fields fields;
    @Parameters(paramLabel = "PLAYER", description = {"棋手：编号（p12）、序号（12、#12、12号）或姓名",
        "the player: id (p12), pairing number (12, #12, 12号) or name"})
    String player;
    @Option(names = "--name", description = {"姓名", "name"}) String name;
    @Option(names = "--paid", arity = "1", paramLabel = "yes|no", description = {"是否已缴费", "entry fee paid"})
    String paid;
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        Regulations r = s.regulations();
        Boolean feePaid = PlayerFields.yesNo("--paid", paid);
        String playerId = PlayerRefs.id(s, player, null); // --division here is the division to move to
        Registration.Entry e = Registration.edit(s, playerId, p -> {
          Player q = fields.applyTo(p, r);
          return new Player(q.id(), name == null ? q.name() : name, q.division(), q.unit(), q.gender(),
              q.birthDate(), q.residence(), q.grade(), q.rating(), q.number(),
              feePaid == null ? q.feePaid() : feePaid, q.checkedIn(), q.phone(), q.idNumber());
        }, fields.override);
        PrintWriter out = spec.commandLine().getOut();
        Tournament now = s.load();
        out.println("已修改 " + now.nameZh(e.player().id()) + " / updated " + now.nameEn(e.player().id()));
        DbOptions.print(out, e.notices());
      }
      return 0;
    }
  }

  @Command(name = "remove", description = {"删除报名（误报、重复报名、未到的棋手；记入日志）；已出场的棋手不能删除，请办理退赛",
      "remove a registration (entered by mistake or twice, never came; logged); a player who has been paired "
          + "cannot be removed: withdraw him instead"})
  static final class Remove implements Callable<Integer> {
    @Mixin DbOptions store;
    @Mixin PlayerArg player;
    @Option(names = "--reason", description = {"理由（记入日志）", "reason (logged)"}) String reason;
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        DbOptions.print(spec.commandLine().getOut(), Registration.remove(s, player.id(s), reason));
      }
      return 0;
    }
  }

  @Command(name = "import", description = {"导入报名表：Excel 工作簿（.xlsx、.xls）或 CSV（UTF-8 或 GBK），按内容识别；"
      + "已报名的棋手按表更新，不会重复；有错则一名也不导入",
      "import an entry form: an Excel workbook (.xlsx, .xls) or CSV (UTF-8 or GBK), recognised by content; players "
          + "already registered are updated from it, never registered twice; nothing is imported if any row is bad"})
  static final class Import implements Callable<Integer> {
    @Mixin DbOptions store;
    @Parameters(paramLabel = "FILE", description = {"报名表（.xlsx、.xls、.csv，带标题行）",
        "entry form (.xlsx, .xls, .csv, with a header row)"})
    Path file;
    @Option(names = "--override", paramLabel = "REASON", description = {"破例接受不符合条件的报名（记入日志）",
        "accept entries that break eligibility or entry limits (logged)"})
    String override;
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      try (Session s = store.session()) {
        String name = file.getFileName().toString();
        Registration.FormImport done = Registration.importForm(s, name,
            InputFiles.bytes(file, name, InputFiles.Kind.ENTRY_FORM), override);
        PrintWriter out = spec.commandLine().getOut();
        done.read().forEach(n -> out.println(n.line()));
        var imported = done.imported();
        int added = imported.added().size();
        int updated = imported.updated().size();
        out.println("已导入 " + added + " 名棋手，更新 " + updated + " 名，未变 " + imported.unchanged() + " 名 / imported "
            + added + " players, updated " + updated + ", unchanged " + imported.unchanged());
        Tournament now = s.load();
        java.util.stream.Stream.concat(imported.added().stream(), imported.updated().stream())
            .forEach(e -> e.notices().forEach(n -> out.println(now.nameZh(e.player().id()) + ": " + n.line())));
      }
      return 0;
    }
  }

  @Command(name = "list", description = {"列出棋手及下一轮是否编排", "list the players and whether they are paired next"})
  static final class ListPlayers implements Callable<Integer> {
    enum Format { text, csv, json }

    @Mixin DbOptions store;
    @Option(names = "--division", description = {"只列此组别", "only this division"}) String division;
    @Option(names = "--format", defaultValue = "text", description = {"text|csv|json"}) Format format;
    @Option(names = "--show-sensitive", description = {"显示电话和身份证号（仅限裁判桌）",
        "show phone and ID numbers (for the arbiters' desk only)"})
    boolean sensitive;
    @Spec CommandSpec spec;

    @Override
    public Integer call() throws Exception {
      List<Row> rows = new ArrayList<>();
      try (Session s = store.session()) {
        for (Roster.Entry e : Roster.of(s, division, sensitive)) {
          rows.add(new Row(e.player(), e.notPaired().map(Notice::zh).orElse(""),
              e.notPaired().map(Notice::en).orElse("")));
        }
      }
      print(rows);
      return 0;
    }

    private record Row(Player p, String statusZh, String statusEn) {}

    private void print(List<Row> rows) throws Exception {
      PrintWriter out = spec.commandLine().getOut();
      List<String> header = new ArrayList<>(List.of("id", "序号", "姓名", "组别", "单位", "性别", "出生", "户籍", "等级",
          "缴费", "报到", "状态"));
      List<String> headerEn = new ArrayList<>(List.of("id", "number", "name", "division", "unit", "gender",
          "birthDate", "residence", "grade", "feePaid", "checkedIn", "status"));
      if (sensitive) {
        header.addAll(List.of("电话", "身份证号"));
        headerEn.addAll(List.of("phone", "idNumber"));
      }
      if (format == Format.json) {
        ArrayNode array = Mappers.json().createArrayNode();
        for (Row r : rows) {
          ObjectNode o = Mappers.json().valueToTree(r.p());
          o.put("status", r.statusEn());
          array.add(o);
        }
        out.println(Mappers.json().writeValueAsString(array));
        return;
      }
      if (format == Format.csv) {
        out.print(Csv.row(headerEn));
        rows.forEach(r -> out.print(Csv.row(cells(r, false))));
        return;
      }
      List<String> both = new ArrayList<>();
      for (int i = 0; i < header.size(); i++) {
        both.add(header.get(i).equals(headerEn.get(i)) ? header.get(i) : header.get(i) + " " + headerEn.get(i));
      }
      TextTable table = new TextTable(both, both.stream().map(h -> h.startsWith("序号")).toList());
      rows.forEach(r -> table.add(cells(r, true)));
      out.print(table.render());
    }

    private List<String> cells(Row r, boolean zh) {
      Player p = r.p();
      List<String> cells = new ArrayList<>(List.of(p.id(), p.number() == null ? "" : p.number().toString(),
          p.name(), p.division(), nz(p.unit()), p.gender() == null ? "" : zh ? (p.gender().name().equals("MALE")
              ? "男" : "女") : p.gender().name(), p.birthDate() == null ? "" : p.birthDate().toString(),
          (nz(p.residence().province()) + " " + nz(p.residence().city())).strip(), nz(p.grade()),
          yes(p.feePaid(), zh), yes(p.checkedIn(), zh), zh ? r.statusZh() : r.statusEn()));
      if (sensitive) {
        cells.add(nz(p.phone()));
        cells.add(nz(p.idNumber()));
      }
      return cells;
    }

    private static String yes(boolean b, boolean zh) {
      return zh ? (b ? "是" : "否") : String.valueOf(b);
    }

    private static String nz(String s) {
      return s == null ? "" : s;
    }
  }
}

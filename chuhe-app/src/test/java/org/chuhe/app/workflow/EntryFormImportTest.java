package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.Charset;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.apache.poi.ss.usermodel.Workbook;
import org.chuhe.app.io.PlayerCsv;
import org.chuhe.app.io.forms.EntryForms;
import org.chuhe.app.io.forms.FormBooks;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Player;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Importing entry forms into an event: a form's players are registered once; importing it again, in another format
 * or corrected, updates them and never registers anyone twice; a file refused or a row refused changes nothing.
 */
class EntryFormImportTest {
  @TempDir Path dir;

  private static final String[] HEADER = {"序号", "姓名", "性别", "出生年月", "代表队", "身份证号码", "技术等级", "联系电话",
      "缴费"};

  private static Registration.Imported imports(Session s, String name, byte[] bytes) {
    EntryForms.Form form = EntryForms.read(name, bytes, s.regulations());
    return Registration.importForm(s, form.rows().stream().map(PlayerCsv.Row::player).toList(),
        form.rows().stream().map(PlayerCsv.Row::place).toList(), name, null);
  }

  private static Workbook form(FormBooks.Kind kind) {
    return org.chuhe.app.io.forms.EntryFormsTest.organisersForm(kind);
  }

  private Session event() {
    return Session.open(Events.create(Backend.SQLITE, dir, "xiamen-youth-2018"), null, "裁判长");
  }

  @Test
  void aFormImportedAgainOrCorrectedUpdatesAndNeverDuplicates() {
    try (Session s = event()) {
      Registration.Imported first = imports(s, "报名表.xlsx", FormBooks.bytes(form(FormBooks.Kind.XLSX)));
      assertThat(first.added()).hasSize(8);
      List<Player> registered = s.load().players();
      assertThat(registered).extracting(Player::id).containsExactly("p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8");
      assertThat(registered.get(7).unit()).isEqualTo("个人"); // kept as written: an individual entrant

      Registration.Imported again = imports(s, "报名表.xls", FormBooks.bytes(form(FormBooks.Kind.XLS)));
      assertThat(again.added()).isEmpty();
      assertThat(again.updated()).isEmpty();
      assertThat(again.unchanged()).isEqualTo(8);
      assertThat(s.load().players()).isEqualTo(registered);

      // the GBK CSV the unit sent of two of them: the same players, nothing new
      String csv = "姓名,性别,出生日期,单位,组别,身份证号\r\n王小明,男,2009.5.1,思明区少体校,少年男子乙组,350203200905010016\r\n"
          + "黄丽,女,,集美区,儿童女子甲组,350203201202020044\r\n";
      Registration.Imported csvAgain = imports(s, "思明.csv", csv.getBytes(Charset.forName("GBK")));
      assertThat(csvAgain.unchanged()).isEqualTo(2);
      assertThat(s.load().players()).isEqualTo(registered);

      // corrected: 李强's phone, 张伟's unit; one more player
      Workbook corrected = FormBooks.create(FormBooks.Kind.XLSX);
      FormBooks.sheet(corrected, "少年男子乙组", "报名表（更正）", HEADER,
          new Object[] {1, "李强", "男", "2010.3.15", "思明区少体校", null, null, "13900000009", "否"},
          new Object[] {2, "张伟", "男", "2009-05-01", "集美区少体校"},
          new Object[] {3, "林东", "男", "2009-05-01", "集美区"},
          new Object[] {4, "吴新", "男", "2010-06-06", "海沧区"});
      Registration.Imported fixed = imports(s, "更正.xlsx", FormBooks.bytes(corrected));
      assertThat(fixed.added()).extracting(e -> e.player().name()).containsExactly("吴新");
      assertThat(fixed.updated()).extracting(e -> e.player().id() + " " + e.player().name() + " " + e.player().unit()
          + " " + e.player().phone()).containsExactly("p2 李强 思明区少体校 13900000009", "p4 张伟 集美区少体校 null");
      assertThat(fixed.unchanged()).isEqualTo(1);
      List<Player> now = s.load().players();
      assertThat(now).hasSize(9);
      assertThat(now.get(8).id()).isEqualTo("p9");
      assertThat(now.get(1).birthDate()).isEqualTo(LocalDate.of(2010, 3, 15));
    }
  }

  @Test
  void aFileOrARowRefusedChangesNothing() {
    try (Session s = event()) {
      imports(s, "报名表.xlsx", FormBooks.bytes(form(FormBooks.Kind.XLSX)));
      List<Player> before = s.load().players();
      Workbook empty = FormBooks.create(FormBooks.Kind.XLSX);
      empty.createSheet("Sheet1");
      byte[] locked = FormBooks.encrypted(FormBooks.bytes(form(FormBooks.Kind.XLSX)), "2018");
      List<byte[]> bad = List.of(FormBooks.bytes(empty), locked, new byte[(20 << 20) + 1],
          "姓名,性别\n王伟,男\n".getBytes(java.nio.charset.StandardCharsets.UTF_8), new byte[] {(byte) 0x89, 'P', 'N', 'G'});
      for (byte[] bytes : bad) {
        ProblemException e = catchThrowableOfType(ProblemException.class, () -> imports(s, "坏.xlsx", bytes));
        assertThat(e.problems()).hasSize(1);
      }
      // a girl in the boys' division, a player twice: the rules of a single registration, by row
      Workbook wrong = FormBooks.create(FormBooks.Kind.XLSX);
      FormBooks.sheet(wrong, "少年男子乙组", null, HEADER,
          new Object[] {1, "陈静", "女", "2009-05-01", "思明区"},
          new Object[] {2, "周可", "男", "2010-01-01", "思明区", "350203201001010018"},
          new Object[] {3, "周可", "男", "2010-01-01", "思明区", "350203201001010018"});
      ProblemException e = catchThrowableOfType(ProblemException.class, () -> imports(s, "错.xlsx",
          FormBooks.bytes(wrong)));
      assertThat(e.problems()).extracting(p -> p.where()).containsExactly("错.xlsx:少年男子乙组!2",
          "错.xlsx:少年男子乙组!2", "错.xlsx:少年男子乙组!4", "错.xlsx");
      assertThat(e.problems().get(0).line()).isEqualTo("错.xlsx:少年男子乙组!2: 不符合 少年男子乙组 的参赛条件：性别应为 男 / not"
          + " eligible for Youth boys B: gender must be MALE");
      assertThat(e.problems().get(2).zh()).isEqualTo("与 错.xlsx:少年男子乙组!3 是同一名棋手（周可）");
      assertThat(s.load().players()).isEqualTo(before);
    }
  }
}

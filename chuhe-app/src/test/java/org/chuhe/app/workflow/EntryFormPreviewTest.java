package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.util.List;
import org.apache.poi.ss.usermodel.Workbook;
import org.chuhe.app.io.forms.EntryForms;
import org.chuhe.app.io.forms.FormBooks;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The preview of an entry form (issue 24): what each column was taken as, the rows that would be added, updated or
 * left unchanged, and each row that cannot be taken with its sheet, row, column and reason, all with nothing written;
 * a column's meaning changed by the arbiter changes what is read; accepting takes the rows shown, and is refused
 * with the new preview when the event changed meanwhile.
 */
class EntryFormPreviewTest {
  @TempDir Path dir;

  private static final String[] HEADER = {"序号", "姓 名", "性别", "出生年月", "代表队", "身份证号码", "户籍地址", "备注"};

  /**
   * A messy form of the boys' division (xiamen-youth-2018: boys only): a title row above the header, a column chuhe
   * does not know (户籍地址), a bad date, an ID number whose check character is wrong (…0031: it should be X), a girl
   * (not eligible), and the first boy again under his ID number.
   */
  static byte[] messyForm() {
    Workbook wb = FormBooks.create(FormBooks.Kind.XLSX);
    FormBooks.sheet(wb, "少年男子乙组", "2018年厦门市青少年象棋锦标赛报名表", HEADER,
        new Object[] {1, "王小明", "男", "2009.5.1", "思明区少体校", "350203200905010016", "福建省厦门市", "队长"},
        new Object[] {2, "李强", "男", "2010-13-01", "思明区少体校", null, null, null},
        new Object[] {3, "陈明", "男", "2011-08-20", "湖里区", "350206201108200031", null, null},
        new Object[] {4, "黄丽", "女", "2009-02-02", "集美区", null, null, null},
        new Object[] {5, "林东", "男", "200905", "集美区", null, "福建厦门", null},
        new Object[] {6, "王晓明", "男", "2009.5.1", "思明区", "350203200905010016", null, null});
    return FormBooks.bytes(wb);
  }

  private Session event() {
    return event(Backend.SQLITE);
  }

  private Session event(Backend backend) {
    return Session.open(Events.create(backend, dir, "xiamen-youth-2018"), null, "裁判长");
  }

  private static int logged(Session s) {
    return AuditTrail.entries(s, new AuditTrail.Filter(null, false)).size();
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aPreviewSaysWhatEachColumnIsTheRowsTakenAndTheRowsRefusedAndWritesNothing(Backend backend) {
    try (Session s = event(backend)) {
      long revision = s.revision();
      int log = logged(s);
      Registration.FormPreview p = Registration.previewForm(s, "报名表.xlsx", messyForm(), List.of(), null);

      assertThat(p.file()).isEqualTo("报名表.xlsx");
      assertThat(p.sheets()).hasSize(1);
      EntryForms.SheetColumns sheet = p.sheets().get(0);
      assertThat(sheet.sheet()).isEqualTo("少年男子乙组");
      assertThat(sheet.headerRow()).isEqualTo(2);
      assertThat(sheet.columns()).extracting(c -> c.letter() + " " + c.heading() + " " + c.field())
          .containsExactly("A 序号 null", "B 姓 名 name", "C 性别 gender", "D 出生年月 birthDate", "E 代表队 unit",
              "F 身份证号码 idNumber", "G 户籍地址 null", "H 备注 null");
      assertThat(p.notices()).extracting(EntryForms.Notice::line)
          .contains("报名表.xlsx:少年男子乙组!2: 未使用的列：序号、户籍地址、备注 / columns not used: 序号, 户籍地址, 备注");

      assertThat(p.added()).extracting(Registration.PreviewRow::nameZh).containsExactly("王小明（思明区少体校）", "林东（集美区）");
      assertThat(p.added()).extracting(r -> r.place().text(), Registration.PreviewRow::divisionZh)
          .containsExactly(org.assertj.core.groups.Tuple.tuple("报名表.xlsx:少年男子乙组!3", "少年男子乙组"),
              org.assertj.core.groups.Tuple.tuple("报名表.xlsx:少年男子乙组!7", "少年男子乙组"));
      assertThat(p.updated()).isEmpty();
      assertThat(p.unchanged()).isEmpty();

      // every refused row, in the form's order, with sheet, row, column (when one cell is the reason) and reason
      assertThat(p.refused()).extracting(r -> r.place().sheet() + "!" + r.place().row() + " " + r.column())
          .containsExactly("少年男子乙组!4 D 出生年月", "少年男子乙组!5 F 身份证号码", "少年男子乙组!6 null",
              "少年男子乙组!6 null", "少年男子乙组!8 null");
      assertThat(p.refused().get(0).zh()).contains("2010-13-01");
      assertThat(p.refused().get(0).en()).contains("2010-13-01");
      assertThat(p.refused().get(1).zh()).contains("校验位", "末位应为 X");
      assertThat(p.refused().get(1).en()).contains("check character");
      assertThat(p.refused().get(2).zh()).contains("参赛条件");
      assertThat(p.refused().get(2).en()).contains("not eligible");
      assertThat(p.refused().get(4).zh()).isEqualTo("与 报名表.xlsx:少年男子乙组!3 是同一名棋手（王小明）");
      assertThat(p.refused().get(4).en()).isEqualTo("the same player as 报名表.xlsx:少年男子乙组!3 (王小明)");

      // nothing written: no player, the same revision, the same log
      assertThat(s.load().players()).isEmpty();
      assertThat(s.revision()).isEqualTo(revision);
      assertThat(logged(s)).isEqualTo(log);
    }
  }

  @Test
  void aColumnsMeaningChosenByTheArbiterChangesWhatIsRead() {
    try (Session s = event()) {
      // 户籍地址 (G) taken as the residence, 代表队 (E) left out, 序号 (A) as the player id
      List<EntryForms.ColumnChoice> choices = List.of(new EntryForms.ColumnChoice("少年男子乙组", 6, "residence"),
          new EntryForms.ColumnChoice("少年男子乙组", 4, EntryForms.IGNORED));
      Registration.FormPreview p = Registration.previewForm(s, "报名表.xlsx", messyForm(), choices, null);
      assertThat(p.sheets().get(0).columns()).extracting(c -> c.letter() + " " + c.field() + " " + c.chosen())
          .contains("E null true", "G residence true", "B name false");
      assertThat(p.added()).extracting(Registration.PreviewRow::nameZh).containsExactly("王小明", "林东");
      assertThat(s.load().players()).isEmpty();

      Registration.Accepted done = Registration.acceptForm(s, "报名表.xlsx", messyForm(), choices, null, p.digest());
      assertThat(done.imported().added()).hasSize(2);
      List<Player> players = s.load().players();
      assertThat(players).extracting(Player::name, Player::unit, Player::residence).containsExactly(
          org.assertj.core.groups.Tuple.tuple("王小明", null, new Residence("福建省", "厦门市")),
          org.assertj.core.groups.Tuple.tuple("林东", null, new Residence("福建厦门", null)));
    }
  }

  @Test
  void acceptingTakesTheRowsShownAndAgainUpdatesNobodyTwice() {
    try (Session s = event()) {
      Registration.FormPreview p = Registration.previewForm(s, "报名表.xlsx", messyForm(), List.of(), null);
      Registration.Accepted done = Registration.acceptForm(s, "报名表.xlsx", messyForm(), List.of(), null,
          p.digest());
      assertThat(done.imported().added()).extracting(e -> e.player().name()).containsExactly("王小明", "林东");
      assertThat(done.preview().refused()).hasSize(5);
      assertThat(s.load().players()).hasSize(2);

      // the same form again: the two are there, unchanged; the preview says so and nobody is added
      Registration.FormPreview again = Registration.previewForm(s, "报名表.xlsx", messyForm(), List.of(), null);
      assertThat(again.added()).isEmpty();
      assertThat(again.unchanged()).extracting(Registration.PreviewRow::nameZh)
          .containsExactly("王小明（思明区少体校）", "林东（集美区）");
      Registration.acceptForm(s, "报名表.xlsx", messyForm(), List.of(), null, again.digest());
      assertThat(s.load().players()).hasSize(2);
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void acceptingIsRefusedWithTheNewPreviewWhenTheEventChangedMeanwhile(Backend backend) {
    try (Session s = event(backend)) {
      Registration.FormPreview p = Registration.previewForm(s, "报名表.xlsx", messyForm(), List.of(), null);
      // another arbiter registers 林东 meanwhile: the form would now update him rather than add him
      Registration.register(s, new Player("", "林东", "youth-boys-b", "集美区", org.chuhe.model.Gender.MALE,
          java.time.LocalDate.of(2009, 5, 1), null, null, null, null, true, false, null, null), null);
      int log = logged(s);
      Registration.PreviewChanged changed = catchThrowableOfType(Registration.PreviewChanged.class,
          () -> Registration.acceptForm(s, "报名表.xlsx", messyForm(), List.of(), null, p.digest()));
      assertThat(changed).isNotNull();
      assertThat(changed.problems().get(0).zh()).contains("预览之后赛事有了变化");
      assertThat(changed.now().added()).extracting(Registration.PreviewRow::nameZh).containsExactly("王小明（思明区少体校）");
      assertThat(changed.now().unchanged()).extracting(Registration.PreviewRow::nameZh).containsExactly("林东（集美区）");
      assertThat(s.load().players()).extracting(Player::name).containsExactly("林东");
      assertThat(logged(s)).isEqualTo(log);
    }
  }
}

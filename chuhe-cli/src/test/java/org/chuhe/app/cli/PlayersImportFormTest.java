package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chuhe.app.io.forms.EntryFormsTest;
import org.chuhe.app.io.forms.FormBooks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code players import} takes an organiser's workbook by its content, imports it once, and refuses a non-form. */
class PlayersImportFormTest {
  @TempDir Path dir;

  @Test
  void aWorkbookIsImportedByContentOnceAndABadFileChangesNothing() throws Exception {
    String db = dir.resolve("event.db").toString();
    assertThat(Cli.run("new", "--preset", "xiamen-youth-2018", "--db", db).exit()).isZero();
    // an .xlsx saved without its extension: recognised by its content
    Path form = Files.write(dir.resolve("报名表"), FormBooks.bytes(EntryFormsTest.organisersForm(FormBooks.Kind.XLSX)));
    Cli first = Cli.run("players", "import", form.toString(), "--db", db);
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(first.out()).contains("报名表:少年男子乙组!2: 未使用的列：序号、备注 / columns not used: 序号, 备注",
        "已导入 8 名棋手，更新 0 名，未变 0 名 / imported 8 players, updated 0, unchanged 0");
    String players = Cli.run("players", "list", "--db", db).out();
    assertThat(players).contains("王小明", "Linda Wang");

    Path old = Files.write(dir.resolve("报名表.xls"), FormBooks.bytes(EntryFormsTest.organisersForm(FormBooks.Kind.XLS)));
    Cli again = Cli.run("players", "import", old.toString(), "--db", db);
    assertThat(again.out()).as(again.err()).contains("已导入 0 名棋手，更新 0 名，未变 8 名");

    Path renamed = Files.writeString(dir.resolve("名单.xlsx"), "姓名,性别\n王伟,男\n", StandardCharsets.UTF_8);
    Cli refused = Cli.run("players", "import", renamed.toString(), "--db", db);
    assertThat(refused.exit()).isEqualTo(Main.EXIT_BAD_INPUT);
    assertThat(refused.err().strip().lines()).containsExactly("名单.xlsx: 扩展名是 Excel 工作簿，内容却是文本；如果是 CSV，"
        + "请把扩展名改为 .csv / the name says Excel workbook but the file is text; if it is CSV, rename it to .csv");
    assertThat(Cli.run("players", "list", "--db", db).out()).isEqualTo(players);
  }
}

package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.LocalDate;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.model.Residence;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Issue 11 in the workflow: individual entrants and the entry limits per unit; who the draw numbers. */
class EntriesTest {
  @TempDir Path dir;

  private Session open(Backend backend, String preset) {
    return Session.open(Events.create(backend, dir, preset), null, "裁判长");
  }

  private int serial;

  private Player woman(String division, String unit, int year) {
    return new Player("", "棋手" + ++serial, division, unit, Gender.FEMALE, LocalDate.of(year, 5, 5),
        new Residence("福建", "福州"), null, null, null, true, false, null, null);
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void individualEntrantsCountAgainstNoUnitsLimit(Backend backend) {
    try (Session s = open(backend, "fujian-women-2018")) { // at most 3 adults and 6 players per unit
      for (String spelling : new String[] {"个人", "个人", "无", "-", "/", "个人报名", "自由人", "", null}) {
        Registration.register(s, woman("adult", spelling, 1990), null);
      }
      assertThat(s.load().playersIn("adult")).hasSize(9);
      for (int i = 0; i < 3; i++) {
        Registration.register(s, woman("adult", i == 1 ? " 福建队9 " : "福建队9", 1990), null);
      }
      // the same unit, however it was spaced
      assertThatThrownBy(() -> Registration.register(s, woman("adult", "福建队9", 1990), null))
          .hasMessageContaining("unit 福建队9 already has its 3 players in Women, adult");
    }
  }
}

package org.chuhe.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.chuhe.model.Gender;
import org.chuhe.model.Player;
import org.chuhe.regulations.DivisionRules;
import org.chuhe.regulations.PlayerFilter;
import org.chuhe.regulations.Regulations;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;

/** A simulated women's division has women's names, a men's division men's (the demo's women's event, issue 23). */
class SimulatedNamesTest {
  private static final Set<String> FEMALE = Arrays.stream(Names.FEMALE).collect(Collectors.toSet());
  private static final Set<String> MALE = Arrays.stream(Names.MALE).collect(Collectors.toSet());

  private static Regulations regs() {
    List<DivisionRules> divisions = List.of(
        new DivisionRules("women", "女子组", "women", filter(Gender.FEMALE), null, null, null, null, null),
        new DivisionRules("men", "男子组", "men", filter(Gender.MALE), null, null, null, null, null),
        new DivisionRules("open", "公开组", "open", null, null, null, null, null, null));
    return new Regulations("t", "t", null, null, 5, null, null, null, null, null, null, null, null, null, null,
        null, null, divisions, null, null, null, null, null, null);
  }

  private static PlayerFilter filter(Gender g) {
    return new PlayerFilter(g, null, null, null, null, null, null, null, null);
  }

  /** The characters of the given name: the name without its one-character surname. */
  private static List<String> given(Player p) {
    return p.name().substring(1).codePoints().mapToObj(Character::toString).toList();
  }

  @Test
  void everyPlayerOfAOneGenderDivisionHasAGivenNameOfThatGender() {
    for (String division : List.of("women", "men")) {
      Tournament t = Simulation.field(new SimulationSpec(23, regs(), division, 200, null, null, null, null, null,
          null));
      Set<String> names = division.equals("women") ? FEMALE : MALE;
      assertThat(t.players()).hasSize(200).allSatisfy(p -> {
        assertThat(p.gender()).isEqualTo(division.equals("women") ? Gender.FEMALE : Gender.MALE);
        assertThat(given(p)).as(p.name()).isNotEmpty().allMatch(names::contains);
      });
    }
  }

  @Test
  void inAnOpenDivisionEachPlayersNameFitsTheGenderDrawnForHim() {
    Tournament t = Simulation.field(new SimulationSpec(7, regs(), "open", 200, null, null, null, null, null, null));
    assertThat(t.players()).extracting(Player::gender).contains(Gender.MALE, Gender.FEMALE);
    assertThat(t.players()).allSatisfy(p -> assertThat(given(p)).as(p.name())
        .allMatch((p.gender() == Gender.FEMALE ? FEMALE : MALE)::contains));
  }

  @Test
  void theListsAreCommonGivenNamesOfEachGenderAndTheSameLengthSoThatASeedKeepsItsEvent() {
    assertThat(Names.FEMALE).hasSameSizeAs(Names.MALE).doesNotHaveDuplicates();
    assertThat(Names.MALE).doesNotHaveDuplicates();
    assertThat(FEMALE).contains("芳", "秀", "英", "丽", "娟").doesNotContain("伟", "强", "磊", "军");
    assertThat(MALE).contains("伟", "强", "磊", "军").doesNotContain("芳", "娟", "婷");
  }
}

package org.chuhe.regulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EntryLimitsTest {

  /**
   * The limits per division keep the order they were given in, so that a document written twice is the same bytes
   * (Map.copyOf chose its order afresh in each JVM: a two-division preset wrote adult/youth either way round).
   */
  @Test
  void limitsPerDivisionKeepTheirOrder() {
    Map<String, Integer> given = new LinkedHashMap<>();
    List<String> order = new ArrayList<>();
    for (int i = 20; i >= 1; i--) {
      given.put("division" + i, i);
      order.add("division" + i);
    }
    EntryLimits limits = new EntryLimits(null, given, null, null);
    assertThat(new ArrayList<>(limits.perUnitPerDivision().keySet())).containsExactlyElementsOf(order);
    assertThat(limits.perUnitPerDivision()).isEqualTo(given);
  }

  @Test
  void aMissingLimitIsStillRefused() {
    Map<String, Integer> given = new HashMap<>();
    given.put("adult", null);
    assertThatThrownBy(() -> new EntryLimits(null, given, null, null)).isInstanceOf(NullPointerException.class);
  }
}

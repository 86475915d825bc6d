package org.chuhe.app.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.chuhe.app.store.AuditEntry;
import org.chuhe.app.store.AuditLog;
import org.chuhe.app.store.Backend;
import org.chuhe.model.Player;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Players' codes (确认码, issue 26): 8 random digits, unique in the event, kept, changed when a card is lost. */
class PlayerCodesTest {
  @TempDir Path dir;

  private Session registered(Backend backend) {
    Session s = Session.open(Events.create(backend, dir, "qingyuan-2016"), null, "裁判长");
    Events.registerField(s, "qingyuan-2016");
    return s;
  }

  private static List<AuditEntry> log(Session s, String action) {
    return s.read(AuditLog::list).stream().filter(e -> e.action().equals(action)).toList();
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void codesAreEightDigitsUniqueStableAndChangedWithoutTheLogEverHoldingOne(Backend backend) {
    try (Session s = registered(backend)) {
      List<String> players = s.load().players().stream().map(Player::id).toList();
      Map<String, String> codes = PlayerCodes.all(s, null);
      assertThat(codes.keySet()).containsExactlyElementsOf(players);
      assertThat(codes.values()).allMatch(c -> c.matches("\\d{" + PlayerCodes.DIGITS + "}"));
      assertThat(new HashSet<>(codes.values())).hasSize(codes.size());
      assertThat(log(s, "codes.create")).singleElement().satisfies(e -> {
        assertThat(e.details()).isEqualTo("{\"count\":" + players.size() + "}");
        assertThat(e.before()).isNull();
        assertThat(e.after()).isNull();
      });
      // Stable: asked again, the same codes and nothing written.
      long revision = s.revision();
      assertThat(PlayerCodes.all(s, null)).isEqualTo(codes);
      assertThat(PlayerCodes.all(s, "open")).isEqualTo(codes);
      String p = players.get(0);
      assertThat(PlayerCodes.of(s, p)).isEqualTo(codes.get(p));
      assertThat(s.revision()).isEqualTo(revision);

      // Matches: spaces and dashes ignored; another's code, a wrong one, an unknown player: false.
      String code = codes.get(p);
      assertThat(PlayerCodes.matches(s, p, code)).isTrue();
      assertThat(PlayerCodes.matches(s, p, code.substring(0, 4) + " " + code.substring(4))).isTrue();
      assertThat(PlayerCodes.matches(s, p, " " + code.substring(0, 4) + "-" + code.substring(4) + " ")).isTrue();
      assertThat(PlayerCodes.matches(s, p, codes.get(players.get(1)))).isFalse();
      assertThat(PlayerCodes.matches(s, p, code.substring(1))).isFalse();
      assertThat(PlayerCodes.matches(s, p, "")).isFalse();
      assertThat(PlayerCodes.matches(s, "nobody", code)).isFalse();
      assertThatThrownBy(() -> PlayerCodes.of(s, "nobody")).isInstanceOfSatisfying(ProblemException.class,
          e -> assertThat(e.kind()).isEqualTo(Problem.Kind.NOT_FOUND));

      // Reset: a new code, the old one no longer matches; logged naming the player, never a code.
      String fresh = PlayerCodes.reset(s, p);
      assertThat(fresh).isNotEqualTo(code).matches("\\d{8}");
      assertThat(PlayerCodes.of(s, p)).isEqualTo(fresh);
      assertThat(PlayerCodes.matches(s, p, code)).isFalse();
      assertThat(PlayerCodes.matches(s, p, fresh)).isTrue();
      assertThat(log(s, "code.reset")).singleElement().satisfies(e -> {
        assertThat(e.subject()).isEqualTo(p);
        assertThat(e.actor()).isEqualTo("裁判长");
        assertThat(e.details()).contains(s.load().nameZh(p));
        assertThat(e.toString()).doesNotContain(code).doesNotContain(fresh);
      });

      // A player registered later gets his code when asked; a removed player's code goes with him.
      String last = players.get(players.size() - 1);
      Registration.remove(s, last, "报名重复");
      assertThat(PlayerCodes.all(s, null)).doesNotContainKey(last).hasSize(players.size() - 1);
      assertThat(PlayerCodes.matches(s, last, codes.get(last))).isFalse();
      assertThat(AuditTrail.verify(s, List.of()).problems()).isEmpty();
    }
  }
}

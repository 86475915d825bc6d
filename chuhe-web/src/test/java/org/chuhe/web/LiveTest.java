package org.chuhe.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chuhe.app.workflow.Results;
import org.chuhe.app.workflow.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The live stream over real HTTP: a result entered at the console reaches an open stream as its round's key. */
class LiveTest {
  @TempDir Path dir;

  @Test
  @Timeout(60)
  void aResultEnteredTellsTheOpenPagesWhichRoundChanged() throws Exception {
    try (Served web = Served.demo(dir)) {
      BlockingQueue<String> lines = web.liveStream();

      String csrf = web.login("裁判甲");
      Results.Board open;
      try (Session s = web.session("test")) {
        open = Results.boards(s, "youth", 3).stream().filter(b -> !b.game().result().isFinished()).findFirst()
            .orElseThrow();
      }
      assertThat(web.post(Paths.RESULTS, Served.entry("youth", 3, open.ref().board(), "0", open.version()), csrf,
          true).statusCode()).isEqualTo(200);
      assertThat(Served.nextEvent(lines)).isEqualTo("youth/3");
      // Only that round's keys (its pages', and its board pages' and reports desk's, issue 26): the server does not
      // hear its own write back as "anything may have changed".
      assertThat(events(lines, 1_500)).as("nothing more").containsExactly("reports/youth/3");

      // The same result again changes nothing: no revision, no announcement.
      long revision;
      Results.Board same;
      try (Session s = web.session("test")) {
        revision = s.revision();
        same = Results.boards(s, "youth", 3).stream().filter(b -> b.ref().board() == open.ref().board()).findFirst()
            .orElseThrow();
      }
      assertThat(web.post(Paths.RESULTS, Served.entry("youth", 3, same.ref().board(), "0", same.version()), csrf,
          true).statusCode()).isEqualTo(200);
      assertThat(events(lines, 1_500)).as("a write that changes nothing").isEmpty();
      try (Session s = web.session("test")) {
        assertThat(s.revision()).isEqualTo(revision);
      }

      // A result entered elsewhere (the command line, another server): its round's key only.
      try (Session s = web.session("命令行")) {
        Results.Board other = Results.boards(s, "adult", 3).stream().filter(b -> !b.game().result().isFinished())
            .findFirst().orElseThrow();
        Results.record(s, other.ref(), org.chuhe.model.Result.DRAW, new Results.Expect.NoResult());
      }
      assertThat(events(lines, 3_000)).containsExactly("adult/3", "reports/adult/3");
    }
  }

  /** The data of the live events that come within {@code millis} of quiet. */
  private static java.util.List<String> events(BlockingQueue<String> lines, long millis) throws InterruptedException {
    java.util.List<String> keys = new java.util.ArrayList<>();
    for (String line = lines.poll(millis, TimeUnit.MILLISECONDS); line != null;
        line = lines.poll(millis, TimeUnit.MILLISECONDS)) {
      if (line.equals("event: " + Live.EVENT)) {
        keys.add(lines.poll(5, TimeUnit.SECONDS).substring("data: ".length()));
      }
    }
    return keys;
  }

  /** What a change touches, by comparing the public tournament before and after it. */
  @Test
  void aChangeTouchesTheKeysOfWhatDiffers() {
    var t = org.chuhe.simulation.Simulation.run(new org.chuhe.simulation.SimulationSpec(7,
        org.chuhe.app.presets.Presets.get("fujian-women-2018"), "adult", 12, null, null, null, null, null, null), 2);
    assertThat(Announcer.touched(t, t)).isEmpty();
    var round2 = t.roundsOf("adult").get(1);
    var g = round2.games().get(0);
    var changed = round2.withGames(java.util.stream.Stream.concat(
        java.util.stream.Stream.of(g.withResult(g.result() == org.chuhe.model.Result.DRAW
            ? org.chuhe.model.Result.RED_WIN : org.chuhe.model.Result.DRAW)),
        round2.games().stream().skip(1)).toList(), round2.byes());
    var after = t.withRounds(java.util.List.of(t.roundsOf("adult").get(0), changed));
    assertThat(Announcer.touched(t, after)).containsExactly("adult/2");
    var withdrawn = new org.chuhe.tournament.Tournament(t.id(), t.name(), t.regulations(), t.units(), t.players(),
        t.rounds(), java.util.List.of(new org.chuhe.model.Withdrawal(t.players().get(0).id(), 2, "病")),
        t.penalties(), t.awards(), t.lots());
    assertThat(Announcer.touched(t, withdrawn)).containsExactly("adult");
    var renamed = t.withPlayers(java.util.stream.Stream.concat(java.util.stream.Stream.of(
        t.players().get(0).withGrade("一级棋士")), t.players().stream().skip(1)).toList());
    assertThat(Announcer.touched(t, renamed)).containsExactly(Live.ANY);
    // A check-in is shown on the check-in desks only.
    var p = t.players().get(0);
    var checkedOut = t.withPlayers(java.util.stream.Stream.concat(java.util.stream.Stream.of(new org.chuhe.model.Player(
        p.id(), p.name(), p.division(), p.unit(), p.gender(), p.birthDate(), p.residence(), p.grade(), p.rating(),
        p.number(), p.feePaid(), !p.checkedIn(), p.phone(), p.idNumber())), t.players().stream().skip(1)).toList());
    assertThat(Announcer.touched(t, checkedOut)).containsExactly(Live.CHECKIN + "/adult");
  }
}

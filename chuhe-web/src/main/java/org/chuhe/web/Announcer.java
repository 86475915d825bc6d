package org.chuhe.web;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.chuhe.app.workflow.ResultReports;
import org.chuhe.app.workflow.Session;
import org.chuhe.model.Penalty;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.model.Withdrawal;
import org.chuhe.tournament.Tournament;

/**
 * Tells the open pages what a change touched, whoever made it (this server's console, another server on the same
 * database, the command line): after every new revision it compares the public tournament with the one it last
 * announced and sends the live key of each part that differs ({@link #touched}), nothing when nothing a page shows
 * changed. One mechanism for every write, so that a result entered here refreshes that round's parts only, not
 * every live part of every page (issue 23: the server heard its own writes back as "anything may have changed").
 * It runs on a thread of its own: a console request never waits for the comparison.
 */
final class Announcer implements AutoCloseable {
  private final Event event;
  private final Live live;
  private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "chuhe-announcer");
    t.setDaemon(true);
    return t;
  });
  /** The public tournament as last announced (null: nothing announced yet; the first look sets it). */
  private Tournament announced;
  private long announcedRevision = -1;
  /**
   * The players' claims as last announced, a mark per "division/round" ({@link ResultReports#marks}; null: not read
   * yet): a claim changes no public page, only the board pages and the reports desk ({@link Live#REPORTS}).
   */
  private Map<String, Long> announcedMarks;

  Announcer(Event event, Live live) {
    this.event = event;
    this.live = live;
  }

  /**
   * Takes the tournament as it is now as the state the open pages show, without telling them anything: a little after
   * the start (by then the first page has read it, and its reading is shared: {@link Event#publicTournament}; at the
   * start itself it would only add to the time before the first answer), and when the event is created.
   */
  void baseline() {
    if (!thread.isShutdown()) {
      thread.schedule(() -> {
        if (announced != null || !event.bound()) {
          return; // a change was looked at meanwhile: that is the state now
        }
        try {
          Event.Public now = event.publicRead();
          announcedMarks = marks();
          announced = now.tournament();
          announcedRevision = now.revision();
        } catch (RuntimeException e) {
          // no state to compare with: the first change will tell every page
        }
      }, 2, TimeUnit.SECONDS);
    }
  }

  /** Tells every open page to fetch its live parts again (a new event where there was none). */
  void everything() {
    event.changed();
    live.changed();
  }

  /** Something may have changed (a write here, or a new revision reported by the change feed): look soon. */
  void look() {
    event.changed();
    if (!thread.isShutdown()) {
      thread.execute(this::compare);
    }
  }

  private void compare() {
    if (!event.bound()) {
      return;
    }
    try {
      // The claims first: a change of the tournament read after them can only be newer, never missed.
      Map<String, Long> marks = marks();
      if (event.revision() == announcedRevision) {
        // Looked at already (a write here, then the feed's report of it); the claims are looked at all the same.
        reports(Set.of(), announcedMarks, marks).forEach(live::send);
        announcedMarks = marks;
        return;
      }
      // The first change since the start: what the pages read last is what they show (if they read it before it).
      Event.Public shown = announced == null ? event.lastRead() : null;
      Event.Public now = event.publicRead();
      Set<String> keys;
      if (announced != null) {
        keys = touched(announced, now.tournament());
      } else if (shown != null && shown.revision() < now.revision()) {
        keys = touched(shown.tournament(), now.tournament());
      } else {
        keys = Set.of(Live.ANY); // no earlier state to compare with
      }
      keys.forEach(live::send);
      if (!keys.contains(Live.ANY)) {
        reports(keys, announcedMarks, marks).forEach(live::send);
      }
      announcedMarks = marks;
      announced = now.tournament();
      announcedRevision = now.revision();
    } catch (RuntimeException e) {
      // The database is busy or gone for a moment: the pages are told to look again, and the next change compares
      // from scratch.
      announced = null;
      announcedRevision = -1;
      announcedMarks = null;
      live.changed();
    }
  }

  /** The players' claims now, read as the public tournament is: a session of the pages' reader. */
  private Map<String, Long> marks() {
    try (Session s = event.session(Event.READER)) {
      return ResultReports.marks(s);
    }
  }

  /**
   * The keys of the board pages and reports desks to fetch again ({@code reports/adult/3}): of each round whose key
   * {@code touched} holds (an accepted result changes the board page), and of each round whose claims' mark differs
   * ({@code before} null: none known yet, nothing to compare with).
   */
  static Set<String> reports(Set<String> touched, Map<String, Long> before, Map<String, Long> after) {
    Set<String> rounds = new java.util.TreeSet<>();
    for (String key : touched) {
      if (key.matches("[^/]+/\\d+") && !key.startsWith(Live.CHECKIN + "/")) {
        rounds.add(key);
      }
    }
    if (before != null) {
      Set<String> both = new java.util.HashSet<>(before.keySet());
      both.addAll(after.keySet());
      both.stream().filter(k -> !Objects.equals(before.get(k), after.get(k))).forEach(rounds::add);
    }
    Set<String> keys = new LinkedHashSet<>();
    rounds.forEach(r -> keys.add(Live.reportsKey(r)));
    return keys;
  }

  /**
   * The live keys of what differs between two states of the public tournament ({@link Views#liveKey}): a round whose
   * pairing list or results differ is its key ("adult/3": its boards and its division's standings, crosstable,
   * hall); a withdrawal, a penalty or a lot of a division's player is the division's key; a check-in or a fee paid,
   * which only the check-in desks show, is {@code checkin/<division>} ({@link Live#CHECKIN}); the regulations, the
   * units or the players themselves (names, units, numbers) are on every page: {@link Live#ANY}.
   */
  static Set<String> touched(Tournament before, Tournament after) {
    if (!before.regulations().equals(after.regulations()) || !before.units().equals(after.units())) {
      return Set.of(Live.ANY);
    }
    Set<String> keys = new LinkedHashSet<>();
    if (!before.players().equals(after.players())) {
      if (!asShown(before.players()).equals(asShown(after.players()))) {
        return Set.of(Live.ANY);
      }
      // Only check-in or fee changed, which no public page shows: the check-in desks of the divisions concerned.
      Set<Player> was = new java.util.HashSet<>(before.players());
      after.players().stream().filter(p -> !was.contains(p))
          .forEach(p -> keys.add(Live.CHECKIN + "/" + p.division()));
    }
    Map<String, Map<Integer, Round>> old = rounds(before);
    Map<String, Map<Integer, Round>> now = rounds(after);
    Set<String> divisions = new LinkedHashSet<>(old.keySet());
    divisions.addAll(now.keySet());
    for (String division : divisions) {
      Map<Integer, Round> was = old.getOrDefault(division, Map.of());
      Map<Integer, Round> is = now.getOrDefault(division, Map.of());
      Set<Integer> numbers = new java.util.TreeSet<>(was.keySet());
      numbers.addAll(is.keySet());
      for (int n : numbers) {
        if (!Objects.equals(was.get(n), is.get(n))) {
          keys.add(Views.liveKey(division, n));
        }
      }
    }
    Map<String, String> divisionOf = after.players().stream()
        .collect(Collectors.toMap(Player::id, Player::division, (a, b) -> a));
    changedPlayers(before.withdrawals(), after.withdrawals(), Withdrawal::player, divisionOf, keys);
    changedPlayers(before.penalties(), after.penalties(), Penalty::player, divisionOf, keys);
    Set<String> lots = new LinkedHashSet<>();
    before.lots().forEach((p, l) -> lots.add(p));
    after.lots().forEach((p, l) -> lots.add(p));
    for (String p : lots) {
      if (!Objects.equals(before.lots().get(p), after.lots().get(p)) && divisionOf.containsKey(p)) {
        keys.add(divisionOf.get(p));
      }
    }
    return keys;
  }

  /** The players as the public pages show them: without check-in and fee, which only the console shows. */
  private static List<Player> asShown(List<Player> players) {
    return players.stream().map(p -> new Player(p.id(), p.name(), p.division(), p.unit(), p.gender(), p.birthDate(),
        p.residence(), p.grade(), p.rating(), p.number(), true, true, p.phone(), p.idNumber())).toList();
  }

  private static Map<String, Map<Integer, Round>> rounds(Tournament t) {
    return t.rounds().stream().collect(Collectors.groupingBy(Round::division,
        Collectors.toMap(Round::number, Function.identity(), (a, b) -> b)));
  }

  /** The divisions of the players whose entries of a list (withdrawals, penalties) were added or taken away. */
  private static <T> void changedPlayers(List<T> before, List<T> after, Function<T, String> player,
      Map<String, String> divisionOf, Set<String> keys) {
    Set<T> gone = new LinkedHashSet<>(before);
    after.forEach(gone::remove);
    Set<T> come = new LinkedHashSet<>(after);
    before.forEach(come::remove);
    for (T x : List.copyOf(gone)) {
      keys.add(divisionOf.getOrDefault(player.apply(x), Live.ANY));
    }
    for (T x : come) {
      keys.add(divisionOf.getOrDefault(player.apply(x), Live.ANY));
    }
  }

  @Override
  public void close() {
    thread.shutdownNow();
  }

  /** Looks now and waits until it has ({@link WebApp#announcerCaughtUp}); what it finds goes to the pages open now. */
  void caughtUp() {
    try {
      event.changed();
      thread.submit(this::compare).get(10, TimeUnit.SECONDS);
    } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
      throw new IllegalStateException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}

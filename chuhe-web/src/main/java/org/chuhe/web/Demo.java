package org.chuhe.web;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.Tournaments;
import org.chuhe.model.Game;
import org.chuhe.model.Player;
import org.chuhe.model.Round;
import org.chuhe.model.Unit;
import org.chuhe.model.Withdrawal;
import org.chuhe.regulations.Regulations;
import org.chuhe.simulation.Simulation;
import org.chuhe.simulation.SimulationSpec;
import org.chuhe.tournament.Tournament;

/**
 * A simulated event already under way, for {@code serve --demo}: the regulations of the 2018 Fujian women's
 * championship (seed 000: an adult and a youth division, 7 rounds), each division simulated by the core's
 * {@link Simulation} (field, draw, rounds paired by the engine, results drawn), some rounds played and the current
 * round paired with about half of its results entered, imported into a fresh SQLite file with the workflow's
 * {@link Tournaments#importDocument}, as a document would be.
 */
public final class Demo {
  private Demo() {}

  static final String PRESET = "fujian-women-2018";
  static final String ID = "demo";
  private static final String[] CITIES = {"福州", "厦门", "泉州", "漳州", "莆田", "三明", "南平", "龙岩", "宁德", "平潭"};
  private static final String[] CLUBS = {"象棋协会", "棋院", "体育运动学校", "少年宫", "第一中学", "棋社"};

  /** How big the demo is: players per division, rounds played before the current one, the seed. */
  public record Size(int adults, int youths, int played, long seed) {
    /** A few hundred players, four rounds played, the fifth under way. */
    public static final Size DEFAULT = new Size(180, 120, 4, 2018);
  }

  /** Writes the demo event to {@code dir/demo.db}; returns the database's path. */
  public static Path create(Path dir, Size size) {
    Path db = dir.resolve("demo.db");
    Tournaments.importDocument(db.toString(), tournament(size), ID, "demo", "demo");
    return db;
  }

  /** The demo event as a tournament document would hold it. */
  public static Tournament tournament(Size size) {
    Regulations regs = Presets.get(PRESET);
    Tournament adults = underWay(new SimulationSpec(size.seed(), regs, "adult", size.adults(), null, null, null,
        null, null, null), size.played());
    Tournament youths = underWay(new SimulationSpec(size.seed() + 1, regs, "youth", size.youths(), null, null, null,
        null, null, null), size.played());
    // The two simulations number their players alike: the youth division's get ids of their own.
    Tournament y = renamed(youths, id -> "Y" + id.substring(1));
    List<Unit> units = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Unit u : concat(adults.units(), y.units())) {
      // The simulations' units U0001 … are the same clubs in both divisions (each keeps to its own entry limit).
      if (seen.add(u.id())) {
        int i = units.size();
        units.add(new Unit(u.id(), CITIES[i % CITIES.length] + CLUBS[(i / CITIES.length) % CLUBS.length]
            + (i >= CITIES.length * CLUBS.length ? (i / (CITIES.length * CLUBS.length) + 1) + "队" : ""), u.kind()));
      }
    }
    Map<String, Integer> lots = new LinkedHashMap<>(adults.lots());
    lots.putAll(y.lots());
    return new Tournament(ID, regs.name() + "（演示 / demo）", regs, units, concat(adults.players(), y.players()),
        concat(adults.rounds(), y.rounds()), concat(adults.withdrawals(), y.withdrawals()), List.of(), List.of(),
        lots);
  }

  /** {@code played} rounds played, then the next one paired with a seeded half of its results entered. */
  private static Tournament underWay(SimulationSpec spec, int played) {
    Tournament t = Simulation.run(spec, played + 1);
    List<Round> rounds = new ArrayList<>(t.rounds());
    Round current = rounds.remove(rounds.size() - 1);
    SplittableRandom r = new SplittableRandom(spec.seed());
    List<Game> games = current.games().stream()
        .map(g -> r.nextBoolean() ? g : Game.of(g.board(), g.red(), g.black(), null)).toList();
    rounds.add(new Round(current.division(), current.number(), games, current.byes(), current.changes(),
        current.countedAsDraws()));
    // Withdrawals after the current round have not happened yet.
    List<Withdrawal> withdrawals = t.withdrawals().stream().filter(w -> w.afterRound() <= played).toList();
    return new Tournament(t.id(), t.name(), t.regulations(), t.units(), t.players(), rounds, withdrawals,
        t.penalties(), t.awards(), t.lots());
  }

  /** The tournament with every player id passed through {@code rename}. */
  static Tournament renamed(Tournament t, UnaryOperator<String> rename) {
    List<Player> players = t.players().stream().map(p -> new Player(rename.apply(p.id()), p.name(), p.division(),
        p.unit(), p.gender(), p.birthDate(), p.residence(), p.grade(), p.rating(), p.number(), p.feePaid(),
        p.checkedIn(), p.phone(), p.idNumber())).toList();
    List<Round> rounds = t.rounds().stream().map(r -> new Round(r.division(), r.number(), r.games().stream()
        .map(g -> new Game(g.board(), rename.apply(g.red()), rename.apply(g.black()), g.result(), g.redFouls(),
            g.blackFouls(), g.recordKept())).toList(), r.byes().stream().map(rename).toList(), r.changes(),
        r.countedAsDraws())).toList();
    List<Withdrawal> withdrawals = t.withdrawals().stream()
        .map(w -> new Withdrawal(rename.apply(w.player()), w.afterRound(), w.reason())).toList();
    Map<String, Integer> lots = new LinkedHashMap<>();
    t.lots().forEach((id, lot) -> lots.put(rename.apply(id), lot));
    return new Tournament(t.id(), t.name(), t.regulations(), t.units(), players, rounds, withdrawals, t.penalties(),
        t.awards(), lots);
  }

  private static <T> List<T> concat(List<T> a, List<T> b) {
    List<T> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }
}

package org.chuhe.xiangqi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.chuhe.model.Colour;

/**
 * Repeated positions (重复局面) of a recorded game and the moves between them, for the arbiter's ruling on a position
 * awaiting a ruling (待判局面): perpetual check (长将), perpetual chase (长捉) or repetition that is a draw (不变作和).
 * chuhe does not rule: it lists, for each move of the cycle, whether it checks, what it captures and which pieces the
 * moved piece newly attacks (the candidates for 捉); the rules on which chases are forbidden (protected pieces,
 * pawns, one piece chasing another in turn) are the arbiter's.
 */
public final class Repetitions {
  private Repetitions() {}

  /**
   * A position that stood more than once: {@code plies} are the plies after which it stood (0: the start), in order;
   * {@code cycle} the moves from its first to its second occurrence.
   */
  public record Repetition(Position position, List<Integer> plies, List<CycleMove> cycle) {
    /** How many times the position stood. */
    public int times() {
      return plies.size();
    }

    /** Whether every move of {@code side} in the cycle gives check: a perpetual check (长将) to rule on. */
    public boolean everyMoveChecks(Colour side) {
      List<CycleMove> own = cycle.stream().filter(m -> m.side() == side).toList();
      return !own.isEmpty() && own.stream().allMatch(CycleMove::check);
    }

    /** Whether every move of {@code side} in the cycle attacks an enemy piece anew: a possible chase (长捉). */
    public boolean everyMoveAttacks(Colour side) {
      List<CycleMove> own = cycle.stream().filter(m -> m.side() == side).toList();
      return !own.isEmpty() && own.stream().allMatch(m -> !m.attacks().isEmpty());
    }
  }

  /**
   * One move of a cycle: its ply (1 for the line's first move), who played it, whether it checks, the piece it
   * captured (null for none) and the points of the enemy pieces, kings aside, that the moved piece can capture after
   * the move and could not before it.
   */
  public record CycleMove(int ply, Move move, Colour side, boolean check, Piece captured, List<Square> attacks) {}

  /** The positions of {@code line} that stood at least twice, in the order of their first repetition. */
  public static List<Repetition> of(GameLine line) {
    List<Position> positions = line.positions();
    Map<Position, List<Integer>> seen = new LinkedHashMap<>();
    for (int i = 0; i < positions.size(); i++) {
      seen.computeIfAbsent(positions.get(i), p -> new ArrayList<>()).add(i);
    }
    List<Repetition> out = new ArrayList<>();
    seen.entrySet().stream().filter(e -> e.getValue().size() > 1)
        .sorted((a, b) -> Integer.compare(a.getValue().get(1), b.getValue().get(1)))
        .forEach(e -> {
          List<Integer> plies = List.copyOf(e.getValue());
          List<CycleMove> cycle = new ArrayList<>();
          for (int ply = plies.get(0) + 1; ply <= plies.get(1); ply++) {
            cycle.add(cycleMove(line, ply));
          }
          out.add(new Repetition(e.getKey(), plies, List.copyOf(cycle)));
        });
    return out;
  }

  private static CycleMove cycleMove(GameLine line, int ply) {
    Position before = line.positions().get(ply - 1);
    Position after = line.positions().get(ply);
    Move move = line.moves().get(ply - 1);
    Colour side = before.sideToMove();
    Set<Square> had = targets(before, move.from());
    List<Square> attacks = targets(after.withSideToMove(side), move.to()).stream()
        .filter(s -> !had.contains(s)).sorted((a, b) -> Integer.compare(a.index(), b.index())).toList();
    return new CycleMove(ply, move, side, after.inCheck(), before.captured(move), attacks);
  }

  /** The enemy pieces, kings aside, that the piece on {@code from} can legally capture in {@code position}. */
  private static Set<Square> targets(Position position, Square from) {
    return position.legalMoves().stream()
        .filter(m -> m.from().equals(from))
        .filter(m -> position.captured(m) != null && position.captured(m).kind() != PieceKind.KING)
        .map(Move::to).collect(Collectors.toSet());
  }
}

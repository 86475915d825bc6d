package org.chuhe.app.workflow;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chuhe.model.Colour;
import org.chuhe.model.Game;
import org.chuhe.model.Result;

/** Skeleton (READY-API). */
public final class ResultReports {
  private ResultReports() {}

  public enum State {
    NONE("未报告", "not reported"), REPORTED("已报告", "reported"), CONFIRMED("双方确认", "confirmed by both"),
    DISPUTED("有争议", "disputed"), ACCEPTED("已登记", "accepted");

    private final String zh;
    private final String en;

    State(String zh, String en) {
      this.zh = zh;
      this.en = en;
    }

    public String zh() {
      return zh;
    }

    public String en() {
      return en;
    }
  }

  public record Claim(Result result, String at) {}

  public record BoardReport(Results.GameRef ref, Game game, long gameVersion, Optional<Claim> red,
      Optional<Claim> black, State state) {
    public Optional<Result> agreed() {
      return state == State.CONFIRMED ? red.map(Claim::result) : Optional.empty();
    }
  }

  public record Seat(Results.GameRef ref, Colour colour, Game game) {}

  public record Counts(int none, int reported, int confirmed, int disputed, int accepted) {}

  public static Optional<Seat> seat(Session s, String division, int round, String player) {
    throw new UnsupportedOperationException("in progress");
  }

  public static Optional<Seat> currentSeat(Session s, String player) {
    throw new UnsupportedOperationException("in progress");
  }

  public static BoardReport board(Session s, Results.GameRef ref) {
    throw new UnsupportedOperationException("in progress");
  }

  public static List<BoardReport> round(Session s, String division, int round) {
    throw new UnsupportedOperationException("in progress");
  }

  public static BoardReport claim(Session s, Results.GameRef ref, String player, Result result) {
    throw new UnsupportedOperationException("in progress");
  }

  public static Results.Change accept(Session s, Results.GameRef ref, long gameVersion) {
    throw new UnsupportedOperationException("in progress");
  }

  public static List<Results.Change> acceptConfirmed(Session s, String division, int round) {
    throw new UnsupportedOperationException("in progress");
  }

  public static boolean autoAccept(Session s, String division, int round) {
    throw new UnsupportedOperationException("in progress");
  }

  public static void autoAccept(Session s, String division, int round, boolean on) {
    throw new UnsupportedOperationException("in progress");
  }

  public static Counts counts(List<BoardReport> boards) {
    throw new UnsupportedOperationException("in progress");
  }

  public static Map<String, Long> marks(Session s) {
    throw new UnsupportedOperationException("in progress");
  }

  public static String actor(Session s, String player) {
    throw new UnsupportedOperationException("in progress");
  }
}

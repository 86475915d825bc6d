package org.chuhe.xiangqi.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.chuhe.xiangqi.IllegalMoveException;
import org.chuhe.xiangqi.IllegalMoveReason;
import org.chuhe.xiangqi.Move;
import org.chuhe.xiangqi.Position;
import org.chuhe.xiangqi.Square;
import org.junit.jupiter.api.Test;

/** Hand-checked moves in each notation: from the start, tandem pieces, stacked pawns, black's moves, and errors. */
class NotationExamplesTest {
  private static Move move(String iccs) {
    return new Move(sq(iccs.substring(0, 2)), sq(iccs.substring(2)));
  }

  private static Square sq(String name) {
    return Square.of(name.charAt(0) - 'a', name.charAt(1) - '0');
  }

  /** {@code iccs} is written {@code chinese} and {@code wxf}, and each text (and the ICCS) reads back to it. */
  private static void check(Position p, String iccs, String chinese, String wxf) {
    Move m = move(iccs);
    assertThat(p.isLegal(m)).as("%s legal in %s", iccs, p.fen()).isTrue();
    assertThat(Notation.CHINESE.write(p, m)).as("Chinese of %s", iccs).isEqualTo(chinese);
    assertThat(Notation.WXF.write(p, m)).as("WXF of %s", iccs).isEqualTo(wxf);
    assertThat(Notation.ICCS.write(p, m)).isEqualTo(iccs.substring(0, 2).toUpperCase() + "-"
        + iccs.substring(2).toUpperCase());
    assertThat(Notation.CHINESE.read(p, chinese)).isEqualTo(m);
    assertThat(Notation.WXF.read(p, wxf)).isEqualTo(m);
    assertThat(Notation.readAny(p, chinese)).isEqualTo(m);
    assertThat(Notation.readAny(p, wxf)).isEqualTo(m);
    assertThat(Notation.readAny(p, iccs)).isEqualTo(m);
  }

  @Test
  void redFromTheStart() {
    Position p = Position.start();
    check(p, "h2e2", "炮二平五", "C2.5");
    check(p, "b2e2", "炮八平五", "C8.5");
    check(p, "h0g2", "马二进三", "H2+3");
    check(p, "b0c2", "马八进七", "H8+7");
    check(p, "i0i1", "车一进一", "R1+1");
    check(p, "g3g4", "兵三进一", "P3+1");
    check(p, "c0e2", "相七进五", "E7+5");
    check(p, "f0e1", "仕四进五", "A4+5");
    check(p, "e0e1", "帅五进一", "K5+1");
    check(p, "h2h9", "炮二进七", "C2+7");
    check(p, "h2h1", "炮二退一", "C2-1");
  }

  @Test
  void blackWritesFullWidthDigits() {
    Position p = Position.start().play(move("h2e2"));
    check(p, "h9g7", "马８进７", "H8+7");
    check(p, "h7e7", "炮８平５", "C8.5");
    check(p, "b7e7", "炮２平５", "C2.5");
    check(p, "i9i8", "车９进１", "R9+1");
    check(p, "c6c5", "卒３进１", "P3+1");
    check(p, "g9e7", "象７进５", "E7+5");
    check(p, "h7h3", "炮８进４", "C8+4");
    check(p, "b7b8", "炮２退１", "C2-1");
  }

  @Test
  void everyDigitAndCharacterKindIsRead() {
    Position p = Position.start();
    Move cannon = move("h2e2");
    for (String text : new String[] {"炮二平五", "炮2平5", "炮２平５", "砲二平五", "包2平5", " 炮 二 平 五 ", "炮二平五。",
        "炮二平五!", "炮二平五？", "炮二平五，"}) {
      assertThat(Notation.CHINESE.read(p, text)).as(text).isEqualTo(cannon);
      assertThat(Notation.readAny(p, text)).as(text).isEqualTo(cannon);
    }
    assertThat(Notation.CHINESE.read(p, "馬八進七")).isEqualTo(move("b0c2"));
    assertThat(Notation.CHINESE.read(p, "傌8进7")).isEqualTo(move("b0c2"));
    assertThat(Notation.CHINESE.read(p, "俥一進一")).isEqualTo(move("i0i1"));
    assertThat(Notation.CHINESE.read(p, "車1进1")).isEqualTo(move("i0i1"));
    assertThat(Notation.CHINESE.read(p, "帥五進一")).isEqualTo(move("e0e1"));
    assertThat(Notation.CHINESE.read(p, "仕4进5")).isEqualTo(move("f0e1"));
    assertThat(Notation.CHINESE.read(p, "士四进五")).isEqualTo(move("f0e1"));
    assertThat(Notation.CHINESE.read(p, "象三进五")).isEqualTo(move("g0e2"));
    assertThat(Notation.CHINESE.read(p, "卒七进一")).isEqualTo(move("c3c4"));
    for (String text : new String[] {"C2.5", "C2=5", "c2.5", "C2 = 5", "Ｃ２．５", "C2.5+", "C2.5!?"}) {
      assertThat(Notation.WXF.read(p, text)).as(text).isEqualTo(cannon);
      assertThat(Notation.readAny(p, text)).as(text).isEqualTo(cannon);
    }
    assertThat(Notation.WXF.read(p, "N8+7")).isEqualTo(move("b0c2"));
    assertThat(Notation.WXF.read(p, "B3+5")).isEqualTo(move("g0e2"));
    for (String text : new String[] {"h2e2", "H2-E2", "h2-e2", "Ｈ２－Ｅ２"}) {
      assertThat(Notation.readAny(p, text)).as(text).isEqualTo(cannon);
    }
    Position black = p.play(cannon);
    assertThat(Notation.CHINESE.read(black, "马8进7")).isEqualTo(move("h9g7"));
    assertThat(Notation.CHINESE.read(black, "馬８進７")).isEqualTo(move("h9g7"));
    assertThat(Notation.CHINESE.read(black, "马八进七")).as("Chinese numerals for black too").isEqualTo(move("h9g7"));
    assertThat(Notation.CHINESE.read(black, "將5進1")).isEqualTo(move("e9e8"));
    assertThat(Notation.WXF.read(black, "h8+7")).isEqualTo(move("h9g7"));
  }

  /** An opening as books print it (中炮过河车对屏风马平炮兑车), with each move's points worked out by hand. */
  @Test
  void anOpeningFromTheBook() {
    String[][] line = {
      {"炮二平五", "h2e2"}, {"马８进７", "h9g7"}, {"马二进三", "h0g2"}, {"车９平８", "i9h9"},
      {"车一平二", "i0h0"}, {"马２进３", "b9c7"}, {"兵七进一", "c3c4"}, {"卒７进１", "g6g5"},
      {"车二进六", "h0h6"}, {"炮８平９", "h7i7"}, {"车二平三", "h6g6"}, {"炮９退１", "i7i8"},
      {"马八进七", "b0c2"}, {"士４进５", "d9e8"}, {"马七进六", "c2d4"}, {"炮９平７", "i8g8"},
      {"车三平四", "g6f6"}, {"马７进８", "g7h5"},
    };
    Position p = Position.start();
    for (String[] ply : line) {
      Move m = move(ply[1]);
      assertThat(Notation.readAny(p, ply[0])).as(ply[0]).isEqualTo(m);
      assertThat(Notation.CHINESE.write(p, m)).isEqualTo(ply[0]);
      p = p.play(m);
    }
  }

  /** Red rooks on d5 and d2 (file 六), both free to move. */
  @Test
  void tandemRooks() {
    Position p = Position.fromFen("4k4/9/9/9/3R5/9/9/3R5/9/5K3 w");
    check(p, "d5d6", "前车进一", "R++1");
    check(p, "d2d1", "后车退一", "R--1");
    check(p, "d2c2", "后车平七", "R-.7");
    check(p, "d5a5", "前车平九", "R+.9");
    check(p, "d2d4", "后车进二", "R-+2");
    check(p, "d5d4", "前车退一", "R+-1");
    assertThat(Notation.CHINESE.read(p, "車前進一")).isEqualTo(move("d5d6"));
    assertThat(Notation.CHINESE.read(p, "後车退一")).isEqualTo(move("d2d1"));
    assertThatThrownBy(() -> Notation.CHINESE.read(p, "车六进一")).as("both rooks can").isInstanceOf(
        MoveTextException.class).hasMessageContaining("say 前车 or 后车");
    assertThatThrownBy(() -> Notation.CHINESE.read(p, "车六进五")).as("the rear rook is the only one on the board")
        .isInstanceOf(IllegalMoveException.class)
        .satisfies(e -> assertThat(((IllegalMoveException) e).reason()).isEqualTo(IllegalMoveReason.ROOK_BLOCKED));
  }

  /** Black cannons on b7 and b5 (black's file 2); black's front is the one nearer red. */
  @Test
  void tandemCannonsOfBlack() {
    Position p = Position.fromFen("4k4/9/1c7/9/1c7/9/9/9/9/5K3 b");
    check(p, "b5b3", "前炮进２", "C++2");
    check(p, "b7b9", "后炮退２", "C--2");
    check(p, "b7e7", "后炮平５", "C-.5");
    check(p, "b5b6", "前炮退１", "C+-1");
    assertThatThrownBy(() -> Notation.CHINESE.read(p, "炮2平5")).isInstanceOf(MoveTextException.class)
        .satisfies(e -> {
          MoveTextException m = (MoveTextException) e;
          assertThat(m.zh()).isEqualTo("黑方2路有 2 个炮，应写前炮或后炮");
          assertThat(m.en()).isEqualTo("black has 2 cannons on file 2: say 前炮 or 后炮");
        });
    assertThatThrownBy(() -> Notation.WXF.read(p, "C2.5")).isInstanceOf(MoveTextException.class)
        .hasMessageContaining("say C+ or C-");
  }

  /** Red advisors on d2 and d0 (file 六), the king on f0: the rules' 前仕 / 后仕; 仕六退五 is read too. */
  @Test
  void tandemAdvisors() {
    Position p = Position.fromFen("4k4/9/9/9/9/9/9/3A5/9/3A1K3 w");
    check(p, "d2e1", "前仕退五", "A+-5");
    check(p, "d0e1", "后仕进五", "A-+5");
    assertThat(Notation.CHINESE.read(p, "仕六退五")).isEqualTo(move("d2e1"));
    assertThat(Notation.CHINESE.read(p, "仕六进五")).isEqualTo(move("d0e1"));
    assertThat(Notation.WXF.read(p, "A6-5")).isEqualTo(move("d2e1"));
    assertThat(Notation.WXF.read(p, "A6+5")).isEqualTo(move("d0e1"));
  }

  /** Red pawns on e7, e6, e5 (file 五): 前兵, 中兵, 后兵; WXF P+, P5 (the middle one), P-. */
  @Test
  void threePawnsOnAFile() {
    Position p = Position.fromFen("5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w");
    check(p, "e7e8", "前兵进一", "P++1");
    check(p, "e7d7", "前兵平六", "P+.6");
    check(p, "e6d6", "中兵平六", "P5.6");
    check(p, "e5f5", "后兵平四", "P-.4");
    assertThat(Notation.CHINESE.read(p, "一兵平六")).isEqualTo(move("e7d7"));
    assertThat(Notation.CHINESE.read(p, "三兵平四")).isEqualTo(move("e5f5"));
  }

  /** Four red pawns on file 五 (e8 … e5): 一兵 … 四兵 from the front; WXF ++, P+, P-, --. */
  @Test
  void fourPawnsOnAFile() {
    Position p = Position.fromFen("5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w");
    check(p, "e8d8", "一兵平六", "++.6");
    check(p, "e7d7", "二兵平六", "P+.6");
    check(p, "e6f6", "三兵平四", "P-.4");
    check(p, "e5d5", "四兵平六", "--.6");
    check(p, "e8e9", "一兵进一", "+++1");
  }

  /** Five red pawns on file 五 (e8 … e4): the middle one keeps WXF's plain form P5. */
  @Test
  void fivePawnsOnAFile() {
    Position p = Position.fromFen("5k3/4P4/4P4/4P4/4P4/4P4/9/9/9/3K5 w");
    check(p, "e8d8", "一兵平六", "++.6");
    check(p, "e7f7", "二兵平四", "P+.4");
    check(p, "e6d6", "三兵平六", "P5.6");
    check(p, "e5d5", "四兵平六", "P-.6");
  }

  /**
   * Red pawns on f6, f5 (file 四), d6, d5 (file 六) and a3: the computer standard's own example (一兵平五 … 四兵平五),
   * file 四 first, each file front to back; WXF puts the file for the letter; the lone pawn keeps its file.
   */
  @Test
  void pawnsOnTwoFiles() {
    Position p = Position.fromFen("3k5/9/9/3P1P3/3P1P3/9/P8/9/9/5K3 w");
    check(p, "f6e6", "一兵平五", "4+.5");
    check(p, "f5e5", "二兵平五", "4-.5");
    check(p, "d6e6", "三兵平五", "6+.5");
    check(p, "d5e5", "四兵平五", "6-.5");
    check(p, "f6f7", "一兵进一", "4++1");
    check(p, "a3a4", "兵九进一", "P9+1");
    assertThat(Notation.CHINESE.read(p, "前兵四平五")).as("the older form").isEqualTo(move("f6e6"));
    assertThat(Notation.CHINESE.read(p, "后兵六平五")).isEqualTo(move("d5e5"));
    assertThat(Notation.CHINESE.read(p, "前四平五")).isEqualTo(move("f6e6"));
    assertThatThrownBy(() -> Notation.CHINESE.read(p, "前兵平五")).isInstanceOf(MoveTextException.class)
        .satisfies(e -> assertThat(((MoveTextException) e).zh())
            .isEqualTo("红方有两路以上各有几个兵，应写一兵、二兵、三兵或四兵"));
  }

  /** Black pawns on c3, c4 (black's file 3) and g3, g4 (file 7); black's front is the lower rank. */
  @Test
  void blackPawnsOnTwoFiles() {
    Position p = Position.fromFen("4k4/9/9/9/9/2p3p2/2p3p2/9/9/3K5 b");
    check(p, "c3b3", "一卒平２", "3+.2");
    check(p, "c4d4", "二卒平４", "3-.4");
    check(p, "g3g2", "三卒进１", "7++1");
    check(p, "g4f4", "四卒平６", "7-.6");
  }

  /** Three black pawns on file 3 and two on file 7: all five numbered, 一卒 … 五卒; WXF 3+, 33, 3-, 7+, 7-. */
  @Test
  void blackPawnsThreeAndTwo() {
    Position p = Position.fromFen("4k4/9/9/9/9/2p3p2/2p3p2/2p6/9/3K5 b");
    check(p, "c2c1", "一卒进１", "3++1");
    check(p, "c3b3", "二卒平２", "33.2");
    check(p, "c4d4", "三卒平４", "3-.4");
    check(p, "g3g2", "四卒进１", "7++1");
    check(p, "g4h4", "五卒平８", "7-.8");
  }

  @Test
  void illegalMovesCarryTheRule() {
    Position p = Position.start().play(move("b2b1")).play(move("h9g7"));
    assertThatThrownBy(() -> Notation.CHINESE.read(p, "马八进七")).isInstanceOf(IllegalMoveException.class)
        .satisfies(e -> {
          assertThat(((IllegalMoveException) e).reason()).isEqualTo(IllegalMoveReason.HORSE_LEG);
          MoveError why = Notation.explain((RuntimeException) e, "马八进七");
          assertThat(why.zh()).isEqualTo("马八进七：蹩马腿");
          assertThat(why.en()).isEqualTo("马八进七 (H8+7): the horse's leg is blocked");
        });
    assertThatThrownBy(() -> Notation.readAny(p, "H8+7")).isInstanceOf(IllegalMoveException.class)
        .satisfies(e -> assertThat(Notation.explain((RuntimeException) e, "H8+7"))
            .isEqualTo(new MoveError("H8+7：蹩马腿", "H8+7: the horse's leg is blocked")));
    Position start = Position.start();
    assertThat(reason(start, "兵七平六")).isEqualTo(IllegalMoveReason.PAWN_SIDEWAYS_BEFORE_RIVER);
    assertThat(reason(start, "兵七退一")).isEqualTo(IllegalMoveReason.PAWN_BACKWARDS);
    assertThat(reason(start, "车一进四")).isEqualTo(IllegalMoveReason.ROOK_BLOCKED);
    assertThat(reason(start, "帅五进二")).isEqualTo(IllegalMoveReason.KING_ONE_STEP);
    assertThat(reason(start, "相三进四")).isEqualTo(IllegalMoveReason.ELEPHANT_SHAPE);
    assertThat(reason(start, "仕四进三")).isEqualTo(IllegalMoveReason.ADVISOR_LEAVES_PALACE);
    assertThat(reason(start, "炮二进五")).isEqualTo(IllegalMoveReason.CANNON_SCREEN);
    assertThat(reason(start, "h0f1")).isEqualTo(IllegalMoveReason.HORSE_LEG);
  }

  private static IllegalMoveReason reason(Position p, String text) {
    try {
      Notation.readAny(p, text);
    } catch (IllegalMoveException e) {
      return e.reason();
    }
    throw new AssertionError(text + " was read as a legal move");
  }

  @Test
  void textsNamingNoMoveSayWhy() {
    Position p = Position.start();
    assertThat(problem(p, "车三进一")).isEqualTo(new MoveError("车三进一：红方三路没有车", "车三进一: red has no rook on file 3"));
    assertThat(problem(p, "前车进一"))
        .isEqualTo(new MoveError("前车进一：红方没有同在一路的几个车", "前车进一: red has no two rooks on one file"));
    assertThat(problem(p, "炮二平二").zh()).isEqualTo("炮二平二：平着须走到另一路");
    assertThat(problem(p, "车一退一").zh()).isEqualTo("车一退一：走出了棋盘");
    assertThat(problem(p, "马八进四").zh()).isEqualTo("马八进四：马走日字");
    assertThat(problem(p, "马八平七").zh()).isEqualTo("马八平七：马走日字");
    assertThat(problem(p, "中兵进一").zh()).isEqualTo("中兵进一：红方没有同在一路的几个兵");
    assertThat(problem(p, "炮二平五五").zh()).isEqualTo("炮二平五五：不是中文纵线着法（如 炮二平五、马８进７、前车进一）");
    assertThat(problem(p, "R3+1").en()).isEqualTo("R3+1: red has no rook on file 3");
    assertThat(problem(p, "hello").zh()).isEqualTo("hello：不是着法，应写中文纵线（炮二平五）、WXF（C2.5）或 ICCS（h2e2）");
    assertThat(problem(p, "  ").en()).startsWith("(blank): is not a move");
    Position late = Position.fromFen("4k4/9/9/9/9/9/9/9/9/3K5 w");
    assertThat(problem(late, "车一进一").zh()).isEqualTo("车一进一：红方已没有车");
  }

  private static MoveError problem(Position p, String text) {
    try {
      Notation.readAny(p, text);
    } catch (MoveTextException e) {
      return Notation.explain(e, text);
    }
    throw new AssertionError(text + " was read as a move");
  }
}

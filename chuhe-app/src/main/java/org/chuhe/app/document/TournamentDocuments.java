package org.chuhe.app.document;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.chuhe.app.document.DocumentDtos.ChangeDto;
import org.chuhe.app.document.DocumentDtos.DocumentDto;
import org.chuhe.app.document.DocumentDtos.GameDto;
import org.chuhe.app.document.DocumentDtos.GameRecordDto;
import org.chuhe.app.document.DocumentDtos.MatchDto;
import org.chuhe.app.document.DocumentDtos.PenaltyDto;
import org.chuhe.app.document.DocumentDtos.PlayerDto;
import org.chuhe.app.document.DocumentDtos.RoundDto;
import org.chuhe.app.document.DocumentDtos.UnfinishedDto;
import org.chuhe.app.io.AtomicWrites;
import org.chuhe.app.io.EnumNames;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.io.InputText;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.io.ProblemList;
import org.chuhe.app.io.ReadErrors;
import org.chuhe.app.io.RegulationsReader;
import org.chuhe.app.presets.Presets;
import org.chuhe.model.Fouls;
import org.chuhe.model.Game;
import org.chuhe.model.ManualChange;
import org.chuhe.model.Penalty;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.Player;
import org.chuhe.model.Range;
import org.chuhe.model.Result;
import org.chuhe.model.Round;
import org.chuhe.model.TeamPairing;
import org.chuhe.model.Unit;
import org.chuhe.tournament.Tournament;
import org.chuhe.model.Withdrawal;
import org.chuhe.problem.InvalidValue;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;
import org.chuhe.regulations.Regulations;
import org.chuhe.xiangqi.GameLine;
import org.chuhe.xiangqi.Position;

/**
 * Reads and writes the tournament document: one JSON file holding an event's regulations (a preset id or a full
 * regulations object), players, rounds with games, byes and manual changes, withdrawals, penalties, awards and lots.
 * The format is
 * described in {@code docs/tournament-format.md}. Reading checks every reference (players in games, divisions,
 * result codes) and reports all problems at once, each naming the file and the field.
 */
public final class TournamentDocuments {
  public static final String FORMAT = "chuhe-tournament";
  public static final int VERSION = 1;

  private TournamentDocuments() {}

  public static Tournament read(Path file) {
    return readDocument(file).tournament();
  }

  /** A document handed over as text; {@code fileName} is how problems name it. */
  public static Tournament read(String fileName, String text) {
    return readDocument(fileName, text).tournament();
  }

  /** A document: the tournament, and the moves of its recorded games (which the core's tournament does not hold). */
  public record Document(Tournament tournament, List<RecordedGame> gameRecords) {
    public Document {
      gameRecords = gameRecords == null ? List.of() : List.copyOf(gameRecords);
    }
  }

  /**
   * The document in {@code file}, parsed straight from its UTF-8 bytes into the document's records (no text, no
   * tree; its games token by token, {@link PlainDocuments}, or when anything in it is not plain, all of it through the
   * mapper). A file that does not parse is read again as text, the way {@link #readDocument(String, String)} reads it,
   * so that its problem is placed by line and column in characters, as a person's editor counts them; what parses
   * but is wrong needs no second reading (its problems name fields, not places).
   */
  public static Document readDocument(Path file) {
    String name = file.getFileName().toString();
    InputFiles.Utf8 content = InputFiles.utf8(file, name, InputFiles.Kind.DOCUMENT);
    DocumentDto dto = PlainDocuments.read(content);
    if (dto == null) {
      try {
        dto = Mappers.json().readValue(content.bytes(), content.offset(), content.length(), DocumentDto.class);
      } catch (Exception e) {
        return readDocument(name, content.text());
      }
    }
    return converted(name, dto);
  }

  /** As {@link #read(String, String)}, with the game records (each checked move by move). */
  public static Document readDocument(String fileName, String text) {
    String json = InputFiles.text(fileName, text, InputFiles.Kind.DOCUMENT);
    DocumentDto dto;
    try {
      dto = Mappers.json().readValue(json, DocumentDto.class);
    } catch (Exception e) {
      throw new ProblemException(ReadErrors.fromJackson(fileName, e));
    }
    return converted(fileName, dto);
  }

  /** The document's records checked and made into the tournament and its game records. */
  private static Document converted(String fileName, DocumentDto dto) {
    if (dto == null) {
      throw ProblemException.of(fileName, "文件是空的", "the file is empty");
    }
    Conversion conversion = new Conversion(fileName);
    Tournament t = conversion.tournament(dto);
    return new Document(t, conversion.gameRecords(dto.gameRecords(), t));
  }

  /** The document as JSON. With {@code includeSensitive} false, ID and phone numbers are left out (public copies). */
  public static String write(Tournament t, boolean includeSensitive) {
    return write(t, includeSensitive, null);
  }

  /** As {@link #write(Tournament, boolean)}, with the head of the audit log it is exported from (null: none). */
  public static String write(Tournament t, boolean includeSensitive, String log) {
    return write(new Document(t, List.of()), includeSensitive, log);
  }

  /** As {@link #write(Tournament, boolean, String)}, with the moves of the recorded games. */
  public static String write(Document d, boolean includeSensitive, String log) {
    try {
      return Mappers.json().writeValueAsString(toDto(d, includeSensitive, log));
    } catch (IOException e) {
      throw new IllegalStateException("cannot write a tournament document", e);
    }
  }

  /**
   * Writes the document to {@code file} in one step ({@link AtomicWrites}: never half a document, the file's
   * permissions and a symbolic link kept; a new file with ID and phone numbers readable by its owner only).
   */
  public static void write(Tournament t, Path file, boolean includeSensitive) {
    write(t, file, includeSensitive, null);
  }

  /** As {@link #write(Tournament, Path, boolean)}, with the head of the audit log it is exported from. */
  public static void write(Tournament t, Path file, boolean includeSensitive, String log) {
    write(new Document(t, List.of()), file, includeSensitive, log);
  }

  /** As {@link #write(Tournament, Path, boolean, String)}, with the moves of the recorded games. */
  public static void write(Document d, Path file, boolean includeSensitive, String log) {
    DocumentDto dto = toDto(d, includeSensitive, log);
    // Generated straight into the file's bytes (the same bytes as write(...) gives as text, without the text).
    AtomicWrites.replace(file, out -> {
      try {
        Mappers.json().writeValue(out, dto);
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("cannot write a tournament document", e);
      }
    }, includeSensitive);
  }

  private static DocumentDto toDto(Document d, boolean includeSensitive, String log) {
    Tournament t = d.tournament();
    Regulations r = t.regulations();
    // Always the full regulations, a preset's too: a backup read by a later chuhe, whose preset of the same id may
    // have changed, ranks the event by the rules it was played under. (A document written by hand may still name a
    // preset by its id.)
    JsonNode regulations = Mappers.json().valueToTree(r);
    List<PlayerDto> players = t.players().stream()
        .map(p -> includeSensitive ? p : p.withoutSensitiveData())
        .map(p -> new PlayerDto(p.id(), p.name(), p.division(), p.unit(), p.gender(), p.birthDate(),
            p.residence().equals(org.chuhe.model.Residence.UNKNOWN) ? null : p.residence(), p.grade(), p.rating(),
            p.number(), p.feePaid(), p.checkedIn(), p.phone(), p.idNumber()))
        .toList();
    List<RoundDto> rounds = t.rounds().stream()
        .map(round -> new RoundDto(round.division(), round.number(), round.games().stream()
            .map(g -> new GameDto(g.board(), g.red(), g.black(), g.result().code(), g.redFouls().total(),
                g.blackFouls().total(), illegalMoves(g.redFouls()), illegalMoves(g.blackFouls()), g.recordKept()))
            .toList(), round.byes(), round.changes().isEmpty() ? null : round.changes().stream()
            .map(c -> new ChangeDto(c.kind(), c.players(), c.colour(), c.reason(), c.by(), c.at()))
            .toList(), round.countedAsDraws().isEmpty() ? null : round.countedAsDraws().stream()
            .map(u -> new UnfinishedDto(u.round(), u.board())).toList(),
            round.absent().isEmpty() ? null : round.absent(), round.draft() ? Boolean.TRUE : null,
            round.matches().isEmpty() ? null : round.matches().stream()
                .map(m -> new MatchDto(m.table(), m.first(), m.second())).toList(),
            round.teamByes().isEmpty() ? null : round.teamByes()))
        .toList();
    List<PenaltyDto> penalties = t.penalties().stream()
        .map(p -> new PenaltyDto(p.player(), p.kind(), p.round(), p.amount(), p.reason()))
        .toList();
    return new DocumentDto(FORMAT, VERSION, t.id(), t.name(), regulations, t.units(), players, rounds,
        t.withdrawals(), penalties, t.awards(), t.prizeDecisions().isEmpty() ? null : t.prizeDecisions(),
        t.lots().isEmpty() ? null : new java.util.TreeMap<>(t.lots()), d.gameRecords().isEmpty() ? null
        : d.gameRecords().stream().map(g -> new GameRecordDto(g.division(), g.round(), g.board(),
            g.line().start().equals(Position.start()) ? null : g.line().start().fen(), RecordedGame.moves(g.line()),
            g.version(), g.by(), g.at())).toList(), log);
  }

  /** A side's illegal moves as the document writes them: left out when there are none. */
  private static Integer illegalMoves(Fouls fouls) {
    return fouls.illegalMoves() == 0 ? null : fouls.illegalMoves();
  }

  /** One reading of one document: collects every problem before giving up. */
  private static final class Conversion {
    private final String file;
    private final ProblemList problems;

    Conversion(String file) {
      this.file = file;
      this.problems = new ProblemList(file);
    }

    Tournament tournament(DocumentDto d) {
      if (d.format() != null && !FORMAT.equals(d.format())) {
        problem("format", "不是 chuhe 赛事文件（format 为 \"" + d.format() + "\"）",
            "not a chuhe tournament document (format is \"" + d.format() + "\")");
      }
      if (d.version() != null && d.version() < 1) {
        problem("version", "文件版本从 1 开始，现为 " + d.version(), "document versions start at 1, not " + d.version());
      }
      if (d.version() != null && d.version() > VERSION) {
        problem("version", "文件版本 " + d.version() + " 比本程序支持的 " + VERSION + " 新，请升级 chuhe",
            "document version " + d.version() + " is newer than this program reads (" + VERSION
                + "): upgrade chuhe");
      }
      Regulations regulations = regulations(d.regulations());
      if (d.players() == null) {
        problem("players", "缺少棋手名单 players（还没有棋手时写 \"players\": []）",
            "the list of players is missing (with no players yet, write \"players\": [])");
      }
      if (regulations == null) {
        throw problems.exception();
      }
      List<Unit> units = d.units() == null ? List.of() : d.units();
      for (int i = 0; i < units.size(); i++) {
        if (units.get(i).id().isBlank()) {
          problem("units[" + i + "].id", "单位缺少编号（id）", "unit id missing");
        }
      }
      Set<String> divisions = new HashSet<>();
      regulations.divisions().forEach(div -> divisions.add(div.id()));
      String onlyDivision = regulations.divisions().size() == 1 ? regulations.divisions().get(0).id() : null;

      List<Player> players = new ArrayList<>();
      Map<String, String> divisionOf = new HashMap<>();
      List<PlayerDto> playerDtos = d.players() == null ? List.of() : d.players();
      for (int i = 0; i < playerDtos.size(); i++) {
        Player player = player(i, playerDtos.get(i), divisionOf, onlyDivision, divisions);
        if (player != null) {
          players.add(player);
        }
      }
      Map<String, Integer> perDivision = new HashMap<>();
      divisionOf.values().forEach(div -> perDivision.merge(String.valueOf(div), 1, Integer::sum));
      perDivision.forEach((div, n) -> {
        if (n > Range.PLAYERS.max()) {
          problem("players", "组别 " + div + " 有 " + n + " 名棋手，一个组别最多 " + Range.PLAYERS.max() + " 名",
              "division " + div + " has " + n + " players; a division has at most " + Range.PLAYERS.max());
        }
      });
      Map<String, String> teams = teams(units, divisionOf);
      List<Round> rounds = rounds(d.rounds(), divisionOf, onlyDivision, divisions, regulations, teams);
      List<Withdrawal> withdrawals = d.withdrawals() == null ? List.of() : d.withdrawals();
      for (int i = 0; i < withdrawals.size(); i++) {
        knownPlayer("withdrawals[" + i + "].player", withdrawals.get(i).player(), divisionOf);
      }
      List<Penalty> penalties = new ArrayList<>();
      List<PenaltyDto> penaltyDtos = d.penalties() == null ? List.of() : d.penalties();
      for (int i = 0; i < penaltyDtos.size(); i++) {
        PenaltyDto p = penaltyDtos.get(i);
        String at = "penalties[" + i + "]";
        knownPlayer(at + ".player", p.player(), divisionOf);
        if (p.kind() == null) {
          problem(at + ".kind", "缺少处罚类型（" + String.join("、", EnumNames.choices(PenaltyKind.class)) + "）",
              "penalty kind missing (" + String.join(", ", EnumNames.choices(PenaltyKind.class)) + ")");
          continue;
        }
        if (p.amount() != null && p.amount() < 1) {
          problem(at + ".amount", "必须至少为 1", "must be at least 1");
          continue;
        }
        if (!inRange(at + ".amount", Range.AMOUNT, p.amount()) | !inRange(at + ".round", Range.ROUND, p.round())) {
          continue;
        }
        if (p.kind().needsRound() && !playsIn(at, p, rounds, divisionOf)) {
          continue;
        }
        Penalty penalty = built(at, () -> new Penalty(p.player(), p.kind(), p.round(),
            p.amount() == null ? 1 : p.amount(), p.reason()));
        if (penalty != null) {
          penalties.add(penalty);
        }
      }
      var awards = d.awards() == null ? List.<org.chuhe.model.ManualAward>of() : d.awards();
      for (int i = 0; i < awards.size(); i++) {
        knownPlayer("awards[" + i + "].player", awards.get(i).player(), divisionOf);
      }
      var decisions = d.prizeDecisions() == null ? List.<org.chuhe.model.PrizeDecision>of() : d.prizeDecisions();
      for (int i = 0; i < decisions.size(); i++) {
        knownPlayer("prizeDecisions[" + i + "].player", decisions.get(i).player(), divisionOf);
      }
      Map<String, Integer> lots = d.lots() == null ? Map.of() : d.lots();
      lots.forEach((p, lot) -> {
        if (knownPlayer("lots." + p, p, divisionOf)) {
          inRange("lots." + p, Range.LOT, lot);
        }
      });
      if (!problems.isEmpty()) {
        throw problems.exception();
      }
      Tournament t = built("", () -> new Tournament(d.id() == null ? "tournament" : d.id(),
          d.name() == null ? regulations.name() : d.name(), regulations, units, players, rounds, withdrawals,
          penalties, awards, lots, decisions));
      if (t == null) {
        throw problems.exception();
      }
      return t;
    }

    /**
     * The game records of the document: each of a board that has one game in its round of its division (the only
     * division when the regulations have one), once, its moves legal from its start position (a bad move is named by
     * its number and side), a version from 1 (1 when left out).
     */
    List<RecordedGame> gameRecords(List<GameRecordDto> dtos, Tournament t) {
      List<RecordedGame> records = new ArrayList<>();
      if (dtos == null) {
        return records;
      }
      Set<String> divisions = new HashSet<>();
      t.regulations().divisions().forEach(div -> divisions.add(div.id()));
      String onlyDivision = divisions.size() == 1 ? divisions.iterator().next() : null;
      Set<String> seen = new HashSet<>();
      for (int i = 0; i < dtos.size(); i++) {
        GameRecordDto r = dtos.get(i);
        String at = "gameRecords[" + i + "]";
        if (r == null || r.round() == null || r.board() == null) {
          problem(at, "需要 round 和 board", "needs round and board");
          continue;
        }
        String division = division(at + ".division", r.division(), onlyDivision, divisions);
        if (division == null) {
          continue;
        }
        long games = t.rounds().stream().filter(x -> x.division().equals(division) && x.number() == r.round())
            .flatMap(x -> x.games().stream()).filter(g -> g.board() == r.board()).count();
        if (games != 1) {
          problem(at + ".board", games == 0 ? "组别 " + division + " 第 " + r.round() + " 轮没有第 " + r.board() + " 台"
              : "组别 " + division + " 第 " + r.round() + " 轮的第 " + r.board() + " 台有 " + games + " 盘对局",
              games == 0 ? "division " + division + " has no board " + r.board() + " in round " + r.round()
                  : "board " + r.board() + " of round " + r.round() + " of division " + division + " holds " + games
                      + " games");
          continue;
        }
        if (!seen.add(division + "/" + r.round() + "/" + r.board())) {
          problem(at, "同一台的棋谱出现两次", "the same board's record appears twice");
          continue;
        }
        if (r.version() != null && r.version() < 1) {
          problem(at + ".version", "版本从 1 开始", "versions start at 1");
          continue;
        }
        try {
          GameLine line = RecordedGame.line(r.fen(), r.moves());
          records.add(new RecordedGame(division, r.round(), r.board(), line, r.version() == null ? 1 : r.version(),
              r.by(), r.at()));
        } catch (ProblemException e) {
          e.problems().forEach(p -> problem(at + "." + ("moves".equals(p.where()) ? "moves" : "fen"), p.zh(),
              p.en()));
        }
      }
      if (!problems.isEmpty()) {
        throw problems.exception();
      }
      return records;
    }

    /**
     * A value of the model made from the document's fields, or null with a problem at {@code at} when the model's
     * record refuses them (a rule this reading does not check itself first).
     */
    private <T> T built(String at, Supplier<T> make) {
      try {
        return make.get();
      } catch (InvalidValue e) {
        problem(at, e.zh(), e.en());
        return null;
      }
    }

    /**
     * Whether the player of a penalty that cancels a round's result has a game or a bye in that round of his
     * division; a problem naming {@code at.round} when not.
     */
    private boolean playsIn(String at, PenaltyDto p, List<Round> rounds, Map<String, String> divisionOf) {
      if (p.round() == null) {
        problem(at + ".round", "取消当轮比赛成绩须写明轮次", "cancelling a round's result needs the round");
        return false;
      }
      String division = divisionOf.get(p.player());
      boolean plays = rounds.stream().anyMatch(r -> r.division().equals(division) && r.number() == p.round()
          && (r.byes().contains(p.player()) || r.games().stream().anyMatch(g -> g.involves(p.player()))));
      if (!plays && division != null) {
        problem(at + ".round", "棋手 " + p.player() + " 在第 " + p.round() + " 轮没有对局或轮空，无成绩可取消",
            "player " + p.player() + " has no game or bye in round " + p.round() + ": no result to cancel");
      }
      return plays;
    }

    private Regulations regulations(JsonNode node) {
      if (node == null || node.isNull()) {
        problem("regulations", "缺少规程：写预设编号（如 \"xiaoyi-2019\"）或完整的规程对象",
            "regulations missing: give a preset id (such as \"xiaoyi-2019\") or a full regulations object");
        return null;
      }
      try {
        if (node.isTextual()) {
          return Presets.get(InputText.checked(file + ": regulations", node.asText()));
        }
        return RegulationsReader.fromTree(file, "regulations", node);
      } catch (ProblemException e) {
        // An unknown preset is not found as a preset, but here it is a fault of the document.
        e.problems().forEach(p -> problems.add((p.where() != null && p.where().startsWith(file) ? p
            : p.within(file + ": regulations")).as(Problem.Kind.INVALID_INPUT)));
        return null;
      }
    }

    /**
     * The player of {@code players[i]}, his division recorded in {@code divisionOf}; null, with the problem recorded,
     * when he is not good. A method of its own, not the body of the loop over the players: a loop that runs once is
     * left to the interpreter for its first 60,000 turns, a method called for every player is compiled early (issue
     * 27).
     */
    private Player player(int i, PlayerDto p, Map<String, String> divisionOf, String onlyDivision,
        Set<String> divisions) {
      String at = "players[" + i + "]";
      if (p == null || blank(p.id())) {
        problem(at + ".id", "缺少棋手编号", "player id missing");
        return null;
      }
      String division = division(at + ".division", p.division(), onlyDivision, divisions);
      if (divisionOf.put(p.id(), division) != null) {
        problem(at + ".id", "棋手编号重复：" + p.id(), "duplicate player id " + p.id());
        return null;
      }
      if (!inRange(at + ".number", Range.PAIRING_NUMBER, p.number())
          | !inRange(at + ".rating", Range.RATING, p.rating())) {
        return null;
      }
      return built(at, () -> new Player(p.id(), p.name(), division, p.unit(), p.gender(), p.birthDate(),
          p.residence(), p.grade(), p.rating(), p.number(), !Boolean.FALSE.equals(p.feePaid()),
          !Boolean.FALSE.equals(p.checkedIn()), p.phone(), p.idNumber()));
    }

    /**
     * The teams of a team event: the units that declared a line-up, each with the division it plays in (its first
     * player's). Each player of a line-up is a player of the document, in one line-up only, all of a line-up in one
     * division; a team's id is one unit's only.
     */
    private Map<String, String> teams(List<Unit> units, Map<String, String> divisionOf) {
      Map<String, String> teams = new HashMap<>();
      Map<String, String> unitOf = new HashMap<>();
      for (int i = 0; i < units.size(); i++) {
        Unit u = units.get(i);
        if (!u.hasLineUp()) {
          continue;
        }
        String at = "units[" + i + "]";
        if (units.subList(0, i).stream().anyMatch(x -> x.id().equals(u.id()))) {
          problem(at + ".id", "单位编号重复：" + u.id() + "（队伍须各有自己的编号）",
              "duplicate unit id " + u.id() + " (each team needs an id of its own)");
          continue;
        }
        String division = null;
        for (int j = 0; j < u.lineUp().size(); j++) {
          String where = at + ".lineUp[" + j + "]";
          String p = u.lineUp().get(j);
          if (!knownPlayer(where, p, divisionOf)) {
            continue;
          }
          String other = unitOf.putIfAbsent(p, u.id());
          if (other != null) {
            problem(where, "棋手 " + p + " 已在单位 " + other + " 的报名顺序中", "player " + p
                + " is in the line-up of unit " + other + " already");
          }
          if (division == null) {
            division = divisionOf.get(p);
          } else if (!division.equals(divisionOf.get(p))) {
            problem(where, "棋手 " + p + " 属于组别 " + divisionOf.get(p) + "，而该队第一名队员属于组别 " + division,
                "player " + p + " is in division " + divisionOf.get(p) + ", the team's first player in division "
                    + division);
          }
        }
        if (division != null) {
          teams.put(u.id(), division);
        }
      }
      return teams;
    }

    /**
     * A team round's matches and team byes ({@code at}: the round's place): only in a team event; each team one of
     * the division's ({@code teams}), once in the round; each table once; every game of the round a board of one of
     * its matches (table t holds the boards (t − 1)·N + 1 … t·N). Null, with the problems recorded, when any is bad.
     */
    private Round teamRound(String at, Round round, RoundDto r, Regulations regulations, Map<String, String> teams) {
      List<MatchDto> matchDtos = r.matches() == null ? List.of() : r.matches();
      List<String> byeDtos = r.teamByes() == null ? List.of() : r.teamByes();
      if (matchDtos.isEmpty() && byeDtos.isEmpty()) {
        return round;
      }
      if (!regulations.format().teams()) {
        problem(at + (matchDtos.isEmpty() ? ".teamByes" : ".matches"), "只有团体赛（赛制 team-swiss、team-round-robin）"
            + "才有团体对抗和队伍轮空；本赛事的赛制是 " + regulations.format().chinese(), "only a team event (format "
            + "team-swiss or team-round-robin) has team matches and team byes; this event's format is "
            + regulations.format().english());
        return null;
      }
      int before = problems.size();
      Set<String> inRound = new HashSet<>();
      Set<Integer> tables = new HashSet<>();
      List<TeamPairing> matches = new ArrayList<>();
      for (int j = 0; j < matchDtos.size(); j++) {
        String where = at + ".matches[" + j + "]";
        MatchDto m = matchDtos.get(j);
        if (m.table() == null || m.table() < 1) {
          problem(where + ".table", "台次必须是从 1 开始的整数", "the table must be a whole number from 1");
          continue;
        }
        if (!inRange(where + ".table", Range.BOARD, m.table())) {
          continue;
        }
        if (!tables.add(m.table())) {
          problem(where + ".table", "第 " + m.table() + " 场在本轮出现两次", "table " + m.table()
              + " appears twice in this round");
        }
        boolean known = team(where + ".first", m.first(), round.division(), teams, inRound)
            & team(where + ".second", m.second(), round.division(), teams, inRound);
        if (known) {
          TeamPairing match = built(where, () -> new TeamPairing(m.table(), m.first(), m.second()));
          if (match != null) {
            matches.add(match);
          }
        }
      }
      for (int j = 0; j < byeDtos.size(); j++) {
        team(at + ".teamByes[" + j + "]", byeDtos.get(j), round.division(), teams, inRound);
      }
      int n = regulations.teamMatch().boards();
      List<GameDto> games = r.games() == null ? List.of() : r.games();
      for (int j = 0; j < games.size(); j++) {
        int board = games.get(j).board() == null ? j + 1 : games.get(j).board();
        int table = (board - 1) / n + 1;
        if (board >= 1 && !tables.contains(table)) {
          problem(at + ".games[" + j + "].board", "第 " + board + " 台不属于本轮任何一场团体对抗（每场 " + n + " 台，第 "
              + table + " 场为第 " + ((table - 1) * n + 1) + "–" + table * n + " 台）", "board " + board
              + " belongs to no team match of the round (" + n + " boards a match, table " + table + " holds boards "
              + ((table - 1) * n + 1) + "–" + table * n + ")");
        }
      }
      return problems.size() > before ? null : round.withMatches(matches, byeDtos);
    }

    /** A team named in a round: given, one of the division's teams, once in the round; whether it is. */
    private boolean team(String at, String id, String division, Map<String, String> teams, Set<String> inRound) {
      if (blank(id)) {
        problem(at, "缺少队伍编号（单位的 id）", "team id (the unit's id) missing");
        return false;
      }
      String of = teams.get(id);
      if (of == null) {
        problem(at, "没有这支队伍：" + id + "（units 中没有报了名单 lineUp 的这个单位）",
            "no such team: " + id + " (no unit with a line-up, lineUp, has this id)");
        return false;
      }
      if (!of.equals(division)) {
        problem(at, "队伍 " + id + " 属于组别 " + of + "，不在本轮的组别 " + division,
            "team " + id + " is in division " + of + ", not in this round's division " + division);
        return false;
      }
      if (!inRound.add(id)) {
        problem(at, "队伍 " + id + " 在本轮出现两次", "team " + id + " appears twice in this round");
        return false;
      }
      return true;
    }

    private List<Round> rounds(List<RoundDto> dtos, Map<String, String> divisionOf, String onlyDivision,
        Set<String> divisions, Regulations regulations, Map<String, String> teams) {
      List<Round> rounds = new ArrayList<>();
      if (dtos == null) {
        return rounds;
      }
      Set<String> seen = new HashSet<>();
      List<Integer> dtoIndex = new ArrayList<>();
      for (int i = 0; i < dtos.size(); i++) {
        RoundDto r = dtos.get(i);
        String at = "rounds[" + i + "]";
        String division = division(at + ".division", r.division(), onlyDivision, divisions);
        if (division == null) {
          continue; // no division named where several exist: said by division(), nothing to check the round against
        }
        if (r.number() == null || r.number() < 1) {
          problem(at + ".number", "轮次必须是从 1 开始的整数", "round number must be a whole number from 1");
          continue;
        }
        if (!inRange(at + ".number", Range.ROUND, r.number())) {
          continue;
        }
        if (!seen.add(division + "/" + r.number())) {
          problem(at + ".number", "组别 " + division + " 的第 " + r.number() + " 轮重复",
              "round " + r.number() + " of division " + division + " appears twice");
          continue;
        }
        Set<String> inRound = new HashSet<>();
        List<Game> games = new ArrayList<>();
        List<GameDto> gameDtos = r.games() == null ? List.of() : r.games();
        for (int j = 0; j < gameDtos.size(); j++) {
          GameDto dto = gameDtos.get(j);
          Game g = plainGame(dto, j + 1, division, divisionOf, inRound);
          if (g == null) {
            g = game(at + ".games[" + j + "]", dto, j + 1, division, divisionOf, inRound);
          }
          if (g != null) {
            games.add(g);
          }
        }
        List<String> byes = r.byes() == null ? List.of() : r.byes();
        for (int j = 0; j < byes.size(); j++) {
          String where = at + ".byes[" + j + "]";
          if (knownPlayer(where, byes.get(j), divisionOf)) {
            inDivision(where, byes.get(j), division, divisionOf);
            once(where, byes.get(j), inRound);
          }
        }
        List<ManualChange> changes = new ArrayList<>();
        List<ChangeDto> changeDtos = r.changes() == null ? List.of() : r.changes();
        for (int j = 0; j < changeDtos.size(); j++) {
          ManualChange c = change(at + ".changes[" + j + "]", changeDtos.get(j), division, divisionOf, inRound);
          if (c != null) {
            changes.add(c);
          }
        }
        List<String> absent = r.absent() == null ? List.of() : r.absent();
        for (int j = 0; j < absent.size(); j++) {
          String where = at + ".absent[" + j + "]";
          if (knownPlayer(where, absent.get(j), divisionOf)) {
            inDivision(where, absent.get(j), division, divisionOf);
            once(where, absent.get(j), inRound);
          }
        }
        List<Round.Unfinished> unfinished = countedAsDraws(at + ".countedAsDraws", r.number(), r.countedAsDraws());
        Round individual = built(at, () -> new Round(division, r.number(), games, byes, changes, unfinished, absent,
            Boolean.TRUE.equals(r.draft())));
        Round round = individual == null ? null : teamRound(at, individual, r, regulations, teams);
        if (round != null) {
          rounds.add(round);
          dtoIndex.add(i);
        }
      }
      // Each game a provisional pairing counted as a draw must be a game of an earlier round of its division.
      for (int i = 0; i < rounds.size(); i++) {
        Round r = rounds.get(i);
        for (int j = 0; j < r.countedAsDraws().size(); j++) {
          Round.Unfinished u = r.countedAsDraws().get(j);
          boolean exists = rounds.stream().anyMatch(x -> x.division().equals(r.division()) && x.number() == u.round()
              && x.games().stream().anyMatch(g -> g.board() == u.board()));
          if (!exists) {
            problem("rounds[" + dtoIndex.get(i) + "].countedAsDraws[" + j + "]",
                "第 " + u.round() + " 轮没有第 " + u.board() + " 台", "round " + u.round() + " has no board " + u.board());
          }
        }
      }
      return rounds;
    }

    /** The games a provisional pairing counted as draws: earlier rounds, boards from 1. */
    private List<Round.Unfinished> countedAsDraws(String at, int round, List<UnfinishedDto> dtos) {
      List<Round.Unfinished> list = new ArrayList<>();
      if (dtos == null) {
        return list;
      }
      for (int k = 0; k < dtos.size(); k++) {
        UnfinishedDto u = dtos.get(k);
        String where = at + "[" + k + "]";
        if (u == null || u.round() == null || u.board() == null) {
          problem(where, "需要 round 和 board", "needs round and board");
        } else if (u.round() < 1 || u.round() >= round) {
          problem(where + ".round", "必须是本轮之前的轮次（1 至 " + (round - 1) + "）",
              "must be an earlier round (1 to " + (round - 1) + ")");
        } else if (u.board() < 1) {
          problem(where + ".board", "台次从 1 开始", "boards start at 1");
        } else if (inRange(where + ".board", Range.BOARD, u.board())) {
          list.add(new Round.Unfinished(u.round(), u.board()));
        }
      }
      return list;
    }

    /**
     * A manual change of a round: a kind, the number of players it needs (each a player of the round's division who
     * is in the round), a colour only for a forced pair, and a reason.
     */
    private ManualChange change(String at, ChangeDto c, String division, Map<String, String> divisionOf,
        Set<String> inRound) {
      if (c == null || c.kind() == null) {
        problem(at + ".kind", "缺少调整类型（SWAP、FORCE_PAIR、FORCE_BYE）",
            "kind of change missing (SWAP, FORCE_PAIR, FORCE_BYE)");
        return null;
      }
      boolean ok = true;
      List<String> players = c.players() == null ? List.of() : c.players();
      if (players.size() != c.kind().players()) {
        problem(at + ".players", c.kind() + " 须写明 " + c.kind().players() + " 名棋手（现为 " + players.size()
            + " 名）", c.kind() + " names " + c.kind().players() + " player(s), not " + players.size());
        ok = false;
      }
      for (int k = 0; k < players.size(); k++) {
        String where = at + ".players[" + k + "]";
        if (!knownPlayer(where, players.get(k), divisionOf)) {
          ok = false;
          continue;
        }
        inDivision(where, players.get(k), division, divisionOf);
        if (!inRound.contains(players.get(k))) {
          problem(where, "棋手 " + players.get(k) + " 不在本轮的对阵或轮空中",
              "player " + players.get(k) + " is neither paired nor given a bye in this round");
        }
        if (players.subList(0, k).contains(players.get(k))) {
          problem(where, "同一名棋手出现两次：" + players.get(k), "the same player twice: " + players.get(k));
          ok = false;
        }
      }
      if (c.colour() != null && c.kind() != ManualChange.Kind.FORCE_PAIR) {
        problem(at + ".colour", "只有指定对阵（FORCE_PAIR）才写颜色", "only a forced pair (FORCE_PAIR) has a colour");
        ok = false;
      }
      if (blank(c.reason())) {
        problem(at + ".reason", "人工调整必须写明理由", "a manual change needs a reason");
        ok = false;
      }
      return ok ? built(at, () -> ManualChange.of(c.kind(), players, c.colour(), c.reason(), c.by(), c.at())) : null;
    }

    /**
     * The game of {@code g} when it passes every check of {@link #game} (as nearly every game of a document does),
     * found without making the names of its fields (a 10,000-player event has 45,000 games, and the names were most
     * of what reading them allocated); null, with nothing recorded, when any check would fail: {@link #game} then
     * says which.
     */
    private Game plainGame(GameDto g, int defaultBoard, String division, Map<String, String> divisionOf,
        Set<String> inRound) {
      String red = g.red();
      String black = g.black();
      if (blank(red) || blank(black) || red.equals(black) || !division.equals(divisionOf.get(red))
          || !division.equals(divisionOf.get(black)) || inRound.contains(red) || inRound.contains(black)) {
        return null;
      }
      Result result = Result.parse(g.result()).orElse(null);
      Fouls redFouls = plainFouls(g.redFouls(), g.redIllegalMoves());
      Fouls blackFouls = plainFouls(g.blackFouls(), g.blackIllegalMoves());
      if (result == null || redFouls == null || blackFouls == null
          || (g.board() != null && !Range.BOARD.holds(g.board()))) {
        return null;
      }
      Game game;
      try {
        game = new Game(g.board() == null ? defaultBoard : g.board(), red, black, result, redFouls, blackFouls,
            g.recordKept());
      } catch (InvalidValue e) {
        return null;
      }
      inRound.add(red);
      inRound.add(black);
      return game;
    }

    /** One side's fouls when {@link #fouls} takes them without a word; else null. */
    private static Fouls plainFouls(Integer all, Integer illegal) {
      int total = Objects.requireNonNullElse(all, 0);
      int illegalMoves = Objects.requireNonNullElse(illegal, 0);
      if (!Range.FOULS.holds(total) || !Range.FOULS.holds(illegalMoves) || illegalMoves > total) {
        return null;
      }
      return total == 0 ? Fouls.NONE : new Fouls(illegalMoves, total - illegalMoves);
    }

    private Game game(String at, GameDto g, int defaultBoard, String division, Map<String, String> divisionOf,
        Set<String> inRound) {
      boolean ok = knownPlayer(at + ".red", g.red(), divisionOf) & knownPlayer(at + ".black", g.black(), divisionOf);
      if (!ok) {
        return null;
      }
      if (g.red().equals(g.black())) {
        problem(at, "红方与黑方是同一名棋手：" + g.red(), "red and black are the same player: " + g.red());
        return null;
      }
      inDivision(at + ".red", g.red(), division, divisionOf);
      inDivision(at + ".black", g.black(), division, divisionOf);
      once(at + ".red", g.red(), inRound);
      once(at + ".black", g.black(), inRound);
      Result result = Result.parse(g.result()).orElse(null);
      if (result == null) {
        problem(at + ".result", "无效的结果代码 \"" + g.result() + "\"（可用：" + Result.codes("、") + "、null）",
            "not a result code: \"" + g.result() + "\" (use " + Result.codes(", ") + " or null)");
        return null;
      }
      Fouls redFouls = fouls(at, "red", g.redFouls(), g.redIllegalMoves());
      Fouls blackFouls = fouls(at, "black", g.blackFouls(), g.blackIllegalMoves());
      if (redFouls == null || blackFouls == null) {
        return null;
      }
      if (g.board() != null && g.board() < 1) {
        problem(at + ".board", "台次从 1 开始", "boards start at 1");
        return null;
      }
      if (!inRange(at + ".board", Range.BOARD, g.board())) {
        return null;
      }
      return built(at, () -> new Game(g.board() == null ? defaultBoard : g.board(), g.red(), g.black(), result,
          redFouls, blackFouls, g.recordKept()));
    }

    /**
     * One side's fouls from {@code <side>Fouls} (all fouls, default 0) and {@code <side>IllegalMoves} (how many of
     * them were illegal moves, default 0: a document written before fouls had a kind holds other fouls only).
     */
    private Fouls fouls(String at, String side, Integer all, Integer illegal) {
      int total = Objects.requireNonNullElse(all, 0);
      int illegalMoves = Objects.requireNonNullElse(illegal, 0);
      if (total < 0 || illegalMoves < 0) {
        problem(at + "." + (total < 0 ? side + "Fouls" : side + "IllegalMoves"), "犯规次数不能为负数",
            "fouls cannot be negative");
        return null;
      }
      if (!inRange(at + "." + side + "Fouls", Range.FOULS, all)
          | !inRange(at + "." + side + "IllegalMoves", Range.FOULS, illegal)) {
        return null;
      }
      if (illegalMoves > total) {
        problem(at + "." + side + "IllegalMoves", "违反行棋规定 " + illegalMoves + " 次，多于 " + side
                + "Fouls 的犯规总数 " + total + "（" + side + "Fouls 含两类犯规）",
            illegalMoves + " illegal moves, more than the " + total + " fouls of " + side + "Fouls (which counts "
                + "both kinds)");
        return null;
      }
      return new Fouls(illegalMoves, total - illegalMoves);
    }

    private String division(String at, String given, String onlyDivision, Set<String> divisions) {
      if (blank(given)) {
        if (onlyDivision == null) {
          problem(at, "规程有多个组别，必须写明组别（" + String.join("、", divisions) + "）",
              "the regulations have several divisions: name one (" + String.join(", ", divisions) + ")");
        }
        return onlyDivision;
      }
      if (!divisions.contains(given)) {
        problem(at, "规程中没有组别 \"" + given + "\"（已有：" + String.join("、", divisions) + "）",
            "no division \"" + given + "\" in the regulations (known: " + String.join(", ", divisions) + ")");
      }
      return given;
    }

    private boolean knownPlayer(String at, String id, Map<String, String> divisionOf) {
      if (blank(id)) {
        problem(at, "缺少棋手编号", "player id missing");
        return false;
      }
      if (!divisionOf.containsKey(id)) {
        problem(at, "没有这名棋手：" + id, "no such player: " + id);
        return false;
      }
      return true;
    }

    private void inDivision(String at, String id, String division, Map<String, String> divisionOf) {
      String actual = divisionOf.get(id);
      if (division != null && actual != null && !actual.equals(division)) {
        problem(at, "棋手 " + id + " 属于组别 " + actual + "，不在本轮的组别 " + division,
            "player " + id + " is in division " + actual + ", not in this round's division " + division);
      }
    }

    private void once(String at, String id, Set<String> inRound) {
      if (!inRound.add(id)) {
        problem(at, "棋手 " + id + " 在本轮出现两次", "player " + id + " appears twice in this round");
      }
    }

    /** Whether {@code value} (null: not given) is in {@code range}; a problem at {@code where} when not. */
    private boolean inRange(String where, Range range, Integer value) {
      Optional<Problem> out = range.problem(where, value);
      out.ifPresent(p -> problem(where, p.zh(), p.en()));
      return out.isEmpty();
    }

    private void problem(String where, String zh, String en) {
      problems.add(Problem.at(where.isEmpty() ? file : file + ": " + where, zh, en));
    }

    private static boolean blank(String s) {
      return s == null || s.isBlank();
    }
  }
}

package org.chuhe.app.document;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.chuhe.model.Colour;
import org.chuhe.model.Gender;
import org.chuhe.model.ManualAward;
import org.chuhe.model.ManualChange;
import org.chuhe.model.PenaltyKind;
import org.chuhe.model.PrizeDecision;
import org.chuhe.model.Residence;
import org.chuhe.model.Unit;
import org.chuhe.model.Withdrawal;

/**
 * The shape of a tournament document on disk (format {@value TournamentDocuments#FORMAT}). These records are the
 * file format, kept apart from the core model so that the format can stay stable while the model grows, and so
 * that every field can be checked with a message naming its place before a core value is built.
 */
final class DocumentDtos {
  private DocumentDtos() {}

  /**
   * {@code log}: the head of the audit log the document was exported from ("日志 log #1234 · 3f9a…"), which proves
   * later what the log held then; written by an export, ignored on reading. {@code prizeDecisions}: the chief
   * arbiter's decisions on withdrawn players' prizes, left out (null) when there are none, so documents without
   * them stay as they were. {@code gameRecords}: the moves of recorded games (录谱), likewise left out when there are
   * none.
   */
  record DocumentDto(String format, Integer version, String id, String name, JsonNode regulations, List<Unit> units,
      List<PlayerDto> players, List<RoundDto> rounds, List<Withdrawal> withdrawals, List<PenaltyDto> penalties,
      List<ManualAward> awards, List<PrizeDecision> prizeDecisions, Map<String, Integer> lots,
      List<GameRecordDto> gameRecords, String log) {}

  /**
   * The moves of one board's game (录谱): {@code fen} the start position, left out for the usual one; {@code moves} in
   * ICCS separated by spaces ("h2e2 h9g7"); the optimistic-lock {@code version}, who saved it and when.
   */
  record GameRecordDto(String division, Integer round, Integer board, String fen, String moves, Long version,
      String by, Instant at) {}

  record PlayerDto(String id, String name, String division, String unit, Gender gender, LocalDate birthDate,
      Residence residence, String grade, Integer rating, Integer number, Boolean feePaid, Boolean checkedIn,
      String phone, String idNumber) {}

  /**
   * {@code changes} is left out (null) when the round has none, so documents without changes stay as they were;
   * {@code countedAsDraws} likewise unless the round was paired provisionally, {@code absent} unless players were
   * excused from it by notice (R8); {@code draft} (true) only for a round paired but not published yet, so every
   * round of a document written before drafts existed is published. {@code matches} and {@code teamByes}: a team
   * round's team matches and the teams with the bye, each left out when empty (every round of an individual event).
   */
  record RoundDto(String division, Integer number, List<GameDto> games, List<String> byes, List<ChangeDto> changes,
      List<UnfinishedDto> countedAsDraws, List<String> absent, Boolean draft, List<MatchDto> matches,
      List<String> teamByes) {}

  /**
   * A team match of a round (团体对抗): at table {@code table}, team {@code first} (red on the odd boards) against team
   * {@code second}, both units' ids; the match's boards are the round's boards (table − 1)·N + 1 … table·N.
   */
  record MatchDto(Integer table, String first, String second) {}

  /** An earlier game (round and board) a provisional pairing counted as a draw (R7). */
  record UnfinishedDto(Integer round, Integer board) {}

  /**
   * {@code redFouls}/{@code blackFouls}: all fouls of the side in this game (犯规, both kinds);
   * {@code redIllegalMoves}/{@code blackIllegalMoves}: how many of them were illegal moves, left out (null) when
   * none, so documents written before fouls had a kind read as they were: every foul an other foul.
   */
  record GameDto(Integer board, String red, String black, String result, Integer redFouls, Integer blackFouls,
      Integer redIllegalMoves, Integer blackIllegalMoves, Boolean recordKept) {}

  /** A manual change (R8): {@code colour} is the first player's colour in a forced pair. */
  record ChangeDto(ManualChange.Kind kind, List<String> players, Colour colour, String reason, String by,
      Instant at) {}

  record PenaltyDto(String player, PenaltyKind kind, Integer round, Integer amount, String reason) {}
}

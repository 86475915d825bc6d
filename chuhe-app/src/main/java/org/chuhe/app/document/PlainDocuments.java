package org.chuhe.app.document;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chuhe.app.document.DocumentDtos.DocumentDto;
import org.chuhe.app.document.DocumentDtos.GameDto;
import org.chuhe.app.document.DocumentDtos.PlayerDto;
import org.chuhe.app.document.DocumentDtos.RoundDto;
import org.chuhe.app.io.InputFiles;
import org.chuhe.app.io.InputText;
import org.chuhe.app.io.Mappers;

/**
 * Reads a document that is plain in its bulk — its games, tens of thousands in a large event — token by token with
 * Jackson's streaming parser, and everything else (the regulations, players, units, withdrawals, a round's changes …)
 * through the same mapper as ever. It knows only what a good document looks like: at the first token it does not
 * expect (a wrong type, an unknown field, a null in a list, a bad text) it gives up, and the caller reads the file the
 * full way, which finds the problem and words it. So it decides nothing about a document's validity; it only makes
 * the records of a good one faster (databind's generic machinery cost a third of reading a 10,000-player event).
 */
final class PlainDocuments {
  /** Players, one object at a time, exactly as databind reads them inside the document. */
  private static final ObjectReader PLAYER = Mappers.json().readerFor(PlayerDto.class)
      .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private PlainDocuments() {}

  /** Thrown at the first token a good document would not hold there. */
  private static final class NotPlain extends Exception {
    private static final long serialVersionUID = 1L;

    NotPlain() {
      super(null, null, false, false);
    }
  }

  /** The document's records, or null when anything in it is not plain (then read it the full way). */
  static DocumentDto read(InputFiles.Utf8 content) {
    try (JsonParser p = Mappers.json().createParser(content.bytes(), content.offset(), content.length())) {
      return document(p);
    } catch (NotPlain | IOException | RuntimeException e) {
      return null;
    }
  }

  private static DocumentDto document(JsonParser p) throws IOException, NotPlain {
    expect(p.nextToken(), JsonToken.START_OBJECT);
    List<PlayerDto> players = null;
    List<RoundDto> rounds = null;
    Texts texts = new Texts();
    // Everything but the players and rounds is handed, as written, to the mapper (the same record, the same checks).
    TokenBuffer rest = new TokenBuffer(p);
    rest.writeStartObject();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      if (field.equals("players")) {
        players = value == JsonToken.VALUE_NULL ? null : players(p);
        if (players != null) {
          players.forEach(player -> texts.known(player.id()));
        }
      } else if (field.equals("rounds")) {
        rounds = value == JsonToken.VALUE_NULL ? null : rounds(p, texts);
      } else {
        rest.writeFieldName(field);
        rest.copyCurrentStructure(p);
      }
    }
    expect(p.currentToken(), JsonToken.END_OBJECT);
    if (p.nextToken() != null) {
      throw new NotPlain();
    }
    rest.writeEndObject();
    DocumentDto d;
    try (JsonParser restParser = rest.asParser(Mappers.json())) {
      d = Mappers.json().readValue(restParser, DocumentDto.class);
    }
    return new DocumentDto(d.format(), d.version(), d.id(), d.name(), d.regulations(), d.units(), players, rounds,
        d.withdrawals(), d.penalties(), d.awards(), d.prizeDecisions(), d.lots(), d.gameRecords(), d.log());
  }

  private static List<PlayerDto> players(JsonParser p) throws IOException, NotPlain {
    expect(p.currentToken(), JsonToken.START_ARRAY);
    List<PlayerDto> players = new ArrayList<>();
    while (p.nextToken() == JsonToken.START_OBJECT) {
      players.add(PLAYER.readValue(p));
    }
    expect(p.currentToken(), JsonToken.END_ARRAY);
    return players;
  }

  private static List<RoundDto> rounds(JsonParser p, Texts texts) throws IOException, NotPlain {
    expect(p.currentToken(), JsonToken.START_ARRAY);
    List<RoundDto> rounds = new ArrayList<>();
    while (p.nextToken() == JsonToken.START_OBJECT) {
      rounds.add(round(p, texts));
    }
    expect(p.currentToken(), JsonToken.END_ARRAY);
    return rounds;
  }

  /**
   * A round: its games and lists by hand, anything else (changes, counted draws, a team round's matches and team
   * byes) through the mapper.
   */
  private static RoundDto round(JsonParser p, Texts texts) throws IOException, NotPlain {
    String division = null;
    Integer number = null;
    List<GameDto> games = null;
    List<String> byes = null;
    List<String> absent = null;
    Boolean draft = null;
    TokenBuffer rest = null;
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      switch (field) {
        case "division" -> division = text(p);
        case "number" -> number = whole(p);
        case "games" -> games = value == JsonToken.VALUE_NULL ? null : games(p, texts);
        case "byes" -> byes = texts(p, texts);
        case "absent" -> absent = texts(p, texts);
        case "draft" -> draft = bool(p);
        default -> {
          if (rest == null) {
            rest = new TokenBuffer(p);
            rest.writeStartObject();
          }
          rest.writeFieldName(field);
          rest.copyCurrentStructure(p);
        }
      }
    }
    expect(p.currentToken(), JsonToken.END_OBJECT);
    RoundDto others = null;
    if (rest != null) {
      rest.writeEndObject();
      try (JsonParser restParser = rest.asParser(Mappers.json())) {
        others = Mappers.json().readValue(restParser, RoundDto.class);
      }
    }
    return new RoundDto(division, number, games, byes, others == null ? null : others.changes(),
        others == null ? null : others.countedAsDraws(), absent, draft, others == null ? null : others.matches(),
        others == null ? null : others.teamByes());
  }

  private static List<GameDto> games(JsonParser p, Texts texts) throws IOException, NotPlain {
    expect(p.currentToken(), JsonToken.START_ARRAY);
    List<GameDto> games = new ArrayList<>();
    while (p.nextToken() == JsonToken.START_OBJECT) {
      games.add(game(p, texts));
    }
    expect(p.currentToken(), JsonToken.END_ARRAY);
    return games;
  }

  private static GameDto game(JsonParser p, Texts texts) throws IOException, NotPlain {
    Integer board = null;
    String red = null;
    String black = null;
    String result = null;
    Integer redFouls = null;
    Integer blackFouls = null;
    Integer redIllegalMoves = null;
    Integer blackIllegalMoves = null;
    Boolean recordKept = null;
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      switch (field) {
        case "board" -> board = whole(p);
        case "red" -> red = texts.text(p);
        case "black" -> black = texts.text(p);
        case "result" -> result = texts.text(p);
        case "redFouls" -> redFouls = whole(p);
        case "blackFouls" -> blackFouls = whole(p);
        case "redIllegalMoves" -> redIllegalMoves = whole(p);
        case "blackIllegalMoves" -> blackIllegalMoves = whole(p);
        case "recordKept" -> recordKept = bool(p);
        default -> throw new NotPlain();
      }
    }
    expect(p.currentToken(), JsonToken.END_OBJECT);
    return new GameDto(board, red, black, result, redFouls, blackFouls, redIllegalMoves, blackIllegalMoves,
        recordKept);
  }

  /** A list of texts (null: not given); an item that is not good text is not plain. */
  private static List<String> texts(JsonParser p, Texts texts) throws IOException, NotPlain {
    if (p.currentToken() == JsonToken.VALUE_NULL) {
      return null;
    }
    expect(p.currentToken(), JsonToken.START_ARRAY);
    List<String> list = new ArrayList<>();
    while (p.nextToken() == JsonToken.VALUE_STRING) {
      list.add(texts.text(p));
    }
    expect(p.currentToken(), JsonToken.END_ARRAY);
    return list;
  }

  /** A text as the mapper takes it: a string that {@link InputText} finds good, or null. */
  private static String text(JsonParser p) throws IOException, NotPlain {
    if (p.currentToken() == JsonToken.VALUE_NULL) {
      return null;
    }
    expect(p.currentToken(), JsonToken.VALUE_STRING);
    String text = p.getText();
    if (InputText.fault(text).isPresent()) {
      throw new NotPlain();
    }
    return text;
  }

  /**
   * The texts of the games and of the rounds' lists, each distinct one made (and checked) once: a player's id is
   * written in every round he played, and a result in every game. The ids are the players' own strings where the
   * players came first (as in every document chuhe writes), so that every later look-up of a player by the id in a
   * game finds the same string and compares no characters: ranking 10,000 players looks ids up some 200,000 times
   * (docs/benchmarks.md, issue 27). An open-addressing table on the parser's characters, so that a text seen before
   * makes no string at all.
   */
  private static final class Texts {
    /** The strings, their characters and their hash codes, slot by slot (the characters and hash codes compared). */
    private String[] strings = new String[1 << 12];
    private char[][] chars = new char[1 << 12][];
    private int[] hashes = new int[1 << 12];
    private int size;

    /** A text already checked (a player's id, read by the mapper), made the one string for its characters. */
    void known(String text) {
      if (text != null && InputText.fault(text).isEmpty()) {
        char[] c = text.toCharArray();
        int hash = text.hashCode();
        int slot = find(c, 0, c.length, hash);
        if (strings[slot] == null) {
          insert(slot, text, c, hash);
        }
      }
    }

    /** As {@link PlainDocuments#text}, the same string for the same characters. */
    String text(JsonParser p) throws IOException, NotPlain {
      if (p.currentToken() != JsonToken.VALUE_STRING) {
        return PlainDocuments.text(p);
      }
      char[] buffer = p.getTextCharacters();
      int offset = p.getTextOffset();
      int length = p.getTextLength();
      int hash = 0;
      for (int i = offset, end = offset + length; i < end; i++) {
        hash = 31 * hash + buffer[i];
      }
      int slot = find(buffer, offset, length, hash);
      if (strings[slot] != null) {
        return strings[slot];
      }
      String text = new String(buffer, offset, length);
      if (InputText.fault(text).isPresent()) {
        throw new NotPlain();
      }
      insert(slot, text, Arrays.copyOfRange(buffer, offset, offset + length), hash);
      return text;
    }

    /** The slot of these characters, or the empty slot where they would go. */
    private int find(char[] buffer, int offset, int length, int hash) {
      int mask = strings.length - 1;
      int slot = slot(hash);
      while (strings[slot] != null
          && (hashes[slot] != hash || !Arrays.equals(chars[slot], 0, chars[slot].length, buffer, offset,
          offset + length))) {
        slot = (slot + 1) & mask;
      }
      return slot;
    }

    private int slot(int hash) {
      return (hash * 0x9E3779B9) >>> (32 - Integer.numberOfTrailingZeros(strings.length));
    }

    private void insert(int slot, String text, char[] c, int hash) {
      strings[slot] = text;
      chars[slot] = c;
      hashes[slot] = hash;
      if (++size * 2 > strings.length) {
        String[] oldStrings = strings;
        char[][] oldChars = chars;
        int[] oldHashes = hashes;
        strings = new String[oldStrings.length * 2];
        chars = new char[strings.length][];
        hashes = new int[strings.length];
        for (int i = 0; i < oldStrings.length; i++) {
          if (oldStrings[i] != null) {
            int s = slot(oldHashes[i]);
            while (strings[s] != null) {
              s = (s + 1) & (strings.length - 1);
            }
            strings[s] = oldStrings[i];
            chars[s] = oldChars[i];
            hashes[s] = oldHashes[i];
          }
        }
      }
    }
  }

  /** A whole number that fits an int, or null. */
  private static Integer whole(JsonParser p) throws IOException, NotPlain {
    if (p.currentToken() == JsonToken.VALUE_NULL) {
      return null;
    }
    expect(p.currentToken(), JsonToken.VALUE_NUMBER_INT);
    if (p.getNumberType() != JsonParser.NumberType.INT) {
      throw new NotPlain();
    }
    return p.getIntValue();
  }

  private static Boolean bool(JsonParser p) throws NotPlain {
    return switch (p.currentToken()) {
      case VALUE_NULL -> null;
      case VALUE_TRUE -> Boolean.TRUE;
      case VALUE_FALSE -> Boolean.FALSE;
      default -> throw new NotPlain();
    };
  }

  private static void expect(JsonToken actual, JsonToken expected) throws NotPlain {
    if (actual != expected) {
      throw new NotPlain();
    }
  }
}

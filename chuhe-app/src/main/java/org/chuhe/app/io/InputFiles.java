package org.chuhe.app.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.chuhe.problem.ProblemException;

/**
 * The one way a file a person hands chuhe becomes text: its size is checked before anything is parsed, a byte-order
 * mark is dropped, and the bytes must be UTF-8. Everything it refuses names the file, in both languages:
 *
 * <ul>
 *   <li>a file larger than its kind's {@link Kind#maxBytes limit} (no real file comes near one; the limits keep a
 *       damaged or wrong file from running for minutes);
 *   <li>UTF-16 (a byte-order mark FF FE or FE FF, or NUL bytes: Excel's "Unicode text");
 *   <li>GBK/GB18030 (what Excel and Notepad on Chinese Windows write): refused, not guessed, with how to save the file
 *       as UTF-8. Reading it would work for most files, but a file in another encoding can decode as GB18030 too, into
 *       wrong names that nobody notices until the prize list is printed;
 *   <li>any other byte that is not UTF-8, by line and column.
 * </ul>
 */
public final class InputFiles {
  /** What a file is for, and the largest one chuhe reads. */
  public enum Kind {
    /**
     * A tournament document: a 10,000-player event with 11 rounds is 11.4 MB ({@code chuhe simulate --players
     * 10000}); 128 MB holds ten such events.
     */
    DOCUMENT("赛事文件", "tournament document", 128L << 20, "JSON"),
    /**
     * A regulations file: the largest preset is 10 KB; 256 KB is 25 times that, and parses in a fraction of a
     * second whatever it holds (a 1 MB value takes SnakeYAML over a second).
     */
    REGULATIONS("规程文件", "regulations file", 256L << 10, "YAML"),
    /** A registration list: 10,000 players with every column are about 1.5 MB. */
    PLAYER_LIST("报名表", "registration list", 16L << 20, "CSV"),
    /**
     * An organiser's entry form (报名表): an Excel workbook or a CSV file. A 10,000-player form with every column is
     * about 1 MB as .xlsx and 3 MB as .xls; 20 MB is far above any real one.
     */
    ENTRY_FORM("报名表", "entry form", 20L << 20, "CSV"),
    /** A certificate's template (YAML, print.CertificateTemplate): the shipped one is 2 KB. */
    CERTIFICATE_TEMPLATE("证书模板", "certificate template", 64L << 10, "YAML"),
    /** A certificate's background image (PNG or JPG): a 300 dpi A4 scan is a few MB. */
    IMAGE("图片", "image", 20L << 20, "PNG"),
    /**
     * A file of game records (棋谱: PGN, DhtmlXQ, a list of moves): a game is 1–3 KB, so an event's top boards are a
     * few hundred KB; 16 MB holds some ten thousand games.
     */
    GAME_RECORDS("棋谱文件", "game record file", 16L << 20, "PGN");

    private final String zh;
    private final String en;
    private final long maxBytes;
    private final String format;

    Kind(String zh, String en, long maxBytes, String format) {
      this.zh = zh;
      this.en = en;
      this.maxBytes = maxBytes;
      this.format = format;
    }

    public long maxBytes() {
      return maxBytes;
    }

    /** How to save such a file as UTF-8, in both languages. */
    private String[] saveAsUtf8() {
      return this == PLAYER_LIST || this == ENTRY_FORM
          ? new String[] {"请在 Excel 中“另存为”，类型选“CSV UTF-8（逗号分隔）”",
              "in Excel use Save As with the type \"CSV UTF-8 (Comma delimited)\""}
          : new String[] {"请在编辑器中以 UTF-8 编码另存（记事本：“另存为”，编码选 UTF-8）",
              "save it as UTF-8 in the editor (Notepad: Save As, encoding UTF-8)"};
    }
  }

  private static final Charset GB18030 = Charset.forName("GB18030");

  private InputFiles() {}

  /**
   * The text of {@code file}; {@code name} is how problems name it (the file name, or the path as given).
   *
   * @throws ProblemException (invalid input) when the file is missing, unreadable, too large or not UTF-8
   */
  public static String read(Path file, String name, Kind kind) {
    return text(name, decode(name, bytes(file, name, kind), kind), kind);
  }

  /**
   * UTF-8 bytes, from {@code offset} for {@code length} (a byte-order mark left out), for a parser that decodes UTF-8
   * itself ({@link #utf8}).
   */
  public record Utf8(byte[] bytes, int offset, int length) {
    /** The same content as text, as {@link #read(Path, String, Kind)} gives it. */
    public String text() {
      return new String(bytes, offset, length, StandardCharsets.UTF_8);
    }
  }

  /**
   * The content of {@code file}, checked exactly as {@link #read(Path, String, Kind)} checks it and refused with the
   * same messages, but left as UTF-8 bytes: a parser that reads bytes itself needs no text. (A 10 MB tournament
   * document is 20 MB as Java text; decoding it into one cost as much CPU as parsing it.)
   */
  public static Utf8 utf8(Path file, String name, Kind kind) {
    byte[] bytes = bytes(file, name, kind);
    if (!cleanUtf8(bytes)) {
      // Refused: decoded as read() decodes, which says why in its words. (Should it accept the bytes after all, its
      // text is what the caller gets.)
      byte[] text = text(name, decode(name, bytes, kind), kind).getBytes(StandardCharsets.UTF_8);
      return new Utf8(text, 0, text.length);
    }
    int bom = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF ? 3
        : 0;
    return new Utf8(bytes, bom, bytes.length - bom);
  }

  /**
   * Whether {@link #decode} and {@link #text} accept {@code bytes} (no UTF-16 byte-order mark, no NUL byte, valid
   * UTF-8), found without keeping the text: the decoder writes into one small buffer over and over.
   */
  private static boolean cleanUtf8(byte[] bytes) {
    if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE)
        || (bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF))) {
      return false;
    }
    for (byte b : bytes) {
      if (b == 0) {
        return false;
      }
    }
    CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(1 << 14);
    while (true) {
      CoderResult result = utf8.decode(in, out, true);
      if (result.isError()) {
        return false;
      }
      if (result.isUnderflow()) {
        return !utf8.flush(out).isError();
      }
      out.clear();
    }
  }

  /**
   * The bytes of {@code file}, checked as {@link #read(Path, String, Kind)} checks it (missing, a directory, unreadable,
   * too large) but not decoded: for a workbook.
   */
  public static byte[] bytes(Path file, String name, Kind kind) {
    if (Files.isDirectory(file)) {
      throw ProblemException.of(name, "这是一个目录，不是文件", "this is a directory, not a file");
    }
    try {
      // The size first, so that a file far too large is refused without being read at all.
      if (Files.isRegularFile(file) && Files.size(file) > kind.maxBytes) {
        throw tooLarge(name, kind);
      }
    } catch (IOException e) {
      // not readable as a regular file: opening it below says why
    }
    try (InputStream in = Files.newInputStream(file)) {
      return bytes(in, name, kind);
    } catch (NoSuchFileException e) {
      // in the words each reader has always used (scripts may look for them)
      throw ProblemException.of(name, "文件不存在", kind == Kind.REGULATIONS ? "no such file" : "file not found");
    } catch (AccessDeniedException e) {
      throw ProblemException.of(name, "没有读取此文件的权限", "no permission to read this file");
    } catch (IOException e) {
      throw cannotRead(name, e);
    }
  }

  /** The text of a stream (a preset, standard input), read as {@link #read(Path, String, Kind)} reads a file. */
  public static String read(InputStream in, String name, Kind kind) {
    return text(name, decode(name, bytes(in, name, kind), kind), kind);
  }

  /** The bytes of a stream, at most the kind's limit (else refused as too large). */
  public static byte[] bytes(InputStream in, String name, Kind kind) {
    byte[] bytes;
    try {
      // Never more than the limit and one byte: a file that grows, or a device such as /dev/zero, ends here too.
      bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 16, kind.maxBytes + 1));
    } catch (IOException e) {
      throw cannotRead(name, e);
    }
    if (bytes.length > kind.maxBytes) {
      throw tooLarge(name, kind);
    }
    return bytes;
  }

  /** Text and the encoding it was read in ({@code UTF-8} or {@code GB18030}). */
  public record Decoded(String text, String encoding) {}

  /**
   * Bytes as text in UTF-8 (a byte-order mark is dropped) or, when they are not UTF-8 but read cleanly as Chinese
   * GB18030 (a superset of GBK: what Excel and Notepad on Chinese Windows write), in GB18030. The caller says which
   * was used, so that a person sees it. Anything else is refused as {@link #read(Path, String, Kind)} refuses it.
   */
  public static Decoded decodeUtf8OrGb18030(String name, byte[] bytes, Kind kind) {
    boolean utf16 = bytes.length >= 2 && ((bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE)
        || (bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF));
    boolean utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes), CharBuffer.allocate(
            bytes.length), true).isError() == false;
    if (!utf16 && !utf8 && gb18030(bytes)) {
      return new Decoded(text(name, new String(bytes, GB18030), kind), "GB18030");
    }
    return new Decoded(text(name, decode(name, bytes, kind), kind), "UTF-8");
  }

  /**
   * Text handed over as a string (a test, a web upload): the same limit, counted in characters, and without a
   * leading byte-order mark.
   */
  public static String text(String name, String text, Kind kind) {
    if (text.length() > kind.maxBytes) {
      throw tooLarge(name, kind);
    }
    if (text.indexOf('\u0000') >= 0) {
      throw nulBytes(name, kind);
    }
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }

  private static String decode(String name, byte[] bytes, Kind kind) {
    if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE)
        || (bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF))) {
      throw ProblemException.of(name, "文件是 UTF-16 编码（Excel 的“Unicode 文本”），不是 UTF-8；" + kind.saveAsUtf8()[0],
          "the file is UTF-16 (Excel's \"Unicode text\"), not UTF-8; " + kind.saveAsUtf8()[1]);
    }
    for (byte b : bytes) {
      if (b == 0) {
        throw nulBytes(name, kind);
      }
    }
    CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = utf8.decode(in, out, true);
    if (!result.isError()) {
      utf8.flush(out);
      return out.flip().toString();
    }
    int bad = in.position();
    String[] save = kind.saveAsUtf8();
    if (gb18030(bytes)) {
      String sample = sample(bad, bytes);
      throw ProblemException.of(name, "文件不是 UTF-8 编码，看来是 GBK/GB18030（中文版 Windows 的 Excel、记事本常用的编码"
              + "；第 " + line(bytes, bad) + " 行按 GB18030 读作“" + sample + "”）；chuhe 只读 UTF-8，" + save[0],
          "the file is not UTF-8; it looks like GBK/GB18030 (what Excel and Notepad on Chinese Windows write; line "
              + line(bytes, bad) + " reads \"" + sample + "\" as GB18030); chuhe reads UTF-8 only: " + save[1]);
    }
    String where = "第 " + line(bytes, bad) + " 行第 " + column(bytes, bad) + " 列";
    String at = "line " + line(bytes, bad) + ", column " + column(bytes, bad);
    throw ProblemException.of(name, "不是 UTF-8 编码的文本（" + where + "的字节 " + hex(bytes[bad]) + " 无效）；"
        + kind.format + " 文件须为 UTF-8：" + save[0], "not UTF-8 text (byte " + hex(bytes[bad]) + " at " + at
        + " is invalid); a " + kind.format + " file must be UTF-8: " + save[1]);
  }

  /**
   * Whether the bytes decode cleanly as GB18030 into text with Chinese characters and no control characters (other
   * bytes decode as GB18030 too, more often than not into control characters).
   */
  private static boolean gb18030(byte[] bytes) {
    try {
      String text = GB18030.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
      boolean controls = text.chars().anyMatch(c -> Character.isISOControl(c) && c != '\t' && c != '\n' && c != '\r');
      return !controls
          && text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  /**
   * A few characters from the first non-ASCII byte before {@code bad} on its line, as GB18030 reads them: the words
   * the person will recognise (姓名, a player's name).
   */
  private static String sample(int bad, byte[] bytes) {
    int start = bad;
    while (start > 0 && bytes[start - 1] < 0) { // bytes 0x80–0xFF: still inside the non-ASCII run
      start--;
    }
    int end = start;
    while (end < bytes.length && end - start < 40 && bytes[end] != '\n' && bytes[end] != '\r') {
      end++;
    }
    String text = new String(bytes, start, end - start, GB18030);
    return InputText.shown(text, 12);
  }

  private static int line(byte[] bytes, int offset) {
    int line = 1;
    for (int i = 0; i < offset; i++) {
      if (bytes[i] == '\n') {
        line++;
      }
    }
    return line;
  }

  /** The column of byte {@code offset} in its line, counting characters (each undecodable byte as one). */
  private static int column(byte[] bytes, int offset) {
    int start = offset;
    while (start > 0 && bytes[start - 1] != '\n') {
      start--;
    }
    int column = 1;
    for (int i = start; i < offset; i++) {
      if ((bytes[i] & 0xC0) != 0x80) { // not a UTF-8 continuation byte: a new character starts
        column++;
      }
    }
    return column;
  }

  private static String hex(byte b) {
    return String.format("0x%02X", b & 0xFF);
  }

  /** UTF-16 without a byte-order mark has a NUL byte beside every ASCII letter; no text file has one. */
  private static ProblemException nulBytes(String name, Kind kind) {
    return ProblemException.of(name, "文件含有 NUL 字节：看来是 UTF-16（Excel 的“Unicode 文本”）或二进制文件，不是 UTF-8 文本；"
        + kind.saveAsUtf8()[0], "the file holds NUL bytes: it looks like UTF-16 (Excel's \"Unicode text\") or a "
        + "binary file, not UTF-8 text; " + kind.saveAsUtf8()[1]);
  }

  private static ProblemException tooLarge(String name, Kind kind) {
    String limit = kind.maxBytes >= 1L << 20 ? (kind.maxBytes >> 20) + " MB" : (kind.maxBytes >> 10) + " KB";
    return ProblemException.of(name, "文件过大：" + kind.zh + "最多 " + limit + "（真实的" + kind.zh + "远小于此；是否选错了文件？）",
        "the file is too large: a " + kind.en + " may have at most " + limit + " (real ones are far smaller; is it"
            + " the right file?)");
  }

  private static ProblemException cannotRead(String name, IOException e) {
    String detail = e.getMessage() == null ? "" : e.getMessage();
    return ProblemException.of(name, "无法读取文件：" + detail, "cannot read the file: " + detail);
  }
}

package org.chuhe.app.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.presets.Presets;
import org.chuhe.app.workflow.Fields;
import org.chuhe.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** How a file becomes text, for all three formats alike ({@link InputFiles}). */
class InputFilesTest {
  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  @TempDir Path dir;

  @Test
  void aByteOrderMarkIsDroppedInEveryFormat() throws Exception {
    String json = Files.readString(Path.of("..", "examples", "qingyuan-2016-demo.json"));
    String yaml = Presets.source("qingyuan-2016");
    String csv = Fields.csv("qingyuan-2016");
    assertThat(TournamentDocuments.read(write("marked.json", json, true)))
        .isEqualTo(TournamentDocuments.read(write("plain.json", json, false)));
    assertThat(RegulationsReader.readYaml(write("marked.yaml", yaml, true)))
        .isEqualTo(RegulationsReader.readYaml(write("plain.yaml", yaml, false)));
    var regulations = Presets.get("qingyuan-2016");
    assertThat(PlayerCsv.read(write("marked.csv", csv, true), regulations).stream().map(r -> r.player()).toList())
        .isEqualTo(PlayerCsv.read(write("plain.csv", csv, false), regulations).stream().map(r -> r.player())
            .toList());
  }

  @ParameterizedTest
  @EnumSource(InputFiles.Kind.class)
  void gbkIsRefusedSayingSoAndHowToSaveAsUtf8(InputFiles.Kind kind) throws Exception {
    Path file = dir.resolve("报名表");
    Files.write(file, "姓名,组别\n王伟,open\n".getBytes(Charset.forName("GBK")));
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> InputFiles.read(file, "报名表", kind));
    InputMutations.assertClear(e, "报名表", "GBK " + kind);
    assertThat(e.problems()).hasSize(1);
    assertThat(e.getMessage()).contains("GBK/GB18030", "第 1 行按 GB18030 读作“姓名,组别”", "reads \"姓名,组别\"")
        .doesNotContain("Input length");
    assertThat(e.getMessage()).contains(kind == InputFiles.Kind.PLAYER_LIST || kind == InputFiles.Kind.ENTRY_FORM
        ? "CSV UTF-8" : "encoding UTF-8");
  }

  @Test
  void otherBytesThatAreNotUtf8AreNamedByLineAndColumn() throws Exception {
    Path file = dir.resolve("r.yaml");
    Files.write(file, new byte[] {'a', ':', ' ', '1', '\n', 'b', ':', ' ', (byte) 0xFF, 't', 'e', '\n'});
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> InputFiles.read(file, "r.yaml", InputFiles.Kind.REGULATIONS));
    assertThat(e.getMessage()).contains("r.yaml: ", "byte 0xFF at line 2, column 4", "第 2 行第 4 列")
        .doesNotContain("GB18030");
  }

  @Test
  void utf16IsRefusedWithOrWithoutAByteOrderMark() throws Exception {
    for (Charset utf16 : new Charset[] {StandardCharsets.UTF_16, StandardCharsets.UTF_16LE}) {
      Path file = dir.resolve("list.csv");
      Files.write(file, "name\n王伟\n".getBytes(utf16));
      ProblemException e = catchThrowableOfType(ProblemException.class,
          () -> InputFiles.read(file, "list.csv", InputFiles.Kind.PLAYER_LIST));
      InputMutations.assertClear(e, "list.csv", utf16.name());
      assertThat(e.getMessage()).contains("UTF-16");
    }
  }

  @ParameterizedTest
  @EnumSource(InputFiles.Kind.class)
  void aFileAboveItsLimitIsRefusedWithoutBeingRead(InputFiles.Kind kind) throws Exception {
    Path file = dir.resolve("huge");
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(kind.maxBytes() + 1); // sparse: nothing is written, so reading it would be the only cost
    }
    long start = System.nanoTime();
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> InputFiles.read(file, "huge", kind));
    assertThat((System.nanoTime() - start) / 1_000_000).as("ms").isLessThan(500);
    InputMutations.assertClear(e, "huge", kind.toString());
    assertThat(e.getMessage()).contains("too large", "at most");
  }

  @Test
  void aStreamAboveTheLimitIsRefusedAfterTheLimit() {
    var endless = new java.io.InputStream() {
      @Override
      public int read() {
        return 'x';
      }
    };
    ProblemException e = catchThrowableOfType(ProblemException.class,
        () -> InputFiles.read(endless, "stdin", InputFiles.Kind.REGULATIONS));
    assertThat(e.getMessage()).contains("stdin", "at most 256 KB");
  }

  /** The three files of the issue, each once ran for minutes: all refused at once, naming the file. */
  @Test
  void theHugeFilesThatRanForMinutesAreRefusedAtOnce() throws Exception {
    String preset = Presets.source("qingyuan-2016");
    Path value = dir.resolve("value.yaml");
    Files.writeString(value, preset.replace("name: 2016年", "name: " + "x".repeat(4_000_000)));
    Path comment = dir.resolve("comment.yaml");
    fill(comment, "#", 100 << 20, "\n" + preset);
    Path csv = dir.resolve("big.csv");
    fill(csv, Fields.HEADER + "\n", 100 << 20, "");
    long start = System.nanoTime();
    for (Runnable read : new Runnable[] {() -> RegulationsReader.readYaml(value),
        () -> RegulationsReader.readYaml(comment), () -> PlayerCsv.read(csv, Presets.get("qingyuan-2016"))}) {
      ProblemException e = catchThrowableOfType(ProblemException.class, read::run);
      assertThat(e.getMessage()).contains("too large").containsAnyOf("value.yaml", "comment.yaml", "big.csv");
    }
    assertThat((System.nanoTime() - start) / 1_000_000).as("ms for all three").isLessThan(2_000);
  }

  @Test
  void aDocumentValueBeyondTheParsersLimitIsOneLine() {
    ProblemException e = catchThrowableOfType(ProblemException.class, () -> TournamentDocuments.read("d.json",
        "{\"regulations\": \"xiaoyi-2019\", \"name\": \"" + "x".repeat(1_000_001) + "\", \"players\": []}"));
    InputMutations.assertClear(e, "d.json", "long value");
    assertThat(e.getMessage()).contains("name: ", "text too long (more than 1,000,000 characters)");
    ProblemException deep = catchThrowableOfType(ProblemException.class, () -> TournamentDocuments.read("d.json",
        "{\"regulations\": \"xiaoyi-2019\", \"players\": []," + "\"x\": [".repeat(1) + "[".repeat(200)
            + "]".repeat(201) + "}"));
    InputMutations.assertClear(deep, "d.json", "deep");
    assertThat(deep.getMessage()).contains("nested too deeply (more than 100 levels)");
  }

  private Path write(String name, String text, boolean bom) throws IOException {
    Path file = dir.resolve(name);
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    Files.write(file, bom ? concat(BOM, bytes) : bytes);
    return file;
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = new byte[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /** {@code head}, then {@code size} bytes of 'x' (a comment, a cell), then {@code tail}: real bytes on disk. */
  private static void fill(Path file, String head, int size, String tail) throws IOException {
    try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      out.write(ByteBuffer.wrap(head.getBytes(StandardCharsets.UTF_8)));
      ByteBuffer chunk = ByteBuffer.wrap("x".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII));
      for (int written = 0; written < size; written += chunk.capacity()) {
        chunk.rewind();
        out.write(chunk);
      }
      out.write(ByteBuffer.wrap(tail.getBytes(StandardCharsets.UTF_8)));
    }
  }
}

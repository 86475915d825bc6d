package org.chuhe.app.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real full disk for the tests: a small tmpfs mounted on a directory of the test, which a file then fills to the
 * last byte; {@link #free} takes the filler away again, {@link #close} unmounts. Mounting needs root (CI runs as
 * root, in a container that may mount tmpfs); elsewhere a test using it is skipped, saying why.
 */
public final class FullDisk implements AutoCloseable {
  /** Room enough for a demo database and its write-ahead log. */
  private static final String SIZE = "8m";

  private final Path mount;
  private final Path filler;

  private FullDisk(Path mount) {
    this.mount = mount;
    this.filler = mount.resolve("filler");
  }

  /** A small disk of its own at {@code dir} (made if missing); the test is skipped when it cannot be mounted. */
  public static FullDisk at(Path dir) throws IOException, InterruptedException {
    Files.createDirectories(dir);
    assumeTrue("root".equals(System.getProperty("user.name")),
        "a real full disk needs a small tmpfs mounted, and mounting needs root (CI runs as root)");
    int exit = run("mount", "-t", "tmpfs", "-o", "size=" + SIZE, "tmpfs", dir.toString());
    assumeTrue(exit == 0, "mount -t tmpfs failed (exit " + exit + "): this machine lets no test mount a small disk");
    return new FullDisk(dir);
  }

  public Path dir() {
    return mount;
  }

  /** Fills the disk: a file written until the disk refuses another byte. */
  public void fill() throws IOException {
    byte[] block = new byte[64 * 1024];
    try (OutputStream out = Files.newOutputStream(filler)) {
      while (true) {
        out.write(block);
      }
    } catch (IOException full) {
      // written up to the last block that fitted
    }
    try (OutputStream out = Files.newOutputStream(filler, java.nio.file.StandardOpenOption.APPEND)) {
      while (true) {
        out.write(0);
        out.flush();
      }
    } catch (IOException full) {
      // and then byte by byte, to the last byte
    }
  }

  /** Makes space again. */
  public void free() throws IOException {
    Files.deleteIfExists(filler);
  }

  @Override
  public void close() throws IOException, InterruptedException {
    run("umount", "-l", mount.toString());
  }

  private static int run(String... command) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
    p.getInputStream().readAllBytes();
    if (!p.waitFor(30, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return -1;
    }
    return p.exitValue();
  }
}

package org.chuhe.app.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.UUID;
import org.chuhe.problem.ProblemException;

/**
 * Writing a file so that a crash, a full disk or a refused write never leaves half of it, and never leaves it
 * changed in any other way than its content:
 * <ul>
 *   <li>the text goes to a sibling file first, is forced to the disk, and is moved over the target in one step; on
 *       any failure the sibling is deleted and the target is as it was;</li>
 *   <li>a target that exists keeps its permissions (a document the arbiter made readable to the team stays so);
 *       a new one gets the usual permissions of a new file, or the owner's only when it holds ID and phone
 *       numbers;</li>
 *   <li>a target that is a symbolic link is written through: the file it points to gets the new content and the
 *       link stays a link (a link to nowhere is refused, saying where it points).</li>
 * </ul>
 */
public final class AtomicWrites {
  private static final Set<PosixFilePermission> OWNER_ONLY =
      Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

  private AtomicWrites() {}

  /** Replaces (or creates) {@code file} with {@code text} in UTF-8; {@code privateIfNew}: a new file only its owner reads. */
  public static void replace(Path file, String text, boolean privateIfNew) {
    replace(file, text.getBytes(StandardCharsets.UTF_8), privateIfNew);
  }

  /** As {@link #replace(Path, String, boolean)}, for bytes (a workbook, a CSV file with its byte order mark). */
  public static void replace(Path file, byte[] content, boolean privateIfNew) {
    replace(file, out -> out.write(content), privateIfNew);
  }

  /** What writes a file's content to a stream, as it is made (a large document is never held whole in memory). */
  @FunctionalInterface
  public interface Content {
    /** Writes the content to {@code out}, which it may close or leave open. */
    void writeTo(OutputStream out) throws IOException;
  }

  /**
   * As {@link #replace(Path, byte[], boolean)}, for content written as it is made: it goes to the sibling file through
   * a buffer, and only a complete content, forced to the disk, replaces the target. An exception of {@code content}
   * leaves the target as it was.
   */
  public static void replace(Path file, Content content, boolean privateIfNew) {
    Path target = target(file);
    Path tmp = target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp");
    try {
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16) {
          @Override
          public void close() throws IOException {
            flush(); // the channel is forced, then closed, below: a writer that closes its stream must not close it
          }
        };
        content.writeTo(out);
        out.flush();
        ch.force(true);
      }
      permissions(target, tmp, privateIfNew);
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw cannotWrite(file, e);
    } finally {
      try {
        Files.deleteIfExists(tmp);
      } catch (IOException ignored) {
        // the write already failed or succeeded; a sibling that cannot be deleted is named by no one
      }
    }
  }

  /** The file to write: {@code file} itself, or the file its symbolic link (or chain of links) points to. */
  static Path target(Path file) {
    Path absolute = file.toAbsolutePath();
    if (!Files.isSymbolicLink(absolute)) {
      return absolute;
    }
    try {
      return absolute.toRealPath();
    } catch (IOException e) {
      String to;
      try {
        to = Files.readSymbolicLink(absolute).toString();
      } catch (IOException unreadable) {
        to = "?";
      }
      throw ProblemException.of(file.toString(), "这是指向 " + to + " 的链接，但那里没有文件；没有写入任何内容",
          "this is a link to " + to + ", where there is no file; nothing was written");
    }
  }

  private static void permissions(Path target, Path tmp, boolean privateIfNew) throws IOException {
    PosixFileAttributeView view = Files.getFileAttributeView(tmp, PosixFileAttributeView.class);
    if (view == null) {
      return; // not a POSIX file system: the platform's defaults
    }
    if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
      view.setPermissions(Files.getPosixFilePermissions(target));
    } else if (privateIfNew) {
      view.setPermissions(OWNER_ONLY);
    }
  }

  private static ProblemException cannotWrite(Path file, IOException e) {
    String why;
    String whyEn;
    if (e instanceof AccessDeniedException) {
      why = "没有写入权限";
      whyEn = "no permission to write there";
    } else if (e instanceof NoSuchFileException) {
      why = "目录不存在";
      whyEn = "the folder does not exist";
    } else if (e instanceof FileSystemException f && f.getReason() != null && f.getReason().contains("space")) {
      why = "磁盘已满";
      whyEn = "the disk is full";
    } else {
      why = e.getMessage();
      whyEn = e.getMessage();
    }
    return ProblemException.of(file.toString(), "无法写入文件（" + why + "），原文件未改动",
        "cannot write the file (" + whyEn + "); the file as it was is untouched");
  }
}

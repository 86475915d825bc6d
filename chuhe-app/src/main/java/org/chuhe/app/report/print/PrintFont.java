package org.chuhe.app.report.print;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;

/**
 * The CJK TrueType font every printout and image is set in: WenQuanYi Micro Hei (文泉驿微米黑, Apache-2.0), shipped in
 * this module so that a PDF never depends on the fonts the host has, and never prints a missing glyph. It is a
 * TrueType collection, which openhtmltopdf reads from a file only: the first use copies it once to a file beside the
 * JVM's temporary files (the same bytes for every process, so processes share it).
 *
 * <p>Why this font: openhtmltopdf (PDFBox) embeds TrueType outlines only; Noto CJK (CFF outlines) fails with "OTF fonts
 * do not have a glyf table" (docs/stack-check). Its "½" is poor, so printouts write 0.5 or 和.
 */
public final class PrintFont {
  /** The name a printout's CSS uses: {@code font-family: 'WQY'}. */
  public static final String FAMILY = "WQY";

  private static final String RESOURCE = "wqy-microhei.ttc";
  private static final long SIZE = 5_177_387L;
  private static volatile File file;

  private PrintFont() {}

  /** The font file, copied from the jar on first use. */
  public static File file() {
    File f = file;
    if (f == null) {
      synchronized (PrintFont.class) {
        f = file;
        if (f == null) {
          f = copyOut();
          file = f;
        }
      }
    }
    return f;
  }

  /**
   * The characters of {@code text} the font has no glyph for (as code points), in the order they first appear:
   * empty when every character prints. Spaces and line breaks count as printable.
   */
  public static List<Integer> missingGlyphs(String text) {
    try (TrueTypeCollection collection = new TrueTypeCollection(file())) {
      TrueTypeFont font = collection.getFontByName("WenQuanYiMicroHei");
      var cmap = font.getUnicodeCmapLookup();
      List<Integer> missing = new ArrayList<>();
      text.codePoints().filter(c -> !Character.isWhitespace(c)).distinct().forEach(c -> {
        if (cmap.getGlyphId(c) == 0) {
          missing.add(c);
        }
      });
      return missing;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static File copyOut() {
    Path target = Path.of(System.getProperty("java.io.tmpdir"), "chuhe-" + SIZE + "-" + RESOURCE);
    try {
      if (!Files.isRegularFile(target) || Files.size(target) != SIZE) {
        // Written beside, then moved: a second process never reads half a font.
        Path part = Files.createTempFile(target.getParent(), "chuhe-font", ".part");
        try (InputStream in = PrintFont.class.getResourceAsStream(RESOURCE)) {
          if (in == null) {
            throw new IllegalStateException("the font " + RESOURCE + " is missing from the jar");
          }
          Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
        }
        Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      }
      return target.toFile();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot copy the print font to " + target, e);
    }
  }
}

package org.chuhe.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/** Where the PNG images of an export go: one file per image beside {@code --out}, numbered in order. */
final class PngFiles {
  private PngFiles() {}

  /**
   * {@code FILE-01.png}, {@code FILE-02.png} … beside {@code out} ({@code FILE} its name without {@code .png}),
   * with three digits past 99 images so that they sort in order.
   */
  static List<Path> numbered(Path out, int count) {
    String name = out.getFileName().toString();
    String stem = name.toLowerCase(Locale.ROOT).endsWith(".png") ? name.substring(0, name.length() - 4) : name;
    String digits = "%0" + Math.max(2, String.valueOf(count).length()) + "d";
    return IntStream.rangeClosed(1, count)
        .mapToObj(i -> out.resolveSibling(stem + "-" + String.format(digits, i) + ".png")).toList();
  }
}

package org.chuhe.app.cli;

import java.io.Console;
import java.lang.reflect.Method;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import java.util.Optional;

/**
 * The encoding of what chuhe prints on standard output and standard error and reads on standard input. Never the
 * platform's default, which Java 17 takes from the system (GBK on a Chinese Windows, UTF-8 on this machine) and the
 * launchers set apart from {@code java -jar}: the same command must print the same bytes into a file everywhere.
 *
 * <ol>
 *   <li>The environment variable {@value #VARIABLE}, when set ({@code UTF-8}, {@code GBK}, {@code GB18030} …).
 *   <li>Else, on Windows, a console window: its code page (936, GBK, on a Chinese Windows; 65001 after
 *       {@code chcp 65001}), so that the names read as names in {@code cmd.exe} and PowerShell.
 *   <li>Else UTF-8: a pipe or a file ({@code chuhe standings --format csv > 名次.csv}, on Windows too), and the
 *       terminals of macOS and Linux, which are UTF-8.
 * </ol>
 *
 * <p>Files chuhe writes itself (exports, documents) are UTF-8 whatever this says.
 */
final class StandardStreams {
  /** The environment variable that names the encoding of the standard streams. */
  static final String VARIABLE = "CHUHE_ENCODING";

  private StandardStreams() {}

  /** The encoding of this process's standard streams (see the class); a bad {@value #VARIABLE} is refused. */
  static Charset ofThisProcess() {
    boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    return choose(System.getenv(VARIABLE), windows, windows ? consoleWindow() : Optional.empty());
  }

  /**
   * The rule of the class: {@code variable} (null or blank: not set), whether this is Windows, and the code page of
   * the console window that standard output is, if it is one.
   *
   * @throws IllegalArgumentException when {@code variable} names no encoding this Java knows, said in both languages
   */
  static Charset choose(String variable, boolean windows, Optional<Charset> consoleWindow) {
    if (variable != null && !variable.isBlank()) {
      try {
        return Charset.forName(variable.strip());
      } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
        throw new IllegalArgumentException("环境变量 " + VARIABLE + " 的值不是可用的编码：" + variable.strip()
            + "（可用 UTF-8、GBK、GB18030） / " + VARIABLE + " names no encoding Java knows: " + variable.strip()
            + " (use UTF-8, GBK or GB18030)");
      }
    }
    return windows ? consoleWindow.orElse(StandardCharsets.UTF_8) : StandardCharsets.UTF_8;
  }

  /**
   * The code page of the console window standard output is, on Windows; empty when it is a pipe or a file. Java 17
   * and 18 name it in {@code sun.stdout.encoding} only when standard output is a console window ({@code ms936},
   * {@code UTF-8} …). Later versions no longer set that property; there {@link System#console} (on Java 22 and
   * later only when {@code isTerminal}) says whether the streams are the console, and its charset is the code page.
   */
  private static Optional<Charset> consoleWindow() {
    String page = System.getProperty("sun.stdout.encoding");
    if (page != null) {
      return known(page);
    }
    Console console = System.console();
    return console != null && terminal(console) ? Optional.of(console.charset()) : Optional.empty();
  }

  private static Optional<Charset> known(String name) {
    try {
      return Optional.of(Charset.forName(name));
    } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
      return Optional.empty(); // a code page this runtime lacks (a trimmed runtime): UTF-8, as for a file
    }
  }

  /** {@code Console.isTerminal()} where there is one (Java 22 and later, whose console may be a pipe), else true. */
  private static boolean terminal(Console console) {
    try {
      Method isTerminal = Console.class.getMethod("isTerminal");
      return (Boolean) isTerminal.invoke(console);
    } catch (NoSuchMethodException e) {
      return true; // Java 17–21: System.console() is null unless standard input and output are the console
    } catch (ReflectiveOperationException e) {
      return false;
    }
  }
}

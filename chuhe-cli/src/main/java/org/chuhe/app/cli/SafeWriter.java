package org.chuhe.app.cli;

import java.io.PrintWriter;
import org.chuhe.app.report.SafeText;

/**
 * Standard output and standard error as every command writes them: whatever a command prints (a table, a notice, a
 * problem quoting a name, JSON) reaches the terminal with its control characters shown, never obeyed
 * ({@link SafeText}). One filter for every printout, so no command can forget it; newlines and tabs, the printouts'
 * own layout, pass. Text that must stay exact (an exported document) is written to a file, not through here.
 */
final class SafeWriter extends PrintWriter {
  private SafeWriter(PrintWriter out) {
    super(out, true);
  }

  static PrintWriter of(PrintWriter out) {
    return out instanceof SafeWriter ? out : new SafeWriter(out);
  }

  @Override
  public void write(int c) {
    if (SafeText.unsafe((char) c, true)) {
      super.write(SafeText.shown((char) c));
    } else {
      super.write(c);
    }
  }

  @Override
  public void write(char[] buf, int off, int len) {
    write(new String(buf, off, len));
  }

  @Override
  public void write(String s, int off, int len) {
    String safe = SafeText.printout(s.substring(off, off + len));
    super.write(safe, 0, safe.length());
  }
}

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.report.Lang;
import org.chuhe.app.report.StandingsReport;
import org.chuhe.app.workflow.Reports;

/**
 * Where `chuhe standings DOC` spends its CPU and memory, phase by phase, in one fresh JVM (docs/benchmarks.md, issue
 * 27): the process's CPU (every thread: the JIT compiler and the collector too) and the main thread's allocation
 * while reading the document, ranking it and rendering the text table; with OUT, also while writing it back.
 *
 * <pre>
 * java -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -XX:SharedArchiveFile=chuhe-cli/target/chuhe.jsa \
 *     -cp chuhe-cli/target/chuhe.jar scripts/DocumentPhases.java big.json [OUT]
 * </pre>
 */
public class DocumentPhases {
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  private static long cpu;
  private static long allocated;
  private static final StringBuilder LINE = new StringBuilder();

  public static void main(String[] args) {
    mark("start");
    var t = TournamentDocuments.read(Path.of(args[0]));
    mark("read");
    var standings = Reports.standings(t, null, null);
    mark("rank");
    StringWriter text = new StringWriter();
    PrintWriter out = new PrintWriter(text);
    standings.forEach(s -> out.println(StandingsReport.text(t, s, Lang.zh)));
    out.flush();
    mark("text");
    if (args.length > 1) {
      TournamentDocuments.write(t, Path.of(args[1]), true);
      mark("write");
    }
    System.out.println(LINE);
  }

  private static void mark(String phase) {
    long nowCpu = OS.getProcessCpuTime();
    long nowAllocated = THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
    LINE.append(String.format("%s %.0f ms CPU %.0f MB   ", phase, (nowCpu - cpu) / 1e6, (nowAllocated - allocated) / 1e6));
    cpu = nowCpu;
    allocated = nowAllocated;
  }
}

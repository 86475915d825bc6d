package org.chuhe.app.io;

import java.util.ArrayList;
import java.util.List;
import org.chuhe.problem.Problem;
import org.chuhe.problem.ProblemException;

/**
 * The problems found while reading one file, all reported at once, but no more than {@value #MAX_LISTED} of them:
 * a file that is wrong throughout (a CSV of 100,000 rows in the wrong column order) would otherwise answer with
 * 100,000 lines. The rest are counted in one last line that names the file.
 */
public final class ProblemList {
  public static final int MAX_LISTED = 100;

  private final String file;
  private final List<Problem> listed = new ArrayList<>();
  private int more;

  /** @param file how the last line names the file */
  public ProblemList(String file) {
    this.file = file;
  }

  public void add(Problem problem) {
    if (listed.size() < MAX_LISTED) {
      listed.add(problem);
    } else {
      more++;
    }
  }

  public void addAll(List<Problem> problems) {
    problems.forEach(this::add);
  }

  public boolean isEmpty() {
    return listed.isEmpty();
  }

  /** How many problems were found, listed or not. */
  public int size() {
    return listed.size() + more;
  }

  /** The problems listed, and a last line for those that were not. */
  public List<Problem> problems() {
    List<Problem> all = new ArrayList<>(listed);
    if (more > 0) {
      all.add(Problem.at(file, String.format("另有 %,d 处错误未列出", more),
          String.format("%,d more problems not listed", more)));
    }
    return all;
  }

  public ProblemException exception() {
    return new ProblemException(problems());
  }
}

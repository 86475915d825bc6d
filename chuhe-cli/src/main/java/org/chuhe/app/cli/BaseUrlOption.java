package org.chuhe.app.cli;

import java.io.PrintWriter;
import org.chuhe.problem.ProblemException;
import picocli.CommandLine.Option;

/**
 * {@code --base-url URL}: the public pages' address, for the QR codes a printout carries (a certificate's and a code
 * card's open the player's card, a table card's and a result slip's the board's page). Without it a printout has no
 * QR code, and says so on standard error.
 */
final class BaseUrlOption {
  @Option(names = "--base-url", paramLabel = "URL", description = {
      "公开网页的地址（https://…）：打印件上的二维码打开相应网页；不给则没有二维码",
      "the public pages' address (https://…): the printout's QR codes open its pages; without it, no QR code"})
  String baseUrl;

  /** The address given (null: none), refused in both languages when it is not an http(s) address. */
  String checked() {
    if (baseUrl != null && !baseUrl.matches("https?://[^\\s/?#]+(/[^\\s?#]*)?")) {
      throw ProblemException.of("--base-url", "地址应以 http:// 或 https:// 开头，如 https://xiangqi.example.org/",
          "the address must start with http:// or https://, such as https://xiangqi.example.org/");
    }
    return baseUrl;
  }

  /** Says on {@code err} that the printout ({@code zh}, {@code en}) has no QR code, when no address was given. */
  void warnWithout(PrintWriter err, String zh, String en) {
    if (baseUrl == null) {
      err.println("未给 --base-url，" + zh + "上没有二维码 / without --base-url, the " + en + " have no QR code");
    }
  }
}

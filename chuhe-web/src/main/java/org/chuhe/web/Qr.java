package org.chuhe.web;

import io.nayuki.qrcodegen.QrCode;

/**
 * The QR code of an address as an SVG image (Nayuki's encoder): one square per dark module on a white ground with
 * the four-module quiet zone the standard asks for. SVG scales without blur, on a phone and on A4 alike.
 */
final class Qr {
  private Qr() {}

  /** The quiet zone around the code, in modules. */
  static final int BORDER = 4;

  static String svg(String text) {
    QrCode qr = QrCode.encodeText(text, QrCode.Ecc.MEDIUM);
    int size = qr.size + 2 * BORDER;
    StringBuilder d = new StringBuilder();
    for (int y = 0; y < qr.size; y++) {
      for (int x = 0; x < qr.size; x++) {
        if (qr.getModule(x, y)) {
          d.append('M').append(x + BORDER).append(',').append(y + BORDER).append("h1v1h-1z");
        }
      }
    }
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 " + size + " " + size
        + "\" shape-rendering=\"crispEdges\"><rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/><path d=\"" + d
        + "\" fill=\"#000000\"/></svg>\n";
  }
}

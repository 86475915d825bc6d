package org.chuhe.app.report.print;

import io.nayuki.qrcodegen.QrCode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import javax.imageio.ImageIO;

/**
 * The QR code of an address as printouts place it: a PNG (certificates: a player's card; table cards and result
 * slips: a board's page; code cards: the player's home), sharp at any print size since each module is a block of
 * pixels.
 */
final class QrImage {
  private QrImage() {}

  /** The QR code of {@code url} as a PNG, ten pixels a module with the standard's quiet zone of four modules. */
  static byte[] png(String url) {
    QrCode qr = QrCode.encodeText(url, QrCode.Ecc.MEDIUM);
    int border = 4;
    int scale = 10;
    int side = (qr.size + 2 * border) * scale;
    BufferedImage image = new BufferedImage(side, side, BufferedImage.TYPE_BYTE_BINARY);
    for (int y = 0; y < side; y++) {
      for (int x = 0; x < side; x++) {
        boolean dark = qr.getModule(x / scale - border, y / scale - border);
        image.setRGB(x, y, dark ? 0x000000 : 0xFFFFFF);
      }
    }
    ByteArrayOutputStream png = new ByteArrayOutputStream();
    try {
      ImageIO.write(image, "png", png);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return png.toByteArray();
  }

  /** The PNG as the {@code src} of an XHTML image. */
  static String dataUri(String url) {
    return "data:image/png;base64," + Base64.getEncoder().encodeToString(png(url));
  }

  /** An XHTML image of the QR code of {@code url}, styled by {@code cssClass}. */
  static String img(String cssClass, String url) {
    return "<img class=\"" + cssClass + "\" alt=\"\" src=\"" + dataUri(url) + "\"/>";
  }
}

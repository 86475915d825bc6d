package org.chuhe.app.report.print;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.XRLog;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * HTML to PDF, and PDF pages to PNG images: the two steps every printout takes. The HTML is XHTML (jte or a builder
 * escapes it) whose CSS names {@link PrintFont#FAMILY}; page size, running heads and page numbers are CSS paged media
 * ({@code @page}), which openhtmltopdf implements.
 */
public final class Pdf {
  static {
    // openhtmltopdf reports its timings on stderr through java.util.logging; a command line prints its own messages
    // and nothing else (as slf4j-nop silences JDBI and Flyway). A library setting, set once for the process.
    XRLog.setLoggingEnabled(false);
  }

  private Pdf() {}

  /** The PDF of a well-formed XHTML document. */
  public static byte[] fromHtml(String xhtml) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PdfRendererBuilder builder = new PdfRendererBuilder();
    builder.useFastMode();
    builder.useFont(PrintFont.file(), PrintFont.FAMILY);
    builder.withHtmlContent(xhtml, null);
    builder.toStream(out);
    try {
      builder.run();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /**
   * Each page of a PDF as a PNG image, {@code pixelsWide} pixels wide (a phone shows 1080 sharply), the height in
   * the page's proportion.
   */
  public static List<byte[]> pngPages(byte[] pdf, int pixelsWide) {
    try (PDDocument document = Loader.loadPDF(pdf)) {
      PDFRenderer renderer = new PDFRenderer(document);
      List<byte[]> images = new ArrayList<>();
      for (int i = 0; i < document.getNumberOfPages(); i++) {
        float pointsWide = document.getPage(i).getMediaBox().getWidth();
        BufferedImage image = renderer.renderImage(i, pixelsWide / pointsWide, ImageType.RGB);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(image, "png", png);
        images.add(png.toByteArray());
      }
      return images;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

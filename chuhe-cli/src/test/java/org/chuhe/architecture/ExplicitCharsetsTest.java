package org.chuhe.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Formatter;
import java.util.List;
import java.util.Scanner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Nothing of chuhe reads or writes text in the platform's default charset: on a Chinese Windows under Java 17 that
 * is GBK, elsewhere UTF-8, so a file written on one laptop would be read wrongly on another. Every call that turns
 * bytes into text or text into bytes names its charset (files and HTTP: UTF-8; the standard streams:
 * {@code StandardStreams}, which also sets {@code System.out} and {@code System.err}). {@code Files.readString},
 * {@code Files.newBufferedReader} and the like are UTF-8 by their specification and stay allowed. DistributionIT
 * runs the shipped jar under {@code -Dfile.encoding=GBK}.
 */
class ExplicitCharsetsTest {
  /** The constructors and methods that take the platform's default charset, as (class, name, parameters). */
  private static final List<Call> DEFAULT_CHARSET = List.of(
      new Call(String.class, "<init>", byte[].class),
      new Call(String.class, "<init>", byte[].class, int.class, int.class),
      new Call(String.class, "getBytes"),
      new Call(InputStreamReader.class, "<init>", InputStream.class),
      new Call(OutputStreamWriter.class, "<init>", OutputStream.class),
      new Call(PrintStream.class, "<init>", OutputStream.class),
      new Call(PrintStream.class, "<init>", OutputStream.class, boolean.class),
      new Call(PrintStream.class, "<init>", String.class),
      new Call(PrintStream.class, "<init>", File.class),
      new Call(PrintWriter.class, "<init>", OutputStream.class),
      new Call(PrintWriter.class, "<init>", OutputStream.class, boolean.class),
      new Call(PrintWriter.class, "<init>", String.class),
      new Call(PrintWriter.class, "<init>", File.class),
      new Call(FileReader.class, "<init>", String.class),
      new Call(FileReader.class, "<init>", File.class),
      new Call(FileReader.class, "<init>", FileDescriptor.class),
      new Call(FileWriter.class, "<init>", String.class),
      new Call(FileWriter.class, "<init>", String.class, boolean.class),
      new Call(FileWriter.class, "<init>", File.class),
      new Call(FileWriter.class, "<init>", File.class, boolean.class),
      new Call(FileWriter.class, "<init>", FileDescriptor.class),
      new Call(Scanner.class, "<init>", InputStream.class),
      new Call(Scanner.class, "<init>", File.class),
      new Call(Scanner.class, "<init>", Path.class),
      new Call(Scanner.class, "<init>", ReadableByteChannel.class),
      new Call(Formatter.class, "<init>", OutputStream.class),
      new Call(Formatter.class, "<init>", String.class),
      new Call(Formatter.class, "<init>", File.class),
      new Call(ByteArrayOutputStream.class, "toString"),
      new Call(URLEncoder.class, "encode", String.class),
      new Call(URLDecoder.class, "decode", String.class),
      new Call(Charset.class, "defaultCharset"));

  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.chuhe");
  }

  /** No class of chuhe calls one of them. */
  private static final ArchRule RULE = noClasses().should().callCodeUnitWhere(DescribedPredicate.describe(
      "use the platform's default charset", access -> DEFAULT_CHARSET.stream().anyMatch(c -> c.is(
          access.getTarget().getOwner(), access.getTarget().getName(), access.getTarget().getRawParameterTypes()))));

  @Test
  void nothingReadsOrWritesTextInThePlatformsDefaultCharset() {
    RULE.check(classes);
  }

  /** The rule sees what it is meant to: a class that calls {@code getBytes()} is caught, naming the call. */
  @Test
  void theRuleCatchesADefaultCharsetCall() {
    assertThatThrownBy(() -> RULE.check(new ClassFileImporter().importClasses(Offender.class)))
        .isInstanceOf(AssertionError.class).hasMessageContaining("String.getBytes()");
  }

  private record Call(Class<?> owner, String name, Class<?>... parameters) {
    boolean is(JavaClass owner, String name, List<JavaClass> parameters) {
      return owner.isEquivalentTo(this.owner) && name.equals(this.name) && parameters.size() == this.parameters.length
          && Arrays.equals(parameters.stream().map(JavaClass::getName).toArray(), Arrays.stream(this.parameters)
              .map(Class::getName).toArray());
    }
  }

  /** What the rule forbids, for the test that it is caught (a test class: never among the classes checked). */
  static final class Offender {
    static byte[] bytes(String s) {
      return s.getBytes();
    }
  }
}

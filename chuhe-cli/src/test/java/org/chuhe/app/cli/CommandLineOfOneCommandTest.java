package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.chuhe.engine.EngineProbe;
import org.chuhe.engine.PairingEngine;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A command line that names a command makes only that command ({@link Main#commandLine}, issue 27): it must be the
 * very command the whole list makes, with the same options, inherited {@code --help}, usage and subcommands.
 */
class CommandLineOfOneCommandTest {
  private final CommandLine.IFactory factory = new Main.Factory(new ByteArrayInputStream(new byte[0]),
      StandardCharsets.UTF_8, PairingEngine.inCallingThread(EngineProbe.NONE));

  @Test
  void eachCommandMadeAloneIsTheCommandOfTheWholeList() {
    CommandLine whole = Main.commandLine(new String[0], factory);
    Main.bilingualHeadings(whole);
    assertThat(whole.getSubcommands()).hasSizeGreaterThan(30);
    whole.getSubcommands().forEach((name, expected) -> {
      CommandLine alone = Main.commandLine(new String[] {name, "--help"}, factory);
      Main.bilingualHeadings(alone);
      assertThat(alone.getSubcommands().keySet()).as(name).containsExactly(name);
      assertSame(alone.getSubcommands().get(name), expected);
    });
  }

  @Test
  void withoutACommandOrWithAMistypedOneTheWholeListIsMade() {
    int all = Main.commandLine(new String[0], factory).getSubcommands().size();
    assertThat(Main.commandLine(new String[] {"--help"}, factory).getSubcommands()).hasSize(all);
    assertThat(Main.commandLine(new String[] {"standing"}, factory).getSubcommands()).hasSize(all);
    assertThat(Main.commandLine(new String[] {"-V"}, factory).getSubcommands()).hasSize(all);
  }

  /** The same usage (options, inherited ones included, and their texts) all the way down its subcommands. */
  private static void assertSame(CommandLine actual, CommandLine expected) {
    String name = expected.getCommandSpec().qualifiedName();
    assertThat(actual.getCommandSpec().qualifiedName()).isEqualTo(name);
    assertThat(actual.getUsageMessage()).as(name).isEqualTo(expected.getUsageMessage());
    var parser = actual.getCommandSpec().parser();
    var expectedParser = expected.getCommandSpec().parser();
    assertThat(parser.endOfOptionsDelimiter()).as(name).isEqualTo(expectedParser.endOfOptionsDelimiter());
    assertThat(parser.unmatchedOptionsArePositionalParams()).as(name)
        .isEqualTo(expectedParser.unmatchedOptionsArePositionalParams());
    assertThat(parser.unmatchedArgumentsAllowed()).as(name).isEqualTo(expectedParser.unmatchedArgumentsAllowed());
    assertThat(parser.separator()).as(name).isEqualTo(expectedParser.separator());
    assertThat(actual.getCommandSpec().options().stream().map(o -> o.longestName()).sorted().toList()).as(name)
        .isEqualTo(expected.getCommandSpec().options().stream().map(o -> o.longestName()).sorted().toList());
    Map<String, CommandLine> subcommands = expected.getSubcommands();
    assertThat(actual.getSubcommands().keySet()).as(name).isEqualTo(subcommands.keySet());
    subcommands.forEach((sub, cli) -> assertSame(actual.getSubcommands().get(sub), cli));
  }
}

package org.chuhe.app.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class SchemaTest {
  private static final Pattern VERSION = Pattern.compile("V(\\d+)__.*\\.sql");

  @Test
  void theFastPathKnowsTheNewestMigration() throws IOException {
    int newest;
    try (Stream<Path> files = Files.walk(Path.of("src/main/resources/db/migration"))) {
      newest = files.map(p -> VERSION.matcher(p.getFileName().toString())).filter(Matcher::matches)
          .mapToInt(m -> Integer.parseInt(m.group(1))).max().orElseThrow();
    }
    assertThat(Database.SCHEMA_VERSION).isEqualTo(String.valueOf(newest));
  }

  @Test
  void databaseLocations() {
    DatabaseLocation file = DatabaseLocation.parse(null);
    assertThat(file.kind()).isEqualTo(Database.Kind.SQLITE);
    assertThat(file.file().getFileName().toString()).isEqualTo("chuhe.db");
    assertThat(DatabaseLocation.parse("jdbc:sqlite:/tmp/x.db").file()).isEqualTo(Path.of("/tmp/x.db"));
    DatabaseLocation pg = DatabaseLocation.parse("postgresql://arbiter:p%40ss@db.example:5433/chuhe?ssl=true");
    assertThat(pg.kind()).isEqualTo(Database.Kind.POSTGRESQL);
    assertThat(pg.jdbcUrl()).isEqualTo("jdbc:postgresql://db.example:5433/chuhe?ssl=true");
    Properties props = pg.properties();
    assertThat(props.getProperty("user")).isEqualTo("arbiter");
    assertThat(props.getProperty("password")).isEqualTo("p@ss");
    assertThat(pg.describe()).doesNotContain("p@ss").doesNotContain("arbiter");
    assertThat(DatabaseLocation.parse("jdbc:postgresql://h/db").jdbcUrl()).isEqualTo("jdbc:postgresql://h/db");
  }
}

package org.chuhe.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.chuhe.app.cli.PresetsEndToEndTest.ok;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chuhe.app.document.TournamentDocuments;
import org.chuhe.app.io.Mappers;
import org.chuhe.app.store.Tamper;
import org.chuhe.model.Player;
import org.chuhe.tournament.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13, privacy: nothing printed from a masked view (the log as text and JSON, its verification, a results
 * book, a public export) is a searchable function of a masked phone or ID number. The test is the attacker: it
 * knows all but the last three digits of each number and tries every candidate against every hash and digest the
 * published formulas could give (the log's chain before V30, a SHA-256 of the number, of the imported document).
 * Before issue 13 the JSON log printed each entry's plain SHA-256 over the unmasked text, and the candidate that
 * reproduces it is the number.
 */
class LogPrivacyTest {
  private static final String PHONE = "13912345678";
  private static final String ID_NUMBER = "440101199001011234";
  private static final ObjectWriter COMPACT = Mappers.json().writer().without(SerializationFeature.INDENT_OUTPUT);
  private static final Pattern HEX = Pattern.compile("[0-9a-f]{8,}");

  @TempDir Path dir;

  @Test
  void nothingPrintedFromAMaskedViewLetsAMaskedNumberBeFoundByTryingCandidates() throws Exception {
    String db = dir.resolve("privacy.db").toString();
    ok("new", "--preset", "xiaoyi-2019", "--name", "隐私", "--db", db, "--user", "甲");
    ok("players", "add", "王伟", "--phone", PHONE, "--db", db);
    ok("players", "add", "李强", "--id-number", ID_NUMBER, "--db", db);
    ok("players", "edit", "p1", "--unit", "孝义", "--db", db);
    ok("checkin", "p1", "p2", "--db", db);
    // the same players imported from a document: the import logs a digest of the document's text
    Path exported = dir.resolve("full.json");
    ok("export", "json", "--out", exported.toString(), "--db", db);
    ok("import", "json", exported.toString(), "--as", "copy", "--db", db);

    List<String> printed = new ArrayList<>();
    List<JsonNode> logs = new ArrayList<>();
    for (String t : List.of("xiaoyi-2019", "copy")) {
      String json = ok("log", "--format", "json", "--db", db, "--tournament", t);
      printed.add(json);
      logs.add(Mappers.json().readTree(json));
      printed.add(ok("log", "--db", db, "--tournament", t));
      printed.add(ok("log", "--verify", "--db", db, "--tournament", t));
      printed.add(ok("report", "--db", db, "--tournament", t));
      printed.add(ok("report", "--format", "json", "--db", db, "--tournament", t));
      printed.add(ok("export", "json", "--public", "--db", db, "--tournament", t));
    }
    String all = String.join("\n", printed);
    assertThat(all).doesNotContain(PHONE).doesNotContain(ID_NUMBER).contains("***").contains("日志 log #");

    // The attacker's reconstruction is exact: with the true number put back, a masked entry gives the very text
    // chuhe hashed. So if any hash over it were printed, the search below would find the number.
    JsonNode registration = logs.get(0).get(1);
    assertThat(text(withCandidate(registration.get("after"), "phone", PHONE)))
        .isEqualTo(Tamper.query(db, "SELECT after_value FROM audit_log WHERE tournament_id = 'xiaoyi-2019' AND seq = 2"));

    Set<String> shown = new HashSet<>();
    Matcher m = HEX.matcher(all);
    while (m.find()) {
      shown.add(m.group());
    }
    Tournament document = TournamentDocuments.read(exported);
    for (int i = 0; i < 1000; i++) {
      String suffix = String.format("%03d", i);
      String phone = PHONE.substring(0, 8) + suffix;
      String idNumber = ID_NUMBER.substring(0, 15) + suffix;
      List<String> digests = new ArrayList<>();
      digests.add(sha256(phone));
      digests.add(sha256(idNumber));
      // the strongest attacker: knows every other number of the document, tries one at a time
      digests.add(sha256(TournamentDocuments.write(withNumbers(document, phone, ID_NUMBER), true)));
      digests.add(sha256(TournamentDocuments.write(withNumbers(document, PHONE, idNumber), true)));
      for (int t = 0; t < logs.size(); t++) {
        String tournament = t == 0 ? "xiaoyi-2019" : "copy";
        String previous = "0".repeat(64);
        for (JsonNode e : logs.get(t)) {
          for (String[] guess : new String[][] {{"phone", phone}, {"idNumber", idNumber}}) {
            digests.add(plainHash(tournament, previous, e, guess[0], guess[1]));
          }
          previous = e.get("hash").asText();
        }
      }
      for (String digest : digests) {
        assertThat(shown).as("candidate %s / %s", phone, idNumber)
            .noneMatch(token -> digest.startsWith(token) || token.startsWith(digest.substring(0, 16)));
      }
    }
  }

  /** The log's hash before V30, as docs/storage.md published it, over an entry with the candidate put back. */
  private static String plainHash(String tournament, String previous, JsonNode e, String field, String value)
      throws Exception {
    StringBuilder b = new StringBuilder();
    for (String part : new String[] {previous, tournament, e.get("seq").asText(), e.get("at").asText(),
        e.get("actor").asText(), e.get("action").asText(), nullable(e.get("subject")),
        text(withCandidate(e.get("before"), field, value)), text(withCandidate(e.get("after"), field, value)),
        text(withCandidate(e.get("details"), field, value))}) {
      b.append(part == null ? -1 : part.length()).append(':').append(part == null ? "" : part).append('\n');
    }
    return sha256(b.toString());
  }

  private static String nullable(JsonNode n) {
    return n == null || n.isNull() ? null : n.asText();
  }

  /** A masked value with the candidate in place of every mask of {@code field} (the document's digest too). */
  private static JsonNode withCandidate(JsonNode n, String field, String value) {
    if (n == null || n.isNull()) {
      return null;
    }
    JsonNode copy = n.deepCopy();
    put(copy, field, value);
    return copy;
  }

  private static void put(JsonNode n, String field, String value) {
    if (n instanceof ObjectNode o) {
      if ("***".equals(o.path(field).asText(null))) {
        o.put(field, value);
      }
      o.elements().forEachRemaining(c -> put(c, field, value));
    } else if (n != null && n.isArray()) {
      n.elements().forEachRemaining(c -> put(c, field, value));
    }
  }

  private static String text(JsonNode n) throws Exception {
    return n == null ? null : COMPACT.writeValueAsString(n);
  }

  private static Tournament withNumbers(Tournament t, String phone, String idNumber) {
    List<Player> players = t.players().stream().map(p -> new Player(p.id(), p.name(), p.division(), p.unit(),
        p.gender(), p.birthDate(), p.residence(), p.grade(), p.rating(), p.number(), p.feePaid(), p.checkedIn(),
        p.phone() == null ? null : phone, p.idNumber() == null ? null : idNumber)).toList();
    return new Tournament(t.id(), t.name(), t.regulations(), t.units(), players, t.rounds(), t.withdrawals(),
        t.penalties(), t.awards(), t.lots());
  }

  private static String sha256(String text) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
  }
}

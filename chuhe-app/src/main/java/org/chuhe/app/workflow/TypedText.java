package org.chuhe.app.workflow;

import org.chuhe.app.io.InputText;
import org.chuhe.model.Player;

/**
 * What a person types into a front end (a name on the command line, a reason in a web form) is held to the rule every
 * file is read by ({@link InputText}: one line of real text, no control characters, no lone surrogates): refused
 * with the field named before anything is stored, as a document with the same text would be. The use cases that take
 * typed text call this once, at their door.
 */
final class TypedText {
  private TypedText() {}

  static String text(String field, String value) {
    return InputText.checked(field, value);
  }

  /** Every text field of a player as registered or edited. */
  static Player player(Player p) {
    text("id", p.id());
    text("name", p.name());
    text("division", p.division());
    text("unit", p.unit());
    text("grade", p.grade());
    text("province", p.residence().province());
    text("city", p.residence().city());
    text("phone", p.phone());
    text("idNumber", p.idNumber());
    return p;
  }
}

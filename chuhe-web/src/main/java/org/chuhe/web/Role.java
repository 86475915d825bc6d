package org.chuhe.web;

import io.javalin.security.RouteRole;
import java.util.Set;
import org.chuhe.app.workflow.Accounts;

/**
 * What a console route needs, declared with the route in {@link WebApp} ({@code routes.post(path, handler,
 * Role.ARBITER)}) and checked by {@link Guard} for every request: {@link #ARBITER} for the desk's work (check-in,
 * results, fouls), which a chief arbiter may do too; {@link #CHIEF} for everything else. A console route that
 * declares nothing needs the chief arbiter: a route added without thought is closed, not open.
 */
enum Role implements RouteRole {
  ARBITER(Accounts.Role.ARBITER),
  CHIEF(Accounts.Role.CHIEF);

  private final Accounts.Role needed;

  Role(Accounts.Role needed) {
    this.needed = needed;
  }

  Accounts.Role needed() {
    return needed;
  }

  /** What the route declared: {@link #ARBITER} only when it says so. */
  static Accounts.Role of(Set<RouteRole> declared) {
    return declared.contains(ARBITER) && !declared.contains(CHIEF) ? Accounts.Role.ARBITER : Accounts.Role.CHIEF;
  }
}

package org.chuhe.app.store;

/**
 * One line of the audit log: who ({@code actor}) did what ({@code action}, to {@code subject}) and when, with the
 * values before and after and any details (override reason, engine settings …) as JSON text; null where there is
 * nothing to say. {@code hash} chains the entry to the one before it.
 */
public record AuditEntry(long seq, String at, String actor, String action, String subject, String before,
    String after, String details, String hash) {}

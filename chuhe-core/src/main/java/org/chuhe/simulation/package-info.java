/**
 * Whole simulated events from a seed: a field that fits a division's rules, the draw, every round paired by the
 * engine and results drawn from the rating difference. Used by tests, benchmarks and {@code chuhe simulate}.
 */
package org.chuhe.simulation;

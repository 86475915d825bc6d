package org.chuhe.pairing;

/**
 * Why one board was paired as it was, in both languages: the score groups, who floated and why, why red is red.
 * For the bye, {@code black} is null and {@code board} is one after the last board.
 */
public record BoardNote(int board, String red, String black, String zh, String en) {}

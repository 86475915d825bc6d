package org.chuhe.xiangqi.notation;

/**
 * The line a person reads about a move that cannot be played, in Chinese and in English: the move's text as given,
 * then what is wrong ("马八进七：蹩马腿", "马八进七 (H8+7): the horse's leg is blocked"). Made by
 * {@link Notation#explain}.
 */
public record MoveError(String zh, String en) {}

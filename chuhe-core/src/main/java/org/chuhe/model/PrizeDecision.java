package org.chuhe.model;

/**
 * The chief arbiter's decision whether a withdrawn player (退赛: withdrawn by the arbiter, or by the forfeit rules)
 * keeps the prizes, titles and grade title his place earns ({@code keep}), where the regulations leave it to him
 * ({@code withdrawnPrizes: CONFIRM}), with the reason given. One per player: a later decision replaces it.
 */
public record PrizeDecision(String player, boolean keep, String reason) {}

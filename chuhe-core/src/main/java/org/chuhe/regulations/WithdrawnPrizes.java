package org.chuhe.regulations;

/**
 * Whether a withdrawn player (退赛: withdrawn by the arbiter, or by the forfeit rules) keeps the prizes, titles and
 * grade title his place earns. His results stand and he keeps his place in the standings (rules digest §5); what
 * he receives for it the regulations say, and none of the seeds does: where a player is 取消比赛资格 (001 十三、4–5,
 * 002 十四、2, 003 补充 三、9) he should receive nothing, where he left with the chief arbiter's leave (001 十、4) he
 * may. So the default leaves it to the chief arbiter, player by player.
 */
public enum WithdrawnPrizes {
  /** Not without the chief arbiter's confirmation (the default): the prize list shows them as awaiting it. */
  CONFIRM,
  /** A withdrawn player keeps what his place earns (成绩有效, prizes included). */
  KEEP,
  /**
   * A withdrawn player receives nothing (中途退赛者不予录取): a prize tied to his place (the division's table, a lucky
   * prize, a grade title) is not given to anyone; a list of the best eligible players (an extra list, a title)
   * passes him over.
   */
  FORFEIT
}

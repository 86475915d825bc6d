package org.chuhe.regulations;

/**
 * The natural move limit (自然限着): a game in which {@code moves} 回合 (a move of each side) pass without a capture
 * is drawn. {@code claimantChecksCount}: whether the checks (将军) of the side that claimed the limit count towards
 * it. Every seed says 40 回合 with the claimant's checks not counted (000 三、(三), 001 3, 002 2, 003 5 and 4,
 * 004 五), and so does the glossary; that is the default here. The rules digest (§8) notes other figures: 60 in an
 * older CXA text, 50 with the claimant's checks capped at 10 under WXF/AXF rules; regulations that use them say so.
 *
 * <p>Seed 001 also caps the claimant's mating and chasing moves (杀、捉) at 20 within the limit: which moves chase is
 * the arbiter's ruling, so chuhe counts the checks and leaves that cap to the arbiter.
 */
public record MoveLimitRules(Integer moves, Boolean claimantChecksCount) {
  public static final MoveLimitRules DEFAULT = new MoveLimitRules(null, null);

  public MoveLimitRules {
    moves = moves == null ? 40 : moves;
    claimantChecksCount = claimantChecksCount == null ? Boolean.FALSE : claimantChecksCount;
  }
}

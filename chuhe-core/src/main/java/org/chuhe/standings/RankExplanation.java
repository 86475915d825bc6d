package org.chuhe.standings;

import java.util.List;
import org.chuhe.regulations.Criterion;

/**
 * Why {@code higher} ranks above {@code lower}: the criterion that separated them ({@code null} = points, or
 * {@code LOTS}) with both values, and the criteria before it on which they were equal. {@code zh} and {@code en}
 * say it in a sentence an arbiter can read to the player.
 */
public record RankExplanation(String higher, String lower, Criterion criterion, String higherValue,
    String lowerValue, List<Criterion> equalOn, String zh, String en) {}

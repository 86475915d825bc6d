/**
 * Prizes, titles and grade titles (seed requirements R16–R20), derived from final standings and the regulations,
 * never stored as truth. {@link org.chuhe.awards.Awards#compute} is the one entry point; each kind of award has
 * its own small class so that a reader who wants to know how, say, the lucky prize works opens one file:
 * <ul>
 *   <li>{@link org.chuhe.awards.DivisionPrizes}: a division's prize table (R16)</li>
 *   <li>{@link org.chuhe.awards.ExtraPrizes}: extra lists such as 山西省户籍前8名 (R17)</li>
 *   <li>{@link org.chuhe.awards.LuckyPrizes}: 幸运奖 on ranks ending in a digit (R17)</li>
 *   <li>{@link org.chuhe.awards.PrizeLedger}: whether prizes are cumulative (R17)</li>
 *   <li>{@link org.chuhe.awards.Titles}: titles and qualification places (R18)</li>
 *   <li>{@link org.chuhe.awards.GradeTitles}: grade titles by rank bands or thresholds (R19)</li>
 *   <li>{@link org.chuhe.awards.ManualAwards}: awards chosen by the organisers (R20)</li>
 *   <li>{@link org.chuhe.awards.TeamPrizes}: team prizes (seed 002)</li>
 *   <li>{@link org.chuhe.awards.SharedRanks}: warnings for ties that still need a draw of lots</li>
 * </ul>
 *
 * <p><b>Place.</b> Everything here goes by a player's position in the standings rows (1, 2, 3 …), which is his
 * rank whenever no rank is shared. When the standings engine reports a shared rank, the prizes still follow the
 * row order so that the list is complete, and {@link org.chuhe.awards.SharedRanks} warns that a draw of lots is
 * owed. Players who did not take part (未参赛) are not in the rows, so no table, list, lucky prize, title or grade
 * title reaches them; an award chosen by hand for one of them is listed with a warning.
 */
package org.chuhe.awards;

/**
 * Pairing (编排): the draw of lots ({@link org.chuhe.pairing.Draw}), round 1 and the Chinese Swiss method
 * ({@link org.chuhe.pairing.SwissPairing}), the checker ({@link org.chuhe.pairing.PairingChecker}) and the one
 * quality vector all three share ({@link org.chuhe.pairing.PairingQuality}). See {@code docs/pairing.md}.
 */
package org.chuhe.pairing;

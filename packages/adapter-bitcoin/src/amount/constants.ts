/** Sats in one BTC. */
export const SATS_PER_BTC = 100_000_000n

/** The most sats that can ever exist: 21,000,000 BTC (Bitcoin Core's `MAX_MONEY`). */
export const MAX_SATS = 21_000_000n * SATS_PER_BTC

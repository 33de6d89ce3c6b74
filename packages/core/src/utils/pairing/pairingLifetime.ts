// The two numbers option checking needs at start, apart from the pairing rules (loaded later).

/** How long a pairing URI stays usable after it is created (SPEC §4: 4 minutes). */
export const pairingLifetimeMs = 240_000

/** A pairing with this much time or less left counts as expired (SPEC §4: 10 seconds). */
export const pairingExpiryMarginMs = 10_000

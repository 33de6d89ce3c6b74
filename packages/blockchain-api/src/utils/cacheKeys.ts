/** Five minutes: names and identity (SPEC §9). */
export const nameCacheTime = 5 * 60_000
/** Thirty seconds: balances, and the pause after a balance failure (SPEC §9). */
export const balanceCacheTime = 30_000

/** Cache key of an address's identity. */
export function identityKey(address: string): string {
  return `identity:${address}`
}

/** Cache key of a registered name's profile. */
export function profileKey(name: string): string {
  return `profile:${name}`
}

/** Cache key of the names an address holds. */
export function reverseProfileKey(address: string): string {
  return `reverse:${address}`
}

/** Cache key of the balances of a CAIP-10 address in one currency. */
export function balanceKey(caipAddress: string, currency: string): string {
  return `balance:${caipAddress}:${currency}`
}

/** Cache key of the pause after a balance failure of a CAIP-10 address. */
export function balanceFailureKey(caipAddress: string): string {
  return `balance-failure:${caipAddress}`
}

/**
 * Requests that only read what the session already shares (the bip122 addresses and their public
 * keys): the wallet answers them at once, as wallets do, instead of waiting on Approve. A dapp
 * asks `getAccountAddresses` while it connects, so a prompt there would hold the connection up.
 */
export const readOnlyMethods = ['getAccountAddresses'] as const

/** Whether the wallet answers `method` in `namespace` without asking the person. */
export function answersWithoutPrompt(namespace: string, method: string): boolean {
  return namespace === 'bip122' && (readOnlyMethods as readonly string[]).includes(method)
}

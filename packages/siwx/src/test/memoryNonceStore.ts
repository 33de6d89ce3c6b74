import type { SiwxNonceStore } from '../verify/types.js'

/** A nonce store in memory, as a server keeps one: issued nonces, each consumed once. */
export function createMemoryNonceStore(): SiwxNonceStore & { issue(nonce: string): void } {
  const issued = new Set<string>()
  return {
    issue: (nonce) => void issued.add(nonce),
    consume: async (nonce) => issued.delete(nonce),
  }
}

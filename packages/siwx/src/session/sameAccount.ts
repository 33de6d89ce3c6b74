import type { SiwxSession } from './types.js'

/**
 * Whether `session` is of the account `address` on the chain `chainId` (CAIP-2). eip155 addresses
 * compare without case (a wallet may give them lower-case); other namespaces' exactly.
 */
export function sameAccount(session: SiwxSession, chainId: string, address: string): boolean {
  if (session.data.chainId !== chainId) return false
  return chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address
}

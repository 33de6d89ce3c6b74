import { devAccounts } from '../../chains/devAccounts.js'
import type { StoredSession } from './createSessionStore.js'

/**
 * The seeded smart session of dev account 0 on chain 1, valid 30 days from `now`
 * (milliseconds). Revoke it with dev account 0's `personal_sign` of its `pci`.
 */
export function devSession(now: number): StoredSession {
  return {
    id: 'kit-dev-session',
    pci: '0x6b69742d6465762d73657373696f6e2d70636900000000000000000000000001',
    expiry: Math.floor(now / 1000) + 30 * 24 * 60 * 60,
    chainId: 'eip155:1',
    address: devAccounts[0]!.address,
    revoked: false,
  }
}

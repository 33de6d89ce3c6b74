import type { Address } from 'viem'

/** A purchase started through `POST /v1/generators/onrampurl`, completed on the provider page. */
export type OnrampPurchase = {
  readonly id: string
  readonly chainId: number
  readonly address: Address
  /** Suggested amount of native currency, a decimal string. */
  readonly amount: string
  /** `paying` while the payout is being sent: a second Buy cannot pay twice. */
  readonly status: 'open' | 'paying' | 'completed'
  /** Hash of the transfer that paid the purchase out. */
  readonly hash: string | undefined
}

/** The onramp purchases of one server. */
export type OnrampStore = {
  create: (purchase: Omit<OnrampPurchase, 'id' | 'status' | 'hash'>) => OnrampPurchase
  get: (id: string) => OnrampPurchase | undefined
  /** Moves an open purchase to `paying`; false when it is not open (unknown, or paid already). */
  claim: (id: string) => boolean
  /** Ends a claimed purchase: completed with the payout hash, or open again when it failed. */
  settle: (id: string, hash: string | undefined) => void
}

/** The in-memory onramp purchases of one API server; the oldest go past `maxEntries`. */
export function createOnrampStore({ maxEntries = 1_000 } = {}): OnrampStore {
  const purchases = new Map<string, OnrampPurchase>()
  return {
    create(purchase) {
      const created: OnrampPurchase = {
        ...purchase,
        id: crypto.randomUUID(),
        status: 'open',
        hash: undefined,
      }
      purchases.set(created.id, created)
      if (purchases.size > maxEntries) {
        const oldest = purchases.keys().next().value
        if (oldest !== undefined) purchases.delete(oldest)
      }
      return created
    },
    get: (id) => purchases.get(id),
    claim(id) {
      const purchase = purchases.get(id)
      if (purchase?.status !== 'open') return false
      purchases.set(id, { ...purchase, status: 'paying' })
      return true
    },
    settle(id, hash) {
      const purchase = purchases.get(id)
      if (purchase?.status !== 'paying') return
      purchases.set(id, { ...purchase, status: hash ? 'completed' : 'open', hash })
    },
  }
}

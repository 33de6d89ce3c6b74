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
  /** Milliseconds since the epoch: when the page was made, and when the payout started. */
  readonly createdAt: number
  readonly paidAt: number | undefined
  /** What the buyer chose on the page (native currency, a decimal string), once claimed. */
  readonly paidAmount: string | undefined
}

/** The onramp purchases of one server. */
export type OnrampStore = {
  create: (
    purchase: Omit<OnrampPurchase, 'id' | 'status' | 'hash' | 'paidAt' | 'paidAmount'>,
  ) => OnrampPurchase
  get: (id: string) => OnrampPurchase | undefined
  /** The purchases paid to `address` or being paid (any case of its hex), newest first. */
  listPaid: (address: string) => OnrampPurchase[]
  /**
   * Moves an open purchase to `paying` with the amount chosen and the time; false when it is not
   * open (unknown, or paid already).
   */
  claim: (id: string, payment: { amount: string; at: number }) => boolean
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
        paidAt: undefined,
        paidAmount: undefined,
      }
      purchases.set(created.id, created)
      if (purchases.size > maxEntries) {
        const oldest = purchases.keys().next().value
        if (oldest !== undefined) purchases.delete(oldest)
      }
      return created
    },
    get: (id) => purchases.get(id),
    listPaid: (address) =>
      [...purchases.values()]
        .filter(
          (purchase) =>
            purchase.status !== 'open' && purchase.address.toLowerCase() === address.toLowerCase(),
        )
        .reverse(),
    claim(id, { amount, at }) {
      const purchase = purchases.get(id)
      if (purchase?.status !== 'open') return false
      purchases.set(id, { ...purchase, status: 'paying', paidAmount: amount, paidAt: at })
      return true
    },
    settle(id, hash) {
      const purchase = purchases.get(id)
      if (purchase?.status !== 'paying') return
      purchases.set(
        id,
        hash
          ? { ...purchase, status: 'completed', hash }
          : { ...purchase, status: 'open', hash, paidAt: undefined, paidAmount: undefined },
      )
    },
  }
}

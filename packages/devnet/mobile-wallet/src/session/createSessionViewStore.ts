import type { Address } from 'viem'

/** What one session shows the dapp: the active account and chain. */
export type SessionView = { readonly account: Address; readonly chainId: number }

export type SessionViewStore = {
  get: (topic: string) => SessionView | undefined
  set: (topic: string, view: SessionView) => void
  delete: (topic: string) => void
}

const keyPrefix = 'kit-mobile-wallet:view:'

/**
 * Keeps each session's active account and chain across reloads (the SDK keeps the sessions
 * themselves). Storage that is missing, full or blocked only costs the memory of the choice.
 */
export function createSessionViewStore(storage: Storage | undefined): SessionViewStore {
  const memory = new Map<string, SessionView>()
  return {
    get(topic) {
      const known = memory.get(topic)
      if (known) return known
      const stored = readView(storage, keyPrefix + topic)
      if (stored) memory.set(topic, stored)
      return stored
    },
    set(topic, view) {
      memory.set(topic, view)
      try {
        storage?.setItem(keyPrefix + topic, JSON.stringify(view))
      } catch {
        // Quota or privacy settings: the view stays in memory for this page.
      }
    },
    delete(topic) {
      memory.delete(topic)
      try {
        storage?.removeItem(keyPrefix + topic)
      } catch {
        // Nothing to clean up then.
      }
    },
  }
}

function readView(storage: Storage | undefined, key: string): SessionView | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
    if (typeof value !== 'object' || value === null) return undefined
    const { account, chainId } = value as Record<string, unknown>
    if (typeof account !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(account)) return undefined
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId)) return undefined
    return { account: account as Address, chainId }
  } catch {
    return undefined
  }
}

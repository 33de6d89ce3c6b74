import type { DevWalletChain } from './DevWalletChain.js'

/** What survives a reload: one versioned record, so a failed write never leaves half a state. */
export type PersistedWalletState = {
  readonly permitted: boolean
  readonly chainId: number
  readonly addedChains: readonly DevWalletChain[]
}

export type WalletStorage = {
  load: () => PersistedWalletState | undefined
  save: (state: PersistedWalletState) => void
}

const version = 1

/** localStorage under `storageKey`; blocked, full or corrupted storage degrades to memory. */
export function createWalletStorage(storageKey: string): WalletStorage {
  const storage = getLocalStorage()
  return {
    load() {
      try {
        const raw = storage?.getItem(storageKey)
        if (!raw) return undefined
        return parseRecord(JSON.parse(raw))
      } catch {
        return undefined
      }
    },
    save(state) {
      try {
        storage?.setItem(storageKey, JSON.stringify({ v: version, ...state }))
      } catch {
        // Quota or SecurityError: keep working from memory.
      }
    },
  }
}

function getLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

function parseRecord(value: unknown): PersistedWalletState | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { v, permitted, chainId, addedChains } = value as Record<string, unknown>
  if (v !== version || typeof permitted !== 'boolean' || !Number.isSafeInteger(chainId)) {
    return undefined
  }
  const chains = Array.isArray(addedChains) ? addedChains.filter(isChain) : []
  return { permitted, chainId: chainId as number, addedChains: chains }
}

function isChain(value: unknown): value is DevWalletChain {
  if (typeof value !== 'object' || value === null) return false
  const { chainId, name, symbol, rpcUrl } = value as Record<string, unknown>
  return (
    Number.isSafeInteger(chainId) &&
    typeof name === 'string' &&
    (symbol === undefined || typeof symbol === 'string') &&
    (rpcUrl === undefined || typeof rpcUrl === 'string')
  )
}

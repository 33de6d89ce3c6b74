/** What a Wallet Standard dev wallet shows and keeps: the chosen dev key and the connection. */
export type StandardWalletState = {
  readonly accountIndex: number
  readonly connected: boolean
  readonly autoApprove: boolean
}

export type StandardStateStore = ReturnType<typeof createStandardState>

type Persisted = { accountIndex: number; connected: boolean }

/**
 * A small store with listeners; the account and connection survive a reload in localStorage
 * under `storageKey` (so `standard:connect` with `silent` reconnects), memory only without it.
 */
export function createStandardState({
  initial,
  storageKey,
  accountCount,
}: {
  initial: StandardWalletState
  storageKey: string | undefined
  accountCount: number
}) {
  const storage = storageKey === undefined ? undefined : getLocalStorage()
  const persisted = storageKey === undefined ? undefined : load(storage, storageKey, accountCount)
  let state: StandardWalletState = { ...initial, ...persisted }
  const listeners = new Set<(state: StandardWalletState) => void>()
  return {
    get: (): StandardWalletState => state,
    update(patch: Partial<StandardWalletState>): void {
      state = { ...state, ...patch }
      if (storage && storageKey !== undefined) {
        try {
          const record: Persisted = { accountIndex: state.accountIndex, connected: state.connected }
          storage.setItem(storageKey, JSON.stringify(record))
        } catch {
          // Quota or SecurityError: keep working from memory.
        }
      }
      for (const listener of [...listeners]) listener(state)
    },
    subscribe(listener: (state: StandardWalletState) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function load(
  storage: Storage | undefined,
  storageKey: string,
  accountCount: number,
): Persisted | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(storageKey) ?? 'null')
    if (typeof value !== 'object' || value === null) return undefined
    const { accountIndex, connected } = value as Record<string, unknown>
    if (typeof connected !== 'boolean') return undefined
    if (!Number.isInteger(accountIndex) || (accountIndex as number) < 0) return undefined
    if ((accountIndex as number) >= accountCount) return undefined
    return { accountIndex: accountIndex as number, connected }
  } catch {
    return undefined
  }
}

function getLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

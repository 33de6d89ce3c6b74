import type { DevWalletChain } from './DevWalletChain.js'
import type { WalletStorage } from './walletStorage.js'

export type WalletState = {
  /** Networks the wallet knows, in display order. */
  readonly chains: readonly DevWalletChain[]
  readonly chainId: number
  /** Whether this page may see the account (the user approved a connection). */
  readonly connected: boolean
  readonly autoApprove: boolean
}

export type CreateWalletStateParameters = {
  initial: WalletState
  storage: WalletStorage
  /** Chain ids the wallet knew before any `wallet_addEthereumChain`; the rest is persisted. */
  builtinChainIds: ReadonlySet<number>
}

/** The wallet's small store: every change is persisted, then announced to subscribers. */
export function createWalletState({
  initial,
  storage,
  builtinChainIds,
}: CreateWalletStateParameters) {
  let state = initial
  const listeners = new Set<(state: WalletState) => void>()
  return {
    get: (): WalletState => state,
    update(patch: Partial<WalletState>): void {
      state = { ...state, ...patch }
      storage.save({
        permitted: state.connected,
        chainId: state.chainId,
        addedChains: state.chains.filter((chain) => !builtinChainIds.has(chain.chainId)),
      })
      for (const listener of [...listeners]) listener(state)
    },
    subscribe(listener: (state: WalletState) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    findChain: (chainId: number): DevWalletChain | undefined =>
      state.chains.find((chain) => chain.chainId === chainId),
  }
}

export type WalletStateStore = ReturnType<typeof createWalletState>

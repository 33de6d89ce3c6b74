import type { CatalogueWallet } from '@kit/blockchain-api'
import { proxy, ref } from 'valtio/vanilla'
import type { LoadStatus } from '../types/load.js'
import type { RecentWallet } from '../types/wallet.js'

export type WalletPageState = {
  /** Kept as a plain (unproxied) array: a thousand entries must stay cheap to snapshot. */
  wallets: CatalogueWallet[]
  page: number
  count: number
  status: LoadStatus
  error: string | undefined
}

export type WalletSearchState = WalletPageState & { query: string }

/** The wallet catalogue as the Connect and AllWallets views show it. */
export type WalletsState = {
  all: WalletPageState
  search: WalletSearchState
  featured: CatalogueWallet[]
  recommended: CatalogueWallet[]
  /** Where the Connect view's catalogue request (featured and recommended) stands. */
  connectStatus: LoadStatus
  recent: RecentWallet[]
}

export function createWalletPageState(): WalletPageState {
  return { wallets: ref([]), page: 0, count: 0, status: 'idle', error: undefined }
}

export function createWalletsStore(recent: readonly RecentWallet[] = []) {
  return proxy<WalletsState>({
    all: createWalletPageState(),
    search: { ...createWalletPageState(), query: '' },
    featured: ref([]),
    recommended: ref([]),
    connectStatus: 'idle',
    recent: recent.map((wallet) => ({ ...wallet })),
  })
}

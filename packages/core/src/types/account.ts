import type { TokenBalance } from '@kit/blockchain-api'
import type { LoadStatus } from './load.js'
import type { CaipAddress } from './network.js'
import type { NftItem } from './nft.js'

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** One address a wallet exposes (library shape). */
export type AccountEntry = {
  namespace: string
  address: string
  type: AccountType
  publicKey?: string | undefined
  path?: string | undefined
}

export type AccountStatus = 'connected' | 'disconnected' | 'connecting' | 'reconnecting'

export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  rdns?: string | undefined
  type?: string | undefined
}

/** Per-namespace account state (SPEC §3). */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  connectorId: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceLoading: boolean
  balanceError: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  /** Fungible holdings on the active network; 0-decimal tokens are filtered out (SPEC §5). */
  tokenBalance: TokenBalance[]
  /** 'Token Balance Unavailable' after a failure; `stale` when the rows shown are the last good ones. */
  tokens: { status: LoadStatus; stale: boolean; error: string | undefined }
  /** NFTs held on the active network; `unsupported` when the network cannot list them. */
  nfts: { status: LoadStatus | 'unsupported'; items: NftItem[]; error: string | undefined }
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType | undefined
  socialProvider: string | undefined
  farcasterUrl: string | undefined
  allAccounts: AccountEntry[]
  user: { username?: string | undefined; email?: string | undefined } | undefined
  status: AccountStatus
  smartAccountDeployed: boolean
  currentTab: number
  addressLabels: Record<string, string>
}

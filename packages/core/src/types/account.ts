import type { CaipAddress } from './network.js'

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
  tokenBalance: unknown[]
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

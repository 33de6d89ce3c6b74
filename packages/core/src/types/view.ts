import type { CatalogueWallet } from '@kit/blockchain-api'
import type { Connector } from './connector.js'
import type { CaipNetwork, ChainNamespace } from './network.js'

/** Every view the modal can show; `open({ view })` takes these names. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'
  | 'WalletReceive'
  | 'OnRampProviders'
  | 'OnRampFiatSelect'
  | 'OnRampTokenSelect'
  | 'BuyInProgress'
  | 'OnRampActivity'
  | 'ChooseAccountName'
  | 'AccountSettings'
  | 'Transactions'
  | 'SwitchNetwork'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'
  | 'GetWallet'
  | 'Downloads'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SwitchActiveChain'
  | 'ConnectingMultiChain'

/** What a view receives when it is pushed. */
export type RouterData = {
  connector?: Connector | undefined
  /** The catalogue wallet chosen on Connect or AllWallets. */
  wallet?: CatalogueWallet | undefined
  network?: CaipNetwork | undefined
  /**
   * SwitchActiveChain: the namespace to make active (`network`'s, when given). Connect: show only
   * this namespace's wallets (after SwitchActiveChain).
   */
  namespace?: ChainNamespace | undefined
  swap?: Record<string, unknown> | undefined
}

/** Where a navigation goes, and what the view there is handed. */
export type ViewParameters = { view: View; data?: RouterData | undefined }

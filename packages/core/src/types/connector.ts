import type { ChainNamespace } from './network.js'

export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'MULTI_CHAIN'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'AUTH'

/** A way to connect a wallet, as the wallet list shows it. Names and icons are untrusted input. */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined; uuid?: string | undefined } | undefined
  /** Two wallets announced the same name or rdns: neither is trusted silently. */
  suspicious?: boolean | undefined
  /**
   * A wallet offering several namespaces, shown once (type `MULTI_CHAIN`): its connector in each
   * namespace, one per namespace, in the order the app's namespaces come.
   */
  connectors?: readonly Connector[] | undefined
}

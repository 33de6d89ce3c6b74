/** One chain the page offers, as served in its `config.json`. */
export type MobileWalletPageChain = {
  readonly chainId: number
  readonly name: string
  readonly symbol: string
  readonly rpcUrl: string
  readonly testnet: boolean
}

/** The mobile wallet page's `config.json`: where the relay is and which chains to offer. */
export type MobileWalletPageConfig = {
  readonly relayUrl: string
  readonly projectId: string
  readonly chains: readonly MobileWalletPageChain[]
  /** The local Solana JSON-RPC, where `solana_signAndSendTransaction` sends; absent: no sending. */
  readonly solanaRpcUrl?: string | undefined
  /** The local Bitcoin Esplora API, for `sendTransfer` and broadcast `signPsbt`; absent: neither. */
  readonly bitcoinEsploraUrl?: string | undefined
}

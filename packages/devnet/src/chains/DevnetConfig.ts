/** One running chain of the local stack, as published in `KIT_DEVNET`. */
export type DevnetChainConfig = {
  readonly chainId: number
  readonly name: string
  readonly symbol: string
  readonly testnet: boolean
  readonly port: number
  readonly rpcUrl: string
}

/** The stack's Solana node (`startSolanaRpc`), as published in `KIT_DEVNET`. */
export type DevnetSolanaConfig = {
  /**
   * The network it plays: Solana mainnet's CAIP-2 id (`solanaLocalNetwork.caipNetworkId`), as the
   * local EVM chains play their real chains.
   */
  readonly caipNetworkId: string
  readonly port: number
  /** JSON-RPC over HTTP. */
  readonly rpcUrl: string
  /** Subscriptions over WebSocket on the same port (also served on `port + 1`). */
  readonly wsUrl: string
}

/** The stack's Bitcoin regtest chain (`startBitcoinEsplora`), as published in `KIT_DEVNET`. */
export type DevnetBitcoinConfig = {
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` (`bitcoinRegtest.caipNetworkId`). */
  readonly caipNetworkId: string
  readonly port: number
  /** Base URL of the Esplora API (`${esploraUrl}/blocks/tip/height`). */
  readonly esploraUrl: string
}

/** What `kit-devnet` publishes in `KIT_DEVNET` / `VITE_KIT_DEVNET` (JSON). */
export type DevnetConfig = {
  readonly chains: readonly DevnetChainConfig[]
  /** Base URL of the local blockchain API and wallet catalogue (SPEC §7). */
  readonly apiUrl: string
  /** Base URL of the analytics endpoints; the same server as `apiUrl`. */
  readonly analyticsUrl: string
  /** The local WalletConnect relay (`ws://…`). */
  readonly relayUrl: string
  /** The demo mobile wallet page, which pairs through the relay. */
  readonly mobileWalletUrl: string
  /**
   * The local Solana node. `startDevnet` always runs one; absent only in a configuration written
   * by hand without it.
   */
  readonly solana?: DevnetSolanaConfig | undefined
  /**
   * The local Bitcoin regtest chain. `startDevnet` always runs one; absent only in a
   * configuration written by hand without it.
   */
  readonly bitcoin?: DevnetBitcoinConfig | undefined
}

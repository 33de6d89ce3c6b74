/** One running chain of the local stack, as published in `KIT_DEVNET`. */
export type DevnetChainConfig = {
  readonly chainId: number
  readonly name: string
  readonly symbol: string
  readonly testnet: boolean
  readonly port: number
  readonly rpcUrl: string
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
}

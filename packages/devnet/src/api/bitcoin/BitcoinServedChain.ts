import type { DevnetBitcoinConfig } from '../../chains/DevnetConfig.js'

/** The local Bitcoin regtest chain as the API serves it. */
export type BitcoinServedChain = {
  readonly config: DevnetBitcoinConfig
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  readonly caip2: string
  readonly native: {
    readonly name: string
    readonly symbol: string
    readonly decimals: 8
    readonly price: number
  }
  /** A GET of the Esplora API (`/address/…/utxo`), as JSON. */
  readonly get: (path: string) => Promise<unknown>
}

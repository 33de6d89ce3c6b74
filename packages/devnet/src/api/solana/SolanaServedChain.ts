import type { DevnetSolanaConfig } from '../../chains/DevnetConfig.js'

/** An SPL token the API knows by name and price. */
export type SolanaKnownToken = {
  readonly mint: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** USD. */
  readonly price: number
}

/** The local Solana node as the API serves it. */
export type SolanaServedChain = {
  readonly config: DevnetSolanaConfig
  /** `solana:<genesis hash prefix>`. */
  readonly caip2: string
  readonly native: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
    readonly price: number
  }
  readonly tokens: readonly SolanaKnownToken[]
  /** One JSON-RPC call to the node. */
  readonly call: (method: string, params?: readonly unknown[]) => Promise<unknown>
}

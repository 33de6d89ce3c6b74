/** A network of the local stack. `port` is the default anvil port; undefined means no node. */
export type DevnetChain = {
  readonly chainId: number
  readonly name: string
  readonly symbol: string
  readonly port: number | undefined
  readonly testnet: boolean
}

/** The four networks the demo app requests, each served by its own anvil. */
export const devnetChains: readonly DevnetChain[] = Object.freeze([
  Object.freeze({ chainId: 1, name: 'Ethereum', symbol: 'ETH', port: 8545, testnet: false }),
  Object.freeze({ chainId: 10, name: 'OP Mainnet', symbol: 'ETH', port: 8546, testnet: false }),
  Object.freeze({
    chainId: 42161,
    name: 'Arbitrum One',
    symbol: 'ETH',
    port: 8547,
    testnet: false,
  }),
  Object.freeze({ chainId: 11155111, name: 'Sepolia', symbol: 'ETH', port: 8548, testnet: true }),
])

/**
 * A chain the demo app does not request and no anvil serves: switching the dev wallet to it
 * drives the app into its unsupported-chain state.
 */
export const unrequestedChain: DevnetChain = Object.freeze({
  chainId: 137,
  name: 'Polygon',
  symbol: 'POL',
  port: undefined,
  testnet: false,
})

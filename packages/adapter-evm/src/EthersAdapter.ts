import { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from './createEvmAdapter.js'

/** What `new EthersAdapter()` gives: the EVM adapter. */
export type EthersAdapter = EvmAdapter

/**
 * AppKit's `EthersAdapter`, so an app moves by its imports alone: `new EthersAdapter()` is
 * `createEvmAdapter()`. Kit speaks EIP-1193 to the wallet itself; ethers stays the app's own
 * library, over `useAppKitProvider('eip155').walletProvider`.
 * @example
 * createAppKit({ adapters: [new EthersAdapter()], networks: [mainnet] })
 */
export const EthersAdapter = function EthersAdapter(options?: EvmAdapterOptions): EvmAdapter {
  return createEvmAdapter(options)
} as unknown as new (
  options?: EvmAdapterOptions,
) => EthersAdapter

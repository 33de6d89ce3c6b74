// What an app needs before first paint. Error classes and `mapProviderError` are in
// `@kit/adapter-evm/errors`.
export { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from '../createEvmAdapter.js'
export { EthersAdapter } from '../EthersAdapter.js'
export type { Eip1193Provider, Eip1193RequestArguments } from '../types/eip1193.js'
export type { Eip6963ProviderDetail, Eip6963ProviderInfo } from '../types/eip6963.js'

export type { BitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
export { bitcoinDevAccounts, bitcoinMinerAddress } from '../bitcoin/bitcoinDevAccounts.js'
export { bitcoinRegtest } from '../bitcoin/bitcoinRegtest.js'
export type {
  DevnetBitcoinConfig,
  DevnetChainConfig,
  DevnetConfig,
  DevnetSolanaConfig,
} from '../chains/DevnetConfig.js'
export type { DevAccount } from '../chains/devAccounts.js'
export { devAccounts } from '../chains/devAccounts.js'
export type { DevCollection } from '../chains/devCollections.js'
export { devCollections } from '../chains/devCollections.js'
export type { DevnetChain } from '../chains/devnetChains.js'
export { devnetChains, unrequestedChain } from '../chains/devnetChains.js'
export type { DevToken } from '../chains/devTokens.js'
export { devTokens } from '../chains/devTokens.js'
export { nativeCurrencyPrices } from '../chains/nativeCurrencyPrices.js'
export { parseDevnetConfig } from '../chains/parseDevnetConfig.js'
export { rpcUrlFor } from '../chains/rpcUrlFor.js'
export type { DevSwapPool } from '../chains/swapPools.js'
export { devSwapPools, wrappedNativeAddress } from '../chains/swapPools.js'
export { swapRouterAddress } from '../chains/swapRouterAddress.js'
export { ChainNotServedError, InvalidDevnetConfigError } from '../errors/config.js'
export type { DevnetErrorParameters } from '../errors/DevnetError.js'
export { DevnetError } from '../errors/DevnetError.js'
export type { SolanaDevAccount } from '../solana/solanaDevAccounts.js'
export {
  solanaDevAccounts,
  solanaDevLamports,
  solanaDevToken,
  solanaDevTokenAmount,
  solanaMainnetGenesisHash,
} from '../solana/solanaDevAccounts.js'
export { solanaDevSeeds } from '../solana/solanaDevSeeds.js'
export { solanaLocalNetwork } from '../solana/solanaLocalNetwork.js'

// What an app needs before first paint. Error classes are in `@kit/adapter-solana/errors`.
export {
  createSolanaAdapter,
  type SolanaAdapterOptions,
  type SolanaConnectionLike,
} from '../createSolanaAdapter.js'
export type { SolanaWalletChain } from '../networks/walletChains.js'
export type { AnyTransaction, SolanaProvider } from '../provider/solanaProvider.js'
export { SolanaAdapter, type SolanaAdapterParameters } from '../SolanaAdapter.js'

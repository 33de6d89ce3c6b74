export { NoEvmNetworkError, NotConnectedThroughKitError } from '../errors/wagmi.js'
export type {
  CustomRpcUrl,
  CustomRpcUrlMap,
  WagmiAdapterParameters,
} from '../types/parameters.js'
export { WagmiAdapter } from '../WagmiAdapter.js'

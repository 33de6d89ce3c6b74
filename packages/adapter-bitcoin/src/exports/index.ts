// The adapter and what an app needs beside it before first paint. The pure layer (address
// checks, PSBT building, message verification, the Esplora client) is `@kit/adapter-bitcoin/utils`.
export type { BitcoinAccountAddress, BitcoinProvider } from '../actions/getProvider.js'
export type { BitcoinSendTransactionParameters } from '../actions/sendTransaction.js'
export { MAX_SATS, SATS_PER_BTC } from '../amount/constants.js'
export {
  type FormatBitcoinAmountParameters,
  formatBitcoinAmount,
} from '../amount/formatBitcoinAmount.js'
export {
  type ParseBitcoinAmountErrorType,
  type ParseBitcoinAmountParameters,
  parseBitcoinAmount,
} from '../amount/parseBitcoinAmount.js'
export {
  BitcoinAdapter,
  type BitcoinAdapterParameters,
} from '../BitcoinAdapter.js'
export {
  type BitcoinAdapterOptions,
  createBitcoinAdapter,
} from '../createBitcoinAdapter.js'
export {
  type BitcoinNetwork,
  type BitcoinNetworkName,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
} from '../networks/bitcoinNetworks.js'
export {
  type GetBitcoinNetworkErrorType,
  type GetBitcoinNetworkParameters,
  type GetBitcoinNetworkReturnType,
  getBitcoinNetwork,
} from '../networks/getBitcoinNetwork.js'
export type { BitcoinConnector } from '../types/bitcoinConnector.js'

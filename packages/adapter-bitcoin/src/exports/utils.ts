// The pure layer: address checks, amounts, PSBT building, message verification and the Esplora
// client. An entry apart from the adapter's, so that a bundler (esbuild among them) never puts
// @scure/btc-signer and the curve code in the chunk that loads before first paint.
export { type GetDustLimitParameters, getDustLimit } from '../address/getDustLimit.js'
export { type IsBitcoinAddressParameters, isBitcoinAddress } from '../address/isBitcoinAddress.js'
export {
  type BitcoinAddressType,
  type ParseBitcoinAddressErrorType,
  type ParseBitcoinAddressParameters,
  type ParseBitcoinAddressReturnType,
  parseBitcoinAddress,
} from '../address/parseBitcoinAddress.js'
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
  type BroadcastTransactionParameters,
  broadcastTransaction,
} from '../esplora/broadcastTransaction.js'
export {
  type CreateEsploraClientParameters,
  createEsploraClient,
  type EsploraClient,
} from '../esplora/createEsploraClient.js'
export { type GetBalanceParameters, getBalance } from '../esplora/getBalance.js'
export { type GetFeeEstimatesParameters, getFeeEstimates } from '../esplora/getFeeEstimates.js'
export {
  type AddressTransaction,
  type GetTransactionsParameters,
  getTransactions,
} from '../esplora/getTransactions.js'
export { type GetUtxosParameters, getUtxos } from '../esplora/getUtxos.js'
export type { BitcoinBalance } from '../esplora/parsers/parseAddressBalance.js'
export type { BitcoinFeeEstimate } from '../esplora/parsers/parseFeeEstimates.js'
export type {
  BitcoinTransaction,
  BitcoinTransactionEntry,
} from '../esplora/parsers/parseTransactions.js'
export {
  type VerifyBitcoinMessageErrorType,
  type VerifyBitcoinMessageParameters,
  verifyBitcoinMessage,
} from '../message/verifyBitcoinMessage.js'
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
export {
  type BuildTransferPsbtErrorType,
  type BuildTransferPsbtParameters,
  type BuildTransferPsbtReturnType,
  buildTransferPsbt,
} from '../transaction/buildTransferPsbt.js'
export {
  type EstimateTransactionSizeParameters,
  type EstimateTransactionSizeReturnType,
  estimateTransactionSize,
  type SpendableInputType,
} from '../transaction/estimateTransactionSize.js'
export { MAX_FEE_RATE } from '../transaction/feeRate.js'
export type { BitcoinUtxo } from '../types/utxo.js'

// The package's error classes, an entry apart so that code catching them need not load the rest.
export {
  InvalidBitcoinAddressError,
  type InvalidBitcoinAddressReason,
} from '../errors/address.js'
export { InvalidBitcoinAmountError, type InvalidBitcoinAmountReason } from '../errors/amount.js'
export {
  EsploraSchemaError,
  HttpRequestError,
  InvalidEsploraRequestError,
  InvalidRawTransactionError,
  NetworkRequestError,
  RequestAbortedError,
  ResponseTooLargeError,
  TimeoutError,
} from '../errors/esplora.js'
export { UnknownBitcoinNetworkError } from '../errors/network.js'
export {
  DustAmountError,
  FeeRateError,
  type FeeRateErrorReason,
  InsufficientFundsError,
  InvalidUtxoError,
  PublicKeyMismatchError,
  UnsupportedSighashTypeError,
} from '../errors/transaction.js'
export {
  InvalidMessageSignatureError,
  InvalidSignedPsbtError,
  InvalidWalletAccountsError,
  UnsupportedWalletRequestError,
  WalletNetworkMismatchError,
  WalletRequestError,
} from '../errors/wallet.js'

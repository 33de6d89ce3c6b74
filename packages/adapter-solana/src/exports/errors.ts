// The adapter's error classes, in an entry apart from the root so first paint loads none of them.
export { InvalidAddressError } from '../errors/address.js'
export {
  HttpRequestError,
  InvalidRpcResponseError,
  RpcError,
  RpcUrlNotFoundError,
  TimeoutError,
} from '../errors/rpc.js'
export {
  ConfirmationTimeoutError,
  InvalidMintError,
  InvalidSendParametersError,
  SendTransactionFailedError,
  TransactionExecutionError,
} from '../errors/transaction.js'
export {
  InvalidSignatureError,
  InvalidWalletAccountError,
  InvalidWalletResponseError,
  WalletFeatureNotSupportedError,
  WalletNotConnectedError,
  WalletRequestError,
} from '../errors/wallet.js'
export { isSolanaAddress } from '../utils/isSolanaAddress.js'

// The adapter's error classes and its provider-error mapping. An entry apart from the root so
// that the root, which first paint loads, re-exports nothing the lazy RPC and signing code uses
// (esbuild with --splitting would load such modules up front).
export { InvalidAddressError } from '../errors/address.js'
export { InvalidAnnouncementError } from '../errors/announcement.js'
export {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  InvalidCallsError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from '../errors/calls.js'
export {
  InvalidDecimalsError,
  InvalidHexDataError,
  InvalidHexQuantityError,
} from '../errors/encoding.js'
export {
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
} from '../errors/node.js'
export {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '../errors/provider.js'
export {
  HttpRequestError,
  InvalidRpcResponseError,
  RpcUrlNotFoundError,
  TimeoutError,
} from '../errors/request.js'
export {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  TransactionRejectedRpcError,
  UnknownRpcError,
} from '../errors/rpc.js'
export {
  ChainMismatchError,
  ContractRevertError,
  FeeConflictError,
  FeeEstimationError,
  InvalidTransactionHashError,
  TokenTransferDataError,
} from '../errors/transaction.js'
export { InvalidAccountsError, InvalidSignatureError } from '../errors/wallet.js'

export { isUserRejection } from '../utils/isUserRejection.js'
export { mapProviderError } from '../utils/mapProviderError.js'

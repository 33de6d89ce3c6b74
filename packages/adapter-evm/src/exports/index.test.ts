import { expect, test } from 'vitest'
import * as errors from './errors.js'
import * as exports from './index.js'

test('the public surface', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "createEvmAdapter",
      "EthersAdapter",
    ]
  `)
})

// Item 10: the error classes live apart from the root, which first paint loads.
test('the errors entry', () => {
  expect(Object.keys(errors)).toMatchInlineSnapshot(`
    [
      "InvalidAddressError",
      "InvalidAnnouncementError",
      "AtomicityNotSupportedError",
      "AtomicReadyWalletRejectedUpgradeError",
      "BundleTooLargeError",
      "DuplicateIdError",
      "InvalidCallsError",
      "UnknownBundleIdError",
      "UnsupportedChainIdError",
      "UnsupportedNonOptionalCapabilityError",
      "InvalidDecimalsError",
      "InvalidHexDataError",
      "InvalidHexQuantityError",
      "FeeCapTooHighError",
      "FeeCapTooLowError",
      "InsufficientFundsError",
      "IntrinsicGasTooHighError",
      "IntrinsicGasTooLowError",
      "NonceTooHighError",
      "NonceTooLowError",
      "TipAboveFeeCapError",
      "TransactionTypeNotSupportedError",
      "ChainDisconnectedError",
      "ProviderDisconnectedError",
      "SwitchChainError",
      "UnauthorizedProviderError",
      "UnsupportedProviderMethodError",
      "HttpRequestError",
      "InvalidRpcResponseError",
      "RpcUrlNotFoundError",
      "TimeoutError",
      "InternalRpcError",
      "InvalidInputRpcError",
      "InvalidParamsRpcError",
      "InvalidRequestRpcError",
      "JsonRpcVersionUnsupportedError",
      "LimitExceededRpcError",
      "MethodNotFoundRpcError",
      "MethodNotSupportedRpcError",
      "ParseRpcError",
      "ResourceNotFoundRpcError",
      "ResourceUnavailableRpcError",
      "RpcError",
      "TransactionRejectedRpcError",
      "UnknownRpcError",
      "ChainMismatchError",
      "ContractRevertError",
      "FeeConflictError",
      "FeeEstimationError",
      "InvalidTransactionHashError",
      "TokenTransferDataError",
      "InvalidAccountsError",
      "InvalidSignatureError",
      "isUserRejection",
      "mapProviderError",
    ]
  `)
})

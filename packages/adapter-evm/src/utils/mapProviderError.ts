import type { BaseError, BaseErrorParameters } from '@kit/core'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { isUserRejection } from '@kit/core/modules/utils/isUserRejection'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from '../errors/calls.js'
import {
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
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '../errors/provider.js'
import {
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
  TransactionRejectedRpcError,
  UnknownRpcError,
} from '../errors/rpc.js'
import { isTypedError } from './isTypedError.js'
import { readProviderError } from './readProviderError.js'

type ErrorClass = new (parameters?: BaseErrorParameters) => BaseError

/** JSON-RPC (EIP-1474), EIP-1193 and EIP-5792 codes (SPEC §8); 5000 is WalletConnect's rejection. */
export const errorsByCode: Readonly<Record<number, ErrorClass>> = {
  [-32700]: ParseRpcError,
  [-32600]: InvalidRequestRpcError,
  [-32601]: MethodNotFoundRpcError,
  [-32602]: InvalidParamsRpcError,
  [-32603]: InternalRpcError,
  [-32000]: InvalidInputRpcError,
  [-32001]: ResourceNotFoundRpcError,
  [-32002]: ResourceUnavailableRpcError,
  [-32003]: TransactionRejectedRpcError,
  [-32004]: MethodNotSupportedRpcError,
  [-32005]: LimitExceededRpcError,
  [-32006]: JsonRpcVersionUnsupportedError,
  4001: UserRejectedRequestError,
  4100: UnauthorizedProviderError,
  4200: UnsupportedProviderMethodError,
  4900: ProviderDisconnectedError,
  4901: ChainDisconnectedError,
  4902: SwitchChainError,
  5000: UserRejectedRequestError,
  5700: UnsupportedNonOptionalCapabilityError,
  5710: UnsupportedChainIdError,
  5720: DuplicateIdError,
  5730: UnknownBundleIdError,
  5740: BundleTooLargeError,
  5750: AtomicReadyWalletRejectedUpgradeError,
  5760: AtomicityNotSupportedError,
}

/** Node messages (lowercase match) that say more than their generic code does. */
export const errorsByNodeMessage: readonly (readonly [RegExp, ErrorClass])[] = [
  [/nonce too high/, NonceTooHighError],
  [/nonce too low|transaction already imported|already known/, NonceTooLowError],
  [/max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/, FeeCapTooHighError],
  [
    /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/,
    FeeCapTooLowError,
  ],
  [
    /max priority fee per gas higher than max fee per gas|tip higher than fee cap/,
    TipAboveFeeCapError,
  ],
  [/insufficient funds|exceeds transaction sender account balance/, InsufficientFundsError],
  [/intrinsic gas too high|gas limit reached/, IntrinsicGasTooHighError],
  [/intrinsic gas too low/, IntrinsicGasTooLowError],
  [/transaction type not (?:supported|valid)/, TransactionTypeNotSupportedError],
]

// Codes that only say "something failed"; the message or a nested code may say more.
const genericCodes = new Set([-32603, -32000])

/**
 * Turns what a wallet or node threw into a typed error: by code, by node message, or by
 * rejection text when a wallet sends no code; anything else is an `UnknownRpcError` keeping
 * the code and reading as the wallet's own message when it has one (plain, capped). Errors
 * that are already typed pass through. Never throws, whatever it is given
 * (SECURITY F06).
 */
export function mapProviderError(error: unknown): BaseError {
  if (isTypedError(error)) return error
  const { code: topCode, nestedCode, messages, readable } = readProviderError(error)
  const code =
    topCode === undefined || genericCodes.has(topCode) ? (nestedCode ?? topCode) : topCode
  // An unreadable value (a throwing getter or Proxy) is left out, so nothing later trips on it.
  const parameters = { cause: readable ? error : undefined, details: messages[0] }
  const Known = code === undefined ? undefined : errorsByCode[code]
  const generic = code === undefined || genericCodes.has(code)
  if (Known && !generic) return new Known(parameters)
  if (isUserRejection({ message: messages.join('\n') }))
    return new UserRejectedRequestError(parameters)
  const text = messages.join('\n').toLowerCase()
  const NodeError = errorsByNodeMessage.find(([pattern]) => pattern.test(text))?.[1]
  if (NodeError) return new NodeError(parameters)
  if (Known) return new Known(parameters)
  return new UnknownRpcError(code, { ...parameters, walletMessage: messages[0] })
}

import { BaseError, ConnectorNotFoundError, UserRejectedRequestError } from '@kit/core'
import { describe, expect, test } from 'vitest'
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
import { mapProviderError } from './mapProviderError.js'

// SPEC §8 / SECURITY F06: one row per code.
const codeRows = [
  [-32700, ParseRpcError, 'ParseRpcError'],
  [-32600, InvalidRequestRpcError, 'InvalidRequestRpcError'],
  [-32601, MethodNotFoundRpcError, 'MethodNotFoundRpcError'],
  [-32602, InvalidParamsRpcError, 'InvalidParamsRpcError'],
  [-32603, InternalRpcError, 'InternalRpcError'],
  [-32000, InvalidInputRpcError, 'InvalidInputRpcError'],
  [-32001, ResourceNotFoundRpcError, 'ResourceNotFoundRpcError'],
  [-32002, ResourceUnavailableRpcError, 'ResourceUnavailableRpcError'],
  [-32003, TransactionRejectedRpcError, 'TransactionRejectedRpcError'],
  [-32004, MethodNotSupportedRpcError, 'MethodNotSupportedRpcError'],
  [-32005, LimitExceededRpcError, 'LimitExceededRpcError'],
  [-32006, JsonRpcVersionUnsupportedError, 'JsonRpcVersionUnsupportedError'],
  [4100, UnauthorizedProviderError, 'UnauthorizedProviderError'],
  [4200, UnsupportedProviderMethodError, 'UnsupportedProviderMethodError'],
  [4900, ProviderDisconnectedError, 'ProviderDisconnectedError'],
  [4901, ChainDisconnectedError, 'ChainDisconnectedError'],
  [4902, SwitchChainError, 'SwitchChainError'],
  [5700, UnsupportedNonOptionalCapabilityError, 'UnsupportedNonOptionalCapabilityError'],
  [5710, UnsupportedChainIdError, 'UnsupportedChainIdError'],
  [5720, DuplicateIdError, 'DuplicateIdError'],
  [5730, UnknownBundleIdError, 'UnknownBundleIdError'],
  [5740, BundleTooLargeError, 'BundleTooLargeError'],
  [5750, AtomicReadyWalletRejectedUpgradeError, 'AtomicReadyWalletRejectedUpgradeError'],
  [5760, AtomicityNotSupportedError, 'AtomicityNotSupportedError'],
] as const

const nodeMessageRows = [
  ['nonce too high', NonceTooHighError],
  ['nonce too low: address 0xabc, tx: 1 state: 2', NonceTooLowError],
  ['insufficient funds for gas * price + value', InsufficientFundsError],
  ['max fee per gas less than block base fee', FeeCapTooLowError],
  ['max fee per gas higher than 2^256-1', FeeCapTooHighError],
  ['max priority fee per gas higher than max fee per gas', TipAboveFeeCapError],
  ['intrinsic gas too high', IntrinsicGasTooHighError],
  ['intrinsic gas too low', IntrinsicGasTooLowError],
  ['transaction type not supported', TransactionTypeNotSupportedError],
] as const

describe('mapProviderError', () => {
  test.each(codeRows)('code %i → %o', (code, ErrorClass, name) => {
    const error = mapProviderError({ code, message: 'from the wallet' })
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.name).toBe(name)
    expect((error as unknown as { code: number }).code).toBe(code)
    expect(error.shortMessage.length).toBeGreaterThan(0)
    expect(error.details).toBe('from the wallet')
  })

  test.each([4001, 5000])('code %i → UserRejectedRequestError', (code) => {
    const error = mapProviderError({ code, message: 'User rejected the request.' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
  })

  test.each(nodeMessageRows)('node message %j → %o', (message, ErrorClass) => {
    expect(mapProviderError({ code: -32000, message })).toBeInstanceOf(ErrorClass)
    expect(mapProviderError(new Error(message.toUpperCase()))).toBeInstanceOf(ErrorClass)
  })

  test('a node message nested under a generic -32603 is found', () => {
    const error = mapProviderError({
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { code: -32000, message: 'insufficient funds for gas * price + value' },
    })
    expect(error).toBeInstanceOf(InsufficientFundsError)
  })

  test.each([
    'User rejected the request',
    'MetaMask Tx Signature: User denied transaction signature.',
    'Request rejected by user',
  ])('recognises rejection text %j when there is no code', (message) => {
    expect(mapProviderError(new Error(message))).toBeInstanceOf(UserRejectedRequestError)
  })

  test('recognises a rejection nested under data.originalError.code', () => {
    const error = mapProviderError({
      code: -32603,
      message: 'Internal',
      data: { originalError: { code: 4001 } },
    })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  test('an unknown code becomes UnknownRpcError keeping the code', () => {
    const error = mapProviderError({ code: 1234, message: 'odd' })
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect((error as UnknownRpcError).code).toBe(1234)
  })

  test('something with no code and no message is an UnknownRpcError without code', () => {
    for (const value of ['boom', null, undefined, {}]) {
      const error = mapProviderError(value)
      expect(error).toBeInstanceOf(UnknownRpcError)
      expect((error as UnknownRpcError).code).toBeUndefined()
    }
  })

  test('a typed error passes through unchanged, and the raw error stays as cause', () => {
    const typed = new ConnectorNotFoundError('x')
    expect(mapProviderError(typed)).toBe(typed)
    const raw = { code: 4100, message: 'no' }
    const mapped = mapProviderError(raw)
    expect(mapped).toBeInstanceOf(BaseError)
    expect(mapped.cause).toBe(raw)
  })
})

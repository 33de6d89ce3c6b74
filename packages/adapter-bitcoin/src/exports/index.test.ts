import { BaseError } from '@kit/core'
import { expect, test } from 'vitest'
import * as errors from './errors.js'
import * as exports from './index.js'
import * as utils from './utils.js'

test('the root entry: the adapter, networks and amounts', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "MAX_SATS",
      "SATS_PER_BTC",
      "formatBitcoinAmount",
      "parseBitcoinAmount",
      "BitcoinAdapter",
      "createBitcoinAdapter",
      "bitcoinMainnet",
      "bitcoinRegtest",
      "bitcoinSignet",
      "bitcoinTestnet",
      "getBitcoinNetwork",
    ]
  `)
})

test('the utils entry: the pure layer', () => {
  expect(Object.keys(utils)).toMatchInlineSnapshot(`
    [
      "getDustLimit",
      "isBitcoinAddress",
      "parseBitcoinAddress",
      "MAX_SATS",
      "SATS_PER_BTC",
      "formatBitcoinAmount",
      "parseBitcoinAmount",
      "broadcastTransaction",
      "createEsploraClient",
      "getBalance",
      "getFeeEstimates",
      "getTransactions",
      "getUtxos",
      "verifyBitcoinMessage",
      "bitcoinMainnet",
      "bitcoinRegtest",
      "bitcoinSignet",
      "bitcoinTestnet",
      "getBitcoinNetwork",
      "buildTransferPsbt",
      "estimateTransactionSize",
      "MAX_FEE_RATE",
    ]
  `)
})

test('the errors entry', () => {
  expect(Object.keys(errors)).toMatchInlineSnapshot(`
    [
      "InvalidBitcoinAddressError",
      "InvalidBitcoinAmountError",
      "EsploraSchemaError",
      "HttpRequestError",
      "InvalidEsploraRequestError",
      "InvalidRawTransactionError",
      "NetworkRequestError",
      "RequestAbortedError",
      "ResponseTooLargeError",
      "TimeoutError",
      "UnknownBitcoinNetworkError",
      "DustAmountError",
      "FeeRateError",
      "InsufficientFundsError",
      "InvalidUtxoError",
      "PublicKeyMismatchError",
      "UnsupportedSighashTypeError",
      "InvalidMessageSignatureError",
      "InvalidSignedPsbtError",
      "InvalidWalletAccountsError",
      "UnsupportedWalletRequestError",
      "WalletNetworkMismatchError",
      "WalletRequestError",
    ]
  `)
})

test("every error is one of Kit's, named after its class", () => {
  const samples: Record<string, unknown[]> = {
    DustAmountError: [{ amount: 1n, dustLimit: 294n }],
    InsufficientFundsError: [{ needed: 2n, available: 1n }],
    HttpRequestError: [500],
    TimeoutError: [10_000],
    ResponseTooLargeError: [1_000],
    UnsupportedSighashTypeError: [{ index: 0, sighashTypes: [0x83] }],
  }
  for (const [name, ErrorClass] of Object.entries(errors)) {
    const error = new (ErrorClass as new (...args: unknown[]) => Error)(...(samples[name] ?? ['x']))
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
  }
})

import { expect, test } from 'vitest'
import * as errors from './errors.js'
import * as exports from './index.js'

test('the public surface', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "getDustLimit",
      "isBitcoinAddress",
      "parseBitcoinAddress",
      "MAX_SATS",
      "SATS_PER_BTC",
      "formatBitcoinAmount",
      "parseBitcoinAmount",
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
      "UnknownBitcoinNetworkError",
      "DustAmountError",
      "FeeRateError",
      "InsufficientFundsError",
      "InvalidUtxoError",
      "PublicKeyMismatchError",
    ]
  `)
})

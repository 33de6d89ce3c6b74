import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { getDustLimit } from '../address/getDustLimit.js'
import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'
import { DustAmountError, FeeRateError, InsufficientFundsError } from '../errors/transaction.js'
import { bitcoinRegtest } from '../networks/bitcoinNetworks.js'
import { encodeAddress } from '../test/encodeAddress.js'
import { createTestWallet, signPsbt, utxosOf } from '../test/testWallet.js'
import { buildTransferPsbt } from './buildTransferPsbt.js'
import { feeFor } from './feeRate.js'

const network = bitcoinRegtest
const wallet = createTestWallet(network)
const recipientTypes = fc.constantFrom<BitcoinAddressType>(
  'p2pkh',
  'p2sh',
  'p2wpkh',
  'p2wsh',
  'p2tr',
)
const payments = fc.record({
  values: fc.array(fc.bigInt({ min: 1n, max: 5_000_000n }), { maxLength: 6 }),
  amount: fc.oneof(fc.constant('max' as const), fc.bigInt({ min: 0n, max: 20_000_000n })),
  feeRate: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.double({ min: 1, max: 50, noNaN: true })),
  from: fc.constantFrom('p2wpkh' as const, 'p2sh-p2wpkh' as const, 'p2tr' as const),
  to: recipientTypes,
  seed: fc.nat(),
})

propertyTest(
  'a payment balances, pays at least its rate, and signs to its estimate',
  [payments],
  (payment) => {
    const utxos = utxosOf(payment.values)
    const to = encodeAddress(
      payment.to,
      new Uint8Array(payment.to === 'p2wsh' || payment.to === 'p2tr' ? 32 : 20).fill(9),
      network,
    )
    const parameters = {
      utxos,
      from: wallet[payment.from],
      to,
      amount: payment.amount,
      feeRate: payment.feeRate,
      network,
    }
    let result: ReturnType<typeof buildTransferPsbt>
    try {
      result = buildTransferPsbt(parameters)
    } catch (error) {
      expect(
        [InsufficientFundsError, DustAmountError, FeeRateError].some(
          (type) => error instanceof type,
        ),
      ).toBe(true)
      if (error instanceof InsufficientFundsError)
        expect(error.needed).toBeGreaterThan(error.available)
      return
    }
    const spent = result.inputs.reduce((sum, { value }) => sum + value, 0n)
    expect(spent).toBe(result.amount + result.fee + (result.change?.amount ?? 0n))
    expect(result.amount).toBeGreaterThanOrEqual(getDustLimit({ type: payment.to }))
    if (payment.amount !== 'max') expect(result.amount).toBe(payment.amount)
    if (result.change)
      expect(result.change.amount).toBeGreaterThanOrEqual(
        getDustLimit({ type: payment.from === 'p2sh-p2wpkh' ? 'p2sh' : payment.from }),
      )
    expect(result.fee).toBeGreaterThanOrEqual(feeFor(result.vsize, payment.feeRate))
    expect(result.fee).toBeLessThanOrEqual(result.amount)

    // Signing is slow in pure JS: one case in eight is signed (the fixed tests sign every shape).
    if (payment.seed % 8 === 0) {
      const signed = signPsbt(result.psbt.bytes, wallet.privateKey)
      expect(signed.fee).toBe(result.fee)
      expect(result.vsize - signed.vsize).toBeGreaterThanOrEqual(0)
      expect(result.vsize - signed.vsize).toBeLessThanOrEqual(
        1 + Math.ceil(result.inputs.length / 4),
      )
    }

    // The same outputs in another order give the same PSBT.
    const shuffled = [...utxos].sort(
      (a, b) =>
        ((payment.seed * 31 + a.vout * 7 + a.txid.charCodeAt(63)) % 5) -
        ((payment.seed * 31 + b.vout * 7 + b.txid.charCodeAt(63)) % 5),
    )
    expect(buildTransferPsbt({ ...parameters, utxos: shuffled.reverse() }).psbt.base64).toBe(
      result.psbt.base64,
    )
  },
  { timeout: 60_000 },
)

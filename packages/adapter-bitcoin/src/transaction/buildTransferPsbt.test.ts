import { hex } from '@scure/base'
import { hash160 } from '@scure/btc-signer/utils.js'
import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'
import { InvalidBitcoinAddressError } from '../errors/address.js'
import { InvalidBitcoinAmountError } from '../errors/amount.js'
import {
  DustAmountError,
  FeeRateError,
  InsufficientFundsError,
  InvalidUtxoError,
  PublicKeyMismatchError,
} from '../errors/transaction.js'
import { bitcoinMainnet, bitcoinTestnet } from '../networks/bitcoinNetworks.js'
import { encodeAddress } from '../test/encodeAddress.js'
import { initBitcoinjs } from '../test/initBitcoinjs.js'
import { createTestWallet, signPsbt, utxosOf } from '../test/testWallet.js'
import { buildTransferPsbt } from './buildTransferPsbt.js'
import { feeFor } from './feeRate.js'

initBitcoinjs()

const network = bitcoinMainnet
const wallet = createTestWallet(network)
const recipients: Record<BitcoinAddressType, string> = {
  p2pkh: encodeAddress('p2pkh', new Uint8Array(20).fill(3), network),
  p2sh: encodeAddress('p2sh', new Uint8Array(20).fill(4), network),
  p2wpkh: encodeAddress('p2wpkh', new Uint8Array(20).fill(5), network),
  p2wsh: encodeAddress('p2wsh', new Uint8Array(32).fill(6), network),
  p2tr: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
}
const types = Object.keys(recipients) as BitcoinAddressType[]

describe('the estimate against the signed transaction', () => {
  const cases = (['p2wpkh', 'p2sh-p2wpkh', 'p2tr'] as const).flatMap((from) =>
    types.flatMap((to) => [1, 3, 7].map((inputs) => [from, to, inputs] as const)),
  )
  test.each(cases)('%s to %s with %d inputs', (from, to, inputCount) => {
    const result = buildTransferPsbt({
      utxos: utxosOf(Array(inputCount).fill(10_000n)),
      from: wallet[from],
      to: recipients[to],
      amount: 10_000n * BigInt(inputCount) - 30_000n + 25_000n,
      feeRate: 2,
      network,
    })
    expect(result.inputs).toHaveLength(inputCount)
    const signed = signPsbt(result.psbt.bytes, wallet.privateKey)
    expect(result.vsize).toBeGreaterThanOrEqual(signed.vsize)
    expect(result.vsize - signed.vsize).toBeLessThanOrEqual(2)
    expect(signed.fee).toBe(result.fee)
    expect(result.fee).toBeGreaterThanOrEqual(feeFor(signed.vsize, 2))
  })
})

describe('buildTransferPsbt', () => {
  test('a payment with change', () => {
    const result = buildTransferPsbt({
      utxos: utxosOf([50_000n, 200_000n, 80_000n]),
      from: wallet.p2wpkh,
      to: recipients.p2tr,
      amount: 100_000n,
      feeRate: 5,
      network,
    })
    expect(result.inputs.map(({ value }) => value)).toEqual([200_000n])
    // One p2wpkh input, a p2tr and a p2wpkh output: 10.5 + 68 + 43 + 31 vbytes.
    expect(result.vsize).toBe(153)
    expect(result.fee).toBe(765n)
    expect(result.change).toEqual({
      address: wallet.p2wpkh.address,
      amount: 200_000n - 100_000n - 765n,
    })

    // bitcoinjs-lib reads the same PSBT: witnessUtxo on the input, the outputs in order.
    const psbt = Psbt.fromBase64(result.psbt.base64)
    expect(psbt.data.inputs[0]?.witnessUtxo?.value).toBe(200_000n)
    expect(psbt.txOutputs.map(({ address, value }) => [address, value])).toEqual([
      [recipients.p2tr, 100_000n],
      [wallet.p2wpkh.address, 99_235n],
    ])
    expect(psbt.txInputs[0]?.sequence).toBe(0xfffffffd)
  })

  test('Taproot inputs carry the internal key', () => {
    const result = buildTransferPsbt({
      utxos: utxosOf([20_000n, 20_000n]),
      from: wallet.p2tr,
      to: recipients.p2wpkh,
      amount: 30_000n,
      feeRate: 1,
      network,
    })
    const psbt = Psbt.fromBase64(result.psbt.base64)
    for (const input of psbt.data.inputs)
      expect(hex.encode(input.tapInternalKey ?? new Uint8Array())).toBe(wallet.p2tr.publicKey)
    expect(signPsbt(result.psbt.bytes, wallet.privateKey).isFinal).toBe(true)
  })

  test('nested segwit inputs carry the redeem script', () => {
    const result = buildTransferPsbt({
      utxos: utxosOf([20_000n, 20_000n]),
      from: wallet['p2sh-p2wpkh'],
      to: recipients.p2wpkh,
      amount: 30_000n,
      feeRate: 1,
      network,
    })
    const psbt = Psbt.fromBase64(result.psbt.base64)
    for (const input of psbt.data.inputs)
      expect(hex.encode(input.redeemScript ?? new Uint8Array())).toBe(
        `0014${hex.encode(hash160(hex.decode(wallet.p2wpkh.publicKey)))}`,
      )
    // Change goes back to the nested address, with P2SH's dust limit.
    expect(result.change?.address).toBe(wallet['p2sh-p2wpkh'].address)
    expect(signPsbt(result.psbt.bytes, wallet.privateKey).isFinal).toBe(true)
  })

  test('a compressed key is accepted for Taproot', () => {
    const compressed = createTestWallet(network).p2wpkh.publicKey
    const result = buildTransferPsbt({
      utxos: utxosOf([20_000n]),
      from: { ...wallet.p2tr, publicKey: compressed },
      to: recipients.p2wpkh,
      amount: 10_000n,
      feeRate: 1,
      network,
    })
    expect(signPsbt(result.psbt.bytes, wallet.privateKey).isFinal).toBe(true)
  })

  test('change below dust goes to the fee', () => {
    const fee = feeFor(110, 2) // 1 p2wpkh input, 1 p2wpkh output, no change.
    const result = buildTransferPsbt({
      utxos: utxosOf([10_000n + fee + 293n]),
      from: wallet.p2wpkh,
      to: recipients.p2wpkh,
      amount: 10_000n,
      feeRate: 2,
      network,
    })
    expect(result.change).toBeUndefined()
    expect(result.fee).toBe(fee + 293n)
    expect(Psbt.fromBase64(result.psbt.base64).txOutputs).toHaveLength(1)
  })

  test('change at the dust limit is kept', () => {
    const feeWithChange = feeFor(141, 2)
    const result = buildTransferPsbt({
      utxos: utxosOf([10_000n + feeWithChange + 294n]),
      from: wallet.p2wpkh,
      to: recipients.p2wpkh,
      amount: 10_000n,
      feeRate: 2,
      network,
    })
    expect(result.change?.amount).toBe(294n)
    expect(result.fee).toBe(feeWithChange)
  })

  test('a change address of another type', () => {
    const result = buildTransferPsbt({
      utxos: utxosOf([100_000n]),
      from: wallet.p2wpkh,
      to: recipients.p2pkh,
      amount: 10_000n,
      feeRate: 1,
      network,
      changeAddress: wallet.p2tr.address,
    })
    expect(result.change?.address).toBe(wallet.p2tr.address)
    expect(Psbt.fromBase64(result.psbt.base64).txOutputs[1]?.address).toBe(wallet.p2tr.address)
  })

  test('max sends everything less the fee, with no change', () => {
    const result = buildTransferPsbt({
      utxos: utxosOf([30_000n, 20_000n, 100n]),
      from: wallet.p2wpkh,
      to: recipients.p2wsh,
      amount: 'max',
      feeRate: 3,
      network,
    })
    // The 100-sat output costs more to spend than it holds and is left out.
    expect(result.inputs).toHaveLength(2)
    expect(result.amount + result.fee).toBe(50_000n)
    expect(result.change).toBeUndefined()
    const signed = signPsbt(result.psbt.bytes, wallet.privateKey)
    expect(signed.outputsLength).toBe(1)
    expect(signed.fee).toBe(result.fee)
  })

  test('unconfirmed outputs are skipped when asked', () => {
    const utxos = [...utxosOf([100_000n], false), ...utxosOf([5_000n, 6_000n], true, 1)]
    const base = {
      utxos,
      from: wallet.p2wpkh,
      to: recipients.p2tr,
      amount: 50_000n,
      feeRate: 1,
      network,
    }
    expect(buildTransferPsbt(base).inputs).toHaveLength(1)
    expect(() => buildTransferPsbt({ ...base, includeUnconfirmed: false })).toThrow(
      expect.objectContaining({ name: 'InsufficientFundsError', available: 11_000n }),
    )
  })

  test('insufficient funds name what is needed, fee included', () => {
    try {
      buildTransferPsbt({
        utxos: utxosOf([10_000n, 10_000n]),
        from: wallet.p2wpkh,
        to: recipients.p2wpkh,
        amount: 20_000n,
        feeRate: 10,
        network,
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InsufficientFundsError)
      const { needed, available } = error as InsufficientFundsError
      expect(available).toBe(20_000n)
      // Two p2wpkh inputs and one p2wpkh output: 178 vbytes at 10 sat/vB.
      expect(needed).toBe(21_780n)
    }
    expect(() =>
      buildTransferPsbt({
        utxos: [],
        from: wallet.p2tr,
        to: recipients.p2tr,
        amount: 'max',
        feeRate: 1,
        network,
      }),
    ).toThrow(InsufficientFundsError)
  })

  test.each([
    ['p2pkh', 545n],
    ['p2sh', 539n],
    ['p2wpkh', 293n],
    ['p2wsh', 329n],
    ['p2tr', 329n],
  ] as const)('below dust to %s', (type, amount) => {
    const base = {
      utxos: utxosOf([100_000n]),
      from: wallet.p2wpkh,
      to: recipients[type],
      feeRate: 1,
      network,
    }
    expect(() => buildTransferPsbt({ ...base, amount })).toThrow(DustAmountError)
    expect(buildTransferPsbt({ ...base, amount: amount + 1n }).amount).toBe(amount + 1n)
  })

  test.each([
    [0, 'tooLow'],
    [0.5, 'tooLow'],
    [-1, 'tooLow'],
    [Number.NaN, 'invalid'],
    [Number.POSITIVE_INFINITY, 'invalid'],
    ['5', 'invalid'],
    [5_001, 'tooHigh'],
  ] as const)('fee rate %s is refused: %s', (feeRate, reason) => {
    expect(() =>
      buildTransferPsbt({
        utxos: utxosOf([100_000n]),
        from: wallet.p2wpkh,
        to: recipients.p2tr,
        amount: 10_000n,
        feeRate: feeRate as number,
        network,
      }),
    ).toThrow(expect.objectContaining({ name: 'FeeRateError', reason }))
  })

  test('a fee above the amount is refused', () => {
    expect(() =>
      buildTransferPsbt({
        utxos: utxosOf([1_000_000n]),
        from: wallet.p2wpkh,
        to: recipients.p2tr,
        amount: 1_000n,
        feeRate: 100,
        network,
      }),
    ).toThrow(FeeRateError)
  })

  test('fractional fee rates round the fee up', () => {
    const result = buildTransferPsbt({
      utxos: utxosOf([100_000n]),
      from: wallet.p2wpkh,
      to: recipients.p2tr,
      amount: 10_000n,
      feeRate: 1.1,
      network,
    })
    expect(result.fee).toBe(169n) // 153 vbytes × 1.1 = 168.3
  })

  test('addresses of another network are refused', () => {
    const testnetWallet = createTestWallet(bitcoinTestnet)
    const base = { utxos: utxosOf([100_000n]), amount: 10_000n, feeRate: 1, network }
    expect(() =>
      buildTransferPsbt({ ...base, from: wallet.p2wpkh, to: testnetWallet.p2tr.address }),
    ).toThrow(InvalidBitcoinAddressError)
    expect(() =>
      buildTransferPsbt({ ...base, from: testnetWallet.p2wpkh, to: recipients.p2tr }),
    ).toThrow(InvalidBitcoinAddressError)
    expect(() =>
      buildTransferPsbt({
        ...base,
        from: wallet.p2wpkh,
        to: recipients.p2tr,
        changeAddress: 'bc1q',
      }),
    ).toThrow(InvalidBitcoinAddressError)
  })

  test('a key that does not pay the sender is refused', () => {
    const other = createTestWallet(network, 2)
    const base = {
      utxos: utxosOf([100_000n]),
      to: recipients.p2tr,
      amount: 10_000n,
      feeRate: 1,
      network,
    }
    for (const from of [
      { ...wallet.p2wpkh, publicKey: other.p2wpkh.publicKey },
      { ...wallet.p2tr, publicKey: other.p2tr.publicKey },
      { ...wallet.p2wpkh, publicKey: wallet.p2tr.publicKey },
      { ...wallet.p2wpkh, publicKey: 'zz' },
      { ...wallet.p2wpkh, publicKey: `02${'00'.repeat(32)}` },
      { ...wallet.p2tr, publicKey: 'ff'.repeat(32) },
      { ...wallet.p2tr, publicKey: `${wallet.p2tr.publicKey}00` },
      { ...wallet.p2tr, publicKey: 42 as never },
      { ...wallet.p2wpkh, type: 'p2tr' as const },
      { ...wallet.p2wpkh, type: 'p2sh-p2wpkh' as const },
      { ...wallet['p2sh-p2wpkh'], publicKey: wallet.p2tr.publicKey },
      { ...wallet['p2sh-p2wpkh'], type: 'p2pkh' as never },
    ])
      expect(() => buildTransferPsbt({ ...base, from })).toThrow(PublicKeyMismatchError)
  })

  test.each([
    [[{ txid: 'ab', vout: 0, value: 1_000n, confirmed: true }]],
    [[{ txid: 'A'.repeat(64), vout: 0, value: 1_000n, confirmed: true }]],
    [[{ txid: 'a'.repeat(64), vout: -1, value: 1_000n, confirmed: true }]],
    [[{ txid: 'a'.repeat(64), vout: 0.5, value: 1_000n, confirmed: true }]],
    [[{ txid: 'a'.repeat(64), vout: 0, value: 1_000, confirmed: true }]],
    [[{ txid: 'a'.repeat(64), vout: 0, value: 0n, confirmed: true }]],
    [[{ txid: 'a'.repeat(64), vout: 0, value: 2_100_000_000_000_001n, confirmed: true }]],
    [[...utxosOf([1_000n]), ...utxosOf([2_000n])]],
    [[null]],
  ])('malformed outputs are refused (%#)', (utxos) => {
    expect(() =>
      buildTransferPsbt({
        utxos: utxos as never,
        from: wallet.p2wpkh,
        to: recipients.p2tr,
        amount: 'max',
        feeRate: 1,
        network,
      }),
    ).toThrow(InvalidUtxoError)
  })

  test.each([
    [-1n, 'negative'],
    [2_100_000_000_000_001n, 'aboveMaxSupply'],
    [1000, 'format'],
  ] as const)('amount %s is refused', (amount, reason) => {
    expect(() =>
      buildTransferPsbt({
        utxos: utxosOf([100_000n]),
        from: wallet.p2wpkh,
        to: recipients.p2tr,
        amount: amount as bigint,
        feeRate: 1,
        network,
      }),
    ).toThrow(expect.objectContaining({ reason, constructor: InvalidBitcoinAmountError }))
  })
})

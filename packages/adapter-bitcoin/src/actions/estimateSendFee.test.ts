import { bitcoin } from '@kit/core/modules/networks/bitcoinNetworks'
import { describe, expect, test } from 'vitest'
import { createBitcoinAdapter } from '../createBitcoinAdapter.js'
import { address, other, utxoAnswer } from '../test/esploraFixtures.js'
import { createFakeFetch, json } from '../test/fakeFetch.js'
import { estimateTransactionSize } from '../transaction/estimateTransactionSize.js'

function setup(feeRate?: number) {
  const { fetchFn, calls } = createFakeFetch((url) =>
    url.endsWith('/utxo')
      ? json(utxoAnswer)
      : url.endsWith('/fee-estimates')
        ? json({ '1': 9, '3': 3, '6': 2 })
        : json({}, 404),
  )
  const adapter = createBitcoinAdapter({ fetchFn, retryCount: 0, feeRate })
  const estimate = (value: bigint, to = other) =>
    adapter.estimateSendFee({ connectorId: 'x', network: bitcoin, from: address, to, value })
  return { adapter, estimate, calls }
}

const vsize = (inputs: number, outputs: ('p2tr' | 'p2wpkh')[]) =>
  estimateTransactionSize({ inputs: Array(inputs).fill('p2wpkh'), outputs }).vsize

describe('estimateSendFee', () => {
  test('prices the outputs a payment would spend, with change, at the adapter’s fee rate', async () => {
    const { estimate, calls } = setup(2)
    await expect(estimate(10_000n)).resolves.toEqual({
      fee: BigInt(vsize(1, ['p2tr', 'p2wpkh']) * 2),
      minimumValue: 330n,
    })
    expect(calls.some(({ url }) => url.endsWith('/fee-estimates'))).toBe(false)
  })

  test("uses Esplora's estimate for the 3-block target when the adapter has no rate", async () => {
    await expect(setup().estimate(10_000n)).resolves.toEqual({
      fee: BigInt(vsize(1, ['p2tr', 'p2wpkh']) * 3),
      minimumValue: 330n,
    })
  })

  test('an amount of 0 or beyond the outputs gets the fee of sending everything (what Max leaves)', async () => {
    const { estimate } = setup(2)
    const everything = { fee: BigInt(vsize(2, ['p2tr']) * 2), minimumValue: 330n }
    await expect(estimate(0n)).resolves.toEqual(everything)
    await expect(estimate(10_000_000n)).resolves.toEqual(everything)
  })

  test("the least value it relays is the receiver's dust limit, by its address type", async () => {
    const { estimate } = setup(2)
    // `other` is a Taproot address, `address` a P2WPKH one.
    await expect(estimate(10_000n, other)).resolves.toMatchObject({ minimumValue: 330n })
    await expect(estimate(10_000n, address)).resolves.toMatchObject({ minimumValue: 294n })
  })

  test('refuses an address of another network', async () => {
    await expect(
      setup(2).estimate(1_000n, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'),
    ).rejects.toThrow()
  })
})

describe('isAddress', () => {
  test("accepts the network's addresses only", async () => {
    const { adapter } = setup()
    await expect(adapter.isAddress({ address: other, network: bitcoin })).resolves.toBe(true)
    await expect(
      adapter.isAddress({
        address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        network: bitcoin,
      }),
    ).resolves.toBe(false)
    await expect(adapter.isAddress({ address: 'kitdev.kit.id', network: bitcoin })).resolves.toBe(
      false,
    )
  })
})

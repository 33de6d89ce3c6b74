import { fc, getPropertyRuns, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { BitcoinTransactionRejectedError } from '../../errors/bitcoin.js'
import { bitcoinDevAccounts } from '../bitcoinDevAccounts.js'
import { createBitcoinNode } from '../createBitcoinNode.js'
import { utxoJson } from '../esplora/addressJson.js'
import { parseBitcoinAddress } from '../parseBitcoinAddress.js'
import { signDevSpend } from '../signDevSpend.js'

const [alice, bob] = bitcoinDevAccounts as [
  (typeof bitcoinDevAccounts)[number],
  (typeof bitcoinDevAccounts)[number],
]
const oneBtc = 100_000_000n

propertyTest(
  'a signed spend is accepted exactly when no output is dust and the fee pays 1 sat/vB',
  [
    fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: oneBtc })),
    fc.bigInt({ min: 0n, max: 400n }),
    fc.constantFrom('payment', 'ordinals' as const),
  ],
  (sent, fee, destination) => {
    const node = createBitcoinNode()
    const [utxo] = utxoJson(node.state, parseBitcoinAddress(alice.paymentAddress).scriptHex)
    if (!utxo) throw new Error('Alice has no UTXO')
    const change = oneBtc - sent - fee
    if (change < 0n) return
    const to = destination === 'payment' ? bob.paymentAddress : bob.ordinalsAddress
    const outputs = [{ address: to, value: sent }]
    if (change > 0n) outputs.push({ address: alice.paymentAddress, value: change })
    const spend = signDevSpend({
      account: alice,
      from: 'payment',
      inputs: [{ txid: utxo.txid, vout: utxo.vout, value: oneBtc }],
      outputs,
    })
    const dust = destination === 'payment' ? 294n : 330n
    const expected =
      sent < dust || (change > 0n && change < 294n)
        ? 'dust'
        : fee < BigInt(spend.vsize)
          ? `min relay fee not met, ${fee} < ${spend.vsize}`
          : 'accepted'
    let outcome = 'accepted'
    try {
      expect(node.broadcast(spend.hex)).toBe(spend.txid)
    } catch (error) {
      if (!(error instanceof BitcoinTransactionRejectedError)) throw error
      outcome = error.reason
    }
    expect(outcome).toBe(expected)
  },
  // Signing and checking a spend takes about 15 ms: more than the harness's 2 ms per case.
  { timeout: Math.max(30_000, getPropertyRuns() * 50) },
)

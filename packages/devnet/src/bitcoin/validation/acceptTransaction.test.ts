import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { Transaction as BitcoinJsTransaction } from 'bitcoinjs-lib'
import { beforeEach, describe, expect, test } from 'vitest'
import { BitcoinTransactionRejectedError } from '../../errors/bitcoin.js'
import { bitcoinDevAccounts } from '../bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../bitcoinRegtest.js'
import { type BitcoinNode, createBitcoinNode } from '../createBitcoinNode.js'
import { addressJson, utxoJson } from '../esplora/addressJson.js'
import { parseBitcoinAddress } from '../parseBitcoinAddress.js'
import { type DevSpendInput, signDevSpend } from '../signDevSpend.js'
import type { TxOutput } from '../types.js'
import { verifyInputSignatures } from './verifyInputSignatures.js'

const [alice, bob] = bitcoinDevAccounts as [
  (typeof bitcoinDevAccounts)[number],
  (typeof bitcoinDevAccounts)[number],
]
const p2pkhAddress = 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'

let node: BitcoinNode
beforeEach(() => {
  node = createBitcoinNode()
})

function utxos(address: string): DevSpendInput[] {
  return utxoJson(node.state, parseBitcoinAddress(address).scriptHex).map((utxo) => ({
    txid: utxo.txid,
    vout: utxo.vout,
    value: BigInt(utxo.value),
  }))
}

function stats(address: string) {
  const { address: canonical, scriptHex } = parseBitcoinAddress(address)
  return addressJson(node.state, canonical, scriptHex)
}

function firstUtxo(address: string): DevSpendInput {
  const utxo = utxos(address)[0]
  if (!utxo) throw new Error(`No UTXO on ${address}`)
  return utxo
}

/** Alice pays Bob 0.3 BTC from one 1 BTC output, change back to her, `fee` sats of fee. */
function aliceToBob({ fee = 500n, input = firstUtxo(alice.paymentAddress) } = {}) {
  return signDevSpend({
    account: alice,
    from: 'payment',
    inputs: [input],
    outputs: [
      { address: bob.paymentAddress, value: 30_000_000n },
      { address: alice.paymentAddress, value: input.value - 30_000_000n - fee },
    ],
  })
}

function rejection(run: () => unknown): BitcoinTransactionRejectedError {
  try {
    run()
  } catch (error) {
    if (error instanceof BitcoinTransactionRejectedError) return error
    throw error
  }
  throw new Error('The transaction was accepted')
}

/** Flips one byte of a witness item of input 0 (the signature is its first item). */
function flipSignatureByte(hex: string): string {
  const tx = BitcoinJsTransaction.fromHex(hex)
  const signature = Uint8Array.from(tx.ins[0]?.witness[0] ?? [])
  signature[10] = (signature[10] as number) ^ 0x01
  ;(tx.ins[0] as { witness: Uint8Array[] }).witness[0] = signature
  return tx.toHex()
}

describe('acceptTransaction', () => {
  test('the dev accounts start with 5 × 1 BTC on the payment address and 3 small outputs on the ordinals address', () => {
    for (const account of bitcoinDevAccounts) {
      expect(utxos(account.paymentAddress).map((utxo) => utxo.value)).toEqual(
        Array(5).fill(100_000_000n),
      )
      expect(utxos(account.ordinalsAddress).map((utxo) => utxo.value)).toEqual([
        10_000n,
        20_000n,
        50_000n,
      ])
    }
    expect(node.tip().height).toBe(3)
  })

  test('a P2WPKH spend enters the mempool, then a block; balances and UTXOs follow', () => {
    const spend = aliceToBob()
    expect(node.broadcast(spend.hex)).toBe(spend.txid)
    // bitcoinjs-lib reads the same transaction: same txid, same virtual size.
    const second = BitcoinJsTransaction.fromHex(spend.hex)
    expect(second.getId()).toBe(spend.txid)
    expect(second.virtualSize()).toBe(node.state.txs.get(spend.txid)?.tx.vsize)

    expect(stats(bob.paymentAddress).mempool_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 30_000_000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
    expect(stats(alice.paymentAddress).mempool_stats).toMatchObject({
      spent_txo_count: 1,
      spent_txo_sum: 100_000_000,
      funded_txo_sum: 100_000_000 - 30_000_000 - 500,
    })
    // The mempool output is already listed (unconfirmed), the spent one is gone.
    expect(utxos(bob.paymentAddress)).toHaveLength(6)
    expect(utxos(alice.paymentAddress)).toHaveLength(5)

    const [block] = node.mine()
    expect(block?.txids).toContain(spend.txid)
    expect(stats(bob.paymentAddress).mempool_stats.tx_count).toBe(0)
    expect(stats(bob.paymentAddress).chain_stats).toMatchObject({
      funded_txo_count: 6,
      funded_txo_sum: 530_000_000,
      tx_count: 2,
    })
    expect(node.state.mempool.size).toBe(0)
    expect(node.state.txs.get(spend.txid)?.placement.confirmed).toBe(true)
  })

  test('a P2TR key-path spend (SIGHASH_DEFAULT) is accepted and confirmed', () => {
    const input = firstUtxo(alice.ordinalsAddress)
    const spend = signDevSpend({
      account: alice,
      from: 'ordinals',
      inputs: [input],
      outputs: [{ address: bob.ordinalsAddress, value: input.value - 200n }],
    })
    // 64-byte signature: no sighash byte.
    expect(BitcoinJsTransaction.fromHex(spend.hex).ins[0]?.witness[0]).toHaveLength(64)
    expect(node.broadcast(spend.hex)).toBe(spend.txid)
    node.mine()
    expect(utxos(bob.ordinalsAddress).map((utxo) => utxo.value)).toContain(input.value - 200n)
    expect(stats(alice.ordinalsAddress).chain_stats.spent_txo_sum).toBe(Number(input.value))
  })

  test('other sighash types wallets use: P2WPKH ALL|ANYONECANPAY, P2TR ALL and SINGLE', () => {
    const payment = firstUtxo(alice.paymentAddress)
    const anyoneCanPay = signDevSpend({
      account: alice,
      from: 'payment',
      inputs: [payment],
      outputs: [{ address: bob.paymentAddress, value: payment.value - 1_000n }],
      sighash: SigHash.ALL_ANYONECANPAY,
    })
    expect(node.broadcast(anyoneCanPay.hex)).toBe(anyoneCanPay.txid)
    const [first, second] = utxos(alice.ordinalsAddress) as [DevSpendInput, DevSpendInput]
    for (const [input, sighash] of [
      [first, SigHash.ALL],
      [second, SigHash.SINGLE],
    ] as const) {
      const spend = signDevSpend({
        account: alice,
        from: 'ordinals',
        inputs: [input],
        outputs: [{ address: bob.ordinalsAddress, value: input.value - 300n }],
        sighash,
      })
      expect(BitcoinJsTransaction.fromHex(spend.hex).ins[0]?.witness[0]?.[64]).toBe(sighash)
      expect(node.broadcast(spend.hex)).toBe(spend.txid)
    }
  })

  test('one transaction spending a P2TR and a P2WPKH output, signed by both keys', () => {
    const ordinals = firstUtxo(alice.ordinalsAddress)
    const payment = firstUtxo(alice.paymentAddress)
    const network = bitcoinRegtest.network
    const wpkh = p2wpkh(hexToBytes(alice.publicKey), network)
    const taproot = p2tr(hexToBytes(alice.ordinalsPublicKey), undefined, network)
    const tx = new Transaction()
    tx.addInput({
      ...taproot,
      txid: ordinals.txid,
      index: ordinals.vout,
      witnessUtxo: { script: taproot.script, amount: ordinals.value },
    })
    tx.addInput({
      txid: payment.txid,
      index: payment.vout,
      witnessUtxo: { script: wpkh.script, amount: payment.value },
    })
    tx.addOutputAddress(bob.paymentAddress, payment.value + ordinals.value - 2_000n, network)
    tx.sign(hexToBytes(alice.privateKey))
    tx.finalize()
    expect(node.broadcast(tx.hex)).toBe(tx.id)
    // BIP-341: the taproot input (checked first) signs the other input's amount too.
    const record = node.state.txs.get(tx.id)
    if (!record) throw new Error('Not in the mempool')
    const [first, second] = record.prevouts as [TxOutput, TxOutput]
    const otherAmount = { ...second, value: second.value + 1n }
    expect(() => verifyInputSignatures(record.tx, [first, otherAmount])).toThrow(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    )
    expect(() => verifyInputSignatures(record.tx, [first, second])).not.toThrow()
  })

  test('a child may spend its parent in the mempool; one block confirms both', () => {
    const parent = aliceToBob()
    node.broadcast(parent.hex)
    const child = signDevSpend({
      account: bob,
      from: 'payment',
      inputs: [{ txid: parent.txid, vout: 0, value: 30_000_000n }],
      outputs: [{ address: alice.paymentAddress, value: 29_999_000n }],
    })
    expect(node.broadcast(child.hex)).toBe(child.txid)
    const [block] = node.mine()
    expect(block?.txids.slice(1)).toEqual([parent.txid, child.txid])
  })

  test('broadcasting the same transaction again returns its txid; after a block it is refused', () => {
    const spend = aliceToBob()
    node.broadcast(spend.hex)
    expect(node.broadcast(spend.hex)).toBe(spend.txid)
    node.mine()
    expect(rejection(() => node.broadcast(spend.hex))).toMatchObject({
      code: -27,
      reason: 'Transaction outputs already in utxo set',
    })
  })

  test('refuses a P2WPKH spend whose signature has a flipped byte', () => {
    const error = rejection(() => node.broadcast(flipSignatureByte(aliceToBob().hex)))
    expect(error.code).toBe(-26)
    expect(error.reason).toMatch(/^mandatory-script-verify-flag-failed \(/)
    expect(node.state.mempool.size).toBe(0)
  })

  test('refuses a P2TR spend whose signature has a flipped byte', () => {
    const input = firstUtxo(alice.ordinalsAddress)
    const spend = signDevSpend({
      account: alice,
      from: 'ordinals',
      inputs: [input],
      outputs: [{ address: bob.ordinalsAddress, value: input.value - 200n }],
    })
    expect(rejection(() => node.broadcast(flipSignatureByte(spend.hex))).reason).toBe(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    )
  })

  test('refuses a signature made over other outputs (the outputs were changed after signing)', () => {
    const tx = BitcoinJsTransaction.fromHex(aliceToBob().hex)
    ;(tx.outs[0] as { value: bigint }).value = 30_000_100n
    ;(tx.outs[1] as { value: bigint }).value -= 100n
    expect(rejection(() => node.broadcast(tx.toHex())).reason).toBe(
      'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)',
    )
  })

  test("refuses a witness with another key than the output's", () => {
    const input = firstUtxo(alice.paymentAddress)
    const spend = signDevSpend({
      account: bob,
      from: 'payment',
      inputs: [input],
      outputs: [{ address: bob.paymentAddress, value: input.value - 1_000n }],
    })
    expect(rejection(() => node.broadcast(spend.hex)).reason).toBe(
      'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)',
    )
  })

  test('refuses a high-S signature as Bitcoin Core does (policy)', () => {
    const tx = BitcoinJsTransaction.fromHex(aliceToBob().hex)
    const witness = tx.ins[0]?.witness as Uint8Array[]
    const signature = witness[0] as Uint8Array
    witness[0] = highS(signature)
    expect(rejection(() => node.broadcast(tx.toHex())).reason).toBe(
      'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)',
    )
  })

  test('refuses a double spend of an output a mempool transaction spends', () => {
    const input = firstUtxo(alice.paymentAddress)
    node.broadcast(aliceToBob({ input }).hex)
    expect(rejection(() => node.broadcast(aliceToBob({ input, fee: 900n }).hex))).toMatchObject({
      code: -26,
      reason: 'txn-mempool-conflict',
    })
  })

  test('refuses an output already spent in a block, and one that never existed', () => {
    const input = firstUtxo(alice.paymentAddress)
    node.broadcast(aliceToBob({ input }).hex)
    node.mine()
    expect(rejection(() => node.broadcast(aliceToBob({ input, fee: 900n }).hex))).toMatchObject({
      code: -25,
      reason: 'bad-txns-inputs-missingorspent',
    })
    const missing = { txid: 'ab'.repeat(32), vout: 0, value: 100_000_000n }
    expect(rejection(() => node.broadcast(aliceToBob({ input: missing }).hex)).reason).toBe(
      'bad-txns-inputs-missingorspent',
    )
  })

  test('refuses outputs worth more than the inputs (checked before the signatures)', () => {
    const tx = BitcoinJsTransaction.fromHex(aliceToBob().hex)
    ;(tx.outs[1] as { value: bigint }).value += 501n
    expect(rejection(() => node.broadcast(tx.toHex())).reason).toBe(
      'bad-txns-in-belowout, value in (1.00) < value out (1.00000001)',
    )
  })

  test('refuses a fee under 1 sat/vB, accepts exactly 1 sat/vB', () => {
    const low = aliceToBob({ fee: 100n })
    expect(rejection(() => node.broadcast(low.hex))).toMatchObject({
      code: -26,
      reason: `min relay fee not met, 100 < ${low.vsize}`,
    })
    const exact = aliceToBob({ fee: BigInt(low.vsize) })
    expect(node.broadcast(exact.hex)).toBe(exact.txid)
  })

  test('refuses dust outputs by script type, accepts the thresholds', () => {
    const cases = [
      [bob.paymentAddress, 294n],
      [bob.ordinalsAddress, 330n],
      [p2pkhAddress, 546n],
    ] as const
    for (const [address, threshold] of cases) {
      const [input] = utxos(alice.paymentAddress) as [DevSpendInput]
      const build = (value: bigint) =>
        signDevSpend({
          account: alice,
          from: 'payment',
          inputs: [input],
          outputs: [
            { address, value },
            { address: alice.paymentAddress, value: input.value - value - 1_000n },
          ],
        })
      expect(rejection(() => node.broadcast(build(threshold - 1n).hex)).reason).toBe('dust')
      expect(node.broadcast(build(threshold).hex)).toMatch(/^[0-9a-f]{64}$/)
      node.mine()
    }
  })

  test('refuses to check inputs it does not support (a P2PKH output) with a clear reason', () => {
    const input = firstUtxo(alice.paymentAddress)
    const funding = signDevSpend({
      account: alice,
      from: 'payment',
      inputs: [input],
      outputs: [{ address: p2pkhAddress, value: input.value - 1_000n }],
    })
    node.broadcast(funding.hex)
    // The P2PKH output cannot be signed with the dev key here; any scriptSig is refused first.
    const spend = BitcoinJsTransaction.fromHex(aliceToBob({ fee: 5_000n }).hex)
    const first = spend.ins[0] as { hash: Uint8Array; index: number; witness: Uint8Array[] }
    first.hash = hexToBytes(funding.txid).reverse()
    first.index = 0
    first.witness = []
    expect(rejection(() => node.broadcast(spend.toHex())).reason).toMatch(
      /^unsupported-input-type: input 0 spends a p2pkh output/,
    )
  })

  test('refuses a coinbase, an empty witness and a transaction without outputs', () => {
    const coinbase = node.state.txs.get(node.state.blocks[1]?.txids[0] ?? '')
    expect(
      rejection(() => node.broadcast(bytesToHex(coinbase?.tx.raw ?? new Uint8Array()))),
    ).toMatchObject({
      code: -27,
    })
    const unsigned = BitcoinJsTransaction.fromHex(aliceToBob().hex)
    ;(unsigned.ins[0] as { witness: Uint8Array[] }).witness = []
    expect(rejection(() => node.broadcast(unsigned.toHex())).reason).toBe(
      'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
    )
    const noOutputs = BitcoinJsTransaction.fromHex(aliceToBob().hex)
    noOutputs.outs = []
    expect(rejection(() => node.broadcast(noOutputs.toHex())).reason).toBe('bad-txns-vout-empty')
  })

  test('refuses what is not one raw transaction with TX decode failed', () => {
    const spend = aliceToBob()
    for (const hex of ['', 'zz', '0', `${spend.hex}00`, spend.hex.slice(0, -2), `${spend.hex} x`]) {
      expect(rejection(() => node.broadcast(hex))).toMatchObject({
        code: -22,
        reason: 'TX decode failed',
      })
    }
    // Ten zero bytes decode (version 0, no inputs, no outputs) and fail the next rule.
    expect(rejection(() => node.broadcast('00'.repeat(10))).reason).toBe('bad-txns-vin-empty')
  })
})

/** The same ECDSA signature with s replaced by n - s (valid for consensus, refused by policy). */
function highS(signatureWithType: Uint8Array): Uint8Array {
  const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
  const der = signatureWithType.subarray(0, -1)
  const rLength = der[3] as number
  const r = der.subarray(4, 4 + rLength)
  const sLength = der[5 + rLength] as number
  const s = BigInt(`0x${bytesToHex(der.subarray(6 + rLength, 6 + rLength + sLength))}`)
  let sHex = (n - s).toString(16)
  if (sHex.length % 2) sHex = `0${sHex}`
  if (Number.parseInt(sHex.slice(0, 2), 16) >= 0x80) sHex = `00${sHex}`
  const sBytes = hexToBytes(sHex)
  const body = Uint8Array.of(0x02, r.length, ...r, 0x02, sBytes.length, ...sBytes)
  return Uint8Array.of(0x30, body.length, ...body, signatureWithType.at(-1) as number)
}

import { hexToBytes } from '@noble/hashes/utils.js'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { EsploraProvider, type FetchFn } from '@scure/btc-signer/net.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bitcoinDevAccounts } from '../bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../bitcoinRegtest.js'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from '../startBitcoinEsplora.js'

const [alice, bob] = bitcoinDevAccounts as [
  (typeof bitcoinDevAccounts)[number],
  (typeof bitcoinDevAccounts)[number],
]

let server: StartBitcoinEsploraReturnType
let provider: EsploraProvider
beforeAll(async () => {
  server = await startBitcoinEsplora({ blockIntervalMs: 0 })
  provider = new EsploraProvider(fetch as FetchFn, server.url, bitcoinRegtest.network)
})
afterAll(async () => {
  await server.stop()
})

// btc-signer's own Esplora client validates every field it reads: a second reader of our JSON.
describe('an Esplora client (btc-signer EsploraProvider) against the local server', () => {
  test('reads the tip, a block, fee estimates and a balance', async () => {
    expect(await provider.height()).toBe(3)
    const block = await provider.blockInfo(2)
    expect(block).toMatchObject({ number: 2, transactions: [expect.any(String)] })
    expect(await provider.fee(1)).toBe(3n)
    expect(await provider.balance(alice.paymentAddress)).toMatchObject({
      balance: 500_000_000n,
      txCount: 1,
    })
  })

  test('spends the UTXOs it lists, waits for the block, and reads the transaction back', async () => {
    const { utxo, balance } = await provider.unspent(alice.paymentAddress)
    expect(balance).toBe(500_000_000n)
    expect(utxo).toHaveLength(5)
    const tx = new Transaction()
    const payment = p2wpkh(hexToBytes(alice.publicKey), bitcoinRegtest.network)
    const [first] = utxo
    if (!first) throw new Error('No UTXO')
    tx.addInput({ ...first, witnessUtxo: { script: payment.script, amount: 100_000_000n } })
    tx.addOutputAddress(bob.paymentAddress, 40_000_000n, bitcoinRegtest.network)
    tx.addOutputAddress(alice.paymentAddress, 59_999_000n, bitcoinRegtest.network)
    tx.sign(hexToBytes(alice.privateKey))
    tx.finalize()
    const txid = await provider.sendTx(tx.hex)
    expect(txid).toBe(tx.id)
    const waiting = provider.waitForTx(txid, { pollIntervalMs: 20, timeoutMs: 5_000 })
    server.mine()
    expect(await waiting).toMatchObject({ confirmed: true, block: 4 })
    const info = await provider.txInfo(txid)
    expect(info).toMatchObject({ txid, fee: 1_000n, status: { confirmed: true, block: 4 } })
    expect(info.outputs.map((output) => output.value)).toEqual([40_000_000n, 59_999_000n])
    expect((await provider.balance(bob.paymentAddress)).balance).toBe(540_000_000n)
    const transfers = await provider.transfers(bob.paymentAddress)
    expect(transfers.map((transfer) => transfer.txid).at(-1)).toBe(txid)
  })
})

import { describe, expect, test } from 'vitest'
import { bitcoinDevAccounts, bitcoinMinerAddress } from '../bitcoinDevAccounts.js'
import { createBitcoinNode } from '../createBitcoinNode.js'
import { signDevSpend } from '../signDevSpend.js'
import { routeEsplora } from './routeEsplora.js'

const [alice, bob] = bitcoinDevAccounts as [
  (typeof bitcoinDevAccounts)[number],
  (typeof bitcoinDevAccounts)[number],
]

type Tx = { txid: string; status: { confirmed: boolean; block_height?: number } }

function get<T>(node: ReturnType<typeof createBitcoinNode>, path: string): T {
  const response = routeEsplora(node, { method: 'GET', path })
  expect(response.status, path).toBe(200)
  return JSON.parse(String(response.body)) as T
}

describe('address history', () => {
  test('lists mempool transactions newest first, then confirmed ones by height', () => {
    const node = createBitcoinNode()
    const utxos = get<{ txid: string; vout: number; value: number }[]>(
      node,
      `/address/${alice.paymentAddress}/utxo`,
    )
    const txids = utxos.slice(0, 3).map((utxo, index) => {
      const spend = signDevSpend({
        account: alice,
        from: 'payment',
        inputs: [{ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }],
        outputs: [{ address: bob.paymentAddress, value: BigInt(utxo.value) - 1_000n }],
      })
      node.broadcast(spend.hex)
      // One confirmed, two in the mempool.
      if (index === 0) node.mine()
      return spend.txid
    })
    const history = get<Tx[]>(node, `/address/${bob.paymentAddress}/txs`)
    expect(history.map((tx) => tx.txid)).toEqual([
      txids[2],
      txids[1],
      txids[0],
      node.state.blocks[2]?.txids[0],
    ])
    expect(history.map((tx) => tx.status.confirmed)).toEqual([false, false, true, true])
    expect(get<Tx[]>(node, `/address/${bob.paymentAddress}/txs/mempool`)).toHaveLength(2)
    expect(get<Tx[]>(node, `/address/${bob.paymentAddress}/txs/chain`)).toHaveLength(2)
  })

  test('pages confirmed history 25 at a time after the last txid seen', () => {
    const node = createBitcoinNode()
    node.mine(30)
    const path = `/address/${bitcoinMinerAddress}/txs/chain`
    const first = get<Tx[]>(node, path)
    expect(first).toHaveLength(25)
    expect(first.map((tx) => tx.status.block_height)).toEqual(
      Array.from({ length: 25 }, (_, index) => 33 - index),
    )
    const second = get<Tx[]>(node, `${path}/${first.at(-1)?.txid}`)
    expect(second.map((tx) => tx.status.block_height)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(routeEsplora(node, { method: 'GET', path: `${path}/nothex` })).toMatchObject({
      status: 400,
      body: 'Invalid hash string',
    })
  })
})

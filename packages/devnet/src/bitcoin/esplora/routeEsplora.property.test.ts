import { fc, getPropertyRuns, propertyTest } from '@kit/fuzz'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { expect } from 'vitest'
import { bitcoinDevAccounts } from '../bitcoinDevAccounts.js'
import { createBitcoinNode } from '../createBitcoinNode.js'
import { parseBitcoinAddress } from '../parseBitcoinAddress.js'
import { signDevSpend } from '../signDevSpend.js'
import { utxoJson } from './addressJson.js'
import { routeEsplora } from './routeEsplora.js'

const node = createBitcoinNode()
const [alice, bob] = bitcoinDevAccounts as [
  (typeof bitcoinDevAccounts)[number],
  (typeof bitcoinDevAccounts)[number],
]
const [utxo] = utxoJson(node.state, parseBitcoinAddress(alice.paymentAddress).scriptHex)
if (!utxo) throw new Error('Alice has no UTXO')
const valid = hexToBytes(
  signDevSpend({
    account: alice,
    from: 'payment',
    inputs: [{ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }],
    outputs: [{ address: bob.paymentAddress, value: BigInt(utxo.value) - 1_000n }],
  }).hex,
)
const rpcError = /^sendrawtransaction RPC error: \{"code":-2[2567],"message":".+"\}$/

function expectRejected(body: string): void {
  const response = routeEsplora(node, { method: 'POST', path: '/tx', body })
  expect(response.status).toBe(400)
  expect(response.body).toMatch(rpcError)
  expect(node.state.mempool.size).toBe(0)
}

propertyTest(
  'POST /tx answers any text with a 400 RPC error',
  [fc.string({ maxLength: 300 })],
  (body) => {
    expectRejected(body)
  },
)

propertyTest(
  'POST /tx answers any bytes in hex with a 400 RPC error',
  [fc.uint8Array({ maxLength: 400 })],
  (bytes) => {
    expectRejected(bytesToHex(bytes))
  },
)

propertyTest(
  'POST /tx refuses a signed transaction with one byte changed, cut or added',
  [
    fc.nat({ max: valid.length - 1 }),
    fc.integer({ min: 1, max: 255 }),
    fc.constantFrom('flip', 'cut', 'insert'),
  ],
  (position, byte, edit) => {
    const bytes = Array.from(valid)
    if (edit === 'flip') bytes[position] = (bytes[position] as number) ^ byte
    if (edit === 'cut') bytes.splice(position, 1)
    if (edit === 'insert') bytes.splice(position, 0, byte)
    expectRejected(bytesToHex(Uint8Array.from(bytes)))
  },
  // A mutation that still parses costs a signature check (about 3 ms).
  { timeout: Math.max(30_000, getPropertyRuns() * 6) },
)

const bech32Chars = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const addressLike = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc
    .array(fc.constantFrom(...bech32Chars), { minLength: 6, maxLength: 70 })
    .map((chars) => `bcrt1${chars.join('')}`),
  fc.nat({ max: bitcoinDevAccounts.length - 1 }).chain((index) =>
    fc.nat({ max: 60 }).map((cut) => {
      const address = bitcoinDevAccounts[index]?.paymentAddress ?? ''
      return address.slice(0, cut) + address.slice(cut + 1)
    }),
  ),
)

propertyTest(
  'GET /address/:address answers 200 for a regtest address, else 400, never throws',
  [addressLike, fc.constantFrom('', '/utxo', '/txs', '/txs/mempool', '/txs/chain')],
  (address, suffix) => {
    const path = `/address/${encodeURIComponent(address)}${suffix}`
    const response = routeEsplora(node, { method: 'GET', path })
    if (response.status === 200) {
      expect(parseBitcoinAddress(address).address).toMatch(/^(bcrt1|[mn2])/)
    } else {
      expect(response).toMatchObject({ status: 400, body: 'Invalid Bitcoin address' })
    }
  },
)

propertyTest(
  'GET answers any path with 200, 400 or 404 and never throws',
  [
    fc.array(
      fc.oneof(
        fc.string({ maxLength: 70 }),
        fc.constantFrom('tx', 'block', 'address', 'blocks', 'tip', 'hex', 'status', 'utxo', 'txs'),
      ),
      { maxLength: 5 },
    ),
  ],
  (segments) => {
    const response = routeEsplora(node, { method: 'GET', path: `/${segments.join('/')}` })
    expect([200, 400, 404]).toContain(response.status)
  },
)

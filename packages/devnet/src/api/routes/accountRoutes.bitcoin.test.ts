import {
  type BalanceResponse,
  createApiClient,
  getBalances,
  getSupportedChains,
  getTransactionHistory,
  type HistoryResponse,
  type Transaction,
} from '@kit/blockchain-api'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh } from '@scure/btc-signer'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bitcoinDevAccounts } from '../../bitcoin/bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../../bitcoin/bitcoinRegtest.js'
import { signDevSpend } from '../../bitcoin/signDevSpend.js'
import {
  type StartBitcoinEsploraReturnType,
  startBitcoinEsplora,
} from '../../bitcoin/startBitcoinEsplora.js'
import { createBitcoinServedChain } from '../bitcoin/createBitcoinServedChain.js'
import { queryBitcoinHistory } from '../bitcoin/queryBitcoinHistory.js'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer.js'

const caip2 = bitcoinRegtest.caipNetworkId
const [sender, receiver] = bitcoinDevAccounts as [
  (typeof bitcoinDevAccounts)[number],
  (typeof bitcoinDevAccounts)[number],
]
const fee = 2_000n
const sent = 30_000_000n

let bitcoin: StartBitcoinEsploraReturnType
let api: StartApiServerReturnType
let spendTxid: string

function freshAddress(): string {
  const publicKey = secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true)
  return p2wpkh(publicKey, bitcoinRegtest.network).address as string
}

async function get<body>(path: string): Promise<{ status: number; body: body }> {
  const response = await fetch(`${api.url}${path}`)
  return { status: response.status, body: (await response.json()) as body }
}

const btc = async (address: string) => {
  const { body } = await get<BalanceResponse>(`/v1/account/${address}/balance?chainId=${caip2}`)
  expect(body.balances).toHaveLength(1)
  return body.balances[0]!
}
const history = async (address: string) =>
  (await get<HistoryResponse>(`/v1/account/${address}/history?chainId=${caip2}`)).body

beforeAll(async () => {
  bitcoin = await startBitcoinEsplora({ port: 0, blockIntervalMs: 0 })
  api = await startApiServer({
    chains: [],
    bitcoin: { caipNetworkId: caip2, port: bitcoin.port, esploraUrl: bitcoin.url },
  })
})
afterAll(async () => {
  await api?.stop()
  await bitcoin?.stop()
})

test('the regtest chain is listed', async () => {
  const { body } = await get('/v1/supported-chains')
  expect(body).toEqual({ http: [caip2], ws: [] })
})

test('a BTC spend shows in balances and history, pending then confirmed', async () => {
  expect(await btc(receiver.paymentAddress)).toEqual({
    name: 'Bitcoin',
    symbol: 'BTC',
    chainId: caip2,
    value: 321_250,
    price: 64_250,
    quantity: { decimals: 8, numeric: '5' },
    iconUrl: `${api.url}/public/getTokenImage/BTC`,
  })
  const utxos = (await (
    await fetch(`${bitcoin.url}/address/${sender.paymentAddress}/utxo`)
  ).json()) as { txid: string; vout: number; value: number }[]
  const utxo = utxos[0]!
  const { hex, txid } = signDevSpend({
    account: sender,
    from: 'payment',
    inputs: [{ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }],
    outputs: [
      { address: receiver.paymentAddress, value: sent },
      { address: sender.paymentAddress, value: BigInt(utxo.value) - sent - fee },
    ],
  })
  const posted = await fetch(`${bitcoin.url}/tx`, { method: 'POST', body: hex })
  expect(posted.status).toBe(200)
  spendTxid = txid

  // In the mempool: balances count it, history shows it pending.
  expect((await btc(receiver.paymentAddress)).quantity.numeric).toBe('5.3')
  expect((await btc(sender.paymentAddress)).quantity.numeric).toBe('4.69998')
  const [pendingOut] = (await history(sender.paymentAddress)).data as [Transaction]
  expect(pendingOut).toMatchObject({
    id: `${caip2}:${txid}`,
    metadata: {
      operationType: 'send',
      hash: txid,
      sentFrom: sender.paymentAddress,
      sentTo: receiver.paymentAddress,
      status: 'pending',
      nonce: 0,
      chain: caip2,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: '0.3' },
        value: 19_275,
        price: 64_250,
        fungible_info: { name: 'Bitcoin', symbol: 'BTC' },
      },
    ],
  })

  const [hash] = bitcoin.mine()
  const block = (await (await fetch(`${bitcoin.url}/block/${hash}`)).json()) as {
    timestamp: number
  }
  const [confirmedIn] = (await history(receiver.paymentAddress)).data as [Transaction]
  expect(confirmedIn).toMatchObject({
    metadata: {
      operationType: 'receive',
      hash: txid,
      sentFrom: sender.paymentAddress,
      sentTo: receiver.paymentAddress,
      status: 'confirmed',
      minedAt: new Date(block.timestamp * 1000).toISOString(),
    },
    transfers: [{ direction: 'in', quantity: { numeric: '0.3' } }],
  })
  // The funding coinbases follow, each paying 1 BTC.
  const older = (await history(receiver.paymentAddress)).data.slice(1)
  expect(older.length).toBeGreaterThan(0)
  expect(older.every((tx) => tx.transfers[0]?.direction === 'in')).toBe(true)
  const total = older.reduce((sum, tx) => sum + Number(tx.transfers[0]?.quantity.numeric), 0)
  expect(total).toBe(5)
})

test('paying only itself is a self transfer of what the outputs hold', async () => {
  const utxos = (await (
    await fetch(`${bitcoin.url}/address/${receiver.paymentAddress}/utxo`)
  ).json()) as { txid: string; vout: number; value: number }[]
  const utxo = utxos.find((each) => each.txid !== spendTxid)!
  const { hex, txid } = signDevSpend({
    account: receiver,
    from: 'payment',
    inputs: [{ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }],
    outputs: [{ address: receiver.paymentAddress, value: BigInt(utxo.value) - fee }],
  })
  expect((await fetch(`${bitcoin.url}/tx`, { method: 'POST', body: hex })).status).toBe(200)
  const [own] = (await history(receiver.paymentAddress)).data as [Transaction]
  expect(own.metadata).toMatchObject({ hash: txid, operationType: 'send', status: 'pending' })
  expect(own.transfers).toMatchObject([{ direction: 'self', quantity: { numeric: '0.99998' } }])
})

test('history pages through the cursor without gaps or repeats', async () => {
  const chain = createBitcoinServedChain({
    caipNetworkId: caip2,
    port: bitcoin.port,
    esploraUrl: bitcoin.url,
  })
  const query = (cursor: string | undefined, pageSize: number) =>
    queryBitcoinHistory({
      address: receiver.paymentAddress,
      chain,
      cursor,
      baseUrl: api.url,
      now: Date.now(),
      pageSize,
    })
  const whole = await query(undefined, 100)
  expect(whole.data.length).toBeGreaterThanOrEqual(3)
  const paged: string[] = []
  let cursor: string | undefined
  for (let page = 0; page < 20; page += 1) {
    const { data, next } = await query(cursor, 2)
    paged.push(...data.map((tx) => tx.id))
    if (next === null) break
    cursor = next
  }
  expect(paged).toEqual(whole.data.map((tx) => tx.id))
})

test('an unknown address has no history and 0 BTC; without chainId the address decides', async () => {
  const nobody = freshAddress()
  expect(await history(nobody)).toEqual({ data: [], next: null })
  expect((await btc(nobody)).quantity.numeric).toBe('0')
  // The ordinals address holds 10,000 + 20,000 + 50,000 sats.
  const { body } = await get<BalanceResponse>(`/v1/account/${receiver.ordinalsAddress}/balance`)
  expect(body.balances).toEqual([
    expect.objectContaining({ chainId: caip2, quantity: { decimals: 8, numeric: '0.0008' } }),
  ])
})

test('malformed and foreign addresses, and other bip122 chains, are 400s', async () => {
  const invalidAddress = { reasons: [{ field: 'address', description: 'Invalid address' }] }
  for (const address of [
    'not-an-address',
    // Mainnet and testnet addresses are not the local chain's.
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    `${sender.paymentAddress.slice(0, -1)}q`,
    `0x${'ab'.repeat(20)}`,
  ]) {
    for (const kind of ['balance', 'history']) {
      const { status, body } = await get(`/v1/account/${address}/${kind}?chainId=${caip2}`)
      expect({ address, status, body }).toEqual({ address, status: 400, body: invalidAddress })
    }
  }
  const mainnet = 'bip122:000000000019d6689c085ae165831e93'
  expect(await get(`/v1/account/${sender.paymentAddress}/balance?chainId=${mainnet}`)).toEqual({
    status: 400,
    body: { reasons: [{ field: 'chainId', description: `Unsupported chain ${mainnet}` }] },
  })
})

test('the Kit client reads the answers with its own schemas', async () => {
  const client = createApiClient({ baseUrl: api.url, projectId: 'local' })
  expect((await getSupportedChains(client)).http).toContain(caip2)
  const { balances } = await getBalances(client, {
    address: receiver.paymentAddress,
    chainId: caip2,
  })
  expect(balances.length).toBeGreaterThan(0)
  const page = await getTransactionHistory(client, {
    account: receiver.paymentAddress,
    chainId: caip2,
  })
  expect(page.data.length).toBeGreaterThan(0)
  expect(page.data.every((tx) => tx.metadata.chain === caip2)).toBe(true)
})

import { request as httpRequest } from 'node:http'
import { afterEach, describe, expect, test } from 'vitest'
import { InvalidBitcoinOptionsError } from '../errors/bitcoin.js'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { bitcoinRegtest } from './bitcoinRegtest.js'
import { signDevSpend } from './signDevSpend.js'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from './startBitcoinEsplora.js'

const [alice, bob] = bitcoinDevAccounts as [
  (typeof bitcoinDevAccounts)[number],
  (typeof bitcoinDevAccounts)[number],
]

const servers: StartBitcoinEsploraReturnType[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
})

async function start(parameters: Parameters<typeof startBitcoinEsplora>[0] = {}) {
  const server = await startBitcoinEsplora({ blockIntervalMs: 0, ...parameters })
  servers.push(server)
  return server
}

async function getJson<T = Record<string, unknown>>(url: string): Promise<T> {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json')
  return (await response.json()) as T
}

async function getText(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url)
  return { status: response.status, body: await response.text() }
}

type Utxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number }
}

async function firstUtxo(url: string, address: string) {
  const [utxo] = await getJson<Utxo[]>(`${url}/address/${address}/utxo`)
  if (!utxo) throw new Error(`No UTXO on ${address}`)
  return { txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }
}

describe('startBitcoinEsplora', () => {
  test('serves the chain tip, blocks and the regtest genesis block', async () => {
    const { url } = await start()
    expect(await getText(`${url}/blocks/tip/height`)).toEqual({ status: 200, body: '3' })
    const tipHash = (await getText(`${url}/blocks/tip/hash`)).body
    const tip = await getJson(`${url}/block/${tipHash}`)
    expect(tip).toMatchObject({ id: tipHash, height: 3, tx_count: 1, bits: 0x207fffff })
    expect(await getText(`${url}/block-height/0`)).toEqual({
      status: 200,
      body: bitcoinRegtest.genesisHash,
    })
    const genesis = await getJson(`${url}/block/${bitcoinRegtest.genesisHash}`)
    expect(genesis).toMatchObject({
      height: 0,
      timestamp: 1_296_688_602,
      nonce: 2,
      previousblockhash: null,
      merkle_root: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
    })
    expect(await getJson<string[]>(`${url}/block/${bitcoinRegtest.genesisHash}/txids`)).toEqual([
      '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
    ])
  })

  test('a P2WPKH spend over HTTP: broadcast, mempool stats, mine, balances, history, tx JSON', async () => {
    const { url } = await start()
    const before = await getJson(`${url}/address/${bob.paymentAddress}`)
    expect(before).toEqual({
      address: bob.paymentAddress,
      chain_stats: {
        funded_txo_count: 5,
        funded_txo_sum: 500_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
    })
    const input = await firstUtxo(url, alice.paymentAddress)
    const spend = signDevSpend({
      account: alice,
      from: 'payment',
      inputs: [input],
      outputs: [
        { address: bob.paymentAddress, value: 25_000_000n },
        { address: alice.paymentAddress, value: input.value - 25_000_000n - 1_000n },
      ],
    })
    const posted = await fetch(`${url}/tx`, { method: 'POST', body: spend.hex })
    expect(posted.status).toBe(200)
    expect(posted.headers.get('access-control-allow-origin')).toBe('*')
    expect(await posted.text()).toBe(spend.txid)

    expect((await getJson(`${url}/address/${bob.paymentAddress}`)).mempool_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 25_000_000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
    expect(await getJson(`${url}/tx/${spend.txid}/status`)).toEqual({ confirmed: false })
    expect(await getJson(`${url}/mempool/txids`)).toEqual([spend.txid])
    const unconfirmed = await getJson<Utxo[]>(`${url}/address/${bob.paymentAddress}/utxo`)
    expect(unconfirmed.filter((utxo) => !utxo.status.confirmed)).toEqual([
      { txid: spend.txid, vout: 0, value: 25_000_000, status: { confirmed: false } },
    ])

    const mined = await fetch(`${url}/mine`, {
      method: 'POST',
      body: JSON.stringify({ blocks: 2 }),
    })
    const { blocks } = (await mined.json()) as { blocks: string[] }
    expect(blocks).toHaveLength(2)
    expect(await getText(`${url}/blocks/tip/height`)).toEqual({ status: 200, body: '5' })

    const status = await getJson(`${url}/tx/${spend.txid}/status`)
    expect(status).toEqual({
      confirmed: true,
      block_height: 4,
      block_hash: blocks[0],
      block_time: expect.any(Number),
    })
    const after = await getJson<Record<string, Record<string, number>>>(
      `${url}/address/${bob.paymentAddress}`,
    )
    expect(after.chain_stats).toMatchObject({ funded_txo_sum: 525_000_000, tx_count: 2 })
    expect(after.mempool_stats?.tx_count).toBe(0)
    const aliceUtxos = await getJson<Utxo[]>(`${url}/address/${alice.paymentAddress}/utxo`)
    expect(aliceUtxos.map((utxo) => `${utxo.txid}:${utxo.vout}`)).not.toContain(
      `${input.txid}:${input.vout}`,
    )
    expect(aliceUtxos.find((utxo) => utxo.txid === spend.txid)).toMatchObject({
      vout: 1,
      value: 74_999_000,
      status: { confirmed: true, block_height: 4, block_hash: blocks[0] },
    })

    const tx = await getJson(`${url}/tx/${spend.txid}`)
    expect(tx).toMatchObject({
      txid: spend.txid,
      version: 2,
      locktime: 0,
      fee: 1_000,
      weight: expect.any(Number),
      size: spend.hex.length / 2,
      vin: [
        {
          txid: input.txid,
          vout: input.vout,
          is_coinbase: false,
          sequence: 0xffffffff,
          scriptsig: '',
          witness: [expect.stringMatching(/^30[0-9a-f]+01$/), alice.publicKey],
          prevout: {
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: alice.paymentAddress,
            value: 100_000_000,
          },
        },
      ],
      vout: [
        {
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: bob.paymentAddress,
          scriptpubkey_asm: expect.stringMatching(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/),
          value: 25_000_000,
        },
        { scriptpubkey_address: alice.paymentAddress, value: 74_999_000 },
      ],
    })
    expect(await getText(`${url}/tx/${spend.txid}/hex`)).toEqual({ status: 200, body: spend.hex })

    const history = await getJson<{ txid: string }[]>(`${url}/address/${bob.paymentAddress}/txs`)
    expect(history.map((item) => item.txid)).toEqual([
      spend.txid,
      (await getJson<string[]>(`${url}/block/${await tipHashAt(url, 2)}/txids`))[0],
    ])
  })

  test('a P2TR key-path spend over HTTP shows v1_p2tr outputs and moves the ordinals UTXOs', async () => {
    const server = await start()
    const input = await firstUtxo(server.url, alice.ordinalsAddress)
    const spend = signDevSpend({
      account: alice,
      from: 'ordinals',
      inputs: [input],
      outputs: [{ address: bob.ordinalsAddress, value: input.value - 154n }],
    })
    const posted = await fetch(`${server.url}/tx`, { method: 'POST', body: spend.hex })
    expect(await posted.text()).toBe(spend.txid)
    expect(server.mine()).toHaveLength(1)
    const tx = await getJson(`${server.url}/tx/${spend.txid}`)
    expect(tx).toMatchObject({
      fee: 154,
      vin: [
        { prevout: { scriptpubkey_type: 'v1_p2tr', scriptpubkey_address: alice.ordinalsAddress } },
      ],
      vout: [{ scriptpubkey_type: 'v1_p2tr', scriptpubkey_address: bob.ordinalsAddress }],
      status: { confirmed: true, block_height: 4 },
    })
    const bobOrdinals = await getJson<Utxo[]>(`${server.url}/address/${bob.ordinalsAddress}/utxo`)
    expect(bobOrdinals.map((utxo) => utxo.value).sort((a, b) => a - b)).toEqual([
      9_846, 10_000, 20_000, 50_000,
    ])
  })

  test('outspends follow a spend from the mempool into a block; /blocks and /block/:hash/txs list blocks and transactions', async () => {
    const server = await start()
    const { url } = server
    const input = await firstUtxo(url, alice.paymentAddress)
    expect(await getJson(`${url}/tx/${input.txid}/outspend/${input.vout}`)).toEqual({
      spent: false,
    })
    const spend = signDevSpend({
      account: alice,
      from: 'payment',
      inputs: [input],
      outputs: [{ address: bob.paymentAddress, value: input.value - 1_000n }],
    })
    await fetch(`${url}/tx`, { method: 'POST', body: spend.hex })
    expect(await getJson(`${url}/tx/${input.txid}/outspend/${input.vout}`)).toEqual({
      spent: true,
      txid: spend.txid,
      vin: 0,
      status: { confirmed: false },
    })
    const [hash] = server.mine()
    const outspends = await getJson<{ spent: boolean; status?: { block_hash?: string } }[]>(
      `${url}/tx/${input.txid}/outspends`,
    )
    expect(outspends[input.vout]).toMatchObject({ spent: true, status: { block_hash: hash } })
    expect(outspends.filter((outspend) => outspend.spent)).toHaveLength(1)
    expect((await getText(`${url}/tx/${input.txid}/outspend/99`)).status).toBe(404)

    const blocks = await getJson<{ id: string; height: number }[]>(`${url}/blocks`)
    expect(blocks.map((block) => block.height)).toEqual([4, 3, 2, 1, 0])
    expect(blocks[0]?.id).toBe(hash)
    expect(
      (await getJson<{ height: number }[]>(`${url}/blocks/1`)).map((block) => block.height),
    ).toEqual([1, 0])
    const txs = await getJson<{ txid: string; vin: { is_coinbase: boolean }[] }[]>(
      `${url}/block/${hash}/txs`,
    )
    expect(txs.map((tx) => tx.txid)).toEqual([expect.any(String), spend.txid])
    expect(txs[0]?.vin[0]?.is_coinbase).toBe(true)
    expect((await getText(`${url}/block/${hash}/txs/3`)).status).toBe(400)
    expect((await getText(`${url}/block/${hash}/txs/25`)).status).toBe(404)
  })

  test('POST /tx answers rejections with 400 and Bitcoin Core’s error, as Esplora does', async () => {
    const { url } = await start()
    const input = await firstUtxo(url, alice.paymentAddress)
    const dust = signDevSpend({
      account: alice,
      from: 'payment',
      inputs: [input],
      outputs: [
        { address: bob.paymentAddress, value: 293n },
        { address: alice.paymentAddress, value: input.value - 293n - 1_000n },
      ],
    })
    const rejected = await fetch(`${url}/tx`, { method: 'POST', body: dust.hex })
    expect(rejected.status).toBe(400)
    expect(await rejected.text()).toBe(
      'sendrawtransaction RPC error: {"code":-26,"message":"dust"}',
    )
    const garbage = await fetch(`${url}/tx`, { method: 'POST', body: 'not a transaction' })
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toBe(
      'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}',
    )
  })

  test('validates addresses: regtest bech32, bech32m and base58 pass; other networks and garbage get 400', async () => {
    const { url } = await start()
    for (const address of [
      alice.paymentAddress,
      alice.ordinalsAddress,
      alice.paymentAddress.toUpperCase(),
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
      '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
    ]) {
      const response = await fetch(`${url}/address/${address}`)
      expect(response.status, address).toBe(200)
    }
    expect((await getJson(`${url}/address/${alice.paymentAddress.toUpperCase()}`)).address).toBe(
      alice.paymentAddress,
    )
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      `${alice.paymentAddress.slice(0, -1)}x`,
      'bcrt1',
      '%E0%A4%A',
      'x'.repeat(200),
    ]) {
      for (const suffix of ['', '/utxo', '/txs']) {
        expect(await getText(`${url}/address/${address}${suffix}`), address).toEqual({
          status: 400,
          body: 'Invalid Bitcoin address',
        })
      }
    }
  })

  test('serves fee estimates for Esplora’s targets, never under 1 sat/vB', async () => {
    const { url } = await start()
    const estimates = await getJson<Record<string, number>>(`${url}/fee-estimates`)
    expect(
      Object.keys(estimates)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...Array.from({ length: 25 }, (_, index) => index + 1), 144, 504, 1008])
    const ordered = Object.entries(estimates).sort(([a], [b]) => Number(a) - Number(b))
    for (const [index, [, rate]] of ordered.entries()) {
      expect(rate).toBeGreaterThanOrEqual(1)
      if (index > 0) expect(rate).toBeLessThanOrEqual(ordered[index - 1]?.[1] ?? 0)
    }
  })

  test('answers malformed requests with 400, unknown ones with 404, and huge bodies with 413', async () => {
    const { url } = await start()
    expect(await getText(`${url}/tx/xyz`)).toEqual({ status: 400, body: 'Invalid hash string' })
    expect(await getText(`${url}/tx/${'ab'.repeat(32)}`)).toEqual({
      status: 404,
      body: 'Transaction not found',
    })
    expect(await getText(`${url}/block/${'ab'.repeat(32)}`)).toEqual({
      status: 404,
      body: 'Block not found',
    })
    expect(await getText(`${url}/block-height/99`)).toEqual({
      status: 404,
      body: 'Block not found',
    })
    expect(await getText(`${url}/block-height/-1`)).toEqual({ status: 400, body: 'Invalid number' })
    expect((await getText(`${url}/nothing/here`)).status).toBe(404)
    expect((await fetch(`${url}/blocks/tip/height`, { method: 'DELETE' })).status).toBe(404)
    for (const body of ['{', '{"blocks": 0}', '{"blocks": 1.5}', '{"blocks": 100000}', '[]']) {
      const response = await fetch(`${url}/mine`, { method: 'POST', body })
      expect(response.status, body).toBe(400)
    }
    const huge = await fetch(`${url}/tx`, { method: 'POST', body: 'a'.repeat(900_000) })
    expect(huge.status).toBe(413)
    const preflight = await fetch(`${url}/tx`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  test('mines on a timer when blockIntervalMs is set, and stop() ends it (safe twice)', async () => {
    const server = await start({ blockIntervalMs: 20 })
    await expect
      .poll(async () => Number((await getText(`${server.url}/blocks/tip/height`)).body), {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(5)
    await server.stop()
    await server.stop()
    await expect(fetch(`${server.url}/blocks/tip/height`)).rejects.toThrow()
  })

  test('closes kept-alive connections on stop', async () => {
    const server = await startBitcoinEsplora({ blockIntervalMs: 0 })
    await new Promise<void>((resolve, reject) => {
      const agentRequest = httpRequest(
        `${server.url}/blocks/tip/height`,
        { headers: { connection: 'keep-alive' } },
        (response) => {
          response.resume()
          response.on('end', resolve)
        },
      )
      agentRequest.on('error', reject)
      agentRequest.end()
    })
    await server.stop()
  })

  test('refuses options it cannot use', async () => {
    await expect(startBitcoinEsplora({ host: '0.0.0.0' })).rejects.toThrow(
      InvalidBitcoinOptionsError,
    )
    await expect(startBitcoinEsplora({ port: -1 })).rejects.toThrow(InvalidBitcoinOptionsError)
    await expect(startBitcoinEsplora({ blockIntervalMs: -5 })).rejects.toThrow(
      InvalidBitcoinOptionsError,
    )
    const server = await start()
    expect(() => server.mine(1.5)).toThrow(InvalidBitcoinOptionsError)
    expect(() => server.mine(-1)).toThrow(InvalidBitcoinOptionsError)
    expect(server.mine(0)).toEqual([])
  })
})

async function tipHashAt(url: string, height: number): Promise<string> {
  return (await getText(`${url}/block-height/${height}`)).body
}

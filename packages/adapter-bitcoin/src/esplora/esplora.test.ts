import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  EsploraSchemaError,
  HttpRequestError,
  InvalidEsploraRequestError,
  InvalidRawTransactionError,
  NetworkRequestError,
  RequestAbortedError,
  ResponseTooLargeError,
  TimeoutError,
} from '../errors/esplora.js'
import { bitcoinMainnet } from '../networks/bitcoinNetworks.js'
import {
  address,
  addressAnswer,
  feeEstimatesAnswer,
  other,
  transactionsAnswer,
  utxoAnswer,
} from '../test/esploraFixtures.js'
import { createFakeFetch, createHangingFetch, json } from '../test/fakeFetch.js'
import { createTestWallet, signPsbt, utxosOf } from '../test/testWallet.js'
import { buildTransferPsbt } from '../transaction/buildTransferPsbt.js'
import { broadcastTransaction } from './broadcastTransaction.js'
import { createEsploraClient } from './createEsploraClient.js'
import { getBalance } from './getBalance.js'
import { getFeeEstimates } from './getFeeEstimates.js'
import { getTransactions } from './getTransactions.js'
import { getUtxos } from './getUtxos.js'

const url = 'https://mempool.example/api/'

afterEach(() => {
  vi.useRealTimers()
})

describe('createEsploraClient', () => {
  test('keeps the base URL without its trailing slash', () => {
    const { fetchFn } = createFakeFetch(() => json([]))
    expect(createEsploraClient({ url, fetchFn }).url).toBe('https://mempool.example/api')
  })

  test.each([
    'not a url',
    'ftp://mempool.example',
    'javascript:alert(1)',
    'https://h/api?key=1',
    'https://h/api#x',
    'https://user:secret@h/api',
  ])('%s is refused', (bad) => {
    expect(() => createEsploraClient({ url: bad })).toThrow(InvalidEsploraRequestError)
  })
})

describe('the actions', () => {
  test('getUtxos', async () => {
    const { fetchFn, calls } = createFakeFetch(() => json(utxoAnswer))
    const utxos = await getUtxos(createEsploraClient({ url, fetchFn }), { address })
    expect(calls[0]?.url).toBe(`https://mempool.example/api/address/${address}/utxo`)
    expect(utxos).toEqual([
      { txid: utxoAnswer[0]?.txid, vout: 1, value: 150_000n, confirmed: true },
      { txid: utxoAnswer[1]?.txid, vout: 0, value: 2_500n, confirmed: false },
    ])
  })

  test('getBalance', async () => {
    const { fetchFn, calls } = createFakeFetch(() => json(addressAnswer))
    const balance = await getBalance(createEsploraClient({ url, fetchFn }), { address })
    expect(calls[0]?.url).toBe(`https://mempool.example/api/address/${address}`)
    expect(balance).toEqual({ confirmed: 180_000n, unconfirmed: -27_500n, total: 152_500n })
  })

  test('getTransactions, with what each did to the address', async () => {
    const { fetchFn, calls } = createFakeFetch(() => json(transactionsAnswer))
    const client = createEsploraClient({ url, fetchFn })
    const [sent, mined] = await getTransactions(client, { address })
    expect(sent).toMatchObject({
      confirmed: false,
      blockHeight: undefined,
      fee: 3_000n,
      value: -30_000n,
    })
    expect(sent?.outputs).toEqual([
      { address: other, value: 27_000n },
      { address: undefined, value: 0n },
    ])
    expect(mined).toMatchObject({
      confirmed: true,
      blockHeight: 840_000,
      blockTime: 1713571767,
      value: 150_000n,
    })
    const after = mined?.txid ?? ''
    await getTransactions(client, { address, after })
    expect(calls[1]?.url).toBe(`https://mempool.example/api/address/${address}/txs/chain/${after}`)
    await expect(getTransactions(client, { address, after: '../../x' })).rejects.toThrow(
      EsploraSchemaError,
    )
  })

  test('getFeeEstimates, fastest first', async () => {
    const { fetchFn } = createFakeFetch(() => json(feeEstimatesAnswer))
    const estimates = await getFeeEstimates(createEsploraClient({ url, fetchFn }))
    expect(estimates.map(({ blocks }) => blocks)).toEqual([1, 2, 3, 6, 144, 504, 1008])
    expect(estimates[3]).toEqual({ blocks: 6, feeRate: 68.285 })
  })

  test('path values are encoded and never leave the API', async () => {
    const { fetchFn, calls } = createFakeFetch(() => json(utxoAnswer))
    const client = createEsploraClient({ url, fetchFn })
    await getUtxos(client, { address: '../../evil?x=1#y' })
    await getUtxos(client, { address: '//evil.example/%2F' })
    for (const { url: requested } of calls) {
      expect(new URL(requested).host).toBe('mempool.example')
      expect(new URL(requested).pathname.startsWith('/api/address/')).toBe(true)
      expect(new URL(requested).search).toBe('')
    }
    await expect(getUtxos(client, { address: '..' })).rejects.toThrow(InvalidEsploraRequestError)
    await expect(getUtxos(client, { address: '' })).rejects.toThrow(InvalidEsploraRequestError)
  })
})

describe('broadcastTransaction', () => {
  const network = bitcoinMainnet
  const wallet = createTestWallet(network)
  const signed = signPsbt(
    buildTransferPsbt({
      utxos: utxosOf([50_000n]),
      from: wallet.p2wpkh,
      to: wallet.p2tr.address,
      amount: 20_000n,
      feeRate: 2,
      network,
    }).psbt.bytes,
    wallet.privateKey,
  )

  test('posts the hex once and checks the id', async () => {
    const { fetchFn, calls } = createFakeFetch(() => new Response(signed.id))
    const txid = await broadcastTransaction(createEsploraClient({ url, fetchFn }), {
      transaction: signed.hex,
    })
    expect(txid).toBe(signed.id)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('https://mempool.example/api/tx')
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: signed.hex })
  })

  test("another transaction's id is refused", async () => {
    const { fetchFn } = createFakeFetch(() => new Response('ab'.repeat(32)))
    await expect(
      broadcastTransaction(createEsploraClient({ url, fetchFn }), { transaction: signed.hex }),
    ).rejects.toThrow(EsploraSchemaError)
  })

  test('a rejection is not retried and keeps the node message', async () => {
    const message = 'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met"}'
    const { fetchFn, calls } = createFakeFetch(() => new Response(message, { status: 400 }))
    const error = await broadcastTransaction(createEsploraClient({ url, fetchFn }), {
      transaction: signed.hex,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.status).toBe(400)
    expect(error.details).toContain('min relay fee not met')
    expect(error.message).not.toContain('mempool.example')
    expect(calls).toHaveLength(1)
  })

  test.each(['', 'abc', 'zz', '00', `${signed.hex}00`, 'ab'.repeat(400_001)])(
    'raw transaction %# is refused before sending',
    async (transaction) => {
      const { fetchFn, calls } = createFakeFetch(() => new Response(signed.id))
      await expect(
        broadcastTransaction(createEsploraClient({ url, fetchFn }), { transaction }),
      ).rejects.toThrow(InvalidRawTransactionError)
      expect(calls).toHaveLength(0)
    },
  )
})

describe('failures', () => {
  test('a hung request times out, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    const client = createEsploraClient({ url, fetchFn: createHangingFetch(), timeout: 5_000 })
    const results = Array.from({ length: 50 }, () =>
      getBalance(client, { address }).catch((error) => error),
    )
    await vi.advanceTimersByTimeAsync(5_000)
    for (const error of await Promise.all(results)) expect(error).toBeInstanceOf(TimeoutError)
    expect(vi.getTimerCount()).toBe(0)
  })

  test("the caller's abort is its own typed error", async () => {
    const controller = new AbortController()
    const client = createEsploraClient({ url, fetchFn: createHangingFetch() })
    const pending = getUtxos(client, { address, signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow(RequestAbortedError)
    await expect(getUtxos(client, { address, signal: controller.signal })).rejects.toThrow(
      RequestAbortedError,
    )
  })

  test('an unreachable API', async () => {
    const fetchFn = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch
    await expect(getFeeEstimates(createEsploraClient({ url, fetchFn }))).rejects.toThrow(
      NetworkRequestError,
    )
  })

  test.each([500, 502, 503, 429, 404])('HTTP %d', async (status) => {
    const { fetchFn } = createFakeFetch(() => new Response('<html>error</html>', { status }))
    await expect(
      getBalance(createEsploraClient({ url, fetchFn }), { address }),
    ).rejects.toMatchObject({
      name: 'HttpRequestError',
      status,
    })
  })

  test.each([
    ['HTML with status 200', () => new Response('<html></html>')],
    ['a truncated body', () => new Response('[{"txid":')],
    ['null', () => json(null)],
    ['an object for a list', () => json({ utxos: [] })],
    ['a missing field', () => json([{ ...utxoAnswer[0], value: undefined }])],
    ['a balance as a string', () => json([{ ...utxoAnswer[0], value: '150000' }])],
    [
      'a balance beyond 2^53',
      () =>
        new Response(
          '[{"txid":"' +
            'a'.repeat(64) +
            '","vout":0,"status":{"confirmed":true},"value":12345678901234567890}]',
        ),
    ],
  ])('%s is a schema error', async (_, answer) => {
    const { fetchFn } = createFakeFetch(answer)
    await expect(getUtxos(createEsploraClient({ url, fetchFn }), { address })).rejects.toThrow(
      EsploraSchemaError,
    )
  })

  test('extra fields are ignored', async () => {
    const { fetchFn } = createFakeFetch(() =>
      json(utxoAnswer.map((utxo) => ({ ...utxo, extra: { deep: [1] } }))),
    )
    await expect(
      getUtxos(createEsploraClient({ url, fetchFn }), { address }),
    ).resolves.toHaveLength(2)
  })

  test('oversized answers stop at the cap', async () => {
    const big = `[${'"x",'.repeat(1_000)}"x"]`
    const declared = createFakeFetch(
      () => new Response(big, { headers: { 'content-length': String(big.length) } }),
    )
    await expect(
      getUtxos(createEsploraClient({ url, fetchFn: declared.fetchFn, maxResponseBytes: 1_000 }), {
        address,
      }),
    ).rejects.toThrow(ResponseTooLargeError)
    const chunks = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(600)))
      },
    })
    const streamed = createFakeFetch(() => new Response(chunks))
    await expect(
      getUtxos(createEsploraClient({ url, fetchFn: streamed.fetchFn, maxResponseBytes: 1_000 }), {
        address,
      }),
    ).rejects.toThrow(ResponseTooLargeError)
  })
})

describe('retries', () => {
  const failing = (statuses: number[], headers: Record<string, string> = {}) => {
    let index = 0
    return createFakeFetch(() => {
      const status = statuses[index++]
      return status === undefined
        ? json(feeEstimatesAnswer)
        : new Response('busy', { status, headers })
    })
  }

  test('a read recovers after 5xx and unreachable answers', async () => {
    vi.useFakeTimers()
    let index = 0
    const { fetchFn, calls } = createFakeFetch(() => {
      index += 1
      if (index === 1) return new Response('down', { status: 503 })
      if (index === 2) throw new TypeError('fetch failed')
      return json(feeEstimatesAnswer)
    })
    const pending = getFeeEstimates(createEsploraClient({ url, fetchFn }))
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(pending).resolves.toHaveLength(7)
    expect(calls).toHaveLength(3)
  })

  test('gives up after three retries', async () => {
    vi.useFakeTimers()
    const { fetchFn, calls } = failing([500, 500, 500, 500, 500])
    const pending = getFeeEstimates(createEsploraClient({ url, fetchFn })).catch((error) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await pending).toMatchObject({ name: 'HttpRequestError', status: 500 })
    expect(calls).toHaveLength(4)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('Retry-After is waited for, and a long one fails at once', async () => {
    vi.useFakeTimers()
    const short = failing([429], { 'retry-after': '3' })
    const pending = getFeeEstimates(createEsploraClient({ url, fetchFn: short.fetchFn }))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(short.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toHaveLength(7)
    expect(short.calls).toHaveLength(2)

    const long = failing([429], { 'retry-after': '86400' })
    await expect(
      getFeeEstimates(createEsploraClient({ url, fetchFn: long.fetchFn })),
    ).rejects.toMatchObject({
      status: 429,
      retryAfter: 86_400_000,
    })
    expect(long.calls).toHaveLength(1)
  })

  test('a 404, a bad answer and a broadcast are not retried', async () => {
    const notFound = failing([404])
    await expect(
      getFeeEstimates(createEsploraClient({ url, fetchFn: notFound.fetchFn })),
    ).rejects.toThrow(HttpRequestError)
    expect(notFound.calls).toHaveLength(1)
    const broken = createFakeFetch(() => new Response('{'))
    await expect(
      getFeeEstimates(createEsploraClient({ url, fetchFn: broken.fetchFn })),
    ).rejects.toThrow(EsploraSchemaError)
    expect(broken.calls).toHaveLength(1)
    const busy = failing([503])
    const transaction = `0200000001${'00'.repeat(36)}00ffffffff0100000000000000000000000000`
    await expect(
      broadcastTransaction(createEsploraClient({ url, fetchFn: busy.fetchFn }), { transaction }),
    ).rejects.toThrow(HttpRequestError)
    expect(busy.calls).toHaveLength(1)
  })

  test('an abort during the backoff ends the wait', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const { fetchFn, calls } = failing([503, 503])
    const pending = getFeeEstimates(createEsploraClient({ url, fetchFn }), {
      signal: controller.signal,
    }).catch((error) => error)
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    expect(await pending).toBeInstanceOf(RequestAbortedError)
    expect(calls).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

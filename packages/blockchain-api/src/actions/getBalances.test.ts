import { describe, expect, it } from 'vitest'
import { address, balances } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, text, useMockApi } from '../../test/mockApi.js'
import { BalanceUnavailableError } from '../errors/balance.js'
import { ApiSchemaError, HttpRequestError } from '../errors/http.js'
import { isAbortError } from '../utils/isAbortError.js'
import { getBalances } from './getBalances.js'

const { route } = useMockApi()
const path = '/v1/account/:address/balance'
const parameters = { address, chainId: 'eip155:1' }

function clock() {
  const time = { now: 1_000_000 }
  return { time, now: () => time.now }
}

describe('getBalances', () => {
  it('GETs v1/account/{address}/balance with currency and chainId', async () => {
    const seen = route('get', path, json(balances))
    const { client } = createTestClient()
    expect(await getBalances(client, parameters)).toEqual(balances)
    expect(seen[0]!.url.pathname).toBe(`/v1/account/${address}/balance`)
    expect(seen[0]!.method).toBe('GET')
    expect(seen[0]!.query).toEqual({ currency: 'usd', chainId: 'eip155:1', ...sdkQuery })
  })

  it('caches 30 s per CAIP address', async () => {
    const seen = route('get', path, json(balances))
    const { time, now } = clock()
    const { client } = createTestClient({ now })
    await getBalances(client, parameters)
    time.now += 29_999
    await getBalances(client, parameters)
    expect(seen).toHaveLength(1)
    await getBalances(client, { ...parameters, chainId: 'eip155:137' })
    expect(seen).toHaveLength(2)
    time.now += 1
    await getBalances(client, parameters)
    expect(seen).toHaveLength(3)
  })

  it('forceUpdate bypasses the cache and asks the API to refresh', async () => {
    const seen = route('get', path, json(balances))
    const { client } = createTestClient()
    await getBalances(client, parameters)
    await getBalances(client, { ...parameters, forceUpdate: true })
    expect(seen).toHaveLength(2)
    expect(seen[1]!.query.forceUpdate).toBe('true')
    expect(seen[0]!.query.forceUpdate).toBeUndefined()
  })

  it('pauses that address for 30 s after a failure, even with forceUpdate', async () => {
    const seen = route('get', path, text('', { status: 400 }), json(balances))
    const { time, now } = clock()
    const { client } = createTestClient({ now })
    const first = await getBalances(client, parameters).catch((e: unknown) => e)
    expect(first).toBeInstanceOf(HttpRequestError)

    const blocked = await getBalances(client, parameters).catch((e: unknown) => e)
    expect(blocked).toBeInstanceOf(BalanceUnavailableError)
    expect((blocked as BalanceUnavailableError).shortMessage).toBe('Token Balance Unavailable')
    expect((blocked as BalanceUnavailableError).cause).toBe(first)
    expect((blocked as BalanceUnavailableError).retryAt).toBe(1_000_000 + 30_000)
    time.now += 29_999
    await expect(getBalances(client, { ...parameters, forceUpdate: true })).rejects.toBeInstanceOf(
      BalanceUnavailableError,
    )
    expect(seen).toHaveLength(1)

    // Another address is not paused.
    await getBalances(client, { ...parameters, chainId: 'eip155:137' })
    expect(seen).toHaveLength(2)

    time.now += 1
    expect(await getBalances(client, parameters)).toEqual(balances)
    expect(seen).toHaveLength(3)
  })

  it('counts a malformed answer as a failure', async () => {
    route(
      'get',
      path,
      json({ balances: [{ ...balances.balances[0], quantity: { decimals: 255, numeric: '1' } }] }),
    )
    const { client } = createTestClient()
    await expect(getBalances(client, parameters)).rejects.toBeInstanceOf(ApiSchemaError)
    await expect(getBalances(client, parameters)).rejects.toBeInstanceOf(BalanceUnavailableError)
  })

  it('keeps serving a cached answer during a pause', async () => {
    route('get', path, json(balances), text('', { status: 400 }))
    const { client } = createTestClient()
    await getBalances(client, parameters)
    await expect(getBalances(client, { ...parameters, forceUpdate: true })).rejects.toMatchObject({
      status: 400,
    })
    expect(await getBalances(client, parameters)).toEqual(balances)
  })

  it('F04: an abort is not a failure and starts no pause', async () => {
    const seen = route('get', path, json(balances))
    const { client } = createTestClient()
    const error = await getBalances(client, parameters, { signal: AbortSignal.abort() }).catch(
      (e: unknown) => e,
    )
    expect(isAbortError(error)).toBe(true)
    expect(await getBalances(client, parameters)).toEqual(balances)
    expect(seen).toHaveLength(1)
  })
})

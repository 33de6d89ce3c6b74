import type { CaipNetwork } from '@kit/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { InvalidAddressError } from '../errors/address.js'
import { InvalidHexQuantityError } from '../errors/encoding.js'
import { HttpRequestError, RpcUrlNotFoundError, TimeoutError } from '../errors/request.js'
import { createFakeFetch, type FakeRpcAnswer } from '../test/createFakeFetch.js'
import { testAccountChecksummed } from '../test/createMockProvider.js'
import { mainnet, testRpcUrl } from '../test/fixtures.js'

const balanceOf = (answer: FakeRpcAnswer | 'hang', network: CaipNetwork = mainnet) => {
  const fetchFn = createFakeFetch({ eth_getBalance: answer })
  const adapter = createEvmAdapter({ fetchFn })
  return { fetchFn, result: adapter.getBalance({ address: testAccountChecksummed, network }) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('getBalance', () => {
  test('reads eth_getBalance from the first RPC URL', async () => {
    const { fetchFn, result } = balanceOf({ result: '0xde0b6b3a7640000' })
    await expect(result).resolves.toEqual({ balance: '1', symbol: 'ETH' })
    expect(fetchFn.requests).toEqual([
      { url: testRpcUrl, method: 'eth_getBalance', params: [testAccountChecksummed, 'latest'] },
    ])
  })

  test.each([
    ['0x1', '0.000000000000000001'],
    ['0x0', '0'],
    ['0x6f05b59d3b20000', '0.5'],
    ['0x21e19e0c9bab2400000', '10000'],
    [
      `0x${'f'.repeat(64)}`,
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    ],
  ])('formats %s wei as %s', async (hex, balance) => {
    await expect(balanceOf({ result: hex }).result).resolves.toEqual({ balance, symbol: 'ETH' })
  })

  test('uses the network native decimals', async () => {
    const network = { ...mainnet, nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 } }
    await expect(balanceOf({ result: '0xf4240' }, network).result).resolves.toEqual({
      balance: '1',
      symbol: 'SIX',
    })
  })

  test.each(['0x', '0x00', 'ff', '0x0400', 2 ** 64, null])(
    'refuses a result of %j with a typed error (B16, B06)',
    async (result) => {
      await expect(balanceOf({ result }).result).rejects.toBeInstanceOf(InvalidHexQuantityError)
    },
  )

  test('a hung RPC times out after 10 s with a typed error', async () => {
    vi.useFakeTimers()
    const { result } = balanceOf('hang')
    const settled = expect(result).rejects.toBeInstanceOf(TimeoutError)
    await vi.advanceTimersByTimeAsync(10_000)
    await settled
    expect(vi.getTimerCount()).toBe(0)
  })

  test('honours the timeout option', async () => {
    vi.useFakeTimers()
    const adapter = createEvmAdapter({
      fetchFn: createFakeFetch({ eth_getBalance: 'hang' }),
      timeout: 500,
    })
    const settled = expect(
      adapter.getBalance({ address: testAccountChecksummed, network: mainnet }),
    ).rejects.toBeInstanceOf(TimeoutError)
    await vi.advanceTimersByTimeAsync(500)
    await settled
  })

  test('an HTTP failure is typed', async () => {
    await expect(balanceOf({ status: 503 }).result).rejects.toBeInstanceOf(HttpRequestError)
  })

  test('a network without RPC URL is RpcUrlNotFoundError', async () => {
    const network = { ...mainnet, rpcUrls: { default: { http: [] } } }
    await expect(balanceOf({ result: '0x0' }, network).result).rejects.toBeInstanceOf(
      RpcUrlNotFoundError,
    )
  })

  test('a malformed address never reaches the RPC', async () => {
    const fetchFn = createFakeFetch({ eth_getBalance: { result: '0x0' } })
    const adapter = createEvmAdapter({ fetchFn })
    await expect(
      adapter.getBalance({ address: '0x1234', network: mainnet }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    expect(fetchFn.requests).toHaveLength(0)
  })
})

import { encodeAbiParameters } from 'viem'
import { describe, expect, test } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { InvalidAddressError } from '../errors/address.js'
import { InvalidHexDataError } from '../errors/encoding.js'
import { testAccountChecksummed } from '../test/createMockProvider.js'
import { mainnet } from '../test/fixtures.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])

/** An RPC that answers ERC-20 calls by selector, and records them. */
function tokenRpc(answers: Record<string, unknown>) {
  const calls: { to: string; data: string }[] = []
  const fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { method, params } = JSON.parse(String(init?.body)) as {
      method: string
      params: [{ to: string; data: string }]
    }
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
    calls.push(params[0])
    return Response.json({ jsonrpc: '2.0', id: 1, result: answers[params[0].data.slice(0, 10)] })
  }) as typeof fetch
  return { fetchFn, calls }
}

const read = (fetchFn: typeof fetch, token = usdc) =>
  createEvmAdapter({ fetchFn }).getBalance({
    address: testAccountChecksummed,
    network: mainnet,
    token: { address: token },
  })

describe('getBalance with a token (tokens option)', () => {
  test("reads balanceOf, decimals and symbol of the app's token", async () => {
    const { fetchFn, calls } = tokenRpc({
      '0x70a08231': uint(250_500_000n),
      '0x313ce567': uint(6n),
      '0x95d89b41': encodeAbiParameters([{ type: 'string' }], ['USDC']),
    })
    await expect(read(fetchFn)).resolves.toEqual({ balance: '250.5', symbol: 'USDC' })
    expect(calls.map(({ to }) => to)).toEqual([usdc, usdc, usdc])
    expect(calls[0]?.data).toBe(
      `0x70a08231${testAccountChecksummed.slice(2).toLowerCase().padStart(64, '0')}`,
    )
  })

  test('refuses a malformed answer or token address with a typed error', async () => {
    const { fetchFn } = tokenRpc({
      '0x70a08231': '0x01',
      '0x313ce567': uint(6n),
      '0x95d89b41': encodeAbiParameters([{ type: 'string' }], ['USDC']),
    })
    await expect(read(fetchFn)).rejects.toBeInstanceOf(InvalidHexDataError)
    await expect(read(fetchFn, '0xnot-an-address')).rejects.toBeInstanceOf(InvalidAddressError)
  })
})

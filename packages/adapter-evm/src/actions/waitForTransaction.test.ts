import { describe, expect, test, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { WaitForTransactionTimeoutError } from '../errors/transaction.js'
import { mainnet } from '../test/fixtures.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { waitForTransaction } from './waitForTransaction.js'

const sender = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const receiver = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const hash = `0x${'aa'.repeat(32)}`
const other = `0x${'bb'.repeat(32)}`
const sent = { hash, from: sender, nonce: '0x5', to: receiver, value: '0x64', input: '0x' }

/** A node whose answers the test changes as the chain moves on. */
function createNode(answers: Record<string, (params: unknown[]) => unknown>) {
  const calls: string[] = []
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    const { method, params } = JSON.parse(String(init?.body)) as {
      method: string
      params: unknown[]
    }
    calls.push(method)
    const answer = answers[method]
    if (!answer)
      return Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no' } })
    return Response.json({ jsonrpc: '2.0', id: 1, result: answer(params) ?? null })
  }) as typeof fetch
  const state = {
    fetchFn,
    timeout: 1_000,
    retry: { retryCount: 0, retryDelay: 0, maxRetryAfter: 0 },
  }
  return { state: state as unknown as EvmAdapterState, calls }
}

const wait = (state: EvmAdapterState, onReplaced?: (r: unknown) => void, now?: () => number) =>
  waitForTransaction(
    state,
    { network: mainnet, hash, onReplaced },
    { pollingInterval: 1, ...(now ? { now } : {}) },
  )

describe('waitForTransaction', () => {
  test('returns once the receipt is there: success or reverted', async () => {
    let polls = 0
    const { state } = createNode({
      eth_blockNumber: () => '0x10',
      eth_getTransactionReceipt: () => (++polls < 3 ? null : { status: '0x1' }),
      eth_getTransactionByHash: () => sent,
      eth_getTransactionCount: () => '0x5',
    })
    await expect(wait(state)).resolves.toEqual({ status: 'success', hash })
    expect(polls).toBe(3)
    const { state: reverted } = createNode({
      eth_blockNumber: () => '0x10',
      eth_getTransactionReceipt: () => ({ status: '0x0' }),
    })
    await expect(wait(reverted)).resolves.toEqual({ status: 'reverted', hash })
  })

  test.each([
    ['repriced', { to: receiver, value: '0x64', input: '0x' }],
    ['cancelled', { to: sender, value: '0x0', input: '0x' }],
    ['replaced', { to: receiver, value: '0x1', input: '0x' }],
  ] as const)('reports a transaction %s by another of the same nonce', async (reason, fields) => {
    const { state } = createNode({
      eth_blockNumber: () => '0x11',
      eth_getTransactionReceipt: ([asked]) => (asked === other ? { status: '0x1' } : null),
      eth_getTransactionByHash: () => sent,
      eth_getTransactionCount: () => '0x6',
      eth_getBlockByNumber: ([block]) => ({
        transactions:
          block === '0x11' ? [{ ...fields, hash: other, from: sender, nonce: '0x5' }] : [],
      }),
    })
    const onReplaced = vi.fn()
    await expect(wait(state, onReplaced)).resolves.toEqual({ status: 'success', hash: other })
    expect(onReplaced).toHaveBeenCalledWith({ reason, hash: other })
  })

  test('retries the lookup of a transaction the node does not know yet, 6 times from 200 ms, then times out at 180 s', async () => {
    let lookups = 0
    let clock = 0
    const waits: number[] = []
    const { state } = createNode({
      eth_blockNumber: () => '0x10',
      eth_getTransactionReceipt: () => null,
      eth_getTransactionByHash: () => {
        lookups += 1
        return null
      },
    })
    const outcome = waitForTransaction(
      state,
      { network: mainnet, hash },
      {
        now: () => clock,
        wait: async (ms: number) => {
          waits.push(ms)
          clock += ms
        },
      },
    )
    await expect(outcome).rejects.toThrow(WaitForTransactionTimeoutError)
    expect(waits.slice(0, 7)).toEqual([200, 400, 800, 1600, 3200, 6400, 4000])
    expect(lookups).toBeGreaterThanOrEqual(7)
    expect(clock).toBeGreaterThanOrEqual(180_000)
    expect(clock).toBeLessThan(184_000)
  })

  test('is part of the adapter', () => {
    expect(typeof createEvmAdapter().waitForTransaction).toBe('function')
  })
})

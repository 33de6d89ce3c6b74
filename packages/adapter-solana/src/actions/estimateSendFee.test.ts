import { solanaDevnet } from '@kit/core/modules/networks/solanaNetworks'
import { describe, expect, test } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const from = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const to = 'GdnSyH3YtwcxFvQrVVJMm1JhTS4QVX7MFsX56uJLUfiZ'
const mint = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'

/** A node answering `getTokenAccountsByOwner` with `accounts` and rent 2,039,280 lamports. */
function setup(accounts: unknown[]) {
  const methods: string[] = []
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    const { method } = JSON.parse(String(init?.body)) as { method: string }
    methods.push(method)
    const result =
      method === 'getTokenAccountsByOwner'
        ? { context: { slot: 1 }, value: accounts }
        : method === 'getMinimumBalanceForRentExemption'
          ? 2_039_280
          : null
    return Response.json({ jsonrpc: '2.0', id: 1, result })
  }) as typeof fetch
  const adapter = createSolanaAdapter({ fetchFn })
  const estimate = (token?: { address: string }, receiver = to) =>
    adapter.estimateSendFee({
      connectorId: 'x',
      network: solanaDevnet,
      from,
      to: receiver,
      value: 1n,
      token,
    })
  return { adapter, estimate, methods }
}

const tokenAccount = {
  pubkey: 'H1',
  account: {
    data: {
      parsed: {
        info: { mint, owner: to, tokenAmount: { amount: '5', decimals: 6 } },
        type: 'account',
      },
      program: 'spl-token',
    },
  },
}

describe('estimateSendFee', () => {
  test('is one signature’s 5,000 lamports for SOL, asking the node nothing', async () => {
    const { estimate, methods } = setup([])
    await expect(estimate()).resolves.toEqual({ fee: 5_000n })
    expect(methods).toEqual([])
  })

  test('adds the rent of the receiver’s token account when it has none of the mint', async () => {
    await expect(setup([]).estimate({ address: mint })).resolves.toEqual({ fee: 2_044_280n })
  })

  test('adds nothing when the receiver already holds the mint', async () => {
    const { estimate, methods } = setup([tokenAccount])
    await expect(estimate({ address: mint })).resolves.toEqual({ fee: 5_000n })
    expect(methods).toEqual(['getTokenAccountsByOwner'])
  })

  test("refuses a receiver that is not a Solana address ('Please enter a valid amount and receiver address')", async () => {
    await expect(setup([]).estimate(undefined, '0x1234')).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
  })
})

describe('isAddress', () => {
  test('accepts a 32-byte base58 key only', async () => {
    const { adapter } = setup([])
    await expect(adapter.isAddress({ address: to, network: solanaDevnet })).resolves.toBe(true)
    await expect(adapter.isAddress({ address: `${to}0`, network: solanaDevnet })).resolves.toBe(
      false,
    )
    await expect(
      adapter.isAddress({ address: 'alice.kit.id', network: solanaDevnet }),
    ).resolves.toBe(false)
  })
})

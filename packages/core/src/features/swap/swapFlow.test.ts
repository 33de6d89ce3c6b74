// @vitest-environment jsdom
import type { TokenBalance } from '@kit/blockchain-api'
import { createFakeApi, createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { ref } from 'valtio/vanilla'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { connect } from '../../actions/connect.js'
import { fetchTokenBalances } from '../../actions/fetchTokenBalances.js'
import { openModal } from '../../actions/openModal.js'
import { pushView } from '../../actions/pushView.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { createKit } from '../../createKit.js'
import { UserRejectedRequestError } from '../../errors/connection.js'
import { mainnet, optimism } from '../../networks/evmNetworks.js'
import { testAddress } from '../../test/createMockKit.js'
import { setSwapAmount } from './editSwap.js'
import { checkSwapApproval, executeSwap } from './executeSwap.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { loadSwapTokens } from './loadSwapTokens.js'
import { getSwapState } from './swapState.js'

const native = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const kusd = 'eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3'
const kbtc = 'eip155:1:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const token = (symbol: string, address: string, decimals: number) => ({
  name: symbol,
  symbol,
  address,
  decimals,
  logoUri: `https://api.test/${symbol}.png`,
})
const holding = (symbol: string, address: string | undefined, numeric: string, price: number) =>
  ({
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    address,
    value: Number(numeric) * price,
    price,
    quantity: { decimals: symbol === 'KUSD' ? 6 : 18, numeric },
    iconUrl: '',
  }) satisfies TokenBalance

const rpcUrl = 'https://rpc.test/node'

async function setup({ receipts = ['0x1'] }: { receipts?: string[] } = {}) {
  const api = createFakeApi({
    wallets: [],
    balances: [holding('ETH', undefined, '2', 3000), holding('KUSD', kusd, '150', 1)],
    supportedChains: ['eip155:1', 'eip155:10'],
    routes: {
      '/v1/convert/tokens': ({ query }) =>
        query.get('chainId') === 'eip155:1'
          ? {
              tokens: [
                token('KBTC', kbtc, 8),
                token('KUSD', kusd, 6),
                token('Ether', native, 18),
              ].map((t, i) => (i === 2 ? { ...t, symbol: 'ETH' } : t)),
            }
          : new Response(
              JSON.stringify({ reasons: [{ description: 'Network not supported for Swaps' }] }),
              { status: 400 },
            ),
      '/v1/convert/gas-price': () => ({ standard: '1000000000', fast: '1', instant: '1' }),
      '/v1/fungible/price': () => ({
        fungibles: [{ name: 'KBTC', symbol: 'KBTC', iconUrl: '', price: 60000 }],
      }),
      '/v1/convert/quotes': ({ query }) => ({
        quotes: [
          {
            fromAmount: query.get('amount'),
            fromAccount: query.get('from'),
            toAmount: String(BigInt(query.get('amount') ?? '0') * 3n),
            toAccount: query.get('to'),
            priceImpact: 0.25,
          },
        ],
      }),
      '/v1/convert/allowance': () => ({ allowance: '0' }),
      '/v1/convert/build-approve': () => ({
        tx: {
          from: testAddress,
          to: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
          data: '0x095ea7b3',
          value: '0',
          eip155: { gas: '60000', gasPrice: '1000000000' },
        },
      }),
      '/v1/convert/build-transaction': () => ({
        tx: {
          from: testAddress,
          to: '0xcb4a4b0af2bde1a056cc8283f7a0c02a6742a564',
          data: '0x38ed1739',
          value: '0',
          eip155: { gas: '150000', gasPrice: '1000000000' },
        },
      }),
      '/node': ({ body }) => {
        const status = receipts.shift()
        return {
          jsonrpc: '2.0',
          id: (body as { id: number }).id,
          result: status ? { status, blockNumber: '0x10' } : null,
        }
      },
    },
  })
  const adapter = createMockAdapter({ connect: { address: testAddress, chainId: 1 } })
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    fetch: api.fetch,
    customRpcUrls: { 'eip155:1': [{ url: rpcUrl }] },
  })
  onTestFinished(() => kit.destroy())
  await kit.ready
  await connect(kit, { connectorId: 'io.mock' })
  return { kit, api, adapter, state: getSwapState(kit) }
}

describe('loadSwapTokens', () => {
  it('lists the tokens held first, sells native by default, and prices the rest', async () => {
    const { kit, state } = await setup()
    await loadSwapTokens(kit)
    expect(state.tokens.status).toBe('success')
    expect(state.tokens.list.map((t) => [t.symbol, t.balance, t.price])).toEqual([
      ['ETH', '2', 3000],
      ['KUSD', '150', 1],
      ['KBTC', undefined, 60000],
    ])
    expect(state.from?.symbol).toBe('ETH')
    expect(state.gasPrice).toBe(1_000_000_000n)
  })

  it('waits for a balances load that replaced its own (the account data’s, started late)', async () => {
    const { kit, api, state } = await setup()
    const account = () => {
      const chain = kit.stores.chains.namespaces.eip155
      if (!chain) throw new Error('No eip155 chain')
      return chain.account
    }
    await vi.waitUntil(() => account().tokens.status === 'success')
    // As just after a connection: no balances yet, their first load still to come.
    account().tokenBalance = ref([])
    account().tokens = { status: 'idle', stale: false, error: undefined }
    const answers: (() => void)[] = []
    api.route('/v1/account/', async ({ path }) => {
      if (!path.endsWith('/balance')) return { data: [], next: null }
      await new Promise<void>((resolve) => answers.push(resolve))
      return { balances: api.data.balances }
    })
    const balanceRequests = () => api.requests.filter((r) => r.path.endsWith('/balance')).length
    const before = balanceRequests()
    const load = loadSwapTokens(kit, { force: true })
    await vi.waitUntil(() => balanceRequests() === before + 1)
    // The account data's own load arrives after the swap's and replaces it.
    void fetchTokenBalances(kit, { force: true })
    await vi.waitUntil(() => balanceRequests() === before + 2)
    answers[0]?.()
    await new Promise((resolve) => setTimeout(resolve, 20))
    answers[1]?.()
    await load
    expect(state.tokens.list.map((t) => [t.symbol, t.balance, t.price])).toEqual([
      ['ETH', '2', 3000],
      ['KUSD', '150', 1],
      ['KBTC', undefined, 60000],
    ])
  })

  it("applies open()'s preset by symbol", async () => {
    const { kit, state } = await setup()
    await loadSwapTokens(kit, { preset: { fromToken: 'kusd', toToken: 'ETH', amount: '12.5' } })
    expect([state.from?.symbol, state.to?.symbol, state.amount]).toEqual(['KUSD', 'ETH', '12.5'])
  })

  it("is unsupported where the API says 'Network not supported for Swaps', and resets there", async () => {
    const { kit, state } = await setup()
    await loadSwapTokens(kit)
    setSwapAmount(kit, { amount: '1' })
    await switchNetwork(kit, { network: optimism })
    expect(state.amount).toBe('')
    await loadSwapTokens(kit)
    expect(state.tokens).toMatchObject({
      status: 'unsupported',
      error: 'Network not supported for Swaps',
    })
  })
})

describe('fetchSwapQuote', () => {
  it('asks for base units; a newer amount supersedes the quote in flight', async () => {
    const { kit, api, state } = await setup()
    await loadSwapTokens(kit)
    state.to = state.tokens.list.find((t) => t.symbol === 'KUSD')
    setSwapAmount(kit, { amount: '0.5' })
    const first = fetchSwapQuote(kit)
    setSwapAmount(kit, { amount: '1' })
    await Promise.all([first, fetchSwapQuote(kit)])
    const asked = api.requestsTo('/v1/convert/quotes').map((r) => r.query.get('amount'))
    expect(asked).toEqual([`${5n * 10n ** 17n}`, `${10n ** 18n}`])
    expect(state.quote).toMatchObject({
      status: 'success',
      toAmount: 3n * 10n ** 18n,
      priceImpact: 0.25,
    })
  })

  it('asks nothing for an amount that is not one', async () => {
    const { kit, api, state } = await setup()
    await loadSwapTokens(kit)
    state.to = state.tokens.list.find((t) => t.symbol === 'KUSD')
    setSwapAmount(kit, { amount: '1e5' })
    await fetchSwapQuote(kit)
    expect(api.requestsTo('/v1/convert/quotes')).toEqual([])
    expect(state.quote.status).toBe('idle')
  })
})

describe('executeSwap', () => {
  it('approves a token first, staying on the view, then swaps and goes to Account', async () => {
    const { kit, api, adapter, state } = await setup({ receipts: ['0x1', '0x1'] })
    await loadSwapTokens(kit)
    state.from = state.tokens.list.find((t) => t.symbol === 'KUSD')
    state.to = state.tokens.list.find((t) => t.symbol === 'ETH')
    setSwapAmount(kit, { amount: '100' })
    openModal(kit, { view: 'Account' })
    pushView(kit, { view: 'Swap' })
    pushView(kit, { view: 'SwapPreview' })
    let viewWhileApproving: string | undefined
    adapter.next('sendTransaction', () => {
      viewWhileApproving = kit.stores.router.view
      return `0x${'aa'.repeat(32)}`
    })
    const result = await executeSwap(kit)
    expect(result.ok).toBe(true)
    expect(viewWhileApproving).toBe('SwapPreview')
    expect(adapter.calls.sendTransaction.map((c) => c.data)).toEqual(['0x095ea7b3', '0x38ed1739'])
    expect(adapter.calls.sendTransaction[1]).toMatchObject({ gas: 150_000n, value: 0n })
    expect(api.requestsTo('/v1/convert/allowance')[0]?.query.get('userAddress')).toBe(testAddress)
    // The approval covers this swap only: 100 KUSD in base units, not an unlimited allowance.
    expect(api.requestsTo('/v1/convert/build-approve')[0]?.query.get('amount')).toBe('100000000')
    expect(api.requestsTo('/v1/convert/build-transaction')[0]?.body).toMatchObject({
      amount: '100000000',
      from: kusd,
      to: native,
      eip155: { slippage: 1 },
    })
    expect(kit.stores.router).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(state.amount).toBe('')
    if (result.ok) await result.confirmed
    expect(api.requestsTo('/node').length).toBeGreaterThanOrEqual(2)
  })

  it('sells native without an approval', async () => {
    const { kit, api, adapter, state } = await setup()
    await loadSwapTokens(kit)
    state.to = state.tokens.list.find((t) => t.symbol === 'KUSD')
    setSwapAmount(kit, { amount: '0.1' })
    await executeSwap(kit)
    expect(api.requestsTo('/v1/convert/allowance')).toEqual([])
    expect(adapter.calls.sendTransaction).toHaveLength(1)
  })

  it('keeps the swap as written when the wallet declines', async () => {
    const { kit, adapter, state } = await setup()
    await loadSwapTokens(kit)
    state.to = state.tokens.list.find((t) => t.symbol === 'KUSD')
    setSwapAmount(kit, { amount: '0.1' })
    adapter.next('sendTransaction', new UserRejectedRequestError())
    const result = await executeSwap(kit)
    expect(result).toMatchObject({ ok: false, failure: 'rejected' })
    expect(state.step).toEqual({ status: 'error', failure: 'rejected' })
    expect([state.amount, state.to?.symbol]).toEqual(['0.1', 'KUSD'])
  })

  it('stops when the approval reverts', async () => {
    const { kit, adapter, state } = await setup({ receipts: ['0x0'] })
    await loadSwapTokens(kit)
    state.from = state.tokens.list.find((t) => t.symbol === 'KUSD')
    state.to = state.tokens.list.find((t) => t.symbol === 'ETH')
    setSwapAmount(kit, { amount: '1' })
    const result = await executeSwap(kit)
    expect(result).toMatchObject({ ok: false, failure: 'failed' })
    expect(adapter.calls.sendTransaction).toHaveLength(1)
    expect(state.amount).toBe('1')
  })

  it('checkSwapApproval says whether the router may spend the amount; native needs none', async () => {
    const { kit, api, state } = await setup()
    await loadSwapTokens(kit)
    state.to = state.tokens.list.find((t) => t.symbol === 'KUSD')
    setSwapAmount(kit, { amount: '1' })
    await checkSwapApproval(kit)
    expect(state.approval).toBe('enough')
    expect(api.requestsTo('/v1/convert/allowance')).toEqual([])
    state.from = state.tokens.list.find((t) => t.symbol === 'KUSD')
    state.to = state.tokens.list.find((t) => t.symbol === 'ETH')
    state.approval = 'unknown'
    await checkSwapApproval(kit)
    expect(state.approval).toBe('needed')
    api.route('/v1/convert/allowance', () => ({ allowance: '1000000' }))
    await checkSwapApproval(kit)
    expect(state.approval).toBe('enough')
  })
})

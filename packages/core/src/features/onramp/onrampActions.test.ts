// @vitest-environment jsdom
import {
  createFakeApi,
  createMemoryStorage,
  createMockAdapter,
  type FakeApi,
} from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { connect } from '../../actions/connect.js'
import { getAccount } from '../../actions/getAccount.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { createKit } from '../../createKit.js'
import { mainnet, optimism } from '../../networks/evmNetworks.js'
import { checkOnrampFunding } from './checkOnrampFunding.js'
import { UnsafeOnrampUrlError } from './errors.js'
import { fetchOnrampHistory } from './fetchOnrampHistory.js'
import { fetchOnrampQuote } from './fetchOnrampQuote.js'
import { loadOnrampOptions } from './loadOnrampOptions.js'
import { getOnrampState } from './onrampState.js'
import { startOnrampPurchase } from './startOnrampPurchase.js'
import { updateOnrampForm } from './updateOnrampForm.js'

const alice = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const apiUrl = 'http://127.0.0.1:8790'
const options = {
  paymentCurrencies: [
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
  ],
}
const quote = {
  paymentTotal: { amount: '100.00', currency: 'USD' },
  paymentSubtotal: { amount: '98.40', currency: 'USD' },
  coinbaseFee: { amount: '1.50', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  purchaseAmount: { amount: '0.03266444', currency: 'ETH' },
  quoteId: 'q-1',
}

async function setup(api: FakeApi = createFakeApi({ supportedChains: ['eip155:1', 'eip155:10'] })) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  let balance = '1.5'
  const adapter = createMockAdapter({
    connect: { address: alice, chainId: 1 },
    getBalance: () => ({ balance, symbol: 'ETH' }),
  })
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    serviceUrls: { api: apiUrl },
    fetch: api.fetch,
  })
  onTestFinished(() => {
    kit.destroy()
    vi.restoreAllMocks()
  })
  await kit.ready
  await connect(kit, { connectorId: 'io.mock' })
  return {
    kit,
    api,
    adapter,
    setBalance: (next: string) => {
      balance = next
    },
  }
}

function fakePopup() {
  const popup = {
    opener: {} as unknown,
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: { replace: vi.fn() },
  }
  return popup
}

describe('loadOnrampOptions', () => {
  it("keeps the API's options and picks USD and the token sold on the active chain", async () => {
    const { kit, api } = await setup()
    api.route('/v1/onramp/options', () => options)
    await loadOnrampOptions(kit)
    const state = getOnrampState(kit)
    expect(state.options).toEqual(options)
    expect(state.optionsFallback).toBe(false)
    expect(state.paymentCurrency).toBe('USD')
    expect(state.purchaseCurrency).toBe('ETH')
  })

  it('uses the built-in list when the API fails', async () => {
    const { kit, api } = await setup()
    api.fail('/v1/onramp/options', 400)
    await loadOnrampOptions(kit)
    const state = getOnrampState(kit)
    expect(state.optionsFallback).toBe(true)
    expect(state.options?.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(state.purchaseCurrency).toBe('2b92315d-eab7-5bef-84fa-089a131333f5')
  })
})

describe('fetchOnrampQuote', () => {
  it('asks the API for a valid amount, and drops the quote for an invalid one', async () => {
    const { kit, api } = await setup()
    api.route('/v1/onramp/options', () => options)
    api.route('/v1/onramp/quote', () => quote)
    await loadOnrampOptions(kit)
    updateOnrampForm(kit, { amount: '100' })
    await fetchOnrampQuote(kit)
    const state = getOnrampState(kit)
    expect(state.quote).toEqual(quote)
    expect(state.quoteKey).toBe('100.00|USD|ETH|ethereum-mainnet')
    expect(api.requestsTo('/v1/onramp/quote')[0]?.body).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'ethereum-mainnet',
    })
    updateOnrampForm(kit, { amount: '5' })
    await fetchOnrampQuote(kit)
    expect(state.quote).toBeUndefined()
    expect(api.requestsTo('/v1/onramp/quote')).toHaveLength(1)
  })

  it("shows SPEC's fallback quote, marked, when the API cannot quote", async () => {
    const { kit, api } = await setup()
    api.route('/v1/onramp/options', () => options)
    api.fail('/v1/onramp/quote', 400)
    await loadOnrampOptions(kit)
    updateOnrampForm(kit, { amount: '200.5', paymentCurrency: 'EUR' })
    await fetchOnrampQuote(kit)
    const state = getOnrampState(kit)
    expect(state.quoteFallback).toBe(true)
    expect(state.quote?.coinbaseFee).toEqual({ amount: '3.01', currency: 'EUR' })
  })
})

describe('startOnrampPurchase', () => {
  async function ready() {
    const context = await setup()
    context.api.route('/v1/onramp/options', () => options)
    context.api.route('/v1/onramp/quote', () => quote)
    await loadOnrampOptions(context.kit)
    updateOnrampForm(context.kit, { amount: '100' })
    await fetchOnrampQuote(context.kit)
    return context
  }

  it("sends SPEC §7's body and shows the checked page in the popup", async () => {
    const { kit, api } = await ready()
    const url = `${apiUrl}/onramp/provider?session=s1`
    api.route('/v1/generators/onrampurl', () => ({ url }))
    const popup = fakePopup()
    await startOnrampPurchase(kit, { popup: popup as unknown as Window })
    const [request] = api.requestsTo('/v1/generators/onrampurl')
    expect(request?.query.get('projectId')).toBe('test-project')
    expect(request?.body).toEqual({
      destinationWallets: [{ address: alice, blockchains: ['ethereum-mainnet'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum-mainnet',
      partnerUserId: alice,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      presetCryptoAmount: 0.03266444,
    })
    expect(popup.location.replace).toHaveBeenCalledWith(url)
    expect(getOnrampState(kit).purchase).toMatchObject({
      url,
      startBalance: '1.5',
      status: 'waiting',
      amount: '0.03266444',
      symbol: 'ETH',
    })
  })

  it.each([
    'javascript:alert(1)',
    'http://evil.example/buy',
    'data:text/html,<script>alert(1)</script>',
  ])('never opens %j: the popup is closed, nothing is started', async (url) => {
    const { kit, api } = await ready()
    api.route('/v1/generators/onrampurl', () => ({ url }))
    const popup = fakePopup()
    await expect(
      startOnrampPurchase(kit, { popup: popup as unknown as Window }),
    ).rejects.toBeInstanceOf(Error)
    expect(popup.location.replace).not.toHaveBeenCalled()
    expect(popup.close).toHaveBeenCalled()
    expect(getOnrampState(kit).purchase).toBeUndefined()
  })

  it('refuses an unsafe address from a blocked start too', async () => {
    const { kit, api } = await ready()
    api.route('/v1/generators/onrampurl', () => Response.json({ url: 'http://127.0.0.2:1/x' }))
    await expect(startOnrampPurchase(kit, { popup: undefined })).rejects.toBeInstanceOf(
      UnsafeOnrampUrlError,
    )
  })

  it('completes once the balance grows, and refreshes the account balance', async () => {
    const { kit, api, setBalance } = await ready()
    api.route('/v1/generators/onrampurl', () => ({ url: 'https://pay.example/s' }))
    await startOnrampPurchase(kit, { popup: undefined })
    expect(await checkOnrampFunding(kit)).toBe('waiting')
    setBalance('1.53266444')
    expect(await checkOnrampFunding(kit)).toBe('completed')
    expect(getOnrampState(kit).purchase?.status).toBe('completed')
    expect(getAccount(kit)?.balance).toBe('1.53266444')
  })

  it('forgets the purchase when the network changes', async () => {
    const { kit, api } = await ready()
    api.route('/v1/generators/onrampurl', () => ({ url: 'https://pay.example/s' }))
    await startOnrampPurchase(kit, { popup: undefined })
    await switchNetwork(kit, { network: optimism })
    await vi.waitFor(() => expect(getOnrampState(kit).purchase).toBeUndefined())
    expect(await checkOnrampFunding(kit)).toBe('none')
  })
})

describe('fetchOnrampHistory', () => {
  it('asks for the onramp history of the active network, fresh', async () => {
    const { kit, api } = await setup()
    const row = {
      id: 'p1',
      metadata: {
        operationType: 'receive',
        hash: '0x1',
        minedAt: '2026-11-26T20:00:00.000Z',
        sentFrom: '0x2',
        sentTo: alice,
        status: 'confirmed',
        nonce: 0,
        chain: 'eip155:1',
      },
      transfers: [{ direction: 'in', quantity: { numeric: '0.03' } }],
    }
    api.route('/v1/account', () => ({
      data: [row, { ...row, id: 'p2', metadata: { ...row.metadata, chain: 'eip155:10' } }],
      next: null,
    }))
    await fetchOnrampHistory(kit)
    const [request] = api.requestsTo('/v1/account')
    expect(request?.query.get('onramp')).toBe('coinbase')
    expect(request?.query.get('chainId')).toBe('eip155:1')
    expect(getOnrampState(kit).history?.map((r) => r.id)).toEqual(['p1'])
  })

  it('marks a failure', async () => {
    const { kit, api } = await setup()
    api.fail('/v1/account', 400)
    await fetchOnrampHistory(kit)
    expect(getOnrampState(kit).historyError).toBe(true)
  })
})

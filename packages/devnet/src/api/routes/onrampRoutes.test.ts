import type {
  HistoryResponse,
  OnrampOptionsResponse,
  OnrampQuote,
  OnrampUrlResponse,
} from '@kit/blockchain-api'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devAccounts } from '../../chains/devAccounts.js'
import { devnetChains } from '../../chains/devnetChains.js'
import { type StartDevnetReturnType, startDevnet } from '../../stack/startDevnet.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'

let devnet: StartDevnetReturnType
beforeAll(async () => {
  // Two mainnets: the payout goes to the chosen one.
  devnet = await startDevnet({
    ports: 'free',
    handleSignals: false,
    chains: devnetChains.filter((chain) => [1, 10].includes(chain.chainId)),
  })
}, 60_000)
afterAll(() => devnet?.stop())

const buyer = devAccounts[3]!.address

async function request<body>(path: string, init?: RequestInit) {
  const response = await fetch(path.startsWith('http') ? path : `${devnet.apiUrl}${path}`, init)
  const text = await response.text()
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (type.startsWith('application/json') ? JSON.parse(text) : undefined) as body & {
      reasons?: { field: string; description: string }[]
    },
  }
}

const post = <body>(path: string, body: unknown) =>
  request<body>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const balanceOn = async (chainIndex: number) =>
  BigInt(
    (await jsonRpcRequest({
      url: devnet.chains[chainIndex]!.rpcUrl,
      method: 'eth_getBalance',
      params: [buyer, 'latest'],
    })) as string,
  )

test('options list USD and EUR with their limits, and ETH on the mainnets', async () => {
  const { body } = await request<OnrampOptionsResponse>('/v1/onramp/options')
  expect(body.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
  expect(body.paymentCurrencies[0]?.payment_method_limits).toEqual([
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'bank_transfer', min: '10.00', max: '25000.00' },
  ])
  expect(body.purchaseCurrencies[0]?.networks).toEqual([
    { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
    { name: 'optimism-mainnet', display_name: 'OP Mainnet', chain_id: '10', contract_address: '' },
  ])
})

test('a quote takes the 1.5 % fee and the network fee off the payment', async () => {
  const { status, body } = await post<OnrampQuote>('/v1/onramp/quote?projectId=local', {
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    amount: '100',
    network: 'ethereum-mainnet',
  })
  expect(status).toBe(200)
  expect(body).toMatchObject({
    paymentTotal: { amount: '100.00', currency: 'USD' },
    coinbaseFee: { amount: '1.50', currency: 'USD' },
    networkFee: { amount: '0.10', currency: 'USD' },
    paymentSubtotal: { amount: '98.40', currency: 'USD' },
    // 98.40 / 3,012.45, rounded down to 8 decimals.
    purchaseAmount: { amount: '0.03266444', currency: 'ETH' },
  })
  expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  const tooSmall = await post('/v1/onramp/quote', {
    purchaseCurrency: { id: 'ETH' },
    paymentCurrency: 'USD',
    amount: '5',
  })
  expect(tooSmall.status).toBe(400)
  expect(tooSmall.body.reasons?.[0]?.field).toBe('amount')
  const yen = await post('/v1/onramp/quote', {
    purchaseCurrency: 'ETH',
    paymentCurrency: 'JPY',
    amount: '100',
  })
  expect(yen.body.reasons?.[0]?.field).toBe('paymentCurrency')
})

test('the provider page buys: the funding account pays the wallet on the chosen chain', async () => {
  const { status, body } = await post<OnrampUrlResponse>('/v1/generators/onrampurl?projectId=x', {
    destinationWallets: [{ address: buyer, blockchains: ['optimism'], assets: ['ETH'] }],
    defaultNetwork: 'optimism-mainnet',
    partnerUserId: buyer,
    defaultExperience: 'buy',
    presetCryptoAmount: 0.25,
  })
  expect(status).toBe(200)
  expect(body.url.startsWith(`${devnet.apiUrl}/onramp/provider?session=`)).toBe(true)

  const page = await request(body.url)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
  const csp = page.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toContain('unsafe-inline')
  expect(page.text).toContain('<script src="/onramp/provider.js" defer></script>')
  expect(page.text).not.toMatch(/<script>|<style|\sstyle=|\son[a-z]+=/i)
  expect(page.text).toContain(buyer)
  expect(page.text).toContain('OP Mainnet')
  expect(page.text).toContain('value="0.25"')
  const script = await request('/onramp/provider.js')
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(script.text).toContain("fetch('/onramp/provider/buy'")

  const session = new URL(body.url).searchParams.get('session')
  const before = await balanceOn(1)
  const bought = await post<{ hash: string; amount: string }>('/onramp/provider/buy', {
    session,
    amount: '0.3',
  })
  expect(bought.status).toBe(200)
  expect(bought.body.hash).toMatch(/^0x[0-9a-f]{64}$/)
  expect((await balanceOn(1)) - before).toBe(parseEther('0.3'))

  const history = await request<HistoryResponse>(
    `/v1/account/${buyer.toLowerCase()}/history?onramp=coinbase&chainId=eip155:10`,
  )
  expect(history.body.data).toEqual([
    expect.objectContaining({
      id: session,
      metadata: expect.objectContaining({
        status: 'confirmed',
        hash: bought.body.hash,
        chain: 'eip155:10',
        sentTo: buyer,
        operationType: 'receive',
      }),
    }),
  ])
  expect(history.body.data[0]?.transfers[0]?.quantity.numeric).toBe('0.3')
  const elsewhere = await request<HistoryResponse>(
    `/v1/account/${buyer}/history?onramp=coinbase&chainId=eip155:1`,
  )
  expect(elsewhere.body.data).toEqual([])

  const again = await post('/onramp/provider/buy', { session, amount: '0.3' })
  expect(again.status).toBe(409)
  expect((await request(body.url)).text).toContain('Already paid out')
})

test('the purchase is credited on the default network and refuses bad input', async () => {
  const { body } = await post<OnrampUrlResponse>('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer }],
    partnerUserId: 'someone',
    presetFiatAmount: 100,
  })
  const session = new URL(body.url).searchParams.get('session')
  expect((await request(body.url)).text).toContain('value="0.033195"')
  for (const amount of ['-1', '1e3', '0', '11', 'abc']) {
    const refused = await post('/onramp/provider/buy', { session, amount })
    expect(refused.status).toBe(400)
  }
  expect((await post('/onramp/provider/buy', { session: 'nope', amount: '1' })).status).toBe(404)
  const before = await balanceOn(0)
  expect((await post('/onramp/provider/buy', { session, amount: '1' })).status).toBe(200)
  expect((await balanceOn(0)) - before).toBe(parseEther('1'))

  const noWallet = await post('/v1/generators/onrampurl', { destinationWallets: [] })
  expect(noWallet.status).toBe(400)
  const badAddress = await post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }],
  })
  expect(badAddress.body.reasons?.[0]?.field).toBe('destinationWallets[0].address')
  const unknownNetwork = await post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer }],
    defaultNetwork: 'solana',
  })
  expect(unknownNetwork.body.reasons?.[0]?.field).toBe('defaultNetwork')
  expect((await request('/onramp/provider?session=missing')).status).toBe(404)
})

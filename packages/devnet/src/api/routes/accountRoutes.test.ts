import type {
  BalanceResponse,
  HistoryResponse,
  IdentityResponse,
  Transaction,
} from '@kit/blockchain-api'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devAccounts } from '../../chains/devAccounts.js'
import { devTokens } from '../../chains/devTokens.js'
import { type StartDevnetReturnType, startDevnet } from '../../stack/startDevnet.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { waitForReceipt } from '../../utils/waitForReceipt.js'

let devnet: StartDevnetReturnType
beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', handleSignals: false })
}, 60_000)
afterAll(() => devnet?.stop())

const account0 = devAccounts[0]!.address
const account1 = devAccounts[1]!.address

async function get<body>(path: string): Promise<{ status: number; body: body }> {
  const response = await fetch(`${devnet.apiUrl}${path}`)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  return { status: response.status, body: (await response.json()) as body }
}

async function allHistory(query: string): Promise<{ pages: number; data: Transaction[] }> {
  const data: Transaction[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const { status, body } = await get<HistoryResponse>(
      `/v1/account/${account0}/history?${query}${suffix}`,
    )
    expect(status).toBe(200)
    expect(body.data.length).toBeLessThanOrEqual(10)
    data.push(...body.data)
    cursor = body.next
    pages += 1
  } while (cursor !== null && pages < 50)
  return { pages, data }
}

test('lists the served chains', async () => {
  const { body } = await get('/v1/supported-chains')
  expect(body).toEqual({
    http: [
      'eip155:1',
      'eip155:10',
      'eip155:42161',
      'eip155:11155111',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ],
    ws: [],
  })
})

test('balances are read from the chain, with PTS at 0 decimals and USD values', async () => {
  const { status, body } = await get<BalanceResponse>(
    `/v1/account/${account0}/balance?currency=usd&chainId=eip155:1`,
  )
  expect(status).toBe(200)
  const bySymbol = Object.fromEntries(body.balances.map((balance) => [balance.symbol, balance]))
  expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'KBTC', 'KDAI', 'KUSD', 'PTS'])

  const native = bySymbol.ETH!
  expect(native.address).toBeUndefined()
  expect(native.chainId).toBe('eip155:1')
  expect(native.price).toBe(3012.45)
  const wei = BigInt(
    (await jsonRpcRequest({
      url: devnet.chains[0]!.rpcUrl,
      method: 'eth_getBalance',
      params: [account0, 'latest'],
    })) as string,
  )
  expect(parseEther(native.quantity.numeric)).toBe(wei)
  expect(native.quantity.decimals).toBe(18)

  const kusd = devTokens.find((token) => token.symbol === 'KUSD')!
  // Seeded: 5,000 + 2,750 + 1,234.56 in; 120.5 + 99.99 + 42 out.
  expect(bySymbol.KUSD).toEqual({
    name: 'Kit USD',
    symbol: 'KUSD',
    chainId: 'eip155:1',
    address: `eip155:1:${kusd.address}`,
    value: 8722.07,
    price: 1,
    quantity: { decimals: 6, numeric: '8722.07' },
    iconUrl: `${devnet.apiUrl}/public/getTokenImage/KUSD`,
  })
  expect(bySymbol.PTS?.quantity).toEqual({ decimals: 0, numeric: '1800' })
  expect(bySymbol.KBTC).toMatchObject({ value: 0.29 * 64_250, quantity: { numeric: '0.29' } })
  expect(bySymbol.KDAI).toMatchObject({ price: 0.9998, quantity: { decimals: 18 } })

  const icon = await fetch(native.iconUrl)
  expect(icon.headers.get('content-type')).toBe('image/svg+xml')
})

test('the testnet and an account without tokens have native balances only', async () => {
  const sepolia = await get<BalanceResponse>(
    `/v1/account/${account0}/balance?chainId=eip155:11155111`,
  )
  expect(sepolia.body.balances.map((balance) => [balance.symbol, balance.price])).toEqual([
    ['ETH', 0],
  ])
  const fresh = await get<BalanceResponse>(
    `/v1/account/${devAccounts[3]!.address}/balance?chainId=eip155:10`,
  )
  expect(fresh.body.balances.map((balance) => balance.symbol)).toEqual(['ETH'])
  const everywhere = await get<BalanceResponse>(`/v1/account/${account0}/balance`)
  expect(new Set(everywhere.body.balances.map((balance) => balance.chainId)).size).toBe(4)
})

test('pages through a seeded history of more than two years, newest first', async () => {
  const { pages, data } = await allHistory('chainId=eip155:1')
  expect(data.length).toBe(33)
  expect(pages).toBe(4)
  expect(new Set(data.map((tx) => tx.id)).size).toBe(data.length)
  const times = data.map((tx) => Date.parse(tx.metadata.minedAt))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  expect(data.at(-1)?.metadata.minedAt).toBe('2025-01-08T14:00:00.000Z')
  expect(data[0]?.metadata.minedAt).toBe('2026-10-21T14:00:00.000Z')
  const years = new Set(data.map((tx) => tx.metadata.minedAt.slice(0, 4)))
  expect([...years]).toEqual(['2026', '2025'])
  expect(new Set(data.map((tx) => tx.metadata.minedAt.slice(0, 7))).size).toBeGreaterThan(20)
  for (const tx of data) {
    expect(tx.metadata.chain).toBe('eip155:1')
    expect(tx.metadata.status).toBe('confirmed')
    expect(tx.metadata.hash).toMatch(/^0x[0-9a-f]{64}$/)
  }
  const types = new Set(data.map((tx) => tx.metadata.operationType))
  expect([...types].sort()).toEqual(['approve', 'mint', 'receive', 'send'])
})

test('describes each kind of transfer, and flags the spam airdrops', async () => {
  const { data } = await allHistory('chainId=eip155:10')
  const firstReceive = data.at(-1)!
  expect(firstReceive.metadata).toMatchObject({
    operationType: 'receive',
    sentFrom: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    chain: 'eip155:10',
  })
  expect(firstReceive.transfers).toEqual([
    {
      direction: 'in',
      quantity: { numeric: '5000' },
      value: 5000,
      price: 1,
      fungible_info: {
        name: 'Kit USD',
        symbol: 'KUSD',
        icon: { url: `${devnet.apiUrl}/public/getTokenImage/KUSD` },
      },
    },
  ])
  const nativeOut = data.find((tx) => tx.metadata.minedAt.startsWith('2025-03-21'))!
  expect(nativeOut.metadata).toMatchObject({ operationType: 'send', sentTo: account1 })
  expect(nativeOut.transfers).toEqual([
    expect.objectContaining({
      direction: 'out',
      quantity: { numeric: '0.15' },
      fungible_info: expect.objectContaining({ symbol: 'ETH' }),
    }),
  ])
  const mint = data.find((tx) => tx.metadata.minedAt.startsWith('2025-02-10'))!
  expect(mint.metadata.operationType).toBe('mint')
  expect(mint.transfers[0]?.nft_info).toMatchObject({
    name: 'Kit Pixels #1',
    flags: { is_spam: false },
  })
  const preview = mint.transfers[0]?.nft_info?.content?.preview?.url
  expect((await fetch(preview!)).headers.get('content-type')).toBe('image/svg+xml')

  const spam = data.filter((tx) =>
    tx.transfers.some((transfer) => transfer.nft_info?.flags.is_spam),
  )
  expect(spam.map((tx) => tx.metadata.minedAt.slice(0, 10))).toEqual([
    '2026-08-19',
    '2025-11-15',
    '2025-06-01',
  ])
  expect(spam[0]?.transfers[0]).toMatchObject({
    direction: 'in',
    nft_info: { name: 'Claim Free Rewards #3' },
  })
  expect(data.find((tx) => tx.metadata.minedAt.startsWith('2025-05-02'))?.metadata).toMatchObject({
    operationType: 'approve',
  })
})

test('without chainId the history covers every served chain', async () => {
  const { data } = await allHistory('')
  expect(data.length).toBe(99)
  expect(new Set(data.map((tx) => tx.metadata.chain))).toEqual(
    new Set(['eip155:1', 'eip155:10', 'eip155:42161']),
  )
  const coinbase = await get(`/v1/account/${account0}/history?onramp=coinbase`)
  expect(coinbase.body).toEqual({ data: [], next: null })
})

test('a new transfer shows at the top of the history with the current time', async () => {
  const signer = privateKeyToAccount(devAccounts[2]!.privateKey)
  const rpcUrl = devnet.chains[2]!.rpcUrl
  const call = (method: string, params: unknown[]) =>
    jsonRpcRequest({ url: rpcUrl, method, params })
  const nonce = Number(await call('eth_getTransactionCount', [signer.address, 'latest']))
  const signed = await signer.signTransaction({
    chainId: 42161,
    nonce,
    to: account0,
    value: parseEther('0.123'),
    gas: 21_000n,
    maxFeePerGas: 10_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  })
  const hash = (await call('eth_sendRawTransaction', [signed])) as string
  await waitForReceipt({ call, hash })
  const { body } = await get<HistoryResponse>(
    `/v1/account/${account0}/history?chainId=eip155:42161`,
  )
  const [latest] = body.data
  expect(latest?.metadata).toMatchObject({
    hash,
    operationType: 'receive',
    sentFrom: signer.address,
    chain: 'eip155:42161',
  })
  expect(Math.abs(Date.parse(latest!.metadata.minedAt) - Date.now())).toBeLessThan(120_000)
  expect(latest?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.123' } })
})

test('identity comes from the name registry', async () => {
  const named = await get<IdentityResponse>(`/v1/identity/${account0}`)
  expect(named.body.name).toBe('kitdev.kit.id')
  expect((await fetch(named.body.avatar!)).status).toBe(200)
  const unnamed = await get<IdentityResponse>(`/v1/identity/${devAccounts[3]!.address}`)
  expect(unnamed.body).toEqual({ name: null, avatar: null })
})

test.each([
  ['a short address', `/v1/account/0x1234/balance`, 'address'],
  ['a bad checksum', `/v1/account/${account0.replace('F', 'f')}/balance`, 'address'],
  ['an unknown chain', `/v1/account/${account0}/balance?chainId=eip155:5`, 'chainId'],
  ['a non-canonical chain id', `/v1/account/${account0}/balance?chainId=eip155:01`, 'chainId'],
  ['another currency', `/v1/account/${account0}/balance?currency=eur`, 'currency'],
  ['a forged cursor', `/v1/account/${account0}/history?cursor=abc`, 'cursor'],
  ['an unknown onramp', `/v1/account/${account0}/history?onramp=other`, 'onramp'],
  ['a bad identity address', '/v1/identity/nobody', 'address'],
])('refuses %s with 400 and a reason', async (_, path, field) => {
  const { status, body } = await get<{ reasons: { field: string; description: string }[] }>(path)
  expect(status).toBe(400)
  expect(body.reasons[0]?.field).toBe(field)
  expect(body.reasons[0]?.description).toEqual(expect.any(String))
})

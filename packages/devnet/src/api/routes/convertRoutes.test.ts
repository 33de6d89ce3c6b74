import type {
  AllowanceResponse,
  BuildTransactionResponse,
  BuiltTransaction,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  FungiblePriceResponse,
  GasPriceResponse,
} from '@kit/blockchain-api'
import { decodeFunctionData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devAccounts } from '../../chains/devAccounts.js'
import { devnetChains } from '../../chains/devnetChains.js'
import { devTokens } from '../../chains/devTokens.js'
import { swapRouterAddress } from '../../chains/swapRouterAddress.js'
import { kitTokenAbi } from '../../contracts/artifacts.js'
import { type StartDevnetReturnType, startDevnet } from '../../stack/startDevnet.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { waitForReceipt } from '../../utils/waitForReceipt.js'

let devnet: StartDevnetReturnType
beforeAll(async () => {
  // Ethereum for the swaps, Sepolia for the network that has none.
  devnet = await startDevnet({
    ports: 'free',
    handleSignals: false,
    chains: devnetChains.filter((chain) => [1, 11155111].includes(chain.chainId)),
  })
}, 60_000)
afterAll(() => devnet?.stop())

const account0 = privateKeyToAccount(devAccounts[0]!.privateKey)
const token = (symbol: string) => devTokens.find((candidate) => candidate.symbol === symbol)!
const native = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const kusd = `eip155:1:${token('KUSD').address}`
const kbtc = `eip155:1:${token('KBTC').address}`
const user = `eip155:1:${account0.address}`

async function request<body>(path: string, init?: RequestInit) {
  const response = await fetch(`${devnet.apiUrl}${path}`, init)
  return {
    status: response.status,
    body: (await response.json()) as body & { reasons?: { field: string }[] },
  }
}

const post = (path: string, body: unknown) =>
  request<BuildTransactionResponse>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const rpc = (method: string, params: unknown[]) =>
  jsonRpcRequest({ url: devnet.chains[0]!.rpcUrl, method, params })

/** Sends a built transaction the way a wallet would, with its gas and gas price. */
async function sendBuilt(tx: BuiltTransaction) {
  const nonce = Number(await rpc('eth_getTransactionCount', [account0.address, 'pending']))
  const signed = await account0.signTransaction({
    type: 'legacy',
    chainId: 1,
    nonce,
    to: tx.to as Hex,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  })
  const hash = (await rpc('eth_sendRawTransaction', [signed])) as string
  expect((await waitForReceipt({ call: rpc, hash })).status).toBe('0x1')
}

test('prices come from the price table, unknown tokens are left out', async () => {
  const { status, body } = await request<FungiblePriceResponse>('/v1/fungible/price', {
    method: 'POST',
    body: JSON.stringify({
      currency: 'usd',
      projectId: 'local',
      addresses: [
        kusd,
        native,
        `eip155:1:${token('KDAI').address}`,
        kbtc,
        `eip155:1:${account0.address}`,
      ],
    }),
  })
  expect(status).toBe(200)
  expect(body.fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
    ['KUSD', 1],
    ['ETH', 3012.45],
    ['KDAI', 0.9998],
    ['KBTC', 64_250],
  ])
  expect(body.fungibles[0]?.iconUrl).toBe(`${devnet.apiUrl}/public/getTokenImage/KUSD`)
  const bad = await request('/v1/fungible/price', {
    method: 'POST',
    body: JSON.stringify({ addresses: ['0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'] }),
  })
  expect(bad.status).toBe(400)
})

test('lists the swappable tokens: native placeholder and priced ERC-20s', async () => {
  const { body } = await request<ConvertTokensResponse>('/v1/convert/tokens?chainId=eip155:1')
  expect(body.tokens.map(({ symbol, address, decimals }) => [symbol, address, decimals])).toEqual([
    ['ETH', native, 18],
    ['KUSD', kusd, 6],
    ['KDAI', `eip155:1:${token('KDAI').address}`, 18],
    ['KBTC', kbtc, 8],
  ])
  const testnet = await request('/v1/convert/tokens?chainId=eip155:11155111')
  expect(testnet.status).toBe(400)
  expect((await request('/v1/convert/tokens')).status).toBe(400)
})

test('quotes by price ratio in base units', async () => {
  const quote = (from: string, to: string, amount: string) =>
    request<ConvertQuotesResponse>(
      `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${from}&to=${to}&gasPrice=1000000000`,
    )
  // 1 ETH = 3,012.45 KUSD (6 decimals).
  expect((await quote(native, kusd, '1000000000000000000')).body.quotes[0]).toEqual({
    fromAmount: '1000000000000000000',
    fromAccount: native,
    toAmount: '3012450000',
    toAccount: kusd,
  })
  // 64,250 KUSD = 1 KBTC (8 decimals).
  expect((await quote(kusd, kbtc, '64250000000')).body.quotes[0]?.toAmount).toBe('100000000')
  expect((await quote(kusd, kusd, '1')).status).toBe(400)
  expect((await quote(kusd, kbtc, '1e6')).status).toBe(400)
  expect((await quote(kusd, `eip155:10:${token('KBTC').address}`, '1')).status).toBe(400)
  const pts = await quote(kusd, `eip155:1:${token('PTS').address}`, '1')
  expect(pts.body.reasons?.[0]?.field).toBe('to')
})

test('gas price tiers are 1, 1.2 and 1.5 times the node gas price', async () => {
  const { body } = await request<GasPriceResponse>('/v1/convert/gas-price?chainId=eip155:1')
  const standard = BigInt(body.standard)
  expect(standard).toBeGreaterThan(0n)
  expect(body.fast).toBe(((standard * 12n) / 10n).toString())
  expect(body.instant).toBe(((standard * 15n) / 10n).toString())
})

test('build-approve makes real approve calldata; the allowance then reads it back', async () => {
  const before = await request<AllowanceResponse>(
    `/v1/convert/allowance?tokenAddress=${kbtc}&userAddress=${user}`,
  )
  expect(before.body).toEqual({ allowance: '0' })
  // Seeded: dev account 0 approved 1,000 KUSD to the router.
  const seeded = await request<AllowanceResponse>(
    `/v1/convert/allowance?tokenAddress=${kusd}&userAddress=${account0.address}`,
  )
  expect(seeded.body).toEqual({ allowance: '1000000000' })

  const { status, body } = await request<BuildTransactionResponse>(
    `/v1/convert/build-approve?userAddress=${user}&from=${kbtc}&to=${kusd}&amount=12345`,
  )
  expect(status).toBe(200)
  expect(body.tx).toMatchObject({ from: account0.address, to: token('KBTC').address, value: '0' })
  expect(decodeFunctionData({ abi: kitTokenAbi, data: body.tx.data as Hex })).toEqual({
    functionName: 'approve',
    args: [swapRouterAddress, 12345n],
  })
  await sendBuilt(body.tx)
  const after = await request<AllowanceResponse>(
    `/v1/convert/allowance?tokenAddress=${kbtc}&userAddress=${user}`,
  )
  expect(after.body).toEqual({ allowance: '12345' })
  const nativeApprove = await request(
    `/v1/convert/build-approve?userAddress=${user}&from=${native}&to=${kusd}`,
  )
  expect(nativeApprove.status).toBe(400)
})

test('build-transaction sends the sold token to the router', async () => {
  const routerBalance = async () =>
    BigInt((await rpc('eth_getBalance', [swapRouterAddress, 'latest'])) as string)
  const before = await routerBalance()
  const { status, body } = await post('/v1/convert/build-transaction', {
    amount: '5000000000000000',
    eip155: { slippage: 1 },
    projectId: 'local',
    from: native,
    to: kusd,
    userAddress: user,
  })
  expect(status).toBe(200)
  expect(body.tx).toMatchObject({ to: swapRouterAddress, value: '5000000000000000', data: '0x' })
  await sendBuilt(body.tx)
  expect((await routerBalance()) - before).toBe(5_000_000_000_000_000n)

  const erc20 = await post('/v1/convert/build-transaction', {
    amount: '1000000',
    from: kusd,
    to: native,
    userAddress: user,
    disableEstimate: true,
  })
  expect(erc20.body.tx.eip155.gas).toBe('100000')
  expect(decodeFunctionData({ abi: kitTokenAbi, data: erc20.body.tx.data as Hex })).toEqual({
    functionName: 'transfer',
    args: [swapRouterAddress, 1_000_000n],
  })

  const tooMuch = await post('/v1/convert/build-transaction', {
    amount: (10n ** 30n).toString(),
    from: kusd,
    to: native,
    userAddress: user,
  })
  expect(tooMuch.status).toBe(400)
  const badSlippage = await post('/v1/convert/build-transaction', {
    amount: '1',
    eip155: { slippage: 'lots' },
    from: kusd,
    to: native,
    userAddress: user,
  })
  expect(badSlippage.body.reasons?.[0]?.field).toBe('eip155.slippage')
})

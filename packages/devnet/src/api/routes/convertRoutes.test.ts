import type {
  AllowanceResponse,
  BuildTransactionResponse,
  BuiltTransaction,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  HistoryResponse,
} from '@kit/blockchain-api'
import {
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionData,
  formatEther,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devAccounts } from '../../chains/devAccounts.js'
import { devnetChains } from '../../chains/devnetChains.js'
import { devTokens } from '../../chains/devTokens.js'
import { wrappedNativeAddress } from '../../chains/swapPools.js'
import { swapRouterAddress } from '../../chains/swapRouterAddress.js'
import { kitSwapRouterAbi, kitTokenAbi } from '../../contracts/artifacts.js'
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
    body: (await response.json()) as body & {
      reasons?: { field: string; description: string }[]
    },
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

/** Sends a built transaction the way a wallet would, with its gas and gas price; returns the fee paid. */
async function sendBuilt(tx: BuiltTransaction, expectedStatus = '0x1') {
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
  expect((await waitForReceipt({ call: rpc, hash })).status).toBe(expectedStatus)
  const { gasUsed, effectiveGasPrice } = (await rpc('eth_getTransactionReceipt', [hash])) as {
    gasUsed: string
    effectiveGasPrice: string
  }
  return BigInt(gasUsed) * BigInt(effectiveGasPrice)
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

const kdai = `eip155:1:${token('KDAI').address}`

const nativeBalance = async () =>
  BigInt((await rpc('eth_getBalance', [account0.address, 'latest'])) as string)
const tokenBalance = async (symbol: string) =>
  decodeFunctionResult({
    abi: kitTokenAbi,
    functionName: 'balanceOf',
    data: (await rpc('eth_call', [
      {
        to: token(symbol).address,
        data: encodeFunctionData({
          abi: kitTokenAbi,
          functionName: 'balanceOf',
          args: [account0.address],
        }),
      },
      'latest',
    ])) as Hex,
  })

const quote = (from: string, to: string, amount: string) =>
  request<ConvertQuotesResponse>(
    `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${from}&to=${to}&gasPrice=1000000000`,
  )

/** The router's own quote (eth_call), independent of the API's arithmetic. */
async function routerQuote(amountIn: bigint, tokenIn: Hex, tokenOut: Hex) {
  const data = encodeFunctionData({
    abi: kitSwapRouterAbi,
    functionName: 'quote',
    args: [amountIn, tokenIn, tokenOut],
  })
  return decodeFunctionResult({
    abi: kitSwapRouterAbi,
    functionName: 'quote',
    data: (await rpc('eth_call', [{ to: swapRouterAddress, data }, 'latest'])) as Hex,
  })
}

const build = (body: Record<string, unknown>) =>
  post('/v1/convert/build-transaction', { projectId: 'local', userAddress: user, ...body })

test('lists the tokens that have a pool: native placeholder and priced ERC-20s', async () => {
  const { body } = await request<ConvertTokensResponse>('/v1/convert/tokens?chainId=eip155:1')
  expect(body.tokens.map(({ symbol, address, decimals }) => [symbol, address, decimals])).toEqual([
    ['ETH', native, 18],
    ['KUSD', kusd, 6],
    ['KDAI', kdai, 18],
    ['KBTC', kbtc, 8],
  ])
  expect((await request('/v1/convert/tokens')).status).toBe(400)
})

test('a network without pools answers as the client expects: Network not supported for Swaps', async () => {
  const sepoliaNative = 'eip155:11155111:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  for (const path of [
    '/v1/convert/tokens?chainId=eip155:11155111',
    `/v1/convert/quotes?amount=1&userAddress=eip155:11155111:${account0.address}&from=${sepoliaNative}&to=${sepoliaNative}`,
    `/v1/convert/allowance?tokenAddress=${sepoliaNative}&userAddress=${account0.address}`,
  ]) {
    const { status, body } = await request(path)
    expect(status).toBe(400)
    expect(body.reasons?.[0]?.description).toBe('Network not supported for Swaps')
  }
})

test('quotes from the pool reserves with the fee, and says the price impact', async () => {
  const amount = 10n ** 18n
  const { status, body } = await quote(native, kusd, amount.toString())
  expect(status).toBe(200)
  const [first] = body.quotes
  expect(first).toMatchObject({
    fromAmount: amount.toString(),
    fromAccount: native,
    toAccount: kusd,
  })
  expect(BigInt(first!.toAmount)).toBe(
    await routerQuote(amount, wrappedNativeAddress, token('KUSD').address),
  )
  // A million-USD pool: 1 ETH (3,012.45 USD) gets about 3,012.45 less 0.3% and 0.3% of impact.
  expect(Number(first!.toAmount) / 1e6).toBeGreaterThan(2990)
  expect(Number(first!.toAmount) / 1e6).toBeLessThan(3004)
  expect(first!.priceImpact).toBeGreaterThan(0.29)
  expect(first!.priceImpact).toBeLessThan(0.31)
  // Selling twice as much moves the price further and gets less than twice as much.
  const twice = (await quote(native, kusd, (2n * amount).toString())).body.quotes[0]!
  expect(twice.priceImpact).toBeGreaterThan(first!.priceImpact!)
  expect(BigInt(twice.toAmount)).toBeLessThan(2n * BigInt(first!.toAmount))

  // 0.1 KBTC (6,425 USD) for KUSD: less the 0.3% fee and about 0.64% of impact.
  const kbtcQuote = (await quote(kbtc, kusd, '10000000')).body.quotes[0]!
  expect(BigInt(kbtcQuote.toAmount)).toBe(
    await routerQuote(10_000_000n, token('KBTC').address, token('KUSD').address),
  )
  expect(Number(kbtcQuote.toAmount) / 1e6).toBeGreaterThan(6350)
  expect(Number(kbtcQuote.toAmount) / 1e6).toBeLessThan(6425 * 0.997)
  expect((await quote(kusd, kbtc, '0')).body.quotes[0]).toMatchObject({
    toAmount: '0',
    priceImpact: 0,
  })

  expect((await quote(kusd, kusd, '1')).status).toBe(400)
  expect((await quote(kusd, kbtc, '1e6')).status).toBe(400)
  expect((await quote(kusd, `eip155:10:${token('KBTC').address}`, '1')).status).toBe(400)
  const pts = await quote(kusd, `eip155:1:${token('PTS').address}`, '1')
  expect(pts.body.reasons?.[0]?.field).toBe('to')
})

test('gas price tiers are 1, 1.2 and 1.5 times the node gas price, pools or not', async () => {
  for (const chainId of ['eip155:1', 'eip155:11155111']) {
    const { status, body } = await request<GasPriceResponse>(
      `/v1/convert/gas-price?chainId=${chainId}`,
    )
    expect(status).toBe(200)
    const standard = BigInt(body.standard)
    expect(standard).toBeGreaterThan(0n)
    expect(body.fast).toBe(((standard * 12n) / 10n).toString())
    expect(body.instant).toBe(((standard * 15n) / 10n).toString())
  }
})

test('build-approve approves the router; the allowance then reads it back', async () => {
  const before = await request<AllowanceResponse>(
    `/v1/convert/allowance?tokenAddress=${kbtc}&userAddress=${user}`,
  )
  expect(before.body).toEqual({ allowance: '0' })
  // Seeded: dev account 0 approved 1,000 KUSD to the router.
  const seeded = await request<AllowanceResponse>(
    `/v1/convert/allowance?tokenAddress=${kusd}&userAddress=${account0.address}`,
  )
  expect(seeded.body).toEqual({ allowance: '1000000000' })
  const nativeAllowance = await request<AllowanceResponse>(
    `/v1/convert/allowance?tokenAddress=${native}&userAddress=${user}`,
  )
  expect(nativeAllowance.body).toEqual({ allowance: (2n ** 256n - 1n).toString() })

  const { status, body } = await request<BuildTransactionResponse>(
    `/v1/convert/build-approve?userAddress=${user}&from=${kbtc}&to=${native}&amount=12345`,
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

test('native for a token: the built swap pays exactly the quote', async () => {
  const amount = 5n * 10n ** 16n
  const quoted = BigInt((await quote(native, kusd, amount.toString())).body.quotes[0]!.toAmount)
  const [ethBefore, kusdBefore] = [await nativeBalance(), await tokenBalance('KUSD')]
  const { status, body } = await build({
    amount: amount.toString(),
    eip155: { slippage: 1 },
    from: native,
    to: kusd,
  })
  expect(status).toBe(200)
  expect(body.tx).toMatchObject({
    from: account0.address,
    to: swapRouterAddress,
    value: amount.toString(),
  })
  const call = decodeFunctionData({ abi: kitSwapRouterAbi, data: body.tx.data as Hex })
  expect(call.functionName).toBe('swapExactNativeForTokens')
  const [amountOutMin, tokenOut, recipient, deadline] = call.args as [bigint, Hex, Hex, bigint]
  expect([amountOutMin, tokenOut, recipient]).toEqual([
    (quoted * 99n) / 100n,
    token('KUSD').address,
    account0.address,
  ])
  expect(Number(deadline) * 1000 - Date.now()).toBeGreaterThan(15 * 60_000)

  const fee = await sendBuilt(body.tx)
  expect((await tokenBalance('KUSD')) - kusdBefore).toBe(quoted)
  expect(ethBefore - (await nativeBalance())).toBe(amount + fee)
})

test('a token for native: approve through build-approve, then the swap pays exactly the quote', async () => {
  const amount = 2_000_000n // 0.02 KBTC
  const approve = await request<BuildTransactionResponse>(
    `/v1/convert/build-approve?userAddress=${user}&from=${kbtc}&to=${native}&amount=${amount}`,
  )
  await sendBuilt(approve.body.tx)
  const quoted = BigInt((await quote(kbtc, native, amount.toString())).body.quotes[0]!.toAmount)
  const [ethBefore, kbtcBefore] = [await nativeBalance(), await tokenBalance('KBTC')]
  const { body } = await build({
    amount: amount.toString(),
    eip155: { slippage: '0.5' },
    from: kbtc,
    to: native,
  })
  expect(body.tx).toMatchObject({ to: swapRouterAddress, value: '0' })
  const call = decodeFunctionData({ abi: kitSwapRouterAbi, data: body.tx.data as Hex })
  expect(call.functionName).toBe('swapExactTokensForNative')
  expect(call.args?.slice(0, 4)).toEqual([
    amount,
    (quoted * 995n) / 1000n,
    token('KBTC').address,
    account0.address,
  ])

  const fee = await sendBuilt(body.tx)
  expect(kbtcBefore - (await tokenBalance('KBTC'))).toBe(amount)
  expect((await nativeBalance()) - ethBefore).toBe(quoted - fee)
  // The history shows a trade: KBTC out and the ether the router paid on, which no log shows.
  const history = await request<HistoryResponse>(
    `/v1/account/${account0.address}/history?chainId=eip155:1`,
  )
  const [newest] = history.body.data
  expect(newest?.metadata.operationType).toBe('trade')
  expect(
    newest?.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric]),
  ).toEqual([
    ['out', 'KBTC', '0.02'],
    ['in', 'ETH', formatEther(quoted)],
  ])
  // The allowance was exactly the amount and is used up.
  const left = await request<AllowanceResponse>(
    `/v1/convert/allowance?tokenAddress=${kbtc}&userAddress=${user}`,
  )
  expect(left.body).toEqual({ allowance: '0' })
})

test('a token for a token, within the seeded allowance', async () => {
  const amount = 100_000_000n // 100 KUSD
  const quoted = BigInt((await quote(kusd, kdai, amount.toString())).body.quotes[0]!.toAmount)
  const kdaiBefore = await tokenBalance('KDAI')
  const { body } = await build({ amount: amount.toString(), from: kusd, to: kdai })
  const call = decodeFunctionData({ abi: kitSwapRouterAbi, data: body.tx.data as Hex })
  expect(call.functionName).toBe('swapExactTokensForTokens')
  // No slippage given: SPEC's 1%.
  expect(call.args?.[1]).toBe((quoted * 99n) / 100n)
  await sendBuilt(body.tx)
  expect((await tokenBalance('KDAI')) - kdaiBefore).toBe(quoted)
})

test('a swap whose price moved past its slippage reverts instead of paying less', async () => {
  const amount = 10n ** 17n
  const { body } = await build({
    amount: amount.toString(),
    eip155: { slippage: 0.1 },
    from: native,
    to: kusd,
  })
  // Someone else buys KUSD first with 20 ETH, moving the price about 6%.
  const other = await build({
    amount: (20n * 10n ** 18n).toString(),
    eip155: { slippage: 1 },
    from: native,
    to: kusd,
  })
  await sendBuilt(other.body.tx)
  const kusdBefore = await tokenBalance('KUSD')
  await sendBuilt(body.tx, '0x0')
  expect(await tokenBalance('KUSD')).toBe(kusdBefore)
})

test('build-transaction refuses what would fail and bad input', async () => {
  const unestimated = await build({
    amount: '1000000',
    from: kusd,
    to: native,
    disableEstimate: true,
  })
  expect(unestimated.body.tx.eip155.gas).toBe('250000')
  // More than the account holds: the node's estimate fails.
  const tooMuch = await build({ amount: (10n ** 30n).toString(), from: kusd, to: native })
  expect(tooMuch.status).toBe(400)
  // Without an allowance for KBTC left.
  const unapproved = await build({ amount: '1000', from: kbtc, to: kusd })
  expect(unapproved.status).toBe(400)
  expect((await build({ amount: '0', from: kusd, to: native })).body.reasons?.[0]?.field).toBe(
    'amount',
  )
  expect((await build({ amount: '1', from: kbtc, to: kusd })).status).toBe(400)
  const badSlippage = await build({
    amount: '1',
    eip155: { slippage: 'lots' },
    from: kusd,
    to: native,
  })
  expect(badSlippage.body.reasons?.[0]?.field).toBe('eip155.slippage')
  const tooMuchSlippage = await build({
    amount: '1',
    eip155: { slippage: 51 },
    from: kusd,
    to: native,
  })
  expect(tooMuchSlippage.body.reasons?.[0]?.field).toBe('eip155.slippage')
})

test('the deadline follows the chain clock, not its latest block (an idle chain mines none)', async () => {
  // The chain's clock runs an hour past its latest block, as after an hour without transactions.
  await rpc('evm_increaseTime', [3600])
  const amount = 10n ** 15n
  const quoted = BigInt((await quote(native, kusd, amount.toString())).body.quotes[0]!.toAmount)
  const kusdBefore = await tokenBalance('KUSD')
  const { body } = await build({ amount: amount.toString(), from: native, to: kusd })
  const pending = (await rpc('eth_getBlockByNumber', ['pending', false])) as { timestamp: string }
  const deadline = decodeFunctionData({ abi: kitSwapRouterAbi, data: body.tx.data as Hex })
    .args?.[3]
  expect(deadline).toBeGreaterThanOrEqual(BigInt(pending.timestamp) + 1199n)
  await sendBuilt(body.tx)
  expect((await tokenBalance('KUSD')) - kusdBefore).toBe(quoted)
})

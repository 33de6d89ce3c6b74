import { decodeFunctionResult, encodeFunctionData, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devTokens } from '../../chains/devTokens.js'
import {
  devSwapPools,
  liquidityAccount,
  nativeSymbol,
  wrappedNativeAddress,
} from '../../chains/swapPools.js'
import { swapRouterAddress } from '../../chains/swapRouterAddress.js'
import { kitSwapPairAbi, kitSwapRouterAbi, kitTokenAbi } from '../../contracts/artifacts.js'
import { DevnetSeedError } from '../../errors/devnet.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil.js'
import { createSeedSender } from './createSeedSender.js'
import { deployDevnetChain } from './deployDevnetChain.js'
import { deploySwapPools, poolReserve } from './deploySwapPools.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 42161 })
  await deployDevnetChain({ rpcUrl: anvil.rpcUrl, chainId: 42161, seed: false, swapPools: true })
}, 30_000)
afterAll(() => anvil?.stop())

const rpc = (method: string, params: unknown[]) =>
  jsonRpcRequest({ url: anvil.rpcUrl, method, params })
/** One view call without arguments on a pair. */
async function readPair(address: Hex, functionName: 'getReserves' | 'token0' | 'totalSupply') {
  const data = encodeFunctionData({ abi: kitSwapPairAbi, functionName })
  const result = (await rpc('eth_call', [{ to: address, data }, 'latest'])) as Hex
  return decodeFunctionResult({ abi: kitSwapPairAbi, functionName, data: result }) as unknown
}

test('a token worth a given USD amount, in its base units, rounded down', () => {
  expect(poolReserve({ usd: 1_000_000, price: 1, decimals: 6 })).toBe(1_000_000_000_000n)
  expect(poolReserve({ usd: 1_000_000, price: 64_250, decimals: 8 })).toBe(1_556_420_233n)
  expect(poolReserve({ usd: 1_000_000, price: 3012.45, decimals: 18 })).toBe(
    331_955_717_107_337_881_126n,
  )
  expect(poolReserve({ usd: 10, price: 0.9998, decimals: 18 })).toBe(10_002_000_400_080_016_003n)
})

test('the router, the wrapped native currency and six pools sit at their published addresses', async () => {
  for (const address of [swapRouterAddress, wrappedNativeAddress]) {
    expect(((await rpc('eth_getCode', [address, 'latest'])) as string).length).toBeGreaterThan(100)
  }
  const count = decodeFunctionResult({
    abi: kitSwapRouterAbi,
    functionName: 'allPairsLength',
    data: (await rpc('eth_call', [
      {
        to: swapRouterAddress,
        data: encodeFunctionData({ abi: kitSwapRouterAbi, functionName: 'allPairsLength' }),
      },
      'latest',
    ])) as Hex,
  })
  expect(count).toBe(BigInt(devSwapPools.length))
})

test('each side of every pool is worth a million USD at the local prices', async () => {
  const side = (symbol: string) => {
    if (symbol === nativeSymbol) {
      return {
        address: wrappedNativeAddress,
        reserve: poolReserve({ usd: 1_000_000, price: 3012.45, decimals: 18 }),
      }
    }
    const token = devTokens.find((candidate) => candidate.symbol === symbol)!
    const reserve = poolReserve({ usd: 1_000_000, price: token.price, decimals: token.decimals })
    return { address: token.address, reserve }
  }
  for (const { symbols, address } of devSwapPools) {
    const [a, b] = symbols.map(side) as [ReturnType<typeof side>, ReturnType<typeof side>]
    const token0 = (await readPair(address, 'token0')) as string
    const expected = token0.toLowerCase() === a.address.toLowerCase() ? [a, b] : [b, a]
    expect(await readPair(address, 'getReserves')).toEqual(expected.map(({ reserve }) => reserve))
    expect(await readPair(address, 'totalSupply')).toBeGreaterThan(0n)
  }
  // The liquidity account keeps nothing back but a little gas.
  const kusd = devTokens[0]!
  const left = decodeFunctionResult({
    abi: kitTokenAbi,
    functionName: 'balanceOf',
    data: (await rpc('eth_call', [
      {
        to: kusd.address,
        data: encodeFunctionData({
          abi: kitTokenAbi,
          functionName: 'balanceOf',
          args: [liquidityAccount.address],
        }),
      },
      'latest',
    ])) as Hex,
  })
  expect(left).toBe(0n)
})

test('a liquidity account that has already sent is refused', async () => {
  const sender = createSeedSender({ rpcUrl: anvil.rpcUrl, chainId: 42161 })
  const again = deploySwapPools({ sender, native: { symbol: 'ETH', price: 3012.45 } })
  await expect(again).rejects.toBeInstanceOf(DevnetSeedError)
  await expect(again).rejects.toThrow('already sent 11 transactions')
})

import { afterAll, beforeAll, expect, test } from 'vitest'
import { deployDevnetChain } from '../../anvil/seed/deployDevnetChain.js'
import { poolReserve } from '../../anvil/seed/deploySwapPools.js'
import { type StartAnvilReturnType, startAnvil } from '../../anvil/startAnvil.js'
import { devTokens } from '../../chains/devTokens.js'
import { ProviderRpcError } from '../../errors/provider.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import type { ServedChain } from '../ServedChain.js'
import { nativeTokenAddress } from '../tokens/nativeTokenAddress.js'
import { hasSwapRouter, readPool } from './readPool.js'

const anvils: StartAnvilReturnType[] = []
let pooled: ServedChain
let bare: ServedChain
/** Only `call` is read here. */
const servedChain = (rpcUrl: string) =>
  ({
    call: (method: string, params: readonly unknown[] = []) =>
      jsonRpcRequest({ url: rpcUrl, method, params }),
  }) as unknown as ServedChain

beforeAll(async () => {
  const [withPools, without] = await Promise.all([
    startAnvil({ chainId: 1 }),
    startAnvil({ chainId: 10 }),
  ])
  anvils.push(withPools, without)
  await Promise.all([
    deployDevnetChain({ rpcUrl: withPools.rpcUrl, chainId: 1, seed: false, swapPools: true }),
    deployDevnetChain({ rpcUrl: without.rpcUrl, chainId: 10, seed: false }),
  ])
  pooled = servedChain(withPools.rpcUrl)
  bare = servedChain(without.rpcUrl)
}, 30_000)
afterAll(() => Promise.all(anvils.map((anvil) => anvil.stop())))

const token = (symbol: string) =>
  devTokens.find((candidate) => candidate.symbol === symbol)!.address

test('reads the reserves in the order of the swap, native through its placeholder', async () => {
  const eth = poolReserve({ usd: 1_000_000, price: 3012.45, decimals: 18 })
  const kusd = 10n ** 12n
  expect(await readPool(pooled, nativeTokenAddress, token('KUSD'))).toEqual({
    reserveIn: eth,
    reserveOut: kusd,
  })
  expect(await readPool(pooled, token('KUSD'), nativeTokenAddress)).toEqual({
    reserveIn: kusd,
    reserveOut: eth,
  })
})

test('no pool for a pair the router never created, nor on a chain without the router', async () => {
  expect(await readPool(pooled, token('KUSD'), token('PTS'))).toBeUndefined()
  expect(await hasSwapRouter(pooled)).toBe(true)
  expect(await hasSwapRouter(bare)).toBe(false)
  expect(await readPool(bare, nativeTokenAddress, token('KUSD'))).toBeUndefined()
})

test('a node that fails is an error, not a missing pool', async () => {
  const down = servedChain('http://127.0.0.1:1')
  await expect(readPool(down, nativeTokenAddress, token('KUSD'))).rejects.toBeInstanceOf(
    ProviderRpcError,
  )
})

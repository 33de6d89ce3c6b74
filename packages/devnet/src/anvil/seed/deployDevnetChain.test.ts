import { afterAll, expect, test } from 'vitest'
import { devCollections } from '../../chains/devCollections.js'
import { devTokens } from '../../chains/devTokens.js'
import { DevnetSeedError } from '../../errors/devnet.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil.js'
import { deployDevnetChain } from './deployDevnetChain.js'
import { multicall3Address } from './installMulticall3.js'
import { seedGenesisTimestamp } from './seedPlan.js'

const anvils: StartAnvilReturnType[] = []
afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

async function seededChain(chainId: number, seed: boolean) {
  const anvil = await startAnvil({
    chainId,
    args: seed ? ['--timestamp', String(seedGenesisTimestamp)] : [],
  })
  anvils.push(anvil)
  const started = performance.now()
  const deployment = await deployDevnetChain({ rpcUrl: anvil.rpcUrl, chainId, seed })
  const elapsed = performance.now() - started
  const call = (method: string, params: unknown[]) =>
    jsonRpcRequest({ url: anvil.rpcUrl, method, params })
  const head = Number(await call('eth_blockNumber', []))
  const hashes: string[] = []
  for (let number = 1; number <= head; number += 1) {
    const block = (await call('eth_getBlockByNumber', [`0x${number.toString(16)}`, false])) as {
      transactions: string[]
    }
    hashes.push(...block.transactions)
  }
  return { anvil, deployment, elapsed, hashes, call }
}

test('deploys and seeds fast, with the same transactions on every run', async () => {
  const [first, second] = await Promise.all([seededChain(10, true), seededChain(10, true)])
  // About 0.7 s for both chains on an idle machine (56 transactions each), up to 3.7 s on one at
  // load 13; a block a second (automine's pace) would take a minute.
  expect(first.elapsed).toBeLessThan(6_000)
  // Tokens and NFTs, the spam mints, the history, then the swap contracts and pools.
  expect(first.hashes.length).toBe(6 + 3 + 33 + 14)
  // multicall3 sits where real chains have it, without a transaction of its own.
  expect(await first.call('eth_getCode', [multicall3Address, 'latest'])).not.toBe('0x')
  expect(second.hashes).toEqual(first.hashes)
  expect(first.deployment).toEqual({
    chainId: 10,
    tokens: devTokens,
    collections: devCollections,
    seeded: true,
  })
  for (const { address } of [...devTokens, ...devCollections]) {
    const code = (await first.call('eth_getCode', [address, 'latest'])) as string
    expect(code.length).toBeGreaterThan(100)
  }
  // After the seeded history the chain runs on the real clock again.
  await first.call('evm_mine', [])
  const latest = (await first.call('eth_getBlockByNumber', ['latest', false])) as {
    timestamp: string
  }
  expect(Math.abs(Number(latest.timestamp) * 1000 - Date.now())).toBeLessThan(60_000)
})

test('without seeding only the contracts are deployed, and a used deployer is refused', async () => {
  const { deployment, hashes, anvil } = await seededChain(11155111, false)
  expect(deployment.seeded).toBe(false)
  expect(hashes).toHaveLength(9)
  const again = deployDevnetChain({ rpcUrl: anvil.rpcUrl, chainId: 11155111, seed: false })
  await expect(again).rejects.toBeInstanceOf(DevnetSeedError)
  await expect(again).rejects.toThrow('already sent 9 transactions')
})

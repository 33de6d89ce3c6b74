import type { Hash } from 'viem'
import type { DevnetDeployment } from '../../chains/DevnetDeployment.js'
import { devCollections } from '../../chains/devCollections.js'
import { devTokens } from '../../chains/devTokens.js'
import { nativeCurrencyPrices } from '../../chains/nativeCurrencyPrices.js'
import { DevnetSeedError } from '../../errors/devnet.js'
import { createSeedSender } from './createSeedSender.js'
import { deployDevContracts } from './deployDevContracts.js'
import { deploySwapPools, type SwapPoolNative } from './deploySwapPools.js'
import { installMulticall3 } from './installMulticall3.js'
import { seedHistory } from './seedHistory.js'
import { seedGenesisTimestamp } from './seedPlan.js'

export type DeployDevnetChainParameters = {
  rpcUrl: string
  chainId: number
  /**
   * Replay the seeded history of dev account 0. The node must have been started with
   * `--timestamp seedGenesisTimestamp` so that the history can begin in January 2025.
   */
  seed: boolean
  /** Deploy the swap router and fill its pools (by default where the history is seeded). */
  swapPools?: boolean | undefined
  /** The chain's native currency, whose price sets the pools' ratio (ETH by default). */
  native?: SwapPoolNative | undefined
  /** Milliseconds since the epoch; the node's clock is set to it once the history is written. */
  now?: number | undefined
}

/**
 * Puts multicall3 where real chains have it, deploys the local tokens and NFTs on a fresh anvil
 * and, when asked, seeds the history of dev account 0 (about 40 transactions, well under a
 * second) and deploys the swap router with its pools (16 more), then checks every receipt.
 * @example const deployment = await deployDevnetChain({ rpcUrl, chainId: 1, seed: true })
 */
export async function deployDevnetChain({
  rpcUrl,
  chainId,
  seed,
  swapPools = seed,
  native = { symbol: 'ETH', price: nativeCurrencyPrices.ETH ?? 0 },
  now = Date.now(),
}: DeployDevnetChainParameters): Promise<DevnetDeployment> {
  const sender = createSeedSender({ rpcUrl, chainId })
  const nowSeconds = Math.floor(now / 1000)
  try {
    await installMulticall3({ rpcUrl, chainId })
    await sender.call('evm_setAutomine', [false])
    const hashes = await deployDevContracts({
      sender,
      startTimestamp: seed ? seedGenesisTimestamp : undefined,
    })
    if (seed) {
      hashes.push(...(await seedHistory({ sender, now: nowSeconds })))
      // Later blocks (the app's own transactions) carry the real time again.
      await sender.call('evm_setTime', [nowSeconds])
    }
    if (swapPools) hashes.push(...(await deploySwapPools({ sender, native })))
    await sender.call('evm_setAutomine', [true])
    await assertSucceeded(rpcUrl, hashes, chainId)
  } catch (cause) {
    if (cause instanceof DevnetSeedError) throw cause
    const details = cause instanceof Error ? cause.message : undefined
    throw new DevnetSeedError({ chainId, details, cause })
  }
  return { chainId, tokens: devTokens, collections: devCollections, seeded: seed }
}

/** Reads every receipt in one JSON-RPC batch and fails on any that is missing or reverted. */
async function assertSucceeded(
  rpcUrl: string,
  hashes: readonly Hash[],
  chainId: number,
): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      hashes.map((hash, id) => ({
        jsonrpc: '2.0',
        id,
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })),
    ),
  })
  const answers = (await response.json()) as { id: number; result?: { status?: string } }[]
  const succeeded = new Set(
    answers.filter((answer) => answer.result?.status === '0x1').map((answer) => answer.id),
  )
  const failed = hashes.filter((_, id) => !succeeded.has(id))
  if (failed.length > 0) {
    throw new DevnetSeedError({ chainId, details: `Transactions failed: ${failed.join(', ')}.` })
  }
}

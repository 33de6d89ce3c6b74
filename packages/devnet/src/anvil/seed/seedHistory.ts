import { type Address, encodeFunctionData, type Hash, parseEther, parseUnits } from 'viem'
import { type DevAccount, devAccounts } from '../../chains/devAccounts.js'
import { devCollections } from '../../chains/devCollections.js'
import { devTokens } from '../../chains/devTokens.js'
import { deployerAccount } from '../../chains/serviceAccounts.js'
import { swapRouterAddress } from '../../chains/swapRouterAddress.js'
import { kitCollectibleAbi, kitTokenAbi } from '../../contracts/artifacts.js'
import { DevnetSeedError } from '../../errors/devnet.js'
import type { SeedSender, SeedTransaction } from './createSeedSender.js'
import { type SeedActor, type SeedStep, seedPlan } from './seedPlan.js'

export type SeedHistoryParameters = {
  sender: SeedSender
  /** Unix seconds; steps dated later are moved just before it (the plan ends in October 2026). */
  now: number
  plan?: readonly SeedStep[] | undefined
}

const actors: Record<SeedActor, DevAccount> = {
  deployer: deployerAccount,
  account0: devAccounts[0]!,
  account1: devAccounts[1]!,
}

/**
 * Replays the seed plan on a chain whose contracts are deployed, each transaction in its own
 * block at 14:00 UTC on its date. Returns the transaction hashes.
 */
export async function seedHistory({
  sender,
  now,
  plan = seedPlan,
}: SeedHistoryParameters): Promise<Hash[]> {
  const hashes: Hash[] = []
  for (const [index, step] of plan.entries()) {
    const planned = Date.parse(`${step.date}T14:00:00Z`) / 1000
    // A clock set before the plan's end still gets an increasing history in its past.
    const timestamp = Math.min(planned, now - (plan.length - index) * 60)
    const transaction = toTransaction(step, sender.chainId)
    hashes.push(await sender.send({ ...transaction, account: actors[step.from], timestamp }))
  }
  return hashes
}

function toTransaction(
  step: SeedStep,
  chainId: number,
): Omit<SeedTransaction, 'account' | 'timestamp'> {
  const findToken = (symbol: string) => {
    const token = devTokens.find((candidate) => candidate.symbol === symbol)
    if (!token) throw new DevnetSeedError({ chainId, details: `Unknown seed token ${symbol}.` })
    return token
  }
  const findCollection = (symbol: string): Address => {
    const collection = devCollections.find((candidate) => candidate.symbol === symbol)
    if (!collection) {
      throw new DevnetSeedError({ chainId, details: `Unknown seed collection ${symbol}.` })
    }
    return collection.address
  }
  switch (step.kind) {
    case 'native':
      return { to: actors[step.to].address, value: parseEther(step.amount), gas: 21_000n }
    case 'token': {
      const token = findToken(step.symbol)
      const amount = parseUnits(step.amount, token.decimals)
      const args = [actors[step.to].address, amount] as const
      const data = encodeFunctionData({ abi: kitTokenAbi, functionName: 'transfer', args })
      return { to: token.address, data, gas: 100_000n }
    }
    case 'approveRouter': {
      const token = findToken(step.symbol)
      const args = [swapRouterAddress, parseUnits(step.amount, token.decimals)] as const
      const data = encodeFunctionData({ abi: kitTokenAbi, functionName: 'approve', args })
      return { to: token.address, data, gas: 100_000n }
    }
    case 'mint': {
      const args = [actors[step.to].address, step.tokenId] as const
      const data = encodeFunctionData({ abi: kitCollectibleAbi, functionName: 'mint', args })
      return { to: findCollection(step.symbol), data, gas: 150_000n }
    }
    case 'nft': {
      const args = [actors[step.from].address, actors[step.to].address, step.tokenId] as const
      const data = encodeFunctionData({
        abi: kitCollectibleAbi,
        functionName: 'transferFrom',
        args,
      })
      return { to: findCollection(step.symbol), data, gas: 150_000n }
    }
  }
}

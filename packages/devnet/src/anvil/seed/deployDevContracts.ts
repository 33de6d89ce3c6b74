import { encodeDeployData, encodeFunctionData, getContractAddress, type Hash } from 'viem'
import { devCollections } from '../../chains/devCollections.js'
import { devTokens } from '../../chains/devTokens.js'
import { deployerAccount } from '../../chains/serviceAccounts.js'
import {
  kitCollectibleAbi,
  kitCollectibleBytecode,
  kitTokenAbi,
  kitTokenBytecode,
} from '../../contracts/artifacts.js'
import { DevnetSeedError } from '../../errors/devnet.js'
import type { SeedSender } from './createSeedSender.js'
import { spamTokenIds } from './seedPlan.js'

export type DeployDevContractsParameters = {
  sender: SeedSender
  /** Unix seconds of the first transaction (one a minute after); the node's clock when undefined. */
  startTimestamp?: number | undefined
}

/**
 * Deploys the local ERC-20s and NFT collections from the deployer account, always in the same
 * order from nonce 0, and mints the spam NFTs to the deployer. Returns the transaction hashes.
 */
export async function deployDevContracts({
  sender,
  startTimestamp,
}: DeployDevContractsParameters): Promise<Hash[]> {
  const nonce = Number(
    await sender.call('eth_getTransactionCount', [deployerAccount.address, 'latest']),
  )
  if (nonce !== 0) {
    throw new DevnetSeedError({
      chainId: sender.chainId,
      details: `The deployer account has already sent ${nonce} transactions.`,
    })
  }
  let step = 0
  const send = (transaction: Omit<Parameters<SeedSender['send']>[0], 'account' | 'timestamp'>) => {
    step += 1
    const timestamp = startTimestamp === undefined ? undefined : startTimestamp + step * 60
    return sender.send({ account: deployerAccount, timestamp, ...transaction })
  }

  const hashes: Hash[] = []
  for (const token of devTokens) {
    const data = encodeDeployData({
      abi: kitTokenAbi,
      bytecode: kitTokenBytecode,
      args: [
        token.name,
        token.symbol,
        token.decimals,
        deployerAccount.address,
        token.supply * 10n ** BigInt(token.decimals),
      ],
    })
    hashes.push(await send({ data, gas: 2_000_000n }))
  }
  for (const collection of devCollections) {
    const data = encodeDeployData({
      abi: kitCollectibleAbi,
      bytecode: kitCollectibleBytecode,
      args: [collection.name, collection.symbol],
    })
    hashes.push(await send({ data, gas: 2_000_000n }))
  }
  // The addresses are published as constants: a different nonce order must fail loudly.
  const expected = [...devTokens, ...devCollections]
  expected.forEach(({ address, symbol }, index) => {
    const actual = getContractAddress({ from: deployerAccount.address, nonce: BigInt(index) })
    if (actual !== address) {
      const details = `${symbol} deployed at ${actual}, not ${address}.`
      throw new DevnetSeedError({ chainId: sender.chainId, details })
    }
  })

  const spam = devCollections.find((collection) => collection.spam)
  for (const tokenId of spam ? spamTokenIds : []) {
    const data = encodeFunctionData({
      abi: kitCollectibleAbi,
      functionName: 'mint',
      args: [deployerAccount.address, tokenId],
    })
    hashes.push(await send({ to: spam?.address, data, gas: 150_000n }))
  }
  return hashes
}

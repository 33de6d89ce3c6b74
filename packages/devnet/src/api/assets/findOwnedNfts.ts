import { type Address, decodeFunctionResult, encodeFunctionData, getAddress } from 'viem'
import { kitCollectibleAbi } from '../../contracts/artifacts.js'
import type { ServedChain } from '../ServedChain.js'

/** An NFT an account owns. */
export type OwnedNft = { contract: Address; tokenId: bigint }

/**
 * The ERC-721 tokens `owner` holds on one chain: every token ever sent to it (from the history
 * index), kept when `ownerOf` still answers `owner`. Local collections first, in deployment
 * order, then by token id.
 */
export async function findOwnedNfts(chain: ServedChain, owner: Address): Promise<OwnedNft[]> {
  await chain.indexer.sync()
  const account = owner.toLowerCase()
  const candidates = new Map<string, OwnedNft>()
  for (const tx of chain.indexer.transactionsOf(account)) {
    for (const transfer of tx.transfers) {
      if (transfer.kind !== 'erc721' || transfer.to !== account) continue
      const contract = getAddress(transfer.contract)
      candidates.set(`${contract}:${transfer.amount}`, { contract, tokenId: transfer.amount })
    }
  }
  const owners = await Promise.all(
    [...candidates.values()].map(async ({ contract, tokenId }) => {
      const data = encodeFunctionData({
        abi: kitCollectibleAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
      try {
        const result = await chain.call('eth_call', [{ to: contract, data }, 'latest'])
        return decodeFunctionResult({
          abi: kitCollectibleAbi,
          functionName: 'ownerOf',
          data: result as `0x${string}`,
        })
      } catch {
        return undefined // Burnt, or not an ERC-721 after all.
      }
    }),
  )
  const rank = (contract: Address) => {
    const index = chain.collections.findIndex((collection) => collection.address === contract)
    return index === -1 ? chain.collections.length : index
  }
  return [...candidates.values()]
    .filter((_, index) => owners[index]?.toLowerCase() === account)
    .sort(
      (a, b) =>
        rank(a.contract) - rank(b.contract) ||
        a.contract.localeCompare(b.contract) ||
        (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0),
    )
}

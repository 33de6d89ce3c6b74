import {
  getWalletAssets,
  isAbortError,
  isMethodNotSupported,
  type WalletAsset,
} from '@kit/blockchain-api'
import { ref } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import type { NftItem } from '../types/nft.js'
import { getActiveAccount } from '../utils/getActiveAccount.js'
import { endRequest, isCurrentRequest, startRequest } from '../utils/startRequest.js'
import { isApiSupportedNetwork } from './isApiSupportedNetwork.js'

/** Text kept in `nfts.error` when the holdings cannot be loaded. */
export const nftsUnavailable = 'NFTs unavailable'

/**
 * Loads the NFTs the connected account holds on the active network through the wallet-assets
 * call; a network that cannot answer it is `unsupported`, not an error.
 */
export async function fetchNfts(kit: Kit): Promise<void> {
  const active = getActiveAccount(kit)
  if (!active) return
  const { account } = active.chain
  const key = 'account:nfts'
  const signal = startRequest(kit, key)
  const { network } = active
  account.nfts = { status: 'loading', items: account.nfts.items, error: undefined }
  try {
    if (network.chainNamespace !== 'eip155' || !(await isApiSupportedNetwork(kit, network))) {
      if (isCurrentRequest(kit, key, signal))
        account.nfts = { status: 'unsupported', items: ref([]), error: undefined }
      return
    }
    const assets = await getWalletAssets(
      kit.clients.api,
      { account: active.address, chainId: network.caipNetworkId },
      { signal },
    )
    if (!isCurrentRequest(kit, key, signal)) return
    const hexId = `0x${Number(network.id).toString(16)}`
    const items = (assets[hexId] ?? []).flatMap((asset) => toNft(asset, network.caipNetworkId))
    account.nfts = { status: 'success', items: ref(items), error: undefined }
  } catch (error) {
    if (isAbortError(error) || !isCurrentRequest(kit, key, signal)) return
    if (isMethodNotSupported(error)) {
      account.nfts = { status: 'unsupported', items: ref([]), error: undefined }
      return
    }
    kit.warn(nftsUnavailable, error)
    account.nfts = { status: 'error', items: account.nfts.items, error: nftsUnavailable }
  } finally {
    endRequest(kit, key, signal)
  }
}

function toNft(asset: WalletAsset, chainId: string): NftItem[] {
  // Known spam (unsolicited airdrops) is hidden, as it is from the activity list.
  if (asset.type !== 'ERC721' || !asset.address || asset.metadata.isSpam) return []
  const tokenId = asset.metadata.tokenId ?? BigInt(asset.balance).toString()
  return [
    {
      id: `${chainId}:${asset.address.toLowerCase()}:${tokenId}`,
      chainId,
      contract: asset.address,
      tokenId,
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      imageUrl: asset.metadata.imageUrl,
    },
  ]
}

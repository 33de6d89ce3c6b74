import type { WalletAsset } from '@kit/blockchain-api'
import { getWalletAssets } from '@kit/blockchain-api/modules/actions/getWalletAssets'
import { isMethodNotSupported } from '@kit/blockchain-api/modules/utils/isMethodNotSupported'
import { ref } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import type { NftItem } from '../types/nft.js'
import { getActiveAccount } from '../utils/getActiveAccount.js'
import { runLatestRequest } from '../utils/runLatestRequest.js'
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
  const { network } = active
  account.nfts = { status: 'loading', items: account.nfts.items, error: undefined }
  await runLatestRequest(kit, 'account:nfts', {
    run: async (signal): Promise<NftItem[] | 'unsupported'> => {
      if (network.chainNamespace !== 'eip155' || !(await isApiSupportedNetwork(kit, { network })))
        return 'unsupported'
      try {
        const assets = await getWalletAssets(
          kit.clients.api,
          { account: active.address, chainId: network.caipNetworkId },
          { signal },
        )
        const hexId = `0x${Number(network.id).toString(16)}`
        return (assets[hexId] ?? []).flatMap((asset) => toNft(asset, network.caipNetworkId))
      } catch (error) {
        if (isMethodNotSupported(error)) return 'unsupported'
        throw error
      }
    },
    onResult: (result) => {
      account.nfts =
        result === 'unsupported'
          ? { status: 'unsupported', items: ref([]), error: undefined }
          : { status: 'success', items: ref(result), error: undefined }
    },
    onError: (error) => {
      kit.warn(nftsUnavailable, error)
      account.nfts = { status: 'error', items: account.nfts.items, error: nftsUnavailable }
    },
  })
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

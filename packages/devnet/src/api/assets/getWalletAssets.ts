import type { WalletAsset } from '@kit/blockchain-api'
import { type Address, formatUnits, numberToHex } from 'viem'
import { readTokenBalance } from '../balances/readTokenBalance.js'
import type { ServedChain } from '../ServedChain.js'
import { nftImageUrl } from '../tokens/nftImageUrl.js'
import { tokenIconUrl } from '../tokens/tokenIconUrl.js'
import { usdValue } from '../tokens/usdValue.js'
import { findOwnedNfts } from './findOwnedNfts.js'

/**
 * `wallet_getAssets` for one chain: the native balance, each local ERC-20 with a balance and
 * each NFT the account owns (its token id as `balance`).
 */
export async function getWalletAssets(
  chain: ServedChain,
  account: Address,
  baseUrl: string,
): Promise<WalletAsset[]> {
  const [native, amounts, nfts] = await Promise.all([
    chain.call('eth_getBalance', [account, 'latest']).then((hex) => BigInt(hex as string)),
    Promise.all(chain.tokens.map((token) => readTokenBalance(chain, token.address, account))),
    findOwnedNfts(chain, account),
  ])
  const nativeNumeric = formatUnits(native, chain.native.decimals)
  const assets: WalletAsset[] = [
    {
      address: null,
      balance: numberToHex(native),
      type: 'NATIVE',
      metadata: {
        name: chain.native.name,
        symbol: chain.native.symbol,
        decimals: chain.native.decimals,
        price: chain.native.price,
        iconUrl: tokenIconUrl(baseUrl, chain.native.symbol),
        value: usdValue(nativeNumeric, chain.native.price),
      },
    },
  ]
  chain.tokens.forEach((token, index) => {
    const amount = amounts[index] ?? 0n
    if (amount === 0n) return
    assets.push({
      address: token.address,
      balance: numberToHex(amount),
      type: 'ERC20',
      metadata: {
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        price: token.price,
        iconUrl: tokenIconUrl(baseUrl, token.symbol),
        value: usdValue(formatUnits(amount, token.decimals), token.price),
      },
    })
  })
  for (const nft of nfts) {
    const info = await chain.tokenInfo.get(nft.contract)
    assets.push({
      address: nft.contract,
      balance: numberToHex(nft.tokenId),
      type: 'ERC721',
      metadata: {
        name: info.name,
        symbol: info.symbol,
        decimals: 0,
        iconUrl: tokenIconUrl(baseUrl, info.symbol),
        tokenId: nft.tokenId.toString(),
        imageUrl: nftImageUrl(baseUrl, nft.contract, nft.tokenId),
        isSpam: info.spam,
      },
    })
  }
  return assets
}

/** One NFT the connected account holds, from the wallet-assets call. */
export type NftItem = {
  /** `{chainId}:{contract}:{tokenId}`, unique across chains. */
  id: string
  chainId: string
  contract: string
  tokenId: string
  name: string
  symbol: string
  imageUrl: string | undefined
}

/** URL of an NFT's image on this server (`/public/getNftImage/{contract}/{tokenId}`). */
export function nftImageUrl(baseUrl: string, contract: string, tokenId: bigint): string {
  return `${baseUrl}/public/getNftImage/${contract}/${tokenId}`
}

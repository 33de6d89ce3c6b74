/** URL of a token's icon on this server (`/public/getTokenImage/{symbol}`). */
export function tokenIconUrl(baseUrl: string, symbol: string): string {
  return `${baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`
}

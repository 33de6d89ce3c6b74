/** `numeric × price` in USD, rounded to 1e-6 so that float noise does not reach the wire. */
export function usdValue(numeric: string, price: number): number {
  return Math.round(Number(numeric) * price * 1e6) / 1e6
}

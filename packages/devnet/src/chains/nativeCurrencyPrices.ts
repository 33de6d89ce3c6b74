/** USD prices of the native currencies served by the local API, by symbol (testnets: 0). */
export const nativeCurrencyPrices: Readonly<Record<string, number>> = Object.freeze({
  ETH: 3012.45,
  POL: 0.52,
  SOL: 148.2,
  BTC: 64_250,
})

import { expect, test } from 'vitest'
import type { PricedToken } from '../tokens/listPricedTokens.js'
import { quoteSwap } from './quoteSwap.js'

const token = (symbol: string, decimals: number, price: number): PricedToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:${symbol}`,
  decimals,
  logoUri: '',
  price,
  contract: '0x0000000000000000000000000000000000000001',
  native: false,
})

test('converts at the price ratio across decimals, exactly, rounding down', () => {
  const eth = token('ETH', 18, 3012.45)
  const kusd = token('KUSD', 6, 1)
  const kdai = token('KDAI', 18, 0.9998)
  const kbtc = token('KBTC', 8, 64_250)
  expect(quoteSwap({ amount: 10n ** 18n, from: eth, to: kusd })).toBe(3_012_450_000n)
  expect(quoteSwap({ amount: 3_012_450_000n, from: kusd, to: eth })).toBe(10n ** 18n)
  expect(quoteSwap({ amount: 1_000_000n, from: kusd, to: kdai })).toBe(1_000_200_040_008_001_600n)
  expect(quoteSwap({ amount: 100_000_000n, from: kbtc, to: kusd })).toBe(64_250_000_000n)
  expect(quoteSwap({ amount: 1n, from: kusd, to: kbtc })).toBe(0n)
  expect(quoteSwap({ amount: 2n ** 200n, from: kusd, to: kusd })).toBe(2n ** 200n)
})

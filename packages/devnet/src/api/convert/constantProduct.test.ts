import { fc, propertyTest } from '@kit/fuzz'
import { expect, test } from 'vitest'
import { getAmountOut, minimumAmountOut, priceImpact } from './constantProduct.js'

const ether = 10n ** 18n

test('sells at the pool ratio less the 0.3% fee and the curve, rounding down', () => {
  // 1,000 : 1,000 pool, selling 10: 10·997·1000 / (1000·1000 + 10·997) = 9.871580343970...
  expect(
    getAmountOut({ amountIn: 10n * ether, reserveIn: 1000n * ether, reserveOut: 1000n * ether }),
  ).toBe(9_871_580_343_970_612_988n)
  // 331.96 ETH : 1,000,000 KUSD (6 decimals), selling 1 ETH.
  const kusd = getAmountOut({
    amountIn: ether,
    reserveIn: 331_956_961_858_288_000_000n,
    reserveOut: 1_000_000_000_000n,
  })
  expect(kusd).toBe(2_994_407_978n)
  expect(getAmountOut({ amountIn: 1n, reserveIn: 1000n, reserveOut: 1000n })).toBe(0n)
  expect(getAmountOut({ amountIn: 0n, reserveIn: 1000n, reserveOut: 1000n })).toBe(0n)
  expect(getAmountOut({ amountIn: 5n, reserveIn: 0n, reserveOut: 1000n })).toBe(0n)
})

test('price impact leaves the fee out and grows with the share of the pool sold', () => {
  expect(priceImpact({ amountIn: 10n, reserveIn: 1000n })).toBeCloseTo((9.97 / 1009.97) * 100, 10)
  expect(priceImpact({ amountIn: 1000n, reserveIn: 1000n })).toBeCloseTo((997 / 1997) * 100, 10)
  expect(priceImpact({ amountIn: 0n, reserveIn: 1000n })).toBe(0)
  expect(priceImpact({ amountIn: 1n, reserveIn: 0n })).toBe(0)
})

test('the minimum output takes the slippage off in basis points', () => {
  expect(minimumAmountOut({ amountOut: 10_000n, slippage: 1 })).toBe(9_900n)
  expect(minimumAmountOut({ amountOut: 10_000n, slippage: 0.5 })).toBe(9_950n)
  expect(minimumAmountOut({ amountOut: 999n, slippage: 0 })).toBe(999n)
  expect(minimumAmountOut({ amountOut: 12_345n, slippage: 50 })).toBe(6_172n)
  expect(minimumAmountOut({ amountOut: 12_345n, slippage: 100 })).toBe(0n)
})

const reserve = fc.bigInt({ min: 1n, max: 10n ** 30n })
const amount = fc.bigInt({ min: 0n, max: 10n ** 30n })

propertyTest(
  'the output never decreases with the input and never reaches the reserve',
  [reserve, reserve, amount, amount],
  (reserveIn, reserveOut, first, second) => {
    const [small, large] = first <= second ? [first, second] : [second, first]
    const out = (amountIn: bigint) => getAmountOut({ amountIn, reserveIn, reserveOut })
    expect(out(small)).toBeLessThanOrEqual(out(large))
    expect(out(large)).toBeLessThan(reserveOut)
    expect(out(large)).toBeGreaterThanOrEqual(0n)
  },
)

propertyTest(
  'k never decreases, even as the pair checks it with the fee taken off the input',
  [reserve, reserve, amount],
  (reserveIn, reserveOut, amountIn) => {
    const amountOut = getAmountOut({ amountIn, reserveIn, reserveOut })
    const balanceIn = reserveIn + amountIn
    const balanceOut = reserveOut - amountOut
    expect(balanceIn * balanceOut).toBeGreaterThanOrEqual(reserveIn * reserveOut)
    // KitSwapPair.swap: (balanceIn·1000 − amountIn·3)·(balanceOut·1000) ≥ reserveIn·reserveOut·10^6.
    expect((balanceIn * 1000n - amountIn * 3n) * (balanceOut * 1000n)).toBeGreaterThanOrEqual(
      reserveIn * reserveOut * 1_000_000n,
    )
    // One more base unit out would break the pair's check: the quote is the most it pays.
    if (amountOut + 1n < reserveOut) {
      expect((balanceIn * 1000n - amountIn * 3n) * ((balanceOut - 1n) * 1000n)).toBeLessThan(
        reserveIn * reserveOut * 1_000_000n,
      )
    }
  },
)

propertyTest(
  'price impact is a percentage that grows with the input',
  [reserve, amount, amount],
  (reserveIn, first, second) => {
    const [small, large] = first <= second ? [first, second] : [second, first]
    const impact = (amountIn: bigint) => priceImpact({ amountIn, reserveIn })
    expect(impact(small)).toBeLessThanOrEqual(impact(large))
    expect(impact(large)).toBeGreaterThanOrEqual(0)
    expect(impact(large)).toBeLessThan(100)
  },
)

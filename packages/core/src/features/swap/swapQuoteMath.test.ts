import { describe, expect, it } from 'vitest'
import {
  displayPriceImpact,
  exchangeRate,
  fiatValue,
  minimumReceived,
  networkFeeUsd,
  swapSlippage,
} from './swapQuoteMath.js'

describe('minimumReceived', () => {
  it("takes SPEC §9's 1 % slippage off the quote, rounded down", () => {
    expect(swapSlippage).toBe(1)
    expect(minimumReceived({ amount: 1_000_000n })).toBe(990_000n)
    expect(minimumReceived({ amount: 999n })).toBe(989n)
    expect(minimumReceived({ amount: 0n })).toBe(0n)
  })

  it('follows another tolerance, clamped to 0 to 100 %', () => {
    expect(minimumReceived({ amount: 10_000n, slippage: 0.5 })).toBe(9_950n)
    expect(minimumReceived({ amount: 10_000n, slippage: -3 })).toBe(10_000n)
    expect(minimumReceived({ amount: 10_000n, slippage: 250 })).toBe(0n)
  })

  it("matches the local pool's minimum output for the same quote", () => {
    // The router is told amountOut * (10000 - bps) / 10000 (the API's minimumAmountOut).
    const amountOut = 3_012_345_678_901_234_567n
    expect(minimumReceived({ amount: amountOut })).toBe((amountOut * 9_900n) / 10_000n)
  })
})

describe('displayPriceImpact', () => {
  it('rounds to two decimals and warns above 3 %', () => {
    expect(displayPriceImpact(0.1234)).toEqual({ percent: 0.12, below: false, warn: false })
    expect(displayPriceImpact(3)).toEqual({ percent: 3, below: false, warn: false })
    expect(displayPriceImpact(3.456)).toEqual({ percent: 3.46, below: false, warn: true })
  })

  it('shows a crumb as <0.01 and nothing for what is not a percent', () => {
    expect(displayPriceImpact(0.0004)).toEqual({ percent: 0.01, below: true, warn: false })
    expect(displayPriceImpact(0)).toEqual({ percent: 0, below: false, warn: false })
    expect(displayPriceImpact(undefined)).toBeUndefined()
    expect(displayPriceImpact(Number.NaN)).toBeUndefined()
    expect(displayPriceImpact(-1)).toBeUndefined()
    expect(displayPriceImpact(Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})

describe('fiatValue', () => {
  it('prices base units at a USD price', () => {
    expect(fiatValue({ amount: 1_500_000n, decimals: 6, price: 2 })).toBe(3)
    expect(fiatValue({ amount: 10n ** 18n / 4n, decimals: 18, price: 3000 })).toBe(750)
  })

  it('is 0 without a usable price', () => {
    expect(fiatValue({ amount: 1n, decimals: 0, price: undefined })).toBe(0)
    expect(fiatValue({ amount: 1n, decimals: 0, price: Number.NaN })).toBe(0)
    expect(fiatValue({ amount: 1n, decimals: 0, price: -2 })).toBe(0)
  })
})

describe('exchangeRate', () => {
  it('gives how much one sold token buys, to six significant digits', () => {
    // 2 ETH (18 decimals) for 6,024.691358 KUSD (6 decimals): 1 ETH = 3012.34 KUSD.
    expect(
      exchangeRate({
        fromAmount: 2n * 10n ** 18n,
        fromDecimals: 18,
        toAmount: 6_024_691_358n,
        toDecimals: 6,
      }),
    ).toBe('3012.34')
    expect(exchangeRate({ fromAmount: 3_000n, fromDecimals: 0, toAmount: 1n, toDecimals: 0 })).toBe(
      '0.000333333',
    )
    expect(
      exchangeRate({ fromAmount: 1n, fromDecimals: 0, toAmount: 1_234_567_891n, toDecimals: 0 }),
    ).toBe('1234567891')
  })

  it('has no rate for nothing sold', () => {
    expect(exchangeRate({ fromAmount: 0n, fromDecimals: 18, toAmount: 5n, toDecimals: 18 })).toBe(
      undefined,
    )
  })
})

describe('networkFeeUsd', () => {
  it('prices gas times gas price in the native currency', () => {
    // 150,000 gas at 2 gwei = 0.0003 ETH; at 3,000 USD that is 0.9 USD.
    expect(
      networkFeeUsd({ gas: 150_000n, gasPrice: 2_000_000_000n, nativePrice: 3_000 }),
    ).toBeCloseTo(0.9, 10)
    expect(networkFeeUsd({ gas: 1n, gasPrice: 1n, nativePrice: undefined })).toBe(0)
  })
})

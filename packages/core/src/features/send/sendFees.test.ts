import { fc, propertyTest } from '@kit/fuzz'
import { describe, expect, it } from 'vitest'
import {
  assertSendFees,
  InvalidSendFeesError,
  maxNetworkFee,
  resolveFeesPerGas,
} from './sendFees.js'

const gwei = 1_000_000_000n

describe('resolveFeesPerGas', () => {
  it('offers the legacy gas price on a chain without a base fee', () => {
    expect(resolveFeesPerGas({ gasPrice: 7n * gwei })).toEqual({ gasPrice: 7n * gwei })
  })

  it('caps EIP-1559 fees at base fee × 1.2 + tip by default', () => {
    expect(
      resolveFeesPerGas({
        baseFeePerGas: 10n * gwei,
        gasPrice: 11n * gwei,
        maxPriorityFeePerGas: gwei,
      }),
    ).toEqual({ maxFeePerGas: 13n * gwei, maxPriorityFeePerGas: gwei })
  })

  it('takes the tip from the gas price above the base fee when the node suggests none', () => {
    expect(resolveFeesPerGas({ baseFeePerGas: 10n * gwei, gasPrice: 12n * gwei })).toEqual({
      maxFeePerGas: 14n * gwei,
      maxPriorityFeePerGas: 2n * gwei,
    })
    expect(resolveFeesPerGas({ baseFeePerGas: 10n * gwei, gasPrice: 9n * gwei })).toEqual({
      maxFeePerGas: 12n * gwei,
      maxPriorityFeePerGas: 0n,
    })
  })

  it('applies another multiplier, refusing one below 1', () => {
    expect(
      resolveFeesPerGas({
        baseFeePerGas: 10n,
        gasPrice: 10n,
        baseFeeMultiplier: 2,
        maxPriorityFeePerGas: 1n,
      }),
    ).toEqual({ maxFeePerGas: 21n, maxPriorityFeePerGas: 1n })
    expect(() =>
      resolveFeesPerGas({ baseFeePerGas: 1n, gasPrice: 1n, baseFeeMultiplier: 0.9 }),
    ).toThrow(InvalidSendFeesError)
    expect(() =>
      resolveFeesPerGas({ baseFeePerGas: 1n, gasPrice: 1n, baseFeeMultiplier: Number.NaN }),
    ).toThrow(InvalidSendFeesError)
  })
})

describe('assertSendFees', () => {
  it('refuses a gas price combined with EIP-1559 fees', () => {
    expect(() => assertSendFees({ gasPrice: 1n, maxFeePerGas: 2n })).toThrow(
      'Cannot specify both gasPrice and EIP-1559 fees',
    )
    expect(() => assertSendFees({ gasPrice: 1n, maxPriorityFeePerGas: 2n })).toThrow(
      InvalidSendFeesError,
    )
  })

  it('refuses a fee cap above 2^256-1 and a tip above the cap', () => {
    expect(() => assertSendFees({ maxFeePerGas: 2n ** 256n })).toThrow(
      'Fee cap is higher than 2^256-1',
    )
    expect(() => assertSendFees({ maxFeePerGas: 2n ** 256n - 1n })).not.toThrow()
    expect(() => assertSendFees({ maxFeePerGas: 2n, maxPriorityFeePerGas: 3n })).toThrow(
      'The tip cannot exceed the fee cap',
    )
    expect(() => assertSendFees({ maxFeePerGas: 3n, maxPriorityFeePerGas: 3n })).not.toThrow()
    expect(() => assertSendFees({ gasPrice: -1n })).toThrow(InvalidSendFeesError)
  })
})

describe('maxNetworkFee', () => {
  it('is gas × the gas price or the fee cap', () => {
    expect(maxNetworkFee({ gas: 21_000n, fees: { gasPrice: 2n } })).toBe(42_000n)
    expect(
      maxNetworkFee({ gas: 21_000n, fees: { maxFeePerGas: 3n, maxPriorityFeePerGas: 1n } }),
    ).toBe(63_000n)
  })
})

propertyTest(
  'resolveFeesPerGas: the tip never exceeds the cap and the cap covers the base fee',
  [
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.option(fc.bigInt({ min: 0n, max: 10n ** 30n }), { nil: undefined }),
  ],
  (baseFeePerGas, gasPrice, maxPriorityFeePerGas) => {
    const fees = resolveFeesPerGas({ baseFeePerGas, gasPrice, maxPriorityFeePerGas })
    expect(fees.maxPriorityFeePerGas).toBeDefined()
    expect(fees.maxPriorityFeePerGas! <= fees.maxFeePerGas!).toBe(true)
    expect(fees.maxFeePerGas! >= baseFeePerGas + fees.maxPriorityFeePerGas!).toBe(true)
  },
)

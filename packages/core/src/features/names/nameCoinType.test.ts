import { fc, propertyTest } from '@kit/fuzz'
import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../../errors/caip.js'
import { nameCoinType } from './nameCoinType.js'

describe('nameCoinType', () => {
  it.each([
    [1, 2147483649],
    [10, 2147483658],
    ['137', 2147483785],
    [8453, 2147492101],
    [31337, 2147514985],
    [0x7fffffff, 0xffffffff],
  ])(
    'SPEC §9: chain %j has coin type %d (chain id ORed with 2147483648, unsigned)',
    (chainId, coinType) => {
      expect(nameCoinType({ chainId })).toBe(coinType)
    },
  )

  it.each([0, -1, 1.5, 0x80000000, 2 ** 53, Number.NaN, '0x1', '01', '', 'abc'])(
    'refuses chain id %j',
    (chainId) => {
      expect(() => nameCoinType({ chainId })).toThrow(InvalidChainIdError)
    },
  )
})

propertyTest(
  'SPEC §9: the coin type is always the chain id plus 2^31, positive and below 2^32',
  [fc.integer({ min: 1, max: 0x7fffffff })],
  (chainId) => {
    const coinType = nameCoinType({ chainId })
    return coinType === chainId + 2147483648 && coinType > 0 && coinType < 2 ** 32
  },
)

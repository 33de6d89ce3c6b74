import { defaultOnrampOptions } from '@kit/blockchain-api/modules/actions/defaultOnrampOptions'
import { describe, expect, it } from 'vitest'
import { listOnrampTokens } from './listOnrampTokens.js'
import { fallbackOnrampLimits, getOnrampLimits } from './onrampLimits.js'
import { validateOnrampAmount } from './validateOnrampAmount.js'

const options = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '20.00', max: '500.00' },
        { id: 'bank_transfer', min: '900.00', max: '100.00' },
      ],
    },
  ],
  purchaseCurrencies: [],
}

describe('getOnrampLimits', () => {
  it("uses the options' limits of the currency and method", () => {
    expect(getOnrampLimits({ options, paymentCurrency: 'USD', paymentMethod: 'card' })).toEqual({
      min: 2_000n,
      max: 50_000n,
    })
  })

  it("falls back to the SPEC's limits without options, for another currency or unusable ones", () => {
    const card = { min: 1_000n, max: 750_000n }
    const bank = { min: 1_000n, max: 2_500_000n }
    expect(fallbackOnrampLimits).toEqual({ card, bank_transfer: bank })
    expect(
      getOnrampLimits({ options: undefined, paymentCurrency: 'EUR', paymentMethod: 'card' }),
    ).toEqual(card)
    expect(getOnrampLimits({ options, paymentCurrency: 'EUR', paymentMethod: 'card' })).toEqual(
      card,
    )
    expect(
      getOnrampLimits({ options, paymentCurrency: 'USD', paymentMethod: 'bank_transfer' }),
    ).toEqual(bank)
  })

  it('reads the built-in options as the fallback limits, for USD and EUR', () => {
    for (const paymentCurrency of ['USD', 'EUR'])
      for (const paymentMethod of ['card', 'bank_transfer'] as const)
        expect(
          getOnrampLimits({ options: defaultOnrampOptions, paymentCurrency, paymentMethod }),
        ).toEqual(fallbackOnrampLimits[paymentMethod])
  })
})

describe('validateOnrampAmount', () => {
  const limits = fallbackOnrampLimits.card
  it.each([
    ['', 'empty'],
    ['abc', 'invalid'],
    ['1.234', 'invalid'],
    ['9.99', 'belowMin'],
    ['10', 'valid'],
    ['7500.00', 'valid'],
    ['7500.01', 'aboveMax'],
  ])('%j is %s', (amount, status) => {
    expect(validateOnrampAmount({ amount, limits }).status).toBe(status)
  })
})

describe('listOnrampTokens', () => {
  it('lists what is sold on the chain, once each', () => {
    expect(
      listOnrampTokens({ options: defaultOnrampOptions, chainId: '1' }).map((t) => t.symbol),
    ).toEqual(['USDC', 'ETH'])
    expect(listOnrampTokens({ options: defaultOnrampOptions, chainId: '137' })).toEqual([
      expect.objectContaining({
        symbol: 'USDC',
        network: 'polygon-mainnet',
        networkName: 'Polygon',
      }),
    ])
    expect(listOnrampTokens({ options: defaultOnrampOptions, chainId: '10' })).toEqual([])
    expect(listOnrampTokens({ options: undefined, chainId: '1' })).toEqual([])
  })
})

import { expect, test } from 'vitest'
import { quoteOnramp } from './quoteOnramp.js'

test('takes the 1.5 % fee and 0.10 network fee, in exact cents', () => {
  const quote = quoteOnramp({
    amount: '250.5',
    paymentCurrency: 'EUR',
    purchaseCurrency: 'ETH',
    price: 3012.45,
  })
  expect(quote).toMatchObject({
    paymentTotal: { amount: '250.50', currency: 'EUR' },
    coinbaseFee: { amount: '3.76', currency: 'EUR' },
    networkFee: { amount: '0.10', currency: 'EUR' },
    paymentSubtotal: { amount: '246.64', currency: 'EUR' },
    // 246.64 EUR × 1.08 = 266.37 USD (cents rounded down), / 3,012.45.
    purchaseAmount: { amount: '0.08842304', currency: 'ETH' },
  })
  expect(
    quoteOnramp({ amount: '10', paymentCurrency: 'USD', purchaseCurrency: 'ETH', price: 1 })
      .paymentSubtotal.amount,
  ).toBe('9.75')
})

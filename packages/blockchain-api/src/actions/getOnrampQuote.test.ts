import { describe, expect, it } from 'vitest'
import { onrampQuote } from '../../test/fixtures.js'
import { createTestClient, json, projectId, text, useMockApi } from '../../test/mockApi.js'
import { getOnrampQuote } from './getOnrampQuote.js'
import { getOnrampQuoteOrMock } from './getOnrampQuoteOrMock.js'
import { mockOnrampQuote } from './mockOnrampQuote.js'

const { route } = useMockApi()

const parameters = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '100.00',
  network: 'ethereum',
}

describe('getOnrampQuote', () => {
  it('POSTs the quote request to v1/onramp/quote?projectId=…', async () => {
    const seen = route('post', '/v1/onramp/quote', json(onrampQuote))
    const { client } = createTestClient()
    expect(await getOnrampQuote(client, parameters)).toEqual(onrampQuote)
    expect(seen[0]!.method).toBe('POST')
    expect(seen[0]!.query).toEqual({ projectId })
    expect(seen[0]!.body).toEqual(parameters)
  })

  it('is retried, being a read', async () => {
    const seen = route('post', '/v1/onramp/quote', text('', { status: 504 }), json(onrampQuote))
    const { client } = createTestClient()
    expect(await getOnrampQuote(client, parameters)).toEqual(onrampQuote)
    expect(seen).toHaveLength(2)
  })
})

describe('mockOnrampQuote', () => {
  it.each([['10.00'], ['100'], ['123.45'], ['7500.00'], ['25000']])(
    'charges a fee inside 1–2 %% of %s and adds up',
    (amount) => {
      const quote = mockOnrampQuote({ ...parameters, amount })
      const cents = (value: string) => Math.round(Number(value) * 100)
      const total = cents(quote.paymentTotal.amount)
      const fee = cents(quote.coinbaseFee.amount)
      expect(total).toBe(cents(amount))
      expect(fee / total).toBeGreaterThanOrEqual(0.01)
      expect(fee / total).toBeLessThanOrEqual(0.02)
      expect(cents(quote.paymentSubtotal.amount) + fee + cents(quote.networkFee.amount)).toBe(total)
      expect(quote.paymentTotal.currency).toBe('USD')
      expect(quote.purchaseAmount.currency).toBe('ETH')
    },
  )

  it('is deterministic and formats cents', () => {
    const quote = mockOnrampQuote(parameters)
    expect(quote).toEqual(mockOnrampQuote(parameters))
    expect(quote).toEqual({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      purchaseAmount: { amount: '98.50', currency: 'ETH' },
      quoteId: 'mock-ETH-USD-100.00',
    })
  })

  it('reads an unusable amount as zero', () => {
    expect(mockOnrampQuote({ ...parameters, amount: 'abc' }).paymentTotal.amount).toBe('0.00')
  })
})

describe('getOnrampQuoteOrMock', () => {
  it('returns the API quote when there is one', async () => {
    route('post', '/v1/onramp/quote', json(onrampQuote))
    const { client } = createTestClient()
    expect(await getOnrampQuoteOrMock(client, parameters)).toEqual(onrampQuote)
  })

  it('returns the mock on a failure', async () => {
    route('post', '/v1/onramp/quote', json({ quoteId: 1 }))
    const { client } = createTestClient()
    expect(await getOnrampQuoteOrMock(client, parameters)).toEqual(mockOnrampQuote(parameters))
  })

  it('rethrows an abort', async () => {
    const { client } = createTestClient()
    const signal = AbortSignal.abort()
    await expect(getOnrampQuoteOrMock(client, parameters, { signal })).rejects.toBe(signal.reason)
  })
})

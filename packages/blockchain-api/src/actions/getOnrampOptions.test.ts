import { describe, expect, it } from 'vitest'
import { onrampOptions } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, text, useMockApi } from '../../test/mockApi.js'
import { defaultOnrampOptions } from './defaultOnrampOptions.js'
import { getOnrampOptions } from './getOnrampOptions.js'
import { getOnrampOptionsOrDefault } from './getOnrampOptionsOrDefault.js'

const { route } = useMockApi()

describe('getOnrampOptions', () => {
  it('GETs v1/onramp/options', async () => {
    const seen = route('get', '/v1/onramp/options', json(onrampOptions))
    const { client } = createTestClient()
    expect(await getOnrampOptions(client)).toEqual(onrampOptions)
    expect(seen[0]!.method).toBe('GET')
    expect(seen[0]!.query).toEqual(sdkQuery)
  })
})

describe('defaultOnrampOptions', () => {
  it('offers USD and EUR with the SPEC fallback limits, and USDC and ETH', () => {
    expect(defaultOnrampOptions.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    for (const currency of defaultOnrampOptions.paymentCurrencies)
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'bank_transfer', min: '10.00', max: '25000.00' },
      ])
    expect(defaultOnrampOptions.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
  })

  it('cannot be changed', () => {
    expect(
      Object.isFrozen(defaultOnrampOptions.paymentCurrencies[0]!.payment_method_limits[0]),
    ).toBe(true)
  })
})

describe('getOnrampOptionsOrDefault', () => {
  it('returns the API answer when there is one', async () => {
    route('get', '/v1/onramp/options', json(onrampOptions))
    const { client } = createTestClient()
    expect(await getOnrampOptionsOrDefault(client)).toEqual(onrampOptions)
  })

  it.each([
    ['a 500', text('', { status: 500 })],
    ['HTML', text('<html></html>')],
  ])('returns a copy of the defaults on %s', async (_, reply) => {
    route('get', '/v1/onramp/options', reply)
    const { client } = createTestClient()
    const options = await getOnrampOptionsOrDefault(client)
    expect(options).toEqual(defaultOnrampOptions)
    expect(options).not.toBe(defaultOnrampOptions)
    options.paymentCurrencies.pop()
    expect(defaultOnrampOptions.paymentCurrencies).toHaveLength(2)
  })

  it('rethrows an abort', async () => {
    const { client } = createTestClient()
    const signal = AbortSignal.abort()
    await expect(getOnrampOptionsOrDefault(client, { signal })).rejects.toBe(signal.reason)
  })
})

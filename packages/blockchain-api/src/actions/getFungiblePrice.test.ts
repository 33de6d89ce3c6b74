import { expect, it } from 'vitest'
import { fungiblePrice, tokenAddress } from '../../test/fixtures.js'
import { createTestClient, json, projectId, text, useMockApi } from '../../test/mockApi.js'
import { getFungiblePrice } from './getFungiblePrice.js'

const { route } = useMockApi()

it('POSTs currency, addresses and projectId to v1/fungible/price', async () => {
  const seen = route('post', '/v1/fungible/price', json(fungiblePrice))
  const { client } = createTestClient()
  expect(await getFungiblePrice(client, { addresses: [tokenAddress] })).toEqual(fungiblePrice)
  expect(seen[0]!.method).toBe('POST')
  expect(seen[0]!.query).toEqual({})
  expect(seen[0]!.body).toEqual({ currency: 'usd', addresses: [tokenAddress], projectId })
})

it('is retried, being a read', async () => {
  const seen = route('post', '/v1/fungible/price', text('', { status: 502 }), json(fungiblePrice))
  const { client } = createTestClient()
  expect(await getFungiblePrice(client, { addresses: [tokenAddress], currency: 'eur' })).toEqual(
    fungiblePrice,
  )
  expect(seen).toHaveLength(2)
  expect((seen[1]!.body as { currency: string }).currency).toBe('eur')
})

import { expect, it } from 'vitest'
import { address, convertQuotes, nativeAddress, tokenAddress } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { getConvertQuotes } from './getConvertQuotes.js'

const { route } = useMockApi()

it('GETs v1/convert/quotes with amount, userAddress, from, to and gasPrice', async () => {
  const seen = route('get', '/v1/convert/quotes', json(convertQuotes))
  const { client } = createTestClient()
  const parameters = {
    amount: '1000000000000000000',
    userAddress: address,
    from: nativeAddress,
    to: tokenAddress,
    gasPrice: '1000000000',
  }
  expect(await getConvertQuotes(client, parameters)).toEqual(convertQuotes)
  expect(seen[0]!.method).toBe('GET')
  expect(seen[0]!.query).toEqual({ ...parameters, ...sdkQuery })
})

it('refuses a quote amount that is not a base-unit integer string', async () => {
  route(
    'get',
    '/v1/convert/quotes',
    json({ quotes: [{ ...convertQuotes.quotes[0], toAmount: '1.5' }] }),
  )
  const { client } = createTestClient()
  await expect(
    getConvertQuotes(client, {
      amount: '1',
      userAddress: address,
      from: 'a',
      to: 'b',
      gasPrice: '1',
    }),
  ).rejects.toMatchObject({ name: 'ApiSchemaError' })
})

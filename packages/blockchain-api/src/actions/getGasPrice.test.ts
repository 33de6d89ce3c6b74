import { expect, it } from 'vitest'
import { gasPrice } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { getGasPrice } from './getGasPrice.js'

const { route } = useMockApi()

it('GETs v1/convert/gas-price for a chain', async () => {
  const seen = route('get', '/v1/convert/gas-price', json(gasPrice))
  const { client } = createTestClient()
  expect(await getGasPrice(client, { chainId: 'eip155:1' })).toEqual(gasPrice)
  expect(seen[0]!.method).toBe('GET')
  expect(seen[0]!.query).toEqual({ chainId: 'eip155:1', ...sdkQuery })
})

import { expect, it } from 'vitest'
import { address, allowance, tokenAddress } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { getAllowance } from './getAllowance.js'

const { route } = useMockApi()

it('GETs v1/convert/allowance with tokenAddress and userAddress', async () => {
  const seen = route('get', '/v1/convert/allowance', json(allowance))
  const { client } = createTestClient()
  expect(await getAllowance(client, { tokenAddress, userAddress: address })).toEqual(allowance)
  expect(seen[0]!.method).toBe('GET')
  expect(seen[0]!.query).toEqual({ tokenAddress, userAddress: address, ...sdkQuery })
})

it('refuses a JSON number allowance (B06)', async () => {
  route(
    'get',
    '/v1/convert/allowance',
    () =>
      new Response('{"allowance":12345678901234567890}', {
        headers: { 'content-type': 'application/json' },
      }),
  )
  const { client } = createTestClient()
  await expect(getAllowance(client, { tokenAddress, userAddress: address })).rejects.toMatchObject({
    name: 'ApiSchemaError',
  })
})

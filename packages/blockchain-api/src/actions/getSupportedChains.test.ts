import { expect, it } from 'vitest'
import { supportedChains } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { getSupportedChains } from './getSupportedChains.js'

const { route } = useMockApi()

it('GETs v1/supported-chains with projectId, st and sv', async () => {
  const seen = route('get', '/v1/supported-chains', json({ ...supportedChains, extra: 1 }))
  const { client } = createTestClient()
  expect(await getSupportedChains(client)).toEqual(supportedChains)
  expect(seen).toHaveLength(1)
  expect(seen[0]!.method).toBe('GET')
  expect(seen[0]!.query).toEqual(sdkQuery)
})

it('refuses a chain id that is not CAIP-2', async () => {
  route('get', '/v1/supported-chains', json({ http: ['1'], ws: [] }))
  const { client } = createTestClient()
  await expect(getSupportedChains(client)).rejects.toMatchObject({ name: 'ApiSchemaError' })
})

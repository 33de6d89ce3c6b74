import { expect, it } from 'vitest'
import { convertTokens } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { getConvertTokens } from './getConvertTokens.js'

const { route } = useMockApi()

it('GETs v1/convert/tokens for a chain', async () => {
  const seen = route('get', '/v1/convert/tokens', json(convertTokens))
  const { client } = createTestClient()
  expect(await getConvertTokens(client, { chainId: 'eip155:1' })).toEqual(convertTokens)
  expect(seen[0]!.method).toBe('GET')
  expect(seen[0]!.query).toEqual({ chainId: 'eip155:1', ...sdkQuery })
})

import { expect, it } from 'vitest'
import { session } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { getSession } from './getSession.js'

const { route } = useMockApi()

it('GETs v1/sessions/{id}', async () => {
  const seen = route('get', '/v1/sessions/:id', json(session))
  const { client } = createTestClient()
  expect(await getSession(client, { id: 'session/1' })).toEqual(session)
  expect(seen[0]!.url.pathname).toBe('/v1/sessions/session%2F1')
  expect(seen[0]!.query).toEqual(sdkQuery)
})

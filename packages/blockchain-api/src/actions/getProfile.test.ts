import { describe, expect, it } from 'vitest'
import { profile } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, text, useMockApi } from '../../test/mockApi.js'
import { ApiSchemaError, HttpRequestError } from '../errors/http.js'
import { ResolveNameError } from '../errors/profile.js'
import { isAbortError } from '../utils/isAbortError.js'
import { getProfile } from './getProfile.js'

const { route } = useMockApi()

describe('getProfile', () => {
  it('GETs v1/profile/account/{name} with apiVersion 2', async () => {
    const seen = route('get', '/v1/profile/account/:name', json(profile))
    const { client } = createTestClient()
    expect(await getProfile(client, { name: 'kitdev.kit.id' })).toEqual(profile)
    expect(seen[0]!.url.pathname).toBe('/v1/profile/account/kitdev.kit.id')
    expect(seen[0]!.query).toEqual({ apiVersion: '2', ...sdkQuery })
  })

  it('caches 5 minutes per name', async () => {
    const seen = route('get', '/v1/profile/account/:name', json(profile))
    const time = { now: 0 }
    const { client } = createTestClient({ now: () => time.now })
    await getProfile(client, { name: 'kitdev.kit.id' })
    time.now = 5 * 60_000 - 1
    await getProfile(client, { name: 'kitdev.kit.id' })
    expect(seen).toHaveLength(1)
    time.now = 5 * 60_000
    await getProfile(client, { name: 'kitdev.kit.id' })
    expect(seen).toHaveLength(2)
  })

  it.each([
    ['a 404', text('', { status: 404 }), HttpRequestError],
    ['a malformed body', json({ name: 'x' }), ApiSchemaError],
  ])("turns %s into 'Error resolving name' with the cause kept", async (_, reply, Cause) => {
    route('get', '/v1/profile/account/:name', reply)
    const { client } = createTestClient()
    const error = await getProfile(client, { name: 'nobody.kit.id' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResolveNameError)
    expect((error as ResolveNameError).message).toBe('Error resolving name')
    expect((error as ResolveNameError).cause).toBeInstanceOf(Cause)
  })

  it('rethrows an abort untouched', async () => {
    const { client } = createTestClient()
    const signal = AbortSignal.abort()
    const error = await getProfile(client, { name: 'x.kit.id' }, { signal }).catch(
      (e: unknown) => e,
    )
    expect(error).toBe(signal.reason)
    expect(isAbortError(error)).toBe(true)
  })
})

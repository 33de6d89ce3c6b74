import { describe, expect, it } from 'vitest'
import { address, profile } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, text, useMockApi } from '../../test/mockApi.js'
import { ReverseNameError } from '../errors/profile.js'
import { getReverseProfile } from './getReverseProfile.js'

const { route } = useMockApi()

describe('getReverseProfile', () => {
  it('GETs v1/profile/reverse/{address} with sender and apiVersion 2', async () => {
    const seen = route('get', '/v1/profile/reverse/:address', json([profile]))
    const { client } = createTestClient()
    expect(await getReverseProfile(client, { address, sender: address })).toEqual([profile])
    expect(seen[0]!.url.pathname).toBe(`/v1/profile/reverse/${address}`)
    expect(seen[0]!.query).toEqual({ sender: address, apiVersion: '2', ...sdkQuery })
  })

  it('caches 5 minutes per address', async () => {
    const seen = route('get', '/v1/profile/reverse/:address', json([]))
    const time = { now: 0 }
    const { client } = createTestClient({ now: () => time.now })
    expect(await getReverseProfile(client, { address })).toEqual([])
    time.now = 5 * 60_000 - 1
    await getReverseProfile(client, { address })
    expect(seen).toHaveLength(1)
    time.now = 5 * 60_000
    await getReverseProfile(client, { address })
    expect(seen).toHaveLength(2)
  })

  it.each([
    ['a 500', text('', { status: 500 })],
    ['an object', json(profile)],
  ])("turns %s into 'Error fetching names for address'", async (_, reply) => {
    route('get', '/v1/profile/reverse/:address', reply)
    const { client } = createTestClient()
    const error = await getReverseProfile(client, { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ReverseNameError)
    expect((error as ReverseNameError).message).toBe('Error fetching names for address')
    expect((error as ReverseNameError).cause).toBeDefined()
  })
})

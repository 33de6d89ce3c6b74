import { describe, expect, it } from 'vitest'
import { address, identity } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, text, useMockApi } from '../../test/mockApi.js'
import { getIdentity } from './getIdentity.js'

const { route } = useMockApi()

function clock() {
  const time = { now: 1_000_000 }
  return { time, now: () => time.now }
}

describe('getIdentity', () => {
  it('GETs v1/identity/{address} with sender', async () => {
    const seen = route('get', '/v1/identity/:address', json(identity))
    const { client } = createTestClient()
    expect(await getIdentity(client, { address, sender: '0xsender' })).toEqual(identity)
    expect(seen[0]!.url.pathname).toBe(`/v1/identity/${address}`)
    expect(seen[0]!.method).toBe('GET')
    expect(seen[0]!.query).toEqual({ sender: '0xsender', ...sdkQuery })
  })

  it('reads a null name and avatar', async () => {
    route('get', '/v1/identity/:address', json({ name: null, avatar: null }))
    const { client } = createTestClient()
    expect(await getIdentity(client, { address })).toEqual({ name: null, avatar: null })
  })

  it('caches per address for 5 minutes', async () => {
    const seen = route('get', '/v1/identity/:address', json(identity))
    const { time, now } = clock()
    const { client } = createTestClient({ now })
    await getIdentity(client, { address })
    time.now += 5 * 60_000 - 1
    expect(await getIdentity(client, { address })).toEqual(identity)
    expect(seen).toHaveLength(1)
    await getIdentity(client, { address: '0x0000000000000000000000000000000000000001' })
    expect(seen).toHaveLength(2)
    time.now += 1
    await getIdentity(client, { address })
    expect(seen).toHaveLength(3)
  })

  it('keeps the cache per client', async () => {
    const seen = route('get', '/v1/identity/:address', json(identity))
    await getIdentity(createTestClient().client, { address })
    await getIdentity(createTestClient().client, { address })
    expect(seen).toHaveLength(2)
  })

  it('caches nothing after a failure', async () => {
    const seen = route(
      'get',
      '/v1/identity/:address',
      text('nope', { status: 404 }),
      json(identity),
    )
    const { client } = createTestClient()
    await expect(getIdentity(client, { address })).rejects.toMatchObject({ status: 404 })
    expect(await getIdentity(client, { address })).toEqual(identity)
    expect(seen).toHaveLength(2)
  })
})

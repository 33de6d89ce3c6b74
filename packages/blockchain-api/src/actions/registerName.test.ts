import { describe, expect, it } from 'vitest'
import { address, identity, profile, registerBody } from '../../test/fixtures.js'
import { createTestClient, json, text, useMockApi } from '../../test/mockApi.js'
import { RegisterNameError } from '../errors/profile.js'
import { getIdentity } from './getIdentity.js'
import { getProfile } from './getProfile.js'
import { getReverseProfile } from './getReverseProfile.js'
import { registerName } from './registerName.js'

const { route } = useMockApi()

describe('registerName', () => {
  it('POSTs the signed body to v1/profile/account', async () => {
    const seen = route('post', '/v1/profile/account', json({ ok: true }))
    const { client } = createTestClient()
    await registerName(client, registerBody)
    expect(seen[0]!.method).toBe('POST')
    expect(seen[0]!.query).toEqual({})
    expect(seen[0]!.body).toEqual(registerBody)
  })

  it("fails with 'Error registering name {name}', naming the signed name, without retrying", async () => {
    const seen = route(
      'post',
      '/v1/profile/account',
      json({ reasons: [{ description: 'Name taken' }] }, { status: 409 }),
    )
    const { client, sleeps } = createTestClient()
    const error = await registerName(client, registerBody).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as RegisterNameError).message).toBe('Error registering name alice.kit.id')
    expect((error as RegisterNameError).cause).toMatchObject({
      status: 409,
      shortMessage: 'Name taken',
    })
    expect(seen).toHaveLength(1)
    expect(sleeps).toEqual([])
  })

  it('is not retried on a 503 either', async () => {
    const seen = route('post', '/v1/profile/account', text('', { status: 503 }))
    const { client } = createTestClient()
    await expect(registerName(client, registerBody)).rejects.toBeInstanceOf(RegisterNameError)
    expect(seen).toHaveLength(1)
  })

  it.each([['not JSON'], ['{"attributes":{}}'], ['null'], ['{"name":""}']])(
    'refuses a message without a name (%s) before sending',
    async (message) => {
      const seen = route('post', '/v1/profile/account', json({}))
      const { client } = createTestClient()
      const error = await registerName(client, { ...registerBody, message }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(RegisterNameError)
      expect((error as RegisterNameError).shortMessage).toBe('Error registering name')
      expect(seen).toHaveLength(0)
    },
  )

  it('forgets the cached identity, names and profile of that address', async () => {
    const identities = route('get', '/v1/identity/:address', json(identity))
    const reverse = route('get', '/v1/profile/reverse/:address', json([]))
    const profiles = route('get', '/v1/profile/account/:name', json(profile))
    route('post', '/v1/profile/account', json({}))
    const { client } = createTestClient()
    const other = '0x0000000000000000000000000000000000000001'
    await getIdentity(client, { address })
    await getIdentity(client, { address: other })
    await getReverseProfile(client, { address })
    await getProfile(client, { name: 'alice.kit.id' })
    await registerName(client, registerBody)
    await getIdentity(client, { address })
    await getIdentity(client, { address: other })
    await getReverseProfile(client, { address })
    await getProfile(client, { name: 'alice.kit.id' })
    expect(identities).toHaveLength(3)
    expect(reverse).toHaveLength(2)
    expect(profiles).toHaveLength(2)
  })
})

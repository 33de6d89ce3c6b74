import { describe, expect, it } from 'vitest'
import { address, onrampUrl } from '../../test/fixtures.js'
import { createTestClient, json, projectId, useMockApi } from '../../test/mockApi.js'
import { ApiSchemaError } from '../errors/http.js'
import { getOnrampUrl } from './getOnrampUrl.js'

const { route } = useMockApi()

const parameters = {
  destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }],
  defaultNetwork: 'ethereum',
  partnerUserId: address,
}

describe('getOnrampUrl', () => {
  it('POSTs to v1/generators/onrampurl?projectId=… with defaultExperience buy', async () => {
    const seen = route('post', '/v1/generators/onrampurl', json(onrampUrl))
    const { client } = createTestClient()
    expect(await getOnrampUrl(client, { ...parameters, presetFiatAmount: 50 })).toEqual(onrampUrl)
    expect(seen[0]!.method).toBe('POST')
    expect(seen[0]!.query).toEqual({ projectId })
    expect(seen[0]!.body).toEqual({ ...parameters, defaultExperience: 'buy', presetFiatAmount: 50 })
  })

  it('is not retried', async () => {
    const seen = route('post', '/v1/generators/onrampurl', json({}, { status: 502 }))
    const { client } = createTestClient()
    await expect(getOnrampUrl(client, parameters)).rejects.toMatchObject({ status: 502 })
    expect(seen).toHaveLength(1)
  })

  it.each([
    ['javascript:alert(document.domain)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/buy'],
    ['wc:abc@2'],
  ])('refuses the url %j', async (url) => {
    route('post', '/v1/generators/onrampurl', json({ url }))
    const { client } = createTestClient()
    await expect(getOnrampUrl(client, parameters)).rejects.toBeInstanceOf(ApiSchemaError)
  })
})

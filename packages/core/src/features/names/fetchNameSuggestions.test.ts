import { createFakeApi } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createKit } from '../../createKit.js'
import { mainnet } from '../../networks/evmNetworks.js'
import { fetchNameSuggestions } from './fetchNameSuggestions.js'

function setup() {
  const api = createFakeApi({
    routes: {
      '/v1/profile/suggestions/': ({ path }) => ({
        suggestions: [
          { name: `${path.split('/').pop()}.kit.id`, registered: true },
          { name: 'Alice-Kit.kit.id', registered: false },
          { name: 'alice.eth', registered: false },
          { name: 'ali\u202ece.kit.id', registered: false },
          { name: '<b>x</b>.kit.id', registered: false },
          { name: 'ALICE-KIT.kit.id', registered: true },
        ],
      }),
    },
  })
  const kit = createKit({
    networks: [mainnet],
    adapters: [],
    storage: null,
    projectId: 'test-project',
    serviceUrls: { api: 'https://api.test' },
    fetch: api.fetch,
  })
  onTestFinished(() => kit.destroy())
  return { kit, api }
}

describe('fetchNameSuggestions', () => {
  it('asks for the label in the kit.id zone and keeps valid names of the zone, lowercase, once', async () => {
    const { kit, api } = setup()
    expect(await fetchNameSuggestions(kit, { label: 'alice' })).toEqual([
      { name: 'alice.kit.id', registered: true },
      { name: 'alice-kit.kit.id', registered: false },
    ])
    const [request] = api.requestsTo('/v1/profile/suggestions/')
    expect(request?.path).toBe('/v1/profile/suggestions/alice')
    expect(request?.query.get('zone')).toBe('kit.id')
  })

  it('an aborted request rejects with the abort, not a failure', async () => {
    const { kit } = setup()
    const controller = new AbortController()
    controller.abort()
    await expect(
      fetchNameSuggestions(kit, { label: 'alice', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })

  it("a failure is 'Error fetching name suggestions'", async () => {
    const { kit, api } = setup()
    api.fail('/v1/profile/suggestions/', 400)
    await expect(fetchNameSuggestions(kit, { label: 'alice' })).rejects.toThrow(
      'Error fetching name suggestions',
    )
  })
})

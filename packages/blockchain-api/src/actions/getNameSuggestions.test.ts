import { describe, expect, it } from 'vitest'
import { nameSuggestions } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, text, useMockApi } from '../../test/mockApi.js'
import { NameSuggestionsError } from '../errors/profile.js'
import { getNameSuggestions } from './getNameSuggestions.js'

const { route } = useMockApi()

describe('getNameSuggestions', () => {
  it('GETs v1/profile/suggestions/{name} with zone', async () => {
    const seen = route('get', '/v1/profile/suggestions/:name', json(nameSuggestions))
    const { client } = createTestClient()
    expect(await getNameSuggestions(client, { name: 'alice', zone: 'kit.id' })).toEqual(
      nameSuggestions,
    )
    expect(seen[0]!.url.pathname).toBe('/v1/profile/suggestions/alice')
    expect(seen[0]!.query).toEqual({ zone: 'kit.id', ...sdkQuery })
  })

  it('is not cached', async () => {
    const seen = route('get', '/v1/profile/suggestions/:name', json(nameSuggestions))
    const { client } = createTestClient()
    await getNameSuggestions(client, { name: 'alice' })
    await getNameSuggestions(client, { name: 'alice' })
    expect(seen).toHaveLength(2)
  })

  it("turns a failure into 'Error fetching name suggestions'", async () => {
    route('get', '/v1/profile/suggestions/:name', text('', { status: 400 }))
    const { client } = createTestClient()
    const error = await getNameSuggestions(client, { name: 'a' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameSuggestionsError)
    expect((error as NameSuggestionsError).message).toBe('Error fetching name suggestions')
    expect((error as NameSuggestionsError).cause).toMatchObject({ status: 400 })
  })
})

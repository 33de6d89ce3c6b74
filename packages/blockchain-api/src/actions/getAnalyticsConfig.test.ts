import { describe, expect, it } from 'vitest'
import { createApiClient } from '../createApiClient.js'
import { ApiSchemaError, HttpRequestError } from '../errors/http.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'

function clientAnswering(body: string, status = 200) {
  const urls: URL[] = []
  const fetchFn = (async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input)))
    return new Response(body, { status })
  }) as typeof fetch
  return {
    client: createApiClient({ baseUrl: 'https://pulse.example', projectId: 'p1', fetchFn }),
    urls,
  }
}

describe('getAnalyticsConfig', () => {
  it.each([true, false])('reads isAnalyticsEnabled: %s', async (enabled) => {
    const { client, urls } = clientAnswering(
      JSON.stringify({ isAnalyticsEnabled: enabled, extra: 1 }),
    )
    expect(await getAnalyticsConfig(client)).toEqual({ isAnalyticsEnabled: enabled })
    expect(urls[0]!.pathname).toBe('/getAnalyticsConfig')
    expect(urls[0]!.searchParams.get('projectId')).toBe('p1')
  })

  it.each([
    ['an empty object', '{}'],
    ['null', 'null'],
    ['an array', '[true]'],
    ['a string flag', '{"isAnalyticsEnabled":"true"}'],
    ['truncated JSON', '{"isAnalyticsEnabled":tr'],
    ['HTML sent with 200', '<html><body>ok</body></html>'],
    ['an empty body', ''],
  ])('refuses %s with ApiSchemaError', async (_, body) => {
    const { client } = clientAnswering(body)
    await expect(getAnalyticsConfig(client)).rejects.toBeInstanceOf(ApiSchemaError)
  })

  it('passes a 403 on as HttpRequestError', async () => {
    const { client } = clientAnswering('{}', 403)
    const error = await getAnalyticsConfig(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(403)
  })
})

import { describe, expect, it } from 'vitest'
import { createApiClient, sdkType, sdkVersion } from '../createApiClient.js'
import { HttpRequestError } from '../errors/http.js'
import { type AnalyticsEvent, sendAnalyticsEvent } from './sendAnalyticsEvent.js'

const event: AnalyticsEvent = {
  eventId: '0b6c3c1e-4d7a-4f0e-9a55-2f1f4f0c1a2b',
  url: 'https://app.example',
  domain: 'app.example',
  timestamp: 1735689600000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
}

function clientAnswering(status = 200) {
  const requests: { url: URL; init: RequestInit | undefined }[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: new URL(String(input)), init })
    return new Response('', { status })
  }) as typeof fetch
  return {
    client: createApiClient({ baseUrl: 'https://pulse.example', projectId: 'p1', fetchFn }),
    requests,
  }
}

describe('sendAnalyticsEvent', () => {
  it('posts the event as JSON to /e with projectId, st and sv', async () => {
    const { client, requests } = clientAnswering()
    await sendAnalyticsEvent(client, event)
    expect(requests).toHaveLength(1)
    const { url, init } = requests[0]!
    expect(url.origin).toBe('https://pulse.example')
    expect(url.pathname).toBe('/e')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: sdkType,
      sv: sdkVersion,
    })
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({ 'content-type': 'application/json' })
    expect(JSON.parse(String(init?.body))).toEqual(event)
  })

  it('rejects with HttpRequestError on a refusal', async () => {
    const { client } = clientAnswering(500)
    const error = await sendAnalyticsEvent(client, event).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 500')
  })
})

describe('sendAnalyticsEvent faults', () => {
  it('is never retried, even on a 503', async () => {
    let calls = 0
    const fetchFn = (async () => {
      calls++
      return new Response('', { status: 503 })
    }) as typeof fetch
    const client = createApiClient({ baseUrl: 'https://pulse.example', fetchFn })
    await expect(sendAnalyticsEvent(client, event)).rejects.toBeInstanceOf(HttpRequestError)
    expect(calls).toBe(1)
  })

  it('passes a 403 on with its status, for the app-configuration alert', async () => {
    const fetchFn = (async () => new Response('', { status: 403 })) as typeof fetch
    const client = createApiClient({ baseUrl: 'https://pulse.example', fetchFn })
    const error = await sendAnalyticsEvent(client, event).catch((e: unknown) => e)
    expect((error as HttpRequestError).status).toBe(403)
  })
})

import { describe, expect, it } from 'vitest'
import { createTestClient, text, useMockApi } from '../../test/mockApi.js'
import { createApiClient } from '../createApiClient.js'
import { ResponseTooLargeError } from '../errors/http.js'
import { readBody } from './readBody.js'
import { request } from './request.js'

const { route } = useMockApi()

/** An endless body of 64 KiB chunks that counts what was pulled and whether it was cancelled. */
function endlessBody() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const state = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

describe('B08: response body cap', () => {
  it('refuses a Content-Length over the cap without reading the body', async () => {
    const { stream, state } = endlessBody()
    const fetchFn = (async () =>
      new Response(stream, {
        headers: { 'content-length': String(20 * 1024 * 1024) },
      })) as typeof fetch
    const { client, sleeps } = createTestClient({ fetchFn })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseTooLargeError)
    expect((error as ResponseTooLargeError).name).toBe('ResponseTooLargeError')
    expect(state.cancelled).toBe(true)
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024)
    expect(sleeps).toEqual([])
  })

  it('stops a streamed body without Content-Length at the cap and cancels it', async () => {
    const { stream, state } = endlessBody()
    const fetchFn = (async () => new Response(stream)) as typeof fetch
    const { client } = createTestClient({ fetchFn })
    await expect(request(client, { path: ['x'] })).rejects.toBeInstanceOf(ResponseTooLargeError)
    expect(state.cancelled).toBe(true)
    expect(state.pulled).toBeLessThanOrEqual(2 * 1024 * 1024 + 3 * 64 * 1024)
  })

  it('stops a 20 MB body served over HTTP', async () => {
    route('get', '/big', () => text('x'.repeat(20 * 1024 * 1024)))
    const { client } = createTestClient()
    await expect(request(client, { path: ['big'] })).rejects.toBeInstanceOf(ResponseTooLargeError)
  })

  it('accepts a body of exactly the cap, and honours a custom cap', async () => {
    route('get', '/x', () => text('y'.repeat(1_000)))
    const exact = createTestClient({ maxBodyBytes: 1_000 })
    expect(await request(exact.client, { path: ['x'] })).toHaveLength(1_000)
    const smaller = createTestClient({ maxBodyBytes: 999 })
    await expect(request(smaller.client, { path: ['x'] })).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    )
  })

  it('counts bytes, not characters', async () => {
    const body = '€'.repeat(400)
    const fetchFn = (async () => new Response(body)) as typeof fetch
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn, maxBodyBytes: 1_000 })
    await expect(request(client, { path: ['x'] })).rejects.toBeInstanceOf(ResponseTooLargeError)
  })

  it('decodes multi-byte characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('"€uro"')
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 2))
        controller.enqueue(bytes.slice(2))
        controller.close()
      },
    })
    const text = await readBody(new Response(stream), 100, new AbortController().signal)
    expect(text).toBe('"€uro"')
  })
})

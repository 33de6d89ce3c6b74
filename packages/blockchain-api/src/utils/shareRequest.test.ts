/// <reference types="node" />
import { getEventListeners } from 'node:events'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createApiClient } from '../createApiClient.js'
import { isAbortError } from './isAbortError.js'
import { request, requestJson } from './request.js'

/** A fetch whose answers are released by hand; records each call's URL, body and signal. */
function createGatedFetch() {
  const calls: {
    url: string
    body: unknown
    signal: AbortSignal
    answer: (r: Response) => void
  }[] = []
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!
      signal.addEventListener('abort', () => reject(signal.reason))
      calls.push({ url: String(input), body: init?.body, signal, answer: resolve })
    })) as typeof fetch
  const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
  return { client, calls }
}

/**
 * Requests a test leaves unanswered, aborted when it ends: otherwise each one's timeout (10 s)
 * rejects later, unhandled, while the worker runs another file.
 */
function leftUnanswered() {
  const controller = new AbortController()
  const pending: Promise<unknown>[] = []
  onTestFinished(async () => {
    controller.abort()
    await Promise.allSettled(pending)
  })
  return {
    signal: controller.signal,
    leave: (promise: Promise<unknown>) => {
      pending.push(promise)
    },
  }
}

describe('in-flight sharing of identical idempotent requests', () => {
  it('sends one request for identical concurrent GETs; each caller gets its own copy', async () => {
    const { client, calls } = createGatedFetch()
    const a = requestJson(client, { path: ['v1', 'x'], query: { q: '1' } })
    const b = requestJson(client, { path: ['v1', 'x'], query: { q: '1' } })
    expect(calls).toHaveLength(1)
    expect(client.inFlight.size).toBe(1)
    calls[0]!.answer(new Response('{"n":[1]}'))
    const [ra, rb] = await Promise.all([a, b])
    expect(ra).toEqual({ n: [1] })
    expect(rb).toEqual({ n: [1] })
    expect(ra).not.toBe(rb)
    expect(client.inFlight.size).toBe(0)
  })

  it('sends again once the shared request settled', async () => {
    const { client, calls } = createGatedFetch()
    const first = request(client, { path: ['x'] })
    calls[0]!.answer(new Response('1'))
    await first
    const second = request(client, { path: ['x'] })
    expect(calls).toHaveLength(2)
    calls[1]!.answer(new Response('2'))
    expect(await second).toBe('2')
  })

  it('does not share different URLs, bodies or clients', async () => {
    const { client, calls } = createGatedFetch()
    const { signal, leave } = leftUnanswered()
    leave(request(client, { path: ['x'], query: { q: '1' }, signal }))
    leave(request(client, { path: ['x'], query: { q: '2' }, signal }))
    leave(
      request(client, { path: ['y'], method: 'POST', idempotent: true, body: { a: 1 }, signal }),
    )
    leave(
      request(client, { path: ['y'], method: 'POST', idempotent: true, body: { a: 2 }, signal }),
    )
    leave(
      request(client, { path: ['y'], method: 'POST', idempotent: true, body: { a: 2 }, signal }),
    )
    const other = createGatedFetch()
    leave(request(other.client, { path: ['x'], query: { q: '1' }, signal }))
    expect(calls).toHaveLength(4)
    expect(other.calls).toHaveLength(1)
  })

  it('never shares a POST that is not idempotent', async () => {
    const { client, calls } = createGatedFetch()
    const { signal, leave } = leftUnanswered()
    leave(request(client, { path: ['e'], method: 'POST', body: { a: 1 }, signal }))
    leave(request(client, { path: ['e'], method: 'POST', body: { a: 1 }, signal }))
    expect(calls).toHaveLength(2)
  })

  it('shares a failure with every caller', async () => {
    const { client, calls } = createGatedFetch()
    const a = request(client, { path: ['x'] }).catch((e: unknown) => e)
    const b = request(client, { path: ['x'] }).catch((e: unknown) => e)
    calls[0]!.answer(new Response('', { status: 404 }))
    const [ea, eb] = await Promise.all([a, b])
    expect((ea as { status: number }).status).toBe(404)
    expect(eb).toBe(ea)
  })

  it('one caller aborting does not abort the others', async () => {
    const { client, calls } = createGatedFetch()
    const aborting = new AbortController()
    const a = request(client, { path: ['x'], signal: aborting.signal }).catch((e: unknown) => e)
    const b = request(client, { path: ['x'], signal: new AbortController().signal })
    const c = request(client, { path: ['x'] })
    aborting.abort()
    const error = await a
    expect(error).toBe(aborting.signal.reason)
    expect(isAbortError(error)).toBe(true)
    expect(calls[0]!.signal.aborted).toBe(false)
    expect(getEventListeners(aborting.signal, 'abort')).toHaveLength(0)
    calls[0]!.answer(new Response('ok'))
    expect(await b).toBe('ok')
    expect(await c).toBe('ok')
  })

  it('aborts the shared request once every caller has aborted', async () => {
    const { client, calls } = createGatedFetch()
    const one = new AbortController()
    const two = new AbortController()
    const a = request(client, { path: ['x'], signal: one.signal }).catch((e: unknown) => e)
    const b = request(client, { path: ['x'], signal: two.signal }).catch((e: unknown) => e)
    one.abort()
    await a
    expect(calls[0]!.signal.aborted).toBe(false)
    two.abort()
    expect(await b).toBe(two.signal.reason)
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(client.inFlight.size).toBe(0)
    // A new caller starts afresh rather than joining the aborted request.
    const c = request(client, { path: ['x'] })
    expect(calls).toHaveLength(2)
    calls[1]!.answer(new Response('fresh'))
    expect(await c).toBe('fresh')
  })

  it('removes its listener from each caller signal when the request settles', async () => {
    const { client, calls } = createGatedFetch()
    const signal = new AbortController().signal
    const pending = [0, 1, 2].map(() => request(client, { path: ['x'], signal }))
    expect(getEventListeners(signal, 'abort')).toHaveLength(3)
    calls[0]!.answer(new Response('ok'))
    await Promise.all(pending)
    expect(getEventListeners(signal, 'abort')).toHaveLength(0)
  })
})

import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import {
  type CreateApiClientParameters,
  createApiClient,
  sdkType,
  sdkVersion,
} from '../src/createApiClient.js'

export const baseUrl = 'https://api.example'
export const projectId = 'test-project'

/** What a mocked route saw of one request. */
export type Captured = {
  method: string
  url: URL
  /** The query as a plain object. */
  query: Record<string, string>
  /** The JSON body, or undefined when there was none. */
  body: unknown
  headers: Headers
  cache: RequestCache
}

type Reply = Response | ((request: Request) => Response | Promise<Response>)

/** Starts one msw server for the calling test file; handlers are reset after each test. */
export function useMockApi() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  /**
   * Answers `method path` (msw path syntax, relative to `baseUrl`) with the replies in turn, the
   * last one repeating; returns the requests it saw.
   */
  function route(method: 'get' | 'post', path: string, ...replies: Reply[]): Captured[] {
    const seen: Captured[] = []
    server.use(
      http[method](`${baseUrl}${path}`, async ({ request }) => {
        const url = new URL(request.url)
        const text = await request.clone().text()
        seen.push({
          method: request.method,
          url,
          query: Object.fromEntries(url.searchParams),
          body: text ? JSON.parse(text) : undefined,
          headers: request.headers,
          cache: request.cache,
        })
        const reply = replies[Math.min(seen.length, replies.length) - 1]!
        return typeof reply === 'function' ? reply(request) : reply.clone()
      }),
    )
    return seen
  }

  return { server, route }
}

/** A JSON answer. */
export function json(body: unknown, init?: ResponseInit): Response {
  return HttpResponse.json(body as never, init)
}

/** A raw text answer (malformed bodies, HTML). */
export function text(body: string, init?: ResponseInit): Response {
  return new HttpResponse(body, init)
}

/** A client for `baseUrl` whose waits between retries are recorded instead of slept. */
export function createTestClient(overrides: Partial<CreateApiClientParameters> = {}) {
  const sleeps: number[] = []
  const client = createApiClient({
    baseUrl,
    projectId,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    ...overrides,
  })
  return { client, sleeps }
}

/** The query every GET carries besides its own parameters. */
export const sdkQuery = { projectId, st: sdkType, sv: sdkVersion }

import type {
  CatalogueWallet,
  IdentityResponse,
  TokenBalance,
  Transaction,
  WalletAsset,
} from '@kit/blockchain-api'
import { createBalances, createCatalogue, createWalletAssets } from './fakeApiData.js'

/** How a faulty route answers: an HTTP status, a refused connection, or never. */
export type FakeFault = number | 'network' | 'hang'

export type FakeApiRequest = { method: string; path: string; query: URLSearchParams; body: unknown }

/** What a test's route answers: a JSON value (status 200), or a whole `Response`. */
export type FakeRoute = (request: FakeApiRequest) => unknown

/** What the fake services hold; tests may change it between requests. */
export type FakeApiData = {
  wallets: CatalogueWallet[]
  balances: TokenBalance[]
  /** History rows, newest first; served 10 per page. */
  history: Transaction[]
  identity: IdentityResponse
  /** `wallet_getAssets` per hex chain id; a chain missing here answers -32601. */
  assets: Record<string, WalletAsset[]>
  supportedChains: string[]
}

export type CreateFakeApiParameters = Partial<FakeApiData> & {
  /** Answers for the paths that start with their key (the longest key wins), before the data. */
  routes?: Record<string, FakeRoute>
}

export type FakeApi = {
  /** Give this as the kit's `fetch`. */
  fetch: typeof fetch
  /** Every request seen, oldest first. */
  requests: FakeApiRequest[]
  /** The requests whose path starts with `prefix`, oldest first. */
  requestsTo(prefix: string): FakeApiRequest[]
  /** Adds or replaces the route answering the paths that start with `prefix`. */
  route(prefix: string, route: FakeRoute): void
  /** Makes every route whose path starts with `prefix` answer with `fault` until `heal()`. */
  fail(prefix: string, fault: FakeFault): void
  heal(): void
  data: FakeApiData
}

/** An HTTP error answer with the API's error body (400 is not retried, so tests stay fast). */
export function httpError(status = 400): Response {
  return json({ reasons: [{ description: 'Bad request' }] }, status)
}

function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/**
 * An in-memory blockchain API, catalogue and analytics service behind a `fetch` function, so
 * tests run the real client (URLs, retries, validation) without a network.
 * @example const api = createFakeApi(); createKit({ …, fetch: api.fetch })
 */
export function createFakeApi(parameters: CreateFakeApiParameters = {}): FakeApi {
  const data: FakeApiData = {
    wallets: parameters.wallets ?? createCatalogue(120),
    balances: parameters.balances ?? createBalances(),
    history: parameters.history ?? [],
    identity: parameters.identity ?? { name: null, avatar: null },
    assets: parameters.assets ?? { '0x1': createWalletAssets() },
    supportedChains: parameters.supportedChains ?? ['eip155:1', 'eip155:10', 'eip155:11155111'],
  }
  const requests: FakeApiRequest[] = []
  const faults = new Map<string, FakeFault>()
  const routes = new Map(Object.entries(parameters.routes ?? {}))

  const answerFromData = ({ method, path, query, body }: FakeApiRequest): Response => {
    if (path === '/getWallets') {
      const search = query.get('search')?.toLowerCase()
      const include = query.get('include')?.split(',')
      const exclude = query.get('exclude')?.split(',') ?? []
      const matching = data.wallets.filter(
        (w) =>
          (!search || w.name.toLowerCase().includes(search)) &&
          (!include || include.includes(w.id)) &&
          !exclude.includes(w.id),
      )
      const page = Number(query.get('page') ?? '1')
      const entries = Number(query.get('entries') ?? '40')
      return json({
        count: matching.length,
        data: matching.slice((page - 1) * entries, page * entries),
      })
    }
    if (path === '/v1/supported-chains') return json({ http: data.supportedChains, ws: [] })
    if (path.startsWith('/v1/identity/')) return json(data.identity)
    if (/^\/v1\/account\/[^/]+\/balance$/.test(path)) {
      const chainId = query.get('chainId')
      return json({ balances: data.balances.filter((b) => b.chainId === chainId) })
    }
    if (/^\/v1\/account\/[^/]+\/history$/.test(path)) {
      const chainId = query.get('chainId')
      const matching = data.history.filter((t) => !chainId || t.metadata.chain === chainId)
      const start = Number(query.get('cursor') ?? '0')
      const rows = matching.slice(start, start + 10)
      const next = start + 10 < matching.length ? String(start + 10) : null
      return json({ data: rows, next })
    }
    if ((path === '/v1/' || path === '/v1') && method === 'POST') {
      const rpc = body as { id: number; method: string; params: [{ chainFilter?: string[] }] }
      const chain = rpc.params?.[0]?.chainFilter?.[0] ?? '0x1'
      const assets = data.assets[chain]
      return assets
        ? json({ jsonrpc: '2.0', id: rpc.id, result: { [chain]: assets } })
        : json({ jsonrpc: '2.0', id: rpc.id, error: { code: -32601, message: 'Not supported' } })
    }
    if (path === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: true })
    if (path === '/e') return new Response(null, { status: 204 })
    return json({ reasons: [{ description: `No route ${path}` }] }, 404)
  }

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const request = { method, path: url.pathname, query: url.searchParams, body }
    requests.push(request)
    const signal = init.signal
    signal?.throwIfAborted()
    const fault = [...faults].find(([prefix]) => url.pathname.startsWith(prefix))?.[1]
    if (fault === 'hang' || fault === 'network') {
      return new Promise<Response>((_, reject) => {
        if (fault === 'network') return reject(new TypeError('fetch failed'))
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
    }
    if (typeof fault === 'number') return json({}, fault)
    const custom = [...routes]
      .filter(([prefix]) => url.pathname.startsWith(prefix))
      .sort(([a], [b]) => b.length - a.length)[0]?.[1]
    if (!custom) return answerFromData(request)
    const answer = await custom(request)
    return answer instanceof Response ? answer : json(answer)
  }

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    requestsTo: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    route: (prefix, handler) => routes.set(prefix, handler),
    fail: (prefix, fault) => faults.set(prefix, fault),
    heal: () => faults.clear(),
    data,
  }
}

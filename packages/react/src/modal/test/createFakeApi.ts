import type { CatalogueWallet } from '@kit/core'

/** What a route answers: a JSON value (status 200), or a full `Response`. */
export type FakeAnswer = unknown

export type FakeRoute = (
  url: URL,
  init: RequestInit | undefined,
) => FakeAnswer | Promise<FakeAnswer>

/** A catalogue entry with every wire field; `overrides` replace any. */
export function catalogueWallet(index: number, overrides: Partial<CatalogueWallet> = {}) {
  return {
    id: `wallet-${index}`,
    name: `Wallet ${index}`,
    image_id: `image-${index}`,
    image_url: null,
    rdns: null,
    chains: ['eip155:1'],
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    badge_type: 'none',
    order: index,
    ...overrides,
  } satisfies CatalogueWallet
}

/** An HTTP error answer (400 is not retried, so tests stay fast). */
export function httpError(status = 400): Response {
  return new Response(JSON.stringify({ reasons: [{ description: 'Bad request' }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/**
 * An in-test stand-in for the catalogue and blockchain API, answering the wire JSON by path.
 * `catalogue` is what `/getWallets` pages and searches; `routes` answer the paths that start with
 * their key (the longest key wins), before the defaults.
 */
export function createFakeApi({
  catalogue = [],
  routes = {},
}: {
  catalogue?: CatalogueWallet[]
  routes?: Record<string, FakeRoute>
} = {}) {
  const requests: URL[] = []
  const state = { catalogue, routes }
  const defaults: Record<string, FakeRoute> = {
    '/getWallets': (url) => getWallets(state.catalogue, url),
    '/v1/supported-chains': () => ({ http: ['eip155:1', 'eip155:10', 'eip155:137'], ws: [] }),
    '/v1/identity/': () => ({ name: null, avatar: null }),
    '/v1/account/': (url) =>
      url.pathname.endsWith('/history') ? { data: [], next: null } : { balances: [] },
    '/v1/': () => ({ jsonrpc: '2.0', id: 1, result: {} }),
  }
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(url)
    // The longest matching path wins; a test's route replaces a default one with the same path.
    const route = Object.entries({ ...defaults, ...state.routes })
      .filter(([path]) => url.pathname.startsWith(path))
      .sort(([a], [b]) => b.length - a.length)[0]?.[1]
    const answer = route ? await route(url, init) : httpError(404)
    if (answer instanceof Response) return answer
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return {
    fetch: fetchFn,
    /** Every request made, in order. */
    requests,
    /** Requests whose path starts with `path`. */
    requestsTo: (path: string) => requests.filter((url) => url.pathname.startsWith(path)),
    /** Replaces the catalogue. */
    setCatalogue: (wallets: CatalogueWallet[]) => {
      state.catalogue = wallets
    },
    /** Adds or replaces a route. */
    route: (path: string, route: FakeRoute) => {
      state.routes = { ...state.routes, [path]: route }
    },
  }
}

export type FakeApi = ReturnType<typeof createFakeApi>

function getWallets(catalogue: readonly CatalogueWallet[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? '1')
  const entries = Number(url.searchParams.get('entries') ?? '40')
  const search = url.searchParams.get('search')?.toLowerCase()
  const include = url.searchParams.get('include')?.split(',')
  const matches = catalogue.filter(
    (wallet) =>
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!include || include.includes(wallet.id)),
  )
  return { count: matches.length, data: matches.slice((page - 1) * entries, page * entries) }
}

/** A promise a test settles by hand. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

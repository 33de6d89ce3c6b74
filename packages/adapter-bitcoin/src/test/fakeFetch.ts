/** A `fetch` that records its calls and answers from `respond` (which may return a promise). */
export function createFakeFetch(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchFn = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, init })
    return Promise.resolve(respond(url, init))
  }) as typeof fetch
  return { fetchFn, calls }
}

/** A `fetch` that never answers until its signal aborts, then rejects as browsers do. */
export function createHangingFetch() {
  return ((_: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      )
    })) as typeof fetch
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export type FakeRpcAnswer =
  | { result: unknown }
  | { error: unknown }
  | { status: number }
  | { body: string }

export type FakeFetch = typeof fetch & {
  requests: { url: string; method: string; params: unknown[] }[]
}

/**
 * A `fetch` that answers JSON-RPC by method; `'hang'` never answers until the request's signal
 * aborts, like a real hung connection.
 */
export function createFakeFetch(answers: Record<string, FakeRpcAnswer | 'hang'>): FakeFetch {
  const requests: FakeFetch['requests'] = []
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const { method, params } = JSON.parse(String(init?.body)) as {
      method: string
      params: unknown[]
    }
    requests.push({ url: String(input), method, params })
    const answer = answers[method]
    if (answer === 'hang')
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        ),
      )
    if (!answer)
      return Response.json({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32601, message: 'method not found' },
      })
    if ('status' in answer) return new Response('Bad gateway', { status: answer.status })
    if ('body' in answer) return new Response(answer.body, { status: 200 })
    return Response.json({ jsonrpc: '2.0', id: 1, ...answer })
  }
  return Object.assign(fakeFetch, { requests }) as FakeFetch
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RpcServer = {
  url: string
  /** The JSON-RPC methods received, in order. */
  methods: string[]
  close: () => Promise<void>
}

/** A real JSON-RPC server on 127.0.0.1 (on `port`, else a free one) answering from `results`. */
export async function startRpcServer(
  results: Record<string, unknown>,
  port = 0,
): Promise<RpcServer> {
  const methods: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      methods.push(method)
      const answer =
        method in results
          ? { result: results[method] }
          : { error: { code: -32601, message: 'method not found' } }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }))
    })
  })
  const bound = await listen(server, port)
  return { url: `http://127.0.0.1:${bound}/`, methods, close: () => close(server) }
}

/** A URL on 127.0.0.1 where nothing listens, so connections are refused. */
export async function refusingUrl(): Promise<string> {
  const server = createServer()
  const port = await listen(server)
  await close(server)
  return `http://127.0.0.1:${port}/`
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { PortUnavailableError } from '../errors/devnet.js'
import { formatHost } from '../utils/formatHost.js'

export type HttpHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

export type ListenHttpParameters = {
  /** 0 picks a free port. */
  port: number
  host: string
  /** Answers each request; until it is set (`undefined`), requests get 503. */
  handler: () => HttpHandler | undefined
}

export type ListenHttpReturnType = {
  url: string
  port: number
  /** Closes the server and every open connection; safe to call twice. */
  stop: () => Promise<void>
}

/** Starts a local HTTP server; a handler that throws answers 500 instead of crashing it. */
export async function listenHttp({
  port,
  host,
  handler,
}: ListenHttpParameters): Promise<ListenHttpReturnType> {
  const server = createServer((request, response) => {
    const handle = handler()
    if (!handle) {
      response.writeHead(503).end()
      return
    }
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (cause) => reject(new PortUnavailableError({ port, host, cause })))
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  let stopping: Promise<void> | undefined
  return {
    url: `http://${formatHost(host)}:${boundPort}`,
    port: boundPort,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopping
    },
  }
}

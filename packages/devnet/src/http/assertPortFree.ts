import { createServer } from 'node:net'
import { PortUnavailableError } from '../errors/devnet.js'

/**
 * Fails fast with a typed error when a fixed port is taken, instead of letting a stale server
 * on that port answer in place of the one about to start.
 */
export function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', (cause) => reject(new PortUnavailableError({ port, host, cause })))
    server.listen(port, host, () => server.close(() => resolve()))
  })
}

import type { RelayHub } from './createRelayHub.js'

/**
 * Pings every socket of `hub` each `interval` ms, which keeps SDK clients (silent for 35 s, they
 * drop the socket) connected, and terminates sockets that did not answer the previous ping.
 * Returns a function that stops it.
 */
export function startHeartbeat(hub: RelayHub, interval: number): () => void {
  const timer = setInterval(() => {
    for (const connection of hub.connections()) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, interval)
  timer.unref()
  return () => clearInterval(timer)
}

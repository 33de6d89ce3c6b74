import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/** Answers a WebSocket upgrade request with an HTTP error status and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: 401 | 503): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const body = STATUS_CODES[status] ?? ''
  socket.end(
    `HTTP/1.1 ${status} ${body}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

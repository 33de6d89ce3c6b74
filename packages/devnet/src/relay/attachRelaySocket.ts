import type { WebSocket } from 'ws'
import type { RelayHub } from './createRelayHub.js'
import { frameText } from './frameText.js'
import { handleRelayFrame } from './handleRelayFrame.js'

/** Registers a new client socket with the hub and answers its frames. */
export function attachRelaySocket(hub: RelayHub, socket: WebSocket, clientId: string): void {
  const connection = hub.connect(clientId, socket)
  socket.on('pong', () => {
    connection.alive = true
  })
  socket.on('message', (data) => {
    connection.alive = true
    const { reply, after } = handleRelayFrame(frameText(data), { hub, connection })
    if (reply !== undefined) socket.send(reply)
    for (const task of after) task()
  })
  socket.on('close', () => hub.disconnect(connection))
  // A protocol error (e.g. a frame over the size limit) is followed by 'close'.
  socket.on('error', () => socket.terminate())
}

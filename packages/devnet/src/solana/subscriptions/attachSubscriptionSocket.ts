import type { WebSocket } from 'ws'
import { isRecord } from '../../utils/isRecord.js'
import { invalidRequest } from '../rpc/parseJsonRpcRequest.js'
import type { SubscriptionHub } from './createSubscriptionHub.js'

/** Serves the subscription methods on one WebSocket; its subscriptions end with it. */
export function attachSubscriptionSocket(hub: SubscriptionHub, socket: WebSocket): void {
  socket.on('message', (data, isBinary) => {
    if (isBinary) return socket.send(JSON.stringify(invalidRequest()))
    let message: unknown
    try {
      message = JSON.parse(data.toString())
    } catch {
      return socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        }),
      )
    }
    if (!isRecord(message) || message.jsonrpc !== '2.0' || typeof message.method !== 'string')
      return socket.send(JSON.stringify(invalidRequest()))
    const params = Array.isArray(message.params) ? message.params : []
    socket.send(
      JSON.stringify(hub.answer({ id: message.id, method: message.method, params }, socket)),
    )
  })
  socket.on('close', () => hub.forget(socket))
  socket.on('error', () => socket.terminate())
}

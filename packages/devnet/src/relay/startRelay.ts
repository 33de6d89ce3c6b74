import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { PortUnavailableError } from '../errors/devnet.js'
import { formatHost } from '../utils/formatHost.js'
import { attachRelaySocket } from './attachRelaySocket.js'
import { closeSockets } from './closeSockets.js'
import { createDelays } from './createDelays.js'
import { createMailbox } from './createMailbox.js'
import { createRelayControlHandler } from './createRelayControlHandler.js'
import { createRelayHub } from './createRelayHub.js'
import { InvalidRelayOptionsError } from './errors.js'
import { readClientId } from './readClientId.js'
import { refuseUpgrade } from './refuseUpgrade.js'
import { startHeartbeat } from './startHeartbeat.js'

/** Default port of the local WalletConnect relay. */
export const defaultRelayPort = 8791

/** SDK clients drop a socket after 35 s without a ping or a message. */
const clientSilenceLimit = 35_000
/** Frames larger than this close the socket (a message itself may be at most 1 MB). */
const maxFrameBytes = 4 * 1024 * 1024
/** How often expired messages are dropped (reads skip them in between). */
const sweepInterval = 5_000

export type StartRelayParameters = {
  /** 0 picks a free port; `defaultRelayPort` (8791) by default. */
  port?: number | undefined
  /** Interface to bind; 127.0.0.1 by default. */
  host?: string | undefined
  /** Milliseconds between pings to each socket; 20,000 by default, must be under 35,000. */
  pingInterval?: number | undefined
}

export type Relay = {
  /** URL to give the SDK as `relayUrl`, e.g. `ws://127.0.0.1:8791`. */
  url: string
  port: number
  /**
   * Simulates a relay restart: closes every socket (code 1012), forgets subscriptions, refuses
   * upgrades for `downMs` (default 0) then accepts again. Stored (not yet expired) messages
   * survive, like a real relay's mailbox.
   */
  restart: (options?: { downMs?: number | undefined }) => Promise<void>
  /** Closes every socket and the server; safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Starts a WalletConnect v2 relay (the relay JSON-RPC over WebSocket) with an HTTP control
 * route on the same port: `GET /health`, `POST /restart` with `{ "downMs": number }`.
 * @example
 * const relay = await startRelay({ port: 0 })
 * const client = await SignClient.init({ projectId: 'dev', relayUrl: relay.url })
 * // …
 * await relay.stop()
 */
export async function startRelay({
  port = defaultRelayPort,
  host = '127.0.0.1',
  pingInterval = 20_000,
}: StartRelayParameters = {}): Promise<Relay> {
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new InvalidRelayOptionsError({ option: 'port', details: 'a port is 0 to 65535' })
  if (!Number.isFinite(pingInterval) || pingInterval <= 0 || pingInterval >= clientSilenceLimit)
    throw new InvalidRelayOptionsError({
      option: 'pingInterval',
      details: `clients drop a socket after ${clientSilenceLimit} ms without a ping`,
    })

  const hub = createRelayHub({ mailbox: createMailbox() })
  const state = { stopped: false, downCount: 0 }
  const delays = createDelays()

  const dropAll = async (code: number, reason: string) => {
    const closing = hub.connections().map((connection) => connection.socket)
    for (const connection of hub.connections()) hub.disconnect(connection)
    await closeSockets(closing, { code, reason })
  }

  const restart: Relay['restart'] = async ({ downMs = 0 } = {}) => {
    if (!Number.isFinite(downMs) || downMs < 0)
      throw new InvalidRelayOptionsError({ option: 'downMs', details: 'a number of ms, 0 or more' })
    if (state.stopped) return
    state.downCount += 1
    try {
      await dropAll(1012, 'Service restart')
      if (downMs > 0) await delays.wait(downMs)
    } finally {
      state.downCount -= 1
    }
  }

  const control = createRelayControlHandler({ restart })
  const server = createServer((request, response) => {
    control(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const webSockets = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: maxFrameBytes,
  })

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    if (state.stopped || state.downCount > 0) return refuseUpgrade(socket, 503)
    const clientId = readClientId(request.url)
    if (!clientId) return refuseUpgrade(socket, 401)
    webSockets.handleUpgrade(request, socket, head, (ws) => {
      // A restart or stop may have begun while the handshake was answered.
      if (state.stopped || state.downCount > 0) ws.close(1012, 'Service restart')
      else attachRelaySocket(hub, ws, clientId)
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', (cause) => reject(new PortUnavailableError({ port, host, cause })))
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port

  const stopHeartbeat = startHeartbeat(hub, pingInterval)
  const sweeper = setInterval(() => hub.sweep(), sweepInterval)
  sweeper.unref()

  let stopping: Promise<void> | undefined
  return {
    url: `ws://${formatHost(host)}:${boundPort}`,
    port: boundPort,
    restart,
    stop() {
      stopping ??= (async () => {
        state.stopped = true
        stopHeartbeat()
        clearInterval(sweeper)
        delays.cancelAll()
        await dropAll(1001, 'Relay stopped')
        webSockets.close()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
      })()
      return stopping
    },
  }
}

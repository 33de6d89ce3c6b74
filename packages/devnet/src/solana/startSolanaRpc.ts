import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { PortUnavailableError } from '../errors/devnet.js'
import { InvalidSolanaRpcOptionsError } from '../errors/solana.js'
import { closeSockets } from '../relay/closeSockets.js'
import { refuseUpgrade } from '../relay/refuseUpgrade.js'
import { formatHost } from '../utils/formatHost.js'
import { createSolanaRpcHandler } from './rpc/createSolanaRpcHandler.js'
import { isAddress } from './rpc/params.js'
import type { RpcContext } from './rpc/RpcContext.js'
import { faucetKeypair, seedSolanaDevState } from './seed/seedSolanaDevState.js'
import { sendFromFaucet } from './seed/sendFromFaucet.js'
import { solanaMainnetGenesisHash } from './solanaDevAccounts.js'
import { attachSubscriptionSocket } from './subscriptions/attachSubscriptionSocket.js'
import { createSubscriptionHub } from './subscriptions/createSubscriptionHub.js'
import { createSolanaLedger } from './svm/createSolanaLedger.js'
import { startSlotClock } from './svm/startSlotClock.js'

/** Default port of the local Solana RPC (solana-test-validator's). */
export const defaultSolanaRpcPort = 8899

export type StartSolanaRpcParameters = {
  /** 0 picks a free port; `defaultSolanaRpcPort` (8899) by default. */
  port?: number | undefined
  /** Interface to bind; 127.0.0.1 by default. */
  host?: string | undefined
  /** What `getGenesisHash` answers; Solana mainnet's by default, so a dapp's CAIP-2 id matches. */
  genesisHash?: string | undefined
  /** Milliseconds per slot; 400 by default, 0 to advance only with transactions and `advanceSlots`. */
  slotIntervalMs?: number | undefined
  /**
   * Also serve on `port + 1`, where web3.js's `Connection` looks for the WebSocket when it is not
   * given `wsEndpoint` (solana-test-validator's 8899 and 8900). False by default.
   */
  wsOnNextPort?: boolean | undefined
}

export type StartSolanaRpcReturnType = {
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:8899`. */
  url: string
  /** Subscriptions over WebSocket on the same port (give it to web3.js as `wsEndpoint`). */
  wsUrl: string
  port: number
  /** With `wsOnNextPort`, the same service on `port + 1` (e.g. `ws://127.0.0.1:8900`). */
  nextPortWsUrl: string | undefined
  genesisHash: string
  /** The current slot (equal to the block height). */
  slot: () => number
  /** Closes `count` slots at once (moves confirmations on without waiting). */
  advanceSlots: (count?: number) => void
  /** Sends `lamports` from the faucet to `address`; returns the transaction's signature. */
  airdrop: (address: string, lamports: number) => string
  /** Closes every socket and the server; safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Starts a Solana JSON-RPC node (HTTP, and WebSocket subscriptions on the same port) over litesvm,
 * with `solanaDevAccounts` funded with SOL and `solanaDevToken`.
 * @example
 * const solana = await startSolanaRpc({ port: 0 })
 * const connection = new Connection(solana.url, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
 * await connection.getBalance(new PublicKey(solanaDevAccounts[0].address))
 * await solana.stop()
 */
export async function startSolanaRpc({
  port = defaultSolanaRpcPort,
  host = '127.0.0.1',
  genesisHash = solanaMainnetGenesisHash,
  slotIntervalMs = 400,
  wsOnNextPort = false,
}: StartSolanaRpcParameters = {}): Promise<StartSolanaRpcReturnType> {
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new InvalidSolanaRpcOptionsError({ option: 'port', details: 'a port is 0 to 65535' })
  if (!isAddress(genesisHash))
    throw new InvalidSolanaRpcOptionsError({
      option: 'genesisHash',
      details: 'a base58 32-byte hash',
    })
  if (!Number.isFinite(slotIntervalMs) || slotIntervalMs < 0)
    throw new InvalidSolanaRpcOptionsError({ option: 'slotIntervalMs', details: '0 or more ms' })

  const ledger = createSolanaLedger()
  seedSolanaDevState(ledger)
  const context: RpcContext = { ledger, genesisHash, faucet: faucetKeypair() }
  const hub = createSubscriptionHub(context)
  const handle = createSolanaRpcHandler(context)
  const sockets = new Set<WebSocket>()
  let stopped = false

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  }
  const webSockets = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: 64 * 1024,
  })
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    if (stopped) return refuseUpgrade(socket, 503)
    webSockets.handleUpgrade(request, socket, head, (ws) => {
      if (stopped) return ws.close(1001, 'Stopped')
      sockets.add(ws)
      ws.on('close', () => sockets.delete(ws))
      attachSubscriptionSocket(hub, ws)
    })
  }
  const servers: Server[] = []
  const listen = async (at: number) => {
    const server = createServer(onRequest).on('upgrade', onUpgrade)
    await new Promise<void>((resolve, reject) => {
      server.once('error', (cause) => reject(new PortUnavailableError({ port: at, host, cause })))
      server.listen(at, host, () => resolve())
    })
    servers.push(server)
    const address = server.address()
    return typeof address === 'object' && address ? address.port : at
  }
  const closeServers = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve())
            server.closeAllConnections()
          }),
      ),
    )
  const boundPort = await listen(port)
  if (wsOnNextPort) {
    try {
      await listen(boundPort + 1)
    } catch (error) {
      await closeServers()
      throw error
    }
  }
  const stopClock = startSlotClock(ledger, slotIntervalMs)

  let stopping: Promise<void> | undefined
  return {
    url: `http://${formatHost(host)}:${boundPort}`,
    wsUrl: `ws://${formatHost(host)}:${boundPort}`,
    port: boundPort,
    nextPortWsUrl: wsOnNextPort ? `ws://${formatHost(host)}:${boundPort + 1}` : undefined,
    genesisHash,
    slot: ledger.slot,
    advanceSlots(count = 1) {
      for (let i = 0; i < count; i++) ledger.advanceSlot()
    },
    airdrop: (to, lamports) => sendFromFaucet(ledger, context.faucet, to, lamports),
    stop() {
      stopping ??= (async () => {
        stopped = true
        stopClock()
        hub.close()
        await closeSockets([...sockets], { code: 1001, reason: 'Solana RPC stopped' })
        webSockets.close()
        await closeServers()
      })()
      return stopping
    },
  }
}

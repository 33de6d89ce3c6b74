import { InvalidBitcoinOptionsError } from '../errors/bitcoin.js'
import { listenHttp } from '../http/listenHttp.js'
import { createBitcoinNode } from './createBitcoinNode.js'
import { createEsploraHandler } from './esplora/createEsploraHandler.js'
import type { Block } from './types.js'

/** electrs' default regtest HTTP port, for a stack that wants a fixed one (the default is 0). */
export const defaultBitcoinEsploraPort = 3002

/** Default time between blocks mined by the timer. */
export const defaultBitcoinBlockIntervalMs = 10_000

export type StartBitcoinEsploraParameters = {
  /** 0 (the default) picks a free port. */
  port?: number | undefined
  /** A loopback address: 127.0.0.1 (the default), localhost or ::1. */
  host?: string | undefined
  /** Mines a block this often (10 s by default); 0 mines only on request (`mine`, `POST /mine`). */
  blockIntervalMs?: number | undefined
}

export type StartBitcoinEsploraReturnType = {
  /** Base URL of the Esplora API, e.g. `http://127.0.0.1:3002` (`${url}/blocks/tip/height`). */
  url: string
  port: number
  /** Mines `blocks` blocks (1 by default) with the mempool's transactions; returns their hashes. */
  mine: (blocks?: number) => string[]
  /** Stops the timer, closes the server and its connections. Safe to call twice. */
  stop: () => Promise<void>
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1'])

/**
 * Starts a local Bitcoin regtest chain behind an Esplora-compatible HTTP API: the address,
 * transaction, block and fee-estimate routes wallets use, `POST /tx` with real checks (inputs,
 * conflicts, amounts, fee, dust, P2WPKH and P2TR signatures) and a dev-only `POST /mine`.
 * The dev accounts (`bitcoinDevAccounts`) are funded at start.
 * @example
 * const bitcoin = await startBitcoinEsplora({ blockIntervalMs: 0 })
 * await fetch(`${bitcoin.url}/address/${bitcoinDevAccounts[0].paymentAddress}/utxo`)
 * bitcoin.mine()
 * await bitcoin.stop()
 */
export async function startBitcoinEsplora({
  port = 0,
  host = '127.0.0.1',
  blockIntervalMs = defaultBitcoinBlockIntervalMs,
}: StartBitcoinEsploraParameters = {}): Promise<StartBitcoinEsploraReturnType> {
  if (!loopbackHosts.has(host)) {
    throw new InvalidBitcoinOptionsError(`The Bitcoin node serves on loopback only, not ${host}.`)
  }
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new InvalidBitcoinOptionsError(
      `The port must be an integer from 0 to 65535, not ${port}.`,
    )
  }
  if (!Number.isFinite(blockIntervalMs) || blockIntervalMs < 0) {
    throw new InvalidBitcoinOptionsError(
      `blockIntervalMs must be 0 or a positive number of milliseconds, not ${blockIntervalMs}.`,
    )
  }
  const node = createBitcoinNode()
  const handler = createEsploraHandler(node)
  const http = await listenHttp({ port, host, handler: () => handler })
  const timer = blockIntervalMs > 0 ? setInterval(() => node.mine(1), blockIntervalMs) : undefined
  timer?.unref()
  const hashes = (blocks: Block[]) => blocks.map((block) => block.hash)
  return {
    url: http.url,
    port: http.port,
    mine: (blocks = 1) => hashes(node.mine(blocks)),
    stop() {
      if (timer) clearInterval(timer)
      return http.stop()
    },
  }
}

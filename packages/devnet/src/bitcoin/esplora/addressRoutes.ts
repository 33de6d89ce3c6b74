import { isHash } from '../bytes.js'
import type { BitcoinNode } from '../createBitcoinNode.js'
import { parseBitcoinAddress } from '../parseBitcoinAddress.js'
import { addressJson, historyNewestFirst, utxoJson } from './addressJson.js'
import { type EsploraResponse, json, text } from './response.js'
import { txJson } from './txJson.js'

/**
 * `/address/:address`, `/address/:address/utxo` and the history: `/txs` (50 mempool + 25
 * confirmed), `/txs/mempool` (50) and `/txs/chain[/:last_seen_txid]` (25 a page).
 * @throws {InvalidBitcoinAddressError} for anything but a regtest address.
 */
export function routeAddress(
  node: BitcoinNode,
  segments: readonly string[],
): EsploraResponse | undefined {
  const [first, encoded, part, kind, lastSeen] = segments
  if (first !== 'address' || encoded === undefined) return undefined
  const { state } = node
  const { address, scriptHex } = parseBitcoinAddress(decodePathSegment(encoded))
  if (segments.length === 2) return json(addressJson(state, address, scriptHex))
  if (part === 'utxo' && segments.length === 3) return json(utxoJson(state, scriptHex))
  if (part !== 'txs') return undefined
  const history = historyNewestFirst(state, scriptHex)
  const mempool = history.filter((record) => !record.placement.confirmed)
  const chain = history.filter((record) => record.placement.confirmed)
  if (segments.length === 3)
    return json([...mempool.slice(0, 50), ...chain.slice(0, 25)].map(txJson))
  if (kind === 'mempool' && segments.length === 4) return json(mempool.slice(0, 50).map(txJson))
  if (kind === 'chain' && segments.length <= 5) {
    let start = 0
    if (lastSeen !== undefined) {
      if (!isHash(lastSeen)) return text(400, 'Invalid hash string')
      start = chain.findIndex((record) => record.tx.txid === lastSeen.toLowerCase()) + 1
    }
    return json(chain.slice(start, start + 25).map(txJson))
  }
  return undefined
}

/** `%xx`-decodes a path segment; a malformed escape is left as written (and fails to parse). */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

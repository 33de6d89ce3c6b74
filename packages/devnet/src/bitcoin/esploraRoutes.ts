import { bytesToHex } from '@noble/hashes/utils.js'
import { BitcoinTransactionRejectedError, InvalidBitcoinAddressError } from '../errors/bitcoin.js'
import { isHash } from './bytes.js'
import type { BitcoinNode } from './createBitcoinNode.js'
import {
  addressJson,
  blockJson,
  historyNewestFirst,
  outspendJson,
  txJson,
  txStatusJson,
  utxoJson,
} from './esploraJson.js'
import { feeEstimates } from './feeEstimates.js'
import { parseBitcoinAddress } from './parseBitcoinAddress.js'

export type EsploraRequest = { method: string; path: string; body?: string | undefined }

export type EsploraResponse = {
  status: number
  contentType: 'application/json' | 'text/plain' | 'application/octet-stream'
  body: string | Uint8Array
}

/** Most blocks one `POST /mine` may ask for. */
export const maxBlocksPerMine = 1000

const text = (status: number, body: string): EsploraResponse => ({
  status,
  contentType: 'text/plain',
  body,
})
const json = (body: unknown): EsploraResponse => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(body),
})

/** Answers one Esplora request from the node; plain-text errors with electrs' wording. */
export function routeEsplora(node: BitcoinNode, request: EsploraRequest): EsploraResponse {
  const segments = request.path.split('/').slice(1)
  try {
    const response =
      request.method === 'POST' ? routePost(node, segments, request.body ?? '') : undefined
    if (response) return response
    if (request.method === 'GET') {
      const answer = routeGet(node, segments)
      if (answer) return answer
    }
    return text(404, 'Not found')
  } catch (error) {
    if (error instanceof InvalidBitcoinAddressError) return text(400, 'Invalid Bitcoin address')
    if (error instanceof BitcoinTransactionRejectedError) return text(400, error.esploraMessage)
    throw error
  }
}

function routePost(
  node: BitcoinNode,
  segments: string[],
  body: string,
): EsploraResponse | undefined {
  const path = segments.join('/')
  if (path === 'tx') return text(200, node.broadcast(body))
  if (path === 'mine') {
    const blocks = readBlockCount(body)
    if (blocks === undefined) {
      return text(400, `Expected {"blocks": n} with n from 1 to ${maxBlocksPerMine}`)
    }
    return json({ blocks: node.mine(blocks).map((block) => block.hash) })
  }
  return undefined
}

function readBlockCount(body: string): number | undefined {
  if (body.trim() === '') return 1
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const blocks = (value as { blocks?: unknown }).blocks ?? 1
  return Number.isSafeInteger(blocks) &&
    (blocks as number) >= 1 &&
    (blocks as number) <= maxBlocksPerMine
    ? (blocks as number)
    : undefined
}

function routeGet(node: BitcoinNode, segments: string[]): EsploraResponse | undefined {
  const { state } = node
  const [first, second, third, fourth, fifth] = segments
  if (first === 'blocks' && second === 'tip' && segments.length === 3) {
    if (third === 'height') return text(200, String(node.tip().height))
    if (third === 'hash') return text(200, node.tip().hash)
  }
  if (first === 'blocks' && (segments.length === 1 || segments.length === 2)) {
    if (second !== undefined && !/^\d{1,9}$/.test(second)) return text(400, 'Invalid number')
    const start =
      second === undefined ? node.tip().height : Math.min(Number(second), node.tip().height)
    return json(
      state.blocks
        .slice(Math.max(0, start - 9), start + 1)
        .reverse()
        .map(blockJson),
    )
  }
  if (first === 'block-height' && second !== undefined && segments.length === 2) {
    if (!/^\d{1,9}$/.test(second)) return text(400, 'Invalid number')
    const block = state.blocks[Number(second)]
    return block ? text(200, block.hash) : text(404, 'Block not found')
  }
  if (first === 'block' && second !== undefined) {
    if (!isHash(second)) return text(400, 'Invalid hash string')
    const block = state.blocksByHash.get(second.toLowerCase())
    if (!block) return text(404, 'Block not found')
    if (segments.length === 2) return json(blockJson(block))
    if (third === 'txids' && segments.length === 3) return json(block.txids)
    if (third === 'txs' && (segments.length === 3 || segments.length === 4)) {
      const start = fourth === undefined ? 0 : Number(fourth)
      if (!/^\d{1,9}$/.test(fourth ?? '0') || start % 25 !== 0) {
        return text(400, 'start index must be a multiple of 25')
      }
      if (start > 0 && start >= block.txids.length) return text(404, 'start index out of range')
      const records = block.txids.slice(start, start + 25).flatMap((txid) => {
        const record = state.txs.get(txid)
        return record ? [txJson(record)] : []
      })
      return json(records)
    }
    if (third === 'status' && segments.length === 3) {
      const next = state.blocks[block.height + 1]
      return json({
        in_best_chain: true,
        height: block.height,
        ...(next ? { next_best: next.hash } : {}),
      })
    }
    return undefined
  }
  if (first === 'tx' && second !== undefined) {
    if (!isHash(second)) return text(400, 'Invalid hash string')
    const record = state.txs.get(second.toLowerCase())
    if (!record) return text(404, 'Transaction not found')
    if (segments.length === 2) return json(txJson(record))
    if (third === 'outspend' && fourth !== undefined && segments.length === 4) {
      if (!/^\d{1,9}$/.test(fourth)) return text(400, 'Invalid number')
      if (Number(fourth) >= record.tx.outputs.length) return text(404, 'Output not found')
      return json(outspendJson(state, record.tx.txid, Number(fourth)))
    }
    if (segments.length !== 3) return undefined
    if (third === 'hex') return text(200, bytesToHex(record.tx.raw))
    if (third === 'raw') {
      return { status: 200, contentType: 'application/octet-stream', body: record.tx.raw }
    }
    if (third === 'status') return json(txStatusJson(record))
    if (third === 'outspends') {
      return json(record.tx.outputs.map((_, vout) => outspendJson(state, record.tx.txid, vout)))
    }
    return undefined
  }
  if (first === 'address' && second !== undefined) {
    const { address, scriptHex } = parseBitcoinAddress(decodePathSegment(second))
    if (segments.length === 2) return json(addressJson(state, address, scriptHex))
    if (third === 'utxo' && segments.length === 3) return json(utxoJson(state, scriptHex))
    if (third === 'txs') return addressTxs(node, scriptHex, fourth, fifth, segments.length)
    return undefined
  }
  if (first === 'fee-estimates' && segments.length === 1) return json(feeEstimates())
  if (first === 'mempool' && segments.length === 1) {
    const records = [...state.mempool.values()]
    return json({
      count: records.length,
      vsize: records.reduce((sum, record) => sum + record.tx.vsize, 0),
      total_fee: records.reduce((sum, record) => sum + Number(record.fee), 0),
      fee_histogram: [],
    })
  }
  if (first === 'mempool' && second === 'txids' && segments.length === 2) {
    return json([...state.mempool.keys()])
  }
  return undefined
}

/** `/txs` (50 mempool + 25 confirmed), `/txs/mempool` (50), `/txs/chain[/:last_seen_txid]` (25). */
function addressTxs(
  node: BitcoinNode,
  scriptHex: string,
  kind: string | undefined,
  lastSeen: string | undefined,
  length: number,
): EsploraResponse | undefined {
  const history = historyNewestFirst(node.state, scriptHex)
  const mempool = history.filter((record) => !record.placement.confirmed)
  const chain = history.filter((record) => record.placement.confirmed)
  if (kind === undefined && length === 3) {
    return json([...mempool.slice(0, 50), ...chain.slice(0, 25)].map(txJson))
  }
  if (kind === 'mempool' && length === 4) return json(mempool.slice(0, 50).map(txJson))
  if (kind === 'chain' && (length === 4 || length === 5)) {
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

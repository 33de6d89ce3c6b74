import { isHash } from '../bytes.js'
import type { BitcoinNode } from '../createBitcoinNode.js'
import { blockJson } from './blockJson.js'
import { type EsploraResponse, isIndex, json, text } from './response.js'
import { txJson } from './txJson.js'

/** Transactions per page of `/block/:hash/txs`, as Esplora pages them. */
const txsPerPage = 25

/** `/blocks[/:start_height]`, `/blocks/tip/{height,hash}`, `/block-height/:height`, `/block/:hash…`. */
export function routeBlocks(
  node: BitcoinNode,
  segments: readonly string[],
): EsploraResponse | undefined {
  const { state } = node
  const [first, second, third, fourth] = segments
  if (first === 'blocks' && second === 'tip' && segments.length === 3) {
    if (third === 'height') return text(200, String(node.tip().height))
    if (third === 'hash') return text(200, node.tip().hash)
  }
  if (first === 'blocks' && segments.length <= 2) {
    if (second !== undefined && !isIndex(second)) return text(400, 'Invalid number')
    const tip = node.tip().height
    const start = second === undefined ? tip : Math.min(Number(second), tip)
    const blocks = state.blocks.slice(Math.max(0, start - 9), start + 1).reverse()
    return json(blocks.map(blockJson))
  }
  if (first === 'block-height' && second !== undefined && segments.length === 2) {
    if (!isIndex(second)) return text(400, 'Invalid number')
    const block = state.blocks[Number(second)]
    return block ? text(200, block.hash) : text(404, 'Block not found')
  }
  if (first !== 'block' || second === undefined) return undefined
  if (!isHash(second)) return text(400, 'Invalid hash string')
  const block = state.blocksByHash.get(second.toLowerCase())
  if (!block) return text(404, 'Block not found')
  if (segments.length === 2) return json(blockJson(block))
  if (third === 'txids' && segments.length === 3) return json(block.txids)
  if (third === 'status' && segments.length === 3) {
    const next = state.blocks[block.height + 1]
    return json({
      in_best_chain: true,
      height: block.height,
      ...(next ? { next_best: next.hash } : {}),
    })
  }
  if (third === 'txs' && segments.length <= 4) {
    const start = fourth === undefined ? 0 : Number(fourth)
    if ((fourth !== undefined && !isIndex(fourth)) || start % txsPerPage !== 0) {
      return text(400, `start index must be a multiple of ${txsPerPage}`)
    }
    if (start > 0 && start >= block.txids.length) return text(404, 'start index out of range')
    // The genesis coinbase is not served, as in Bitcoin Core.
    const records = block.txids
      .slice(start, start + txsPerPage)
      .flatMap((txid) => state.txs.get(txid) ?? [])
    return json(records.map(txJson))
  }
  return undefined
}

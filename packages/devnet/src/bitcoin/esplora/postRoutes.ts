import type { BitcoinNode } from '../createBitcoinNode.js'
import { type EsploraResponse, json, text } from './response.js'

/** Most blocks one `POST /mine` may ask for. */
export const maxBlocksPerMine = 1000

/** `POST /tx` (raw hex → txid) and the dev-only `POST /mine` (`{"blocks": n}`, 1 by default). */
export function routePost(
  node: BitcoinNode,
  segments: readonly string[],
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
  if (typeof blocks !== 'number' || !Number.isSafeInteger(blocks)) return undefined
  return blocks >= 1 && blocks <= maxBlocksPerMine ? blocks : undefined
}

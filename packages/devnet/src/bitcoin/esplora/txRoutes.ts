import { bytesToHex } from '@noble/hashes/utils.js'
import { isHash } from '../bytes.js'
import type { BitcoinNode } from '../createBitcoinNode.js'
import { type EsploraResponse, isIndex, json, text } from './response.js'
import { outspendJson, txJson, txStatusJson } from './txJson.js'

/** `/tx/:txid`, `/tx/:txid/{hex,raw,status,outspends}` and `/tx/:txid/outspend/:vout`. */
export function routeTx(
  node: BitcoinNode,
  segments: readonly string[],
): EsploraResponse | undefined {
  const [first, txid, part, vout] = segments
  if (first !== 'tx' || txid === undefined) return undefined
  if (!isHash(txid)) return text(400, 'Invalid hash string')
  const record = node.state.txs.get(txid.toLowerCase())
  if (!record) return text(404, 'Transaction not found')
  if (segments.length === 2) return json(txJson(record))
  if (part === 'outspend' && vout !== undefined && segments.length === 4) {
    if (!isIndex(vout)) return text(400, 'Invalid number')
    if (Number(vout) >= record.tx.outputs.length) return text(404, 'Output not found')
    return json(outspendJson(node.state, record.tx.txid, Number(vout)))
  }
  if (segments.length !== 3) return undefined
  if (part === 'hex') return text(200, bytesToHex(record.tx.raw))
  if (part === 'raw') {
    return { status: 200, contentType: 'application/octet-stream', body: record.tx.raw }
  }
  if (part === 'status') return json(txStatusJson(record))
  if (part === 'outspends') {
    return json(
      record.tx.outputs.map((_, index) => outspendJson(node.state, record.tx.txid, index)),
    )
  }
  return undefined
}

import type { BitcoinNode } from '../createBitcoinNode.js'
import { feeEstimates } from './feeEstimates.js'
import { type EsploraResponse, json } from './response.js'

/** `/mempool` (backlog statistics, no histogram), `/mempool/txids` and `/fee-estimates`. */
export function routeMempool(
  node: BitcoinNode,
  segments: readonly string[],
): EsploraResponse | undefined {
  const path = segments.join('/')
  if (path === 'fee-estimates') return json(feeEstimates())
  if (path === 'mempool/txids') return json([...node.state.mempool.keys()])
  if (path !== 'mempool') return undefined
  const records = [...node.state.mempool.values()]
  return json({
    count: records.length,
    vsize: records.reduce((sum, record) => sum + record.tx.vsize, 0),
    total_fee: records.reduce((sum, record) => sum + Number(record.fee), 0),
    fee_histogram: [],
  })
}

import { EsploraSchemaError } from '../../errors/esplora.js'
import { readObject } from './readFields.js'

/** The fee rate, in sat/vB, expected to confirm within `blocks` blocks. */
export type BitcoinFeeEstimate = { blocks: number; feeRate: number }

// Esplora answers for targets 1 to 25, 144, 504 and 1008; a sane rate is below 100,000 sat/vB.
const maxTarget = 1008
const maxRate = 100_000

/** Reads Esplora's `GET /fee-estimates` answer, sorted by target. */
export function parseFeeEstimates(json: unknown): BitcoinFeeEstimate[] {
  const entries = Object.entries(readObject(json, 'The fee estimates'))
  if (entries.length === 0 || entries.length > 100)
    throw new EsploraSchemaError('The fee estimates are empty or too many')
  return entries
    .map(([key, value]) => {
      if (!/^[1-9]\d{0,3}$/.test(key) || Number(key) > maxTarget)
        throw new EsploraSchemaError('A fee estimate target is not a block count')
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > maxRate)
        throw new EsploraSchemaError('A fee estimate is not a fee rate')
      return { blocks: Number(key), feeRate: value }
    })
    .sort((a, b) => a.blocks - b.blocks)
}

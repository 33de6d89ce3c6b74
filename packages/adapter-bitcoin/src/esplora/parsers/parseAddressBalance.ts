import { EsploraSchemaError } from '../../errors/esplora.js'
import { readObject, readSats } from './readFields.js'

/** An address's balance in sats: confirmed, and the pending change (negative while spending). */
export type BitcoinBalance = { confirmed: bigint; unconfirmed: bigint; total: bigint }

/** Reads the `chain_stats` and `mempool_stats` of Esplora's `GET /address/:address`. */
export function parseAddressBalance(json: unknown): BitcoinBalance {
  const address = readObject(json, 'The address')
  const net = (key: 'chain_stats' | 'mempool_stats') => {
    const stats = readObject(address[key], `The address's ${key}`)
    return (
      readSats(stats.funded_txo_sum, `${key}.funded_txo_sum`) -
      readSats(stats.spent_txo_sum, `${key}.spent_txo_sum`)
    )
  }
  const confirmed = net('chain_stats')
  const unconfirmed = net('mempool_stats')
  if (confirmed < 0n || confirmed + unconfirmed < 0n)
    throw new EsploraSchemaError('The address spent more than it received')
  return { confirmed, unconfirmed, total: confirmed + unconfirmed }
}

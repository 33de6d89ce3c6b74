import { EsploraSchemaError } from '../../errors/esplora.js'
import {
  readArray,
  readBoolean,
  readObject,
  readOptionalAddress,
  readSats,
  readTxid,
  readUint32,
} from './readFields.js'

/** One side of a transfer: the address (absent for scripts without one) and the sats. */
export type BitcoinTransactionEntry = { address: string | undefined; value: bigint }

/** A transaction as the account's activity shows it. */
export type BitcoinTransaction = {
  txid: string
  confirmed: boolean
  blockHeight: number | undefined
  /** Unix seconds of the block, when confirmed. */
  blockTime: number | undefined
  fee: bigint
  inputs: BitcoinTransactionEntry[]
  outputs: BitcoinTransactionEntry[]
}

// Esplora pages 25 confirmed transactions, after up to 50 unconfirmed ones.
const maxTransactions = 100
const maxEntries = 10_000

/** Reads Esplora's `GET /address/:address/txs` answer. */
export function parseTransactions(json: unknown): BitcoinTransaction[] {
  return readArray(json, 'The transaction list', maxTransactions).map((item, index) => {
    const what = `Transaction ${index}`
    const transaction = readObject(item, what)
    const status = readObject(transaction.status, `${what}'s status`)
    const confirmed = readBoolean(status.confirmed, `${what}'s confirmed flag`)
    const inputs = readArray(transaction.vin, `${what}'s inputs`, maxEntries).map((raw, i) => {
      const input = readObject(raw, `${what}'s input ${i}`)
      if (input.is_coinbase === true) return { address: undefined, value: 0n }
      const prevout = readObject(input.prevout, `${what}'s input ${i} prevout`)
      return readEntry(prevout, `${what}'s input ${i}`)
    })
    const outputs = readArray(transaction.vout, `${what}'s outputs`, maxEntries).map((raw, i) =>
      readEntry(readObject(raw, `${what}'s output ${i}`), `${what}'s output ${i}`),
    )
    if (inputs.length === 0 || outputs.length === 0)
      throw new EsploraSchemaError(`${what} has no inputs or no outputs`)
    return {
      txid: readTxid(transaction.txid, `${what}'s txid`),
      confirmed,
      blockHeight: confirmed ? readUint32(status.block_height, `${what}'s height`) : undefined,
      blockTime: confirmed ? readUint32(status.block_time, `${what}'s time`) : undefined,
      fee: readSats(transaction.fee, `${what}'s fee`),
      inputs,
      outputs,
    }
  })
}

function readEntry(entry: Record<string, unknown>, what: string): BitcoinTransactionEntry {
  return {
    address: readOptionalAddress(entry.scriptpubkey_address, `${what}'s address`),
    value: readSats(entry.value, `${what}'s value`),
  }
}

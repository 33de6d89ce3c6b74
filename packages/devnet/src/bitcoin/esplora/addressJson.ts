import type { ChainState } from '../chain/chainState.js'
import type { TxOutput, TxRecord } from '../types.js'
import { txStatusJson } from './txJson.js'

type Stats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

const emptyStats = (): Stats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/** `GET /address/:address`: what the script received and spent, in blocks and in the mempool. */
export function addressJson(state: ChainState, address: string, scriptHex: string) {
  const chain = emptyStats()
  const mempool = emptyStats()
  for (const txid of state.historyByScript.get(scriptHex) ?? []) {
    const record = state.txs.get(txid)
    if (!record) continue
    const stats = record.placement.confirmed ? chain : mempool
    stats.tx_count += 1
    for (const output of record.tx.outputs) {
      if (output.scriptHex !== scriptHex) continue
      stats.funded_txo_count += 1
      stats.funded_txo_sum += Number(output.value)
    }
    for (const prevout of record.prevouts) {
      if (prevout.scriptHex !== scriptHex) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += Number(prevout.value)
    }
  }
  return { address, chain_stats: chain, mempool_stats: mempool }
}

/** `GET /address/:address/utxo`: confirmed and mempool outputs no mempool transaction spends. */
export function utxoJson(state: ChainState, scriptHex: string) {
  const rows: {
    txid: string
    vout: number
    value: number
    status: ReturnType<typeof txStatusJson>
  }[] = []
  const add = (record: TxRecord, vout: number, output: TxOutput) => {
    if (output.scriptHex !== scriptHex) return
    if (state.mempoolSpends.has(`${record.tx.txid}:${vout}`)) return
    rows.push({
      txid: record.tx.txid,
      vout,
      value: Number(output.value),
      status: txStatusJson(record),
    })
  }
  for (const unspent of state.utxos.values()) {
    const record = state.txs.get(unspent.txid)
    if (record) add(record, unspent.vout, unspent.output)
  }
  for (const record of state.mempool.values()) {
    record.tx.outputs.forEach((output, vout) => {
      add(record, vout, output)
    })
  }
  return rows
}

/**
 * The script's transactions newest first: the mempool's (latest arrival first), then the
 * confirmed ones by height, later position in the block first.
 */
export function historyNewestFirst(state: ChainState, scriptHex: string): TxRecord[] {
  const records: TxRecord[] = []
  for (const txid of state.historyByScript.get(scriptHex) ?? []) {
    const record = state.txs.get(txid)
    if (record) records.push(record)
  }
  const mempool = records.filter((record) => !record.placement.confirmed).reverse()
  const confirmed = records
    .filter((record) => record.placement.confirmed)
    .map((record) => {
      const block = record.placement.confirmed ? record.placement.block : undefined
      return {
        record,
        height: block?.height ?? 0,
        index: block?.txids.indexOf(record.tx.txid) ?? 0,
      }
    })
    .sort((a, b) => b.height - a.height || b.index - a.index)
    .map(({ record }) => record)
  return [...mempool, ...confirmed]
}

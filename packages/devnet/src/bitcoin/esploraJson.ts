import { bytesToHex } from '@noble/hashes/utils.js'
import { type ChainState, findSpender } from './chainState.js'
import { classifyScript } from './classifyScript.js'
import { scriptAsm } from './scriptAsm.js'
import type { Block, TxOutput, TxRecord } from './types.js'

/** Esplora's transaction `status`. */
export function txStatusJson(record: TxRecord) {
  if (!record.placement.confirmed) return { confirmed: false }
  const { block } = record.placement
  return {
    confirmed: true,
    block_height: block.height,
    block_hash: block.hash,
    block_time: block.time,
  }
}

/** One output as Esplora writes it (also a `prevout`). */
export function txOutputJson(output: TxOutput) {
  const { type, address } = classifyScript(output.script)
  return {
    scriptpubkey: output.scriptHex,
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: type,
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(output.value),
  }
}

/** Esplora's transaction JSON (`GET /tx/:txid`, the items of `/address/:address/txs`). */
export function txJson(record: TxRecord) {
  const { tx } = record
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.lockTime,
    vin: tx.inputs.map((input, index) => {
      const prevout = record.prevouts[index]
      return {
        txid: input.txid,
        vout: input.vout,
        prevout: prevout ? txOutputJson(prevout) : null,
        scriptsig: bytesToHex(input.scriptSig),
        scriptsig_asm: scriptAsm(input.scriptSig),
        ...(input.witness.length > 0
          ? { witness: input.witness.map((item) => bytesToHex(item)) }
          : {}),
        is_coinbase: tx.isCoinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outputs.map(txOutputJson),
    size: tx.size,
    weight: tx.weight,
    fee: Number(record.fee),
    status: txStatusJson(record),
  }
}

/** Difficulty 1's target over the block's target, as Bitcoin Core computes it. */
function difficulty(bits: number): number {
  let shift = (bits >>> 24) & 0xff
  let value = 0x0000ffff / (bits & 0x00ffffff)
  while (shift < 29) {
    value *= 256
    shift += 1
  }
  while (shift > 29) {
    value /= 256
    shift -= 1
  }
  return value
}

/** Esplora's block JSON (`GET /block/:hash`). */
export function blockJson(block: Block) {
  return {
    id: block.hash,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: block.merkleRoot,
    previousblockhash: block.previousHash ?? null,
    mediantime: block.medianTime,
    nonce: block.nonce,
    bits: block.bits,
    difficulty: difficulty(block.bits),
  }
}

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

/** `GET /tx/:txid/outspend/:vout`: whether the output is spent, and by which input. */
export function outspendJson(state: ChainState, txid: string, vout: number) {
  const spender = findSpender(state, txid, vout)
  if (!spender) return { spent: false }
  return {
    spent: true,
    txid: spender.tx.txid,
    vin: spender.tx.inputs.findIndex((input) => input.txid === txid && input.vout === vout),
    status: txStatusJson(spender),
  }
}

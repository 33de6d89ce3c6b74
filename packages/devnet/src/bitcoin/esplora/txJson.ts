import { bytesToHex } from '@noble/hashes/utils.js'
import { type ChainState, findSpender } from '../chain/chainState.js'
import { classifyScript } from '../classifyScript.js'
import type { TxOutput, TxRecord } from '../types.js'
import { scriptAsm } from './scriptAsm.js'

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

import type { Block, OutpointKey, TxOutput, TxRecord } from '../types.js'
import { outpointKey } from '../types.js'

/** An output nobody in the chain has spent yet. */
export type Unspent = { readonly txid: string; readonly vout: number; readonly output: TxOutput }

/**
 * The node's memory: the blocks, every transaction it holds (confirmed or in the mempool), the
 * confirmed UTXO set and, per locking script, the transactions that touch it.
 */
export type ChainState = {
  readonly blocks: Block[]
  readonly blocksByHash: Map<string, Block>
  readonly txs: Map<string, TxRecord>
  /** Confirmed outputs not spent by a confirmed transaction. */
  readonly utxos: Map<OutpointKey, Unspent>
  /** Unconfirmed transactions, oldest first (parents before children). */
  readonly mempool: Map<string, TxRecord>
  /** Outpoints spent by a mempool transaction → that transaction's txid. */
  readonly mempoolSpends: Map<OutpointKey, string>
  /** Outpoints spent in a block → the spending transaction's txid. */
  readonly chainSpends: Map<OutpointKey, string>
  /** Locking script (hex) → txids that pay to or spend from it, oldest first. */
  readonly historyByScript: Map<string, Set<string>>
}

export function createChainState(): ChainState {
  return {
    blocks: [],
    blocksByHash: new Map(),
    txs: new Map(),
    utxos: new Map(),
    mempool: new Map(),
    mempoolSpends: new Map(),
    chainSpends: new Map(),
    historyByScript: new Map(),
  }
}

export function chainTip(state: ChainState): Block {
  const tip = state.blocks.at(-1)
  if (!tip) throw new Error('The chain has no genesis block')
  return tip
}

/**
 * The output a new transaction may spend: confirmed and unspent, or created by a mempool
 * transaction; `undefined` when it does not exist or is already spent in a block. Mempool spends
 * are the caller's to check (`txn-mempool-conflict`).
 */
export function findSpendableOutput(
  state: ChainState,
  txid: string,
  vout: number,
): TxOutput | undefined {
  const confirmed = state.utxos.get(outpointKey(txid, vout))
  if (confirmed) return confirmed.output
  return state.mempool.get(txid)?.tx.outputs[vout]
}

/** Indexes a transaction under every script it pays to or spends from. */
export function indexHistory(state: ChainState, record: TxRecord): void {
  const scripts = [
    ...record.prevouts.map((output) => output.scriptHex),
    ...record.tx.outputs.map((output) => output.scriptHex),
  ]
  for (const script of scripts) {
    let txids = state.historyByScript.get(script)
    if (!txids) {
      txids = new Set()
      state.historyByScript.set(script, txids)
    }
    txids.add(record.tx.txid)
  }
}

/** Appends a block: its transactions leave the mempool and move the confirmed UTXO set. */
export function connectBlock(state: ChainState, block: Block, records: readonly TxRecord[]): void {
  state.blocks.push(block)
  state.blocksByHash.set(block.hash, block)
  for (const record of records) {
    const { tx } = record
    record.placement = { confirmed: true, block }
    state.txs.set(tx.txid, record)
    if (state.mempool.delete(tx.txid)) {
      for (const input of tx.inputs) state.mempoolSpends.delete(outpointKey(input.txid, input.vout))
    } else {
      indexHistory(state, record)
    }
    if (!tx.isCoinbase) {
      for (const input of tx.inputs) {
        const key = outpointKey(input.txid, input.vout)
        state.utxos.delete(key)
        state.chainSpends.set(key, tx.txid)
      }
    }
    tx.outputs.forEach((output, vout) => {
      // OP_RETURN outputs can never be spent: they stay out of the UTXO set, as in Bitcoin Core.
      if (output.script[0] === 0x6a) return
      state.utxos.set(outpointKey(tx.txid, vout), { txid: tx.txid, vout, output })
    })
  }
}

/** Adds an accepted transaction to the mempool. */
export function addToMempool(state: ChainState, record: TxRecord): void {
  const { tx } = record
  state.mempool.set(tx.txid, record)
  state.txs.set(tx.txid, record)
  for (const input of tx.inputs)
    state.mempoolSpends.set(outpointKey(input.txid, input.vout), tx.txid)
  indexHistory(state, record)
}

/** The transaction spending an output (in a block or in the mempool), if any. */
export function findSpender(state: ChainState, txid: string, vout: number): TxRecord | undefined {
  const key = outpointKey(txid, vout)
  const spender = state.chainSpends.get(key) ?? state.mempoolSpends.get(key)
  return spender === undefined ? undefined : state.txs.get(spender)
}

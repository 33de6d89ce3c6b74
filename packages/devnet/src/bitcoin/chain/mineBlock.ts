import { sha256 } from '@noble/hashes/sha2.js'
import { reversedHex } from '../bytes.js'
import type { Block, TxRecord } from '../types.js'
import { merkleRoot, mineHeader, regtestBits } from './blockHeader.js'
import { buildCoinbase } from './buildCoinbase.js'
import { type ChainState, chainTip, connectBlock } from './chainState.js'

/** Block version with the BIP-9 top bits set, as Bitcoin Core mines. */
const blockVersion = 0x2000_0000

export type Payout = { readonly script: Uint8Array; readonly value: bigint }

export type MineBlockParameters = {
  /** Seconds since the epoch; raised above the median time past when it is not. */
  time: number
  /** How the coinbase pays out `reward` (the subsidy plus the block's fees). */
  payouts: (reward: bigint) => readonly Payout[]
}

/** Regtest's block subsidy: 50 BTC, halved every 150 blocks. */
export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / 150)
  return halvings >= 64 ? 0n : 5_000_000_000n >> BigInt(halvings)
}

/** Median of the last 11 blocks' times (BIP-113), counting `extra` as the newest. */
export function medianTimePast(state: ChainState, extra?: number): number {
  const times = state.blocks.slice(-11).map((block) => block.time)
  if (extra !== undefined) times.push(extra)
  const recent = times.slice(-11).sort((a, b) => a - b)
  return recent[Math.floor(recent.length / 2)] ?? 0
}

/**
 * Mines one block on the tip with every mempool transaction (oldest first, so parents precede
 * children) behind a coinbase, with a real merkle root, witness commitment and proof of work at
 * regtest's difficulty.
 */
export function mineBlock(state: ChainState, { time, payouts }: MineBlockParameters): Block {
  const tip = chainTip(state)
  const height = tip.height + 1
  const records = [...state.mempool.values()]
  const fees = records.reduce((sum, record) => sum + record.fee, 0n)
  const hasWitness = records.some((record) => record.tx.weight !== record.tx.size * 4)
  const coinbase = buildCoinbase({
    height,
    payouts: payouts(blockSubsidy(height) + fees),
    witnessTxids: hasWitness
      ? records.map((record) => reversedHex(sha256(sha256(record.tx.raw))))
      : undefined,
  })
  const coinbaseRecord: TxRecord = {
    tx: coinbase,
    prevouts: [],
    fee: 0n,
    placement: { confirmed: false },
  }
  const all = [coinbaseRecord, ...records]
  const txids = all.map((record) => record.tx.txid)
  const blockTime = Math.max(time, medianTimePast(state) + 1)
  const header = {
    version: blockVersion,
    previousHash: tip.hash,
    merkleRoot: merkleRoot(txids),
    time: blockTime,
    bits: regtestBits,
  }
  const { nonce, hash } = mineHeader(header)
  const countBytes = all.length < 0xfd ? 1 : all.length <= 0xffff ? 3 : 5
  const block: Block = {
    ...header,
    hash,
    nonce,
    height,
    medianTime: medianTimePast(state, blockTime),
    txids,
    size: 80 + countBytes + all.reduce((sum, record) => sum + record.tx.size, 0),
    weight: (80 + countBytes) * 4 + all.reduce((sum, record) => sum + record.tx.weight, 0),
  }
  connectBlock(state, block, all)
  return block
}

import { BitcoinTransactionRejectedError } from '../../errors/bitcoin.js'
import { classifyScript, type ScriptType } from '../classifyScript.js'
import { outpointKey, type ParsedTransaction, type TxOutput } from '../types.js'
import { formatMoney } from './formatMoney.js'

/** 21 million BTC in satoshis. */
export const maxMoney = 2_100_000_000_000_000n

/** Bitcoin Core's default minimum relay fee: 1 sat/vB (1,000 sat/kvB). */
export const minRelayFeeRate = 1n

/** Bitcoin Core's default `-datacarriersize`: an OP_RETURN script of 83 bytes at most. */
export const maxOpReturnBytes = 83

/**
 * Below these values an output costs more to spend than it is worth at 3 sat/vB, and Bitcoin
 * Core refuses to relay it (`dust`).
 */
export const dustThresholds: Readonly<Partial<Record<ScriptType, bigint>>> = Object.freeze({
  p2pkh: 546n,
  p2sh: 540n,
  v0_p2wpkh: 294n,
  v0_p2wsh: 330n,
  v1_p2tr: 330n,
})

function reject(reason: string, code = -26): BitcoinTransactionRejectedError {
  return new BitcoinTransactionRejectedError({ code, reason })
}

/**
 * The checks that need nothing but the transaction: Bitcoin Core's `CheckTransaction` (inputs and
 * outputs present, amounts in range, no duplicate inputs) and its standardness rules (version,
 * standard output scripts, one OP_RETURN of 83 bytes at most, no dust).
 */
export function checkTransactionAlone(tx: ParsedTransaction): void {
  if (tx.inputs.length === 0) throw reject('bad-txns-vin-empty')
  if (tx.outputs.length === 0) throw reject('bad-txns-vout-empty')
  let total = 0n
  for (const output of tx.outputs) {
    if (output.value > maxMoney) throw reject('bad-txns-vout-toolarge')
    total += output.value
    if (total > maxMoney) throw reject('bad-txns-txouttotal-toolarge')
  }
  const seen = new Set<string>()
  for (const input of tx.inputs) {
    const key = outpointKey(input.txid, input.vout)
    if (seen.has(key)) throw reject('bad-txns-inputs-duplicate')
    seen.add(key)
  }
  if (tx.isCoinbase) throw reject('coinbase')
  if (tx.inputs.some((input) => input.txid === '0'.repeat(64) && input.vout === 0xffff_ffff)) {
    throw reject('bad-txns-prevout-null')
  }
  if (tx.version < 1 || tx.version > 3) throw reject('version')
  if (tx.weight > 400_000) throw reject('tx-size')
  // weight = 3 × size without witnesses + size: Core refuses stripped sizes under 65 bytes.
  if ((tx.weight - tx.size) / 3 < 65) throw reject('tx-size-small')
  let opReturns = 0
  for (const output of tx.outputs) {
    const { type } = classifyScript(output.script)
    if (type === 'op_return') {
      opReturns += 1
      if (output.script.length > maxOpReturnBytes) throw reject('datacarrier')
      continue
    }
    const dust = dustThresholds[type]
    if (dust === undefined) throw reject('scriptpubkey')
    if (output.value < dust) throw reject('dust')
  }
  if (opReturns > 1) throw reject('multi-op-return')
}

/**
 * The checks that need the spent outputs: value in covers value out, and the fee meets the
 * minimum relay fee for the transaction's virtual size. Returns the fee.
 */
export function checkFee(tx: ParsedTransaction, prevouts: readonly TxOutput[]): bigint {
  const valueIn = prevouts.reduce((sum, output) => sum + output.value, 0n)
  const valueOut = tx.outputs.reduce((sum, output) => sum + output.value, 0n)
  if (valueIn < valueOut) {
    throw reject(
      `bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`,
    )
  }
  const fee = valueIn - valueOut
  const required = BigInt(tx.vsize) * minRelayFeeRate
  if (fee < required) throw reject(`min relay fee not met, ${fee} < ${required}`)
  return fee
}

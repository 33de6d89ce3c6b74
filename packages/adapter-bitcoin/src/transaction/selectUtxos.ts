import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'
import { InsufficientFundsError } from '../errors/transaction.js'
import type { BitcoinUtxo } from '../types/utxo.js'
import { estimateTransactionSize, type SpendableInputType } from './estimateTransactionSize.js'
import { feeFor } from './feeRate.js'

export type SelectUtxosParameters = {
  utxos: readonly BitcoinUtxo[]
  inputType: SpendableInputType
  recipientType: BitcoinAddressType
  changeType: BitcoinAddressType
  /** Sats to send, or `'max'` for everything less the fee. */
  amount: bigint | 'max'
  feeRate: number
  recipientDustLimit: bigint
  changeDustLimit: bigint
}
export type SelectUtxosReturnType = {
  inputs: BitcoinUtxo[]
  amount: bigint
  fee: bigint
  change: bigint
  vsize: number
}

/**
 * Largest first: the fewest inputs, so the smallest fee and PSBT, and the same choice for the
 * same outputs in any order (ties by txid, then vout). Outputs worth less than the fee of
 * spending them are left out. Change below its dust limit goes to the fee.
 */
export function selectUtxos(parameters: SelectUtxosParameters): SelectUtxosReturnType {
  const { inputType, recipientType, changeType, amount, feeRate } = parameters
  const sizeOf = (count: number, withChange: boolean) =>
    estimateTransactionSize({
      inputs: Array(count).fill(inputType),
      outputs: withChange ? [recipientType, changeType] : [recipientType],
    }).vsize
  const inputFee = feeFor(sizeOf(2, false) - sizeOf(1, false), feeRate)
  const usable = [...parameters.utxos]
    .filter(({ value }) => value > inputFee)
    .sort(
      (a, b) =>
        Number(b.value - a.value) ||
        (a.txid < b.txid ? -1 : a.txid > b.txid ? 1 : 0) ||
        a.vout - b.vout,
    )
  const available = usable.reduce((sum, { value }) => sum + value, 0n)

  if (amount === 'max') {
    const vsize = sizeOf(usable.length, false)
    const fee = feeFor(vsize, feeRate)
    if (available - fee < parameters.recipientDustLimit)
      throw new InsufficientFundsError({ needed: fee + parameters.recipientDustLimit, available })
    return { inputs: usable, amount: available - fee, fee, change: 0n, vsize }
  }

  let total = 0n
  for (const [index, utxo] of usable.entries()) {
    total += utxo.value
    const count = index + 1
    const vsizeAlone = sizeOf(count, false)
    const feeAlone = feeFor(vsizeAlone, feeRate)
    if (total < amount + feeAlone) continue
    const inputs = usable.slice(0, count)
    const vsizeWithChange = sizeOf(count, true)
    const feeWithChange = feeFor(vsizeWithChange, feeRate)
    const change = total - amount - feeWithChange
    if (change >= parameters.changeDustLimit)
      return { inputs, amount, fee: feeWithChange, change, vsize: vsizeWithChange }
    return { inputs, amount, fee: total - amount, change: 0n, vsize: vsizeAlone }
  }
  const needed = amount + feeFor(sizeOf(Math.max(usable.length, 1), false), feeRate)
  throw new InsufficientFundsError({ needed, available })
}

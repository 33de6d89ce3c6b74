import { FeeCapTooHighError, TipAboveFeeCapError } from '../errors/node.js'
import { FeeConflictError } from '../errors/transaction.js'

export type TransactionFees = {
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

const maxUint256 = 2n ** 256n - 1n

/**
 * SPEC §5 fee rules, checked before the wallet sees anything: `gasPrice` does not combine with
 * EIP-1559 fees, the fee cap is at most 2^256-1, and the tip is at most the fee cap.
 */
export function assertTransactionFees({
  gasPrice,
  maxFeePerGas,
  maxPriorityFeePerGas,
}: TransactionFees): void {
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined))
    throw new FeeConflictError()
  if (maxFeePerGas !== undefined && maxFeePerGas > maxUint256)
    throw new FeeCapTooHighError({ details: `maxFeePerGas: ${maxFeePerGas}` })
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  )
    throw new TipAboveFeeCapError({
      details: `maxPriorityFeePerGas ${maxPriorityFeePerGas} > maxFeePerGas ${maxFeePerGas}`,
    })
}

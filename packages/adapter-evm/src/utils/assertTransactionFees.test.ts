import { describe, expect, test } from 'vitest'
import { FeeCapTooHighError, TipAboveFeeCapError } from '../errors/node.js'
import { FeeConflictError } from '../errors/transaction.js'
import { assertTransactionFees, type TransactionFees } from './assertTransactionFees.js'

const maxUint256 = 2n ** 256n - 1n

// SPEC §5 fee rules, one row each.
const rows: [string, TransactionFees, (new (...args: never[]) => Error) | undefined][] = [
  ['no fees', {}, undefined],
  ['gasPrice alone', { gasPrice: 1n }, undefined],
  ['EIP-1559 fees', { maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }, undefined],
  ['tip equal to the cap', { maxFeePerGas: 2n, maxPriorityFeePerGas: 2n }, undefined],
  ['cap of exactly 2^256-1', { maxFeePerGas: maxUint256 }, undefined],
  ['gasPrice with maxFeePerGas', { gasPrice: 1n, maxFeePerGas: 1n }, FeeConflictError],
  [
    'gasPrice with maxPriorityFeePerGas',
    { gasPrice: 1n, maxPriorityFeePerGas: 1n },
    FeeConflictError,
  ],
  ['cap above 2^256-1', { maxFeePerGas: maxUint256 + 1n }, FeeCapTooHighError],
  ['tip above the cap', { maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }, TipAboveFeeCapError],
]

describe('assertTransactionFees', () => {
  test.each(rows)('%s', (_, fees, expected) => {
    if (expected) expect(() => assertTransactionFees(fees)).toThrow(expected)
    else expect(() => assertTransactionFees(fees)).not.toThrow()
  })
})

import { BaseError } from '../../errors/BaseError.js'

/** SPEC §5 fee rules were broken: the fees cannot be sent. */
export class InvalidSendFeesError extends BaseError {
  override name = 'InvalidSendFees'
}

/** What an EVM transaction pays per unit of gas: a legacy price or EIP-1559 fees. */
export type FeesPerGas =
  | { gasPrice: bigint; maxFeePerGas?: undefined; maxPriorityFeePerGas?: undefined }
  | { gasPrice?: undefined; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

export type ResolveFeesPerGasParameters = {
  /** The latest block's base fee; absent on a chain without EIP-1559. */
  baseFeePerGas?: bigint | undefined
  /** The node's gas price (`eth_gasPrice`). */
  gasPrice: bigint
  /** The node's suggested tip (`eth_maxPriorityFeePerGas`), when it has one. */
  maxPriorityFeePerGas?: bigint | undefined
  /** SPEC §5: 1.2 by default, at least 1. */
  baseFeeMultiplier?: number | undefined
}

export const defaultBaseFeeMultiplier = 1.2
const maxUint256 = 2n ** 256n - 1n
const scale = 1_000_000

/**
 * The fees to offer (SPEC §5): on a chain without a base fee the legacy gas price; otherwise
 * EIP-1559 fees with the cap at base fee × multiplier + tip (the tip is the node's suggestion, or
 * what the gas price pays above the base fee). The result always passes `assertSendFees`.
 */
export function resolveFeesPerGas({
  baseFeePerGas,
  gasPrice,
  maxPriorityFeePerGas,
  baseFeeMultiplier = defaultBaseFeeMultiplier,
}: ResolveFeesPerGasParameters): FeesPerGas {
  if (!Number.isFinite(baseFeeMultiplier) || baseFeeMultiplier < 1)
    throw new InvalidSendFeesError('Invalid baseFeeMultiplier', {
      details: 'It must be a finite number of at least 1',
    })
  if (baseFeePerGas === undefined) {
    const fees = { gasPrice }
    assertSendFees(fees)
    return fees
  }
  const tip = maxPriorityFeePerGas ?? (gasPrice > baseFeePerGas ? gasPrice - baseFeePerGas : 0n)
  const multiplier = BigInt(Math.round(baseFeeMultiplier * scale))
  const fees = {
    maxFeePerGas: (baseFeePerGas * multiplier) / BigInt(scale) + tip,
    maxPriorityFeePerGas: tip,
  }
  assertSendFees(fees)
  return fees
}

/**
 * SPEC §5 fee rules: `gasPrice` does not combine with `maxFeePerGas` or `maxPriorityFeePerGas`,
 * no fee is negative, the fee cap is at most 2^256-1, and the tip is at most the fee cap.
 */
export function assertSendFees(fees: {
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}): void {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fees
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined))
    throw new InvalidSendFeesError('Cannot specify both gasPrice and EIP-1559 fees')
  for (const [name, fee] of Object.entries(fees))
    if (typeof fee === 'bigint' && fee < 0n)
      throw new InvalidSendFeesError('A fee cannot be negative', { details: name })
  if (maxFeePerGas !== undefined && maxFeePerGas > maxUint256)
    throw new InvalidSendFeesError('Fee cap is higher than 2^256-1')
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  )
    throw new InvalidSendFeesError('The tip cannot exceed the fee cap')
}

/** The most a transaction of `gas` units can cost with these fees (what a balance must cover). */
export function maxNetworkFee({ gas, fees }: { gas: bigint; fees: FeesPerGas }): bigint {
  assertSendFees(fees)
  return gas * (fees.gasPrice ?? fees.maxFeePerGas)
}

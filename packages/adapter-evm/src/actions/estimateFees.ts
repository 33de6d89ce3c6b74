import type { CaipNetwork } from '@kit/core'
import { FeeEstimationError } from '../errors/transaction.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import type { TransactionFees } from '../utils/assertTransactionFees.js'
import { parseHexQuantity } from '../utils/parseHexQuantity.js'
import { readRpc } from '../utils/readRpc.js'

export type EstimateFeesParameters = { network: CaipNetwork; fees: TransactionFees }

export type EstimatedFees =
  | { gasPrice: bigint }
  | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

const scale = 1_000_000

/**
 * Fills in the fees a transaction lacks from the network's RPC: on EIP-1559 chains the fee cap
 * is base fee × `baseFeeMultiplier` + tip (`eth_maxPriorityFeePerGas`, else gas price − base
 * fee); elsewhere `eth_gasPrice`. Given fees are kept as they are. The RPC reader is loaded on
 * first use, so it stays out of the page's first paint.
 */
export async function estimateFees(
  state: EvmAdapterState,
  { network, fees }: EstimateFeesParameters,
): Promise<EstimatedFees> {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fees
  if (gasPrice !== undefined) return { gasPrice }
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined)
    return { maxFeePerGas, maxPriorityFeePerGas }
  const call = (method: string, params: unknown[]) => readRpc(state, { network, method, params })
  const read = async (method: string) => parseHexQuantity(await call(method, []))
  try {
    const baseFee = readBaseFee(await call('eth_getBlockByNumber', ['latest', false]))
    if (baseFee === undefined) {
      if (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)
        throw new FeeEstimationError({ details: 'The chain does not support EIP-1559 fees' })
      return { gasPrice: await read('eth_gasPrice') }
    }
    const tip =
      maxPriorityFeePerGas ??
      (await read('eth_maxPriorityFeePerGas').catch(async () => {
        const price = await read('eth_gasPrice')
        return price > baseFee ? price - baseFee : 0n
      }))
    const multiplier = BigInt(Math.round(state.baseFeeMultiplier * scale))
    return {
      maxFeePerGas: maxFeePerGas ?? (baseFee * multiplier) / BigInt(scale) + tip,
      maxPriorityFeePerGas: tip,
    }
  } catch (error) {
    throw error instanceof FeeEstimationError ? error : new FeeEstimationError({ cause: error })
  }
}

function readBaseFee(block: unknown): bigint | undefined {
  if (typeof block !== 'object' || block === null)
    throw new FeeEstimationError({ details: 'No latest block' })
  const { baseFeePerGas } = block as { baseFeePerGas?: unknown }
  return baseFeePerGas === undefined || baseFeePerGas === null
    ? undefined
    : parseHexQuantity(baseFeePerGas)
}

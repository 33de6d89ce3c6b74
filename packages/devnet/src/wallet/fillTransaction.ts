import { type Address, hexToBigInt, numberToHex, type TransactionSerializable } from 'viem'
import type { TransactionRequest } from './parseTransactionRequest.js'

export type FillTransactionParameters = {
  tx: TransactionRequest
  from: Address
  chainId: number
  /** One JSON-RPC call to the chain's node. */
  call: (method: string, params: unknown[]) => Promise<unknown>
}

/**
 * Completes a dapp's transaction the way a wallet does: pending nonce, estimated gas, and
 * EIP-1559 fees (base fee × 1.2 + tip) unless the dapp set a legacy `gasPrice`. Done by hand
 * rather than through a viem client to keep the dev wallet small in the page.
 */
export async function fillTransaction({
  tx,
  from,
  chainId,
  call,
}: FillTransactionParameters): Promise<TransactionSerializable> {
  const quantity = (value: unknown) => hexToBigInt(value as `0x${string}`)
  const request = {
    from,
    to: tx.to,
    value: numberToHex(tx.value),
    ...(tx.data === undefined ? {} : { data: tx.data }),
  }
  const [nonce, gas, fees] = await Promise.all([
    tx.nonce ?? call('eth_getTransactionCount', [from, 'pending']).then((n) => Number(quantity(n))),
    tx.gas ?? call('eth_estimateGas', [request]).then(quantity),
    fillFees(tx, call, quantity),
  ])
  return { chainId, nonce, gas, to: tx.to ?? null, value: tx.value, data: tx.data, ...fees }
}

async function fillFees(
  tx: TransactionRequest,
  call: FillTransactionParameters['call'],
  quantity: (value: unknown) => bigint,
) {
  if (tx.gasPrice !== undefined && tx.maxFeePerGas === undefined) {
    return { type: 'legacy' as const, gasPrice: tx.gasPrice }
  }
  const block = (await call('eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas?: string
  } | null
  if (!block?.baseFeePerGas) {
    return {
      type: 'legacy' as const,
      gasPrice: tx.gasPrice ?? quantity(await call('eth_gasPrice', [])),
    }
  }
  const baseFee = quantity(block.baseFeePerGas)
  const tip =
    tx.maxPriorityFeePerGas ??
    quantity(await call('eth_maxPriorityFeePerGas', []).catch(() => '0x0'))
  const maxFeePerGas = tx.maxFeePerGas ?? (baseFee * 12n) / 10n + tip
  return {
    type: 'eip1559' as const,
    maxFeePerGas,
    maxPriorityFeePerGas: tip > maxFeePerGas ? maxFeePerGas : tip,
  }
}

import type { BuiltTransaction } from '@kit/blockchain-api'
import type { Address, Hex } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import type { ServedChain } from '../ServedChain.js'

export type BuildTransactionParameters = {
  chain: ServedChain
  from: Address
  to: Address
  data: Hex
  value: bigint
  /** Estimate the gas on the node (true by default); a fixed limit otherwise. */
  estimate?: boolean | undefined
  /** The limit when not estimating: 21,000 for a plain transfer, 100,000 for a call by default. */
  fixedGas?: bigint | undefined
}

/**
 * A transaction for the wallet to send, with the node's gas price and an estimated gas limit.
 * A transaction the node says would fail (no balance, no allowance) is a 400.
 */
export async function buildTransaction({
  chain,
  from,
  to,
  data,
  value,
  estimate = true,
  fixedGas = data === '0x' ? 21_000n : 100_000n,
}: BuildTransactionParameters): Promise<BuiltTransaction> {
  const request = { from, to, data, value: `0x${value.toString(16)}` }
  const [gasPrice, gas] = await Promise.all([
    chain.call('eth_gasPrice').then((hex) => BigInt(hex as string)),
    estimate
      ? chain.call('eth_estimateGas', [request]).then(
          (hex) => BigInt(hex as string),
          (cause: unknown) => {
            throw new ApiRequestError({
              field: 'amount',
              description: 'The transaction would fail (balance or allowance too low)',
              cause,
            })
          },
        )
      : Promise.resolve(fixedGas),
  ])
  return {
    from,
    to,
    data,
    value: value.toString(),
    eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
  }
}

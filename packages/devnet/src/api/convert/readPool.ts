import { type Address, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem'
import { wrappedNativeAddress } from '../../chains/swapPools.js'
import { swapRouterAddress } from '../../chains/swapRouterAddress.js'
import { kitSwapRouterAbi } from '../../contracts/artifacts.js'
import { ProviderRpcError } from '../../errors/provider.js'
import type { ServedChain } from '../ServedChain.js'
import { nativeTokenAddress } from '../tokens/nativeTokenAddress.js'
import type { PoolReserves } from './constantProduct.js'

/** The token a pool holds for `contract`: the wrapped native currency for the `0xeeee…` placeholder. */
export function poolToken(contract: Address): Address {
  return contract.toLowerCase() === nativeTokenAddress ? wrappedNativeAddress : contract
}

/** Whether the swap router is deployed on `chain` (every non-testnet chain of the stack). */
export async function hasSwapRouter(chain: ServedChain): Promise<boolean> {
  const code = (await chain.call('eth_getCode', [swapRouterAddress, 'latest'])) as Hex
  return code !== '0x'
}

/**
 * The reserves of the pool between two tokens (`0xeeee…` for native), read on chain through the
 * router, in the order of the swap; undefined when there is no such pool or it is empty.
 */
export async function readPool(
  chain: ServedChain,
  tokenIn: Address,
  tokenOut: Address,
): Promise<PoolReserves | undefined> {
  const data = encodeFunctionData({
    abi: kitSwapRouterAbi,
    functionName: 'getReserves',
    args: [poolToken(tokenIn), poolToken(tokenOut)],
  })
  let result: Hex
  try {
    result = (await chain.call('eth_call', [{ to: swapRouterAddress, data }, 'latest'])) as Hex
  } catch (cause) {
    // The router reverts for a pair it has no pool for; anything else is the node failing.
    if (cause instanceof ProviderRpcError && /revert/i.test(cause.message)) return undefined
    throw cause
  }
  if (result === '0x') return undefined
  const [reserveIn, reserveOut] = decodeFunctionResult({
    abi: kitSwapRouterAbi,
    functionName: 'getReserves',
    data: result,
  })
  return reserveIn > 0n && reserveOut > 0n ? { reserveIn, reserveOut } : undefined
}

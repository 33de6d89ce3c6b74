import { type Address, encodeFunctionData, type Hex } from 'viem'
import { kitSwapRouterAbi } from '../../contracts/artifacts.js'

export type BuildSwapCalldataParameters = {
  /** The contracts sold and bought; `native` marks the native currency. */
  from: { contract: Address; native: boolean }
  to: { contract: Address; native: boolean }
  /** Base units of `from`. */
  amountIn: bigint
  /** The least base units of `to` the swap accepts. */
  amountOutMin: bigint
  /** Who receives the output. */
  recipient: Address
  /** Unix seconds after which the router refuses the swap. */
  deadline: bigint
}

/** The router call for a swap and the native value sent with it. */
export function buildSwapCalldata({
  from,
  to,
  amountIn,
  amountOutMin,
  recipient,
  deadline,
}: BuildSwapCalldataParameters): { data: Hex; value: bigint } {
  if (from.native) {
    const args = [amountOutMin, to.contract, recipient, deadline] as const
    return {
      data: encodeFunctionData({
        abi: kitSwapRouterAbi,
        functionName: 'swapExactNativeForTokens',
        args,
      }),
      value: amountIn,
    }
  }
  if (to.native) {
    const args = [amountIn, amountOutMin, from.contract, recipient, deadline] as const
    return {
      data: encodeFunctionData({
        abi: kitSwapRouterAbi,
        functionName: 'swapExactTokensForNative',
        args,
      }),
      value: 0n,
    }
  }
  const args = [amountIn, amountOutMin, from.contract, to.contract, recipient, deadline] as const
  return {
    data: encodeFunctionData({
      abi: kitSwapRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args,
    }),
    value: 0n,
  }
}

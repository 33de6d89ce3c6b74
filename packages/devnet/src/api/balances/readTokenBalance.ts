import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem'
import { kitTokenAbi } from '../../contracts/artifacts.js'
import type { ServedChain } from '../ServedChain.js'

/** `balanceOf(owner)` of an ERC-20 (or the NFT count of an ERC-721), read with `eth_call`. */
export async function readTokenBalance(
  chain: ServedChain,
  token: Address,
  owner: Address,
): Promise<bigint> {
  const data = encodeFunctionData({ abi: kitTokenAbi, functionName: 'balanceOf', args: [owner] })
  const result = await chain.call('eth_call', [{ to: token, data }, 'latest'])
  return decodeFunctionResult({
    abi: kitTokenAbi,
    functionName: 'balanceOf',
    data: result as `0x${string}`,
  })
}

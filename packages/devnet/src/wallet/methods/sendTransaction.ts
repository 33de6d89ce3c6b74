import type { Hash } from 'viem'
import { ChainDisconnectedError, InvalidProviderParamsError } from '../../errors/provider.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { assertAccount } from '../actions/assertAccount.js'
import { fillTransaction } from '../fillTransaction.js'
import { parseTransactionRequest } from '../parseTransactionRequest.js'
import { summarizeTransaction } from '../summarizeTransaction.js'
import type { WalletContext } from '../WalletContext.js'

/**
 * `eth_sendTransaction`: fills nonce, gas and fees from the chain's RPC, signs with the local key
 * and sends the raw transaction once (no retry: the dapp decides what to do on failure).
 */
export async function sendTransaction(
  context: WalletContext,
  params: readonly unknown[],
): Promise<Hash> {
  const tx = parseTransactionRequest(params[0])
  assertAccount(context, tx.from)
  const { chainId } = context.state.get()
  if (tx.chainId !== undefined && tx.chainId !== BigInt(chainId)) {
    throw new InvalidProviderParamsError(
      `Transaction chainId ${tx.chainId} does not match the active chain ${chainId}.`,
    )
  }
  const chain = context.state.findChain(chainId)
  const rpcUrl = chain?.rpcUrl
  if (!rpcUrl) throw new ChainDisconnectedError(chainId)
  await context.approvals.ask({
    method: 'eth_sendTransaction',
    summary: summarizeTransaction(tx, chain.symbol ?? 'ETH'),
  })

  const call = (method: string, callParams: unknown[]) =>
    jsonRpcRequest({ url: rpcUrl, method, params: callParams, fetchFn: context.fetchFn })
  const filled = await fillTransaction({ tx, from: context.account.address, chainId, call })
  const signed = await context.account.signTransaction(filled)
  return (await call('eth_sendRawTransaction', [signed])) as Hash
}

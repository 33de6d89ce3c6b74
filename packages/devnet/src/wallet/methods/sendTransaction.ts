import { BaseError, createWalletClient, type Hash, http } from 'viem'
import {
  ChainDisconnectedError,
  InternalProviderError,
  InvalidProviderParamsError,
} from '../../errors/provider.js'
import { assertAccount } from '../actions/assertAccount.js'
import { parseTransactionRequest } from '../parseTransactionRequest.js'
import { summarizeTransaction } from '../summarizeTransaction.js'
import type { WalletContext } from '../WalletContext.js'

/**
 * `eth_sendTransaction`: fills nonce, gas and fees from the chain's RPC, signs with the local key
 * and sends the raw transaction.
 */
export async function sendTransaction(context: WalletContext, params: readonly unknown[]): Promise<Hash> {
  const tx = parseTransactionRequest(params[0])
  assertAccount(context, tx.from)
  const { chainId } = context.state.get()
  if (tx.chainId !== undefined && tx.chainId !== BigInt(chainId)) {
    throw new InvalidProviderParamsError(
      `Transaction chainId ${tx.chainId} does not match the active chain ${chainId}.`,
    )
  }
  const chain = context.state.findChain(chainId)
  if (!chain?.rpcUrl) throw new ChainDisconnectedError(chainId)
  await context.approvals.ask({
    method: 'eth_sendTransaction',
    summary: summarizeTransaction(tx, chain.symbol ?? 'ETH'),
  })

  // No retries: a signed transaction is sent once, and the dapp decides what to do on failure.
  const client = createWalletClient({
    account: context.account,
    transport: http(chain.rpcUrl, { retryCount: 0, fetchFn: context.fetchFn }),
  })
  const fees =
    tx.gasPrice !== undefined && tx.maxFeePerGas === undefined
      ? { gasPrice: tx.gasPrice }
      : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
  try {
    return await client.sendTransaction({
      chain: null,
      chainId,
      to: tx.to ?? null,
      value: tx.value,
      data: tx.data,
      gas: tx.gas,
      nonce: tx.nonce,
      ...fees,
    })
  } catch (cause) {
    const message = cause instanceof BaseError ? cause.shortMessage : 'Transaction failed.'
    throw new InternalProviderError(message, { cause })
  }
}

import { type Hash, isAddress, parseEther } from 'viem'
import { ChainDisconnectedError, InvalidProviderParamsError } from '../../errors/provider.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { fillTransaction } from '../fillTransaction.js'
import type { WalletContext } from '../WalletContext.js'

export type SendNativeParameters = {
  /** Recipient address. */
  to: string
  /** Amount of the native currency as a decimal string, e.g. `0.01`. */
  amount: string
}

/**
 * A send made in the wallet itself (the panel's Send form), not requested by the page: native
 * currency from the wallet's account on its current chain, signed locally and sent raw.
 */
export async function sendNative(
  context: WalletContext,
  { to, amount }: SendNativeParameters,
): Promise<Hash> {
  const recipient = to.trim()
  if (!isAddress(recipient)) throw new InvalidProviderParamsError('Enter a valid address.')
  const text = amount.trim()
  if (!/^(0|[1-9][0-9]*)(\.[0-9]{1,18})?$/.test(text) || parseEther(text) === 0n) {
    throw new InvalidProviderParamsError('Enter an amount greater than 0.')
  }
  const { chainId } = context.state.get()
  const rpcUrl = context.state.findChain(chainId)?.rpcUrl
  if (!rpcUrl) throw new ChainDisconnectedError(chainId)

  const call = (method: string, params: unknown[]) =>
    jsonRpcRequest({ url: rpcUrl, method, params, fetchFn: context.fetchFn })
  const filled = await fillTransaction({
    tx: {
      from: context.account.address,
      to: recipient,
      value: parseEther(text),
      data: undefined,
      gas: undefined,
      nonce: undefined,
      gasPrice: undefined,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
      chainId: undefined,
    },
    from: context.account.address,
    chainId,
    call,
  })
  const signed = await context.account.signTransaction(filled)
  return (await call('eth_sendRawTransaction', [signed])) as Hash
}

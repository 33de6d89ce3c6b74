import { InvalidRpcResponseError } from '../errors/rpc.js'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { SolanaWalletChain } from '../networks/walletChains.js'
import { type RpcTransport, rpcRequest } from '../rpc/rpcRequest.js'
import type { SolanaSigner } from '../types/solanaSigner.js'
import { encodeBase58 } from '../utils/base58.js'
import { encodeBase64 } from '../utils/base64.js'
import { readFirstSignature } from './readFirstSignature.js'

export type SubmitTransactionParameters = {
  signer: SolanaSigner
  transaction: Uint8Array
  chain: SolanaWalletChain
  url: string
  /** web3.js `SendOptions` for the wallet's send, or the RPC's. */
  options?: Readonly<Record<string, unknown>> | undefined
}

/**
 * Has the wallet sign and send the transaction, or where it cannot send, sign it and send it
 * through the RPC (`sendTransaction`, base64). Returns the base58 signature.
 */
export async function submitTransaction(
  rpc: RpcTransport,
  { signer, transaction, chain, url, options }: SubmitTransactionParameters,
): Promise<string> {
  if (signer.signAndSendTransaction)
    return encodeBase58(await signer.signAndSendTransaction(transaction, chain, options))
  const signed = await signer.signTransaction(transaction, chain)
  const expected = readFirstSignature(signed)
  if (!expected)
    throw new InvalidWalletResponseError({ details: 'The signed transaction is malformed' })
  const signature = await rpcRequest(rpc, {
    url,
    method: 'sendTransaction',
    params: [
      encodeBase64(signed),
      { preflightCommitment: 'confirmed', ...options, encoding: 'base64' },
    ],
  })
  if (signature !== encodeBase58(expected))
    throw new InvalidRpcResponseError({ details: 'sendTransaction answered another signature' })
  return signature
}

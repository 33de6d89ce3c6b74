import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { InternalProviderError, ProviderRpcError } from '../../errors/provider.js'
import { decodeBase58 } from '../../solana/base58.js'

/** Sends a signed wire transaction with the `sendTransaction` JSON-RPC (base64); its signature. */
export async function sendSolanaTransaction({
  rpcUrl,
  fetchFn,
  signedTransaction,
  options = {},
}: {
  rpcUrl: string
  fetchFn: typeof fetch
  signedTransaction: Uint8Array
  options?: SolanaSignAndSendTransactionOptions | undefined
}): Promise<Uint8Array> {
  const { commitment, preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options
  const config = {
    encoding: 'base64',
    ...(skipPreflight === undefined ? {} : { skipPreflight }),
    ...((preflightCommitment ?? commitment)
      ? { preflightCommitment: preflightCommitment ?? commitment }
      : {}),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  }
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    const response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [toBase64(signedTransaction), config],
      }),
    })
    body = (await response.json()) as typeof body
  } catch (cause) {
    throw new InternalProviderError('The Solana RPC could not be reached.', { cause })
  }
  if (body.error) {
    const code = typeof body.error.code === 'number' ? body.error.code : -32603
    const message = typeof body.error.message === 'string' ? body.error.message : 'RPC error'
    throw new ProviderRpcError(code, message, { data: body.error.data })
  }
  if (typeof body.result !== 'string')
    throw new InternalProviderError('The Solana RPC answered no signature.')
  return decodeBase58(body.result)
}

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

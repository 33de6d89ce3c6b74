import {
  encodeBase58,
  InvalidProviderParamsError,
  parseSolanaTransaction,
  type SolanaKey,
  sendSolanaTransaction,
  signerSlot,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '#shared'
import { readBase64, toBase64 } from './readBase64.js'
import { readSolanaMessage } from './readSolanaMessage.js'

export type ExecuteSolanaRequestParameters = {
  method: string
  params: unknown
  key: SolanaKey
  /** The Solana RPC `solana_signAndSendTransaction` sends to; without it that method is 4200. */
  rpcUrl?: string | undefined
  fetchFn?: typeof fetch | undefined
}

/**
 * Carries out an approved Solana request, in WalletConnect's Solana RPC shapes:
 * `solana_signMessage` ({ message: base58, pubkey } → { signature: base58 }),
 * `solana_signTransaction` ({ transaction: base64, pubkey } → { signature, transaction: base64 })
 * and `solana_signAndSendTransaction` (the same, plus `sendOptions`, sent to `rpcUrl` →
 * { signature }). A key other than the wallet's is refused (4100), any other method 4200.
 */
export async function executeSolanaRequest({
  method,
  params,
  key,
  rpcUrl,
  fetchFn = (...args) => globalThis.fetch(...args),
}: ExecuteSolanaRequestParameters): Promise<unknown> {
  if (method === 'solana_signMessage') {
    const { message, pubkey } = readSolanaMessage(params)
    if (pubkey !== key.address) throw new UnauthorizedProviderError()
    return { signature: encodeBase58(await key.sign(message)) }
  }
  if (method === 'solana_signTransaction') {
    const { signed, signature } = await signTransaction(params, key)
    return { signature: encodeBase58(signature), transaction: toBase64(signed) }
  }
  if (method === 'solana_signAndSendTransaction' && rpcUrl !== undefined) {
    const { signed } = await signTransaction(params, key)
    const signature = await sendSolanaTransaction({
      rpcUrl,
      fetchFn,
      signedTransaction: signed,
      options: readSendOptions(params),
    })
    return { signature: encodeBase58(signature) }
  }
  throw new UnsupportedProviderMethodError(method)
}

/** The transaction with the wallet's signature in its slot, and that signature. */
async function signTransaction(params: unknown, key: SolanaKey) {
  const { transaction, pubkey } = record(params)
  if (pubkey !== undefined && pubkey !== key.address) throw new UnauthorizedProviderError()
  const bytes = readBase64(transaction, 'transaction')
  const parsed = parseSolanaTransaction(bytes)
  const slot = signerSlot(parsed, key.address)
  const signature = await key.sign(bytes.slice(parsed.messageOffset))
  const signed = new Uint8Array(bytes)
  signed.set(signature, parsed.signaturesOffset + slot * 64)
  return { signed, signature }
}

function readSendOptions(params: unknown) {
  const options = record(params).sendOptions
  if (options === undefined || options === null) return undefined
  if (typeof options !== 'object') throw new InvalidProviderParamsError('Bad sendOptions.')
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options as Record<
    string,
    unknown
  >
  const commitments = ['processed', 'confirmed', 'finalized']
  return {
    ...(typeof skipPreflight === 'boolean' ? { skipPreflight } : {}),
    ...(typeof preflightCommitment === 'string' && commitments.includes(preflightCommitment)
      ? { preflightCommitment: preflightCommitment as 'processed' | 'confirmed' | 'finalized' }
      : {}),
    ...(typeof maxRetries === 'number' ? { maxRetries } : {}),
    ...(typeof minContextSlot === 'number' ? { minContextSlot } : {}),
  }
}

function record(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new InvalidProviderParamsError('Expected an object of parameters.')
  return params as Record<string, unknown>
}

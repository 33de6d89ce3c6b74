import { decodeBase58, InvalidProviderParamsError } from '#shared'

/**
 * The bytes of a `solana_signMessage` request (`{ message: base58, pubkey: base58 }`, as
 * WalletConnect's Solana RPC has it) and the key it names. Anything else is refused.
 */
export function readSolanaMessage(params: unknown): {
  message: Uint8Array<ArrayBuffer>
  pubkey: string
} {
  const { message, pubkey } = (typeof params === 'object' && params !== null ? params : {}) as {
    message?: unknown
    pubkey?: unknown
  }
  if (typeof message !== 'string' || typeof pubkey !== 'string')
    throw new InvalidProviderParamsError('Expected { message, pubkey } as base58 strings.')
  try {
    return { message: decodeBase58(message), pubkey }
  } catch {
    throw new InvalidProviderParamsError('The message is not base58.')
  }
}

import { validateNonce } from '../message/validateSiwxField.js'
import { createNonce } from './createNonce.js'

export type ResolveNonceParameters = {
  /** The server's nonce issuer; when left out, a nonce comes from the CSPRNG (client-only setups). */
  getNonce?: (() => Promise<string>) | undefined
}

/**
 * The nonce for a new sign-in message: the server's when `getNonce` is given (checked to be at
 * least 8 letters and digits, `InvalidSiwxFieldError` otherwise), else `createNonce()`'s.
 * @example
 * const nonce = await resolveNonce({ getNonce: () => api.getNonce() })
 */
export async function resolveNonce({ getNonce }: ResolveNonceParameters = {}): Promise<string> {
  if (!getNonce) return createNonce()
  const nonce = await getNonce()
  validateNonce(nonce)
  return nonce
}

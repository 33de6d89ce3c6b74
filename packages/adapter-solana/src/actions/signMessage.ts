import { InvalidSignatureError } from '../errors/wallet.js'
import type { SolanaAdapterState } from '../types/adapterState.js'
import { encodeBase58 } from '../utils/base58.js'
import { toWalletError } from '../utils/toWalletError.js'
import { verifyEd25519 } from '../utils/verifyEd25519.js'
import { requireSession } from './requireSession.js'

export type SignMessageParameters = { connectorId: string; address: string; message: string }

/**
 * Signs a plain-text message (UTF-8) with `solana:signMessage`, or `solana_signMessage` over
 * WalletConnect, and returns the base58 signature, after checking that it is a valid ed25519
 * signature of the message by the account's key (`InvalidSignatureError` otherwise).
 */
export async function signMessage(
  state: SolanaAdapterState,
  { connectorId, address, message }: SignMessageParameters,
): Promise<string> {
  const { signer } = requireSession(state, connectorId, address)
  const bytes = new TextEncoder().encode(message)
  let signature: Uint8Array
  try {
    signature = await signer.signMessage(bytes)
  } catch (error) {
    throw toWalletError(error)
  }
  if (!(await verifyEd25519({ publicKey: signer.publicKey, message: bytes, signature })))
    throw new InvalidSignatureError()
  return encodeBase58(signature)
}

import { requireSession, sessionRequest } from '../connectors/sessionRequest.js'
import { InvalidAddressError } from '../errors/address.js'
import { InvalidSignatureError } from '../errors/wallet.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { isAddress } from '../utils/isAddress.js'
import { utf8ToHex } from '../utils/utf8ToHex.js'

export type SignMessageParameters = { connectorId: string; address: string; message: string }

const signaturePattern = /^0x[0-9a-fA-F]{62,}$/

/**
 * Signs a plain-text message with `personal_sign`. A result that is not 0x and at least 62 hex
 * characters (SPEC §5) throws 'Sign message failed'.
 */
export async function signMessage(
  state: EvmAdapterState,
  { connectorId, address, message }: SignMessageParameters,
): Promise<`0x${string}`> {
  if (!isAddress(address)) throw new InvalidAddressError(address)
  const session = requireSession(state, connectorId)
  const signature = await sessionRequest(session, 'personal_sign', [utf8ToHex(message), address])
  if (typeof signature !== 'string' || !signaturePattern.test(signature))
    throw new InvalidSignatureError()
  return signature as `0x${string}`
}

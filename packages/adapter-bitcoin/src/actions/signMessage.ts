import { base64, hex } from '@scure/base'
import { InvalidMessageSignatureError, UnsupportedWalletRequestError } from '../errors/wallet.js'
import { verifyBitcoinMessage } from '../message/verifyBitcoinMessage.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { getSession } from './getSession.js'

export type SignMessageParameters = {
  connectorId: string
  address: string
  message: string
  /** The signature kind to ask for; the wallet may pick another, which is accepted if it verifies. */
  protocol?: 'ecdsa' | 'bip322' | undefined
}

// Hex of the largest signature Kit verifies, with room.
const maxHexLength = 800

/**
 * Has the wallet sign `message` with one of the connected addresses (a legacy ECDSA or a BIP-322
 * signature, as the wallet chooses), checks it with `verifyBitcoinMessage` and returns it in
 * base64. A signature that does not verify is never returned: `InvalidMessageSignatureError`.
 */
export async function signMessage(
  state: BitcoinAdapterState,
  { connectorId, address, message, protocol }: SignMessageParameters,
): Promise<string> {
  const session = getSession(state, connectorId)
  if (!session.accounts.some((account) => account.address === address))
    throw new UnsupportedWalletRequestError('The address is not one of the connected accounts')
  const signature = await session.client.signMessage({ address, message, protocol })
  const network = getBitcoinNetwork({ caipNetworkId: session.network.caipNetworkId })
  for (const candidate of readSignature(signature))
    if (verifyBitcoinMessage({ address, message, signature: candidate, network })) return candidate
  throw new InvalidMessageSignatureError()
}

/** The base64 readings of a wallet's signature: WalletConnect's is hex, the others base64. */
function readSignature(signature: unknown): string[] {
  if (typeof signature !== 'string') return []
  if (signature.length <= maxHexLength && /^(?:[0-9a-fA-F]{2})+$/.test(signature))
    return [base64.encode(hex.decode(signature.toLowerCase())), signature]
  return [signature]
}

import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import type { InvalidBitcoinAddressError } from '../errors/address.js'
import {
  type BitcoinNetwork,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinTestnet,
} from '../networks/bitcoinNetworks.js'
import { verifyBip322Simple } from './verifyBip322Simple.js'
import { verifyLegacyMessage } from './verifyLegacyMessage.js'

export type VerifyBitcoinMessageParameters = {
  address: string
  message: string | Uint8Array
  /** Base64, as wallets answer `signMessage`. */
  signature: string
  /** The address's network; found from the address when left out. */
  network?: BitcoinNetwork | undefined
}
export type VerifyBitcoinMessageErrorType = InvalidBitcoinAddressError

// Base64 of the largest witness Kit checks, with room: anything longer is not a signature.
const maxSignatureLength = 400

/**
 * Whether `signature` signs `message` for `address`: a legacy "Bitcoin Signed Message" signature
 * (65 bytes; P2PKH, P2SH-P2WPKH, P2WPKH) or a BIP-322 simple one (P2WPKH, P2TR; with or without
 * its `smp` prefix). The full variants (`ful`, `pof`) are not supported and give `false`, as
 * does any malformed or wrong signature; only an address that is not one throws.
 * @example
 * const ok = verifyBitcoinMessage({ address, message: 'Sign in', signature })
 */
export function verifyBitcoinMessage({
  address,
  message,
  signature,
  network,
}: VerifyBitcoinMessageParameters): boolean {
  const { scriptPubKey } = parseAddress(address, network)
  if (typeof signature !== 'string' || signature.length > maxSignatureLength) return false
  // BIP-322 prefixes a simple signature with `smp`; older signers sent none.
  const simpleOnly = signature.startsWith('smp')
  let bytes: Uint8Array
  try {
    bytes = base64.decode(simpleOnly ? signature.slice(3) : signature)
  } catch {
    return false
  }
  const messageBytes = typeof message === 'string' ? utf8ToBytes(message) : message
  return (
    (!simpleOnly && verifyLegacyMessage(bytes, messageBytes, scriptPubKey)) ||
    verifyBip322Simple(bytes, messageBytes, scriptPubKey)
  )
}

function parseAddress(address: string, network: BitcoinNetwork | undefined) {
  if (network) return parseBitcoinAddress({ address, network })
  const others = [bitcoinTestnet, bitcoinRegtest]
  for (const candidate of others) {
    try {
      return parseBitcoinAddress({ address, network: candidate })
    } catch {}
  }
  return parseBitcoinAddress({ address, network: bitcoinMainnet })
}

import { bytesToHex } from '@noble/hashes/utils.js'
import { Address, OutScript } from '@scure/btc-signer'
import { InvalidBitcoinAddressError } from '../errors/bitcoin.js'
import { bitcoinRegtest } from './bitcoinRegtest.js'
import { classifyScript } from './classifyScript.js'

const regtestAddress = Address(bitcoinRegtest.network)

export type ParsedBitcoinAddress = {
  /** The address as the node writes it (bech32 in lower case). */
  address: string
  script: Uint8Array
  scriptHex: string
}

/**
 * Reads a regtest address: bech32 `bcrt1q…` (P2WPKH, P2WSH), bech32m `bcrt1p…` (P2TR) and the
 * base58 `m…`/`n…` (P2PKH) and `2…` (P2SH). Mainnet, testnet and anything else are refused.
 */
export function parseBitcoinAddress(address: string): ParsedBitcoinAddress {
  if (typeof address !== 'string' || address.length > 100) {
    throw new InvalidBitcoinAddressError({ address: String(address) })
  }
  let script: Uint8Array
  try {
    const decoded = regtestAddress.decode(address)
    if (decoded.type === 'p2a') throw new Error('Pay-to-anchor has no owner')
    script = OutScript.encode(decoded)
  } catch (cause) {
    throw new InvalidBitcoinAddressError({ address, cause })
  }
  const canonical = classifyScript(script).address
  if (!canonical) throw new InvalidBitcoinAddressError({ address })
  return { address: canonical, script, scriptHex: bytesToHex(script) }
}

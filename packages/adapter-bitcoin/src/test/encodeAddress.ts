import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetworks.js'

const base58check = createBase58check(sha256)

/** Encodes a hash or witness program as an address the way BIP-173, BIP-350 and base58check say. */
export function encodeAddress(type: BitcoinAddressType, hash: Uint8Array, network: BitcoinNetwork) {
  if (type === 'p2pkh') return base58check.encode(Uint8Array.of(network.pubKeyHash, ...hash))
  if (type === 'p2sh') return base58check.encode(Uint8Array.of(network.scriptHash, ...hash))
  if (type === 'p2tr') return bech32m.encode(network.bech32, [1, ...bech32m.toWords(hash)])
  return bech32.encode(network.bech32, [0, ...bech32.toWords(hash)])
}

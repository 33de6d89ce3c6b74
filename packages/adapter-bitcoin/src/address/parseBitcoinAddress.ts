import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { InvalidBitcoinAddressError, type InvalidBitcoinAddressReason } from '../errors/address.js'
import {
  type BitcoinNetwork,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinTestnet,
} from '../networks/bitcoinNetworks.js'

/** The output types Kit sends to and reads: legacy, nested script, segwit v0 and Taproot. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

export type ParseBitcoinAddressParameters = { address: unknown; network: BitcoinNetwork }
export type ParseBitcoinAddressReturnType = {
  type: BitcoinAddressType
  network: BitcoinNetwork
  /** The output script that pays the address. */
  scriptPubKey: Uint8Array
}
export type ParseBitcoinAddressErrorType = InvalidBitcoinAddressError

// BIP-173: a segwit address is at most 90 characters; base58 ones are far shorter.
const maxLength = 90
const bech32Charset = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/
const base58Charset = /^[1-9A-HJ-NP-Za-km-z]+$/
const knownPrefixes = new Set(
  [bitcoinMainnet, bitcoinTestnet, bitcoinRegtest].map(({ bech32 }) => bech32),
)
const base58check = /*#__PURE__*/ createBase58check(sha256)

/**
 * Validates and classifies a Bitcoin address of `network`, strictly: no trimming, no case
 * folding of mixed case, bech32 for witness v0 and bech32m for Taproot (BIP-173, BIP-350).
 * Testnet and signet share their address parameters, so each accepts the other's addresses.
 * Witness versions 2 to 16, valid per BIP-350 but not spendable yet, are refused.
 * @example
 * const { type, scriptPubKey } = parseBitcoinAddress({ address, network: bitcoinMainnet })
 */
export function parseBitcoinAddress({
  address,
  network,
}: ParseBitcoinAddressParameters): ParseBitcoinAddressReturnType {
  const fail = (reason: InvalidBitcoinAddressReason) =>
    new InvalidBitcoinAddressError(address, reason)
  if (typeof address !== 'string') throw fail('notString')
  if (address.length === 0) throw fail('empty')
  if (address.length > maxLength) throw fail('tooLong')
  if (/\s/.test(address)) throw fail('whitespace')
  if (!/^[\x21-\x7e]+$/.test(address)) throw fail('invalidCharacters')

  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf('1')
  const prefix = separator > 0 ? lower.slice(0, separator) : ''
  const { type, scriptPubKey } = knownPrefixes.has(prefix)
    ? parseSegwit(address, lower, prefix, network, fail)
    : parseBase58(address, network, fail)
  return { type, network, scriptPubKey }
}

type Fail = (reason: InvalidBitcoinAddressReason) => InvalidBitcoinAddressError
type Parsed = { type: BitcoinAddressType; scriptPubKey: Uint8Array }

function parseSegwit(
  address: string,
  lower: string,
  prefix: string,
  network: BitcoinNetwork,
  fail: Fail,
): Parsed {
  if (address !== lower && address !== address.toUpperCase()) throw fail('mixedCase')
  const data = lower.slice(prefix.length + 1)
  if (!bech32Charset.test(data)) throw fail('invalidCharacters')
  const asBech32 = bech32.decodeUnsafe(lower, maxLength)
  const decoded = asBech32 ?? bech32m.decodeUnsafe(lower, maxLength)
  if (!decoded) throw fail('checksum')
  const [version, ...programWords] = decoded.words
  if (version === undefined) throw fail('invalidLength')
  if (version > 16) throw fail('invalidWitnessVersion')
  if ((version === 0) !== (asBech32 !== undefined)) throw fail('wrongEncoding')
  const program = bech32.fromWordsUnsafe(programWords)
  if (!program) throw fail('invalidPadding')
  if (program.length < 2 || program.length > 40) throw fail('invalidProgramLength')
  const type = witnessType(version, program.length, fail)
  if (prefix !== network.bech32) throw fail('wrongNetwork')
  return {
    type,
    scriptPubKey: Uint8Array.of(version && 0x50 + version, program.length, ...program),
  }
}

function witnessType(version: number, length: number, fail: Fail): BitcoinAddressType {
  if (version === 0) {
    if (length === 20) return 'p2wpkh'
    if (length === 32) return 'p2wsh'
    throw fail('invalidProgramLength')
  }
  if (version === 1 && length === 32) return 'p2tr'
  throw fail('unsupportedWitnessVersion')
}

function parseBase58(address: string, network: BitcoinNetwork, fail: Fail): Parsed {
  if (!base58Charset.test(address)) throw fail('invalidCharacters')
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    throw fail('checksum')
  }
  const [version, ...hash] = payload
  if (version === undefined || hash.length !== 20) throw fail('invalidLength')
  if (version === network.pubKeyHash)
    return { type: 'p2pkh', scriptPubKey: Uint8Array.of(0x76, 0xa9, 20, ...hash, 0x88, 0xac) }
  if (version === network.scriptHash)
    return { type: 'p2sh', scriptPubKey: Uint8Array.of(0xa9, 20, ...hash, 0x87) }
  const known = [bitcoinMainnet, bitcoinTestnet].some(
    ({ pubKeyHash, scriptHash }) => version === pubKeyHash || version === scriptHash,
  )
  throw fail(known ? 'wrongNetwork' : 'unknownVersion')
}

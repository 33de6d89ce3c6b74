import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer/payment.js'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { bitcoinMessageHash } from './bitcoinMessageHash.js'

/**
 * Checks a 65-byte compact "Bitcoin Signed Message" signature against an output script. The
 * header byte (BIP-137) says how the key was used: 27–30 uncompressed P2PKH, 31–34 compressed
 * P2PKH (Electrum and others also use it for segwit addresses, so those are accepted too), 35–38
 * P2SH-P2WPKH, 39–42 P2WPKH.
 */
export function verifyLegacyMessage(
  signature: Uint8Array,
  message: Uint8Array,
  scriptPubKey: Uint8Array,
): boolean {
  const header = signature[0]
  if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false
  let publicKey: Uint8Array
  try {
    publicKey = secp256k1.Signature.fromBytes(signature.subarray(1), 'compact')
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(bitcoinMessageHash(message))
      .toBytes(header >= 31)
  } catch {
    return false
  }
  const scripts =
    header < 31
      ? [p2pkh(publicKey).script]
      : header < 35
        ? [p2pkh(publicKey).script, p2wpkh(publicKey).script, p2sh(p2wpkh(publicKey)).script]
        : header < 39
          ? [p2sh(p2wpkh(publicKey)).script]
          : [p2wpkh(publicKey).script]
  return scripts.some((script) => equalBytes(script, scriptPubKey))
}

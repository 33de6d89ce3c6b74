import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { RawWitness } from '@scure/btc-signer/script.js'
import type { Transaction } from '@scure/btc-signer/transaction.js'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'
import { createBip322ToSign } from './createBip322ToSign.js'

const sighashAll = 0x01
const sighashDefault = 0x00

/**
 * Checks a BIP-322 "simple" signature (a witness stack, serialized) for a P2WPKH or P2TR (key
 * path) output script: the signature of the virtual `to_sign` transaction that spends the
 * message's `to_spend`. Only SIGHASH_ALL, or Taproot's default, is accepted.
 */
export function verifyBip322Simple(
  signature: Uint8Array,
  message: Uint8Array,
  scriptPubKey: Uint8Array,
): boolean {
  let witness: Uint8Array[]
  try {
    witness = RawWitness.decode(signature)
  } catch {
    return false
  }
  const isP2wpkh = scriptPubKey.length === 22 && scriptPubKey[0] === 0x00 && scriptPubKey[1] === 20
  const isP2tr = scriptPubKey.length === 34 && scriptPubKey[0] === 0x51 && scriptPubKey[1] === 32
  if (!isP2wpkh && !isP2tr) return false
  try {
    const toSign = createBip322ToSign(message, scriptPubKey)
    return isP2wpkh
      ? verifyP2wpkh(toSign, witness, scriptPubKey.subarray(2))
      : verifyP2tr(toSign, witness, scriptPubKey)
  } catch {
    return false
  }
}

function verifyP2wpkh(toSign: Transaction, witness: Uint8Array[], keyHash: Uint8Array): boolean {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false
  if (!equalBytes(hash160(publicKey), keyHash) || signature.at(-1) !== sighashAll) return false
  const scriptCode = Uint8Array.of(0x76, 0xa9, 20, ...keyHash, 0x88, 0xac)
  const hash = toSign.preimageWitnessV0(0, scriptCode, sighashAll, 0n)
  return secp256k1.verify(signature.subarray(0, -1), hash, publicKey, {
    prehash: false,
    format: 'der',
  })
}

function verifyP2tr(toSign: Transaction, witness: Uint8Array[], scriptPubKey: Uint8Array): boolean {
  const [signature] = witness
  if (witness.length !== 1 || !signature) return false
  if (signature.length !== 64 && (signature.length !== 65 || signature[64] !== sighashAll))
    return false
  const sighash = signature.length === 64 ? sighashDefault : sighashAll
  const hash = toSign.preimageWitnessV1(0, [scriptPubKey], sighash, [0n])
  return schnorr.verify(signature.subarray(0, 64), hash, scriptPubKey.subarray(2))
}

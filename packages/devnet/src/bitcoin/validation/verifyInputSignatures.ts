import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { Transaction } from '@scure/btc-signer'
import { BitcoinTransactionRejectedError } from '../../errors/bitcoin.js'
import { equalBytes } from '../bytes.js'
import { classifyScript } from '../classifyScript.js'
import type { ParsedTransaction, TxOutput } from '../types.js'

/** Sighash types Bitcoin Core relays: ALL, NONE, SINGLE, each with or without ANYONECANPAY. */
const standardSighashTypes = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])
const sighashSingle = 0x03

/** A script failure every node refuses (consensus), with Bitcoin Core's script error text. */
function consensusFailure(text: string): BitcoinTransactionRejectedError {
  return new BitcoinTransactionRejectedError({
    code: -26,
    reason: `mandatory-script-verify-flag-failed (${text})`,
  })
}

/** A script failure only relay policy refuses, with Bitcoin Core's script error text. */
function policyFailure(text: string): BitcoinTransactionRejectedError {
  return new BitcoinTransactionRejectedError({
    code: -26,
    reason: `non-mandatory-script-verify-flag (${text})`,
  })
}

/**
 * Checks every input's witness against the output it spends: P2WPKH (BIP-143 sighash, strict
 * DER, low-S ECDSA) and P2TR key path (BIP-341 sighash, BIP-340 Schnorr). Any other kind of
 * input (legacy, P2SH, P2WSH, taproot script path) is refused: this node cannot check it.
 */
export function verifyInputSignatures(tx: ParsedTransaction, prevouts: readonly TxOutput[]): void {
  let sighashTx: Transaction | undefined
  const sighashes = () => {
    sighashTx ??= Transaction.fromRaw(tx.raw, {
      allowUnknownInputs: true,
      allowUnknownOutputs: true,
      allowUnknownVersion: true,
      disableScriptCheck: true,
    })
    return sighashTx
  }
  tx.inputs.forEach((input, index) => {
    const prevout = prevouts[index] as TxOutput
    const { type } = classifyScript(prevout.script)
    if (input.scriptSig.length > 0 && (type === 'v0_p2wpkh' || type === 'v1_p2tr')) {
      throw consensusFailure('Witness requires empty scriptSig')
    }
    if (type === 'v0_p2wpkh') {
      const program = prevout.script.subarray(2)
      verifyP2wpkh(input.witness, program, (hashType) =>
        sighashes().preimageWitnessV0(index, p2pkhScript(program), hashType, prevout.value),
      )
    } else if (type === 'v1_p2tr') {
      verifyP2trKeyPath(input.witness, prevout.script.subarray(2), (hashType) =>
        sighashes().preimageWitnessV1(
          index,
          prevouts.map((output) => output.script),
          hashType,
          prevouts.map((output) => output.value),
        ),
      )
    } else {
      throw new BitcoinTransactionRejectedError({
        code: -26,
        reason: `unsupported-input-type: input ${index} spends a ${type} output; this local node checks P2WPKH and P2TR key-path spends only`,
      })
    }
  })
}

function verifyP2wpkh(
  witness: readonly Uint8Array[],
  program: Uint8Array,
  sighash: (hashType: number) => Uint8Array,
): void {
  if (witness.length !== 2) throw consensusFailure('Witness program hash mismatch')
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
  if (!equalBytes(ripemd160(sha256(publicKey)), program)) {
    throw consensusFailure('Script failed an OP_EQUALVERIFY operation')
  }
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) {
    throw policyFailure('Using non-compressed keys in segwit')
  }
  const evalFalse =
    'Script evaluated without error but finished with a false/empty top stack element'
  if (signature.length === 0) throw consensusFailure(evalFalse)
  const der = signature.subarray(0, -1)
  const hashType = signature[signature.length - 1] as number
  let parsed: ReturnType<typeof secp256k1.Signature.fromBytes>
  try {
    parsed = secp256k1.Signature.fromBytes(der, 'der')
  } catch {
    throw consensusFailure('Non-canonical DER signature')
  }
  // BIP-66: the encoding must be the one canonical DER form of (r, s).
  if (!equalBytes(parsed.toBytes('der'), der)) throw consensusFailure('Non-canonical DER signature')
  // Bitcoin Core's order: DER, then low S, then the hash type.
  if (parsed.hasHighS()) {
    throw policyFailure('Non-canonical signature: S value is unnecessarily high')
  }
  if (!standardSighashTypes.has(hashType)) {
    throw policyFailure('Signature hash type missing or not understood')
  }
  let valid = false
  try {
    valid = secp256k1.verify(der, sighash(hashType), publicKey, {
      prehash: false,
      lowS: true,
      format: 'der',
    })
  } catch {
    valid = false
  }
  if (!valid) throw consensusFailure(evalFalse)
}

function verifyP2trKeyPath(
  witness: readonly Uint8Array[],
  outputKey: Uint8Array,
  sighash: (hashType: number) => Uint8Array,
): void {
  if (witness.length === 0) throw consensusFailure('Witness program was passed an empty witness')
  const last = witness[witness.length - 1] as Uint8Array
  if (witness.length >= 2 && last[0] === 0x50) {
    throw new BitcoinTransactionRejectedError({ code: -26, reason: 'bad-witness-nonstandard' })
  }
  if (witness.length !== 1) {
    throw new BitcoinTransactionRejectedError({
      code: -26,
      reason:
        'unsupported-input-type: taproot script-path spends are not checked by this local node',
    })
  }
  const signature = witness[0] as Uint8Array
  if (signature.length !== 64 && signature.length !== 65) {
    throw consensusFailure('Invalid Schnorr signature size')
  }
  // 64 bytes: SIGHASH_DEFAULT (0), which commits to everything, like ALL.
  const hashType = signature.length === 65 ? (signature[64] as number) : 0
  if (signature.length === 65 && !standardSighashTypes.has(hashType)) {
    throw consensusFailure('Invalid Schnorr signature hash type')
  }
  let message: Uint8Array
  try {
    message = sighash(hashType)
  } catch {
    // BIP-341 has no digest for SIGHASH_SINGLE without a matching output.
    if ((hashType & 0x03) === sighashSingle) {
      throw consensusFailure('Invalid Schnorr signature hash type')
    }
    throw consensusFailure('Invalid Schnorr signature')
  }
  let valid = false
  try {
    valid = schnorr.verify(signature.subarray(0, 64), message, outputKey)
  } catch {
    valid = false
  }
  if (!valid) throw consensusFailure('Invalid Schnorr signature')
}

/** BIP-143's scriptCode of a P2WPKH input: the P2PKH script of the same key hash. */
function p2pkhScript(keyHash: Uint8Array): Uint8Array {
  return Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac)
}

import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { RawTx } from '@scure/btc-signer'
import { BitcoinTransactionRejectedError } from '../../errors/bitcoin.js'
import { reversedHex } from '../bytes.js'
import type { ParsedTransaction } from '../types.js'

/** Bitcoin Core's largest standard transaction is 400,000 weight units: 400 kB at most. */
export const maxRawTransactionBytes = 400_000

const nullTxid = '0'.repeat(64)

/**
 * Decodes a raw transaction in hex (with or without witnesses) and computes its txid, size and
 * weight. Anything that is not exactly one transaction is refused as Bitcoin Core does, with
 * `TX decode failed` (RPC code -22).
 */
export function parseRawTransaction(hex: string): ParsedTransaction {
  const trimmed = hex.trim()
  if (
    trimmed.length === 0 ||
    trimmed.length > maxRawTransactionBytes * 2 ||
    !/^(?:[0-9a-fA-F]{2})+$/.test(trimmed)
  ) {
    throw decodeFailed()
  }
  const raw = hexToBytes(trimmed.toLowerCase())
  let decoded: ReturnType<typeof RawTx.decode>
  let base: Uint8Array
  try {
    decoded = RawTx.decode(raw)
    base = RawTx.encode({ ...decoded, segwitFlag: false, witnesses: undefined })
  } catch (cause) {
    throw decodeFailed(cause)
  }
  const txid = reversedHex(sha256(sha256(base)))
  const inputs = decoded.inputs.map((input, index) => ({
    txid: bytesToHex(input.txid),
    vout: input.index,
    scriptSig: input.finalScriptSig,
    sequence: input.sequence,
    witness: decoded.witnesses?.[index] ?? [],
  }))
  const outputs = decoded.outputs.map((output) => ({
    value: output.amount,
    script: output.script,
    scriptHex: bytesToHex(output.script),
  }))
  const weight = base.length * 3 + raw.length
  const first = inputs[0]
  return {
    txid,
    raw,
    version: decoded.version,
    lockTime: decoded.lockTime,
    inputs,
    outputs,
    size: raw.length,
    weight,
    vsize: Math.ceil(weight / 4),
    isCoinbase: inputs.length === 1 && first?.txid === nullTxid && first.vout === 0xffff_ffff,
  }
}

function decodeFailed(cause?: unknown): BitcoinTransactionRejectedError {
  return new BitcoinTransactionRejectedError({ code: -22, reason: 'TX decode failed', cause })
}

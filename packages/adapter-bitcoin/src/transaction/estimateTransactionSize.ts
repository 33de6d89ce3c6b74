import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'

/** The input types Kit spends from: single-key segwit v0, nested in P2SH or not, and Taproot key path. */
export type SpendableInputType = 'p2wpkh' | 'p2sh-p2wpkh' | 'p2tr'

// Non-witness bytes of an input: outpoint (36), scriptSig length (1), scriptSig, sequence (4).
// Nested segwit's scriptSig pushes its 22-byte redeem script.
const inputBaseBytes: Record<SpendableInputType, number> = {
  p2wpkh: 41,
  'p2sh-p2wpkh': 41 + 23,
  p2tr: 41,
}
// Witness bytes: item count, then each item's length and bytes. A low-S DER signature with its
// sighash byte is at most 72 bytes; a Taproot key-path signature with the default sighash is 64.
const inputWitnessBytes: Record<SpendableInputType, number> = {
  p2wpkh: 1 + 1 + 72 + 1 + 33,
  'p2sh-p2wpkh': 1 + 1 + 72 + 1 + 33,
  p2tr: 1 + 1 + 64,
}
const outputScriptBytes: Record<BitcoinAddressType, number> = {
  p2pkh: 25,
  p2sh: 23,
  p2wpkh: 22,
  p2wsh: 34,
  p2tr: 34,
}

const compactSizeBytes = (count: number) => (count < 0xfd ? 1 : count <= 0xffff ? 3 : 5)

export type EstimateTransactionSizeParameters = {
  inputs: readonly SpendableInputType[]
  outputs: readonly BitcoinAddressType[]
}
export type EstimateTransactionSizeReturnType = { weight: number; vsize: number }

/**
 * The weight and virtual size of a signed transaction spending `inputs` to `outputs`, assuming
 * the largest signatures, so the real size is never above it (at most a vbyte per 4 inputs less).
 * @example
 * estimateTransactionSize({ inputs: ['p2wpkh'], outputs: ['p2tr', 'p2wpkh'] }) // vsize 153
 */
export function estimateTransactionSize({
  inputs,
  outputs,
}: EstimateTransactionSizeParameters): EstimateTransactionSizeReturnType {
  // version and locktime, the two counts; then the segwit marker and flag, witness-only bytes.
  let base = 8 + compactSizeBytes(inputs.length) + compactSizeBytes(outputs.length)
  let witness = 2
  for (const input of inputs) {
    base += inputBaseBytes[input]
    witness += inputWitnessBytes[input]
  }
  for (const output of outputs) {
    const script = outputScriptBytes[output]
    base += 8 + compactSizeBytes(script) + script
  }
  const weight = base * 4 + witness
  return { weight, vsize: Math.ceil(weight / 4) }
}

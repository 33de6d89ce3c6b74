import { Address } from '@scure/btc-signer'
import { bitcoinRegtest } from './bitcoinRegtest.js'

/** Esplora's `scriptpubkey_type` values for the scripts this node meets. */
export type ScriptType =
  | 'empty'
  | 'op_return'
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'unknown'

export type ClassifiedScript = {
  type: ScriptType
  /** The regtest address paying to the script, for the types that have one. */
  address: string | undefined
}

const regtestAddress = Address(bitcoinRegtest.network)

/** Recognizes a locking script's standard template by its bytes, as Esplora labels it. */
export function classifyScript(script: Uint8Array): ClassifiedScript {
  const length = script.length
  const at = (index: number) => script[index]
  if (length === 0) return { type: 'empty', address: undefined }
  if (at(0) === 0x6a) return { type: 'op_return', address: undefined }
  if (length === 25 && at(0) === 0x76 && at(1) === 0xa9 && at(2) === 0x14 && at(23) === 0x88) {
    if (at(24) === 0xac) {
      return { type: 'p2pkh', address: encode({ type: 'pkh', hash: script.subarray(3, 23) }) }
    }
  }
  if (length === 23 && at(0) === 0xa9 && at(1) === 0x14 && at(22) === 0x87) {
    return { type: 'p2sh', address: encode({ type: 'sh', hash: script.subarray(2, 22) }) }
  }
  if (length === 22 && at(0) === 0x00 && at(1) === 0x14) {
    return { type: 'v0_p2wpkh', address: encode({ type: 'wpkh', hash: script.subarray(2) }) }
  }
  if (length === 34 && at(0) === 0x00 && at(1) === 0x20) {
    return { type: 'v0_p2wsh', address: encode({ type: 'wsh', hash: script.subarray(2) }) }
  }
  if (length === 34 && at(0) === 0x51 && at(1) === 0x20) {
    return { type: 'v1_p2tr', address: encode({ type: 'tr', pubkey: script.subarray(2) }) }
  }
  if ((length === 35 && at(0) === 0x21) || (length === 67 && at(0) === 0x41)) {
    if (at(length - 1) === 0xac) return { type: 'p2pk', address: undefined }
  }
  return { type: 'unknown', address: undefined }
}

function encode(value: Parameters<typeof regtestAddress.encode>[0]): string | undefined {
  try {
    return regtestAddress.encode(value)
  } catch {
    // A taproot output key that is not on the curve has no address btc-signer will write.
    return undefined
  }
}

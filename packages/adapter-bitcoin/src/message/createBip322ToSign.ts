import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js'
import { Transaction } from '@scure/btc-signer/transaction.js'
import { tagSchnorr } from '@scure/btc-signer/utils.js'
import { compactSize } from './compactSize.js'

/** BIP-322's `to_spend` transaction id (hex, as explorers show it) for a message and output script. */
export function getBip322ToSpendId(message: Uint8Array, scriptPubKey: Uint8Array): string {
  const messageHash = tagSchnorr('BIP0322-signed-message', message)
  const toSpend = concatBytes(
    Uint8Array.of(0, 0, 0, 0, 1), // version 0, one input
    new Uint8Array(32),
    Uint8Array.of(0xff, 0xff, 0xff, 0xff),
    Uint8Array.of(34, 0x00, 32), // scriptSig: OP_0 PUSH32 message_hash
    messageHash,
    Uint8Array.of(0, 0, 0, 0, 1), // sequence 0, one output
    new Uint8Array(8), // value 0
    compactSize(scriptPubKey.length),
    scriptPubKey,
    new Uint8Array(4), // locktime 0
  )
  return bytesToHex(sha256(sha256(toSpend)).reverse())
}

/** BIP-322's unsigned `to_sign`: spends output 0 of `to_spend` to a bare OP_RETURN. */
export function createBip322ToSign(message: Uint8Array, scriptPubKey: Uint8Array): Transaction {
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: getBip322ToSpendId(message, scriptPubKey), index: 0, sequence: 0 })
  toSign.addOutput({ script: Uint8Array.of(0x6a), amount: 0n })
  return toSign
}

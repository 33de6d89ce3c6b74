import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh, Script, SigHash, Transaction } from '@scure/btc-signer'
import type { BitcoinDevAccount } from '../../bitcoin/bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../../bitcoin/bitcoinRegtest.js'

/** `ecdsa`: the legacy signed-message format (BIP-137 header); `bip322`: BIP-322 simple. */
export type BitcoinMessageProtocol = 'ecdsa' | 'bip322'

export type SignBitcoinMessageParameters = {
  account: BitcoinDevAccount
  /** The payment (P2WPKH) or ordinals (P2TR key path) address signs. */
  purpose: 'payment' | 'ordinals'
  message: Uint8Array
  protocol: BitcoinMessageProtocol
}

/**
 * Signs a message as Bitcoin wallets do: the legacy format (65 bytes: BIP-137 header 39 + recovery
 * id for P2WPKH, then r and s, over the double SHA-256 of the "Bitcoin Signed Message" preimage),
 * or BIP-322 simple (the witness of the virtual `to_sign` transaction), the only one for P2TR.
 */
export function signBitcoinMessage({
  account,
  purpose,
  message,
  protocol,
}: SignBitcoinMessageParameters): Uint8Array {
  const privateKey = hexToBytes(account.privateKey)
  if (protocol === 'ecdsa' && purpose === 'payment') {
    const hash = legacyMessageHash(message)
    const recovered = secp256k1.sign(hash, privateKey, { prehash: false, format: 'recovered' })
    // noble puts the recovery id first; the legacy format puts a header byte there.
    return concatBytes(new Uint8Array([39 + (recovered[0] as number)]), recovered.subarray(1))
  }
  return signBip322Simple({ privateKey, account, purpose, message })
}

const messageMagic = utf8ToBytes('Bitcoin Signed Message:\n')

/** The double SHA-256 of the "Bitcoin Signed Message" preimage, which the legacy format signs. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  return sha256(sha256(legacyPreimage(message)))
}

function legacyPreimage(message: Uint8Array): Uint8Array {
  return concatBytes(
    compactSize(messageMagic.length),
    messageMagic,
    compactSize(message.length),
    message,
  )
}

function signBip322Simple({
  privateKey,
  account,
  purpose,
  message,
}: {
  privateKey: Uint8Array
  account: BitcoinDevAccount
  purpose: 'payment' | 'ordinals'
  message: Uint8Array
}): Uint8Array {
  const network = bitcoinRegtest.network
  const payment =
    purpose === 'payment'
      ? p2wpkh(hexToBytes(account.publicKey), network)
      : p2tr(hexToBytes(account.ordinalsPublicKey), undefined, network)
  const toSpendId = toSpendTxid(payment.script, bip322MessageHash(message))
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({
    ...payment,
    txid: toSpendId,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: payment.script, amount: 0n },
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(privateKey, 0, [purpose === 'payment' ? SigHash.ALL : SigHash.DEFAULT])
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness ?? []
  return concatBytes(
    compactSize(witness.length),
    ...witness.flatMap((item) => [compactSize(item.length), item]),
  )
}

/** BIP-340 tagged hash of the message under "BIP0322-signed-message". */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = sha256(utf8ToBytes('BIP0322-signed-message'))
  return sha256(concatBytes(tag, tag, message))
}

/** The txid (display order) of BIP-322's virtual `to_spend` transaction. */
function toSpendTxid(scriptPubKey: Uint8Array, messageHash: Uint8Array): string {
  const scriptSig = concatBytes(new Uint8Array([0x00, 0x20]), messageHash)
  const raw = concatBytes(
    new Uint8Array([0, 0, 0, 0]), // version 0
    compactSize(1),
    new Uint8Array(32), // prevout hash: zero
    new Uint8Array([0xff, 0xff, 0xff, 0xff]), // prevout index
    compactSize(scriptSig.length),
    scriptSig,
    new Uint8Array([0, 0, 0, 0]), // sequence 0
    compactSize(1),
    new Uint8Array(8), // value 0
    compactSize(scriptPubKey.length),
    scriptPubKey,
    new Uint8Array([0, 0, 0, 0]), // lock time 0
  )
  return bytesToHexReversed(sha256(sha256(raw)))
}

function bytesToHexReversed(bytes: Uint8Array): string {
  return [...bytes]
    .reverse()
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
}

function compactSize(value: number): Uint8Array {
  if (value < 0xfd) return new Uint8Array([value])
  if (value <= 0xffff) return new Uint8Array([0xfd, value & 0xff, value >> 8])
  return new Uint8Array([
    0xfe,
    value & 0xff,
    (value >> 8) & 0xff,
    (value >> 16) & 0xff,
    value >>> 24,
  ])
}

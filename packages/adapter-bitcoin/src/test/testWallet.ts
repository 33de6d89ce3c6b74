import { hex } from '@scure/base'
import { p2sh, p2tr, p2wpkh } from '@scure/btc-signer/payment.js'
import { Transaction } from '@scure/btc-signer/transaction.js'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetworks.js'
import type { BitcoinUtxo } from '../types/utxo.js'

/** A fixed test key (never funded anywhere) and its p2wpkh, p2sh-p2wpkh and p2tr senders on `network`. */
export function createTestWallet(network: BitcoinNetwork, seed = 1) {
  const privateKey = new Uint8Array(32).fill(seed)
  const ecdsaKey = pubECDSA(privateKey)
  const schnorrKey = pubSchnorr(privateKey)
  return {
    privateKey,
    p2wpkh: {
      address: p2wpkh(ecdsaKey, network).address as string,
      publicKey: hex.encode(ecdsaKey),
      type: 'p2wpkh' as const,
    },
    'p2sh-p2wpkh': {
      address: p2sh(p2wpkh(ecdsaKey, network), network).address as string,
      publicKey: hex.encode(ecdsaKey),
      type: 'p2sh-p2wpkh' as const,
    },
    p2tr: {
      address: p2tr(schnorrKey, undefined, network).address as string,
      publicKey: hex.encode(schnorrKey),
      type: 'p2tr' as const,
    },
  }
}

/** Signs and finalizes a PSBT with `privateKey`; returns the signed transaction. */
export function signPsbt(psbt: Uint8Array, privateKey: Uint8Array): Transaction {
  const transaction = Transaction.fromPSBT(psbt)
  transaction.sign(privateKey)
  transaction.finalize()
  return transaction
}

/** Unspent outputs of the given values, with distinct made-up txids. */
export function utxosOf(values: readonly bigint[], confirmed = true, first = 0): BitcoinUtxo[] {
  return values.map((value, index) => ({
    txid: (first + index + 1).toString(16).padStart(64, 'a'),
    vout: index % 3,
    value,
    confirmed,
  }))
}

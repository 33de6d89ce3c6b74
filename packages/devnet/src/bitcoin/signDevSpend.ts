import { hexToBytes } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import type { BitcoinDevAccount } from './bitcoinDevAccounts.js'
import { bitcoinRegtest } from './bitcoinRegtest.js'

export type DevSpendInput = { readonly txid: string; readonly vout: number; readonly value: bigint }
export type DevSpendOutput = { readonly address: string; readonly value: bigint }

export type SignDevSpendParameters = {
  account: BitcoinDevAccount
  /** Spend from the payment (P2WPKH) or the ordinals (P2TR key path) address. */
  from: 'payment' | 'ordinals'
  inputs: readonly DevSpendInput[]
  outputs: readonly DevSpendOutput[]
  /** ALL for P2WPKH and DEFAULT for P2TR unless given. */
  sighash?: number | undefined
}

export type SignDevSpendReturnType = { hex: string; txid: string; vsize: number }

/**
 * Builds and signs a transaction spending a dev account's outputs with `@scure/btc-signer`, as a
 * wallet would: for tests, scripts and the demo. The caller picks the outputs, fee included.
 * @example
 * const { hex } = signDevSpend({ account, from: 'payment', inputs: [utxo], outputs: [{ address, value }] })
 * await fetch(`${bitcoin.url}/tx`, { method: 'POST', body: hex })
 */
export function signDevSpend({
  account,
  from,
  inputs,
  outputs,
  sighash,
}: SignDevSpendParameters): SignDevSpendReturnType {
  const network = bitcoinRegtest.network
  const privateKey = hexToBytes(account.privateKey)
  const payment =
    from === 'payment'
      ? p2wpkh(hexToBytes(account.publicKey), network)
      : p2tr(hexToBytes(account.ordinalsPublicKey), undefined, network)
  const tx = new Transaction({ version: 2, allowUnknownOutputs: true })
  for (const input of inputs) {
    tx.addInput({
      ...payment,
      txid: input.txid,
      index: input.vout,
      witnessUtxo: { script: payment.script, amount: input.value },
      ...(sighash === undefined ? {} : { sighashType: sighash }),
    })
  }
  for (const output of outputs) tx.addOutputAddress(output.address, output.value, network)
  const allowed = sighash === undefined ? undefined : [sighash]
  tx.sign(privateKey, allowed ?? (from === 'payment' ? [SigHash.ALL] : [SigHash.DEFAULT]))
  tx.finalize()
  return { hex: tx.hex, txid: tx.id, vsize: tx.vsize }
}

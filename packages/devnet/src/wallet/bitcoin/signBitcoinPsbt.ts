import { hexToBytes } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import type { BitcoinDevAccount } from '../../bitcoin/bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../../bitcoin/bitcoinRegtest.js'
import { InvalidProviderParamsError } from '../../errors/provider.js'

/** The SIGHASH flags of `bitcoin:signTransaction`'s `inputsToSign`. */
export type BitcoinSigHashName =
  | 'ALL'
  | 'NONE'
  | 'SINGLE'
  | 'ALL|ANYONECANPAY'
  | 'NONE|ANYONECANPAY'
  | 'SINGLE|ANYONECANPAY'

const sigHashes: Readonly<Record<BitcoinSigHashName, number>> = {
  ALL: SigHash.ALL,
  NONE: SigHash.NONE,
  SINGLE: SigHash.SINGLE,
  'ALL|ANYONECANPAY': SigHash.ALL_ANYONECANPAY,
  'NONE|ANYONECANPAY': SigHash.NONE_ANYONECANPAY,
  'SINGLE|ANYONECANPAY': SigHash.SINGLE_ANYONECANPAY,
}

/** Inputs one address of a dev key signs. */
export type PsbtSigning = {
  readonly account: BitcoinDevAccount
  readonly purpose: 'payment' | 'ordinals'
  readonly indexes: readonly number[]
  readonly sigHash?: BitcoinSigHashName | undefined
}

/** Reads a PSBT (bytes); anything else is -32602. */
export function readPsbt(bytes: Uint8Array): Transaction {
  try {
    return Transaction.fromPSBT(bytes, { allowUnknownOutputs: true })
  } catch (cause) {
    throw new InvalidProviderParamsError(`Invalid PSBT: ${(cause as Error).message}`)
  }
}

/**
 * Checks that every input to sign exists and is locked to the signing address (its
 * `witnessUtxo` script), and that the P2TR inputs name the key (`tapInternalKey`, added when
 * missing), before the user is asked: a request the wallet cannot carry out fails at once.
 */
export function checkPsbtSigning(tx: Transaction, signings: readonly PsbtSigning[]): void {
  for (const { account, purpose, indexes, sigHash } of signings) {
    if (sigHash !== undefined && !(sigHash in sigHashes))
      throw new InvalidProviderParamsError(`Unknown sigHash ${String(sigHash)}.`)
    const payment = paymentOf(account, purpose)
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength)
        throw new InvalidProviderParamsError(`The PSBT has no input ${index}.`)
      const input = tx.getInput(index)
      const script = input.witnessUtxo?.script
      if (!script || !equalBytes(script, payment.script))
        throw new InvalidProviderParamsError(
          `Input ${index} is not a ${purpose === 'payment' ? 'P2WPKH' : 'P2TR'} output of ${payment.address}.`,
        )
      if (purpose === 'ordinals' && !input.tapInternalKey)
        tx.updateInput(index, { tapInternalKey: payment.tapInternalKey })
    }
  }
}

/** Signs the inputs (not finalized: the app finalizes or combines); returns the PSBT bytes. */
export function signPsbtInputs(tx: Transaction, signings: readonly PsbtSigning[]): Uint8Array {
  for (const { account, purpose, indexes, sigHash } of signings) {
    const privateKey = hexToBytes(account.privateKey)
    for (const index of indexes) {
      let allowed: number[] | undefined
      if (sigHash !== undefined) {
        allowed = [sigHashes[sigHash]]
        tx.updateInput(index, { sighashType: sigHashes[sigHash] })
      } else {
        const current = tx.getInput(index).sighashType
        allowed = [current ?? (purpose === 'payment' ? SigHash.ALL : SigHash.DEFAULT)]
      }
      try {
        tx.signIdx(privateKey, index, allowed)
      } catch (cause) {
        throw new InvalidProviderParamsError(
          `Input ${index} could not be signed: ${(cause as Error).message}`,
        )
      }
    }
  }
  return tx.toPSBT()
}

function paymentOf(account: BitcoinDevAccount, purpose: 'payment' | 'ordinals') {
  const network = bitcoinRegtest.network
  return purpose === 'payment'
    ? { ...p2wpkh(hexToBytes(account.publicKey), network), tapInternalKey: undefined }
    : p2tr(hexToBytes(account.ordinalsPublicKey), undefined, network)
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

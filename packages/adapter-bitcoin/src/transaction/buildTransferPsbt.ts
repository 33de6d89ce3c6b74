import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh } from '@scure/btc-signer/payment.js'
import { Transaction } from '@scure/btc-signer/transaction.js'
import { getDustLimit } from '../address/getDustLimit.js'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { MAX_SATS } from '../amount/constants.js'
import type { InvalidBitcoinAddressError } from '../errors/address.js'
import { InvalidBitcoinAmountError } from '../errors/amount.js'
import {
  DustAmountError,
  FeeRateError,
  type InsufficientFundsError,
  InvalidUtxoError,
  PublicKeyMismatchError,
} from '../errors/transaction.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetworks.js'
import type { BitcoinUtxo } from '../types/utxo.js'
import type { SpendableInputType } from './estimateTransactionSize.js'
import { assertFeeRate } from './feeRate.js'
import { selectUtxos } from './selectUtxos.js'

// Opts in to replace-by-fee (BIP-125), so a stuck payment can be bumped.
const rbfSequence = 0xfffffffd

export type BuildTransferPsbtParameters = {
  /** The sender's unspent outputs, e.g. from `getUtxos`. */
  utxos: readonly BitcoinUtxo[]
  from: {
    address: string
    /** Hex: the 33-byte compressed key for p2wpkh; for p2tr the 32-byte x-only internal key (or 33-byte compressed). */
    publicKey: string
    type: SpendableInputType
  }
  to: string
  /** Sats to send, or `'max'` to send everything less the fee. */
  amount: bigint | 'max'
  /** Sats per vbyte, from 1 to 5,000. */
  feeRate: number
  network: BitcoinNetwork
  /** Where change goes; the sender's address when left out. */
  changeAddress?: string | undefined
  /** Whether unconfirmed outputs may be spent. Default `true`. */
  includeUnconfirmed?: boolean | undefined
}

export type BuildTransferPsbtReturnType = {
  /** An unsigned PSBT (version 0) with `witnessUtxo`, and `tapInternalKey` for Taproot, on every input. */
  psbt: { base64: string; bytes: Uint8Array }
  /** Sats the recipient gets (for `'max'`, everything less the fee). */
  amount: bigint
  fee: bigint
  /** Estimated virtual size of the signed transaction; `fee` is at least `vsize × feeRate`. */
  vsize: number
  inputs: BitcoinUtxo[]
  change: { address: string; amount: bigint } | undefined
}

export type BuildTransferPsbtErrorType =
  | DustAmountError
  | InvalidBitcoinAmountError
  | FeeRateError
  | InsufficientFundsError
  | InvalidBitcoinAddressError
  | InvalidUtxoError
  | PublicKeyMismatchError

/**
 * Builds the unsigned PSBT of a payment from a single-key p2wpkh or p2tr address, choosing its
 * inputs largest first (see `selectUtxos`). The recipient is the first output, change the second.
 * @example
 * const { psbt, fee } = buildTransferPsbt({
 *   utxos, from: { address, publicKey, type: 'p2wpkh' }, to, amount: 50_000n, feeRate: 4,
 *   network: bitcoinMainnet,
 * })
 */
export function buildTransferPsbt(
  parameters: BuildTransferPsbtParameters,
): BuildTransferPsbtReturnType {
  const { from, amount, feeRate, network, includeUnconfirmed = true } = parameters
  assertFeeRate(feeRate)
  const sender = parseBitcoinAddress({ address: from.address, network })
  const recipient = parseBitcoinAddress({ address: parameters.to, network })
  const changeAddress = parameters.changeAddress ?? from.address
  const change = parseBitcoinAddress({ address: changeAddress, network })
  if (sender.type !== from.type)
    throw new PublicKeyMismatchError(`The address is ${sender.type}, not ${from.type}`)
  const tapInternalKey = checkPublicKey(from, network)
  const recipientDustLimit = getDustLimit({ type: recipient.type })
  if (amount !== 'max') {
    if (typeof amount !== 'bigint') throw new InvalidBitcoinAmountError('format')
    if (amount < 0n) throw new InvalidBitcoinAmountError('negative')
    if (amount > MAX_SATS) throw new InvalidBitcoinAmountError('aboveMaxSupply')
    if (amount < recipientDustLimit)
      throw new DustAmountError({ amount, dustLimit: recipientDustLimit })
  }

  const utxos = checkUtxos(parameters.utxos).filter(
    ({ confirmed }) => confirmed || includeUnconfirmed,
  )
  const selection = selectUtxos({
    utxos,
    inputType: from.type,
    recipientType: recipient.type,
    changeType: change.type,
    amount,
    feeRate,
    recipientDustLimit,
    changeDustLimit: getDustLimit({ type: change.type }),
  })
  if (selection.fee > selection.amount) throw new FeeRateError('feeExceedsAmount')

  const transaction = new Transaction({ version: 2 })
  for (const utxo of selection.inputs)
    transaction.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      sequence: rbfSequence,
      witnessUtxo: { script: sender.scriptPubKey, amount: utxo.value },
      ...(tapInternalKey ? { tapInternalKey } : {}),
    })
  transaction.addOutput({ script: recipient.scriptPubKey, amount: selection.amount })
  if (selection.change > 0n)
    transaction.addOutput({ script: change.scriptPubKey, amount: selection.change })
  const bytes = transaction.toPSBT(0)
  return {
    psbt: { base64: base64.encode(bytes), bytes },
    amount: selection.amount,
    fee: selection.fee,
    vsize: selection.vsize,
    inputs: selection.inputs,
    change:
      selection.change > 0n ? { address: changeAddress, amount: selection.change } : undefined,
  }
}

/** The Taproot internal key for p2tr, after checking the key pays the sender's address. */
function checkPublicKey(
  from: BuildTransferPsbtParameters['from'],
  network: BitcoinNetwork,
): Uint8Array | undefined {
  let key: Uint8Array
  let address: string | undefined
  try {
    if (typeof from.publicKey !== 'string' || !/^[0-9a-fA-F]+$/.test(from.publicKey)) throw 0
    key = hex.decode(from.publicKey.toLowerCase())
    if (from.type === 'p2tr' && key.length === 33) key = key.subarray(1)
    address =
      from.type === 'p2tr'
        ? p2tr(key, undefined, network).address
        : key.length === 33
          ? p2wpkh(key, network).address
          : undefined
  } catch {
    throw new PublicKeyMismatchError('The public key is not a valid key for this address type')
  }
  if (address !== from.address.toLowerCase())
    throw new PublicKeyMismatchError(`The key pays ${address ?? 'no address'}, not the sender`)
  return from.type === 'p2tr' ? key : undefined
}

function checkUtxos(utxos: readonly BitcoinUtxo[]): BitcoinUtxo[] {
  if (!Array.isArray(utxos)) throw new InvalidUtxoError('utxos is not an array')
  const seen = new Set<string>()
  for (const utxo of utxos) {
    const { txid, vout, value } = utxo ?? {}
    if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/.test(txid))
      throw new InvalidUtxoError('A txid is not 64 lowercase hex digits')
    if (!Number.isSafeInteger(vout) || vout < 0 || vout > 0xffffffff)
      throw new InvalidUtxoError(`Output ${txid}:${vout} has an invalid index`)
    if (typeof value !== 'bigint' || value <= 0n || value > MAX_SATS)
      throw new InvalidUtxoError(`Output ${txid}:${vout} has an invalid value`)
    const outpoint = `${txid}:${vout}`
    if (seen.has(outpoint)) throw new InvalidUtxoError(`Output ${outpoint} is listed twice`)
    seen.add(outpoint)
  }
  return [...utxos]
}

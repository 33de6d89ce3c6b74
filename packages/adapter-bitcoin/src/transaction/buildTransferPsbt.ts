import { base64, hex } from '@scure/base'
import { p2sh, p2tr, p2wpkh } from '@scure/btc-signer/payment.js'
import { Transaction } from '@scure/btc-signer/transaction.js'
import { getDustLimit } from '../address/getDustLimit.js'
import { type BitcoinAddressType, parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
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

const senderAddressTypes: Record<SpendableInputType, BitcoinAddressType> = {
  p2wpkh: 'p2wpkh',
  'p2sh-p2wpkh': 'p2sh',
  p2tr: 'p2tr',
}

export type BuildTransferPsbtParameters = {
  /** The sender's unspent outputs, e.g. from `getUtxos`. */
  utxos: readonly BitcoinUtxo[]
  from: {
    address: string
    /** Hex: the 33-byte compressed key for p2wpkh and p2sh-p2wpkh; for p2tr the 32-byte x-only internal key (or 33-byte compressed). */
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
  /** An unsigned PSBT (version 0) with `witnessUtxo` on every input, plus `redeemScript` for p2sh-p2wpkh and `tapInternalKey` for p2tr. */
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
 * Builds the unsigned PSBT of a payment from a single-key p2wpkh, p2sh-p2wpkh or p2tr address (the
 * payment addresses wallets hand out), choosing its
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
  const expectedType = senderAddressTypes[from.type]
  if (!expectedType) throw new PublicKeyMismatchError('The sender type is not one Kit spends from')
  if (sender.type !== expectedType)
    throw new PublicKeyMismatchError(`The address is ${sender.type}, not ${from.type}`)
  const inputFields = checkPublicKey(from, network)
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
      ...inputFields,
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

/**
 * The input fields a signer needs beyond `witnessUtxo` (p2sh-p2wpkh's redeem script, p2tr's
 * internal key), after checking that the key pays the sender's address.
 */
function checkPublicKey(
  from: BuildTransferPsbtParameters['from'],
  network: BitcoinNetwork,
): { redeemScript?: Uint8Array; tapInternalKey?: Uint8Array } {
  const invalid = () =>
    new PublicKeyMismatchError('The public key is not a valid key for this address type')
  if (typeof from.publicKey !== 'string' || !/^(?:[0-9a-fA-F]{2}){32,33}$/.test(from.publicKey))
    throw invalid()
  const bytes = hex.decode(from.publicKey.toLowerCase())
  // Wallets give a Taproot key x-only (32 bytes) or compressed (33); the internal key is x-only.
  const key = from.type === 'p2tr' && bytes.length === 33 ? bytes.subarray(1) : bytes
  if (from.type !== 'p2tr' && key.length !== 33) throw invalid()
  let payment: { address?: string | undefined; redeemScript?: Uint8Array | undefined }
  try {
    payment =
      from.type === 'p2tr'
        ? p2tr(key, undefined, network)
        : from.type === 'p2sh-p2wpkh'
          ? p2sh(p2wpkh(key, network), network)
          : p2wpkh(key, network)
  } catch {
    throw invalid()
  }
  // Base58 addresses are case-sensitive; segwit ones are compared in lower case.
  const given = from.type === 'p2sh-p2wpkh' ? from.address : from.address.toLowerCase()
  if (payment.address !== given)
    throw new PublicKeyMismatchError(`The key pays ${payment.address}, not the sender`)
  if (from.type === 'p2tr') return { tapInternalKey: key }
  return from.type === 'p2sh-p2wpkh' ? { redeemScript: payment.redeemScript as Uint8Array } : {}
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

import { bytesToHex } from '@noble/hashes/utils.js'
import { Address } from '@scure/btc-signer'
import {
  type BitcoinDevAccount,
  type BitcoinSigHashName,
  bip322MessageHash,
  bitcoinRegtest,
  broadcastPsbt,
  checkPsbtSigning,
  InvalidProviderParamsError,
  legacyMessageHash,
  type PsbtSigning,
  readPsbt,
  sendDevTransfer,
  signBitcoinMessage,
  signPsbtInputs,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '#shared'
import { readBase64, toBase64 } from './readBase64.js'

export type ExecuteBitcoinRequestParameters = {
  method: string
  params: unknown
  account: BitcoinDevAccount
  /** The Esplora API for `sendTransfer` and `signPsbt` with `broadcast`; without it, 4200. */
  esploraUrl?: string | undefined
  fetchFn?: typeof fetch | undefined
}

const sigHashNames: Readonly<Record<number, BitcoinSigHashName | undefined>> = {
  0: undefined,
  1: 'ALL',
  2: 'NONE',
  3: 'SINGLE',
  129: 'ALL|ANYONECANPAY',
  130: 'NONE|ANYONECANPAY',
  131: 'SINGLE|ANYONECANPAY',
}

/**
 * Carries out an approved bip122 request in the shapes AppKit's Bitcoin adapter sends over
 * WalletConnect: `signMessage` ({ address, message, protocol } → { address, signature: hex,
 * messageHash: hex }), `signPsbt` ({ psbt: base64, signInputs, broadcast } → { psbt, txid? }),
 * `sendTransfer` ({ recipientAddress, amount: sats } → { txid }) and `getAccountAddresses`
 * (→ the payment and ordinals addresses with `intention`). Addresses not the wallet's are 4100.
 */
export async function executeBitcoinRequest({
  method,
  params,
  account,
  esploraUrl,
  fetchFn = (...args) => globalThis.fetch(...args),
}: ExecuteBitcoinRequestParameters): Promise<unknown> {
  const input = record(params)
  const purposeOf = (address: unknown): 'payment' | 'ordinals' => {
    if (address === account.paymentAddress) return 'payment'
    if (address === account.ordinalsAddress) return 'ordinals'
    throw new UnauthorizedProviderError()
  }
  if (input.account !== undefined) purposeOf(input.account)
  switch (method) {
    case 'signMessage': {
      const purpose = purposeOf(input.address ?? input.account)
      if (typeof input.message !== 'string')
        throw new InvalidProviderParamsError('"message" must be text.')
      const protocol = input.protocol ?? 'bip322'
      if (protocol !== 'bip322' && protocol !== 'ecdsa')
        throw new InvalidProviderParamsError('"protocol" must be "ecdsa" or "bip322".')
      if (protocol === 'ecdsa' && purpose === 'ordinals')
        throw new InvalidProviderParamsError('A P2TR address signs messages with BIP-322 only.')
      const message = new TextEncoder().encode(input.message)
      const signature = signBitcoinMessage({ account, purpose, message, protocol })
      const hash = protocol === 'ecdsa' ? legacyMessageHash(message) : bip322MessageHash(message)
      return {
        address: purpose === 'payment' ? account.paymentAddress : account.ordinalsAddress,
        signature: bytesToHex(signature),
        messageHash: bytesToHex(hash),
      }
    }
    case 'signPsbt': {
      const tx = readPsbt(readBase64(input.psbt, 'psbt'))
      if (!Array.isArray(input.signInputs) || input.signInputs.length === 0)
        throw new InvalidProviderParamsError('"signInputs" must list the inputs to sign.')
      const signings = input.signInputs.map((entry): PsbtSigning => {
        const { address, index, sighashTypes } = record(entry)
        if (sighashTypes !== undefined && (!Array.isArray(sighashTypes) || sighashTypes.length > 1))
          throw new InvalidProviderParamsError('"sighashTypes" may name one sighash.')
        const type = (sighashTypes as unknown[] | undefined)?.[0]
        if (type !== undefined && !(typeof type === 'number' && type in sigHashNames))
          throw new InvalidProviderParamsError(`Unknown sighash type ${String(type)}.`)
        return {
          account,
          purpose: purposeOf(address),
          indexes: [index as number],
          sigHash: type === undefined ? undefined : sigHashNames[type as number],
        }
      })
      if (input.broadcast === true && esploraUrl === undefined)
        throw new UnsupportedProviderMethodError('signPsbt with broadcast')
      checkPsbtSigning(tx, signings)
      const signed = signPsbtInputs(tx, signings)
      if (input.broadcast !== true || esploraUrl === undefined) return { psbt: toBase64(signed) }
      const txid = await broadcastPsbt({ tx: readPsbt(signed), esploraUrl, fetchFn })
      return { psbt: toBase64(signed), txid }
    }
    case 'sendTransfer': {
      if (esploraUrl === undefined) break
      const { recipientAddress, amount } = input
      if (typeof amount !== 'string' || !/^[1-9][0-9]{0,15}$/.test(amount))
        throw new InvalidProviderParamsError('"amount" must be a positive whole number of sats.')
      try {
        Address(bitcoinRegtest.network).decode(String(recipientAddress))
      } catch {
        throw new InvalidProviderParamsError('"recipientAddress" is not a regtest address.')
      }
      const txid = await sendDevTransfer({
        account,
        recipient: recipientAddress as string,
        amount: BigInt(amount),
        esploraUrl,
        fetchFn,
      })
      return { txid }
    }
    case 'getAccountAddresses': {
      const entries = [
        { address: account.paymentAddress, publicKey: account.publicKey, intention: 'payment' },
        {
          address: account.ordinalsAddress,
          publicKey: account.ordinalsPublicKey,
          intention: 'ordinal',
        },
      ]
      const { intentions } = input
      return Array.isArray(intentions)
        ? entries.filter((entry) => intentions.includes(entry.intention))
        : entries
    }
  }
  throw new UnsupportedProviderMethodError(method)
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidProviderParamsError('Expected an object of parameters.')
  return value as Record<string, unknown>
}

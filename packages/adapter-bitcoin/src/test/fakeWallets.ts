import type { BitcoinDevAccount } from '@kit/devnet/chains'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer/transaction.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { bitcoinMessageHash } from '../message/bitcoinMessageHash.js'

export const rejection = () =>
  Object.assign(new Error('User rejected the request.'), { code: 4001 })

/** What a fake wallet does when asked to sign: sign, decline, or sign a transaction of its own. */
export type FakeBehaviour = {
  rejectConnect?: boolean
  rejectSign?: boolean
  tamper?: boolean
  badSignature?: boolean
}

/** A wallet's keys: a dev account's one key behind its payment and ordinals addresses. */
export function createSigner(account: BitcoinDevAccount, behaviour: FakeBehaviour = {}) {
  const privateKey = hex.decode(account.privateKey)
  return {
    /** A legacy signature with the segwit (P2WPKH) header, as wallets make them; base64. */
    signMessage(message: string): string {
      if (behaviour.rejectSign) throw rejection()
      const text = behaviour.badSignature ? `${message}!` : message
      const signature = secp256k1.sign(bitcoinMessageHash(utf8ToBytes(text)), privateKey, {
        prehash: false,
        format: 'recovered',
      })
      return base64.encode(Uint8Array.of(39 + (signature[0] ?? 0), ...signature.subarray(1)))
    },
    /** Signs the given inputs of a PSBT, not finalized (as with `autoFinalized: false`). */
    signPsbt(psbt: Uint8Array, indexes: readonly number[]): Uint8Array {
      if (behaviour.rejectSign) throw rejection()
      const transaction = Transaction.fromPSBT(psbt)
      if (behaviour.tamper) {
        const output = transaction.getOutput(0)
        transaction.updateOutput(0, { amount: (output.amount ?? 0n) - 1000n })
      }
      for (const index of indexes) transaction.signIdx(privateKey, index)
      return transaction.toPSBT()
    },
  }
}

/** A Wallet Standard wallet with AppKit's Bitcoin features, whose `change` events a test sends. */
export function createFakeStandardWallet(
  account: BitcoinDevAccount,
  {
    name = 'Fake Standard',
    icon,
    ...behaviour
  }: FakeBehaviour & { name?: string; icon?: string } = {},
) {
  const signer = createSigner(account, behaviour)
  const toAccount = (address: string, publicKey: string): WalletAccount => ({
    address,
    publicKey: hex.decode(publicKey),
    chains: ['bitcoin:regtest'],
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
  })
  const all = [
    toAccount(account.paymentAddress, account.publicKey),
    toAccount(account.ordinalsAddress, account.ordinalsPublicKey),
  ]
  let accounts: WalletAccount[] = []
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const calls: { method: string; input: unknown }[] = []
  const wallet = {
    version: '1.0.0',
    name,
    icon: icon ?? 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['bitcoin:regtest'],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input: unknown) {
          calls.push({ method: 'connect', input })
          if (behaviour.rejectConnect) throw rejection()
          accounts = all
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(input: { account: WalletAccount; message: Uint8Array }) {
          calls.push({ method: 'signMessage', input })
          const text = new TextDecoder().decode(input.message)
          return [
            { signedMessage: input.message, signature: base64.decode(signer.signMessage(text)) },
          ]
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(input: {
          psbt: Uint8Array
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        }) {
          calls.push({ method: 'signTransaction', input })
          const indexes = input.inputsToSign.flatMap(({ signingIndexes }) => signingIndexes)
          return [{ signedPsbt: signer.signPsbt(input.psbt, indexes) }]
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(
          _event: 'change',
          listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
        ) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  } as unknown as Wallet
  return {
    wallet,
    calls,
    /** The wallet's accounts change (none: the visitor revoked access). */
    change(next: 'none' | 'swap') {
      accounts = next === 'none' ? [] : [...all].reverse()
      for (const listener of [...listeners]) listener({ accounts })
    },
    listenerCount: () => listeners.size,
  }
}

/** A sats-connect provider (Xverse's `BitcoinProvider`) answering JSON-RPC objects. */
export function createFakeSatsConnectProvider(
  account: BitcoinDevAccount,
  behaviour: FakeBehaviour = {},
) {
  const signer = createSigner(account, behaviour)
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  const calls: { method: string; params: unknown }[] = []
  let granted = false
  const addresses = [
    {
      address: account.paymentAddress,
      publicKey: account.publicKey,
      purpose: 'payment',
      addressType: 'p2wpkh',
    },
    {
      address: account.ordinalsAddress,
      publicKey: account.ordinalsPublicKey,
      purpose: 'ordinals',
      addressType: 'p2tr',
    },
    {
      address: 'SP000000000000000000002Q6VF78',
      publicKey: '',
      purpose: 'stacks',
      addressType: 'stacks',
    },
  ]
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
  const fail = (code: number, message: string) => ({
    jsonrpc: '2.0',
    id: '1',
    error: { code, message },
  })
  const provider = {
    async request(method: string, params: unknown) {
      calls.push({ method, params })
      try {
        switch (method) {
          case 'getAccounts':
            if (behaviour.rejectConnect) return fail(-32000, 'User rejected request')
            granted = true
            return answer(addresses)
          case 'wallet_getAccount':
            return granted ? answer({ addresses }) : fail(-32002, 'Access denied')
          case 'signMessage': {
            const { message } = params as { message: string }
            return answer({
              signature: signer.signMessage(message),
              address: account.paymentAddress,
            })
          }
          case 'signPsbt': {
            const { psbt, signInputs } = params as {
              psbt: string
              signInputs: Record<string, number[]>
            }
            const signed = signer.signPsbt(base64.decode(psbt), Object.values(signInputs).flat())
            return answer({ psbt: base64.encode(signed) })
          }
          case 'wallet_disconnect':
            granted = false
            return answer(null)
          default:
            return fail(-32601, 'Method not found')
        }
      } catch {
        return fail(-32000, 'User rejected request')
      }
    },
    addListener(event: string, listener: (data: unknown) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => set.delete(listener)
    },
  }
  return {
    provider,
    calls,
    emit(event: string, data?: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(data)
    },
  }
}

/** A Unisat-style injected API (`window.unisat`): one p2wpkh account, PSBTs in hex. */
export function createFakeUnisat(account: BitcoinDevAccount, behaviour: FakeBehaviour = {}) {
  const signer = createSigner(account, behaviour)
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  const calls: { method: string; args: unknown[] }[] = []
  let granted = false
  const api = {
    async requestAccounts() {
      calls.push({ method: 'requestAccounts', args: [] })
      if (behaviour.rejectConnect) throw rejection()
      granted = true
      return [account.paymentAddress]
    },
    async getAccounts() {
      return granted ? [account.paymentAddress] : []
    },
    async getPublicKey() {
      return account.publicKey
    },
    async signMessage(message: string, type?: string) {
      calls.push({ method: 'signMessage', args: [message, type] })
      return signer.signMessage(message)
    },
    async signPsbt(psbtHex: string, options?: { toSignInputs?: { index: number }[] }) {
      calls.push({ method: 'signPsbt', args: [psbtHex, options] })
      const indexes = (options?.toSignInputs ?? []).map(({ index }) => index)
      return hex.encode(signer.signPsbt(hex.decode(psbtHex), indexes))
    },
    on(event: string, listener: (data: unknown) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
    },
    removeListener(event: string, listener: (data: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    api,
    calls,
    emit(event: string, data?: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(data)
    },
  }
}

import { settleWithin } from '@kit/core/modules/utils/settleWithin'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { UnsupportedWalletRequestError } from '../errors/wallet.js'
import type { RawWalletAccount, WalletClient } from '../types/walletClient.js'
import { callWallet } from './callWallet.js'

type Feature = Record<string, unknown>
type Method = (...args: unknown[]) => unknown

/** What the connect output of a wallet lists, in the order of the purposes asked for. */
const purposes = ['payment', 'ordinals'] as const

/**
 * A Wallet Standard wallet's Bitcoin features, as AppKit calls them: `bitcoin:connect` with
 * purposes payment and ordinals, `bitcoin:signMessage` (message bytes), `bitcoin:signTransaction`
 * (PSBT bytes and one `inputsToSign` entry per input), `standard:events` and, when present,
 * `standard:disconnect`.
 */
export function createWalletStandardClient(wallet: Wallet): WalletClient {
  const method = (feature: string, name: string): Method => {
    const value = (wallet.features as Record<string, Feature | undefined>)[feature]?.[name]
    if (typeof value !== 'function')
      throw new UnsupportedWalletRequestError(`The wallet has no ${feature} feature`)
    return value.bind((wallet.features as Record<string, unknown>)[feature]) as Method
  }
  const findAccount = (address: string): WalletAccount => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw new UnsupportedWalletRequestError('The wallet no longer has this account')
    return account
  }
  const toRaw = (accounts: readonly WalletAccount[]): RawWalletAccount[] =>
    accounts.map((account, index) => ({
      address: account.address,
      publicKey:
        account.publicKey instanceof Uint8Array ? hex.encode(account.publicKey) : undefined,
      // Accounts come in the order of the purposes asked for, unless they say their own.
      purpose: (account as { purpose?: unknown }).purpose ?? purposes[index],
    }))
  return {
    async connect() {
      const connect = method('bitcoin:connect', 'connect')
      const output = await callWallet(() => connect({ purposes: [...purposes] }))
      const accounts = (output as { accounts?: unknown } | undefined)?.accounts
      return Array.isArray(accounts) ? toRaw(accounts) : []
    },
    async getAuthorizedAccounts() {
      const accounts = wallet.accounts
      return accounts.length > 0 ? toRaw(accounts) : undefined
    },
    async signMessage({ address, message }) {
      const signMessage = method('bitcoin:signMessage', 'signMessage')
      const account = findAccount(address)
      const outputs = await callWallet(() =>
        signMessage({ account, message: new TextEncoder().encode(message) }),
      )
      const signature = (outputs as { signature?: unknown }[] | undefined)?.[0]?.signature
      if (!(signature instanceof Uint8Array))
        throw new UnsupportedWalletRequestError('The wallet returned no signature')
      return base64.encode(signature)
    },
    async signPsbt({ psbt, signInputs }) {
      const signTransaction = method('bitcoin:signTransaction', 'signTransaction')
      const inputsToSign = signInputs.map((input) => ({
        account: findAccount(input.address),
        signingIndexes: [input.index],
        sigHash: undefined,
      }))
      const outputs = await callWallet(() =>
        signTransaction({ psbt: base64.decode(psbt), inputsToSign }),
      )
      const signed = (outputs as { signedPsbt?: unknown }[] | undefined)?.[0]?.signedPsbt
      if (!(signed instanceof Uint8Array))
        throw new UnsupportedWalletRequestError('The wallet returned no signed PSBT')
      return base64.encode(signed)
    },
    async switchNetwork({ caipNetworkId }) {
      // Not among the standard's Bitcoin features; some wallets have it, called as AppKit does.
      const feature = (wallet.features as Record<string, Feature | undefined>)[
        'bitcoin:switchNetwork'
      ]
      if (typeof feature?.switchNetwork === 'function') {
        const switchNetwork = method('bitcoin:switchNetwork', 'switchNetwork')
        await callWallet(() => switchNetwork(caipNetworkId))
      }
      return toRaw(wallet.accounts)
    },
    async disconnect() {
      const feature = (wallet.features as Record<string, Feature | undefined>)[
        'standard:disconnect'
      ]
      const disconnect = feature?.disconnect
      if (typeof disconnect === 'function')
        await settleWithin(() => (disconnect as Method).call(feature), 100)
    },
    watch({ accountsChanged }) {
      let on: Method
      try {
        on = method('standard:events', 'on')
      } catch {
        return () => {}
      }
      const off = on('change', (properties: unknown) => {
        const accounts = (properties as { accounts?: unknown } | undefined)?.accounts
        if (!Array.isArray(accounts)) return
        accountsChanged(accounts.length > 0 ? toRaw(accounts) : undefined)
      })
      return () => {
        if (typeof off === 'function') off()
      }
    },
  }
}

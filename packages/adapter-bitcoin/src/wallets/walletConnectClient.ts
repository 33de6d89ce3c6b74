import type { CaipNetworkId, WalletConnectSession } from '@kit/core'
import { UnsupportedWalletRequestError } from '../errors/wallet.js'
import type { RawWalletAccount, WalletClient } from '../types/walletClient.js'
import { callWallet } from './callWallet.js'
import { readString } from './satsConnectClient.js'

export type CreateWalletConnectClientParameters = {
  session: WalletConnectSession
  /** The connected account (its first external address), which every request names. */
  account: string
  caipNetworkId: CaipNetworkId
}

/**
 * A WalletConnect session's bip122 methods as AppKit sends them: `signMessage` ({ account,
 * address, message, protocol }, a hex signature back), `signPsbt` ({ account, psbt, signInputs,
 * broadcast }), `sendTransfer` ({ account, recipientAddress, amount } in sats) and
 * `getAccountAddresses` ({ account }); the `bip122_addressesChanged` event.
 */
export function createWalletConnectClient(
  parameters: CreateWalletConnectClientParameters,
): WalletClient {
  const { session } = parameters
  let { account, caipNetworkId } = parameters
  const request = (method: string, params: Record<string, unknown>) => {
    if (!session.methods.includes(method))
      throw new UnsupportedWalletRequestError(`The session did not approve ${method}`)
    return callWallet(() => session.request({ chainId: caipNetworkId, method, params }))
  }
  const client: WalletClient = {
    async connect() {
      return (await client.getAuthorizedAccounts()) ?? []
    },
    async getAuthorizedAccounts() {
      if (!session.methods.includes('getAccountAddresses')) return undefined
      const result = await request('getAccountAddresses', { account }).catch(() => undefined)
      if (!Array.isArray(result)) return undefined
      return result.map(readAddressEntry)
    },
    async signMessage({ address, message, protocol }) {
      const result = await request('signMessage', {
        account,
        address,
        message,
        ...(protocol ? { protocol } : {}),
      })
      return readString(result, 'signature')
    },
    async signPsbt({ psbt, signInputs }) {
      const result = await request('signPsbt', {
        account,
        psbt,
        signInputs: signInputs.map(({ address, index }) => ({
          address,
          index,
          sighashTypes: [1],
        })),
        broadcast: false,
      })
      return readString(result, 'psbt')
    },
    async sendTransfer({ recipient, amount }) {
      const result = await request('sendTransfer', {
        account,
        recipientAddress: recipient,
        amount: amount.toString(),
      })
      return readString(result, 'txid')
    },
    async switchNetwork({ caipNetworkId: target }) {
      const prefix = `${target}:`
      const next = session.accounts.find((entry) => entry.startsWith(prefix))?.slice(prefix.length)
      if (!next || !session.chains.includes(target))
        throw new UnsupportedWalletRequestError('The session did not approve this network')
      account = next
      caipNetworkId = target as CaipNetworkId
      const listed = (await client.getAuthorizedAccounts()) ?? []
      return [
        ...listed.filter((entry) => entry.address === next),
        { address: next, purpose: 'payment' },
        ...listed.filter((entry) => entry.address !== next),
      ]
    },
    // The session is core's: ending it is core's `disconnect`.
    async disconnect() {},
    watch({ accountsChanged, disconnect }) {
      const off = session.onEvent((event) => {
        if (event.name !== 'bip122_addressesChanged' || event.chainId !== caipNetworkId) return
        if (Array.isArray(event.data)) accountsChanged(event.data.map(readAddressEntry))
      })
      const onAbort = () => disconnect()
      session.signal.addEventListener('abort', onAbort)
      return () => {
        off()
        session.signal.removeEventListener('abort', onAbort)
      }
    },
  }
  return client
}

/** An entry of `getAccountAddresses`: an object ({ address, publicKey, path, intention }) or, from some wallets, a bare address. */
function readAddressEntry(entry: unknown): RawWalletAccount {
  if (typeof entry === 'string') return { address: entry, purpose: 'payment' }
  const { address, publicKey, path, intention } = (entry ?? {}) as Record<string, unknown>
  return { address, publicKey, path, purpose: intention ?? 'payment' }
}

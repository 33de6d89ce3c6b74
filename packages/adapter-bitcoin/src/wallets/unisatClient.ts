import { settleWithin } from '@kit/core/modules/utils/settleWithin'
import { base64, hex } from '@scure/base'
import { WalletRequestError } from '../errors/wallet.js'
import type { RawWalletAccount, WalletClient } from '../types/walletClient.js'
import type { UnisatApi } from '../types/walletSource.js'
import { callWallet } from './callWallet.js'

const unisatChains: Record<string, string> = {
  'bip122:000000000019d6689c085ae165831e93': 'BITCOIN_MAINNET',
  'bip122:000000000933ea01ad0ee984209779ba': 'BITCOIN_TESTNET',
  'bip122:00000008819873e925422c1ff0f99f7c': 'BITCOIN_SIGNET',
}

/**
 * A Unisat-style injected API (Unisat, OKX's `okxwallet.bitcoin`): `requestAccounts` (OKX's
 * `connect`) to connect, `getAccounts` to reconnect without a prompt, `getPublicKey` for the
 * active account's key, `signMessage(message, 'ecdsa' | 'bip322-simple')`, `signPsbt(hex,
 * { autoFinalized: false, toSignInputs })`, `switchChain` and the `accountsChanged` event. Its
 * one account is the payment account.
 */
export function createUnisatClient(api: UnisatApi): WalletClient {
  const withKey = async (addresses: unknown): Promise<RawWalletAccount[]> => {
    if (!Array.isArray(addresses)) return []
    const publicKey = api.getPublicKey
      ? await callWallet(() => api.getPublicKey?.()).catch(() => undefined)
      : undefined
    return addresses.map((address, index) => ({
      address,
      publicKey: index === 0 ? publicKey : undefined,
      purpose: 'payment',
    }))
  }
  const client: WalletClient = {
    async connect() {
      if (typeof api.connect === 'function') {
        const result = (await callWallet(() => api.connect?.())) as
          | { address?: unknown; publicKey?: unknown }
          | undefined
        if (typeof result?.address === 'string')
          return [{ address: result.address, publicKey: result.publicKey, purpose: 'payment' }]
      }
      return withKey(await callWallet(() => api.requestAccounts()))
    },
    async getAuthorizedAccounts() {
      const accounts = await callWallet(() => api.getAccounts()).catch(() => undefined)
      return Array.isArray(accounts) && accounts.length > 0 ? withKey(accounts) : undefined
    },
    async signMessage({ message, protocol }) {
      const signature = await callWallet(() =>
        api.signMessage(message, protocol === 'bip322' ? 'bip322-simple' : 'ecdsa'),
      )
      if (typeof signature !== 'string')
        throw new WalletRequestError(undefined, { details: 'The wallet answered no signature' })
      return signature
    },
    async signPsbt({ psbt, signInputs }) {
      const signed = await callWallet(() =>
        api.signPsbt(hex.encode(base64.decode(psbt)), {
          autoFinalized: false,
          toSignInputs: signInputs.map(({ index, address, publicKey }) => ({
            index,
            address,
            ...(publicKey ? { publicKey } : {}),
          })),
        }),
      )
      if (typeof signed !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(signed))
        throw new WalletRequestError(undefined, { details: 'The wallet answered no PSBT hex' })
      return base64.encode(hex.decode(signed.toLowerCase()))
    },
    async switchNetwork({ caipNetworkId }) {
      const chain = unisatChains[caipNetworkId]
      if (chain && typeof api.switchChain === 'function')
        await callWallet(() => api.switchChain?.(chain))
      return client.getAuthorizedAccounts()
    },
    async disconnect() {
      if (typeof api.disconnect === 'function') await settleWithin(() => api.disconnect?.(), 100)
    },
    watch({ accountsChanged }) {
      if (typeof api.on !== 'function') return () => {}
      const listener = (data: unknown) => {
        // Unisat sends the address list; OKX an object with the new address.
        const list = Array.isArray(data)
          ? data
          : typeof (data as { address?: unknown } | undefined)?.address === 'string'
            ? [(data as { address: string }).address]
            : undefined
        if (!list) return
        if (list.length === 0) return accountsChanged(undefined)
        void withKey(list).then(accountsChanged)
      }
      api.on('accountsChanged', listener)
      api.on('accountChanged', listener)
      return () => {
        api.removeListener?.('accountsChanged', listener)
        api.removeListener?.('accountChanged', listener)
      }
    },
  }
  return client
}

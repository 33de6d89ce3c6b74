import type {
  LeatherProvider,
  SatsConnectProvider,
  UnisatApi,
  WalletSource,
} from '../types/walletSource.js'
import type { FoundWallet } from './createConnectorRegistry.js'

type InjectedWindow = {
  XverseProviders?: { BitcoinProvider?: unknown }
  BitcoinProvider?: unknown
  unisat?: unknown
  okxwallet?: { bitcoin?: unknown }
  LeatherProvider?: unknown
}

const hasFunctions = (value: unknown, ...names: string[]) =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')

/**
 * The injected Bitcoin APIs of known wallets: Xverse's sats-connect provider, Unisat's and
 * OKX's Unisat-style APIs and Leather's provider. Their names are Kit's own, not the wallet's.
 * A property whose getter throws counts as absent.
 */
export function findInjectedWallets(): FoundWallet[] {
  if (typeof window === 'undefined') return []
  const found: FoundWallet[] = []
  const read = (get: (target: InjectedWindow) => unknown) => {
    try {
      return get(window as unknown as InjectedWindow)
    } catch {
      return undefined
    }
  }
  const add = (id: string, name: string, source: WalletSource) =>
    found.push({ id, name, icon: undefined, type: 'INJECTED', source })

  const xverse = read((w) => w.XverseProviders?.BitcoinProvider ?? w.BitcoinProvider)
  if (hasFunctions(xverse, 'request'))
    add('xverse', 'Xverse Wallet', {
      kind: 'satsConnect',
      provider: xverse as SatsConnectProvider,
    })
  const unisat = read((w) => w.unisat)
  if (hasFunctions(unisat, 'requestAccounts', 'getAccounts', 'signMessage', 'signPsbt'))
    add('unisat', 'Unisat Wallet', { kind: 'unisat', api: unisat as UnisatApi })
  const okx = read((w) => w.okxwallet?.bitcoin)
  if (hasFunctions(okx, 'requestAccounts', 'getAccounts', 'signMessage', 'signPsbt'))
    add('OKX', 'OKX Wallet', { kind: 'unisat', api: okx as UnisatApi })
  const leather = read((w) => w.LeatherProvider)
  if (hasFunctions(leather, 'request'))
    add('leather', 'Leather', { kind: 'leather', provider: leather as LeatherProvider })
  return found
}

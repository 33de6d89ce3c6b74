import { sanitizeWalletName } from '@kit/core/modules/utils/sanitizeWalletName'
import type {
  LeatherProvider,
  SatsConnectProvider,
  UnisatApi,
  WalletSource,
} from '../types/walletSource.js'
import type { FoundWallet } from './createConnectorRegistry.js'
import { sanitizeIcon } from './sanitizeIcon.js'

type InjectedWindow = {
  XverseProviders?: { BitcoinProvider?: unknown }
  BitcoinProvider?: unknown
  unisat?: unknown
  okxwallet?: { bitcoin?: unknown }
  LeatherProvider?: unknown
  btc_providers?: unknown
}

// WBIP004 lists at most a handful of wallets; a longer list is not read past this.
const maxListed = 20
const providerPath = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*){0,3}$/

const hasFunctions = (value: unknown, ...names: string[]) =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')

// The wallets' ids in the WalletConnect catalogue (AppKit's), so the list can match them up.
const explorerIds: Record<string, string> = {
  xverse: '2a87d74ae02e10bdd1f51f7ce6c4e1cc53cd5f2c0b6b5ad0d7b3007d2b13de7b',
  OKX: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
  leather: '483afe1df1df63daf313109971ff3ef8356ddf1cc4e45877d205eee0b7893a13',
}

/**
 * The injected Bitcoin APIs of known wallets: Xverse's sats-connect provider, Unisat's and
 * OKX's Unisat-style APIs and Leather's provider. Their names are Kit's own, not the wallet's,
 * with the wallet's catalogue id (never given to a wallet by the name it claims). Then the
 * sats-connect wallets `window.btc_providers` lists (WBIP004), their own names and icons
 * sanitized (B09, B10); the registry drops an entry whose provider is already listed. A property
 * whose getter throws counts as absent.
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
    found.push({
      id,
      name,
      icon: undefined,
      type: 'INJECTED',
      source,
      explorerId: explorerIds[id],
    })

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
  const listed = read((w) => w.btc_providers)
  if (Array.isArray(listed))
    for (const entry of listed.slice(0, maxListed)) {
      const wallet = read(() => readListedProvider(entry))
      if (wallet) found.push(wallet as FoundWallet)
    }
  return found
}

/** A WBIP004 entry ({ id: 'XverseProviders.BitcoinProvider', name, icon }) with its provider. */
function readListedProvider(entry: unknown): FoundWallet | undefined {
  const { id, name, icon } = (entry ?? {}) as Record<string, unknown>
  if (typeof id !== 'string' || !providerPath.test(id)) return undefined
  let provider: unknown = window
  for (const key of id.split('.'))
    provider = Object.hasOwn(provider as object, key)
      ? (provider as Record<string, unknown>)[key]
      : undefined
  const safeName = sanitizeWalletName(name)
  if (!safeName || !hasFunctions(provider, 'request')) return undefined
  return {
    id: safeName,
    name: safeName,
    icon: sanitizeIcon(icon),
    type: 'ANNOUNCED',
    source: { kind: 'satsConnect', provider: provider as SatsConnectProvider },
  }
}

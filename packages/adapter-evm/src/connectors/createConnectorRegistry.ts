import type { Connector } from '@kit/core'
import type { Eip1193Provider } from '../types/eip1193.js'
import type { AnnouncedWallet } from '../types/eip6963.js'
import { getInjectedProvider } from './getInjectedProvider.js'

export type ConnectorEntry = { connector: Connector; provider: Eip1193Provider }

/**
 * What `add` did: `added` a new wallet, ignored a `duplicate` (same uuid, details and provider),
 * or added a wallet that `reused` an earlier uuid with other details (B11: both suspicious).
 */
export type AddResult = 'added' | 'duplicate' | 'reused'

export type ConnectorRegistry = {
  /** Adds an announced wallet; see {@link AddResult}. */
  add(wallet: AnnouncedWallet): AddResult
  /**
   * What the wallet list shows: the announced wallets, then the legacy injected one when
   * `window.ethereum` is a provider no announced wallet carries.
   */
  list(): Connector[]
  /** A connector and its provider; `injected` resolves to `window.ethereum` whenever it exists. */
  get(connectorId: string): ConnectorEntry | undefined
  /** Called after every `add` that changed something. */
  subscribe(listener: () => void): () => void
}

export const injectedConnector: Connector = Object.freeze({
  id: 'injected',
  type: 'INJECTED',
  name: 'Browser Wallet',
  chain: 'eip155',
})

type Entry = ConnectorEntry & { wallet: AnnouncedWallet }

type Skeleton = (name: string) => string

const loadSkeleton = () => import('./loadWalletNameSkeleton.js')

/**
 * The wallets this adapter knows, in announcement order. Lookalike names (B09) are flagged as
 * soon as the confusables table has loaded: at once once it has, else when its `import()`
 * resolves, after which listeners hear of the change.
 */
export function createConnectorRegistry(): ConnectorRegistry {
  const entries: Entry[] = []
  const listeners = new Set<() => void>()
  let skeleton: Skeleton | undefined
  let loading = false
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const flagLookalikes = (of: Skeleton) => {
    let changed = false
    for (const [index, entry] of entries.entries())
      for (const other of entries.slice(index + 1))
        if (of(entry.connector.name) === of(other.connector.name))
          for (const flagged of [entry, other])
            if (!flagged.connector.suspicious) {
              flagged.connector = { ...flagged.connector, suspicious: true }
              changed = true
            }
    if (changed) notify()
  }
  const ensureSkeleton = () => {
    if (loading) return
    loading = true
    loadSkeleton().then(
      ({ walletNameSkeleton }) => {
        skeleton = walletNameSkeleton
        flagLookalikes(walletNameSkeleton)
      },
      () => {
        // A failed chunk load is retried on the next announcement.
        loading = false
      },
    )
  }
  const injected = (): ConnectorEntry | undefined => {
    const provider = getInjectedProvider()
    return provider && { connector: injectedConnector, provider }
  }
  return {
    add(wallet) {
      const sameUuid = entries.filter((entry) => entry.wallet.uuid === wallet.uuid)
      if (sameUuid.some((entry) => sameAnnouncement(entry.wallet, wallet))) return 'duplicate'
      const clashes = entries.filter(
        (entry) => sameUuid.includes(entry) || clashesWith(entry.connector, wallet, skeleton),
      )
      // Neither of two wallets claiming one uuid, name, lookalike name or rdns wins silently.
      for (const entry of clashes) entry.connector = { ...entry.connector, suspicious: true }
      entries.push({
        connector: toConnector(wallet, uniqueId(wallet, entries), clashes.length > 0),
        provider: wallet.provider,
        wallet,
      })
      notify()
      // One wallet has nothing to look like; the table loads once a second one announces.
      if (entries.length > 1) ensureSkeleton()
      return sameUuid.length > 0 ? 'reused' : 'added'
    },
    list() {
      const connectors = entries.map(({ connector }) => connector)
      const entry = injected()
      // Compare provider objects: a `window.ethereum` no valid announcement carries stays reachable.
      if (entry && !entries.some(({ provider }) => provider === entry.provider))
        connectors.push(entry.connector)
      return connectors
    },
    get(connectorId) {
      if (connectorId === injectedConnector.id) return injected()
      return entries.find(({ connector }) => connector.id === connectorId)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The rdns, or with a taken rdns (or uuid) a longer id of its own so the wallet can be picked. */
function uniqueId(wallet: AnnouncedWallet, entries: readonly Entry[]): string {
  const taken = (id: string) => entries.some(({ connector }) => connector.id === id)
  if (!taken(wallet.rdns) && !entries.some((entry) => sameText(entry.wallet.rdns, wallet.rdns)))
    return wallet.rdns
  const id = `${wallet.rdns}#${wallet.uuid}`
  if (!taken(id)) return id
  let index = 2
  while (taken(`${id}#${index}`)) index += 1
  return `${id}#${index}`
}

function toConnector(wallet: AnnouncedWallet, id: string, suspicious: boolean): Connector {
  return {
    id,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'eip155',
    imageUrl: wallet.icon,
    info: { rdns: wallet.rdns, uuid: wallet.uuid },
    ...(suspicious ? { suspicious: true } : {}),
  }
}

function sameAnnouncement(a: AnnouncedWallet, b: AnnouncedWallet): boolean {
  return a.name === b.name && a.rdns === b.rdns && a.icon === b.icon && a.provider === b.provider
}

function clashesWith(
  connector: Connector,
  wallet: AnnouncedWallet,
  skeleton: Skeleton | undefined,
): boolean {
  return (
    sameText(connector.name, wallet.name) ||
    sameText(connector.info?.rdns, wallet.rdns) ||
    (skeleton !== undefined && skeleton(connector.name) === skeleton(wallet.name))
  )
}

function sameText(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase()
}

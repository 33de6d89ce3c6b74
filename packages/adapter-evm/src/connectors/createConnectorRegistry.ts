import type { Connector } from '@kit/core'
import type { Eip1193Provider } from '../types/eip1193.js'
import type { AnnouncedWallet } from '../types/eip6963.js'
import { getInjectedProvider } from './getInjectedProvider.js'

export type ConnectorEntry = { connector: Connector; provider: Eip1193Provider }

export type ConnectorRegistry = {
  /** Adds an announced wallet; `false` when its uuid was announced before (the first one stays). */
  add(wallet: AnnouncedWallet): boolean
  /** What the wallet list shows: the announced wallets, else the legacy injected one. */
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

/** The wallets this adapter knows, in announcement order. */
export function createConnectorRegistry(): ConnectorRegistry {
  const entries: ConnectorEntry[] = []
  const uuids = new Set<string>()
  const listeners = new Set<() => void>()
  const injected = (): ConnectorEntry | undefined => {
    const provider = getInjectedProvider()
    return provider && { connector: injectedConnector, provider }
  }
  return {
    add(wallet) {
      if (uuids.has(wallet.uuid)) return false
      uuids.add(wallet.uuid)
      const clashes = entries.filter(({ connector }) => clashesWith(connector, wallet))
      // Neither of two wallets claiming one name or rdns wins silently: both are flagged.
      for (const entry of clashes) entry.connector = { ...entry.connector, suspicious: true }
      const rdnsTaken = clashes.some(({ connector }) => sameText(connector.info?.rdns, wallet.rdns))
      entries.push({
        connector: toConnector(wallet, rdnsTaken, clashes.length > 0),
        provider: wallet.provider,
      })
      for (const listener of [...listeners]) listener()
      return true
    },
    list() {
      if (entries.length > 0) return entries.map(({ connector }) => connector)
      const entry = injected()
      return entry ? [entry.connector] : []
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

function toConnector(wallet: AnnouncedWallet, rdnsTaken: boolean, suspicious: boolean): Connector {
  return {
    // A second wallet with a taken rdns still needs an id of its own to be picked.
    id: rdnsTaken ? `${wallet.rdns}#${wallet.uuid}` : wallet.rdns,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'eip155',
    imageUrl: wallet.icon,
    info: { rdns: wallet.rdns, uuid: wallet.uuid },
    ...(suspicious ? { suspicious: true } : {}),
  }
}

function clashesWith(connector: Connector, wallet: AnnouncedWallet): boolean {
  return sameText(connector.name, wallet.name) || sameText(connector.info?.rdns, wallet.rdns)
}

function sameText(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase()
}

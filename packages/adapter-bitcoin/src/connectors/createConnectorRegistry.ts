import type { Connector } from '@kit/core'
import { createListeners } from '@kit/core/modules/connectors/createListeners'
import { createSkeletonLoader } from '@kit/core/modules/connectors/createSkeletonLoader'
import { flagLookalikes } from '@kit/core/modules/connectors/flagLookalikes'
import type { WalletSource } from '../types/walletSource.js'

export type ConnectorEntry = { connector: Connector; source: WalletSource }

/** A wallet found on the page, its name already sanitized (B09) and its icon checked (B10). */
export type FoundWallet = {
  /** The id to use when free: the wallet's own name, or a fixed id for a known injected API. */
  id: string
  name: string
  icon: string | undefined
  type: 'ANNOUNCED' | 'INJECTED'
  source: WalletSource
  /** The wallet's catalogue id, for a known injected API only. */
  explorerId?: string | undefined
}

export type ConnectorRegistry = {
  /** Adds a wallet; `false` when its wallet object is known already. */
  add(wallet: FoundWallet): boolean
  /** Removes the wallet of `source` (a Wallet Standard wallet that unregistered). */
  remove(source: WalletSource): void
  list(): Connector[]
  get(connectorId: string): ConnectorEntry | undefined
  /** Called after every change. */
  subscribe(listener: () => void): () => void
}

/**
 * The Bitcoin wallets found on the page, in the order found. Two wallets with the same name, or
 * names that look alike once the confusables table has loaded (B09), are both flagged
 * `suspicious`: neither wins silently (B11).
 */
export function createConnectorRegistry(): ConnectorRegistry {
  let entries: ConnectorEntry[] = []
  const { notify, subscribe } = createListeners()
  // Flags only ever get added: a wallet that clashed once stays suspicious.
  const flagNames = () => {
    const { connectors, changed } = flagLookalikes({
      connectors: entries.map(({ connector }) => connector),
      skeleton: skeleton.current(),
      sticky: true,
    })
    for (const [index, entry] of entries.entries())
      entry.connector = connectors[index] ?? entry.connector
    return changed
  }
  const skeleton = createSkeletonLoader({
    onLoad: () => {
      if (flagNames()) notify()
    },
  })
  return {
    add(wallet) {
      if (entries.some((entry) => sameSource(entry.source, wallet.source))) return false
      const connector: Connector = {
        id: uniqueId(wallet.id, entries),
        type: wallet.type,
        name: wallet.name,
        chain: 'bip122',
        imageUrl: wallet.icon,
        ...(wallet.explorerId ? { explorerId: wallet.explorerId } : {}),
      }
      entries.push({ connector, source: wallet.source })
      // Neither of two wallets of one name or lookalike names wins silently (B11).
      flagNames()
      notify()
      // One wallet has nothing to look like; the table loads once a second one shows up.
      if (entries.length > 1) skeleton.load()
      return true
    },
    remove(source) {
      const kept = entries.filter((entry) => !sameSource(entry.source, source))
      if (kept.length === entries.length) return
      entries = kept
      notify()
    },
    list: () => entries.map(({ connector }) => connector),
    get: (connectorId) => entries.find(({ connector }) => connector.id === connectorId),
    subscribe,
  }
}

function sameSource(a: WalletSource, b: WalletSource): boolean {
  const handle = (source: WalletSource) =>
    source.kind === 'walletStandard'
      ? source.wallet
      : source.kind === 'unisat'
        ? source.api
        : source.provider
  return handle(a) === handle(b)
}

/** The wanted id, or with it taken `id#2`, `id#3`… so every wallet can be picked. */
function uniqueId(wanted: string, entries: readonly ConnectorEntry[]): string {
  const taken = (id: string) => entries.some(({ connector }) => connector.id === id)
  if (!taken(wanted)) return wanted
  let index = 2
  while (taken(`${wanted}#${index}`)) index += 1
  return `${wanted}#${index}`
}

import type { Connector } from '@kit/core'
import { sanitizeWalletName } from '@kit/core/modules/utils/sanitizeWalletName'
import type { Wallet } from '../types/walletStandard.js'
import { sanitizeIcon } from './sanitizeIcon.js'

export type ConnectorEntry = { connector: Connector; wallet: Wallet }

export type ConnectorRegistry = {
  /** Adds a wallet (once); `false` when its name is unusable (B09), so it is left out. */
  add(wallet: Wallet): boolean
  remove(wallet: Wallet): void
  /** What the wallet list shows, in registration order. */
  list(): Connector[]
  get(connectorId: string): ConnectorEntry | undefined
  /** Called after every change. */
  subscribe(listener: () => void): () => void
}

type Skeleton = (name: string) => string

const loadSkeleton = () => import('./loadWalletNameSkeleton.js')

/**
 * The Solana wallets this adapter knows. Wallet Standard wallets carry no id, so a connector's id
 * is its sanitized name (stable across reloads, for reconnecting), made unique with `#2`, `#3`…
 * Two wallets with one name or, once the confusables table has loaded, lookalike names (B09) are
 * both marked suspicious: neither wins silently. Flags are worked out again on every change.
 */
export function createConnectorRegistry(): ConnectorRegistry {
  let entries: ConnectorEntry[] = []
  const listeners = new Set<() => void>()
  let skeleton: Skeleton | undefined
  let loading = false
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const flag = () => {
    let changed = false
    entries = entries.map((entry) => {
      const suspicious = entries.some(
        (other) => other !== entry && clashes(entry.connector.name, other.connector.name, skeleton),
      )
      if (suspicious === (entry.connector.suspicious === true)) return entry
      changed = true
      const { suspicious: _, ...connector } = entry.connector
      return { ...entry, connector: suspicious ? { ...connector, suspicious } : connector }
    })
    return changed
  }
  const ensureSkeleton = () => {
    if (loading || skeleton) return
    loading = true
    loadSkeleton().then(
      ({ walletNameSkeleton }) => {
        skeleton = walletNameSkeleton
        if (flag()) notify()
      },
      () => {
        // A failed chunk load is retried on the next registration.
        loading = false
      },
    )
  }
  return {
    add(wallet) {
      if (entries.some((entry) => entry.wallet === wallet)) return true
      let name: string | undefined
      let icon: string | undefined
      try {
        name = sanitizeWalletName(wallet.name)
        icon = sanitizeIcon(wallet.icon)
      } catch {
        name = undefined
      }
      if (!name) return false
      entries.push({ wallet, connector: toConnector(name, icon, uniqueId(name, entries)) })
      flag()
      notify()
      if (entries.length > 1) ensureSkeleton()
      return true
    },
    remove(wallet) {
      const left = entries.filter((entry) => entry.wallet !== wallet)
      if (left.length === entries.length) return
      entries = left
      flag()
      notify()
    },
    list: () => entries.map(({ connector }) => connector),
    get: (connectorId) => entries.find(({ connector }) => connector.id === connectorId),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function toConnector(name: string, icon: string | undefined, id: string): Connector {
  return { id, type: 'ANNOUNCED', name, chain: 'solana', ...(icon ? { imageUrl: icon } : {}) }
}

function uniqueId(name: string, entries: readonly ConnectorEntry[]): string {
  const taken = (id: string) => entries.some(({ connector }) => connector.id === id)
  if (!taken(name)) return name
  let index = 2
  while (taken(`${name}#${index}`)) index += 1
  return `${name}#${index}`
}

function clashes(a: string, b: string, skeleton: Skeleton | undefined): boolean {
  return (
    a.toLowerCase() === b.toLowerCase() || (skeleton !== undefined && skeleton(a) === skeleton(b))
  )
}

import type { Connector } from '@kit/core'
import { createListeners } from '@kit/core/modules/connectors/createListeners'
import { createSkeletonLoader } from '@kit/core/modules/connectors/createSkeletonLoader'
import { flagLookalikes } from '@kit/core/modules/connectors/flagLookalikes'
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

/**
 * The Solana wallets this adapter knows. Wallet Standard wallets carry no id, so a connector's id
 * is its sanitized name (stable across reloads, for reconnecting), made unique with `#2`, `#3`…
 * Two wallets with one name or, once the confusables table has loaded, lookalike names (B09) are
 * both marked suspicious: neither wins silently. Flags are worked out again on every change.
 */
export function createConnectorRegistry(): ConnectorRegistry {
  let entries: ConnectorEntry[] = []
  const { notify, subscribe } = createListeners()
  const flag = () => {
    const { connectors, changed } = flagLookalikes({
      connectors: entries.map(({ connector }) => connector),
      skeleton: skeleton.current(),
      sticky: false,
    })
    if (changed)
      entries = entries.map((entry, index) => {
        const connector = connectors[index] ?? entry.connector
        return connector === entry.connector ? entry : { ...entry, connector }
      })
    return changed
  }
  const skeleton = createSkeletonLoader({
    onLoad: () => {
      if (flag()) notify()
    },
  })
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
      if (entries.length > 1) skeleton.load()
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
    subscribe,
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

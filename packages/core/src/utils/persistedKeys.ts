import type { ChainNamespace } from '../types/network.js'
import type { RecentWallet } from '../types/wallet.js'

/** The storage keys Kit writes (SPEC §3), each with the guard its record must pass. */
export const persistedKeys = {
  connectionStatus: 'connection_status',
  activeNamespace: 'active_namespace',
  connectedNamespaces: 'connected_namespaces',
  connectorIds: 'connector_ids',
  lastChainId: 'active_caip_network_id',
  recentWallets: 'recent_wallets',
} as const

const namespaces: readonly string[] = ['eip155', 'solana', 'bip122', 'polkadot']

export function isNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && namespaces.includes(value)
}

export function isConnectionStatus(value: unknown): value is 'connected' | 'disconnected' {
  return value === 'connected' || value === 'disconnected'
}

export function isNamespaceList(value: unknown): value is ChainNamespace[] {
  return Array.isArray(value) && value.length <= namespaces.length && value.every(isNamespace)
}

export function isConnectorIdMap(value: unknown): value is Partial<Record<ChainNamespace, string>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([key, id]) => isNamespace(key) && typeof id === 'string' && id.length > 0 && id.length <= 200,
  )
}

export function isShortString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 100
}

const recentWalletFields = [
  'imageUrl',
  'rdns',
  'connectorId',
  'imageId',
  'mobileLink',
  'desktopLink',
  'webappLink',
] as const

/** A stored list of recent wallets: at most a few short entries of strings. */
export function isRecentWalletList(value: unknown): value is RecentWallet[] {
  return (
    Array.isArray(value) &&
    value.length <= 2 &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        isShortString((entry as { id?: unknown }).id) &&
        isShortString((entry as { name?: unknown }).name) &&
        recentWalletFields.every((field) => {
          const item = (entry as Record<string, unknown>)[field]
          return item === undefined || (typeof item === 'string' && item.length <= 2048)
        }),
    )
  )
}

import type { ChainNamespace } from '../types/network.js'
import type { RecentWallet } from '../types/wallet.js'
import { isCaipNetworkId } from './caip.js'
import type { PersistedStorage } from './createStorage.js'
import { recentWalletsMax } from './walletCatalogueLimits.js'

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

/** Longest stored wallet id: a reverse-DNS name may have 253 characters, a catalogue id 64. */
export const storedWalletIdMaxLength = 255
/** Longest stored wallet name. */
export const storedWalletNameMaxLength = 100
/** Longest stored link or image URL. */
export const storedWalletLinkMaxLength = 2048

function isText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength
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

/** One stored recent wallet: the one rule its writer and its reader share (issue: recent wallets). */
export function isRecentWallet(value: unknown): value is RecentWallet {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const entry = value as Record<string, unknown>
  return (
    isText(entry.id, storedWalletIdMaxLength) &&
    isText(entry.name, storedWalletNameMaxLength) &&
    recentWalletFields.every(
      (field) =>
        entry[field] === undefined ||
        (typeof entry[field] === 'string' &&
          (entry[field] as string).length <= storedWalletLinkMaxLength),
    )
  )
}

/** A stored list of recent wallets: at most `recentWalletsMax` entries. */
export function isRecentWalletList(value: unknown): value is RecentWallet[] {
  return Array.isArray(value) && value.length <= recentWalletsMax && value.every(isRecentWallet)
}

/** A stored key with the one guard both its writer and its reader apply. */
export type StoredRecord<T> = { key: string; isValid: (value: unknown) => value is T }

/** Every key Kit stores, each with its schema (SPEC §3). */
export const storedRecords = {
  connectionStatus: { key: persistedKeys.connectionStatus, isValid: isConnectionStatus },
  activeNamespace: { key: persistedKeys.activeNamespace, isValid: isNamespace },
  connectedNamespaces: { key: persistedKeys.connectedNamespaces, isValid: isNamespaceList },
  connectorIds: { key: persistedKeys.connectorIds, isValid: isConnectorIdMap },
  lastChainId: { key: persistedKeys.lastChainId, isValid: isCaipNetworkId },
  recentWallets: { key: persistedKeys.recentWallets, isValid: isRecentWalletList },
} as const satisfies Record<keyof typeof persistedKeys, StoredRecord<unknown>>

/** Reads a stored key through its schema; a record that fails it resets that key alone. */
export function readStored<T>(storage: PersistedStorage, record: StoredRecord<T>): T | undefined {
  return storage.read(record.key, record.isValid)
}

/**
 * Writes a stored key through the same schema its reader applies, so nothing is written that
 * the next load would throw away. A value that fails it removes the key instead.
 */
export function writeStored<T>(storage: PersistedStorage, record: StoredRecord<T>, value: T): void {
  if (record.isValid(value)) storage.write(record.key, value)
  else storage.remove(record.key)
}

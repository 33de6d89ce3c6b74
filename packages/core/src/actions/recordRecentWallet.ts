import type { CatalogueWallet } from '@kit/blockchain-api'
import type { Connector } from '../types/connector.js'
import type { Kit } from '../types/kit.js'
import type { RecentWallet } from '../types/wallet.js'
import { persistedKeys } from '../utils/persistedKeys.js'
import { recentWalletsMax } from '../utils/walletCatalogueLimits.js'

/** Puts the wallet just connected first in the recent list (2 kept, SPEC §9) and stores it. */
export function recordRecentWallet(kit: Kit, connector: Connector): void {
  const entry: RecentWallet = {
    id: connector.explorerId ?? connector.id,
    name: connector.name.slice(0, 100),
    connectorId: connector.id,
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    // Data-URI icons can be large; the connector brings its icon again when it announces itself.
    ...(connector.imageUrl?.startsWith('https:') ? { imageUrl: connector.imageUrl } : {}),
  }
  rememberRecentWallet(kit, entry)
}

/**
 * Remembers a catalogue wallet the visitor paired with over WalletConnect, with its image and
 * links, so the recent section can offer the same pairing again.
 */
export function recordRecentPairing(kit: Kit, wallet: CatalogueWallet, connectorId: string): void {
  const optional = (value: string | null | undefined) =>
    typeof value === 'string' && value.length <= 2048 ? value : undefined
  const entry: RecentWallet = { id: wallet.id, name: wallet.name.slice(0, 100), connectorId }
  const fields = {
    imageUrl: optional(wallet.image_url),
    imageId: optional(wallet.image_id),
    mobileLink: optional(wallet.mobile_link),
    desktopLink: optional(wallet.desktop_link),
    webappLink: optional(wallet.webapp_link),
  }
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) Object.assign(entry, { [key]: value })
  rememberRecentWallet(kit, entry)
}

function rememberRecentWallet(kit: Kit, entry: RecentWallet): void {
  const wallets = kit.stores.wallets
  wallets.recent = [entry, ...wallets.recent.filter((w) => w.id !== entry.id)].slice(
    0,
    recentWalletsMax,
  )
  kit.storage.write(persistedKeys.recentWallets, wallets.recent)
}

import type { CatalogueWallet } from '@kit/blockchain-api'
import type { Kit } from '../types/kit.js'
import type { RecentWallet } from '../types/wallet.js'
import { rememberRecentWallet } from './rememberRecentWallet.js'

export type RecordRecentPairingParameters = { wallet: CatalogueWallet; connectorId: string }

/**
 * Remembers a catalogue wallet the visitor paired with over WalletConnect, with its image and
 * links, so the recent section can offer the same pairing again.
 */
export function recordRecentPairing(
  kit: Kit,
  { wallet, connectorId }: RecordRecentPairingParameters,
): void {
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
  rememberRecentWallet(kit, { wallet: entry })
}

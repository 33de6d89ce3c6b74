import type { WalletConnectPeer } from '../types/walletConnect.js'
import { sanitizeWalletName } from '../utils/sanitizeWalletName.js'

/**
 * The wallet's self-description, which the SDK does not check (SECURITY B09, B10): the name is
 * sanitized like an announced wallet's, and only an `https:` or `data:image/…` icon is kept.
 */
export function readPeer(metadata: unknown): WalletConnectPeer {
  const peer = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as {
    name?: unknown
    icons?: unknown
  }
  const icons = Array.isArray(peer.icons) ? (peer.icons as unknown[]) : []
  return { name: sanitizeWalletName(peer.name) ?? 'WalletConnect', icon: safeIcon(icons[0]) }
}

function safeIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined
  return /^https:\/\/[^\s]+$/i.test(icon) || /^data:image\/(png|jpeg|webp|gif);/i.test(icon)
    ? icon
    : undefined
}

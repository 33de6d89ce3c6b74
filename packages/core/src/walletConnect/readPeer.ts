import type { WalletConnectPeer } from '../types/walletConnect.js'
import { isSafeImageUrl } from '../utils/isSafeImageUrl.js'
import { sanitizeWalletName } from '../utils/sanitizeWalletName.js'

/**
 * The wallet's self-description, which the SDK does not check (SECURITY B09, B10): the name is
 * sanitized like an announced wallet's, and its icon passes the same check as every other
 * untrusted image (`isSafeImageUrl`: `https:` without credentials, or a bounded `data:image/…`).
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
  return typeof icon === 'string' && isSafeImageUrl(icon) ? icon : undefined
}

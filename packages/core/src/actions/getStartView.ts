import type { Kit } from '../types/kit.js'
import type { View } from '../types/view.js'
import { isMobile } from '../utils/platform.js'

/**
 * Where the modal opens without a requested view (SPEC §2): Account when connected, else Connect;
 * an app without adapters offers pairing only: AllWallets on mobile, ConnectingWalletConnectBasic
 * elsewhere.
 */
export function getStartView(kit: Kit, connected: boolean, mobile = isMobile()): View {
  if (connected) return 'Account'
  if (Object.keys(kit.adapters).length > 0) return 'Connect'
  return mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
}

import type { Kit } from '../types/kit.js'
import type { View } from '../types/view.js'

export type GetStartViewParameters = { connected: boolean }

/**
 * Where the modal opens without a requested view (SPEC §2): Account when connected, else Connect;
 * an app without adapters offers pairing only, ConnectingWalletConnectBasic (whose view hands over
 * to AllWallets on mobile, so no platform check weighs on first paint).
 */
export function getStartView(kit: Kit, { connected }: GetStartViewParameters): View {
  if (connected) return 'Account'
  return Object.keys(kit.adapters).length > 0 ? 'Connect' : 'ConnectingWalletConnectBasic'
}

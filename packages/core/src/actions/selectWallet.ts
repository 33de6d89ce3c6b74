import type { CatalogueWallet } from '@kit/blockchain-api'
import type { Kit } from '../types/kit.js'
import { getConnectors } from './getConnectors.js'
import { pushView } from './pushView.js'
import { startConnecting } from './startConnecting.js'

export type SelectWalletParameters = { wallet: CatalogueWallet }

/**
 * Opens the way to connect a catalogue wallet: its installed extension when one announced the same
 * rdns (asked at once, from the visitor's click), otherwise a WalletConnect pairing with it.
 */
export function selectWallet(kit: Kit, { wallet }: SelectWalletParameters): void {
  const connector = wallet.rdns
    ? getConnectors(kit).find((c) => c.info?.rdns === wallet.rdns)
    : undefined
  if (connector) void startConnecting(kit, { connector })
  else pushView(kit, { view: 'ConnectingWalletConnect', data: { wallet } })
}

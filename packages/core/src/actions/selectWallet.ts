import type { CatalogueWallet } from '@kit/blockchain-api'
import type { Kit } from '../types/kit.js'
import { getConnectors } from './getConnectors.js'
import { pushView } from './router.js'

/**
 * Opens the way to connect a catalogue wallet: its installed extension when one announced the same
 * rdns, otherwise a WalletConnect pairing with it.
 */
export function selectWallet(kit: Kit, wallet: CatalogueWallet): void {
  const connector = wallet.rdns
    ? getConnectors(kit).find((c) => c.info?.rdns === wallet.rdns)
    : undefined
  if (connector) pushView(kit, 'ConnectingExternal', { connector })
  else pushView(kit, 'ConnectingWalletConnect', { wallet })
}
